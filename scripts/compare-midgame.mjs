// Compares kernel builds on the midgame searches of `wedge bench` in one process, for a node-rate ratio
// on a loaded machine: each of the six bench positions (src/cli/commands/bench.ts, MIDGAMES) is searched
// to a fixed depth by every kernel in turn (the order rotating), from empty tables, one thread, learned
// evaluation without Multi-ProbCut (as `wedge bench --depth 12 --eval learned --hash 22 --no-mpc`), for
// several rounds. A kernel's CPU figure is the sum over the positions of its least CPU time over the
// rounds (and of the median); its rate is its nodes over that, and both are given as ratios against the
// first kernel's. With one kernel and one round it is also the script to run under
// `valgrind --tool=callgrind` (instructions, simulated cache misses): run it at depth 1 as well and
// subtract, which leaves the searches without the start-up and the clearing of the tables.
// Uses the built package (dist/). Build a variant with `npm run build:kernel` and copy build/kernel.wasm
// aside first.
// A kernel given as `path@bits` gets its own table size (the memory's share of a node's cost: the same
// kernel at 2^16 and 2^22 entries).
// Usage: node scripts/compare-midgame.mjs <depth> <hash bits> <rounds> <a.wasm> [b.wasm ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { loadKernel } = await load('dist/engine/kernel.js');
const { readWeights, installWeights } = await load('dist/engine/weights.js');
const { parseMoveList, replay } = await load('dist/core/index.js');

const [depthText, bitsText, roundsText, ...paths] = process.argv.slice(2);
const depth = Number(depthText);
const bits = Number(bitsText);
const rounds = Number(roundsText);
if (!(depth >= 1) || !(bits >= 10) || !(rounds >= 1) || paths.length === 0) {
  console.error('usage: node scripts/compare-midgame.mjs <depth> <hash bits> <rounds> <a.wasm> [b.wasm ...]');
  process.exit(2);
}
/** The six midgame openings of `wedge bench` (src/cli/commands/bench.ts keeps the list; a copy here,
 *  since dist/ does not export it). */
const MIDGAMES = [
  'F5d6C3d3C4f4C5b3C2e3',
  'F5d6C3d3C4f4F6g5E3f3G4h3G3f2',
  'F5d6C4d3C5f4E3f3C2b4B3',
  'F5d6C5f4E3c6D3f6E6d7G3c4',
  'F5f6E6d6C5e3D3g5E2b5',
  'F5f6E6d6F7e3D7e7C6c5D3',
];
const positions = MIDGAMES.map((line) => {
  const game = parseMoveList(line);
  const end = game.ok ? replay(game.value) : game;
  if (!end.ok) throw new Error(`opening ${line}: ${end.error.message}`);
  return end.value;
});
const weights = readWeights(new Uint8Array(readFileSync(join(root, 'data/weights/wedge-eval.bin'))));
if (!weights.ok) throw new Error('cannot read data/weights/wedge-eval.bin');
const kernels = [];
for (const path of paths) {
  const [file, own] = path.split('@');
  const kernel = await loadKernel(readFileSync(file));
  installWeights(kernel, weights.value);
  kernel.setHashBits(own ? Number(own) : bits);
  kernel.setEvaluator('learned');
  kernels.push(kernel);
}
const cpu = paths.map(() => positions.map(() => []));
const nodes = paths.map(() => positions.map(() => 0));
for (let r = 0; r < rounds; r++) {
  positions.forEach((p, j) => {
    for (let t = 0; t < kernels.length; t++) {
      const i = (t + r + j) % kernels.length;
      kernels[i].clearHash();
      const start = process.cpuUsage();
      const result = kernels[i].search(p.player(), p.opponent(), { depth });
      const used = process.cpuUsage(start);
      cpu[i][j].push((used.user + used.system) / 1e6);
      nodes[i][j] = result.nodes;
    }
  });
  console.log(
    `round ${r + 1}: cpu-s ${paths.map((_, i) => cpu[i].reduce((s, c) => s + c[r], 0).toFixed(2)).join(' ')}`,
  );
}
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
const least = paths.map((_, i) => sum(cpu[i].map((c) => Math.min(...c))));
const median = paths.map((_, i) => sum(cpu[i].map((c) => [...c].sort((a, b) => a - b)[c.length >> 1])));
const total = paths.map((_, i) => sum(nodes[i]));
const ratio = (x, y) => (x / y).toFixed(3);
paths.forEach((path, i) => {
  const rate = total[i] / least[i] / 1e6;
  const rate0 = total[0] / least[0] / 1e6;
  console.log(
    `${path}: ${total[i]} nodes (${ratio(total[i], total[0])}x; ${nodes[i].join(' ')}), least cpu-s ${least[i].toFixed(2)} (${ratio(least[i], least[0])}x), median ${median[i].toFixed(2)} (${ratio(median[i], median[0])}x), ${rate.toFixed(2)} M nodes per least CPU-second (${ratio(rate, rate0)}x)`,
  );
});
