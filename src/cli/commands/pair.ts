/**
 * `wedge pair players.txt results.csv --round N`: the Swiss pairing of round N from the players list
 * and the results of the rounds before it. Round 1 is paired by rating when the list gives ratings,
 * else at random (`--seed` repeats a draw). The pairing rules live in `src/tournament/pairing.ts`.
 */
import type { Command } from 'commander';
import { printable } from '../../core/formats/index.js';
import {
  type FirstRound,
  pairRound,
  parsePlayersList,
  tournamentFromResults,
} from '../../tournament/index.js';
import { badInput, type CliFailure, parseIntOption, readText, runCommand, writeOutput } from '../io.js';
import { fileFailure, readResults } from './standings.js';

interface PairOptions {
  round: string;
  json?: boolean;
  seed?: string;
}

const pair = async (
  playersFile: string,
  resultsFile: string,
  options: PairOptions,
): Promise<CliFailure | undefined> => {
  const round = parseIntOption('--round', options.round, 1, 99);
  if (!round.ok) return round.error;
  const n = round.value!;
  const seed = parseIntOption('--seed', options.seed, 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;

  const playersText = await readText(playersFile);
  if (!playersText.ok) return playersText.error;
  const entrants = parsePlayersList(playersText.value);
  if (!entrants.ok) return fileFailure('pair', playersFile, entrants.error);
  if (entrants.value.length === 0) return badInput(`${playersFile}: no players (one name a line)`);

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
  const t = tournamentFromResults(read.lines, { entrants: entrants.value, rounds: highest, joinRound: n });
  if (!t.ok) return fileFailure('pair', resultsFile, t.error);

  const rated = entrants.value.some((e) => e.rating !== undefined);
  const drawSeed = seed.value ?? Math.floor(Math.random() * 2 ** 31);
  const firstRound: FirstRound =
    rated && seed.value === undefined ? { by: 'rating' } : { by: 'random', seed: drawSeed };
  const pairing = pairRound(t.value, n, { firstRound });
  if (!pairing.ok) return badInput(`${resultsFile}: ${pairing.error.message}`);
  const { games, byes } = pairing.value;

  let out: string;
  if (options.json) out = `${JSON.stringify({ round: n, pairs: games, bye: byes[0] ?? null })}\n`;
  else {
    const width = Math.max(5, ...games.map((g) => g.black.length));
    const how =
      n === 1
        ? firstRound.by === 'rating'
          ? ' (by rating)'
          : ` (drawn at random: --seed ${drawSeed} repeats it)`
        : '';
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
    .description("the Swiss pairing of a round from the players list and the earlier rounds' results")
    .argument('<players>', 'players list: one name a line, optionally name,rating')
    .argument('<results>', 'results file of the earlier rounds (as for wedge standings; - for stdin)')
    .requiredOption('--round <n>', 'the round to pair, e.g. 4')
    .option(
      '--seed <n>',
      'pair round 1 at random with this seed (without ratings, round 1 is drawn at random anyway)',
    )
    .option('--json', 'one JSON object: {"round":N,"pairs":[{"black":"...","white":"..."}],"bye":"..."|null}')
    .action(runCommand('pair', pair));
};
