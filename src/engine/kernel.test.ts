import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { plainOfSides } from '../../tests/support/bridge.js';
import { START_PERFT } from '../../tests/support/perft-table.js';
import { plainFlips, plainMoves, plainPerft, plainSolve } from '../../tests/support/plain-rules.js';
import { parseObfFile } from '../core/formats/index.js';
import {
  Bitboard,
  makeMove,
  PASS,
  Position,
  type Square,
  STANDARD,
  squareAt,
  unwrap,
  type Variant,
} from '../core/index.js';
import { type Kernel, type KernelLine, kernelWasmPath, loadKernel } from './kernel.js';
import { installWeights, loadWeights } from './weights.js';

const wasmUrl = kernelWasmPath();
const start = Position.initial();
const START_P = start.player();
const START_O = start.opponent();
const START_MOVES = start.legalMoveList();

let k: Kernel;

beforeAll(async () => {
  if (!existsSync(wasmUrl)) {
    execFileSync('node', [fileURLToPath(new URL('../../scripts/build-kernel.mjs', import.meta.url))], {
      stdio: 'inherit',
    });
  }
  k = await loadKernel(wasmUrl);
  k.setHashBits(18);
}, 60_000);

/** xorshift32, so the random positions are the same on every run. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** The side to move's exact score by the plain rules model (tests/support/plain-rules.ts). */
const reference = (P: Bitboard, O: Bitboard, variant: Variant = STANDARD): number =>
  plainSolve(plainOfSides(P, O, variant));

/** Random playout from the start of an n-board until `empties` squares are left (or the game ends). */
function playout(rand: () => number, n: 4 | 6 | 8, empties: number): [Bitboard, Bitboard] {
  const position = Position.initial({ rules: 'standard', size: n });
  let [P, O] = [position.player(), position.opponent()];
  for (;;) {
    if (n * n - P.union(O).size() <= empties) return [P, O];
    const moves = k.moves(P, O).toArray();
    if (moves.length === 0) {
      if (k.moves(O, P).isEmpty()) return [P, O];
      [P, O] = [O, P];
      continue;
    }
    const m = moves[Math.floor(rand() * moves.length)];
    const f = k.flips(P, O, m);
    [P, O] = [O.xor(f), P.union(f).with(m)];
  }
}

/** A random fill of the 8x8 board with exactly `empties` empty squares (often passes and dead ends). */
function randomFill(rand: () => number, empties: number, bias = 0.2 + 0.6 * rand()): [Bitboard, Bitboard] {
  const squares = Array.from({ length: 64 }, (_, i) => i as Square);
  for (let i = 63; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [squares[i], squares[j]] = [squares[j], squares[i]];
  }
  const own: Square[] = [];
  const other: Square[] = [];
  for (const s of squares.slice(empties)) (rand() < bias ? own : other).push(s);
  return [Bitboard.fromSquares(own), Bitboard.fromSquares(other)];
}

const board = (P: Bitboard, O: Bitboard): string =>
  `${P.toBigInt().toString(16)} ${O.toBigInt().toString(16)}`;

describe('kernel basics', () => {
  test('version and the start position: d3, c4, f5, e6', () => {
    expect(k.version).toBeGreaterThan(0);
    expect(k.moves(START_P, START_O).toArray()).toEqual(START_MOVES);
  });

  // Counts from data/perft.txt (tests/support/perft-table.ts).
  test.each(START_PERFT)('perft depth %i = %i', (depth, leaves) => {
    expect(k.perft(START_P, START_O, depth)).toBe(leaves);
  });

  test('bulk perft (the last ply counted, not made) agrees at depth 9', () => {
    const [depth, leaves] = START_PERFT[8];
    expect(depth).toBe(9);
    expect(k.perft(START_P, START_O, depth, true)).toBe(leaves);
  });

  test('fast flips equal the slow flipper and the plain rules on random positions', () => {
    const rand = rng(7);
    for (let t = 0; t < 300; t++) {
      const [P, O] = randomFill(rand, 1 + Math.floor(rand() * 40));
      const plain = plainOfSides(P, O, STANDARD);
      const legal = plainMoves(plain);
      expect(k.moves(P, O).toArray()).toEqual(legal);
      for (const m of legal as Square[]) {
        const f = k.flips(P, O, m);
        expect(f.equals(k.flipsSlow(P, O, m))).toBe(true);
        expect(f.toArray()).toEqual(plainFlips(plain, 'black', m >> 3, m & 7));
      }
    }
  });
});

