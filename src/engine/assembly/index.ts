// Wedge search kernel: the wasm exports. Boards cross the boundary as four u32 halves
// (player lo/hi, opponent lo/hi, relative to the side to move); 64-bit results are returned as the
// low half with the high half in `resultHi()`. A pass is `passMove()`, no move is -1.
// Scores: search, analyze and evaluate in 1/100 disc (scoreScale()), solve in discs.
// Budgets: a deadline in the host's clock (host.now, milliseconds; 0 = none) and a node limit (0 =
// none); the host decides the deadline once, the kernel only compares against it.
import { Board, flipsSlow as flipsSlowImpl, PASS_MOVE, setBoardSizeImpl } from './board';
import { analyzeRoot, RootResult, searchRoot, solveRoot } from './driver';
import { evaluate as evaluateImpl, SCALE, setAntiImpl, setEvaluatorImpl, setNoiseImpl } from './eval';
import { featureValue as featureValueImpl } from './features';
import { Budget, resetBudget } from './host';
import { mpcConfidenceImpl, mpcResetImpl, mpcSetEndImpl, mpcSetImpl } from './mpc';
import { weightsAdoptImpl, weightsBufferImpl, weightsInstallImpl } from './patterns';
import { perftBulk, perft as perftImpl } from './perft';
import { pvSavedLength, pvSavedMove } from './pv';
import { STATE_BYTES, setStateBase } from './state';
import { helperId, joinThreads } from './threads';
import { clearTables, hashBits, setHashBitsImpl, ttMid } from './tt';

/** Table size until the host sets one: 2^18 entries (6 MB per table). */
const DEFAULT_HASH_BITS: i32 = 18;

let result: u64 = 0;
let seedValue: u64 = 0;
let noiseAmplitude: i32 = 0;

// A helper thread's instance starts over memory whose tables the owner has already made. The first
// instance also fills the 8x8 board's corner, X- and C-square and parity tables (board.ts): they live in
// memory, not in globals, and start zeroed, so until a host chose another size and back the heuristic's
// corner terms and the solver's parity ordering saw no corners.
if (ttMid.capacity === 0) {
  setBoardSizeImpl(8);
  setHashBitsImpl(DEFAULT_HASH_BITS);
}

function join(lo: u32, hi: u32): u64 {
  return ((<u64>hi) << 32) | <u64>lo;
}

/** Returns the low half of a 64-bit result and keeps the high half for resultHi(). */
function ret64(x: u64): u32 {
  result = x;
  return <u32>x;
}

function budget(deadline: f64, nodeLimit: f64): void {
  resetBudget(nodeLimit > 0 ? <u64>nodeLimit : 0, deadline > 0 ? deadline : 0);
}

/** Kernel version (major*10000 + minor*100 + patch). */
export function version(): i32 {
  return 100;
}

/** The number that stands for a pass in moves and lines. */
export function passMove(): i32 {
  return PASS_MOVE;
}

/** Evaluation units per disc (100). */
export function scoreScale(): i32 {
  return SCALE;
}

/** High 32 bits of the last 64-bit result. */
export function resultHi(): u32 {
  return <u32>(result >> 32);
}

/** Selects a 4x4, 6x6 or 8x8 board (top-left corner of the grid); clears the tables. */
export function setBoardSize(n: i32): i32 {
  const s = setBoardSizeImpl(n);
  clearHash();
  return s;
}

/** Sets both transposition tables to 2^bits entries (10-25; 24 bytes each); returns bits in force. */
export function setHashBits(bits: i32): i32 {
  return helperId === 0 ? setHashBitsImpl(bits) : hashBits;
}

/** Forgets everything learned by earlier searches (the tables); only the owner thread clears them. */
export function clearHash(): void {
  if (helperId !== 0) return;
  clearTables();
}

