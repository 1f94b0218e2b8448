// One self-play game for the training data: random opening moves, then a shallow noisy kernel search
// with an occasional random move, until `cutEmpties` squares are empty; there the kernel's exact
// solver takes over and the game follows its principal variation (a perfect line) to the end.
// Every position where the side to move has a legal move is labelled by the final disc difference
// from the side to move's view; positions from the solved cut-off on are exact.
import type { Kernel } from '../../src/engine/kernel.js';
import type { Rng } from './rng.js';

export interface SelfPlayOptions {
  /** Uniformly random moves at the start: between these two counts (inclusive), e.g. 4 and 14. */
  randomMin: number;
  randomMax: number;
  /** Depth of the kernel search for the noisy middle game, e.g. 2. */
  depth: number;
  /** Evaluation noise amplitude in 1/100 disc, e.g. 150. */
  noise: number;
  /** Probability of a uniformly random move after the opening, e.g. 0.04. */
  epsilon: number;
  /** Solve exactly once this many squares are empty, e.g. 18. */
  cutEmpties: number;
}

export const DEFAULT_SELFPLAY: SelfPlayOptions = {
  randomMin: 4,
  randomMax: 14,
  depth: 2,
  noise: 150,
  epsilon: 0.04,
  cutEmpties: 18,
};

/** A played game: the positions (side to move's view) and the label of each. */
export interface SelfPlayGame {
  players: bigint[];
  opponents: bigint[];
  labels: number[];
  /** Index of the first position labelled on the solved line (-1 if the game ended before). */
  exactFrom: number;
}

const INITIAL_P = (1n << 28n) | (1n << 35n); // black to move: d5, e4
const INITIAL_O = (1n << 27n) | (1n << 36n);

function popcount(x: bigint): number {
  let n = 0;
  while (x) {
    x &= x - 1n;
    n++;
  }
  return n;
}

function nthBit(x: bigint, k: number): number {
  for (let s = 0; s < 64; s++)
    if ((x >> BigInt(s)) & 1n) {
      if (k === 0) return s;
      k--;
    }
  return -1;
}

/** Final disc difference for `p` under the tournament rule (empties go to the winner). */
export function finalDiff(p: bigint, o: bigint): number {
  const a = popcount(p);
  const b = popcount(o);
  const d = a - b;
  const e = 64 - a - b;
  return d > 0 ? d + e : d < 0 ? d - e : 0;
}

/** Plays one game; the kernel's noise seed is set from the rng. */
export function playGame(k: Kernel, rng: Rng, opt: SelfPlayOptions): SelfPlayGame {
  let p = INITIAL_P;
  let o = INITIAL_O;
  // sign[i] = +1 when position i has the same side to move as the current position, else -1.
  const players: bigint[] = [];
  const opponents: bigint[] = [];
  const side: number[] = [];
  let stm = 0;
  let ply = 0;
  const randomPlies = opt.randomMin + rng.int(opt.randomMax - opt.randomMin + 1);
  k.seed(rng.next());
  k.setNoise(opt.noise);
  let exactFrom = -1;
  let final = 0;
  let solvedLine: number[] | null = null;
  let lineAt = 0;
  let solvedScore = 0;
  let solvedStm = 0;
  for (;;) {
    const mv = k.moves(p, o);
    if (mv === 0n) {
      if (k.moves(o, p) === 0n) {
        final = finalDiff(p, o);
        break;
      }
      [p, o] = [o, p];
      stm ^= 1;
      if (solvedLine) lineAt++; // the PV records the pass as square 64
      continue;
    }
    players.push(p);
    opponents.push(o);
    side.push(stm);
    const empties = 64 - popcount(p | o);
    let sq: number;
    if (solvedLine) sq = solvedLine[lineAt++];
    else if (empties <= opt.cutEmpties) {
      k.setNoise(0);
      const r = k.solve(p, o);
      solvedLine = r.pv;
      solvedScore = r.score;
      solvedStm = stm;
      exactFrom = players.length - 1;
      lineAt = 0;
      sq = solvedLine[lineAt++];
    } else if (ply < randomPlies || rng.float() < opt.epsilon) sq = nthBit(mv, rng.int(popcount(mv)));
    else sq = k.search(p, o, { maxDepth: opt.depth }).move;
    if (sq < 0 || sq > 63 || ((mv >> BigInt(sq)) & 1n) === 0n)
      throw new Error(`selfplay: illegal move ${sq} at ply ${ply}`);
    const f = k.flips(p, o, sq);
    const np = o & ~f;
    const no = p | f | (1n << BigInt(sq));
    p = np;
    o = no;
    stm ^= 1;
    ply++;
  }
  // final is from the view of side `stm` at the end.
  if (solvedLine) {
    const check = solvedStm === stm ? final : -final;
    if (check !== solvedScore)
      throw new Error(`selfplay: solved line ends at ${check}, solver said ${solvedScore}`);
  }
  const labels = side.map((s) => (s === stm ? final : -final));
  return { players, opponents, labels, exactFrom };
}