describe('exact solver', () => {
  // FFO #20-#23 and #29 (fforum-20-39.obf, exact scores as published) solve in about a second.
  const ffo = unwrap(
    parseObfFile(readFileSync(new URL('../../data/ffo/fforum-20-39.obf', import.meta.url), 'utf8')),
  );
  test.each([20, 21, 22, 23, 29])('FFO #%i', (id) => {
    const { position, solutions } = ffo[id - 20];
    const best = solutions[0].score;
    k.clearHash();
    const r = k.solve(position.player(), position.opponent());
    expect(r.score).toBe(best);
    expect(r.exact).toBe(true);
    expect(solutions.filter((s) => s.score === best).map((s) => s.move)).toContain(r.move);
    expect(r.pv[0]).toBe(r.move);
  });

  // The plain model solves 10 empties in about 0.4 s (alpha-beta over immutable cell arrays, six times
  // slower than the kernel test's own array model it replaces), so 200 positions, not 300.
  test('agrees with the plain rules model on 200 random endgames (<= 10 empties)', () => {
    const rand = rng(12345);
    let passes = 0;
    let deadEnds = 0;
    for (let t = 0; t < 200; t++) {
      const empties = 1 + Math.floor(rand() * 10);
      // Even: random games; odd: random fills; every 10th a lopsided fill (games over with empties).
      const [P, O] =
        t % 10 === 9
          ? randomFill(rand, empties, 0.97)
          : t % 2 === 0
            ? playout(rand, 8, empties)
            : randomFill(rand, empties);
      const expected = reference(P, O);
      const hasMoves = !k.moves(P, O).isEmpty();
      const oppMoves = !k.moves(O, P).isEmpty();
      if (!hasMoves && oppMoves) passes++;
      if (!hasMoves && !oppMoves && !P.union(O).equals(Bitboard.FULL)) deadEnds++;
      if (t % 3 === 0) k.clearHash();
      const r = k.solve(P, O);
      expect(r.score, `position ${t}: ${board(P, O)}`).toBe(expected);
      // A pass exactly when only the opponent can move; no move exactly when neither can.
      expect(r.move === PASS).toBe(!hasMoves && oppMoves);
      expect(r.move === undefined).toBe(!hasMoves && !oppMoves);
      if (hasMoves && empties <= 8) {
        // The best move really achieves the score.
        const m = r.move as Square;
        const f = k.flips(P, O, m);
        expect(f.isEmpty()).toBe(false);
        expect(0 - reference(O.xor(f), P.union(f).with(m))).toBe(expected);
      }
    }
    expect(passes).toBeGreaterThan(3);
    expect(deadEnds).toBeGreaterThan(3);
  });

  test('search() is exact within exactEmpties at any depth, and agrees with solve()', () => {
    const rand = rng(99);
    for (let t = 0; t < 20; t++) {
      const [P, O] = playout(rand, 8, 8 + (t % 5));
      const s = k.solve(P, O);
      const deep = k.search(P, O, { depth: 30 });
      expect(deep.exact).toBe(true);
      expect(deep.score).toBe(s.score);
      const shallow = k.search(P, O, { depth: 1, exactEmpties: 12 });
      expect(shallow.exact).toBe(true);
      expect(shallow.score).toBe(s.score);
      // Solved, the position is answered from the table at any depth, with no node (issue 26)...
      expect(k.search(P, O, { depth: 1 })).toMatchObject({ exact: true, score: s.score, nodes: 0 });
      // ...and from empty tables a depth-1 search outside exactEmpties is a midgame one.
      k.clearHash();
      expect(k.search(P, O, { depth: 1 }).exact).toBe(false);
    }
  });

  test('a solve reports each better root move, then answers exactly', () => {
    const { position, solutions } = ffo[1];
    k.clearHash();
    const lines: KernelLine[] = [];
    const r = k.solve(position.player(), position.opponent(), {}, (line) => lines.push(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect([line.exact, line.pv[0], line.depth]).toEqual([false, line.move, 15]);
    expect(lines.at(-1)!.move).toBe(r.move);
    expect(r.score).toBe(solutions[0].score);
  });
});

describe('analysis', () => {
  test('scores every move; within exactEmpties each value equals the solve of the move', () => {
    const rand = rng(31);
    let analysed = 0;
    for (let t = 0; t < 8; t++) {
      const [P, O] = playout(rand, 8, 9 + t);
      if (k.moves(P, O).isEmpty()) continue;
      analysed++;
      const lines: KernelLine[] = [];
      k.analyze(P, O, { depth: 2, exactEmpties: 16 }, (line) => lines.push(line));
      for (const m of k.moves(P, O).toArray()) {
        const last = lines.filter((l) => l.move === m).at(-1)!;
        const f = k.flips(P, O, m);
        expect(last.exact, makeMove(m)).toBe(true);
        expect(last.score).toBe(0 - k.solve(O.xor(f), P.union(f).with(m)).score);
        expect(last.pv[0]).toBe(m);
      }
    }
    expect(analysed).toBeGreaterThan(4);
  });

  test('deepens all moves together, one iteration after another', () => {
    const lines: KernelLine[] = [];
    k.analyze(START_P, START_O, { depth: 5 }, (line) => lines.push(line));
    expect(lines.map((l) => l.depth)).toEqual([1, 2, 3, 4, 5].flatMap((d) => [d, d, d, d]));
    for (const d of [1, 2, 3, 4, 5])
      expect(
        lines
          .filter((l) => l.depth === d)
          .map((l) => l.move as number)
          .sort((a, b) => a - b),
      ).toEqual(START_MOVES);
    // The start is symmetric: the four moves are worth the same at every depth.
    for (const d of [1, 2, 3, 4, 5])
      expect(new Set(lines.filter((l) => l.depth === d).map((l) => l.score)).size).toBe(1);
  });
});

describe('variants', () => {
  afterEach(() => {
    k.setBoardSize(8);
    k.setAnti(false);
  });

  test('4x4 perft and solve (second player wins 11-3 with 2 empties: -10 under the tournament rule)', () => {
    const four = { rules: 'standard', size: 4 } as const;
    const p = Position.initial(four);
    expect(k.setBoardSize(4)).toBe(4);
    const plain = plainOfSides(p.player(), p.opponent(), four);
    for (let d = 1; d <= 8; d++) expect(k.perft(p.player(), p.opponent(), d)).toBe(plainPerft(plain, d));
    expect(k.solve(p.player(), p.opponent()).score).toBe(-10);
    expect(reference(p.player(), p.opponent(), four)).toBe(-10);
    k.setAnti(true);
    expect(k.solve(p.player(), p.opponent()).score).toBe(
      reference(p.player(), p.opponent(), { rules: 'anti', size: 4 }),
    );
  });

  test('anti mode agrees with the plain rules model on random endgames', () => {
    k.setAnti(true);
    const rand = rng(4242);
    for (let t = 0; t < 60; t++) {
      const [P, O] = playout(rand, 8, 1 + Math.floor(rand() * 9));
      expect(k.solve(P, O).score, board(P, O)).toBe(reference(P, O, { rules: 'anti', size: 8 }));
    }
    const r = k.search(START_P, START_O, { depth: 6 });
    expect(START_MOVES).toContain(r.move);
  });

  test('6x6 random endgames and a midgame search', () => {
    const six = { rules: 'standard', size: 6 } as const;
    k.setBoardSize(6);
    const rand = rng(66);
    for (let t = 0; t < 40; t++) {
      const [P, O] = playout(rand, 6, 1 + Math.floor(rand() * 9));
      expect(k.moves(P, O).toArray()).toEqual(plainMoves(plainOfSides(P, O, six)));
      expect(k.solve(P, O).score, board(P, O)).toBe(reference(P, O, six));
    }
    const p = Position.initial(six);
    const r = k.search(p.player(), p.opponent(), { depth: 8 });
    expect(p.legalMoveList()).toContain(r.move);
  });
});

describe('search limits', () => {
  test('deterministic for a seed and a node limit', () => {
    const run = () => {
      k.seed(42);
      k.setNoise(50);
      const r = k.search(START_P, START_O, { nodes: 200_000 });
      k.setNoise(0);
      return r;
    };
    const a = run();
    const b = run();
    expect(a).toEqual(b);
    expect(a.nodes).toBeLessThanOrEqual(200_000);
  });

  test('node limit honoured, result from the last completed iteration', () => {
    const iters: KernelLine[] = [];
    const r = k.search(START_P, START_O, { nodes: 100_000 }, (it) => iters.push(it));
    expect(r.nodes).toBe(100_000);
    expect(r.stopped).toBe(true);
    expect(iters.length).toBeGreaterThan(3);
    const last = iters[iters.length - 1];
    expect(r.depth).toBe(last.depth);
    expect(r.move).toBe(last.move);
    expect(r.pv).toEqual(last.pv);
    for (let i = 1; i < iters.length; i++) expect(iters[i].depth).toBe(iters[i - 1].depth + 1);
    expect(START_MOVES).toContain(r.move);
  });

  test('deadline honoured (mocked clock)', () => {
    let t = 0;
    let calls = 0;
    k.setHooks({
      now: () => {
        calls++;
        t += 1; // 1 ms per poll: polls happen every 4096 nodes
        return t;
      },
    });
    const r = k.search(START_P, START_O, { deadline: 30 });
    k.setHooks({});
    expect(r.stopped).toBe(true);
    expect(calls).toBeLessThanOrEqual(32);
    expect(r.nodes).toBeLessThanOrEqual(32 * 4096 + 100);
    expect(START_MOVES).toContain(r.move);
  });

  test('with a clock, a position within exactEmpties gets a midgame share, then the solve', () => {
    // A random game at 16 empties: solvable in well under a second. The mocked clock moves 0.5 ms a
    // poll (4096 nodes), so 2000 ms is a budget of about 16 M nodes, 3 M of them for the midgame.
    const rand = rng(8);
    const [P, O] = playout(rand, 8, 16);
    let t = 0;
    k.clearHash();
    k.setHooks({ now: () => (t += 0.5) });
    const iters: KernelLine[] = [];
    const r = k.search(P, O, { exactEmpties: 20, deadline: 2000 }, (it) => iters.push(it));
    k.setHooks({});
    expect(r.exact).toBe(true);
    expect(r.score).toBe(k.solve(P, O).score);
    // The midgame ran to its share of the clock before the solve, deeper than the two first plies.
    expect(iters.filter((it) => !it.exact).length).toBeGreaterThan(2);
    // A budget too short for the solver keeps the search a midgame one (from empty tables: the solve
    // above left the position's exact score in them, which a search would answer at once).
    k.clearHash();
    t = 0;
    k.setHooks({ now: () => (t += 0.5) });
    expect(k.search(P, O, { exactEmpties: 20, deadline: 1 }).exact).toBe(false);
    k.setHooks({});
  });

  test('the poll stops a search and a solve', () => {
    let polls = 0;
    k.setHooks({ poll: () => ++polls > 5 });
    const r = k.search(START_P, START_O, {});
    expect(r.stopped).toBe(true);
    expect(START_MOVES).toContain(r.move);
    polls = 0;
    const s = k.solve(START_P, START_O);
    expect(s.stopped).toBe(true);
    k.setHooks({});
  });

  test('a side that must pass answers a pass; a finished game answers no move', () => {
    const rand = rng(5);
    let found = 0;
    for (let t = 0; t < 2000 && found < 5; t++) {
      const [P, O] = randomFill(rand, 3 + Math.floor(rand() * 10));
      if (k.moves(P, O).isEmpty() && !k.moves(O, P).isEmpty()) {
        found++;
        expect(k.search(P, O, { depth: 4 }).move).toBe(PASS);
        expect(k.solve(P, O).move).toBe(PASS);
      }
    }
    expect(found).toBe(5);
    // Black holds rows 2-8, White row 1: over, 56-8 for the side to move.
    const row1 = Bitboard.fromSquares(Array.from({ length: 8 }, (_, c) => squareAt(0, c)));
    const r = k.search(Bitboard.FULL.diff(row1), row1, {});
    expect(r.move).toBeUndefined();
    expect(r.exact).toBe(true);
    expect(r.score).toBe(48);
  });
});

describe('learned evaluation', () => {
  /** Negamax to `depth` plies over the kernel's moves with evaluate() (the board alone) at the leaves,
   *  a pass not consuming depth, finished games above the leaves scored exactly: the value a search
   *  must find. */
  const negamax = (kl: Kernel, P: Bitboard, O: Bitboard, depth: number): number => {
    if (depth === 0) return kl.evaluate(P, O);
    const moves = kl.moves(P, O).toArray();
    if (moves.length === 0) {
      if (kl.moves(O, P).isEmpty()) return reference(P, O);
      return -negamax(kl, O, P, depth);
    }
    let best = -Infinity;
    for (const m of moves) {
      const f = kl.flips(P, O, m);
      best = Math.max(best, -negamax(kl, O.xor(f), P.union(f).with(m), depth - 1));
    }
    return best;
  };

  test('the indices kept on make/undo give the evaluation from the board: depth-3 searches equal negamax', async () => {
    const kl = await loadKernel(wasmUrl);
    kl.setHashBits(16);
    expect(installWeights(kl, await loadWeights())).toBe(true);
    expect(kl.setEvaluator('learned')).toBe('learned');
    const rand = rng(11);
    let searched = 0;
    for (let t = 0; t < 60; t++) {
      // Midgames, and endgames where passes come up; at depth 3 no transposition changes its depth.
      const [P, O] = playout(
        rand,
        8,
        t % 2 === 0 ? 20 + Math.floor(rand() * 30) : 5 + Math.floor(rand() * 8),
      );
      if (kl.moves(P, O).isEmpty() && kl.moves(O, P).isEmpty()) continue;
      kl.clearHash();
      const r = kl.search(P, O, { depth: 3 });
      if (r.exact) continue;
      expect(r.score, board(P, O)).toBeCloseTo(negamax(kl, P, O, 3), 9);
      searched++;
    }
    expect(searched).toBeGreaterThan(50);
  });
});
