// Midgame evaluation: one entry point, `evaluate(P, O)`, in SCALE units (1/100 disc) from P's view.
// `setEvaluatorImpl` selects the evaluator so a learned pattern evaluation can be slotted in later:
//   0 = heuristic (mobility, potential mobility, frontier, corners, X/C by corner state, stability,
//       parity, discs; weights interpolated by empties), 1 = cheap (mobility + corners + discs).
// Anti mode replaces the heuristic by its anti counterpart (discs, corners, stability are liabilities).
import { boardMask, boardSquares, cSqA, cSqB, cornerSq, getMoves, neighbours, quadrant, xSq } from './board';
import { stableDiscs } from './stability';
import { patternEval, patternsReady } from './patterns';

/** Evaluation units per disc. */
export const SCALE: i32 = 100;

export let evaluatorId: i32 = 0;
export let anti: bool = false;
/** Amplitude of the deterministic, seeded evaluation noise (SCALE units; 0 = none). */
export let noise: i32 = 0;
export let noiseSeed: u64 = 0x9e3779b97f4a7c15;

export function setEvaluatorImpl(id: i32): i32 {
  if (id == 0 || id == 1) evaluatorId = id;
  else if (id == 2 && patternsReady) evaluatorId = id; // learned patterns (patterns.ts), once installed
  return evaluatorId;
}

export function setAntiImpl(a: i32): void {
  anti = a != 0;
}

export function setNoiseImpl(amplitude: i32, seed: u64): void {
  noise = amplitude < 0 ? 0 : amplitude;
  noiseSeed = seed * 0x9e3779b97f4a7c15 + 0x632be59bd9b4e019;
}

// @ts-ignore: decorator
@inline
function pc(x: u64): i32 {
  return <i32>popcnt<u64>(x);
}

/** Corner-relative square value: X and C squares are liabilities while their corner is empty. */
function cornerTerms(P: u64, O: u64, wCorner: i32, wX: i32, wC: i32): i32 {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const c = unchecked(cornerSq[i]);
    const cb = (<u64>1) << <u64>c;
    if ((P & cb) != 0) s += wCorner;
    else if ((O & cb) != 0) s -= wCorner;
    else {
      const xb = (<u64>1) << <u64>unchecked(xSq[i]);
      if ((P & xb) != 0) s -= wX;
      else if ((O & xb) != 0) s += wX;
      const ca = (<u64>1) << <u64>unchecked(cSqA[i]);
      const cc = (<u64>1) << <u64>unchecked(cSqB[i]);
      s -= (pc(P & (ca | cc)) - pc(O & (ca | cc))) * wC;
    }
  }
  return s;
}

function heuristic(P: u64, O: u64): i32 {
  const empty = ~(P | O) & boardMask;
  const ne = pc(empty);
  // t = 256 at the start of the game, 0 when the board is full.
  const t = (ne << 8) / (boardSquares - 4);
  const u = 256 - t;
  const mP = getMoves(P, O);
  const mO = getMoves(O, P);
  const mob = pc(mP) - pc(mO);
  const pot = pc(empty & neighbours(O)) - pc(empty & neighbours(P));
  const nE = neighbours(empty);
  const front = pc(P & nE) - pc(O & nE);
  const discs = pc(P) - pc(O);
  let s: i32;
  if (!anti) {
    const st = pc(stableDiscs(P, O)) - pc(stableDiscs(O, P));
    s = mob * ((90 * t + 60 * u) >> 8);
    s += pot * ((30 * t + 15 * u) >> 8);
    s -= front * ((25 * t + 10 * u) >> 8);
    s += st * ((60 * t + 90 * u) >> 8);
    s += discs * ((-5 * t + 40 * u) >> 8);
    s += cornerTerms(P, O, (300 * t + 150 * u) >> 8, (250 * t + 60 * u) >> 8, (60 * t + 15 * u) >> 8);
  } else {
    // Anti: keep mobility, avoid discs that can never be given back (corners, stable) and disc count.
    const st = pc(stableDiscs(P, O)) - pc(stableDiscs(O, P));
    s = mob * ((90 * t + 60 * u) >> 8);
    s += pot * ((30 * t + 15 * u) >> 8);
    s += front * ((10 * t + 5 * u) >> 8);
    s -= st * ((60 * t + 90 * u) >> 8);
    s -= discs * ((10 * t + 40 * u) >> 8);
    s -= cornerTerms(P, O, (250 * t + 120 * u) >> 8, (150 * t + 40 * u) >> 8, (30 * t + 10 * u) >> 8);
  }
  // Parity: the side to move gets the last move of each odd region.
  if (ne < 24) {
    let odd = 0;
    for (let q = 0; q < 4; q++) odd += pc(empty & unchecked(quadrant[q])) & 1;
    s += odd * 20;
  }
  return s;
}

function cheap(P: u64, O: u64): i32 {
  const mob = pc(getMoves(P, O)) - pc(getMoves(O, P));
  const discs = pc(P) - pc(O);
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

/** The evaluation of P to move, clamped well inside the exact-score range. */
export function evaluate(P: u64, O: u64): i32 {
  let s =
    evaluatorId == 1
      ? cheap(P, O)
      : evaluatorId == 2 && patternsReady && !anti && boardSquares == 64
        ? patternEval(P, O)
        : heuristic(P, O);
  if (noise != 0) s += noiseOf(P, O);
  const lim = (boardSquares - 1) * SCALE;
  return s > lim ? lim : s < -lim ? -lim : s;
}
