/**
 * The tournament's text files: the results file that `wedge standings` and `wedge pair` read (and the
 * page exports), the players list, and the standings and pairings as CSV.
 *
 * Results file: one line a game, `round,black,white,black_discs,white_discs` (a header line optional;
 * discs as written, empties go to the winner; both empty for a game not played yet), `round,player,BYE,,`
 * for a bye and `round,player,WITHDRAWN,,` for a withdrawal (no game from that round on). Fields follow
 * RFC 4180 (a name with a comma is quoted). Every bad line is reported with its number; a file with
 * any bad line gives no tournament at all.
 *
 * The CSV fields are split here rather than by a CSV package: errors must name the line and column, and
 * the packages that do (csv-parse) need Node's Buffer or a 120 KB browser build, for lines this simple.
 */
import { type BoardSize, err, ok, quote, type Result } from '../core/index.js';
import { nameFault, normalizeName } from './names.js';
import { discsResult, squaresOf } from './results.js';
import type { Standing } from './standings.js';
import { addPlayer, createTournament, recordResult, setRound, withdrawPlayer } from './tournament.js';
import {
  type Entrant,
  type PairingSystem,
  type Tournament,
  type TournamentError,
  tournamentError,
} from './types.js';

/** Splits one line into its fields (`"Smith, J"` and `""` inside quotes as RFC 4180 has them). */
export const splitCsvLine = (line: string): Result<string[], { column: number; message: string }> => {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      let j = i + 1;
      for (;;) {
        if (j >= line.length) return err({ column: i + 1, message: 'a quoted field is not closed' });
        if (line[j] === '"') {
          if (line[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          break;
        }
        value += line[j++];
      }
      j++;
      if (j < line.length && line[j] !== ',')
        return err({ column: j + 1, message: 'a quoted field must end at a comma' });
      fields.push(value);
      i = j;
    } else {
      const comma = line.indexOf(',', i);
      const end = comma < 0 ? line.length : comma;
      fields.push(line.slice(i, end));
      i = end;
    }
    if (i >= line.length) return ok(fields);
    i++;
  }
};

/** A field as CSV writes it: quoted when it holds a comma, a quote or starts or ends with a space. */
export const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvLine = (fields: readonly (string | number)[]): string => fields.map(csvField).join(',');

/** One line of a results file, with the number of the line it came from. */
export type ResultsLine =
  | {
      readonly line: number;
      readonly round: number;
      readonly kind: 'game';
      readonly black: string;
      readonly white: string;
      /** Discs as written (empties not yet given); undefined for a game not played yet. */
      readonly discs?: { readonly black: number; readonly white: number };
    }
  | {
      readonly line: number;
      readonly round: number;
      readonly kind: 'bye' | 'withdrawn';
      readonly player: string;
    };

export const RESULTS_HEADER = ['round', 'black', 'white', 'black_discs', 'white_discs'] as const;

/** Reads a results file; every bad line is reported (by its number), and then nothing is read. */
export const parseResultsCsv = (
  text: string,
  size: BoardSize = 8,
): Result<ResultsLine[], TournamentError[]> => {
  const lines: ResultsLine[] = [];
  const errors: TournamentError[] = [];
  const squares = squaresOf(size);
  let first = true;
  for (const [i, raw] of text.split('\n').entries()) {
    const line = i + 1;
    const bad = (message: string): void => {
      errors.push(tournamentError('ERR_SYNTAX', `line ${line}: ${message}`, { line }));
    };
    const body = raw.replace(/\r$/, '');
    if (body.trim() === '') continue;
    const split = splitCsvLine(body);
    if (!split.ok) {
      bad(`column ${split.error.column}: ${split.error.message}`);
      continue;
    }
    const fields = split.value.map((f) => normalizeName(f));
    const header = first && fields[0].toLowerCase() === 'round';
    first = false;
    if (header) continue;
    const [roundText, black = '', white = '', blackText = '', whiteText = ''] = fields;
    const keywordLine = ['BYE', 'WITHDRAWN'].includes(white.toUpperCase());
    // The first bad name of the line is reported (a line is one fault, as for the other fields).
    const fault = [
      ['black', black],
      ['white', keywordLine ? '' : white],
    ].flatMap(([column, name]) => {
      const why = name === '' ? undefined : nameFault(name);
      return why ? [`the ${column} column's name ${quote(name)}: ${why}`] : [];
    })[0];
    if (fault) {
      bad(fault);
      continue;
    }
    if (fields.length > 5) {
      bad(`${fields.length} fields; a line is round,black,white,black_discs,white_discs`);
      continue;
    }
    if (!/^\d+$/.test(roundText) || Number(roundText) < 1) {
      bad(`the round ${quote(roundText)} is not a whole number from 1`);
      continue;
    }
    const round = Number(roundText);
    if (black === '') {
      bad('no player named in the black column');
      continue;
    }
    const keyword = white.toUpperCase();
    if (keyword === 'BYE' || keyword === 'WITHDRAWN') {
      if (blackText !== '' || whiteText !== '')
        bad(`a ${keyword.toLowerCase()} line has no discs: ${quote(`${round},${black},${keyword},,`)}`);
      else lines.push({ line, round, kind: keyword === 'BYE' ? 'bye' : 'withdrawn', player: black });
      continue;
    }
    if (white === '') {
      bad('no player named in the white column (or BYE, WITHDRAWN)');
      continue;
    }
    if (black === white) {
      bad(`${quote(black)} cannot play themselves`);
      continue;
    }
    if (blackText === '' && whiteText === '') {
      lines.push({ line, round, kind: 'game', black, white });
      continue;
    }
    const discs = [blackText, whiteText].map((d) => (/^\d+$/.test(d) ? Number(d) : Number.NaN));
    const wrong = discs.findIndex((d) => !(d >= 0 && d <= squares));
    if (wrong >= 0) {
      bad(
        `${wrong === 0 ? 'black' : 'white'}_discs ${quote(wrong === 0 ? blackText : whiteText)} is not a whole number from 0 to ${squares}`,
      );
      continue;
    }
    if (discs[0] + discs[1] > squares) {
      bad(`${discs[0]}-${discs[1]} is ${discs[0] + discs[1]} discs, more than the ${squares} squares`);
      continue;
    }
    lines.push({ line, round, kind: 'game', black, white, discs: { black: discs[0], white: discs[1] } });
  }
  return errors.length > 0 ? err(errors) : ok(lines);
};

