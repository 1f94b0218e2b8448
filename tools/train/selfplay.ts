// One self-play game for the training data: random opening moves, then a shallow noisy kernel search
// with an occasional random move, until `cutEmpties` squares are empty; there the kernel's exact
// solver takes over and the game follows its principal variation (a perfect line) to the end.
// Every position where the side to move has a legal move is labelled by the final disc difference
// from the side to move's view; positions from the solved cut-off on are exact. The rules library
// plays the moves; the kernel only chooses them.
import { type Bitboard, type Color, type Move, PASS, Position } from '../../src/core/index.js';
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
  players: Bitboard[];
  opponents: Bitboard[];
  labels: number[];
  /** Index of the first position labelled on the solved line (-1 if the game ended before). */
  exactFrom: number;
}

/** Plays one game; the kernel's noise seed is set from the rng. */
export function playGame(k: Kernel, rng: Rng, opt: SelfPlayOptions): SelfPlayGame {
  let position = Position.initial();
  const players: Bitboard[] = [];
  const opponents: Bitboard[] = [];
  const sides: Color[] = [];
  let ply = 0;
  const randomPlies = opt.randomMin + rng.int(opt.randomMax - opt.randomMin + 1);
  k.seed(rng.next());
  k.setNoise(opt.noise);
  let exactFrom = -1;
  let solved: { line: readonly Move[]; score: number; side: Color } | undefined;
  let lineAt = 0;
  while (!position.isGameOver()) {
    if (position.mustPass()) {
      position = position.after(PASS);
      if (solved) lineAt++; // the solved line records the pass
      continue;
    }
    const player = position.player();
    const opponent = position.opponent();
    players.push(player);
    opponents.push(opponent);
    sides.push(position.turn);
    let move: Move;
    if (solved) move = solved.line[lineAt++];
    else if (position.empties().size() <= opt.cutEmpties) {
      k.setNoise(0);
      const r = k.solve(player, opponent);
      solved = { line: r.pv, score: r.score, side: position.turn };
      exactFrom = players.length - 1;
      lineAt = 0;
      move = solved.line[lineAt++];
    } else if (ply < randomPlies || rng.float() < opt.epsilon) {
      const moves = position.legalMoveList();
      move = moves[rng.int(moves.length)];
    } else move = k.search(player, opponent, { depth: opt.depth }).move!;
    position = position.after(move);
    ply++;
  }
  const final = position.moverScore()!;
  if (solved) {
    const check = solved.side === position.turn ? final : -final;
    if (check !== solved.score)
      throw new Error(`selfplay: solved line ends at ${check}, solver said ${solved.score}`);
  }
  const labels = sides.map((side) => (side === position.turn ? final : -final));
  return { players, opponents, labels, exactFrom };
}
