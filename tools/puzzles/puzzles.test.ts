import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  makeMove,
  makeSquare,
  type ObfEntry,
  Position,
  parseObfFile,
  square,
  transformPosition,
  unwrap,
} from '../../src/core/index.js';
import { type Engine, Rng } from '../../src/engine/index.js';
import { createNodeEngine } from '../../src/engine/node-entry.js';
import { DEFAULT_SELF_PLAY, selfPlay, solvePuzzle } from './pipeline.js';
import { DEFAULT_MARGIN, isPuzzle, levelOf, PUZZLE_LEVELS, symmetryKey } from './puzzle.js';

const FILE = new URL('../../data/puzzles/puzzles.obf', import.meta.url);
const text = readFileSync(FILE, 'utf8');
const entries: ObfEntry[] = unwrap(parseObfFile(text));

describe('what makes a puzzle', () => {
  test('levels cover 4 to 20 empties without gaps', () => {
    expect([3, 4, 6, 7, 9, 10, 12, 13, 16, 17, 20, 21].map(levelOf)).toEqual([
      undefined,
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      4,
      5,
      5,
      undefined,
    ]);
  });

  test('one best move, the next best at least the margin worse', () => {
    const a1 = square('a1');
    const b1 = square('b1');
    expect(isPuzzle([{ move: a1, score: 10 }])).toBe(false);
    expect(
      isPuzzle([
        { move: a1, score: 10 },
        { move: b1, score: 10 - DEFAULT_MARGIN },
      ]),
    ).toBe(true);
    expect(
      isPuzzle([
        { move: a1, score: 10 },
        { move: b1, score: 11 - DEFAULT_MARGIN },
      ]),
    ).toBe(false);
    expect(
      isPuzzle(
        [
          { move: a1, score: 2 },
          { move: b1, score: 0 },
        ],
        2,
      ),
    ).toBe(true);
  });

  test('a position and its mirror images share one key', () => {
    const p = unwrap(unwrap(Position.initial().play(square('d3'))).position.play(square('c3'))).position;
    const keys = new Set(
      (['rotate90', 'mirrorRows', 'antiDiagonal'] as const).map((s) => symmetryKey(transformPosition(s, p))),
    );
    expect(keys).toEqual(new Set([symmetryKey(p)]));
    expect(symmetryKey(p)).not.toBe(symmetryKey(Position.initial()));
  });
});

describe('the committed puzzle file', () => {
  test('at least 300 positions, every number of empties from 4 to 20, no position twice', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    const empties = new Set(entries.map((e) => e.position.empties().size()));
    expect([...empties].sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 4));
    expect(new Set(entries.map((e) => symmetryKey(e.position))).size).toBe(entries.length);
  });

  test('each line lists every legal move once, best first, the best unique by the margin', () => {
    for (const { position, solutions } of entries) {
      const listed = solutions.map((s) => makeMove(s.move).toLowerCase()).sort();
      expect(listed).toEqual(position.legalMoves().toArray().map(makeSquare).sort());
      const scores = solutions.map((s) => s.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(isPuzzle(solutions, DEFAULT_MARGIN)).toBe(true);
    }
  });

  test('every line sits under the header of its level', () => {
    let level: number | undefined;
    const seen = new Set<number>();
    for (const line of text.split('\n')) {
      const header = /^% level (\d+): (\d+)-(\d+) empties$/.exec(line);
      if (header) {
        level = Number(header[1]);
        const expected = PUZZLE_LEVELS[level - 1];
        expect([Number(header[2]), Number(header[3])]).toEqual([expected.minEmpties, expected.maxEmpties]);
        seen.add(level);
      } else if (line !== '' && !line.startsWith('%')) {
        const empties = (line.slice(0, 64).match(/-/g) ?? []).length;
        expect(levelOf(empties)).toBe(level);
      }
    }
    expect(seen.size).toBe(PUZZLE_LEVELS.length);
  });
});

describe('a sample of the file, solved again', () => {
  let engine: Engine;
  beforeAll(() => {
    engine = createNodeEngine();
  });
  afterAll(() => engine.close());

  test('every third puzzle with at most 10 empties: the same exact score for every move', async () => {
    const sample = entries.filter((e) => e.position.empties().size() <= 10).filter((_, i) => i % 3 === 0);
    expect(sample.length).toBeGreaterThanOrEqual(20);
    for (const { position, solutions } of sample) {
      const root = await engine.solve(position, { timeMs: 60_000 });
      expect(root.exact).toBe(true);
      expect(root.score).toBe(solutions[0].score);
      for (const { move, score } of solutions) {
        const child = unwrap(position.play(move)).position;
        const end = child.moverScore();
        const solved = end === undefined ? await engine.solve(child, { timeMs: 60_000 }) : undefined;
        expect(solved?.exact ?? true).toBe(true);
        expect(0 - (end ?? solved!.score)).toBe(score);
      }
    }
  });
});

describe('the pipeline', () => {
  test('self-play: the same seed gives the same game; candidates have 4-20 empties and a choice', async () => {
    const games: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const player = createNodeEngine();
      try {
        const candidates = await selfPlay(player, new Rng(3), DEFAULT_SELF_PLAY);
        for (const p of candidates) {
          expect(levelOf(p.empties().size())).toBeDefined();
          expect(p.legalMoves().size()).toBeGreaterThanOrEqual(2);
        }
        games.push(candidates.map((p) => p.toString()));
      } finally {
        await player.close();
      }
    }
    expect(games[0].length).toBeGreaterThan(5);
    expect(games[1]).toEqual(games[0]);
  });

  test('solvePuzzle keeps a puzzle with its scores, and drops it when the margin is out of reach', async () => {
    const solver = createNodeEngine();
    try {
      const small = entries.filter((e) => e.position.empties().size() <= 6).slice(0, 3);
      for (const { position, solutions } of small) {
        expect(await solvePuzzle(solver, position, DEFAULT_MARGIN)).toEqual(solutions);
        expect(await solvePuzzle(solver, position, 129)).toBeUndefined();
      }
    } finally {
      await solver.close();
    }
  });
});
