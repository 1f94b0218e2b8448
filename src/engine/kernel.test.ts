import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { START_PERFT } from '../../tests/support/perft-table.js';
import { type Kernel, type KernelIteration, kernelWasmPath, loadKernel, PASS } from './kernel.js';

const wasmUrl = kernelWasmPath();
const START_P = (1n << 28n) | (1n << 35n); // black e4, d5 (to move)
const START_O = (1n << 27n) | (1n << 36n); // white d4, e5

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

// ---- A slow, obvious reference over arrays (independent of the kernel's bitboards). ----
const DIRS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/** board[i]: 1 = side to move, -1 = opponent, 0 = empty; n = board size. */
function refFlips(board: Int8Array, n: number, sq: number, who: number): number[] {
  const out: number[] = [];
  if (board[sq] !== 0) return out;
  const r0 = sq >> 3;
  const c0 = sq & 7;
  for (const [dr, dc] of DIRS) {
    const run: number[] = [];
    let r = r0 + dr;
    let c = c0 + dc;
    while (r >= 0 && r < n && c >= 0 && c < n && board[r * 8 + c] === -who) {
      run.push(r * 8 + c);
      r += dr;
      c += dc;
    }
    if (run.length > 0 && r >= 0 && r < n && c >= 0 && c < n && board[r * 8 + c] === who) out.push(...run);
  }
  return out;
}

function refMoves(board: Int8Array, n: number, who: number): number[] {
  const ms: number[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) if (refFlips(board, n, r * 8 + c, who).length) ms.push(r * 8 + c);
  return ms;
}

function finalScore(board: Int8Array, n: number, anti: boolean): number {
  let p = 0;
  let o = 0;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (board[r * 8 + c] === 1) p++;
      else if (board[r * 8 + c] === -1) o++;
    }
  const e = n * n - p - o;
  const d = p - o;
  const s = d > 0 ? d + e : d < 0 ? d - e : 0;
  return anti ? -s : s;
}

/** Exact negamax (alpha-beta, which returns the same value as plain minimax) for the side `who`. */
function refSolve(
  board: Int8Array,
  n: number,
  who: number,
  alpha: number,
  beta: number,
  anti: boolean,
): number {
  const ms = refMoves(board, n, who);
  if (ms.length === 0) {
    if (refMoves(board, n, -who).length === 0) return who * finalScore(board, n, anti) + 0;
    return 0 - refSolve(board, n, -who, -beta, -alpha, anti);
  }
  let best = -1000;
  for (const m of ms) {
    const f = refFlips(board, n, m, who);
    board[m] = who;
    for (const x of f) board[x] = who;
    const v = 0 - refSolve(board, n, -who, -beta, -alpha, anti); // 0 - x, not -x: no -0
    board[m] = 0;
    for (const x of f) board[x] = -who;
    if (v > best) best = v;
    if (v > alpha) alpha = v;
    if (alpha >= beta) break;
  }
  return best;
}

function toArray(P: bigint, O: bigint): Int8Array {
  const b = new Int8Array(64);
  for (let i = 0; i < 64; i++) {
    if ((P >> BigInt(i)) & 1n) b[i] = 1;
    else if ((O >> BigInt(i)) & 1n) b[i] = -1;
  }
  return b;
}

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

function bitsOf(x: bigint): number[] {
  const out: number[] = [];
  for (let i = 0; i < 64; i++) if ((x >> BigInt(i)) & 1n) out.push(i);
  return out;
}

/** Random playout from the start of an n-board until `empties` squares are left (or the game ends). */
function playout(rand: () => number, n: number, empties: number): [bigint, bigint] {
  const h = n >> 1;
  const sq = (r: number, c: number) => 1n << BigInt(r * 8 + c);
  let P = sq(h - 1, h) | sq(h, h - 1);
  let O = sq(h - 1, h - 1) | sq(h, h);
  for (;;) {
    const filled = bitsOf(P | O).length;
    if (n * n - filled <= empties) return [P, O];
    const ms = bitsOf(k.moves(P, O));
    if (ms.length === 0) {
      if (k.moves(O, P) === 0n) return [P, O];
      [P, O] = [O, P];
      continue;
    }
    const m = ms[Math.floor(rand() * ms.length)]!;
    const f = k.flips(P, O, m);
    [P, O] = [O ^ f, P | f | (1n << BigInt(m))];
  }
}

