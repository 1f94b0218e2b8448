/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables, in the
 * O(n^3) form Galil describes ("Efficient algorithms for finding maximum matching in graphs", ACM
 * Computing Surveys 18, 1986). The Swiss pairing asks it for the best perfect matching of a round.
 *
 * Primal-dual: every vertex has a dual (kept doubled, so that an edge's slack is
 * `dual[u] + dual[v] - 2 * weight`), every non-trivial blossom a dual z. A stage grows alternating trees
 * from the free vertices along tight edges (slack 0); an odd cycle of S-vertices is shrunk into a
 * blossom, a path between two trees augments the matching, and when no tight edge is left the duals
 * move by the largest step that keeps them feasible. With integer weights every dual stays an
 * integer (the step on an edge between two S-vertices halves an even slack), so the arithmetic is
 * exact while the weights stay below 2^48.
 *
 * Why our own: the `edmonds-blossom` package (1.0.0, its only release, a port of a Python
 * implementation over edge lists) matched brute force on 3,000 random graphs but took 4.5 s for one
 * complete graph of 300 vertices (measured 2026-12-02), and a round of 1,000 players is a complete
 * graph of 1,000. This one keeps the graph as a dense matrix in typed arrays, which is what a
 * complete graph is, and scans a vertex's row without allocating.
 */

const NONE = -1;

export interface WeightedMatchingOptions {
  /** Only matchings of the largest possible size count (a perfect one when there is one). */
  readonly maxCardinality?: boolean;
}

/** Weights must be whole numbers of at most this size, so that every dual stays an exact integer. */
export const MAX_MATCHING_WEIGHT = 2 ** 48;

/**
 * The mate of each of the `n` vertices in a matching of greatest total weight (of the largest size
 * first, with `maxCardinality`), -1 when unmatched. `weight(a, b)` (asked once for each a < b) is a
 * whole number from 0 to `MAX_MATCHING_WEIGHT`, or undefined when a and b cannot be matched.
 */
export const maximumWeightMatching = (
  n: number,
  weight: (a: number, b: number) => number | undefined,
  options: WeightedMatchingOptions = {},
): Int32Array => {
  if (n * n > 2 ** 31 - 1) throw new RangeError(`maximumWeightMatching: ${n} vertices is too many`);
  const matrix = new Float64Array(n * n).fill(Number.NaN);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const x = weight(a, b);
      if (x !== undefined) matrix[a * n + b] = x;
    }
  return maximumWeightMatchingOf(n, matrix, options);
};

/**
 * `maximumWeightMatching` over a weight matrix already made: `matrix[a * n + b]` for a < b is the
 * weight of a-b, NaN for no edge (the lower triangle is not read). The matrix is used up: it becomes
 * the algorithm's own, so a caller with many edges builds it once.
 */
export const maximumWeightMatchingOf = (
  n: number,
  matrix: Float64Array,
  options: WeightedMatchingOptions = {},
): Int32Array => {
  const maxCardinality = options.maxCardinality ?? false;
  if (n * n > 2 ** 31 - 1 || matrix.length < n * n)
    throw new RangeError(`maximumWeightMatching: ${n} vertices is too many, or the matrix too small`);
  const w = matrix;
  const edge = new Uint8Array(n * n);
  let maxWeight = 0;
  for (let a = 0; a < n; a++) {
    w[a * n + a] = 0;
    for (let b = a + 1; b < n; b++) {
      const x = w[a * n + b];
      if (Number.isNaN(x)) {
        w[a * n + b] = w[b * n + a] = 0;
        continue;
      }
      if (!Number.isInteger(x) || x < 0 || x > MAX_MATCHING_WEIGHT)
        throw new RangeError(`maximumWeightMatching: the weight of ${a}-${b} is ${x}, not a whole number`);
      w[a * n + b] = w[b * n + a] = 2 * x;
      edge[a * n + b] = edge[b * n + a] = 1;
      if (2 * x > maxWeight) maxWeight = 2 * x;
    }
  }

  if (!maxCardinality) return blossomMatching(n, w, edge, maxWeight, false, false);
  const mate = blossomMatching(n, w, edge, maxWeight, true, true);
  // The quick start is exact only when the matching comes out perfect; else the classic start.
  return mate.includes(NONE) ? blossomMatching(n, w, edge, maxWeight, true, false) : mate;
};

