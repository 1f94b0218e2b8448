// Wedge search kernel: the wasm exports. Boards cross the boundary as four u32 halves
// (player lo/hi, opponent lo/hi, relative to the side to move); 64-bit results are returned as the
// low half with the high half in `resultHi()`. Pass = square 64, no move = -1.
// Scores: search/evaluate in 1/100 disc (scoreScale()), solve in discs.
import { PASS, boardSize, flipsAt, getFlips, getFlipsSlow, getMoves, setBoardSizeImpl } from './board';
import { R, searchRoot, solveRoot } from './driver';
import { T } from './endgame';
import { SCALE, evaluate as evaluateImpl, setAntiImpl, setEvaluatorImpl, setNoiseImpl } from './eval';
import { B, now, resetBudget } from './host';
import { perftBulk, perftFill, perft as perftImpl } from './perft';
import { weightsBufferImpl, weightsInstallImpl } from './patterns';
import { pvSavedLength, pvSavedMove } from './pv';
import { clearHistory } from './search';
import { hashBits, setHashBitsImpl, ttEnd, ttMid } from './tt';

let result: u64 = 0;
let seedValue: u64 = 0;
let noiseAmp: i32 = 0;

setHashBitsImpl(18);

// @ts-ignore: decorator
@inline
function join(lo: u32, hi: u32): u64 {
  return (<u64>hi << 32) | <u64>lo;
}

function ret64(x: u64): u32 {
  result = x;
  return <u32>x;
}

function budget(timeMs: f64, nodeLimit: f64): void {
  resetBudget(nodeLimit > 0 ? <u64>nodeLimit : 0, timeMs > 0 ? now() + timeMs : 0);
}

/** Kernel version (major*10000 + minor*100 + patch). */
export function version(): i32 {
  return 100;
}

/** The square number used for a pass (64). */
export function passMove(): i32 {
  return PASS;
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
  ttMid.clear();
  ttEnd.clear();
  clearHistory();
  return s;
}

export function getBoardSize(): i32 {
  return boardSize;
}

/** Sets both transposition tables to 2^bits entries (10-25; 24 bytes each); returns bits in force. */
export function setHashBits(bits: i32): i32 {
  return setHashBitsImpl(bits);
}

export function getHashBits(): i32 {
  return hashBits;
}

/** Forgets everything learned by earlier searches (tables, history). */
export function clearHash(): void {
  ttMid.clear();
  ttEnd.clear();
  clearHistory();
}

/** Anti-Reversi (1) or normal Othello (0); clears the tables. */
export function setAnti(a: i32): void {
  setAntiImpl(a);
  clearHash();
}

/** Selects the evaluator (0 heuristic, 1 cheap); returns the id in force. */
export function setEvaluator(id: i32): i32 {
  const r = setEvaluatorImpl(id);
  clearHash();
  return r;
}

/** Deterministic evaluation noise of +-amplitude (1/100 disc), seeded by seed(). */
export function setNoise(amplitude: i32): void {
  noiseAmp = amplitude;
  setNoiseImpl(noiseAmp, seedValue);
  clearHash();
}

/** Seeds the random choices (the evaluation noise). */
export function seed(s: u32): void {
  seedValue = <u64>s;
  setNoiseImpl(noiseAmp, seedValue);
  clearHash();
}

/** Legal moves bitboard (low half; high half in resultHi()). */
export function moves(pLo: u32, pHi: u32, oLo: u32, oHi: u32): u32 {
  return ret64(getMoves(join(pLo, pHi), join(oLo, oHi)));
}

/** Flip mask of the move at sq (0 if illegal; low half, high in resultHi()). */
export function flips(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  if (sq < 0 || sq > 63) return ret64(0);
  const P = join(pLo, pHi);
  const O = join(oLo, oHi);
  const m = (<u64>1) << <u64>sq;
  if ((getMoves(P, O) & m) == 0) return ret64(0);
  return ret64(flipsAt(P, O, sq));
}

