// Evaluation speed: the same fixed-depth searches with the hand-written (0) and the learned (2)
// evaluation; prints nodes, time and nodes per second. `node --import tsx tools/train/bench-eval.ts [--depth 8] [--positions 40] [--wasm path]`
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, LEARNED_EVALUATOR, loadWeights } from '../../src/engine/weights.js';
import { parseFlags } from './generate.js';
import { randomOpenings } from './match.js';

const flags = parseFlags(process.argv.slice(2));
const depth = Number(flags.get('depth') ?? 8);
const count = Number(flags.get('positions') ?? 40);
const k = await loadKernel(flags.get('wasm') ?? kernelWasmPath());
if (!installWeights(k, await loadWeights())) throw new Error('bench-eval: weights not accepted');
const starts = randomOpenings(k, count, 16, 5).map((line) => {
  let p = (1n << 28n) | (1n << 35n);
  let o = (1n << 27n) | (1n << 36n);
  for (const sq of line) {
    const f = k.flips(p, o, sq);
    [p, o] = [o & ~f, p | f | (1n << BigInt(sq))];
  }
  return [p, o] as const;
});
for (const id of [0, LEARNED_EVALUATOR, 0, LEARNED_EVALUATOR]) {
  k.setEvaluator(id);
  let nodes = 0;
  const t0 = performance.now();
  for (const [p, o] of starts) {
    k.clearHash();
    nodes += k.search(p, o, { maxDepth: depth }).nodes;
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `evaluator ${id}: ${count} positions (16 plies in), depth ${depth}: ${nodes} nodes, ${s.toFixed(2)} s, ${(nodes / s / 1e6).toFixed(2)} M nodes/s`,
  );
}
