import { describe, expect, it } from 'vitest';
import { parseObf } from '../core/formats/index.js';
import { Position, unwrap } from '../core/index.js';
import type { Iteration, KernelPort, KernelSearch } from './runner.js';
import { Runner } from './runner.js';

/** A kernel that records the limits it was given and answers a fixed solve. */
const recordingKernel = (answer: Iteration): KernelPort & { limits: KernelSearch[] } => {
  const limits: KernelSearch[] = [];
  return {
    limits,
    perft: () => 0,
    search: (_p, l) => {
      limits.push(l);
      return answer;
    },
    solve: (_p, l) => {
      limits.push(l);
      return answer;
    },
  };
};

// FFO #40 (data/ffo/fforum-40-49.obf): 20 empties, Black to move.
const FFO_40 = unwrap(
  parseObf('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'),
).position;

describe('Runner', () => {
  it("a solve given no time has no time limit (it used to inherit the expert level's 5 s)", () => {
    const kernel = recordingKernel({ depth: 20, score: 38, exact: true, nodes: 1000, pv: [8] as never });
    const outcome = new Runner(kernel).run('solve', FFO_40, {}, () => {});
    expect(kernel.limits[0].timeMs).toBe(0);
    expect(outcome).toMatchObject({
      ok: true,
      output: { kind: 'result', result: { score: 38, exact: true } },
    });
    new Runner(kernel).run('solve', FFO_40, { timeMs: 3000 }, () => {});
    expect(kernel.limits[1].timeMs).toBeGreaterThan(0);
    expect(kernel.limits[1].timeMs).toBeLessThanOrEqual(3000);
  });

  it('a solve stopped before its proof answers a legal move, exact: false, and the nodes it searched', () => {
    const kernel = recordingKernel({ depth: 0, score: 0, exact: false, nodes: 123_456, pv: [] });
    const outcome = new Runner(kernel).run('solve', FFO_40, { timeMs: 1 }, () => {});
    expect(outcome).toMatchObject({
      ok: true,
      output: { kind: 'result', result: { exact: false, nodes: 123_456 } },
    });
    const move = outcome.ok && outcome.output.kind === 'result' ? outcome.output.result.move : undefined;
    expect(FFO_40.legalMoveList()).toContain(move);
  });

  it('a search stopped before its first iteration still answers a legal move', () => {
    const kernel: KernelPort = { perft: () => 0, search: () => undefined, solve: () => undefined };
    const outcome = new Runner(kernel).run('bestMove', Position.initial(), { depth: 5 }, () => {});
    const move = outcome.ok && outcome.output.kind === 'result' ? outcome.output.result.move : undefined;
    expect(Position.initial().legalMoveList()).toContain(move);
  });
});