/** A random fill of the 8x8 board with exactly `empties` empty squares (often passes and dead ends). */
function randomFill(rand: () => number, empties: number, bias = 0.2 + 0.6 * rand()): [bigint, bigint] {
  const squares = Array.from({ length: 64 }, (_, i) => i);
  for (let i = 63; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [squares[i], squares[j]] = [squares[j]!, squares[i]!];
  }
  let P = 0n;
  let O = 0n;
  for (const s of squares.slice(empties)) {
    if (rand() < bias) P |= 1n << BigInt(s);
    else O |= 1n << BigInt(s);
  }
  return [P, O];
}

function parseObf(line: string): { P: bigint; O: bigint; best: number; moves: string[] } {
  const board = line.slice(0, 64);
  const rest = line.slice(64).trim();
  const side = rest[0];
  let P = 0n;
  let O = 0n;
  for (let i = 0; i < 64; i++) {
    const c = board[i] === '*' ? 'X' : board[i];
    if (c === side) P |= 1n << BigInt(i);
    else if (c === 'X' || c === 'O') O |= 1n << BigInt(i);
  }
  const answers = rest
    .slice(2)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split(':') as [string, string]);
  const best = Number(answers[0]![1]);
  return { P, O, best, moves: answers.filter((a) => Number(a[1]) === best).map((a) => a[0]) };
}

const sqName = (s: number) => (s === PASS ? 'PA' : 'ABCDEFGH'[s & 7]! + ((s >> 3) + 1));

// ---- Tests ----

describe('kernel basics', () => {
  test('version and units', () => {
    expect(k.version).toBeGreaterThan(0);
    expect(k.scoreScale).toBe(100);
    expect(k.exports.passMove()).toBe(PASS);
  });

  test('start position moves: d3, c4, f5, e6', () => {
    expect(bitsOf(k.moves(START_P, START_O))).toEqual([19, 26, 37, 44]);
  });

  // Counts from data/perft.txt (reproduced by the C reference and two other engines).
  test.each(START_PERFT)('perft depth %i = %i', (depth, leaves) => {
    expect(k.perft(START_P, START_O, depth)).toBe(leaves);
  });

  test('bulk perft (the last ply counted, not made) agrees at depth 9', () => {
    const [depth, leaves] = START_PERFT[8];
    expect(depth).toBe(9);
    expect(k.perft(START_P, START_O, depth, true)).toBe(leaves);
  });

  test('fast flips equal the slow flipper and the array reference on random positions', () => {
    const rand = rng(7);
    for (let t = 0; t < 300; t++) {
      const [P, O] = randomFill(rand, 1 + Math.floor(rand() * 40));
      const arr = toArray(P, O);
      const legal = refMoves(arr, 8, 1);
      expect(bitsOf(k.moves(P, O))).toEqual(legal);
      for (const m of legal) {
        const f = k.flips(P, O, m);
        expect(f).toBe(k.flipsSlow(P, O, m));
        expect(bitsOf(f)).toEqual(refFlips(arr, 8, m, 1).sort((a, b) => a - b));
      }
    }
  });
});

