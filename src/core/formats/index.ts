/** Notation and file formats: `parseX` / `makeX` pairs over the rules library. */
export {
  type FormatError,
  type FormatErrorCode,
  formatError,
  printable,
  QUOTE_LIMIT,
  quote,
} from './error.js';
export { type GgfGame, makeGgf, makeGgfTimeControl, parseGgf, parseGgfTimeControl } from './ggf.js';
export { type MoveListOptions, makeMoveList, parseMoveList } from './moveList.js';
export {
  makeObf,
  type ObfEntry,
  type ObfLine,
  type ObfSolution,
  parseObf,
  parseObfFile,
  parseObfLines,
} from './obf.js';
export { makeTranscript, parseTranscript } from './transcript.js';
export {
  makeWthorGames,
  makeWthorNames,
  parseWthorGames,
  parseWthorNames,
  WTHOR_GAME_SIZE,
  WTHOR_HEADER_SIZE,
  WTHOR_PLAYER_SIZE,
  WTHOR_TOURNAMENT_SIZE,
  type WthorGame,
  type WthorGameInput,
  type WthorGames,
  type WthorHeader,
  type WthorHeaderOptions,
  type WthorNames,
} from './wthor.js';
