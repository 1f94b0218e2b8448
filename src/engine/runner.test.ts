import { beforeAll, describe, expect, it } from 'vitest';
import { parseObf } from '../core/formats/index.js';
import { Position, unwrap } from '../core/index.js';
import { type Kernel, kernelWasmPath, loadKernel } from './kernel.js';
import { resolveLimits } from './limits.js';
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
