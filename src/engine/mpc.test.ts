import { describe, expect, test } from 'vitest';
import { Position } from '../core/index.js';
import { kernelWasmPath, loadKernel } from './kernel.js';
import { installMpc, MPC_FORMAT, type MpcParams, parseMpc, weightsFingerprint } from './mpc.js';
import { installWeights, loadWeights } from './weights.js';

const params = (weights: string, rows: MpcParams['rows']): MpcParams => ({
  format: MPC_FORMAT,
  weights,
  positions: 1,
  probedDepth: 8,
  stageWidth: 4,
  stages: 16,
  confidence: 1.5,
  rows,
  endRows: [],
});

describe('Multi-ProbCut parameters', () => {
  test('a file is checked field by field, each fault named by its path', () => {
    const good = params('5:00000000', [{ stage: 3, depth: 6, shallow: 2, a: 1.02, b: -12.5, sigma: 310 }]);
    expect(parseMpc(JSON.stringify(good))).toEqual({ ok: true, value: good });
    const bad = (change: (p: Record<string, unknown>) => void): string => {
      const p = structuredClone(good) as unknown as Record<string, unknown>;
      change(p);
      const r = parseMpc(JSON.stringify(p));
      return r.ok ? 'ok' : r.error;
    };
    expect(parseMpc('{')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(bad((p) => (p.format = 'wedge-mpc-0'))).toMatch(/^format: /);
    expect(bad((p) => ((p.rows as { sigma: number }[])[0].sigma = 0))).toMatch(/^rows\[0\]\.sigma: /);
    expect(bad((p) => ((p.rows as { stage: number }[])[0].stage = 16))).toBe(
      'rows[0].stage: 16 is not below stages (16)',
    );
    expect(bad((p) => ((p.rows as { shallow: number }[])[0].shallow = 6))).toBe(
      'rows[0].shallow: 6 is not below its depth 6',
    );
    const withEnd = { ...good, endRows: [{ empties: 14, shallow: 6, a: 1.1, b: -0.5, sigma: 3.2 }] };
    expect(parseMpc(JSON.stringify(withEnd))).toEqual({ ok: true, value: withEnd });
    expect(
      parseMpc(JSON.stringify({ ...withEnd, endRows: [{ ...withEnd.endRows[0], shallow: 14 }] })),
    ).toEqual({
      ok: false,
      error: 'endRows[0].shallow: 14 is not below its empties 14',
    });
    expect(bad((p) => delete p.endRows)).toMatch(/^endRows: /);
  });

  test('the fingerprint is the length and FNV-1a of the bytes', () => {
    expect(weightsFingerprint(new Uint8Array())).toBe('0:811c9dc5');
    expect(weightsFingerprint(new TextEncoder().encode('a'))).toBe('1:e40c292c');
  });

  test('rows go into a kernel only beside the weights they were fitted with, and cut nodes', async () => {
    const k = await loadKernel(kernelWasmPath());
    k.setHashBits(18);
    const weights = await loadWeights();
    expect(installWeights(k, weights)).toBe(true);
    k.setEvaluator('learned');
    const start = Position.initial();
    const [P, O] = [start.player(), start.opponent()];
    const plain = k.search(P, O, { depth: 9 });
    // A deliberately loose prediction (a = 1, b = 0, sigma 1 disc at 1 deviation) for every stage.
    const rows = Array.from({ length: 16 }, (_, stage) =>
      Array.from({ length: 12 }, (_, i) => ({
        stage,
        depth: i + 3,
        shallow: (i + 3) % 2 === 0 ? 2 : 1,
        a: 1,
        b: 0,
        sigma: 100,
      })),
    ).flat();
    expect(installMpc(k, { ...params('0:00000000', rows), confidence: 1 }, weights)).toBe(false);
    expect(installMpc(k, { ...params(weightsFingerprint(weights), rows), confidence: 1 }, weights)).toBe(
      true,
    );
    k.clearHash();
    const cut = k.search(P, O, { depth: 9 });
    expect(cut.nodes).toBeLessThan(plain.nodes / 2);
    expect(Math.abs(cut.score - plain.score)).toBeLessThan(4);
    // Confidence 0 turns the cuts off: the same search as without rows.
    k.exports.mpcConfidence!(0);
    expect(k.search(P, O, { depth: 9 })).toEqual(plain);
  });

  test('exact-score rows make the solver run probable passes first, and its score stays exact', async () => {
    const k = await loadKernel(kernelWasmPath());
    k.setHashBits(18);
    const weights = await loadWeights();
    expect(installWeights(k, weights)).toBe(true);
    k.setEvaluator('learned');
    // A position of 19 empties reached by a fixed line of depth-2 searches.
    let position = Position.initial();
    while (position.empties().size() > 19)
      position = position.mustPass()
        ? position.after('pass')
        : position.after(k.search(position.player(), position.opponent(), { depth: 2 }).move!);
    const [P, O] = [position.player(), position.opponent()];
    k.clearHash();
    const exact = k.solve(P, O);
    // Deliberately overconfident rows (exact = shallow value, 0.5 disc deviation) for 12-19 empties:
    // the probable passes cut hard, and the exact pass must still find the same score.
    const endRows = Array.from({ length: 8 }, (_, i) => ({
      empties: 12 + i,
      shallow: 2,
      a: 1,
      b: 0,
      sigma: 0.5,
    }));
    const fingerprint = weightsFingerprint(weights);
    expect(installMpc(k, { ...params(fingerprint, []), endRows }, weights)).toBe(true);
    k.clearHash();
    const probable = k.solve(P, O);
    expect(probable.score).toBe(exact.score);
    expect(probable.exact).toBe(true);
    expect(probable.nodes).not.toBe(exact.nodes);
    // Confidence 0 turns the probable passes off: the same solve as without rows.
    k.exports.mpcConfidence!(0);
    expect(k.solve(P, O)).toEqual(exact);
  });
});
