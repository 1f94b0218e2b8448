import { Bitboard } from '../bitboard.js';
import type { TimeControl } from '../clock.js';
import { type GameRecord, replay } from '../game.js';
import { Position } from '../position.js';
import {
  type BoardSize,
  type Color,
  err,
  makeMove,
  ok,
  PASS,
  parseMove,
  type Result,
  RULES,
  type Rules,
  type Square,
  squareAt,
  type Variant,
} from '../types.js';
import { startsEmpty } from '../variant.js';
import { type FormatError, formatError, quote } from './error.js';
import { replayWritten, type WrittenMove } from './replay.js';

/** A GGF game: a game record with the tags GGF adds; unknown tags are kept for writing back. */
export interface GgfGame extends GameRecord {
  /** `RB`, Black's rating as written, e.g. `'1834.21'`. */
  readonly blackRating?: string;
  /** `RW`, White's rating as written. */
  readonly whiteRating?: string;
  /** `TI`, the time control, e.g. `'15:00'` or `'05:00//02:00'`. */
  readonly timeControl?: string;
  /** Tags Wedge does not interpret, by key, e.g. `{ GM: 'Othello' }`. */
  readonly tags?: Readonly<Record<string, string>>;
}

/** Where characters of the text are, for messages: 1-based line and column of an offset. */
const locator = (text: string): ((offset: number) => { line: number; column: number }) => {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
};

interface Tag {
  readonly key: string;
  readonly value: string;
  /** Offset of the key in the text. */
  readonly offset: number;
}

/** The GGF type of a variant: `8`, `6`, `4`, with `a` for Anti-Othello (GGS writes `8a`). */
const parseType = (type: string): Variant | undefined => {
  const m = /^([468])(a?)$/.exec(type.trim().toLowerCase());
  if (!m) return undefined;
  const rules: Rules = m[2] === 'a' ? 'anti' : 'standard';
  return { rules, size: Number(m[1]) as BoardSize };
};

/** A decimal with an optional exponent, as the writer's `String(n)` may produce (`1e-7`). Each part is
 * optional only where nothing can be matched two ways, so a long run of digits is read in one pass. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** An evaluation: a finite decimal (in discs, signed); else undefined. Not minutes:seconds, which
 * would read `1:30` as 90 discs. */
const parseEvaluation = (text: string): number | undefined => {
  const t = text.trim();
  if (!DECIMAL.test(t)) return undefined;
  const value = Number(t);
  // Digits enough to overflow read as Infinity, which no writer could give back: not a number here.
  return Number.isFinite(value) ? value : undefined;
};

