/**
 * `wedge perft <depth>`: the number of leaves of the game tree to a depth, from the start or from a
 * board, and the time it took. The counting convention is shared/data/perft.txt's: a pass is a ply
 * and a game that ends early is one leaf.
 */
import type { Command } from 'commander';
import { Position, perft } from '../../core/index.js';
import { type CliFailure, loadBoard, parseIntOption, parseVariantOption, runCommand } from '../io.js';

/**
 * The one place that counts: the readable library's perft today. Async so a WebAssembly kernel
 * (loaded asynchronously) can take its place, with the library kept behind a flag.
 */
export const countLeaves = async (position: Position, depth: number): Promise<number> =>
  perft(position, depth);

interface PerftOptions {
  board?: string;
  variant?: string;
  json?: boolean;
}

const run = async (depthText: string, options: PerftOptions): Promise<CliFailure | undefined> => {
  const depth = parseIntOption('depth', depthText, 0, 60);
  if (!depth.ok) return depth.error;
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  let position = Position.initial(variant.value);
  if (options.board !== undefined) {
    const board = loadBoard(options.board, variant.value);
    if (!board.ok) return board.error;
    position = board.value;
  }
  const started = performance.now();
  const leaves = await countLeaves(position, depth.value!);
  const seconds = (performance.now() - started) / 1000;
  if (options.json) {
    process.stdout.write(
      `${JSON.stringify({ depth: depth.value, leaves, seconds: Number(seconds.toFixed(3)) })}\n`,
    );
    return undefined;
  }
  const rate = seconds > 0 ? ` (${Math.round(leaves / seconds).toLocaleString('en-US')} leaves/s)` : '';
  process.stdout.write(`perft ${depth.value}: ${leaves} leaves\ntime ${seconds.toFixed(3)} s${rate}\n`);
  return undefined;
};

/** Adds `wedge perft`. */
export const registerPerft = (program: Command): void => {
  program
    .command('perft')
    .description(
      'count the leaves of the game tree to <depth> plies (a pass is a ply; a finished game is one leaf)',
    )
    .argument('<depth>', 'plies to count, e.g. 8 (390216 leaves from the start)')
    .option(
      '--board <obf>',
      'start from this board, e.g. "---------------------------OX------XO--------------------------- X"',
    )
    .option('--variant <variant>', 'rules and size: standard, anti, reversi, 6x6, anti-4x4, ...', 'standard')
    .option('--json', 'print one JSON object: {"depth": 8, "leaves": 390216, "seconds": 1.2}')
    .action(runCommand('perft', run));
};
