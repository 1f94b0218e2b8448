/**
 * `wedge solve`: exact endgame solves of every position of an OBF file, checked against the scores
 * the file lists (FFO style). Without `--time` every position is solved exactly, however long it
 * takes. Exit code 1 when any answer is wrong or unproved; 2 when some lines could not be read (the
 * others are solved first, and each bad line is named on stderr as it comes).
 */
import type { Command } from 'commander';
import { parseObfLines } from '../../core/formats/index.js';
import { makeMove, type Position } from '../../core/index.js';
import { EngineError } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  fileName,
  parseHashOption,
  parseSecondsOption,
  parseThreadsOption,
  parseVariantOption,
  readText,
  runCommand,
  THREADS_HELP,
  toMilliseconds,
  VARIANT_HELP,
} from '../io.js';
import { formatScore, formatSpeed } from './bestmove.js';

interface SolveOptions {
  time?: string;
  hash?: string;
  threads?: string;
  variant?: string;
}

const solve = async (file: string, options: SolveOptions): Promise<CliFailure | undefined> => {
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  const time = parseSecondsOption('--time', options.time);
  if (!time.ok) return time.error;
  const hash = parseHashOption(options.hash);
  if (!hash.ok) return hash.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const text = await readText(file);
  if (!text.ok) return text.error;
  const lines = parseObfLines(text.value, variant.value);
  if (lines.length === 0) return badInput(`${fileName(file)}: no positions`);
  const engine = createNodeEngine({ hashBits: hash.value ?? 20, threads: threads.value ?? 1 });
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  const badLines: number[] = [];
  let wrong = 0;
  let right = 0;
  let unproved = 0;
  let checked = 0;
  let solved = 0;
  let totalNodes = 0;
  let totalMs = 0;
  try {
    for (const [i, { line, entry }] of lines.entries()) {
      if (!entry.ok) {
        // Reported now, in order with the answers; the run goes on and exits 2 at the end.
        process.stderr.write(`wedge solve: ${describeFormatError(fileName(file), entry.error)}\n`);
        badLines.push(line);
        continue;
      }
      const { position, solutions } = entry.value;
      const empties = position.empties().size();
      const head = `#${String(i + 1).padEnd(3)} ${String(empties).padStart(2)} empties`;
      const found = await solveOne(engine, position, time.value);
      if (typeof found === 'string') return failed(`position ${i + 1} (line ${line}): ${found}`);
      const { move, score, exact, nodes, timeMs } = found;
      solved++;
      totalNodes += nodes;
      totalMs += timeMs;
      if (!exact) unproved++;
      let verdict = '';
      if (solutions.length > 0) {
        checked++;
        const best = solutions[0].score;
        const ok =
          exact && score === best && solutions.some((s) => s.score === best && makeMove(s.move) === move);
        if (ok) right++;
        else if (exact) wrong++;
        const bestMoves = solutions.filter((s) => s.score === best).map((s) => makeMove(s.move));
        verdict = `  expected ${formatScore(best)} (${bestMoves.join(' ')}) ${ok ? 'OK' : exact ? 'WRONG' : 'UNPROVED'}`;
      }
      // An unproved line has no score to show: the search stopped before its proof.
      const answer = exact
        ? `best ${move.padEnd(2)}  score ${formatScore(score).padStart(3)}`
        : `UNPROVED (--time ran out)`;
      const speed = timeMs > 0 ? (nodes * 1000) / timeMs : 0;
      out(`${head}  ${answer}${verdict}  nodes ${nodes}  time ${timeMs} ms  ${formatSpeed(speed)}`);
    }
  } finally {
    await engine.close();
  }
  const speed = totalMs > 0 ? (totalNodes * 1000) / totalMs : 0;
  const positions = `${solved} position${solved === 1 ? '' : 's'}`;
  out(
    `total: ${positions}, ${right}/${checked} right, ` +
      `${unproved} unproved, ${totalNodes} nodes, ${(totalMs / 1000).toFixed(3)} s, ${formatSpeed(speed)}` +
      (badLines.length > 0 ? `, ${badLines.length} unreadable` : ''),
  );
  const failures = [
    ...(wrong > 0 ? [`${wrong} wrong`] : []),
    ...(unproved > 0 ? [`${unproved} unproved`] : []),
  ];
  if (badLines.length > 0)
    return badInput(
      `${fileName(file)}: line${badLines.length === 1 ? '' : 's'} ${badLines.join(', ')} could not be read, ` +
        `the other ${solved} solved${failures.length > 0 ? ` (${failures.join(', ')})` : ''}`,
    );
  return failures.length > 0 ? failed(`${failures.join(' and ')} of ${positions}`) : undefined;
};

interface Solved {
  readonly move: string;
  readonly score: number;
  readonly exact: boolean;
  readonly nodes: number;
  readonly timeMs: number;
}

/** One position: a finished game scores itself; otherwise the engine proves it (a pass included). */
const solveOne = async (
  engine: ReturnType<typeof createNodeEngine>,
  position: Position,
  seconds: number | undefined,
): Promise<Solved | string> => {
  if (position.isGameOver())
    return { move: '--', score: position.moverScore()!, exact: true, nodes: 0, timeMs: 0 };
  try {
    const r = await engine.solve(position, seconds === undefined ? {} : { timeMs: toMilliseconds(seconds) });
    return { move: makeMove(r.move), score: r.score, exact: r.exact, nodes: r.nodes, timeMs: r.timeMs };
  } catch (error) {
    return error instanceof EngineError ? `${error.code}: ${error.message}` : String(error);
  }
};

/** Registers `wedge solve`. */
export const registerSolve = (program: Command): void => {
  program
    .command('solve')
    .description('solve every position of an OBF file exactly and check the listed scores (FFO style)')
    .argument('<file>', 'OBF file: one position a line, optionally followed by ; MOVE:score items')
    .option('-t, --time <seconds>', 'give up on a position after this long (it then counts as unproved)')
    .option('--hash <bits>', 'transposition tables of 2^bits entries each (10-25, default 20)')
    .option('--threads <n>', THREADS_HELP)
    .option('--variant <variant>', VARIANT_HELP)
    .action(runCommand('solve', solve));
};