/** A duration in seconds, `[[h:]m:]s` (GGS's clocks and move times): never negative; else undefined. */
const parseSeconds = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '' || t.startsWith('-')) return undefined;
  const parts = t.split(':');
  // A single number may carry an exponent (the writer's `String(n)` of a tiny time); each part of a
  // clock time is plain digits.
  if (parts.length > 3 || parts.some((p) => !DECIMAL.test(p) || (parts.length > 1 && /[+eE]/.test(p))))
    return undefined;
  const value = parts.reduce((total, p) => total * 60 + Number(p), 0);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** Where text between records looks like part of a record (a tag `KEY[` or a record's end `;)`): a
 * record whose `(;` is damaged. Two scans with indexOf, so that a long run of letters costs one pass. */
const recordLike = (text: string, from: number, to: number): number | undefined => {
  const end = text.indexOf(';)', from);
  let at = end >= 0 && end < to ? end : undefined;
  for (
    let b = text.indexOf('[', from);
    b >= 0 && b < to && (at === undefined || b < at);
    b = text.indexOf('[', b + 1)
  ) {
    let k = b;
    while (k > from && /[A-Za-z0-9]/.test(text[k - 1]) && b - k < 16) k--;
    if (k < b && /[A-Za-z]/.test(text[k])) {
      at = k;
      break;
    }
  }
  return at;
};

/**
 * Reads every GGF record `(;...;)` in a text (many per file is usual). Tags PC DT PB PW RB RW TI TY
 * RU RE BO are interpreted, moves `B[F5]`/`W[d6/1.5/2.1]` keep their evaluation and time, `PA` is a
 * pass and missing passes are inferred. Types `8`, `6`, `4` (and `a` for anti) are read; others
 * are `ERR_UNSUPPORTED`. `RU` (Wedge's, after SGF's rules property; GGS has no type for them) names
 * the Reversi openings: `RU[reversi]`, `RU[reversi-may-flip]`, `RU[reversi-must-flip]`, with `TY`
 * still the size. Lenient: tag keys may be lower case and plain text between records is passed over;
 * but text there that holds a tag or a record's end (a record whose `(;` is damaged), a tag given twice,
 * an evaluation that is not a plain number or a negative time is refused with its place.
 */
export const parseGgf = (text: string): Result<GgfGame[], FormatError> => {
  const where = locator(text);
  const games: GgfGame[] = [];
  let i = 0;
  /** Refuses text between records that belongs to a record, from `i` to `to`. */
  const stray = (to: number): Result<never, FormatError> | undefined => {
    const at = recordLike(text, i, to);
    if (at === undefined) return undefined;
    const place = where(at);
    return err(
      formatError(
        'ERR_SYNTAX',
        `line ${place.line}, column ${place.column}: text between records holds ${quote(text.slice(at, Math.min(to, at + 40)))}: is a record's "(;" damaged?`,
        { ...place, record: games.length + 1 },
      ),
    );
  };
  for (;;) {
    const open = text.indexOf('(;', i);
    const damaged = stray(open < 0 ? text.length : open);
    if (damaged) return damaged;
    if (open < 0) break;
    const record = games.length + 1;
    const tags: Tag[] = [];
    i = open + 2;
    let closed = false;
    while (i < text.length) {
      const c = text[i];
      if (/\s/.test(c)) {
        i++;
        continue;
      }
      if (text.startsWith(';)', i)) {
        i += 2;
        closed = true;
        break;
      }
      const keyMatch = /^[A-Za-z][A-Za-z0-9]*/.exec(text.slice(i, i + 16));
      if (!keyMatch || text[i + keyMatch[0].length] !== '[') {
        const place = where(i);
        return err(
          formatError(
            'ERR_SYNTAX',
            `game ${record}, line ${place.line}, column ${place.column}: expected a tag KEY[value] or ;) but found ${quote(c)}`,
            { ...place, record },
          ),
        );
      }
      const keyOffset = i;
      i += keyMatch[0].length + 1;
      let value = '';
      while (i < text.length && text[i] !== ']') {
        // A backslash escapes the next character, so a value may hold `]`.
        if (text[i] === '\\' && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      if (i >= text.length) break;
      i++;
      tags.push({ key: keyMatch[0].toUpperCase(), value, offset: keyOffset });
    }
    if (!closed) {
      const place = where(open);
      return err(
        formatError(
          'ERR_SYNTAX',
          `game ${record}, line ${place.line}, column ${place.column}: the record is not closed with ;)`,
          {
            ...place,
            record,
          },
        ),
      );
    }
    const game = gameOf(tags, record, where);
    if (!game.ok) return game;
    games.push(game.value);
  }
  if (games.length === 0)
    return err(formatError('ERR_SYNTAX', 'no GGF game record (;GM[Othello]...;) in the text', { line: 1 }));
  return ok(games);
};

/** Interprets the tags of one record. */
const gameOf = (
  tags: readonly Tag[],
  record: number,
  where: (offset: number) => { line: number; column: number },
): Result<GgfGame, FormatError> => {
  const fields: Record<string, string> = {};
  const other: Record<string, string> = {};
  const written: WrittenMove[] = [];
  const moveTags: Tag[] = [];
  let typeTag: Tag | undefined;
  let rulesTag: Tag | undefined;
  let boardTag: Tag | undefined;
  const known = new Set(['PC', 'DT', 'PB', 'PW', 'RB', 'RW', 'TI', 'RE']);
  const seen = new Map<string, Tag>();
  for (const tag of tags) {
    const at = (): Omit<FormatError, 'code' | 'message'> => ({ ...where(tag.offset), record });
    const prefix = (): string => {
      const p = where(tag.offset);
      return `game ${record}, line ${p.line}, column ${p.column}`;
    };
    if (tag.key !== 'B' && tag.key !== 'W') {
      // A record holds each tag once: a second one would silently replace the first.
      const first = seen.get(tag.key);
      if (first !== undefined) {
        const p = where(tag.offset);
        const f = where(first.offset);
        return err(
          formatError(
            'ERR_SYNTAX',
            `${prefix()}: tag ${tag.key} appears twice (first at ${f.line === p.line ? '' : `line ${f.line}, `}column ${f.column})`,
            at(),
          ),
        );
      }
      seen.set(tag.key, tag);
    }
    if (tag.key === 'B' || tag.key === 'W') {
      const [moveText, evalText = '', timeText = '', ...more] = tag.value.split('/');
      const move = more.length > 0 ? undefined : parseMove(moveText);
      const evaluation = parseEvaluation(evalText);
      const time = parseSeconds(timeText);
      if (
        move === undefined ||
        (evalText.trim() !== '' && evaluation === undefined) ||
        (timeText.trim() !== '' && time === undefined)
      )
        return err(
          formatError(
            'ERR_SYNTAX',
            `${prefix()}: ${quote(`${tag.key}[${tag.value}]`)} is not a move (F5, PA, F5/eval/time: a number of discs, seconds not below 0)`,
            {
              ...at(),
              moveNumber: written.length + 1,
            },
          ),
        );
      const color: Color = tag.key === 'B' ? 'black' : 'white';
      written.push({
        move,
        color,
        ...(evaluation === undefined ? {} : { evaluation }),
        ...(time === undefined ? {} : { time }),
      });
      moveTags.push(tag);
    } else if (tag.key === 'GM') {
      if (tag.value.trim().toLowerCase() !== 'othello') {
        const p = where(tag.offset);
        return err(
          formatError(
            'ERR_UNSUPPORTED',
            `game ${record}, line ${p.line}, column ${p.column}: ${quote(`GM[${tag.value}]`)} is not a game of Othello`,
            {
              ...p,
              record,
            },
          ),
        );
      }
    } else if (tag.key === 'TY') typeTag = tag;
    else if (tag.key === 'RU') rulesTag = tag;
    else if (tag.key === 'BO') boardTag = tag;
    else if (known.has(tag.key)) fields[tag.key] = tag.value;
    else other[tag.key] = tag.value;
  }
  let variant: Variant = { rules: 'standard', size: 8 };
  if (typeTag) {
    const parsed = parseType(typeTag.value);
    const p = where(typeTag.offset);
    if (!parsed)
      return err(
        formatError(
          'ERR_UNSUPPORTED',
          `game ${record}, line ${p.line}, column ${p.column}: game type ${quote(`TY[${typeTag.value}]`)} is not supported (only 8, 6, 4, 8a, 6a, 4a)`,
          { ...p, record },
        ),
      );
    variant = parsed;
  }
  if (rulesTag) {
    const rules = rulesTag.value.trim().toLowerCase();
    const p = where(rulesTag.offset);
    if (!(RULES as readonly string[]).includes(rules))
      return err(
        formatError(
          'ERR_UNSUPPORTED',
          `game ${record}, line ${p.line}: rules ${quote(`RU[${rulesTag.value}]`)} are not supported (only ${RULES.join(', ')})`,
          { ...p, record },
        ),
      );
    if (variant.rules === 'anti' && rules !== 'anti')
      return err(
        formatError(
          'ERR_SYNTAX',
          `game ${record}, line ${p.line}: ${quote(`TY[${typeTag?.value}]`)} is Anti-Othello but ${quote(`RU[${rulesTag.value}]`)} names other rules`,
          { ...p, record },
        ),
      );
    variant = { rules: rules as Rules, size: variant.size };
  }
  let start = Position.initial(variant);
  if (boardTag) {
    const board = parseBoard(boardTag.value, variant, typeTag !== undefined);
    const p = where(boardTag.offset);
    if (!board.ok)
      return err({
        ...board.error,
        ...p,
        record,
        message: `game ${record}, line ${p.line}, column ${p.column}: ${board.error.message}`,
      });
    start = board.value;
    variant = start.variant;
  }
  const replayed = replayWritten(start, written);
  if (!replayed.ok) {
    const { index, reason } = replayed.error;
    const tag = moveTags[index];
    const p = where(tag.offset);
    const move = makeMove(written[index].move);
    return err(
      formatError(
        'ERR_ILLEGAL_MOVE',
        `game ${record}, line ${p.line}, column ${p.column}: move ${index + 1} (${move}): ${reason}`,
        { ...p, record, moveNumber: index + 1, move, reason },
      ),
    );
  }
  const game: GgfGame = {
    start,
    moves: replayed.value.moves,
    ...(fields.PB === undefined ? {} : { black: fields.PB }),
    ...(fields.PW === undefined ? {} : { white: fields.PW }),
    ...(fields.DT === undefined ? {} : { date: fields.DT }),
    ...(fields.PC === undefined ? {} : { place: fields.PC }),
    ...(fields.RE === undefined ? {} : { result: fields.RE }),
    ...(fields.RB === undefined ? {} : { blackRating: fields.RB }),
    ...(fields.RW === undefined ? {} : { whiteRating: fields.RW }),
    ...(fields.TI === undefined ? {} : { timeControl: fields.TI }),
    ...(Object.keys(other).length === 0 ? {} : { tags: other }),
  };
  return ok(game);
};

/** Reads `BO[8 <squares> <side>]`; the size comes from the board when no `TY` said it. */
const parseBoard = (value: string, variant: Variant, typed: boolean): Result<Position, FormatError> => {
  // Split on whitespace rather than one regex over the value: `\s+(...)\s+` backtracks quadratically
  // on a long run of spaces.
  const words = value.split(/\s+/).filter((w) => w !== '');
  if (words.length < 3 || !/^\d+$/.test(words[0]))
    return err(
      formatError('ERR_SYNTAX', `${quote(`BO[${value}]`)} is not a board (size, squares, side to move)`),
    );
  const size = Number(words[0]);
  if (size !== 4 && size !== 6 && size !== 8)
    return err(
      formatError('ERR_UNSUPPORTED', `a ${quote(words[0])} board size is not supported (only 8, 6 and 4)`),
    );
  if (typed && size !== variant.size)
    return err(
      formatError('ERR_SYNTAX', `BO is ${size}x${size} but TY says ${variant.size}x${variant.size}`),
    );
  const squares = words.slice(1, -1).join('');
  if (squares.length !== size * size)
    return err(
      formatError(
        'ERR_SYNTAX',
        `BO holds ${squares.length} squares, a ${size}x${size} board has ${size * size}`,
      ),
    );
  const black: Square[] = [];
  const white: Square[] = [];
  for (let k = 0; k < squares.length; k++) {
    const c = squares[k];
    const s = squareAt(Math.floor(k / size), k % size);
    if (c === '*' || c === 'X' || c === 'x') black.push(s);
    else if (c === 'O' || c === 'o') white.push(s);
    else if (c !== '-' && c !== '.')
      return err(formatError('ERR_SYNTAX', `BO square ${quote(c)} is not *, O or -`));
  }
  const side = words[words.length - 1];
  if (side.length !== 1 || !'*XxOo'.includes(side))
    return err(formatError('ERR_SYNTAX', `BO side to move ${quote(side)} is not * or O`));
  const position = Position.fromSetup({
    board: { black: Bitboard.fromSquares(black), white: Bitboard.fromSquares(white) },
    turn: 'Oo'.includes(side) ? 'white' : 'black',
    variant: { rules: variant.rules, size: size as BoardSize },
  });
  return position.ok ? position : err(formatError('ERR_POSITION', `BO: ${position.error.message}`));
};

/** Keys the writer produces itself; `tags` cannot override them. */
const WRITTEN_KEYS = new Set([
  'GM',
  'PC',
  'DT',
  'PB',
  'PW',
  'RB',
  'RW',
  'TI',
  'TY',
  'RU',
  'RE',
  'BO',
  'B',
  'W',
]);

const escapeValue = (value: string): string => value.replace(/[\\\]]/g, (c) => `\\${c}`);

/**
 * GGF's result of a finished game, `RE`: Black's margin in discs with three decimals, e.g. `+64.000`,
 * counted under the tournament rule, positive when Black won (in Anti-Reversi, with fewer discs); `?`
 * while the game goes on.
 */
const resultOf = (game: GameRecord): string => {
  const end = replay(game);
  const outcome = end.ok ? end.value.outcome() : undefined;
  if (outcome === undefined) return '?';
  const { black, white } = outcome.score.tournament;
  const margin = end.ok && end.value.variant.rules === 'anti' ? white - black : black - white;
  return `${margin > 0 ? '+' : ''}${margin.toFixed(3)}`;
};

/**
 * Checks that a record can be written: every move legal in turn from the start (passes explicit,
 * each with the colour that makes it), evaluations finite, times finite and not below 0, extra tag
 * keys that GGF can hold (`A`-`Z` then letters or digits). The first fault, with its move number.
 */
const checkRecord = (game: GameRecord | GgfGame): FormatError | undefined => {
  let position = game.start;
  for (const [i, m] of game.moves.entries()) {
    const at = { moveNumber: i + 1 };
    const notes = [m.evaluation, m.time].filter((n) => n !== undefined);
    if (notes.some((n) => typeof n !== 'number' || !Number.isFinite(n)))
      return formatError(
        'ERR_UNSUPPORTED',
        `move ${i + 1}: its evaluation and time must be finite numbers`,
        at,
      );
    if (m.time !== undefined && m.time < 0)
      return formatError('ERR_UNSUPPORTED', `move ${i + 1}: its time, ${m.time} s, is below 0`, at);
    const played = position.play(m.move);
    if (!played.ok)
      return formatError('ERR_ILLEGAL_MOVE', `move ${i + 1}: ${played.error.message}`, {
        ...at,
        reason: played.error.message,
      });
    if (m.color !== position.turn)
      return formatError(
        'ERR_ILLEGAL_MOVE',
        `move ${i + 1}: recorded as ${quote(String(m.color))}'s move, but ${position.turn} is to move`,
        at,
      );
    position = played.value.position;
  }
  for (const key of Object.keys((game as GgfGame).tags ?? {}))
    if (!/^[A-Z][A-Z0-9]*$/.test(key))
      return formatError(
        'ERR_UNSUPPORTED',
        `tag key ${quote(key)} is not one GGF can hold (A-Z, then A-Z or 0-9)`,
      );
  return undefined;
};

/** Writes a game as one GGF record; a Reversi opening is written `TY[<size>]RU[<rules>]`. A game without
 * a recorded result gets its own when it is finished. A move that is not legal in turn, a note that is
 * not a finite number (a time below 0) or a tag key GGF cannot hold is refused (see `checkRecord`). */
export const makeGgf = (game: GameRecord | GgfGame): Result<string, FormatError> => {
  const fault = checkRecord(game);
  if (fault) return err(fault);
  const { start } = game;
  const { rules, size } = start.variant;
  const g = game as GgfGame;
  const parts: string[] = ['(;GM[Othello]'];
  const tag = (key: string, value: string | undefined): void => {
    if (value !== undefined) parts.push(`${key}[${escapeValue(value)}]`);
  };
  tag('PC', g.place);
  tag('DT', g.date);
  tag('PB', g.black);
  tag('PW', g.white);
  tag('RB', g.blackRating);
  tag('RW', g.whiteRating);
  tag('TI', g.timeControl);
  tag('TY', `${size}${rules === 'anti' ? 'a' : ''}`);
  if (startsEmpty(rules)) tag('RU', rules);
  tag('RE', g.result ?? resultOf(game));
  let board = '';
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) {
      const s = squareAt(r, c);
      board += start.board.black.has(s) ? '*' : start.board.white.has(s) ? 'O' : '-';
    }
  tag('BO', `${size} ${board} ${start.turn === 'black' ? '*' : 'O'}`);
  // The writer's own keys are its own (documented): a tag of the same name is not written twice.
  for (const [key, value] of Object.entries(g.tags ?? {})) if (!WRITTEN_KEYS.has(key)) tag(key, value);
  for (const m of game.moves) {
    let text = m.move === PASS ? 'PA' : makeMove(m.move).toUpperCase();
    if (m.evaluation !== undefined || m.time !== undefined)
      text += `/${m.evaluation ?? ''}${m.time === undefined ? '' : `/${m.time}`}`;
    tag(m.color === 'black' ? 'B' : 'W', text);
  }
  parts.push(';)');
  return ok(parts.join(''));
};

/**
 * Reads a GGF time control `TI[main/increment/extension]` (GGS's clock; times as `[[h:]m:]s`), e.g.
 * `05:00/00:02/02:00`. Wedge's clocks play the main time and the increment; GGS's extension (its
 * overtime after a soft time-out) and move-count modifiers (`,N40`) are read past and not played.
 */
export const parseGgfTimeControl = (ti: string): Result<TimeControl, FormatError> => {
  const [mainText = '', incrementText = ''] = ti.split('/').map((part) => part.split(',')[0]);
  const main = parseSeconds(mainText);
  const increment = incrementText.trim() === '' ? 0 : parseSeconds(incrementText);
  if (main === undefined || main <= 0 || increment === undefined || increment < 0)
    return err(
      formatError(
        'ERR_SYNTAX',
        `${quote(`TI[${ti}]`)} is not a time control ([[h:]m:]s main/increment/extension)`,
      ),
    );
  return ok({ mainMs: Math.round(main * 1000), incrementMs: Math.round(increment * 1000) });
};

/** `[[h:]m:]s` with two digits a field, e.g. 302.5 s -> `05:02.5`. */
const ggfTime = (ms: number): string => {
  const total = ms / 1000;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number): string => (n < 10 ? `0${n}` : String(n));
  return `${hours > 0 ? `${two(hours)}:` : ''}${two(minutes)}:${two(Math.round(seconds * 1000) / 1000)}`;
};

/** Writes a time control as GGF's `TI` value, e.g. `5+2` -> `05:00/00:02/00:00` (no extension). */
export const makeGgfTimeControl = (control: TimeControl): string =>
  `${ggfTime(control.mainMs)}/${ggfTime(control.incrementMs)}/00:00`;
