// What a self-play game costs at a setting, to size a run before starting it:
// `node --import tsx tools/train/game-cost.ts --depth 6 --cut 20 --games 6 [--weights FILE] [--noise 100]
// [--epsilon 0.01]` plays the games on one kernel (the learned evaluation of FILE, default today's
// expert data/weights/wedge-eval-v1.bin; `--weights none` for the hand-written one) and prints the CPU
// seconds and positions per game.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags, playShard, selfPlayKernel } from './generate.js';
import { DEFAULT_SELFPLAY } from './selfplay.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const flags = parseFlags(process.argv.slice(2));
const num = (k: string, d: number): number => (flags.has(k) ? Number(flags.get(k)) : d);
const w = flags.get('weights') ?? 'data/weights/wedge-eval-v1.bin';
const kernel = await selfPlayKernel(w === 'none' ? null : join(ROOT, w));
const games = num('games', 6);
const selfplay = {
  ...DEFAULT_SELFPLAY,
  depth: num('depth', 6),
  cutEmpties: num('cut', 20),
  noise: num('noise', 100),
  epsilon: num('epsilon', 0.01),
};
const cpu = process.cpuUsage();
const r = await playShard(kernel, num('seed', 77), 0, games, selfplay);
const used = process.cpuUsage(cpu);
console.log(
  `depth ${selfplay.depth}, exact from ${selfplay.cutEmpties} empties: ${games} games, ${r.positions} positions ` +
    `(${r.exact} exact), ${((used.user + used.system) / 1e6 / games).toFixed(2)} CPU-s a game`,
);
