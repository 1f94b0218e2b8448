// FFO endgame positions solved with the move ordering of each evaluation: the solver orders moves at
// 16+ empties by shallow midgame searches, which call the selected evaluation.
// `node --import tsx tools/train/bench-ffo.ts [--ffo 40-49] [--hash 22] [--evaluators 0,2] [--wasm path]`
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, loadWeights } from '../../src/engine/weights.js';
import { parseFlags } from './generate.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const flags = parseFlags(process.argv.slice(2));
const [a, b] = (flags.get('ffo') ?? '40-49').split('-').map(Number);
const evaluators = (flags.get('evaluators') ?? '0,2').split(',').map(Number);
const k = await loadKernel(flags.get('wasm') ?? kernelWasmPath());
k.setHashBits(Number(flags.get('hash') ?? 22));
if (!installWeights(k, await loadWeights())) throw new Error('bench-ffo: weights not accepted');

const lines = ['fforum-20-39.obf', 'fforum-40-49.obf']
  .flatMap((f) => readFileSync(join(ROOT, 'data/ffo', f), 'utf8').split('\n'))
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('%'));

function parse(line: string): { p: bigint; o: bigint; best: number } {
  const side = line.slice(64).trim()[0];
  let p = 0n;
  let o = 0n;
  for (let i = 0; i < 64; i++) {
    const c = line[i] === '*' ? 'X' : line[i];
    if (c === side) p |= 1n << BigInt(i);
    else if (c === 'X' || c === 'O') o |= 1n << BigInt(i);
  }
  const best = Number(line.slice(64).trim().slice(2).split(';')[0].split(':')[1]);
  return { p, o, best };
}

for (const ev of evaluators) {
  if (k.setEvaluator(ev) !== ev) throw new Error(`bench-ffo: evaluator ${ev} not available`);
  let nodes = 0;
  let secs = 0;
  let wrong = 0;
  for (let id = a; id <= b; id++) {
    const { p, o, best } = parse(lines[id - 20]);
    k.clearHash();
    const t0 = performance.now();
    const r = k.solve(p, o);
    const t = (performance.now() - t0) / 1000;
    if (r.score !== best) wrong++;
    nodes += r.nodes;
    secs += t;
    console.log(
      `evaluator ${ev} #${id}: score ${r.score} (expect ${best}) ${r.score === best ? 'OK' : 'WRONG'}, ${r.nodes} nodes, ${t.toFixed(2)} s`,
    );
  }
  console.log(`evaluator ${ev} total #${a}-#${b}: ${nodes} nodes, ${secs.toFixed(1)} s, ${wrong} wrong`);
}
