import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPerfectMatching, maximumMatching } from './matching.js';

/** The size of a maximum matching by trying everything (the second implementation, for small graphs). */
const bruteForce = (n: number, adjacent: (a: number, b: number) => boolean): number => {
  const best = (free: number): number => {
    let v = 0;
    while (v < n && !(free & (1 << v))) v++;
    if (v === n) return 0;
    const rest = free & ~(1 << v);
    let most = best(rest);
    for (let u = v + 1; u < n; u++)
      if (rest & (1 << u) && adjacent(v, u)) most = Math.max(most, 1 + best(rest & ~(1 << u)));
    return most;
  };
  return best((1 << n) - 1);
};

const graph = fc.integer({ min: 0, max: 11 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc.array(fc.boolean(), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }),
  }),
);

/** The adjacency of a graph given as its upper triangle, row by row. */
const adjacency =
  (n: number, edges: readonly boolean[]) =>
  (a: number, b: number): boolean => {
    const [i, j] = a < b ? [a, b] : [b, a];
    return edges[i * n - (i * (i + 1)) / 2 + (j - i - 1)];
  };

describe('maximumMatching (Edmonds blossom)', () => {
  it('matches as many pairs as brute force finds, using only edges, each vertex once', () => {
    fc.assert(
      fc.property(graph, ({ n, edges }) => {
        const adjacent = adjacency(n, edges);
        const mate = maximumMatching(n, adjacent);
        let pairs = 0;
        for (let v = 0; v < n; v++) {
          if (mate[v] === -1) continue;
          expect(mate[mate[v]]).toBe(v);
          expect(adjacent(v, mate[v])).toBe(true);
          if (v < mate[v]) pairs++;
        }
        expect(pairs).toBe(bruteForce(n, adjacent));
        expect(hasPerfectMatching(n, adjacent)).toBe(n % 2 === 0 && pairs === n / 2);
      }),
      { numRuns: 400 },
    );
  });

  it('augments through an odd cycle (a blossom) that the greedy start leaves in the way', () => {
    // Greedy takes 0-1 and 2-3, leaving 4 and 5 free; the only way on is 4-2=3-5 around the
    // triangle 2-3-4, which the search meets as an odd cycle and contracts.
    const edges = new Set(['0-1', '1-2', '2-3', '3-4', '2-4', '3-5']);
    const adjacent = (a: number, b: number): boolean => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
    expect(hasPerfectMatching(6, adjacent)).toBe(true);
    expect([...maximumMatching(6, adjacent)]).toEqual([1, 0, 4, 5, 2, 3]);
    expect(hasPerfectMatching(5, () => true)).toBe(false);
    expect(hasPerfectMatching(0, () => true)).toBe(true);
  });
});
