// Multi-ProbCut: a shallow search predicts a deep one. For a node of `depth` plies at a stage of the
// game, the fitted regression deep ≈ a · shallow + b with residual deviation sigma (SCALE units; one row
// per stage and depth, fitted by tools/train/mpc.ts from the learned evaluation's searches and shipped
// as data/weights/mpc.json) gives the shallow value that makes a result outside the window (alpha,
// beta) probable at `confidence` standard deviations; a null-window search of `shallow` plies at that
// value decides the cut. The host installs the rows (mpcReset, mpcSet); the midgame search applies
// them only with the evaluation they were fitted for (the learned one) and never in the exact solver.
import { SCALE } from './eval';

/** Rows are kept for depths below this (deeper nodes use the deepest row). */
export const MPC_DEPTHS: i32 = 64;
/** Stages the table has room for. */
const MAX_STAGES: i32 = 32;
/** Bytes per row: shallow depth i32 (-1: no cut at this depth), a f32, b f32, sigma f32. */
const ROW: usize = 16;
const TABLE = memory.data(<i32>(<usize>MAX_STAGES * <usize>MPC_DEPTHS * ROW));

/** Empties per stage and number of stages of the installed rows. */
let stageWidth: i32 = 1;
let stages: i32 = 0;
/** Standard deviations the prediction must lie outside the window by: 0 turns the cuts off. */
export let confidence: f32 = 0;
/** True once rows are installed. */
export let mpcReady: bool = false;

/** Forgets every row and sets the stage layout (`width` empties a stage, `count` stages); returns 1
 *  when the layout fits the table. */
export function mpcResetImpl(width: i32, count: i32): i32 {
  mpcReady = false;
  mpcResetEndImpl();
  stages = 0;
  for (let i = 0; i < MAX_STAGES * MPC_DEPTHS; i++) store<i32>(TABLE + <usize>i * ROW, -1);
  if (width < 1 || count < 1 || count > MAX_STAGES) return 0;
  stageWidth = width;
  stages = count;
  return 1;
}

/** Sets the row of (stage, depth): cut with a search of `shallow` plies, deep ≈ a · shallow + b,
 *  deviation sigma (SCALE units). Returns 1 when the row is valid and installed. */
export function mpcSetImpl(stage: i32, depth: i32, shallow: i32, a: f64, b: f64, sigma: f64): i32 {
  if (stage < 0 || stage >= stages || depth < 1 || depth >= MPC_DEPTHS) return 0;
  if (shallow < 0 || shallow >= depth || !(a > 0) || !(sigma > 0) || !(b - b === 0)) return 0;
  const row = TABLE + <usize>(stage * MPC_DEPTHS + depth) * ROW;
  store<i32>(row, shallow);
  store<f32>(row, <f32>a, 4);
  store<f32>(row, <f32>b, 8);
  store<f32>(row, <f32>sigma, 12);
  mpcReady = true;
  return 1;
}

/** Sets the confidence in standard deviations (0 = no cuts). */
export function mpcConfidenceImpl(t: f64): void {
  confidence = t > 0 ? <f32>t : 0;
}

/** The row for a node with `empties` empty squares searched to `depth`, or 0 when there is none. */
export function mpcRow(empties: i32, depth: i32): usize {
  let st = empties / stageWidth;
  if (st >= stages) st = stages - 1;
  const d = depth < MPC_DEPTHS ? depth : MPC_DEPTHS - 1;
  const row = TABLE + <usize>(st * MPC_DEPTHS + d) * ROW;
  return load<i32>(row) >= 0 ? row : 0;
}

export function rowShallow(row: usize): i32 {
  return load<i32>(row);
}

/** The shallow value at or above which the deep value is probably at least `bound`. */
export function shallowAbove(row: usize, bound: i32): i32 {
  const a = load<f32>(row, 4);
  const b = load<f32>(row, 8);
  const sigma = load<f32>(row, 12);
  return <i32>Mathf.ceil((<f32>bound + confidence * sigma - b) / a);
}

/** Exact-score rows of the solver's probable passes, one per number of empties: the exact score ≈
 *  a · shallow / SCALE + b (discs), deviation sigma (discs), from a search of `shallow` plies. Same
 *  layout as the midgame rows. */
const END_TABLE = memory.data(64 * <i32>ROW);
/** True once at least one exact-score row is installed. */
export let endReady: bool = false;

/** Forgets the exact-score rows. */
export function mpcResetEndImpl(): void {
  endReady = false;
  for (let n = 0; n < 64; n++) store<i32>(END_TABLE + <usize>n * ROW, -1);
}

/** Sets the exact-score row of `empties`; 1 when valid. */
export function mpcSetEndImpl(empties: i32, shallow: i32, a: f64, b: f64, sigma: f64): i32 {
  if (empties < 1 || empties >= 64 || shallow < 0 || !(a > 0) || !(sigma > 0) || !(b - b === 0)) return 0;
  const row = END_TABLE + <usize>empties * ROW;
  store<i32>(row, shallow);
  store<f32>(row, <f32>a, 4);
  store<f32>(row, <f32>b, 8);
  store<f32>(row, <f32>sigma, 12);
  endReady = true;
  return 1;
}

/** The exact-score row of `empties`, or 0. */
export function endRow(empties: i32): usize {
  const row = END_TABLE + <usize>empties * ROW;
  return empties < 64 && load<i32>(row) >= 0 ? row : 0;
}

/** The shallow value (SCALE units) at or above which the exact score is probably at least `bound`
 *  discs, at `t` deviations. */
export function endShallowAbove(row: usize, bound: i32, t: f32): i32 {
  const a = load<f32>(row, 4);
  const b = load<f32>(row, 8);
  const sigma = load<f32>(row, 12);
  return <i32>Mathf.ceil(((<f32>bound + t * sigma - b) / a) * <f32>SCALE);
}

/** The shallow value (SCALE units) at or below which the exact score is probably at most `bound`. */
export function endShallowBelow(row: usize, bound: i32, t: f32): i32 {
  const a = load<f32>(row, 4);
  const b = load<f32>(row, 8);
  const sigma = load<f32>(row, 12);
  return <i32>Mathf.floor(((<f32>bound - t * sigma - b) / a) * <f32>SCALE);
}

/** The shallow value at or below which the deep value is probably at most `bound`. */
export function shallowBelow(row: usize, bound: i32): i32 {
  const a = load<f32>(row, 4);
  const b = load<f32>(row, 8);
  const sigma = load<f32>(row, 12);
  return <i32>Mathf.floor((<f32>bound - confidence * sigma - b) / a);
}