/** Flip mask from the slow reference flipper (for tests; not legality-checked). */
export function flipsSlow(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  return ret64(getFlipsSlow(join(pLo, pHi), join(oLo, oHi), sq));
}

/** Perft leaf count (exact below 2^53). mode 1 counts the last ply by popcount, 2 uses the fill flipper. */
export function perft(pLo: u32, pHi: u32, oLo: u32, oHi: u32, depth: i32, bulk: i32): f64 {
  const P = join(pLo, pHi);
  const O = join(oLo, oHi);
  const n = bulk == 2 ? perftFill(P, O, depth) : bulk != 0 ? perftBulk(P, O, depth) : perftImpl(P, O, depth);
  return <f64>n;
}

/** Static evaluation of the side to move (1/100 disc). */
export function evaluate(pLo: u32, pHi: u32, oLo: u32, oHi: u32): i32 {
  return evaluateImpl(join(pLo, pHi), join(oLo, oHi));
}

/** Iterative-deepening search. timeMs / nodeLimit 0 = unlimited. Returns the score (1/100 disc). */
export function search(
  pLo: u32,
  pHi: u32,
  oLo: u32,
  oHi: u32,
  maxDepth: i32,
  exactEmpties: i32,
  timeMs: f64,
  nodeLimit: f64,
): i32 {
  budget(timeMs, nodeLimit);
  return searchRoot(join(pLo, pHi), join(oLo, oHi), maxDepth, exactEmpties);
}

/** Exact solve (wld != 0: win/loss/draw only, score -1/0/+1 sign). Returns the score in discs. */
export function solve(pLo: u32, pHi: u32, oLo: u32, oHi: u32, wld: i32, timeMs: f64, nodeLimit: f64): i32 {
  budget(timeMs, nodeLimit);
  return solveRoot(join(pLo, pHi), join(oLo, oHi), wld != 0);
}

/** Best move of the last search/solve (0-63, 64 = pass, -1 = none). */
export function bestMove(): i32 {
  return R.move;
}

/** Score of the last search (1/100 disc) or solve (discs). */
export function bestScore(): i32 {
  return R.score;
}

/** Depth of the last completed iteration (empties when exact). */
export function resultDepth(): i32 {
  return R.depth;
}

/** 1 when the last result is an exact endgame score. */
export function resultExact(): i32 {
  return R.exact ? 1 : 0;
}

/** 1 when the last search was cut short by a limit or shouldStop. */
export function resultStopped(): i32 {
  return R.stopped ? 1 : 0;
}

/** Length of the principal variation of the last completed iteration. */
export function pvLength(): i32 {
  return pvSavedLength();
}

/** The i-th PV move (64 = pass, -1 out of range). */
export function pvMove(i: i32): i32 {
  return pvSavedMove(i);
}

/** Nodes of the last search or solve. */
export function nodeCount(): f64 {
  return <f64>B.nodes;
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

/** Experimental tuning knobs of the endgame solver (not part of the stable API). */
export function setParam(id: i32, v: i32): void {
  if (id == 0) T.ttMin = v;
  else if (id == 1) T.sortSearchMin = v;
  else if (id == 2) T.sortD1 = v;
  else if (id == 3) T.sortD2 = v;
  else if (id == 4) T.wMob = v;
  else if (id == 5) T.evalShift = v;
  else if (id == 6) T.sortD3 = v;
  else if (id == 7) T.shallow = v;
  else if (id == 8) T.wPot = v;
  else if (id == 9) T.stabOrder = v;
  else if (id == 10) T.rootAsp = v;
  else if (id == 11) T.rootAspDepth = v;
  else if (id == 12) T.preOffset = v;
}

/** Flip mask from the Kogge-Stone fill flipper (for tests; not legality-checked). */
export function flipsFill(pLo: u32, pHi: u32, oLo: u32, oHi: u32, sq: i32): u32 {
  if (sq < 0 || sq > 63) return ret64(0);
  return ret64(getFlips(join(pLo, pHi), join(oLo, oHi), (<u64>1) << <u64>sq));
}