/** Anti-Reversi (1) or normal Othello (0); clears the tables. */
export function setAnti(on: i32): void {
  setAntiImpl(on !== 0);
  clearHash();
}

/** Selects the evaluator (0 heuristic, 1 cheap, 2 learned once installed); returns the id in force. */
export function setEvaluator(id: i32): i32 {
  const r = setEvaluatorImpl(id);
  clearHash();
  return r;
}

/** Deterministic evaluation noise of +-amplitude (1/100 disc), seeded by seed(). */
export function setNoise(amplitude: i32): void {
  noiseAmplitude = amplitude;
  setNoiseImpl(noiseAmplitude, seedValue);
  clearHash();
}

/** Seeds the random choices (the evaluation noise). */
export function seed(s: u32): void {
  seedValue = <u64>s;
  setNoiseImpl(noiseAmplitude, seedValue);
  clearHash();
}

/** Legal moves bitboard (low half; high half in resultHi()). */
export function moves(pLo: u32, pHi: u32, oLo: u32, oHi: u32): u32 {
  return ret64(Board.moves(join(pLo, pHi), join(oLo, oHi)));
}

/** Flip mask of the move at sq (0 if illegal; low half, high in resultHi()). */
export function flips(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  if (sq < 0 || sq > 63) return ret64(0);
  const P = join(pLo, pHi);
  const O = join(oLo, oHi);
  if ((Board.moves(P, O) & ((<u64>1) << (<u64>sq))) === 0) return ret64(0);
  return ret64(Board.flips(P, O, sq));
}

/** Flip mask from the slow reference flipper (for tests; not legality-checked). */
export function flipsSlow(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  return ret64(flipsSlowImpl(join(pLo, pHi), join(oLo, oHi), sq));
}

/** Perft leaf count (exact below 2^53); `bulk` non-zero counts the last ply by popcount. */
export function perft(pLo: u32, pHi: u32, oLo: u32, oHi: u32, depth: i32, bulk: i32): f64 {
  const P = join(pLo, pHi);
  const O = join(oLo, oHi);
  return <f64>(bulk !== 0 ? perftBulk(P, O, depth) : perftImpl(P, O, depth));
}

/** Static evaluation of the side to move (1/100 disc). */
export function evaluate(pLo: u32, pHi: u32, oLo: u32, oHi: u32): i32 {
  return evaluateImpl(join(pLo, pHi), join(oLo, oHi));
}

/** The value of a learned-evaluation feature (features.ts: 1 mobility ... 9 the opponent's stable
 *  discs) for the side to move; -1 for an unknown kind. The training tools read them here. */
export function featureValue(kind: i32, pLo: u32, pHi: u32, oLo: u32, oHi: u32): i32 {
  return featureValueImpl(kind, join(pLo, pHi), join(oLo, oHi));
}

/** Iterative-deepening search to maxDepth, exact within exactEmpties (driver.ts); reports each
 *  iteration through host.iteration. Returns the score (1/100 disc). */
export function search(
  pLo: u32,
  pHi: u32,
  oLo: u32,
  oHi: u32,
  maxDepth: i32,
  exactEmpties: i32,
  deadline: f64,
  nodeLimit: f64,
): i32 {
  budget(deadline, nodeLimit);
  return searchRoot(join(pLo, pHi), join(oLo, oHi), maxDepth, exactEmpties);
}

/** Exact solve; reports each better root move through host.iteration. Returns the score in discs. */
export function solve(pLo: u32, pHi: u32, oLo: u32, oHi: u32, deadline: f64, nodeLimit: f64): i32 {
  budget(deadline, nodeLimit);
  return solveRoot(join(pLo, pHi), join(oLo, oHi));
}

/** Scores every legal move, deepening them together; each value goes out through host.moveScore. */
export function analyze(
  pLo: u32,
  pHi: u32,
  oLo: u32,
  oHi: u32,
  maxDepth: i32,
  exactEmpties: i32,
  deadline: f64,
  nodeLimit: f64,
): void {
  budget(deadline, nodeLimit);
  analyzeRoot(join(pLo, pHi), join(oLo, oHi), maxDepth, exactEmpties);
}

