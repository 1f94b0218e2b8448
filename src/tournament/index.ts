/**
 * Tournaments, Swiss or round robin, with the Brightwell Quotient, ratings and transcript sheets: the
 * public surface of `wedge/tournament`. Pure functions over immutable values, no DOM and no Node APIs,
 * so the page and the command line share it. See docs/tournament.md.
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
export { type LexicographicResult, lexicographicMatching, type Tiers } from './lexicographic.js';
export { hasPerfectMatching, maximumMatching } from './matching.js';
export { compareNames, MAX_NAME_LENGTH, nameFault, normalizeName } from './names.js';
export {
  comparePairingCosts,
  type FirstRound,
  type GameCost,
  PAIRING_RULES,
  type PairingCost,
  type PairingOptions,
  pairingCost,
  pairingOrder,
  pairRound,
  type RoundRules,
  roundRules,
} from './pairing.js';
export {
  DEFAULT_K,
  expectedScore,
  performanceRating,
  type RatedGame,
  type RatingChange,
  type RatingOptions,
  rateEvent,
} from './ratings.js';
export {
  discsResult,
  forfeitResult,
  gameResult,
  gameResultFromText,
  squaresOf,
  timeDefaultResult,
  winnerOf,
} from './results.js';
export {
  type BergerRound,
  bergerTable,
  drawLots,
  MAX_ROUND_ROBIN_PLAYERS,
  roundRobinPairing,
  roundRobinRounds,
} from './roundRobin.js';
export {
  type FilledSheet,
  makeSheetHtml,
  makeSheetsHtml,
  makeSheetText,
  parseSheetText,
  SHEET_CSS,
  sheetResult,
  sheetResultsLine,
  type TranscriptSheet,
  transcriptSheets,
} from './sheets.js';
export {
  brightwellConstant,
  completeRounds,
  currentStandings,
  type Standing,
  standings,
  throughRound,
} from './standings.js';
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
export {
  MAX_MATCHING_WEIGHT,
  maximumWeightMatching,
  type WeightedMatchingOptions,
} from './weightedMatching.js';