/** How to build a tournament from a results file. */
export interface FromResultsOptions {
  /** The players (with ratings), e.g. from a players list; by default everyone the file names. */
  readonly entrants?: readonly Entrant[];
  /** The rounds of the tournament (its Brightwell constant); by default the highest round in the file. */
  readonly rounds?: number;
  readonly size?: BoardSize;
  /** The round a player who is in no line joins, e.g. the round about to be paired; 1 by default. */
  readonly joinRound?: number;
  /** `'round-robin'`: every player plays from round 1 (the Berger table's numbers in entry order). */
  readonly system?: PairingSystem;
}

/**
 * A tournament from the lines of a results file. Each line is checked against the others: a player
 * twice in a round, a game from the round of their withdrawal on, a name missing from the entrants.
 */
export const tournamentFromResults = (
  lines: readonly ResultsLine[],
  options: FromResultsOptions = {},
): Result<Tournament, TournamentError[]> => {
  const errors: TournamentError[] = [];
  const bad = (line: number, message: string): void => {
    errors.push(tournamentError('ERR_SYNTAX', `line ${line}: ${message}`, { line }));
  };
  /** An operation's refusal, placed on the line it came from. */
  const atLine = (e: TournamentError, line: number | undefined): Result<Tournament, TournamentError[]> =>
    err([line === undefined ? e : { ...e, line, message: `line ${line}: ${e.message}` }]);
  const highest = lines.reduce((most, l) => Math.max(most, l.round), 0);
  const rounds = options.rounds ?? Math.max(1, highest, options.joinRound ?? 1);
  const known = options.entrants ? new Set(options.entrants.map((e) => normalizeName(e.name))) : undefined;
  const firstSeen = new Map<string, number>();
  const withdrawals = new Map<string, { round: number; line: number }>();
  for (const l of lines)
    if (l.kind === 'withdrawn') {
      const before = withdrawals.get(l.player);
      if (before)
        bad(l.line, `${l.player} already withdrew from round ${before.round} (line ${before.line})`);
      else withdrawals.set(l.player, { round: l.round, line: l.line });
    }
  const placed = new Map<string, number>();
  for (const l of lines) {
    if (l.round > rounds) bad(l.line, `round ${l.round} is past the ${rounds} rounds of the tournament`);
    const names = l.kind === 'game' ? [l.black, l.white] : [l.player];
    for (const name of names) {
      if (known && !known.has(name)) bad(l.line, `${quote(name)} is not in the players list`);
      if (!firstSeen.has(name)) firstSeen.set(name, l.line);
      if (l.kind === 'withdrawn') continue;
      const gone = withdrawals.get(name);
      if (gone && gone.round <= l.round)
        bad(
          l.line,
          `${name} withdrew from round ${gone.round} (line ${gone.line}) and plays no game from then`,
        );
      const key = `${l.round}\n${name}`;
      const other = placed.get(key);
      if (other !== undefined) bad(l.line, `${name} already plays in round ${l.round} (line ${other})`);
      else placed.set(key, l.line);
    }
  }
  if (errors.length > 0) return err(errors.sort((a, b) => a.line! - b.line!));

  const created = createTournament({
    rounds,
    ...(options.size ? { size: options.size } : {}),
    ...(options.system ? { system: options.system } : {}),
  });
  if (!created.ok) return err([created.error]);
  let t = created.value;
  const entrants: Entrant[] = options.entrants
    ? [...options.entrants]
    : [...firstSeen.keys()].map((name) => ({ name }));
  const firstRound = new Map<string, number>();
  for (const l of lines)
    if (l.kind !== 'withdrawn')
      for (const name of l.kind === 'game' ? [l.black, l.white] : [l.player])
        firstRound.set(name, Math.min(firstRound.get(name) ?? l.round, l.round));
  const joined = (name: string): number =>
    options.system === 'round-robin' ? 1 : (firstRound.get(name) ?? options.joinRound ?? 1);
  for (const entrant of entrants) {
    const name = normalizeName(entrant.name);
    const added = addPlayer(t, entrant, Math.min(joined(name), rounds));
    if (!added.ok) return atLine(added.error, firstSeen.get(name));
    t = added.value;
  }
  for (let round = 1; round <= highest; round++) {
    const these = lines.filter((l) => l.round === round);
    const games = these.flatMap((l) => (l.kind === 'game' ? [{ black: l.black, white: l.white }] : []));
    const byes = these.flatMap((l) => (l.kind === 'bye' ? [l.player] : []));
    const set = setRound(t, { round, games, byes });
    if (!set.ok) return atLine(set.error, these[0]?.line);
    t = set.value;
    for (const l of these) {
      if (l.kind !== 'game' || l.discs === undefined) continue;
      const result = discsResult(l.discs.black, l.discs.white, t.settings.size);
      const recorded = result.ok ? recordResult(t, round, l, result.value) : result;
      if (!recorded.ok) return atLine(recorded.error, l.line);
      t = recorded.value;
    }
  }
  for (const [name, { round, line }] of withdrawals) {
    const withdrawn = withdrawPlayer(t, name, Math.min(round, rounds + 1));
    if (!withdrawn.ok) return atLine(withdrawn.error, line);
    t = withdrawn.value;
  }
  return ok(t);
};

