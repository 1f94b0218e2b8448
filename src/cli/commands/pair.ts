/**
 * `wedge pair players.txt results.csv --round N`: the pairing of round N from the players list and
 * the results of the rounds before it; Swiss by default, or a round robin by the Berger tables
 * (`--system round-robin`). Round 1 of a Swiss is paired by rating when the list gives ratings, else
 * at random (`--seed` repeats a draw). `--rounds` is the tournament's length, which sets the
 * Brightwell constant of the ranking (as `wedge standings --rounds` does). `--sheets` prints the
 * round's transcript sheets instead of the table. The rules live in `src/tournament`.
 */
import type { Command } from 'commander';
import { printable } from '../../core/formats/index.js';
import {
  brightwellConstant,
  drawLots,
  type FirstRound,
  makeSheetsHtml,
  makeSheetText,
  pairRound,
  parsePlayersList,
  roundRobinRounds,
  setRound,
  tournamentFromResults,
  transcriptSheets,
} from '../../tournament/index.js';
import { badInput, type CliFailure, parseIntOption, readText, runCommand, writeOutput } from '../io.js';
import { fileFailure, readResults } from './standings.js';

interface PairOptions {
  round: string;
  rounds?: string;
  json?: boolean;
  seed?: string;
  system?: string;
  sheets?: string;
}

