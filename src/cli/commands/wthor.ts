/**
 * `wedge wthor`: the games of a WTHOR database file (the French Federation's yearly `WTH_<year>.wtb`)
 * listed one a line, or exported as GGF. Player and tournament names come from `WTHOR.JOU` and
 * `WTHOR.TRN` in a names folder; without it the indices are shown.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import {
  makeGgf,
  makeMoveList,
  parseWthorGames,
  parseWthorNames,
  printable,
  WTHOR_PLAYER_SIZE,
  WTHOR_TOURNAMENT_SIZE,
  type WthorGame,
} from '../../core/formats/index.js';
import { err, type GameRecord, ok, type Result } from '../../core/index.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  fileName,
  readBytes,
  runCommand,
  writeOutput,
} from '../io.js';

interface WthorOptions {
  names?: string;
  ggf?: boolean;
  output?: string;
}

/** The names of a database: players and tournaments by index. */
export interface WthorIndex {
  readonly players: readonly string[];
  readonly tournaments: readonly string[];
}

/** Reads `WTHOR.JOU` and `WTHOR.TRN` from a folder (file names in any case). */
const loadNames = async (dir: string): Promise<Result<WthorIndex, CliFailure>> => {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch (error) {
    return err(badInput(`--names ${dir}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`));
  }
  const read = async (name: string, size: number): Promise<Result<string[], CliFailure>> => {
    const file = files.find((f) => f.toUpperCase() === name);
    if (file === undefined) return err(badInput(`--names ${dir}: no ${name} in the folder`));
    const path = join(dir, file);
    const bytes = await readBytes(path);
    if (!bytes.ok) return bytes;
    const parsed = parseWthorNames(bytes.value, size);
    return parsed.ok ? ok([...parsed.value.names]) : err(badInput(describeFormatError(path, parsed.error)));
  };
  const players = await read('WTHOR.JOU', WTHOR_PLAYER_SIZE);
  if (!players.ok) return players;
  const tournaments = await read('WTHOR.TRN', WTHOR_TOURNAMENT_SIZE);
  if (!tournaments.ok) return tournaments;
  return ok({ players: players.value, tournaments: tournaments.value });
};

const nameOf = (names: readonly string[] | undefined, index: number): string =>
  names?.[index]?.trim() || `#${index}`;

/** Black's disc difference as GGF writes a result, e.g. `+12.000`. */
const ggfResult = (blackDiscs: number): string => {
  const diff = 2 * blackDiscs - 64;
  return `${diff > 0 ? '+' : ''}${diff}.000`;
};

/** A WTHOR game as a game record with its names, year and result. */
export const wthorRecord = (game: WthorGame, year: number, index: WthorIndex | undefined): GameRecord => ({
  ...game.record,
  black: nameOf(index?.players, game.blackPlayer),
  white: nameOf(index?.players, game.whitePlayer),
  place: nameOf(index?.tournaments, game.tournament),
  date: String(year),
  result: ggfResult(game.blackDiscs),
});

const wthor = async (file: string, options: WthorOptions): Promise<CliFailure | undefined> => {
  const bytes = await readBytes(file);
  if (!bytes.ok) return bytes.error;
  const parsed = parseWthorGames(bytes.value);
  if (!parsed.ok) return badInput(describeFormatError(fileName(file), parsed.error));
  let index: WthorIndex | undefined;
  if (options.names !== undefined) {
    const names = await loadNames(options.names);
    if (!names.ok) return names.error;
    index = names.value;
  }
  const { header, games } = parsed.value;
  const lines: string[] = [];
  for (const [i, game] of games.entries()) {
    const record = wthorRecord(game, header.year, index);
    if (options.ggf) {
      const ggf = makeGgf(record);
      if (!ggf.ok) return badInput(`${fileName(file)}: game ${i + 1}: ${ggf.error.message}`);
      lines.push(ggf.value);
    } else {
      const score = `${game.blackDiscs}-${64 - game.blackDiscs}`;
      lines.push(
        [
          String(i + 1).padStart(5),
          // Names are Latin-1 bytes of the file: shown with control characters escaped.
          printable(record.black!).padEnd(20),
          printable(record.white!).padEnd(20),
          printable(record.place!).padEnd(26),
          score.padStart(5),
          `(${game.theoreticalScore}-${64 - game.theoreticalScore} perfect)`.padEnd(17),
          makeMoveList(record),
        ].join(' '),
      );
    }
  }
  if (!options.ggf)
    lines.unshift(
      `${file}: ${games.length} game${games.length === 1 ? '' : 's'} of ${header.year}; scores are Black-White discs, empties to the winner`,
    );
  const written = await writeOutput(options.output, lines.length > 0 ? `${lines.join('\n')}\n` : '');
  return written.ok ? undefined : written.error;
};

/** Registers `wedge wthor`. */
export const registerWthor = (program: Command): void => {
  program
    .command('wthor')
    .description('list the games of a WTHOR database file (WTH_<year>.wtb), or export them as GGF')
    .argument('<file>', 'the WTHOR game file')
    .option('--names <dir>', 'folder holding WTHOR.JOU (players) and WTHOR.TRN (tournaments)')
    .option('--ggf', 'write the games as GGF records, one a line')
    .option('-o, --output <file>', 'the file to write (stdout when absent)')
    .action(runCommand('wthor', wthor));
};
