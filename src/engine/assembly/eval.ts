// Midgame evaluation: one entry point, `evaluate(P, O)`, in SCALE units (1/100 disc) from P's view.
// Three evaluators, selected by id:
//   HEURISTIC: mobility, potential mobility, frontier, corners, X/C by corner state, stability,
//              parity, discs; weights interpolated by empties. Anti mode has its own weights
//              (discs, corners and stable discs are liabilities there).
//   CHEAP:     mobility, corners and discs (the weak levels and fast self-play).
//   LEARNED:   the pattern tables of patterns.ts, once a weights file is installed; standard 8x8
//              only (it falls back to HEURISTIC elsewhere).
import {
  Board,
  boardMask,
  boardSquares,
  cornerSq,
  count,
  cSqA,
  cSqB,
  neighbours,
  quadrant,
  xSq,
} from './board';
import { patternEval, patternInit, patternScore, patternsReady } from './patterns';
import { stableDiscs } from './stability';

/** Evaluation units per disc. */
export const SCALE: i32 = 100;

export const HEURISTIC: i32 = 0;
export const CHEAP: i32 = 1;
export const LEARNED: i32 = 2;

/** Below this many empties the heuristic counts parity (who gets the last move of each region). */
const PARITY_EMPTIES: i32 = 24;
/** Parity's value per odd region, in SCALE units. */
const PARITY_VALUE: i32 = 20;

export let evaluatorId: i32 = HEURISTIC;
/** Anti-Reversi: the final score is negated and the heuristic uses its anti weights. */
export let anti: bool = false;
/** Amplitude of the deterministic, seeded evaluation noise (SCALE units; 0 = none). */
let noise: i32 = 0;
let noiseSeed: u64 = 0x9e3779b97f4a7c15;

/** Selects an evaluator; LEARNED only once weights are installed. Returns the id in force. */
export function setEvaluatorImpl(id: i32): i32 {
  if (id === HEURISTIC || id === CHEAP) evaluatorId = id;
  else if (id === LEARNED && patternsReady) evaluatorId = id;
  return evaluatorId;
}

export function setAntiImpl(on: bool): void {
  anti = on;
}

export function setNoiseImpl(amplitude: i32, seed: u64): void {
  noise = amplitude < 0 ? 0 : amplitude;
  noiseSeed = seed * 0x9e3779b97f4a7c15 + 0x632be59bd9b4e019;
}

/** Corner-relative square values: X and C squares are liabilities while their corner is empty. */
function cornerTerms(P: u64, O: u64, wCorner: i32, wX: i32, wC: i32): i32 {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const c = unchecked(cornerSq[i]);
    const cb = (<u64>1) << (<u64>c);
    if ((P & cb) !== 0) s += wCorner;
    else if ((O & cb) !== 0) s -= wCorner;
    else {
      const xb = (<u64>1) << (<u64>unchecked(xSq[i]));
      if ((P & xb) !== 0) s -= wX;
      else if ((O & xb) !== 0) s += wX;
      const ca = (<u64>1) << (<u64>unchecked(cSqA[i]));
      const cc = (<u64>1) << (<u64>unchecked(cSqB[i]));
      s -= (count(P & (ca | cc)) - count(O & (ca | cc))) * wC;
    }
  }
  return s;
}

