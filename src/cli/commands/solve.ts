/**
 * `wedge solve`: exact endgame solves of every position of an OBF file, checked against the scores
 * the file lists (FFO style). Exit code 1 when any answer is wrong or unproved.
 */
import type { Command } from 'commander';
import { parseObfFile } from '../../core/formats/index.js';
import { makeMove, type Position } from '../../core/index.js';
import { createNodeEngine, EngineError } from '../../engine/index.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  parseIntOption,
  parseSecondsOption,
  parseVariantOption,
  readText,
  runCommand,
  VARIANT_HELP,
} from '../io.js';
import { formatScore, formatSpeed } from './bestmove.js';

interface SolveOptions {
  time?: string;
  hash?: string;
  variant?: string;
}

const solve = async (file: string, options: SolveOptions): Promise<CliFailure | undefined> => {
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  const time = parseSecondsOption('--time', options.time);
  if (!time.ok) return time.error;
  const hash = parseIntOption('--hash', options.hash, 10, 26);
  if (!hash.ok) return hash.error;
  const text = await readText(file);
  if (!text.ok) return text.error;
  const entries = parseObfFile(text.value, variant.value);
  if (!entries.ok) return badInput(describeFormatError(file, entries.error));
  if (entries.value.length === 0) return badInput(`${file}: no positions`);
  const engine = createNodeEngine({ hashBits: hash.value ?? 20 });
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  let wrong = 0;
  let checked = 0;
  let totalNodes = 0;
  let totalMs = 0;
  try {
    for (const [i, { position, solutions }] of entries.value.entries()) {
      const empties = position.empties().size();
      const head = `#${String(i + 1).padEnd(3)} ${String(empties).padStart(2)} empties`;
      const found = await solveOne(engine, position, time.value);
      if (typeof found === 'string') return failed(`position ${i + 1}: ${found}`);
      const { move, score, exact, nodes, timeMs } = found;
      totalNodes += nodes;
      totalMs += timeMs;
      let verdict = '';
      if (solutions.length > 0) {
        checked++;
        const best = solutions[0].score;
        const right =
          exact && score === best && solutions.some((s) => s.score === best && makeMove(s.move) === move);
        if (!right) wrong++;
        const bestMoves = solutions.filter((s) => s.score === best).map((s) => makeMove(s.move));
        verdict = `  expected ${formatScore(best)} (${bestMoves.join(' ')}) ${right ? 'OK' : exact ? 'WRONG' : 'UNPROVED'}`;
      }
      const speed = timeMs > 0 ? (nodes * 1000) / timeMs : 0;
      out(
        `${head}  best ${move.padEnd(2)}  score ${formatScore(score).padStart(3)}${exact ? '' : ' (not exact)'}${verdict}` +
          `  nodes ${nodes}  time ${timeMs} ms  ${formatSpeed(speed)}`,
      );
    }
  } finally {
    await engine.close();
  }
  const speed = totalMs > 0 ? (totalNodes * 1000) / totalMs : 0;
  out(
    `total: ${entries.value.length} positions, ${checked - wrong}/${checked} right, ${totalNodes} nodes, ` +
      `${(totalMs / 1000).toFixed(3)} s, ${formatSpeed(speed)}`,
  );
  return wrong > 0 ? failed(`${wrong} of ${checked} answers wrong or unproved`) : undefined;
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
    const r = await engine.solve(
      position,
      seconds === undefined ? {} : { timeMs: Math.round(seconds * 1000) },
    );
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
    .option('-t, --time <seconds>', 'give up on a position after this long (it then counts as wrong)')
    .option('--hash <bits>', 'transposition table of 2^bits entries (10-26, default 20)')
    .option('--variant <variant>', VARIANT_HELP)
    .action(runCommand('solve', solve));
};
