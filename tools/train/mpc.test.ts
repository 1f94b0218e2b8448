import { describe, expect, it } from 'vitest';
import { END_MIN_EMPTIES, fitEndRows, type Probe, shallowDepth } from './mpc.js';

describe('Multi-ProbCut fit', () => {
  it('predicts from half the depth, at the deep depth parity', () => {
    expect([3, 4, 5, 6, 12, 13, 14, 18, 20].map(shallowDepth)).toEqual([1, 2, 3, 2, 6, 7, 6, 8, 10]);
  });

  it('fits exact scores on the shallow values per empties, widening to neighbours when few', () => {
    // 40 solved probes at 14 empties where exact = 2 v + 1 exactly, 40 at 16 empties where exact = v,
    // and unsolved probes, which the fit ignores.
    const probes: Probe[] = [];
    for (let i = 0; i < 40; i++) {
      const v = i - 20;
      probes.push({ empties: 14, values: [0, 0, 0, 0, 0, 0, v], exact: 2 * v + 1 });
      probes.push({ empties: 16, values: [0, 0, 0, 0, 0, 0, 0, 0, v], exact: v });
      probes.push({ empties: 13, values: [0, 0, 0, 0, 0, 0, 0, v] });
    }
    const { rows } = fitEndRows(probes);
    expect(rows.map((r) => r.empties)).toEqual([12, 13, 14, 15, 16]);
    expect(rows[0].empties).toBe(END_MIN_EMPTIES);
    const at14 = rows.find((r) => r.empties === 14)!;
    expect(at14).toMatchObject({ shallow: 6 });
    expect(at14.a).toBeCloseTo(2, 9);
    expect(at14.b).toBeCloseTo(1, 9);
    expect(at14.sigma).toBeCloseTo(0, 9);
    const at16 = rows.find((r) => r.empties === 16)!;
    expect(at16).toMatchObject({ shallow: 8 });
    expect(at16.a).toBeCloseTo(1, 9);
    expect(fitEndRows(probes.filter((p) => p.exact === undefined)).rows).toEqual([]);
  });
});
