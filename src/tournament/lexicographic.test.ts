import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lexicographicMatching } from './lexicographic.js';

/** The costs of the cheapest perfect matching, tier by tier, by trying every one. */
const bruteForce = (n: number, costs: (a: number, b: number) => readonly number[] | undefined, k: number) => {
  let best: number[] | undefined;
  const sum = new Array(k).fill(0);
  const visit = (free: number): void => {
    if (free === 0) {
      const better =
        !best ||
        (sum.findIndex((x, i) => x !== best![i]) >= 0 &&
          sum[sum.findIndex((x, i) => x !== best![i])] < best[sum.findIndex((x, i) => x !== best![i])]);
      if (better) best = [...sum];
      return;
    }
    const a = 31 - Math.clz32(free & -free);
    const rest = free & ~(1 << a);
    for (let others = rest; others !== 0; others &= others - 1) {
      const b = 31 - Math.clz32(others & -others);
      const c = costs(a, b);
      if (!c) continue;
      for (let i = 0; i < k; i++) sum[i] += c[i];
      visit(rest & ~(1 << b));
      for (let i = 0; i < k; i++) sum[i] -= c[i];
    }
  };
  visit((1 << n) - 1);
  return best;
};

const problem = fc
  .record({
    pairs: fc.integer({ min: 1, max: 6 }),
    k: fc.integer({ min: 1, max: 5 }),
    range: fc.constantFrom(1, 2, 5, 100),
    seed: fc.integer({ min: 1, max: 2 ** 30 }),
    holes: fc.double({ min: 0, max: 0.4, noNaN: true }),
  })
  .map(({ pairs, k, range, seed, holes }) => {
    const n = 2 * pairs;
    let s = seed;
    const random = (): number => {
      s = (s * 1103515245 + 12345) % 2 ** 31;
      return s / 2 ** 31;
    };
    const table = new Map<number, number[] | undefined>();
    for (let a = 0; a < n; a++)
      for (let b = a + 1; b < n; b++)
        // Edges a-(a+1) for even a are always there, so a perfect matching exists.
        table.set(
          a * n + b,
          a % 2 === 0 && b === a + 1
            ? Array.from({ length: k }, () => Math.floor(random() * (range + 1)))
            : random() < holes
              ? undefined
              : Array.from({ length: k }, () => Math.floor(random() * (range + 1))),
        );
    return { n, k, costs: (a: number, b: number) => table.get(Math.min(a, b) * n + Math.max(a, b)) };
  });

/** The summed costs of a matching. */
const costOf = (
  mate: Int32Array,
  costs: (a: number, b: number) => readonly number[] | undefined,
  k: number,
) => {
  const sum = new Array(k).fill(0);
  for (let a = 0; a < mate.length; a++)
    if (a < mate[a])
      costs(a, mate[a])!.forEach((c, i) => {
        sum[i] += c;
      });
  return sum;
};

describe('lexicographicMatching', () => {
  it('finds the perfect matching cheapest tier by tier, as brute force does', () => {
    fc.assert(
      fc.property(problem, ({ n, k, costs }) => {
        const { mate, coarsened } = lexicographicMatching(n, { count: k }, (a, b, out) => {
          const c = costs(a, b);
          if (!c) return false;
          c.forEach((x, i) => {
            out[i] = x;
          });
          return true;
        });
        expect(coarsened).toBeUndefined();
        expect(costOf(mate, costs, k)).toEqual(bruteForce(n, costs, k));
      }),
      { numRuns: 500 },
    );
  });

  it('counts the lowest tiers in coarser units when the exact weight would not fit, keeping the higher exact', () => {
    let coarse = 0;
    fc.assert(
      fc.property(problem, ({ n, k, costs }) => {
        if (k < 2) return;
        const fill = (a: number, b: number, out: Float64Array): boolean => {
          const c = costs(a, b);
          if (!c) return false;
          c.forEach((x, i) => {
            out[i] = x;
          });
          return true;
        };
        // Room for the first tier exactly and little else.
        const first = (n / 2) * 100 + 1;
        const { mate, coarsened } = lexicographicMatching(n, { count: k }, fill, first * 3);
        const best = bruteForce(n, costs, k)!;
        expect(costOf(mate, costs, k)[0]).toBe(best[0]);
        if (coarsened !== undefined) {
          expect(coarsened).toBeGreaterThan(0);
          coarse++;
        }
      }),
      { numRuns: 300 },
    );
    expect(coarse).toBeGreaterThan(50);
  });
});
