/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm, O(n^3), without weights): the
 * oracle the Swiss pairing asks "can everyone be paired without breaking this rule?" before it makes
 * the rule a hard constraint (see pairing.ts; the weighted matching is weightedMatching.ts). A general
 * graph, not a bipartite one, because any player may meet any other; the odd cycles of such graphs are
 * what the blossoms handle. Tested against brute force.
 */

/** The mate of each vertex in a maximum matching of the graph on `n` vertices, -1 when unmatched. */
export const maximumMatching = (n: number, adjacent: (a: number, b: number) => boolean): Int32Array => {
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      if (adjacent(a, b)) {
        neighbours[a].push(b);
        neighbours[b].push(a);
      }
  const mate = new Int32Array(n).fill(-1);
  // A greedy start leaves few vertices for the augmenting searches.
  for (let v = 0; v < n; v++)
    if (mate[v] === -1)
      for (const u of neighbours[v])
        if (mate[u] === -1) {
          mate[v] = u;
          mate[u] = v;
          break;
        }

  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const inTree = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const queue: number[] = [];

  /** The nearest common ancestor of two even vertices in the alternating tree (by blossom bases). */
  const commonBase = (a: number, b: number): number => {
    const seen = new Uint8Array(n);
    for (;;) {
      a = base[a];
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[mate[b]];
    }
  };

  /** Marks the path from `v` down to the blossom's base, pointing the odd vertices back across it. */
  const markPath = (v: number, blossomBase: number, child: number): void => {
    while (base[v] !== blossomBase) {
      inBlossom[base[v]] = 1;
      inBlossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };

  /** Grows an alternating tree from `root`; the free vertex an augmenting path reaches, or -1. */
  const findPath = (root: number): number => {
    inTree.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    inTree[root] = 1;
    queue.length = 0;
    queue.push(root);
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of neighbours[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          // An odd cycle: contract it into a blossom around its base.
          const blossomBase = commonBase(v, to);
          inBlossom.fill(0);
          markPath(v, blossomBase, to);
          markPath(to, blossomBase, v);
          for (let i = 0; i < n; i++)
            if (inBlossom[base[i]]) {
              base[i] = blossomBase;
              if (!inTree[i]) {
                inTree[i] = 1;
                queue.push(i);
              }
            }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          inTree[mate[to]] = 1;
          queue.push(mate[to]);
        }
      }
    }
    return -1;
  };

  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    // Flip the augmenting path found, if any: one more pair.
    for (let u = findPath(v); u !== -1; ) {
      const p = parent[u];
      const next = mate[p];
      mate[u] = p;
      mate[p] = u;
      u = next;
    }
  }
  return mate;
};

/** True when every one of the `n` vertices can be matched (n even and a perfect matching exists). */
export const hasPerfectMatching = (n: number, adjacent: (a: number, b: number) => boolean): boolean =>
  n % 2 === 0 && maximumMatching(n, adjacent).every((m) => m !== -1);