/**
 * Writes a tournament as a results file: every game (discs with empties given; empty for a game not
 * played yet), every bye, and every withdrawal, round by round, header first. `round` restricts it to
 * one round: that round's pairings sheet, to print or to fill in.
 */
export const makeResultsCsv = (t: Tournament, round?: number): string => {
  const rows: string[] = [RESULTS_HEADER.join(',')];
  const last = Math.max(t.rounds.length, ...t.players.map((p) => p.withdrawn ?? 0));
  for (let r = 1; r <= last; r++) {
    if (round !== undefined && r !== round) continue;
    const games = t.rounds[r - 1]?.games ?? [];
    for (const g of games)
      rows.push(csvLine([r, g.black, g.white, g.result?.black ?? '', g.result?.white ?? '']));
    for (const name of t.rounds[r - 1]?.byes ?? []) rows.push(csvLine([r, name, 'BYE', '', '']));
    for (const p of t.players) if (p.withdrawn === r) rows.push(csvLine([r, p.name, 'WITHDRAWN', '', '']));
  }
  return `${rows.join('\n')}\n`;
};

/** The standings as CSV: `rank,player,points,bq,discs,games`, best first. */
export const makeStandingsCsv = (rows: readonly Standing[]): string =>
  `${['rank,player,points,bq,discs,games', ...rows.map((s) => csvLine([s.rank, s.player, s.points, s.bq, s.discs, s.games]))].join('\n')}\n`;

/**
 * Reads a players list: one name a line, optionally `name,rating` (e.g. `Imre Leader,2100`). Names
 * are trimmed and put in NFC (so one name typed two ways is one player). Blank lines are skipped; a
 * repeated name, a control character in a name or a rating that is not a number is reported by line.
 */
export const parsePlayersList = (text: string): Result<Entrant[], TournamentError[]> => {
  const entrants: Entrant[] = [];
  const errors: TournamentError[] = [];
  const seen = new Map<string, number>();
  for (const [i, raw] of text.split('\n').entries()) {
    const line = i + 1;
    const bad = (message: string): void => {
      errors.push(tournamentError('ERR_SYNTAX', `line ${line}: ${message}`, { line }));
    };
    const body = raw.replace(/\r$/, '');
    if (body.trim() === '') continue;
    const split = splitCsvLine(body);
    if (!split.ok) {
      bad(`column ${split.error.column}: ${split.error.message}`);
      continue;
    }
    const [name, ratingText, ...rest] = split.value.map((f) => normalizeName(f));
    if (rest.length > 0 || name === '') {
      bad('a line is a name, optionally followed by ,rating');
      continue;
    }
    const fault = nameFault(name);
    if (fault) {
      bad(`${quote(name)}: ${fault}`);
      continue;
    }
    // Decimal digits only, the command line's rule for numbers: no 0x10, 1e3 or Infinity.
    const rating =
      ratingText === undefined || ratingText === ''
        ? undefined
        : /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(ratingText)
          ? Number(ratingText)
          : Number.NaN;
    if (rating !== undefined && !Number.isFinite(rating)) {
      bad(`the rating ${quote(ratingText!)} is not a number`);
      continue;
    }
    const before = seen.get(name);
    if (before !== undefined) {
      bad(`${quote(name)} is already on line ${before}`);
      continue;
    }
    seen.set(name, line);
    entrants.push({ name, ...(rating === undefined ? {} : { rating }) });
  }
  return errors.length > 0 ? err(errors) : ok(entrants);
};
