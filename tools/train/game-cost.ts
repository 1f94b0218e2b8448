// What a self-play game costs at a setting, to size a run before starting it:
// `node --import tsx tools/train/game-cost.ts --depth 6 --cut 20 --games 6 [--weights FILE] [--noise 100]
// [--epsilon 0.01]` plays the games on one kernel (the learned evaluation of FILE, default today's
// expert data/weights/wedge-eval-v1.bin; `--weights none` for the hand-written one) and prints the CPU
// seconds and positions per game.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { playShard, selfPlayKernel } from './generate.js';
import { decimal, integer } from './options.js';
import { DEFAULT_SELFPLAY } from './selfplay.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const o = new Command('game-cost')
  .description('CPU seconds and positions per self-play game at a setting')
  .option('--depth <plies>', 'search depth of the middle game', integer(1, 60), 6)
  .option('--cut <empties>', 'solve exactly from this many empties', integer(0, 60), 20)
  .option('--games <n>', 'games to play', integer(1), 6)
  .option('--noise <centidiscs>', 'evaluation noise amplitude', integer(0), 100)
  .option('--epsilon <p>', 'probability of a random move', decimal(0, 1), 0.01)
  .option('--seed <s>', 'seed of the games', integer(0), 77)
  .option('--weights <file>', 'weights that play, or none (hand-written)', 'data/weights/wedge-eval-v1.bin')
  .showHelpAfterError()
  .parse()
  .opts<{
    depth: number;
    cut: number;
    games: number;
    noise: number;
    epsilon: number;
    seed: number;
    weights: string;
  }>();
const kernel = await selfPlayKernel(o.weights === 'none' ? null : join(ROOT, o.weights));
const games = o.games;
const selfplay = {
  ...DEFAULT_SELFPLAY,
  depth: o.depth,
  cutEmpties: o.cut,
  noise: o.noise,
  epsilon: o.epsilon,
};
const cpu = process.cpuUsage();
const r = await playShard(kernel, o.seed, 0, games, selfplay);
const used = process.cpuUsage(cpu);
console.log(
  `depth ${selfplay.depth}, exact from ${selfplay.cutEmpties} empties: ${games} games, ${r.positions} positions ` +
    `(${r.exact} exact), ${((used.user + used.system) / 1e6 / games).toFixed(2)} CPU-s a game`,
);
