/** Wedge's rules library: the public surface of `wedge`. */

export { Bitboard, boardMask, DIRECTIONS, type Direction } from './bitboard.js';
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
  transformMove,
  transformMoves,
  transformPosition,
  transformSquare,
} from './symmetry.js';
export * from './types.js';
export {
  centerSquares,
  makeVariant,
  parseVariant,
  sameVariant,
  squaresOf,
  startingDiscs,
} from './variant.js';
