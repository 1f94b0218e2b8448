/**
 * `wedge nboard`: the NBoard protocol (version 2) on stdin/stdout. A thin adapter: it feeds stdin
 * lines to the session state machine (`../nboard/session.ts`), writes each answer line as soon as it
 * is made (stdout to a pipe is asynchronous in Node, but ordered, and every write is a whole line),
 * and at the end of input stops any search (its answer comes with the best move found so far), lets
 * the answers finish, closes the engine and exits 0.
 */
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import type { WorkerEngine } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import { type CliFailure, parseIntOption, parseThreadsOption, runCommand, THREADS_HELP } from '../io.js';
import { NboardSession } from '../nboard/session.js';

interface NboardOptions {
  depth?: string;
  /** False with --no-book. */
  book?: boolean;
  threads?: string;
}

const nboard = async (options: NboardOptions): Promise<CliFailure | undefined> => {
  const depth = parseIntOption('--depth', options.depth, 1, 60);
  if (!depth.ok) return depth.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const book = options.book === false ? { book: false as const } : {};
  let engine: WorkerEngine = createNodeEngine({ threads: threads.value ?? 1, ...book });
  const session = new NboardSession(
    engine,
    {
      send: (line) => process.stdout.write(`${line}\n`),
      note: (text) => process.stderr.write(`${text}\n`),
    },
    {
      ...(depth.value === undefined ? {} : { depth: depth.value }),
      // `set threads N`: a new engine of N threads (its tables start empty), the old one closed.
      withThreads: async (n) => {
        if (n === engine.threads) return engine;
        await engine.close();
        engine = createNodeEngine({ threads: n, ...book });
        return engine;
      },
    },
  );
  const input = createInterface({
    input: process.stdin,
    crlfDelay: Number.POSITIVE_INFINITY,
    terminal: false,
  });
  input.on('line', (line) => session.receive(line));
  await new Promise<void>((resolve) => input.once('close', () => resolve()));
  await session.end();
  await engine.close();
  return undefined;
};

/** Registers `wedge nboard`. */
export const registerNboard = (program: Command): void => {
  program
    .command('nboard')
    .description('speak the NBoard engine protocol (version 2) on stdin/stdout, for NBoard and other GUIs')
    .option('-d, --depth <plies>', 'midgame depth until the GUI sends "set depth" (default 10)')
    .option('--no-book', 'search every position, the opening book unused')
    .option('--threads <n>', `${THREADS_HELP}, until the GUI sends "set threads"`)
    .action(runCommand('nboard', nboard));
};
