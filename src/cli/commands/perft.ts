/**
 * `wedge perft <depth>`: the number of leaves of the game tree to a depth, from the start or from a
 * board, and the time it took. The counting convention is data/perft.txt's: a pass is a ply
 * and a game that ends early is one leaf. The WebAssembly kernel counts by default (in the engine's
 * worker); `--library` counts with the readable rules library instead.
 */
import type { Command } from 'commander';
import { Position, perft } from '../../core/index.js';
import { EngineError } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import {
  type CliFailure,
  failed,
  loadBoard,
  parseIntOption,
  parseVariantOption,
  runCommand,
  VARIANT_HELP,
} from '../io.js';

/**
 * The one place that counts: the kernel (through the engine's worker; its own clock times the count,
 * without the worker's start) or, with `library`, the readable rules library.
 */
export const countLeavesTimed = async (
  position: Position,
  depth: number,
  library = false,
): Promise<{ leaves: number; seconds: number }> => {
  if (library) {
    const started = performance.now();
    const leaves = perft(position, depth);
    return { leaves, seconds: (performance.now() - started) / 1000 };
  }
  const engine = createNodeEngine();
  try {
    const { leaves, timeMs } = await engine.perft(position, depth);
    return { leaves, seconds: timeMs / 1000 };
  } finally {
    await engine.close();
  }
};

/** The leaf count alone (kernel by default, the rules library with `library`). */
export const countLeaves = async (position: Position, depth: number, library = false): Promise<number> =>
  (await countLeavesTimed(position, depth, library)).leaves;

interface PerftOptions {
  board?: string;
  variant?: string;
  json?: boolean;
  library?: boolean;
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
  let counted: { leaves: number; seconds: number };
  try {
    counted = await countLeavesTimed(position, depth.value!, options.library === true);
  } catch (error) {
    return failed(error instanceof EngineError ? `${error.code}: ${error.message}` : String(error));
  }
  const { leaves, seconds } = counted;
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
    .option('--variant <variant>', VARIANT_HELP, 'standard')
    .option('--library', 'count with the readable rules library instead of the WebAssembly kernel')
    .option('--json', 'print one JSON object: {"depth": 8, "leaves": 390216, "seconds": 1.2}')
    .action(runCommand('perft', run));
};
