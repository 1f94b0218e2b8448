/**
 * Swiss tournaments with the Brightwell Quotient: the public surface of `wedge/tournament`. Pure
 * functions over immutable values, no DOM and no Node APIs, so the page and the command line share it.
 * See docs/tournament.md.
 */
export {
  csvField,
  type FromResultsOptions,
  makeResultsCsv,
  makeStandingsCsv,
  parsePlayersList,
  parseResultsCsv,
  RESULTS_HEADER,
  type ResultsLine,
  splitCsvLine,
  tournamentFromResults,
} from './csv.js';
export { makeTournamentJson, parseTournamentJson, TOURNAMENT_FORMAT, TOURNAMENT_VERSION } from './json.js';
export { hasPerfectMatching, maximumMatching } from './matching.js';
export { type FirstRound, type PairingOptions, pairingOrder, pairRound } from './pairing.js';
export {
  discsResult,
  forfeitResult,
  gameResult,
  gameResultFromText,
  squaresOf,
  timeDefaultResult,
  winnerOf,
} from './results.js';
export { brightwellConstant, type Standing, standings, throughRound } from './standings.js';
export {
  activePlayers,
  addPlayer,
  checkResult,
  createTournament,
  findPlayer,
  isActive,
  MAX_ROUNDS,
  type NewTournament,
  pointsFor,
  recordResult,
  setRound,
  unfinishedGames,
  withdrawPlayer,
} from './tournament.js';
export * from './types.js';
