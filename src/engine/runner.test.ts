import { beforeAll, describe, expect, it } from 'vitest';
import { parseObf } from '../core/formats/index.js';
import { Position, type Position as PositionType, unwrap } from '../core/index.js';
import { type Kernel, kernelWasmPath, loadKernel } from './kernel.js';
import { resolveLimits } from './limits.js';
import { Rng } from './rng.js';
import { Runner } from './runner.js';

// FFO #40 (data/ffo/fforum-40-49.obf): 20 empties, Black to move, a2 wins by 38.
const FFO_40 = unwrap(
  parseObf('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'),
).position;

let kernel: Kernel;
beforeAll(async () => {
  kernel = await loadKernel(kernelWasmPath());
});

describe('Runner (issue #9 regressions)', () => {
  it("a solve given no time has no time limit (it used to inherit the expert level's 5 s)", () => {
    expect(resolveLimits({}, 'solve').timeMs).toBe(0);
    expect(resolveLimits({ level: 'expert' }, 'solve').timeMs).toBe(0);
    expect(resolveLimits({ timeMs: 3000 }, 'solve').timeMs).toBe(3000);
  });

  it('a solve stopped before its proof answers a legal move, exact: false, and the nodes it searched', () => {
    // A node budget stops the proof at the same place on every machine (FFO #40 needs millions).
    const outcome = new Runner(kernel).run(
      'solve',
      FFO_40,
      resolveLimits({ nodes: 50_000 }, 'solve'),
      () => {},
    );
    expect(outcome.ok && outcome.output.kind).toBe('result');
    const result = outcome.ok && outcome.output.kind === 'result' ? outcome.output.result : undefined;
    expect(result?.exact).toBe(false);
    expect(result?.nodes).toBeGreaterThanOrEqual(50_000);
    expect(FFO_40.legalMoveList()).toContain(result?.move);
  });

  it('a search on the tightest budget still answers a legal move', () => {
    const limits = resolveLimits({ depth: 5, nodes: 1 }, 'bestMove');
    const outcome = new Runner(kernel).run('bestMove', Position.initial(), limits, () => {});
    const move = outcome.ok && outcome.output.kind === 'result' ? outcome.output.result.move : undefined;
    expect(Position.initial().legalMoveList()).toContain(move);
  });
});

/** The first position of a seeded random game where the side to move has exactly one legal move. */
const forcedPosition = (): PositionType => {
  for (let seed = 1; ; seed++) {
    const rng = new Rng(seed);
    let p = Position.initial();
    while (!p.isGameOver()) {
      const moves = p.legalMoveList();
      if (moves.length === 1 && moves[0] !== 'pass' && p.empties().size() > 20) return p;
      p = p.after(rng.pick(moves));
    }
  }
};

const answer = (outcome: ReturnType<Runner['run']>) =>
  outcome.ok && outcome.output.kind === 'result' ? outcome.output.result : undefined;

describe('Runner: the time rules of issue #26', () => {
  it('plays a forced move at once: no search, no node', () => {
    const position = forcedPosition();
    const result = answer(
      new Runner(kernel).run('bestMove', position, resolveLimits({ level: 'expert' }, 'bestMove'), () => {}),
    );
    expect(result?.move).toBe(position.legalMoveList()[0]);
    expect(result?.nodes).toBe(0);
    expect(result?.depth).toBe(0);
    // The frozen builds (time rules off) search it as they always did.
    const old = answer(
      new Runner(kernel).run(
        'bestMove',
        position,
        resolveLimits({ level: 'expert', depth: 4 }, 'bestMove', false),
        () => {},
      ),
    );
    expect(old?.nodes).toBeGreaterThan(0);
  });

  it('does not search again a position whose exact score the table already holds', () => {
    // FFO #21 (data/ffo/fforum-20-39.obf): 15 empties, White to move, g5 draws (the only move that does).
    const ffo21 = unwrap(
      parseObf('OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O'),
    ).position;
    const g5 = 4 * 8 + 6;
    const runner = new Runner(kernel);
    const first = answer(runner.run('solve', ffo21, resolveLimits({ fresh: true }, 'solve'), () => {}));
    expect(first).toMatchObject({ move: g5, score: 0, exact: true });
    expect(first?.nodes).toBeGreaterThan(0);
    // The same position again, as a solve and as the expert's move: the proof is in the table.
    const again = answer(runner.run('solve', ffo21, resolveLimits({}, 'solve'), () => {}));
    expect(again).toMatchObject({ move: g5, score: 0, exact: true, nodes: 0 });
    const move = answer(
      runner.run('bestMove', ffo21, resolveLimits({ level: 'expert' }, 'bestMove'), () => {}),
    );
    expect(move).toMatchObject({ move: g5, score: 0, exact: true, nodes: 0 });
  });

  it('stops a search on a clock by its target, well before its ceiling', () => {
    // A 1 ms target and a minute's ceiling to depth 60: the keeper ends it after a few iterations.
    const limits = resolveLimits({ depth: 60, timeMs: 60_000, targetMs: 1, fresh: true }, 'bestMove');
    const result = answer(new Runner(kernel).run('bestMove', Position.initial(), limits, () => {}));
    expect(result?.exact).toBe(false);
    expect(result?.depth).toBeGreaterThanOrEqual(1);
    expect(result?.depth).toBeLessThan(12);
    expect(Position.initial().legalMoveList()).toContain(result?.move);
  });
});
