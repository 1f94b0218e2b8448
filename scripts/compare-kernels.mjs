// Compares kernel builds on FFO solves in one process, for a CPU ratio on a loaded machine: each
// position is solved by every kernel in turn (the order rotating), from empty 2^22 tables, one thread,
// learned evaluation with its Multi-ProbCut rows (as `wedge bench --ffo`), for several rounds; a
// kernel's CPU figure is the sum over the positions of its least CPU time over the rounds (and of the
// median), its ratio against the first kernel's. Every score is checked against the FFO file's.
// Uses the built package (dist/). Build a variant with `npm run build:kernel` and copy
// build/kernel.wasm aside first.
// Usage: node scripts/compare-kernels.mjs <ffo, e.g. 40-44,46-47> <rounds> <a.wasm> [b.wasm ...]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const load = (path) => import(pathToFileURL(join(root, path)).href);
const { loadKernel } = await load('dist/engine/kernel.js');
const { readWeights, installWeights } = await load('dist/engine/weights.js');
const { parseMpc, installMpc } = await load('dist/engine/mpc.js');
const { Bitboard } = await load('dist/core/index.js');

const [range, roundsText, ...paths] = process.argv.slice(2);
const rounds = Number(roundsText);
if (!range || !(rounds >= 1) || paths.length === 0) {
  console.error(
    'usage: node scripts/compare-kernels.mjs <ffo, e.g. 40-44,46-47> <rounds> <a.wasm> [b.wasm ...]',
  );
  process.exit(2);
}
const ranges = range.split(',').map((r) => {
  const [a, b] = r.split('-').map(Number);
  return [a, b ?? a];
});
const files = [
  ['fforum-20-39.obf', 20],
  ['fforum-40-49.obf', 40],
  ['fforum-50-59.obf', 50],
];
/** A line of an FFO file: 64 squares a1..h8 (X black, O white, - empty), the side to move, the scores. */
const position = (number, line) => {
  const half = (c, from) => {
    let x = 0;
    for (let i = 0; i < 32; i++) if (line[from + i] === c) x |= 1 << i;
    return x >>> 0;
  };
  const bits = (c) => Bitboard.fromHalves(half(c, 0), half(c, 32));
  const [X, O] = [bits('X'), bits('O')];
  const black = line[65] === 'X';
  return { number, P: black ? X : O, O: black ? O : X, best: Number(line.split(';')[1].split(':')[1]) };
};
const positions = files.flatMap(([file, first]) =>
  readFileSync(join(root, 'data/ffo', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l, i) => position(first + i, l))
    .filter((p) => ranges.some(([a, b]) => p.number >= a && p.number <= b)),
);
const weights = readWeights(new Uint8Array(readFileSync(join(root, 'data/weights/wedge-eval.bin'))));
const mpc = parseMpc(readFileSync(join(root, 'data/weights/mpc.json'), 'utf8'));
if (!weights.ok || !mpc.ok) throw new Error('cannot read data/weights/wedge-eval.bin or mpc.json');
const kernels = [];
for (const path of paths) {
  const kernel = await loadKernel(readFileSync(path));
  installWeights(kernel, weights.value);
  installMpc(kernel, mpc.value, weights.value);
  kernel.setHashBits(22);
  kernel.setEvaluator('learned');
  kernels.push(kernel);
}
const cpu = paths.map(() => positions.map(() => []));
const nodes = paths.map(() => positions.map(() => 0));
let wrong = 0;
for (let r = 0; r < rounds; r++) {
  positions.forEach((p, j) => {
    for (let t = 0; t < kernels.length; t++) {
      const i = (t + r + j) % kernels.length;
      kernels[i].clearHash();
      const start = process.cpuUsage();
      const result = kernels[i].solve(p.P, p.O);
      const used = process.cpuUsage(start);
      cpu[i][j].push((used.user + used.system) / 1e6);
      nodes[i][j] = result.nodes;
      if (result.score !== p.best) {
        wrong++;
        console.log(`WRONG: FFO #${p.number} by ${paths[i]}: ${result.score}, expected ${p.best}`);
      }
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
paths.forEach((path, i) => {
  const ratio = (x, y) => (x / y).toFixed(3);
  console.log(
    `${path}: ${total[i]} nodes (${ratio(total[i], total[0])}x), least cpu-s ${least[i].toFixed(2)} (${ratio(least[i], least[0])}x), median ${median[i].toFixed(2)} (${ratio(median[i], median[0])}x)`,
  );
});
process.exit(wrong === 0 ? 0 : 1);
