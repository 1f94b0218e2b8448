/**
 * `wedge ratings results.csv players.txt`: an event's ratings (Elo-type) from its results and the
 * players' ratings before it: each player's games, score, expected score, performance and new
 * rating; unrated players get a provisional rating from their performance. The formulas live in
 * `src/tournament/ratings.ts` (and docs/tournament.md, with a worked example).
 */
import type { Command } from 'commander';
import { DEFAULT_K, parsePlayersList, rateEvent, tournamentFromResults } from '../../tournament/index.js';
import { badInput, type CliFailure, parsePositiveOption, readText, runCommand, writeOutput } from '../io.js';
import { fileFailure, readResults } from './standings.js';

interface RatingsOptions {
  k?: string;
  json?: boolean;
}

const ratings = async (
  resultsFile: string,
  playersFile: string,
  options: RatingsOptions,
): Promise<CliFailure | undefined> => {
  const k = parsePositiveOption('--k', options.k, 400, 'a K-factor');
  if (!k.ok) return k.error;
  const playersText = await readText(playersFile);
  if (!playersText.ok) return playersText.error;
  const entrants = parsePlayersList(playersText.value);
  if (!entrants.ok) return fileFailure('ratings', playersFile, entrants.error);
  if (entrants.value.length === 0) return badInput(`${playersFile}: no players (one name a line)`);
  const read = await readResults('ratings', resultsFile);
  if ('failure' in read) return read.failure;
  const t = tournamentFromResults(read.lines, { entrants: entrants.value });
  if (!t.ok) return fileFailure('ratings', resultsFile, t.error);
  const rows = rateEvent(t.value, { k: k.value ?? DEFAULT_K });

  let out: string;
  if (options.json) out = `${JSON.stringify(rows)}\n`;
  else {
    const whole = (x: number | undefined): string => (x === undefined ? '-' : String(Math.round(x)));
    const width = Math.max(6, ...rows.map((r) => r.player.length));
    const lines = rows.map((r) => {
      const change =
        r.after === undefined
          ? 'unrated'
          : r.provisional
            ? 'provisional'
            : `${Math.round(r.after - r.before!) >= 0 ? '+' : ''}${Math.round(r.after - r.before!)}`;
      return [
        r.player.padEnd(width),
        whole(r.before).padStart(6),
        String(r.games).padStart(5),
        String(r.score).padStart(5),
        (r.expected === undefined ? '-' : r.expected.toFixed(2)).padStart(8),
        whole(r.performance).padStart(11),
        whole(r.after).padStart(5),
        change.padStart(11),
      ].join('  ');
    });
    const header = [
      'player'.padEnd(width),
      'before'.padStart(6),
      'games'.padStart(5),
      'score'.padStart(5),
      'expected'.padStart(8),
      'performance'.padStart(11),
      'after'.padStart(5),
      'change'.padStart(11),
    ].join('  ');
    out = `Ratings after the event (K = ${k.value ?? DEFAULT_K}; expected score 1 / (1 + 10^((opponent - rating) / 400)))\n${header}\n${lines.join('\n')}\n`;
  }
  const written = await writeOutput(undefined, out);
  return written.ok ? undefined : written.error;
};

/** Registers `wedge ratings`. */
export const registerRatings = (program: Command): void => {
  program
    .command('ratings')
    .description("an event's Elo-type ratings from its results and the players' ratings before it")
    .argument('<results>', 'results file (as for wedge standings; - for stdin)')
    .argument('<players>', 'players list: one name a line, name,rating for a rated player')
    .option('--k <k>', `the K-factor: how far one event moves a rating (default ${DEFAULT_K})`)
    .option(
      '--json',
      'one JSON array in list order of {player, before?, games, score, expected?, performance?, after?, provisional}',
    )
    .action(runCommand('ratings', ratings));
};