function heuristic(P: u64, O: u64): i32 {
  const empty = ~(P | O) & boardMask;
  const ne = count(empty);
  // t = 256 at the start of the game, 0 when the board is full.
  const t = (ne << 8) / (boardSquares - 4);
  const u = 256 - t;
  const mP = Board.moves(P, O);
  const mO = Board.moves(O, P);
  const mob = count(mP) - count(mO);
  const pot = count(empty & neighbours(O)) - count(empty & neighbours(P));
  const nE = neighbours(empty);
  const front = count(P & nE) - count(O & nE);
  const discs = count(P) - count(O);
  let s: i32;
  if (!anti) {
    const st = count(stableDiscs(P, O)) - count(stableDiscs(O, P));
    s = mob * ((90 * t + 60 * u) >> 8);
    s += pot * ((30 * t + 15 * u) >> 8);
    s -= front * ((25 * t + 10 * u) >> 8);
    s += st * ((60 * t + 90 * u) >> 8);
    s += discs * ((-5 * t + 40 * u) >> 8);
    s += cornerTerms(P, O, (300 * t + 150 * u) >> 8, (250 * t + 60 * u) >> 8, (60 * t + 15 * u) >> 8);
  } else {
    // Anti: keep mobility, avoid discs that can never be given back (corners, stable) and disc count.
    const st = count(stableDiscs(P, O)) - count(stableDiscs(O, P));
    s = mob * ((90 * t + 60 * u) >> 8);
    s += pot * ((30 * t + 15 * u) >> 8);
    s += front * ((10 * t + 5 * u) >> 8);
    s -= st * ((60 * t + 90 * u) >> 8);
    s -= discs * ((10 * t + 40 * u) >> 8);
    s -= cornerTerms(P, O, (250 * t + 120 * u) >> 8, (150 * t + 40 * u) >> 8, (30 * t + 10 * u) >> 8);
  }
  // Parity: the side to move gets the last move of each odd region.
  if (ne < PARITY_EMPTIES) {
    let odd = 0;
    for (let q = 0; q < 4; q++) odd += count(empty & unchecked(quadrant[q])) & 1;
    s += odd * PARITY_VALUE;
  }
  return s;
}

function cheap(P: u64, O: u64): i32 {
  const mob = count(Board.moves(P, O)) - count(Board.moves(O, P));
  const discs = count(P) - count(O);
  let s = mob * 60;
  s += cornerTerms(P, O, 250, 100, 20);
  s = anti ? -s + mob * 120 - discs * 30 : s + discs * 10;
  return s;
}

/** Deterministic noise from the position and the seed, in [-noise, noise]. */
function noiseOf(P: u64, O: u64): i32 {
  let h = (P ^ noiseSeed) * 0xff51afd7ed558ccd;
  h ^= (O + (h >> 29)) * 0xc4ceb9fe1a85ec53;
  h ^= h >> 32;
  return <i32>(<u32>h % <u32>(2 * noise + 1)) - noise;
}

/** True while a search keeps the learned evaluation's indices up to date on make/undo (set by
 *  evalStart: the learned evaluation applies). */
export let incremental: bool = false;

/** Whether the learned evaluation applies to the position set up (weights installed and chosen, the
 *  standard 8x8 game): the Multi-ProbCut rows were fitted with it and hold only then. */
export function learnedApplies(): bool {
  return evaluatorId === LEARNED && patternsReady && !anti && boardSquares === 64;
}

/** Starts a search from (P, O): the incremental evaluation's state, when the learned one applies. */
export function evalStart(P: u64, O: u64): void {
  incremental = learnedApplies();
  if (incremental) patternInit(P, O);
}

/** Noise, then the clamp inside the exact-score range (a search must never mistake an estimate for a
 *  proven win of the whole board). */
function finish(P: u64, O: u64, s: i32): i32 {
  if (noise !== 0) s += noiseOf(P, O);
  const limit = (boardSquares - 1) * SCALE;
  return min(max(s, -limit), limit);
}

/** The evaluation of P to move inside a search started by evalStart (the learned one reads the
 *  indices kept on make/undo). */
export function evaluateNode(P: u64, O: u64): i32 {
  if (incremental) return finish(P, O, patternScore(P, O));
  return evaluate(P, O);
}

/** The evaluation of P to move, from the board alone. */
export function evaluate(P: u64, O: u64): i32 {
  const s =
    evaluatorId === CHEAP
      ? cheap(P, O)
      : evaluatorId === LEARNED && patternsReady && !anti && boardSquares === 64
        ? patternEval(P, O)
        : heuristic(P, O);
  return finish(P, O, s);
}