/** Best move of the last search/solve (0-63, passMove(), -1 = none). */
export function bestMove(): i32 {
  return RootResult.move;
}

/** Score of the last search (1/100 disc) or solve (discs). */
export function bestScore(): i32 {
  return RootResult.score;
}

/** Depth of the last completed iteration (empties when exact). */
export function resultDepth(): i32 {
  return RootResult.depth;
}

/** 1 when the last result is an exact endgame score. */
export function resultExact(): i32 {
  return RootResult.exact ? 1 : 0;
}

/** 1 when the last search was cut short by a limit or by the host. */
export function resultStopped(): i32 {
  return RootResult.stopped ? 1 : 0;
}

/** Length of the principal variation of the last completed iteration. */
export function pvLength(): i32 {
  return pvSavedLength();
}

/** The i-th PV move (passMove() for a pass, -1 out of range). */
export function pvMove(i: i32): i32 {
  return pvSavedMove(i);
}

/** Nodes of the last search or solve. */
export function nodeCount(): f64 {
  return <f64>Budget.nodes;
}

/** Address of an n-byte area for the host to copy a learned-weights file into (patterns.ts). */
export function weightsBuffer(n: i32): usize {
  return weightsBufferImpl(n);
}

/** Adopts the weights file copied into weightsBuffer(n): 1 = installed (setEvaluator(2) then selects
 *  the learned evaluation), 0 = malformed (evaluator 2 falls back to the heuristic). */
export function weightsInstall(n: i32): i32 {
  const ok = weightsInstallImpl(n);
  clearHash();
  return ok;
}

/** Forgets the Multi-ProbCut rows and sets their stage layout (`width` empties a stage, `count`
 *  stages; at most 32): 1 when it fits. Rows follow through mpcSet. */
export function mpcReset(width: i32, count: i32): i32 {
  return mpcResetImpl(width, count);
}

/** The Multi-ProbCut row of (stage, depth): a search of `shallow` plies predicts deep ≈ a · shallow + b
 *  with deviation sigma (1/100 disc). 1 when valid. */
export function mpcSet(stage: i32, depth: i32, shallow: i32, a: f64, b: f64, sigma: f64): i32 {
  return mpcSetImpl(stage, depth, shallow, a, b, sigma);
}

/** The exact-score row of `empties` for the solver's probable passes: a search of `shallow` plies
 *  predicts the exact score ≈ a · shallow / 100 + b discs with deviation sigma discs. 1 when valid. */
export function mpcSetEnd(empties: i32, shallow: i32, a: f64, b: f64, sigma: f64): i32 {
  return mpcSetEndImpl(empties, shallow, a, b, sigma);
}

/** The standard deviations a prediction must clear for a cut (0 turns Multi-ProbCut off). */
export function mpcConfidence(t: f64): void {
  mpcConfidenceImpl(t);
  clearHash();
}

/** A search state region for a further thread (the owner allocates it, and from then on searches as
 *  the owner of several threads; see threads.ts). */
export function newSearchState(): usize {
  joinThreads(0);
  return heap.alloc(STATE_BYTES);
}

/** The address of the owner's weights file (weightsBuffer), for its helper threads. */
export function weightsAddress(): usize {
  return weightsBufferImpl(0);
}

/** Makes this instance search thread `id` (1 and up) over the owner's memory: its own state region
 *  (from the owner's newSearchState), the owner's weights file of n bytes at `weights` (0: none),
 *  installed with weightsInstall(n) as usual, and the owner's tables, which it never clears. */
export function joinSearch(id: i32, state: usize, weights: usize, n: i32): void {
  joinThreads(id);
  setStateBase(state);
  weightsAdoptImpl(weights, n);
}
