/**
 * The perfect matching that is best by several costs taken strictly in order: fewest of the first,
 * then, among those, fewest of the second, and so on. Each edge has one cost per tier; the tiers are
 * folded into one whole-number weight in a mixed radix, each tier's unit larger than the most that
 * all lower tiers together can add up to over a perfect matching, so no saving in a lower tier can
 * pay for one more unit of a higher one. Then one maximum-weight perfect matching does it all.
 */
import { MAX_MATCHING_WEIGHT, maximumWeightMatchingOf } from './weightedMatching.js';

export interface Tiers {
  /** How many costs an edge has, most important first. */
  readonly count: number;
  /**
   * Tiers that only one edge of any perfect matching can carry (the bye's), whose totals are bounded
   * by their largest edge cost rather than by the number of pairs times it.
   */
  readonly once?: readonly boolean[];
}

export interface LexicographicResult {
  /** The mate of each vertex; every vertex is matched. */
  readonly mate: Int32Array;
  /**
   * The first tier (from the most important) whose costs had to be counted in coarser steps because
   * the exact weight would not fit a double, or undefined when every tier is exact.
   */
  readonly coarsened?: number;
}

/**
 * The lexicographically cheapest perfect matching of the `n` vertices. `cost(a, b, out)` (asked once
 * for each a < b) writes every one of the edge's whole-number costs, each from 0, into `out` and
 * returns true, or returns false when a and b cannot be matched. The caller makes sure a perfect matching exists.
 * `limit` is the largest total weight allowed (the matcher's own bound unless a test lowers it).
 */
export const lexicographicMatching = (
  n: number,
  tiers: Tiers,
  cost: (a: number, b: number, out: Float64Array) => boolean,
  limit: number = MAX_MATCHING_WEIGHT,
): LexicographicResult => {
  const k = tiers.count;
  const pairs = Math.floor(n / 2);
  // Two passes over the edges, asking `cost` twice, rather than keeping every cost of every edge:
  // for 1,000 vertices that is 20 MB less to write and read back.
  const most = new Float64Array(k);
  const out = new Float64Array(k);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!cost(a, b, out)) continue;
      for (let i = 0; i < k; i++) {
        const c = out[i];
        if (c > most[i]) most[i] = c;
        if (c < 0 || c !== Math.floor(c))
          throw new RangeError(`lexicographicMatching: cost ${c} of ${a}-${b}`);
      }
    }
  // A tier's span: one more than the most its costs can add up to over a perfect matching.
  const divisor = new Float64Array(k).fill(1);
  const span = (i: number): number => Math.floor(most[i] / divisor[i]) * (tiers.once?.[i] ? 1 : pairs) + 1;
  const total = (): number => {
    let product = 1;
    for (let i = 0; i < k; i++) product *= span(i);
    return product;
  };
  // In a round too large for an exact weight, the lowest tiers are counted in coarser units, lowest
  // first, until the weight fits; the higher tiers stay exact.
  let coarsened: number | undefined;
  for (let i = k - 1; i >= 0 && total() > limit; i--) {
    if (most[i] === 0) continue;
    coarsened = i;
    // The largest span this tier may have beside the others, and the units of cost that leaves.
    const room = Math.floor(limit / (total() / span(i)));
    const units = Math.floor((room - 1) / (tiers.once?.[i] ? 1 : pairs));
    divisor[i] = units >= 1 ? Math.ceil(most[i] / units) : most[i] + 1;
  }
  const radix = new Float64Array(k);
  let unit = 1;
  for (let i = k - 1; i >= 0; i--) {
    radix[i] = unit;
    unit *= span(i);
  }
  // The weight of an edge is the total span less its cost, so the heaviest matching is the cheapest.
  const heaviest = unit - 1;
  const matrix = new Float64Array(n * n).fill(Number.NaN);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      if (!cost(a, b, out)) continue;
      let c = 0;
      for (let i = 0; i < k; i++) c += Math.floor(out[i] / divisor[i]) * radix[i];
      matrix[a * n + b] = heaviest - c;
    }
  const mate = maximumWeightMatchingOf(n, matrix, { maxCardinality: true });
  for (let v = 0; v < n; v++)
    if (mate[v] < 0) throw new Error(`lexicographicMatching: no perfect matching (vertex ${v} is left)`);
  return coarsened === undefined ? { mate } : { mate, coarsened };
};
