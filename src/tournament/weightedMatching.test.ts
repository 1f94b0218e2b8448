import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MATCHING_WEIGHT, maximumWeightMatching } from './weightedMatching.js';

/**
 * The best matching by trying every one (the second implementation, for small graphs): the largest
 * total weight, or with `maxCardinality` the largest size first. Returns [size, weight].
 */
const bruteForce = (
  n: number,
  weight: (a: number, b: number) => number | undefined,
  maxCardinality: boolean,
): [number, number] => {
  let best: [number, number] = [0, 0];
  const visit = (free: number, size: number, total: number): void => {
    if (free === 0) {
      if (maxCardinality ? size > best[0] || (size === best[0] && total > best[1]) : total > best[1])
        best = [size, total];
      return;
    }
    const a = 31 - Math.clz32(free & -free);
    const rest = free & ~(1 << a);
    visit(rest, size, total); // a stays unmatched
    for (let others = rest; others !== 0; others &= others - 1) {
      const b = 31 - Math.clz32(others & -others);
      const w = weight(a, b);
      if (w !== undefined) visit(rest & ~(1 << b), size + 1, total + w);
    }
  };
  visit((1 << n) - 1, 0, 0);
  return best;
};

/** A random graph: n vertices, each edge present with some probability, weights in some range. */
const graph = fc
  .record({
    n: fc.integer({ min: 0, max: 11 }),
    density: fc.double({ min: 0.2, max: 1, noNaN: true }),
    range: fc.constantFrom(1, 3, 10, 1000, MAX_MATCHING_WEIGHT),
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    maxCardinality: fc.boolean(),
  })
  .map(({ n, density, range, seed, maxCardinality }) => {
    let s = seed;
    const random = (): number => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
    const weights = new Map<number, number>();
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        if (random() < density) weights.set(a * n + b, Math.floor(random() * (range + 1)));
    return { n, weights, maxCardinality };
  });

describe('maximumWeightMatching (Edmonds blossom with duals)', () => {
  it('finds a matching as heavy as brute force finds (of the largest size first with maxCardinality)', () => {
    fc.assert(
      fc.property(graph, ({ n, weights, maxCardinality }) => {
        const weight = (a: number, b: number): number | undefined =>
          weights.get(Math.min(a, b) * n + Math.max(a, b));
        const mate = maximumWeightMatching(n, weight, { maxCardinality });
        let size = 0;
        let total = 0;
        for (let v = 0; v < n; v++) {
          if (mate[v] === -1) continue;
          expect(mate[mate[v]]).toBe(v);
          expect(weight(v, mate[v])).toBeDefined();
          if (v < mate[v]) {
            size++;
            total += weight(v, mate[v])!;
          }
        }
        const [bestSize, bestTotal] = bruteForce(n, weight, maxCardinality);
        if (maxCardinality) expect(size).toBe(bestSize);
        expect(total).toBe(bestTotal);
      }),
      { numRuns: 1500 },
    );
  });

  it('prefers weight to size unless asked for the largest matching', () => {
    // A path a-b-c-d weighing 1, 5, 1: the heaviest matching is b-c alone; the largest is a-b, c-d.
    const w = new Map([
      ['0-1', 1],
      ['1-2', 5],
      ['2-3', 1],
    ]);
    const weight = (a: number, b: number): number | undefined => w.get(`${a}-${b}`);
    expect([...maximumWeightMatching(4, weight)]).toEqual([-1, 2, 1, -1]);
    expect([...maximumWeightMatching(4, weight, { maxCardinality: true })]).toEqual([1, 0, 3, 2]);
  });

  it('refuses weights it cannot keep exact', () => {
    expect(() => maximumWeightMatching(2, () => 0.5)).toThrow(RangeError);
    expect(() => maximumWeightMatching(2, () => -1)).toThrow(RangeError);
    expect(() => maximumWeightMatching(2, () => 2 * MAX_MATCHING_WEIGHT)).toThrow(RangeError);
    expect([...maximumWeightMatching(2, () => MAX_MATCHING_WEIGHT)]).toEqual([1, 0]);
  });
});
