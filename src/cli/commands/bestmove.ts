/**
 * `wedge bestmove`: the engine's move for one position given as an OBF board, under a level, a depth
 * or a time budget; as text or as one JSON object.
 */
import type { Command } from 'commander';
import { quote } from '../../core/formats/index.js';
import { makeMove } from '../../core/index.js';
import { EngineError, parseLevel, type SearchLimits } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import {
  badInput,
  type CliFailure,
  failed,
  loadBoard,
  parseHashOption,
  parseIntOption,
  parseSecondsOption,
  parseThreadsOption,
  parseVariantOption,
  runCommand,
  THREADS_HELP,
  toMilliseconds,
  VARIANT_HELP,
} from '../io.js';

interface BestMoveOptions {
  board?: string;
  level?: string;
  depth?: string;
  time?: string;
  seed?: string;
  hash?: string;
  threads?: string;
  variant?: string;
  json?: boolean;
  /** False with --no-book. */
  book?: boolean;
}

/** A score as players write it: `+6`, `-2`, `+1.35`. */
export const formatScore = (score: number): string => {
  const text = Number.isInteger(score) ? String(score) : score.toFixed(2);
  return score > 0 ? `+${text}` : text;
};

/** Nodes per second in millions, e.g. `12.3 M nodes/s`. */
export const formatSpeed = (nodesPerSecond: number): string =>
  `${(nodesPerSecond / 1e6).toFixed(2)} M nodes/s`;

const bestMove = async (options: BestMoveOptions): Promise<CliFailure | undefined> => {
  if (options.board === undefined) return badInput('give the position: --board "<64 squares> <X|O>"');
  const chosen = [options.level, options.depth, options.time].filter((o) => o !== undefined).length;
  if (chosen > 1) return badInput('give at most one of --level, --depth and --time');
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  const position = loadBoard(options.board, variant.value);
  if (!position.ok) return position.error;
  if (position.value.isGameOver()) return badInput('--board: the game is over, there is no move to find');
  const level = options.level === undefined ? undefined : parseLevel(options.level);
  if (options.level !== undefined && level === undefined)
    return badInput(`--level must be easy, medium, hard or expert, got ${quote(options.level)}`);
  const depth = parseIntOption('--depth', options.depth, 1, 60);
  if (!depth.ok) return depth.error;
  const time = parseSecondsOption('--time', options.time);
  if (!time.ok) return time.error;
  const seed = parseIntOption('--seed', options.seed, 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;
  const hash = parseHashOption(options.hash);
  if (!hash.ok) return hash.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const limits: SearchLimits = {
    ...(chosen === 0 ? { level: 'hard' as const } : {}),
    ...(level === undefined ? {} : { level }),
    ...(depth.value === undefined ? {} : { depth: depth.value }),
    ...(time.value === undefined ? {} : { timeMs: toMilliseconds(time.value) }),
    ...(seed.value === undefined ? {} : { seed: seed.value }),
    ...(options.book === false ? { book: false } : {}),
  };
  const engine = createNodeEngine({
    ...(hash.value === undefined ? {} : { hashBits: hash.value }),
    threads: threads.value ?? 1,
  });
  try {
    const r = await engine.bestMove(position.value, limits);
    const pv = r.pv.map(makeMove);
    if (options.json)
      process.stdout.write(
        `${JSON.stringify({
          move: makeMove(r.move),
          score: r.score,
          exact: r.exact,
          depth: r.depth,
          pv,
          nodes: r.nodes,
          nodesPerSecond: r.nodesPerSecond,
          timeMs: r.timeMs,
          book: r.book === true,
        })}\n`,
      );
    else
      process.stdout.write(
        `best ${makeMove(r.move)}  score ${formatScore(r.score)}${r.exact ? ' (exact)' : ''}${r.book ? ' (book)' : ''}  depth ${r.depth}  ` +
          `nodes ${r.nodes}  time ${r.timeMs} ms  ${formatSpeed(r.nodesPerSecond)}\npv ${pv.join(' ')}\n`,
      );
    return undefined;
  } catch (error) {
    return failed(error instanceof EngineError ? `${error.code}: ${error.message}` : String(error));
  } finally {
    await engine.close();
  }
};

/** Registers `wedge bestmove`. */
export const registerBestMove = (program: Command): void => {
  program
    .command('bestmove')
    .description("the engine's move for a position (OBF board), by level, depth or time")
    .option(
      '--board <obf>',
      'the position: 64 squares a1..h8 (X, O, -) and the side to move, e.g. "...X... X"',
    )
    .option('-l, --level <level>', 'easy, medium, hard or expert (default hard when no depth or time)')
    .option('-d, --depth <plies>', 'search to this depth (1-60)')
    .option('-t, --time <seconds>', 'search for this long, e.g. 2.5 (under a millisecond: 1 ms)')
    .option('--seed <n>', 'seed for random choices (easy, medium)')
    .option('--hash <bits>', 'transposition tables of 2^bits entries each (10-25, default 20)')
    .option('--threads <n>', THREADS_HELP)
    .option('--variant <variant>', VARIANT_HELP)
    .option('--no-book', 'search even when the position is in the opening book (hard and expert use it)')
    .option('--json', 'print one JSON object')
    .action(runCommand('bestmove', bestMove));
};
