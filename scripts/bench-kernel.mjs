// Kernel benchmark: FFO endgame positions (exact solve, one thread) and perft speed against the
// native C reference. Not part of the tests (minutes, not seconds).
// Usage: node scripts/bench-kernel.mjs [--ffo 40-49|20-39|N-M] [--hash BITS] [--perft DEPTH]
//                                      [--ref /tmp/perft-ref] [--no-perft] [--no-ffo] [--weights FILE]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const wasmPath = join(root, 'build/kernel.wasm');
if (!existsSync(wasmPath))
  execFileSync('node', [join(root, 'scripts/build-kernel.mjs')], { stdio: 'inherit' });
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
  env: { now: () => performance.now(), shouldStop: () => 0, onIteration: () => {}, abort: () => {} },
});
const k = instance.exports;
const lo = (x) => Number(x & 0xffffffffn);
const hi = (x) => Number(x >> 32n);
const sqName = (s) => (s === 64 ? 'PA' : s < 0 ? '--' : 'ABCDEFGH'[s & 7] + ((s >> 3) + 1));

function parseObf(line) {
  const [board, rest] = [line.slice(0, 64), line.slice(64).trim()];
  const side = rest[0];
  let P = 0n;
  let O = 0n;
  for (let i = 0; i < 64; i++) {
    const c = board[i] === '*' ? 'X' : board[i];
    if (c === 'X' || c === 'O') {
      if (c === side) P |= 1n << BigInt(i);
      else O |= 1n << BigInt(i);
    }
  }
  const answers = rest
    .slice(2)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [m, v] = s.split(':');
      return { move: m, score: Number(v) };
    });
  return { P, O, answers };
}

function ffo(range) {
  const [a, b] = range.split('-').map(Number);
  const files = ['fforum-20-39.obf', 'fforum-40-49.obf'].map((f) => join(root, 'data/ffo', f));
  const lines = files
    .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('%'));
  k.setHashBits(Number(opt('--hash', '22')));
  // --weights FILE: install a learned evaluation (src/engine/weights.ts format) and select evaluator 2.
  const weights = opt('--weights', '');
  if (weights) {
    const bytes = readFileSync(weights);
    const at = k.weightsBuffer(bytes.length);
    new Uint8Array(k.memory.buffer, at, bytes.length).set(bytes);
    if (k.weightsInstall(bytes.length) !== 1 || k.setEvaluator(2) !== 2)
      throw new Error('weights not accepted');
    console.log(`evaluator 2 (learned) from ${weights}`);
  }
  // --param id=v,id=v: experimental solver knobs (see setParam in src/engine/assembly/index.ts)
  for (const kv of (opt('--param', '') || '').split(',').filter(Boolean)) {
    const [id, v] = kv.split('=').map(Number);
    k.setParam(id, v);
  }
  let totalNodes = 0;
  let totalTime = 0;
  let totalCpu = 0;
  let wrong = 0;
  console.log('#   empties move  score expect  ok     nodes        time(s)  Mn/s   cpu(s) Mn/cpu-s');
  for (let id = a; id <= b; id++) {
    const { P, O, answers } = parseObf(lines[id - 20]);
    k.clearHash();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const score = k.solve(lo(P), hi(P), lo(O), hi(O), 0, 0, 0);
    const t = (performance.now() - t0) / 1000;
    const c1 = process.cpuUsage(c0);
    const cpu = (c1.user + c1.system) / 1e6;
    totalCpu += cpu;
    const nodes = k.nodeCount();
    const move = sqName(k.bestMove());
    const best = answers[0].score;
    const okMove = answers.some((x) => x.score === best && x.move === move);
    const ok = score === best && okMove;
    if (!ok) wrong++;
    totalNodes += nodes;
    totalTime += t;
    const empties = 64 - (P | O).toString(2).replace(/0/g, '').length;
    console.log(
      `#${id} ${String(empties).padStart(3)}  ${move.padEnd(4)} ${String(score).padStart(5)} ${String(best).padStart(6)}  ${ok ? 'OK   ' : 'WRONG'} ${String(nodes).padStart(12)} ${t.toFixed(3).padStart(9)} ${(nodes / t / 1e6).toFixed(1).padStart(6)} ${cpu.toFixed(3).padStart(8)} ${(nodes / cpu / 1e6).toFixed(1).padStart(6)}`,
    );
  }
  console.log(
    `total ${range}: ${b - a + 1 - wrong}/${b - a + 1} correct, ${totalNodes} nodes, ${totalTime.toFixed(2)} s, ${(totalNodes / totalTime / 1e6).toFixed(1)} M nodes/s; cpu ${totalCpu.toFixed(2)} s, ${(totalNodes / totalCpu / 1e6).toFixed(1)} M nodes/cpu-s`,
  );
}

function perftLine(depth) {
  const P = (1n << 28n) | (1n << 35n);
  const O = (1n << 27n) | (1n << 36n);
  const mode = opt('--perft-mode', '0'); // 0 ray flips (default), 2 fill flips (the C `fill` algorithm)
  const t0 = performance.now();
  const n = k.perft(lo(P), hi(P), lo(O), hi(O), depth, Number(mode));
  const t = (performance.now() - t0) / 1000;
  console.log(
    `wasm perft-${mode === '2' ? 'fill' : 'ray'} d=${depth} leaves=${n} time=${t.toFixed(3)} s  ${(n / t / 1e6).toFixed(2)} Mleaves/s`,
  );
  const ref = opt('--ref', '/tmp/perft-ref');
  if (existsSync(ref)) {
    const out = execFileSync(ref, ['perft', String(depth), 'fill'], { encoding: 'utf8' }).trim();
    console.log(out);
    const m = /time=([\d.]+)/.exec(out);
    if (m) console.log(`ratio wasm/C (fill) = ${(t / Number(m[1])).toFixed(3)}`);
  } else console.log(`(no C reference at ${ref}; build it with gcc -O2 -march=native)`);
}

if (!args.includes('--no-perft')) perftLine(Number(opt('--perft', '10')));
if (!args.includes('--no-ffo')) ffo(opt('--ffo', '40-49'));