const pair = async (
  playersFile: string,
  resultsFile: string,
  options: PairOptions,
): Promise<CliFailure | undefined> => {
  const round = parseIntOption('--round', options.round, 1, 99);
  if (!round.ok) return round.error;
  const n = round.value!;
  const length = parseIntOption('--rounds', options.rounds, 1, 99);
  if (!length.ok) return length.error;
  const seed = parseIntOption('--seed', options.seed, 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;
  const system = options.system ?? 'swiss';
  if (system !== 'swiss' && system !== 'round-robin')
    return badInput(`--system must be swiss or round-robin, got "${system}"`);
  if (options.sheets !== undefined && options.sheets !== 'text' && options.sheets !== 'html')
    return badInput(`--sheets must be text or html, got "${options.sheets}"`);
  if (options.sheets && options.json) return badInput('--sheets and --json print different things: give one');

  const playersText = await readText(playersFile);
  if (!playersText.ok) return playersText.error;
  const listed = parsePlayersList(playersText.value);
  if (!listed.ok) return fileFailure('pair', playersFile, listed.error);
  if (listed.value.length === 0) return badInput(`${playersFile}: no players (one name a line)`);
  // A round robin numbers its players in the order of the list, or by lot from --seed.
  const entrants =
    system === 'round-robin' && seed.value !== undefined
      ? drawLots(
          listed.value.map((e) => e.name),
          seed.value,
        ).map((name) => listed.value.find((e) => e.name === name)!)
      : listed.value;

  const table = roundRobinRounds(entrants.length);
  if (system === 'round-robin' && length.value !== undefined && length.value !== table)
    return badInput(
      `--rounds ${length.value}: a round robin of ${entrants.length} players has ${table} rounds`,
    );
  if (system === 'round-robin' && n > table)
    return badInput(`--round ${n}: a round robin of ${entrants.length} players has ${table} rounds`);

  const read = await readResults('pair', resultsFile);
  if ('failure' in read) return read.failure;
  // Round N is paired from the rounds before it: a game or a bye of round N or later is a mistake.
  const late = read.lines
    .filter((l) => l.kind !== 'withdrawn' && l.round >= n)
    .map((l) => ({
      code: 'ERR_SYNTAX' as const,
      line: l.line,
      message: `line ${l.line}: round ${l.round} is not before --round ${n} (pairing round ${n} reads rounds 1 to ${n - 1})`,
    }));
  const seen = new Set(read.lines.map((l) => l.round));
  const missing = Array.from({ length: n - 1 }, (_, i) => i + 1).filter((r) => !seen.has(r));
  if (late.length > 0) return fileFailure('pair', resultsFile, late);
  if (missing.length > 0)
    return badInput(`${resultsFile}: no line for round ${missing.join(', ')} (before round ${n})`);

  const highest = read.lines.reduce((most, l) => Math.max(most, l.round), n);
  if (length.value !== undefined && length.value < highest)
    return badInput(`--rounds ${length.value}: the tournament reaches round ${highest}`);
  const rounds = system === 'round-robin' ? table : (length.value ?? highest);
  const t = tournamentFromResults(read.lines, { entrants, rounds, joinRound: n, system });
  if (!t.ok) return fileFailure('pair', resultsFile, t.error);

  const rated = entrants.some((e) => e.rating !== undefined);
  const drawSeed = seed.value ?? Math.floor(Math.random() * 2 ** 31);
  const firstRound: FirstRound =
    rated && seed.value === undefined ? { by: 'rating' } : { by: 'random', seed: drawSeed };
  const pairing = pairRound(t.value, n, { firstRound });
  if (!pairing.ok) return badInput(`${resultsFile}: ${pairing.error.message}`);
  const { games, byes } = pairing.value;

  let out: string;
  if (options.sheets) {
    const paired = setRound(t.value, pairing.value);
    const sheets = paired.ok ? transcriptSheets(paired.value, n) : paired;
    if (!sheets.ok) return badInput(sheets.error.message);
    out =
      options.sheets === 'html'
        ? makeSheetsHtml(sheets.value, `Round ${n}: transcript sheets`)
        : sheets.value.map(makeSheetText).join('\f\n');
  } else if (options.json)
    out = `${JSON.stringify({ round: n, pairs: games, bye: byes[0] ?? null, byes })}\n`;
  else {
    const width = Math.max(5, ...games.map((g) => g.black.length));
    const how =
      system === 'round-robin'
        ? ` of a ${rounds}-round round robin (Berger table${seed.value === undefined ? ', players numbered in list order' : `, numbers drawn with --seed ${seed.value}`})`
        : n === 1
          ? firstRound.by === 'rating'
            ? ' (by rating)'
            : ` (drawn at random: --seed ${drawSeed} repeats it)`
          : ` (ranked after round ${n - 1} of ${rounds}, Brightwell constant c = ${brightwellConstant(t.value.settings.size, rounds)})`;
    out = [
      `Round ${n}${how}`,
      `board  ${'black'.padEnd(width)}  white`,
      // Names come from the files: control characters are shown escaped (issue #23).
      ...games.map(
        (g, i) => `${String(i + 1).padStart(5)}  ${printable(g.black).padEnd(width)}  ${printable(g.white)}`,
      ),
      ...(byes.length > 0 ? [`bye: ${byes.map(printable).join(', ')}`] : []),
      '',
    ].join('\n');
  }
  const written = await writeOutput(undefined, out);
  return written.ok ? undefined : written.error;
};

/** Registers `wedge pair`. */
export const registerPair = (program: Command): void => {
  program
    .command('pair')
    .description(
      "a round's pairing (Swiss or round robin) from the players list and the earlier rounds' results",
    )
    .argument('<players>', 'players list: one name a line, optionally name,rating')
    .argument('<results>', 'results file of the earlier rounds (as for wedge standings; - for stdin)')
    .requiredOption('--round <n>', 'the round to pair, e.g. 4')
    .option(
      '--rounds <n>',
      "the tournament's rounds, for the Brightwell constant of the ranking (default: the highest round known)",
    )
    .option('--system <system>', 'swiss (the default) or round-robin (Berger tables, 2 to 16 players)')
    .option(
      '--seed <n>',
      'Swiss: pair round 1 at random with this seed (without ratings, round 1 is drawn at random anyway); round robin: draw the numbers by lot',
    )
    .option('--sheets <form>', "print the round's transcript sheets instead of the table: text or html")
    .option(
      '--json',
      'one JSON object: {"round":N,"pairs":[{"black":"...","white":"..."}],"bye":"..."|null,"byes":[...]}',
    )
    .action(runCommand('pair', pair));
};