/** The algorithm proper over the (doubled) weight matrix; see the module's comment. */
const blossomMatching = (
  n: number,
  w: Float64Array,
  edge: Uint8Array,
  maxWeight: number,
  maxCardinality: boolean,
  jumpStart: boolean,
): Int32Array => {
  const mate = new Int32Array(n).fill(NONE);
  // Vertices are 0..n-1, non-trivial blossoms n..2n-1. For a top-level blossom (or a vertex that is
  // its own blossom): label 0 free, 1 S (even), 2 T (odd); `labelFrom` is the vertex outside it that
  // labelled it and `labelTo` the vertex inside it where that edge arrives (both -1 at a root).
  // A vertex inside a T-blossom also gets label 2 once an S-vertex reaches it by a tight edge, which
  // is what relabels the pieces when that T-blossom is expanded.
  const size = 2 * n;
  const label = new Int32Array(size);
  const labelFrom = new Int32Array(size).fill(NONE);
  const labelTo = new Int32Array(size).fill(NONE);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const parent = new Int32Array(size).fill(NONE);
  // A blossom's children in cycle order (the base's child first), and for each i the edge from child
  // i to child i+1 (cyclically): `here[i]` lies in child i, `next[i]` in child i+1.
  const children: (number[] | undefined)[] = new Array(size);
  const here: (number[] | undefined)[] = new Array(size);
  const next: (number[] | undefined)[] = new Array(size);
  const base = new Int32Array(size).fill(NONE);
  for (let v = 0; v < n; v++) base[v] = v;
  const dual = new Float64Array(size);
  for (let v = 0; v < n; v++) dual[v] = maxWeight;
  if (maxCardinality && jumpStart) {
    // For a perfect matching the duals need no common start: each vertex starts at its heaviest edge
    // (doubled weights keep every dual even, so the slack of an edge between S-vertices stays even),
    // and the edges heaviest at both ends are matched at once, which leaves the stages less to do.
    for (let v = 0; v < n; v++) {
      let most = 0;
      for (let u = 0, row = v * n; u < n; u++) if (edge[row + u] && w[row + u] > most) most = w[row + u];
      dual[v] = most;
    }
    for (let v = 0; v < n; v++)
      for (let u = 0, row = v * n; u < n && mate[v] === NONE; u++)
        if (edge[row + u] && mate[u] === NONE && u !== v && dual[v] + dual[u] === 2 * w[row + u]) {
          mate[v] = u;
          mate[u] = v;
        }
  }
  // The least-slack edge (as a * n + b) from an S-blossom to another S-blossom, or from a free vertex
  // to an S-blossom; and for an S-blossom, its least-slack edge to each neighbouring S-blossom.
  const best = new Int32Array(size).fill(NONE);
  const bestLists: (number[] | undefined)[] = new Array(size);
  const unused: number[] = [];
  for (let b = size - 1; b >= n; b--) unused.push(b);
  const queue: number[] = [];
  const bestTo = new Int32Array(size).fill(NONE);

  const slack = (code: number): number => {
    const a = (code / n) | 0;
    const b = code - a * n;
    return dual[a] + dual[b] - 2 * w[code];
  };

  /** Every vertex inside blossom `b`, appended to `out`. */
  const leaves = (b: number, out: number[]): number[] => {
    if (b < n) out.push(b);
    else for (const c of children[b]!) leaves(c, out);
    return out;
  };

  /** Index of `j` in a cycle of length `len`, for j from -len to len-1. */
  const at = (j: number, len: number): number => (j < 0 ? j + len : j);

  /**
   * The edge from child j of blossom b to its neighbour in direction `step` (+1 or -1):
   * `[vertex in child j, vertex in child j + step]`.
   */
  const edgeFrom = (b: number, j: number, step: number): [number, number] => {
    const len = children[b]!.length;
    if (step > 0) {
      const i = at(j, len);
      return [here[b]![i], next[b]![i]];
    }
    const i = at(j - 1, len);
    return [next[b]![i], here[b]![i]];
  };

  const assignLabel = (v: number, t: number, from: number): void => {
    const b = inBlossom[v];
    label[v] = label[b] = t;
    labelFrom[v] = labelFrom[b] = from;
    labelTo[v] = labelTo[b] = from === NONE ? NONE : v;
    best[v] = best[b] = NONE;
    if (t === 1) leaves(b, queue);
    else {
      // A T-blossom's base is matched; its mate becomes an S-vertex through that matched edge.
      const m = mate[base[b]];
      assignLabel(m, 1, base[b]);
    }
  };

  /**
   * Traces back from two S-vertices joined by a tight edge: the base of the blossom they close, or -1
   * when they lie in different trees (an augmenting path).
   */
  const scanBlossom = (v: number, u: number): number => {
    const path: number[] = [];
    let found = NONE;
    while (v !== NONE || u !== NONE) {
      let b = inBlossom[v];
      if (label[b] & 4) {
        found = base[b];
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelFrom[b] === NONE) v = NONE;
      else {
        v = labelFrom[b];
        b = inBlossom[v];
        v = labelFrom[b];
      }
      if (u !== NONE) [v, u] = [u, v];
    }
    for (const b of path) label[b] = 1;
    return found;
  };

  /** Shrinks the odd cycle closed by the tight edge v-u into a new S-blossom with base `baseVertex`. */
  const addBlossom = (baseVertex: number, v: number, u: number): void => {
    const bb = inBlossom[baseVertex];
    let bv = inBlossom[v];
    let bu = inBlossom[u];
    const b = unused.pop()!;
    base[b] = baseVertex;
    parent[b] = NONE;
    parent[bb] = b;
    const vSide: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      vSide.push(bv);
      bv = inBlossom[labelFrom[bv]];
    }
    const uSide: number[] = [];
    while (bu !== bb) {
      parent[bu] = b;
      uSide.push(bu);
      bu = inBlossom[labelFrom[bu]];
    }
    vSide.reverse();
    const kids = [bb, ...vSide, ...uSide];
    const ins: number[] = [];
    const outs: number[] = [];
    // From the base down the v side: each child was labelled from the one before it.
    for (const c of vSide) {
      ins.push(labelFrom[c]);
      outs.push(labelTo[c]);
    }
    ins.push(v);
    outs.push(u);
    // Up the u side back to the base: each child was labelled from the one after it.
    for (const c of uSide) {
      ins.push(labelTo[c]);
      outs.push(labelFrom[c]);
    }
    children[b] = kids;
    here[b] = ins;
    next[b] = outs;
    label[b] = 1;
    labelFrom[b] = labelFrom[bb];
    labelTo[b] = labelTo[bb];
    dual[b] = 0;
    for (const x of leaves(b, [])) {
      // Former T-vertices are S-vertices now: their edges must be scanned.
      if (label[inBlossom[x]] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    // The new blossom's least-slack edge to each other S-blossom, from its children's lists (or, for a
    // child that has none, from its vertices' rows).
    const touched: number[] = [];
    for (const c of kids) {
      const list = bestLists[c];
      const consider = (i: number, j: number): void => {
        const bj = inBlossom[j];
        if (bj === b || label[bj] !== 1) return;
        const code = i * n + j;
        if (bestTo[bj] === NONE) touched.push(bj);
        else if (slack(code) >= slack(bestTo[bj])) return;
        bestTo[bj] = code;
      };
      if (list === undefined) {
        for (const i of leaves(c, []))
          for (let j = 0, row = i * n; j < n; j++) if (edge[row + j]) consider(i, j);
      } else
        for (const code of list) {
          const i = (code / n) | 0;
          const j = code - i * n;
          if (inBlossom[j] === b) consider(j, i);
          else consider(i, j);
        }
      bestLists[c] = undefined;
      best[c] = NONE;
    }
    const list: number[] = [];
    best[b] = NONE;
    for (const bj of touched) {
      const code = bestTo[bj];
      bestTo[bj] = NONE;
      list.push(code);
      if (best[b] === NONE || slack(code) < slack(best[b])) best[b] = code;
    }
    bestLists[b] = list;
  };

  /** Undoes blossom `b`: mid-stage (a T-blossom whose dual reached 0) or at the end of a stage. */
  const expandBlossom = (b: number, endOfStage: boolean): void => {
    const kids = children[b]!;
    for (const s of kids) {
      parent[s] = NONE;
      if (s < n) inBlossom[s] = s;
      else if (endOfStage && dual[s] === 0) expandBlossom(s, endOfStage);
      else for (const x of leaves(s, [])) inBlossom[x] = s;
    }
    if (!endOfStage && label[b] === 2) {
      // The children on the even path from the entry child to the base keep the tree alternating:
      // they are relabelled T, S, T, ... ; the others become free unless a vertex of theirs was reached.
      const len = kids.length;
      const entry = inBlossom[labelTo[b]];
      let j = kids.indexOf(entry);
      let step: number;
      if (j & 1) {
        j -= len;
        step = 1;
      } else step = -1;
      let from = labelFrom[b];
      let to = labelTo[b];
      while (j !== 0) {
        label[to] = 0;
        label[edgeFrom(b, j, step)[1]] = 0;
        assignLabel(to, 2, from);
        j += step;
        [from, to] = edgeFrom(b, j, step);
        j += step;
      }
      const bv = kids[at(j, len)];
      label[to] = label[bv] = 2;
      labelFrom[to] = labelFrom[bv] = from;
      labelTo[to] = labelTo[bv] = to;
      best[bv] = NONE;
      j += step;
      while (kids[at(j, len)] !== entry) {
        const c = kids[at(j, len)];
        if (label[c] === 1) {
          j += step;
          continue;
        }
        const reached = leaves(c, []).find((x) => label[x] !== 0);
        if (reached !== undefined) {
          label[reached] = 0;
          label[mate[base[c]]] = 0;
          assignLabel(reached, 2, labelFrom[reached]);
        }
        j += step;
      }
    }
    label[b] = labelFrom[b] = labelTo[b] = NONE;
    children[b] = here[b] = next[b] = bestLists[b] = undefined;
    base[b] = NONE;
    best[b] = NONE;
    unused.push(b);
  };

  /** Swaps matched and unmatched edges on the even path from vertex v to the base of blossom b. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (parent[t] !== b) t = parent[t];
    if (t >= n) augmentBlossom(t, v);
    const kids = children[b]!;
    const len = kids.length;
    const i = kids.indexOf(t);
    let j = i;
    let step: number;
    if (j & 1) {
      j -= len;
      step = 1;
    } else step = -1;
    while (j !== 0) {
      j += step;
      const [x, y] = edgeFrom(b, j, step);
      t = kids[at(j, len)];
      if (t >= n) augmentBlossom(t, x);
      j += step;
      t = kids[at(j, len)];
      if (t >= n) augmentBlossom(t, y);
      mate[x] = y;
      mate[y] = x;
    }
    // The child holding v is the base now.
    children[b] = [...kids.slice(i), ...kids.slice(0, i)];
    here[b] = [...here[b]!.slice(i), ...here[b]!.slice(0, i)];
    next[b] = [...next[b]!.slice(i), ...next[b]!.slice(0, i)];
    base[b] = base[children[b]![0]];
  };

  /** Flips the augmenting path through the tight edge v-u between two trees: one more matched pair. */
  const augmentMatching = (v: number, u: number): void => {
    for (const [start, other] of [
      [v, u],
      [u, v],
    ]) {
      let s = start;
      let partner = other;
      for (;;) {
        const bs = inBlossom[s];
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = partner;
        if (labelFrom[bs] === NONE) break;
        const bt = inBlossom[labelFrom[bs]];
        s = labelFrom[bt];
        const j = labelTo[bt];
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = s;
        partner = j;
      }
    }
  };

  /**
   * Follows the edges of S-vertex v: tight ones grow the tree, close a blossom or augment (true);
   * the others are remembered as the least-slack edges for the next dual step. (Its own function, so
   * that the engine optimises this hot loop apart from the rarely run code around it.)
   */
  const scan = (v: number): boolean => {
    const row = v * n;
    for (let u = 0; u < n; u++) {
      if (!edge[row + u]) continue;
      const bu = inBlossom[u];
      if (inBlossom[v] === bu) continue;
      const s = dual[v] + dual[u] - 2 * w[row + u];
      if (s <= 0) {
        if (label[bu] === 0) assignLabel(u, 2, v);
        else if (label[bu] === 1) {
          const b = scanBlossom(v, u);
          if (b === NONE) {
            augmentMatching(v, u);
            return true;
          }
          addBlossom(b, v, u);
        } else if (label[u] === 0) {
          label[u] = 2;
          labelFrom[u] = v;
          labelTo[u] = u;
        }
      } else if (label[bu] === 1) {
        const bv = inBlossom[v];
        if (best[bv] === NONE || s < slack(best[bv])) best[bv] = row + u;
      } else if (label[u] === 0) {
        if (best[u] === NONE || s < slack(best[u])) best[u] = row + u;
      }
    }
    return false;
  };

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    best.fill(NONE);
    for (let b = n; b < size; b++) bestLists[b] = undefined;
    queue.length = 0;
    for (let v = 0; v < n; v++) if (mate[v] === NONE && label[inBlossom[v]] === 0) assignLabel(v, 1, NONE);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) augmented = scan(queue.pop()!);
      if (augmented) break;

      // No tight edge left to follow: the largest dual step that keeps every edge's slack >= 0.
      let type = NONE;
      let delta = 0;
      let deltaEdge = NONE;
      let deltaBlossom = NONE;
      if (!maxCardinality) {
        type = 1;
        delta = dual[0];
        for (let v = 1; v < n; v++) if (dual[v] < delta) delta = dual[v];
      }
      for (let v = 0; v < n; v++)
        if (label[inBlossom[v]] === 0 && best[v] !== NONE) {
          const d = slack(best[v]);
          if (type === NONE || d < delta) {
            delta = d;
            type = 2;
            deltaEdge = best[v];
          }
        }
      for (let b = 0; b < size; b++)
        if (parent[b] === NONE && label[b] === 1 && best[b] !== NONE) {
          const d = slack(best[b]) / 2;
          if (type === NONE || d < delta) {
            delta = d;
            type = 3;
            deltaEdge = best[b];
          }
        }
      for (let b = n; b < size; b++)
        if (base[b] >= 0 && parent[b] === NONE && label[b] === 2 && (type === NONE || dual[b] < delta)) {
          delta = dual[b];
          type = 4;
          deltaBlossom = b;
        }
      if (type === NONE) {
        // Only with maxCardinality: no augmenting path is left; a last step makes the duals optimal.
        type = 1;
        delta = dual[0];
        for (let v = 1; v < n; v++) if (dual[v] < delta) delta = dual[v];
        delta = Math.max(0, delta);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]];
        if (l === 1) dual[v] -= delta;
        else if (l === 2) dual[v] += delta;
      }
      for (let b = n; b < size; b++)
        if (base[b] >= 0 && parent[b] === NONE) {
          if (label[b] === 1) dual[b] += delta;
          else if (label[b] === 2) dual[b] -= delta;
        }
      if (type === 1) break;
      if (type === 2) {
        const a = (deltaEdge / n) | 0;
        const c = deltaEdge - a * n;
        queue.push(label[inBlossom[a]] === 0 ? c : a);
      } else if (type === 3) queue.push((deltaEdge / n) | 0);
      else expandBlossom(deltaBlossom, false);
    }
    if (!augmented) break;
    // S-blossoms whose dual came down to 0 are undone before the next stage.
    for (let b = n; b < size; b++)
      if (parent[b] === NONE && base[b] >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
  }
  return mate;
};