describe('exact solver', () => {
  // FFO #20-#29 subset (data/ffo/fforum-20-39.obf) that solves in about a second.
  const lines = readFileSync(new URL('../../data/ffo/fforum-20-39.obf', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('%'));
  test.each([20, 21, 22, 23, 29])('FFO #%i', (id) => {
    const { P, O, best, moves } = parseObf(lines[id - 20]!);
    k.clearHash();
    const r = k.solve(P, O);
    expect(r.score).toBe(best);
    expect(r.exact).toBe(true);
    expect(moves).toContain(sqName(r.move));
    expect(r.pv[0]).toBe(r.move);
  });

  test('agrees with a brute-force negamax on 300 random endgames (<= 10 empties)', () => {
    const rand = rng(12345);
    let passes = 0;
    let deadEnds = 0;
    for (let t = 0; t < 300; t++) {
      const empties = 1 + Math.floor(rand() * 10);
      // Even: random games; odd: random fills; every 10th a lopsided fill (games over with empties).
      const [P, O] =
        t % 10 === 9
          ? randomFill(rand, empties, 0.97)
          : t % 2 === 0
            ? playout(rand, 8, empties)
            : randomFill(rand, empties);
      const arr = toArray(P, O);
      const expected = refSolve(arr, 8, 1, -1000, 1000, false);
      const hasMoves = k.moves(P, O) !== 0n;
      const oppMoves = k.moves(O, P) !== 0n;
      if (!hasMoves && oppMoves) passes++;
      if (!hasMoves && !oppMoves && (P | O) !== 0xffffffffffffffffn) deadEnds++;
      if (t % 3 === 0) k.clearHash();
      const r = k.solve(P, O);
      expect(r.score, `position ${t}: ${P.toString(16)} ${O.toString(16)}`).toBe(expected);
      // A pass exactly when only the opponent can move; no move exactly when neither can.
      expect(r.move === PASS).toBe(!hasMoves && oppMoves);
      expect(r.move === -1).toBe(!hasMoves && !oppMoves);
      if (hasMoves) {
        // The best move really achieves the score.
        const f = k.flips(P, O, r.move);
        expect(f).not.toBe(0n);
        const a2 = toArray(O ^ f, P | f | (1n << BigInt(r.move)));
        expect(0 - refSolve(a2, 8, 1, -1000, 1000, false)).toBe(expected);
      }
      // WLD agrees in sign.
      const w = k.solve(P, O, { wld: true });
      expect(Math.sign(w.score)).toBe(Math.sign(expected));
    }
    expect(passes).toBeGreaterThan(3);
    expect(deadEnds).toBeGreaterThan(3);
  });

  test('search() turns exact near the end and agrees with solve()', () => {
    const rand = rng(99);
    for (let t = 0; t < 20; t++) {
      const [P, O] = playout(rand, 8, 8 + (t % 5));
      const s = k.solve(P, O);
      const r = k.search(P, O, { maxDepth: 30 });
      expect(r.exact).toBe(true);
      expect(r.score).toBe(s.score * 100);
    }
  });
});

describe('variants', () => {
  afterEach(() => {
    k.setBoardSize(8);
    k.setAnti(false);
  });

  test('4x4 perft and solve (second player wins 11-3 with 2 empties: -10 under the tournament rule)', () => {
    expect(k.setBoardSize(4)).toBe(4);
    const P = (1n << 10n) | (1n << 17n);
    const O = (1n << 9n) | (1n << 18n);
    const arr = toArray(P, O);
    const refPerft = (b: Int8Array, who: number, d: number): number => {
      if (d === 0) return 1;
      const ms = refMoves(b, 4, who);
      if (ms.length === 0) return refMoves(b, 4, -who).length === 0 ? 1 : refPerft(b, -who, d - 1);
      let n = 0;
      for (const m of ms) {
        const f = refFlips(b, 4, m, who);
        b[m] = who;
        for (const x of f) b[x] = who;
        n += refPerft(b, -who, d - 1);
        b[m] = 0;
        for (const x of f) b[x] = -who;
      }
      return n;
    };
    for (let d = 1; d <= 8; d++) expect(k.perft(P, O, d)).toBe(refPerft(arr, 1, d));
    const r = k.solve(P, O);
    expect(r.score).toBe(-10);
    expect(r.score).toBe(refSolve(arr, 4, 1, -1000, 1000, false));
    k.setAnti(true);
    expect(k.solve(P, O).score).toBe(refSolve(arr, 4, 1, -1000, 1000, true));
    k.setAnti(false);
    k.setBoardSize(8);
  });

  test('anti mode agrees with brute force on random endgames', () => {
    k.setAnti(true);
    const rand = rng(4242);
    for (let t = 0; t < 60; t++) {
      const [P, O] = playout(rand, 8, 1 + Math.floor(rand() * 9));
      expect(k.solve(P, O).score).toBe(refSolve(toArray(P, O), 8, 1, -1000, 1000, true));
    }
    const r = k.search(START_P, START_O, { maxDepth: 6 });
    expect(bitsOf(k.moves(START_P, START_O))).toContain(r.move);
    k.setAnti(false);
  });

  test('6x6 random endgames and a midgame search', () => {
    k.setBoardSize(6);
    const rand = rng(66);
    for (let t = 0; t < 40; t++) {
      const [P, O] = playout(rand, 6, 1 + Math.floor(rand() * 9));
      const arr = toArray(P, O);
      expect(bitsOf(k.moves(P, O))).toEqual(refMoves(arr, 6, 1));
      expect(k.solve(P, O).score, `${P.toString(16)} ${O.toString(16)}`).toBe(
        refSolve(arr, 6, 1, -1000, 1000, false),
      );
    }
    const P = (1n << 19n) | (1n << 26n);
    const O = (1n << 18n) | (1n << 27n);
    const r = k.search(P, O, { maxDepth: 8 });
    expect(bitsOf(k.moves(P, O))).toContain(r.move);
    k.setBoardSize(8);
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
    const iters: KernelIteration[] = [];
    k.setHooks({ onIteration: (it) => iters.push(it) });
    const r = k.search(START_P, START_O, { nodes: 100_000 });
    k.setHooks({});
    expect(r.nodes).toBe(100_000);
    expect(r.stopped).toBe(true);
    expect(iters.length).toBeGreaterThan(3);
    const last = iters[iters.length - 1]!;
    expect(r.depth).toBe(last.depth);
    expect(r.move).toBe(last.move);
    expect(r.pv).toEqual(last.pv);
    for (let i = 1; i < iters.length; i++) expect(iters[i]!.depth).toBe(iters[i - 1]!.depth + 1);
    expect([19, 26, 37, 44]).toContain(r.move);
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
    const r = k.search(START_P, START_O, { timeMs: 30 });
    k.setHooks({});
    expect(r.stopped).toBe(true);
    expect(calls).toBeLessThanOrEqual(32);
    expect(r.nodes).toBeLessThanOrEqual(32 * 4096 + 100);
    expect([19, 26, 37, 44]).toContain(r.move);
  });

  test('shouldStop stops a search and a solve', () => {
    let polls = 0;
    k.setHooks({ shouldStop: () => ++polls > 5 });
    const r = k.search(START_P, START_O, {});
    expect(r.stopped).toBe(true);
    expect([19, 26, 37, 44]).toContain(r.move);
    polls = 0;
    const s = k.solve(START_P, START_O);
    expect(s.stopped).toBe(true);
    k.setHooks({});
  });

  test('a side that must pass answers PASS; a finished game answers -1', () => {
    // White to move with no move while Black can move: a1..g1 white? Build: P has no moves, O has.
    const rand = rng(5);
    let found = 0;
    for (let t = 0; t < 2000 && found < 5; t++) {
      const [P, O] = randomFill(rand, 3 + Math.floor(rand() * 10));
      if (k.moves(P, O) === 0n && k.moves(O, P) !== 0n) {
        found++;
        expect(k.search(P, O, { maxDepth: 4 }).move).toBe(PASS);
        expect(k.solve(P, O).move).toBe(PASS);
      }
    }
    expect(found).toBe(5);
    const full = 0xffffffffffffffffn;
    const r = k.search(full ^ 0xffn, 0xffn, {});
    expect(r.move).toBe(-1);
    expect(r.exact).toBe(true);
    expect(r.score).toBe(4800);
  });
});
