import { describe, expect, it } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { Position, parseMoveList, square } from '../../core/index.js';
import { resolveLimits } from '../../engine/limits.js';
import { Runner } from '../../engine/runner.js';
import type { Engine, Level } from '../../engine/types.js';
import { engineChooser, needsKernel, quickLevels } from './engines.js';

/** A worker engine stand-in that counts its loads and closes. */
const counting = () => {
  const counts = { loads: 0, closes: 0 };
  const load = async (): Promise<Engine> => {
    counts.loads++;
    const engine = fakeEngine();
    engine.close = async () => {
      counts.closes++;
    };
    return engine;
  };
  return { counts, load };
};

describe('engines of the levels', () => {
  it('plays Easy and Medium in the page, Hard and Expert with the kernel', () => {
    expect(['easy', 'medium', 'hard', 'expert'].map((l) => needsKernel(l as 'easy'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('answers a legal move at Easy and takes the corner at Medium', async () => {
    const start = Position.initial();
    for (let seed = 0; seed < 20; seed++) {
      const easy = await quickLevels.bestMove(start, { level: 'easy', seed });
      expect(start.isLegal(easy.move)).toBe(true);
    }
    // After d3 c3 b3 b2 b1 White has seven moves, a1 among them (found by seeded random play).
    const parsed = parseMoveList('d3c3b3b2b1', start);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const position = parsed.value.moves.reduce((p, m) => {
      const next = p.play(m.move);
      if (!next.ok) throw new Error(next.error.message);
      return next.value.position;
    }, start);
    expect(position.legalMoveList()).toHaveLength(7);
    for (let seed = 0; seed < 5; seed++)
      expect((await quickLevels.bestMove(position, { level: 'medium', seed })).move).toBe(square('a1'));
  });

  it("picks the same move as the worker for the same seed, the flip variants' fourth disc included", async () => {
    // The worker's runner answers Easy and Medium without its kernel, so one runs here in the thread.
    // Before the no-search moves had one home, the page drew the fourth disc of reversi-may-flip and
    // reversi-must-flip at random at Medium, where the worker takes the best square by the table.
    const worker = new Runner(undefined);
    const positions = ['reversi', 'reversi-may-flip', 'reversi-must-flip'].flatMap((rules) => {
      let p = Position.initial({ rules: rules as 'reversi', size: 8 });
      const seen = [p];
      // The placements, then two moves after them: every position a quick level meets early.
      for (let i = 0; i < 6 && !p.isGameOver(); i++) {
        const next = p.play(p.legalMoveList()[0]);
        if (!next.ok) throw new Error(next.error.message);
        p = next.value.position;
        seen.push(p);
      }
      return seen;
    });
    for (const level of ['easy', 'medium'] as Level[])
      for (const position of positions)
        for (let seed = 0; seed < 50; seed++) {
          const page = await quickLevels.bestMove(position, { level, seed });
          const outcome = worker.run(
            'bestMove',
            position,
            resolveLimits({ level, seed }, 'bestMove'),
            () => {},
          );
          if (!outcome.ok || outcome.output.kind !== 'result') throw new Error('the runner gave no move');
          expect({ level, seed, rules: position.variant.rules, move: page.move }).toEqual({
            level,
            seed,
            rules: position.variant.rules,
            move: outcome.output.result.move,
          });
        }
  });

  it('loads the worker engine once, only for a searching level, and closes it for a quick one', async () => {
    const { counts, load } = counting();
    const choose = engineChooser(load);
    expect(await choose('easy')).toBe(quickLevels);
    expect(counts.loads).toBe(0);
    const expert = await choose('expert');
    await choose('hard');
    expect(counts.loads).toBe(1);
    expect(await choose('medium')).toBe(quickLevels);
    await Promise.resolve();
    expect(counts.closes).toBe(1);
    expect(await choose('expert')).not.toBe(expert);
    expect(counts.loads).toBe(2);
  });

  it("searches Expert on all of the engine's threads and Hard on one", async () => {
    const asked: (number | undefined)[] = [];
    const engine = {
      ...(await counting().load()),
      bestMove: async (position: Position, limits: { threads?: number }) => {
        asked.push(limits.threads);
        const move = position.legalMoveList()[0];
        return { move, depth: 1, score: 0, pv: [move], nodes: 1, nodesPerSecond: 0, timeMs: 0, exact: false };
      },
    };
    const choose = engineChooser(async () => engine);
    await (await choose('expert')).bestMove(Position.initial(), { level: 'expert' });
    await (await choose('hard')).bestMove(Position.initial(), { level: 'hard' });
    expect(asked).toEqual([undefined, 1]);
  });

  it('loads afresh after a failed load', async () => {
    let attempts = 0;
    const choose = engineChooser(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return counting().load();
    });
    await expect(choose('hard')).rejects.toThrow('offline');
    await expect(choose('hard')).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});
