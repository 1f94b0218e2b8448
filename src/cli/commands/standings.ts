/**
 * `wedge standings results.csv`: the standings of a Swiss tournament from its results file (points,
 * Brightwell Quotient, discs). The file format and every rule live in `src/tournament`; this command
 * reads, prints, and reports bad lines one stderr line each.
 */
import type { Command } from 'commander';
import { printable } from '../../core/formats/index.js';
import {
  brightwellConstant,
  currentStandings,
  parseResultsCsv,
  type ResultsLine,
  type Standing,
  type TournamentError,
  tournamentFromResults,
} from '../../tournament/index.js';
import { badInput, type CliFailure, parseIntOption, readText, runCommand, writeOutput } from '../io.js';

/**
 * Every fault of a file as a failure: all but the last are written to stderr here, one line each
 * (`wedge <command>: <file>: line N: ...`), the last is returned for the usual report and exit code 2.
 */
export const fileFailure = (
  command: string,
  source: string,
  errors: readonly TournamentError[],
): CliFailure => {
  for (const e of errors.slice(0, -1)) process.stderr.write(`wedge ${command}: ${source}: ${e.message}\n`);
  return badInput(`${source}: ${errors[errors.length - 1].message}`);
};

/** The lines of a results file, or the failure that names its bad lines. */
export const readResults = async (
  command: string,
  path: string,
): Promise<{ lines: ResultsLine[] } | { failure: CliFailure }> => {
  const text = await readText(path);
  if (!text.ok) return { failure: text.error };
  const lines = parseResultsCsv(text.value);
  return lines.ok ? { lines: lines.value } : { failure: fileFailure(command, path, lines.error) };
};

/** A number as the tables print it: 2.5, 138.5, 230. */
const figure = (n: number): string => String(n);

/** The standings as a table with a title line: after which round, of how many, with which constant. */
export const formatStandings = (
  rows: readonly Standing[],
  after: number,
  rounds: number,
  c: number,
  withdrawn: ReadonlySet<string>,
): string => {
  // Names come from the file: control characters are shown escaped (issue #23).
  const names = rows.map((r) => printable(withdrawn.has(r.player) ? `${r.player} (withdrawn)` : r.player));
  const width = Math.max(6, ...names.map((n) => n.length));
  const header = `rank  ${'player'.padEnd(width)}  points      bq  discs  games`;
  const lines = rows.map(
    (r, i) =>
      `${String(r.rank).padStart(4)}  ${names[i].padEnd(width)}  ${figure(r.points).padStart(6)}  ${figure(r.bq).padStart(6)}  ${String(r.discs).padStart(5)}  ${String(r.games).padStart(5)}`,
  );
  const when = after === 0 ? 'Standings before round 1' : `Standings after round ${after}`;
  return `${when} of a ${rounds}-round tournament (Brightwell constant c = ${c})\n${header}\n${lines.join('\n')}\n`;
};

interface StandingsOptions {
  rounds?: string;
  json?: boolean;
}

const standingsCommand = async (file: string, options: StandingsOptions): Promise<CliFailure | undefined> => {
  const rounds = parseIntOption('--rounds', options.rounds, 1, 99);
  if (!rounds.ok) return rounds.error;
  const read = await readResults('standings', file);
  if ('failure' in read) return read.failure;
  const t = tournamentFromResults(read.lines, rounds.value === undefined ? {} : { rounds: rounds.value });
  if (!t.ok) return fileFailure('standings', file, t.error);
  // Standings are after the last round with every result in; a round still being played waits.
  const { after, rows } = currentStandings(t.value);
  const { settings } = t.value;
  for (let r = after + 1; r <= t.value.rounds.length; r++) {
    const open = t.value.rounds[r - 1].games.filter((g) => g.result === undefined).length;
    process.stderr.write(
      `wedge standings: ${file}: round ${r} has ${open === 0 ? 'all its results, after a round that has not' : `${open} of ${t.value.rounds[r - 1].games.length} games without a result`}: not counted\n`,
    );
  }
  const out = options.json
    ? `${JSON.stringify(rows)}\n`
    : formatStandings(
        rows,
        after,
        settings.rounds,
        brightwellConstant(settings.size, settings.rounds),
        new Set(t.value.players.filter((p) => p.withdrawn !== undefined).map((p) => p.name)),
      );
  const written = await writeOutput(undefined, out);
  return written.ok ? undefined : written.error;
};

/** Registers `wedge standings`. */
export const registerStandings = (program: Command): void => {
  program
    .command('standings')
    .description('standings of a Swiss tournament from its results file: points, Brightwell Quotient, discs')
    .argument('<results>', 'results file: lines round,black,white,black_discs,white_discs (- for stdin)')
    .option(
      '--rounds <n>',
      'rounds in the tournament, for the Brightwell constant (default: the highest in the file)',
    )
    .option(
      '--json',
      'one JSON array, best first, of {rank, player, points, bq, discs, games}, after the last complete round',
    )
    .action(runCommand('standings', standingsCommand));
};
