/** Wedge's rules library: the public surface of `wedge`. */

export { Bitboard, boardMask, DIRECTIONS, type Direction } from './bitboard.js';
export {
  CLOCK_RESERVE_MS,
  Clock,
  type ClockPause,
  clockSideAfter,
  formatClockTime,
  makeTimeControl,
  moveBudgetMs,
  parseTimeControl,
  type SavedClock,
  type TimeControl,
  type Times,
  timesLeft,
} from './clock.js';
export {
  type ByColor,
  type Coaching,
  type CoachMark,
  type CornerNeighbour,
  coach,
  cSquares,
  emptyRegions,
  frontierDiscs,
  marksAt,
  mobility,
  potentialMobility,
  type Region,
  stableDiscs,
  type Wedge,
  wedgeChances,
  xSquares,
} from './coach.js';
export * from './formats/index.js';
export {
  type GameError,
  type GameMove,
  type GameRecord,
  gameFromMoves,
  moveNumbers,
  movesOf,
  newGame,
  positionsOf,
  replay,
} from './game.js';
export { perft } from './perft.js';
export {
  type Board,
  type MoveError,
  type MoveErrorCode,
  type Played,
  type PlayedAfterPass,
  Position,
  type PositionError,
  type PositionErrorCode,
  type Setup,
} from './position.js';
export { discDifference, emptiesGoTo, makeScore, scoreOf } from './scoring.js';
export {
  inverseSymmetry,
  SYMMETRIES,
  type Symmetry,
  transformBitboard,
  transformBoard,
  transformGame,
  transformMove,
  transformMoves,
  transformPosition,
  transformSquare,
} from './symmetry.js';
export {
  completeGame,
  fixedTimeDefaultScore,
  narrowWin,
  timeDefaultScore,
} from './timeDefault.js';
export * from './types.js';
export {
  centerSquares,
  makeVariant,
  parseVariant,
  sameVariant,
  squaresOf,
  startingDiscs,
  startsEmpty,
} from './variant.js';
