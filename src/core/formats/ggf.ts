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

/** An evaluation or a time: a finite decimal, times possibly as minutes:seconds; else undefined. */
const parseNumber = (text: string): number | undefined => {
  if (text.trim() === '') return undefined;
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !DECIMAL.test(p))) return undefined;
  const value = parts.reduce((total, p) => total * 60 + Number(p), 0);
  // Digits enough to overflow read as Infinity, which no writer could give back: not a number here.
  return Number.isFinite(value) ? value : undefined;
};

/**
 * Reads every GGF record `(;...;)` in a text (many per file is usual). Tags PC DT PB PW RB RW TI TY
 * RU RE BO are interpreted, moves `B[F5]`/`W[d6/1.5/2.1]` keep their evaluation and time, `PA` is a
 * pass and missing passes are inferred. Types `8`, `6`, `4` (and `a` for anti) are read; others
 * are `ERR_UNSUPPORTED`. `RU` (Wedge's, after SGF's rules property; GGS has no type for them) names
 * the Reversi openings: `RU[reversi]`, `RU[reversi-may-flip]`, `RU[reversi-must-flip]`, with `TY`
 * still the size. Lenient: text between records is ignored and tag keys may be lower case.
 */
export const parseGgf = (text: string): Result<GgfGame[], FormatError> => {
  const where = locator(text);
  const games: GgfGame[] = [];
  let i = 0;
  for (;;) {
    const open = text.indexOf('(;', i);
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
            `game ${record}, line ${place.line}, column ${place.column}: expected a tag KEY[value] or ;) but found "${c}"`,
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
  for (const tag of tags) {
    const at = (): Omit<FormatError, 'code' | 'message'> => ({ ...where(tag.offset), record });
    const prefix = (): string => {
      const p = where(tag.offset);
      return `game ${record}, line ${p.line}, column ${p.column}`;
    };
    if (tag.key === 'B' || tag.key === 'W') {
      const [moveText, evalText = '', timeText = ''] = tag.value.split('/');
      const move = parseMove(moveText);
      const evaluation = parseNumber(evalText);
      const time = parseNumber(timeText);
      if (
        move === undefined ||
        (evalText.trim() !== '' && evaluation === undefined) ||
        (timeText.trim() !== '' && time === undefined)
      )
        return err(
          formatError(
            'ERR_SYNTAX',
            `${prefix()}: ${quote(`${tag.key}[${tag.value}]`)} is not a move (F5, PA, F5/eval/time with finite numbers)`,
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
          `game ${record}, line ${p.line}: rules RU[${rulesTag.value}] are not supported (only ${RULES.join(', ')})`,
          { ...p, record },
        ),
      );
    if (variant.rules === 'anti' && rules !== 'anti')
      return err(
        formatError(
          'ERR_SYNTAX',
          `game ${record}, line ${p.line}: TY[${typeTag?.value}] is Anti-Othello but RU[${rulesTag.value}] names other rules`,
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

/** Writes a game as one GGF record; a Reversi opening is written `TY[<size>]RU[<rules>]`. A game without
 * a recorded result gets its own when it is finished. */
export const makeGgf = (game: GameRecord | GgfGame): Result<string, FormatError> => {
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
  for (const [key, value] of Object.entries(g.tags ?? {}))
    if (/^[A-Z][A-Z0-9]*$/.test(key) && !WRITTEN_KEYS.has(key)) tag(key, value);
  for (const [i, m] of game.moves.entries()) {
    const notes = [m.evaluation, m.time].filter((n) => n !== undefined);
    if (notes.some((n) => !Number.isFinite(n)))
      return err(
        formatError('ERR_UNSUPPORTED', `move ${i + 1}: its evaluation and time must be finite numbers`, {
          moveNumber: i + 1,
        }),
      );
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
  const main = parseNumber(mainText);
  const increment = incrementText.trim() === '' ? 0 : parseNumber(incrementText);
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
