/**
 * The game archive: every finished game, kept in IndexedDB so that it holds thousands of games where
 * localStorage holds a few, through `idb`, a small wrapper that turns its requests into promises
 * (Dexie does more, in a 96 KB minified build). Records are plain data with a schema checked on the
 * way out (valibot); a record that cannot be read, or whose moves do not replay, is skipped and
 * counted, and the others are kept. Games leave as one GGF file and come in from GGF files of one game
 * or many.
 */
import { type IDBPDatabase, openDB } from 'idb';
import * as v from 'valibot';
import {
  type Color,
  type GameRecord,
  type GgfGame,
  gameFromMoves,
  type Move,
  makeGgf,
  makeGgfTimeControl,
  makeMoveList,
  makeObf,
  makeTimeControl,
  makeVariant,
  movesOf,
  Position,
  parseGgfTimeControl,
  parseMoveList,
  parseObf,
  parseVariant,
  type TimeControl,
  type Variant,
} from '../../core/index.js';
import { LEVELS, type Level } from '../../engine/index.js';

/** Who the game was against: a computer level, two players on one device, or a game imported. */
export type ArchiveOpponent = Level | 'human' | 'imported';

/** What a record adds to a game's moves: the players, the result and the date, and its archive id. */
export interface GameInfo {
  readonly black?: string;
  readonly white?: string;
  /** The result as recorded, e.g. `'35-29'`. */
  readonly result?: string;
  readonly date?: string;
  /** The game's id in the archive, when it came from there. */
  readonly archiveId?: string;
  /** The colour the user played, in a game of the page's own against the computer (its review turns
   * the user's mistakes, not the computer's, into puzzles). */
  readonly user?: Color;
}

/** A game as the page opens it (on the analysis board): its start, its moves and what a record said. */
export interface LoadedGame {
  readonly start: Position;
  readonly moves: readonly Move[];
  readonly info?: GameInfo;
}

/** What the archive keeps of a game the page finished: the game screen's state has these fields. */
export interface FinishedGame {
  readonly id: string;
  /** The positions of the game, its start first. */
  readonly positions: readonly Position[];
  readonly moves: readonly Move[];
  readonly setup: {
    readonly variant: Variant;
    readonly opponent: Level | 'human';
    readonly humanColor: Color;
    readonly clock?: TimeControl;
  };
  /** The discs at the end on the board, if it ended there. */
  readonly outcome?: { readonly black: number; readonly white: number };
  /** A loss on time: who lost, and the recorded score once known. */
  readonly timeDefault?: {
    readonly loser: Color;
    readonly score?: { readonly black: number; readonly white: number };
  };
}

/** A kept game. */
export interface ArchivedGame {
  /** The game's id (the page's own games keep theirs; an imported game's comes from its content). */
  readonly id: string;
  /** When it was kept, in ms since 1970 (the order of the list). */
  readonly savedAt: number;
  /** The date it was played as a record wrote it, e.g. `'2024-05-01'` (imported games). */
  readonly date?: string;
  /** The variant's `makeVariant` name, e.g. `'standard'`. */
  readonly variant: string;
  /** The start as an OBF line, when it is not the variant's usual start. */
  readonly start?: string;
  /** The moves, passes written, e.g. `'f5d6c3...'`. */
  readonly moves: string;
  readonly opponent: ArchiveOpponent;
  /** The human's colour against the computer. */
  readonly color?: Color;
  /** Players' names, as an imported record gave them. */
  readonly black?: string;
  readonly white?: string;
  /** Final discs; absent for an imported game that did not end on the board. */
  readonly discs?: { readonly black: number; readonly white: number };
  /** The result as an imported record wrote it, e.g. `'+12'`. */
  readonly result?: string;
  /** The time control as GGF's `TI` writes it, e.g. `'05:00/00:03/00:00'`. */
  readonly timeControl?: string;
  /** True when the player asked for a hint during the game. */
  readonly hinted?: boolean;
  /** The side whose time ran out: the game ended on time and `discs` is its recorded score. */
  readonly onTime?: Color;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** The stored shape; longer texts than these are not a game of ours. */
const RecordSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/i)),
  savedAt: v.pipe(v.number(), v.finite()),
  date: v.optional(text(40)),
  variant: text(40),
  start: v.optional(text(80)),
  moves: text(300),
  opponent: v.picklist([...LEVELS, 'human', 'imported'] as const),
  color: v.optional(v.picklist(['black', 'white'] as const)),
  black: v.optional(text(200)),
  white: v.optional(text(200)),
  discs: v.optional(v.object({ black: count, white: count })),
  result: v.optional(text(40)),
  timeControl: v.optional(text(40)),
  hinted: v.optional(v.boolean()),
  onTime: v.optional(v.picklist(['black', 'white'] as const)),
});

/** A stored record checked, or undefined when it is not a readable game (shape, variant, start, moves). */
export const parseArchived = (raw: unknown): ArchivedGame | undefined => {
  const parsed = v.safeParse(RecordSchema, raw);
  if (!parsed.success) return undefined;
  const game = parsed.output as ArchivedGame;
  return loadedOf(game) ? game : undefined;
};

/** A kept game as the analysis board opens it; undefined when it does not replay. */
export const loadedOf = (game: ArchivedGame): LoadedGame | undefined => {
  const variant = parseVariant(game.variant);
  if (!variant) return undefined;
  let start = Position.initial(variant);
  if (game.start !== undefined) {
    const entry = parseObf(game.start, variant);
    if (!entry.ok) return undefined;
    start = entry.value.position;
  }
  const record = parseMoveList(game.moves, start);
  if (!record.ok) return undefined;
  return {
    start,
    moves: movesOf(record.value),
    info: {
      archiveId: game.id,
      ...(game.opponent !== 'human' && game.opponent !== 'imported' && game.color !== undefined
        ? { user: game.color }
        : {}),
      ...(game.black === undefined ? {} : { black: game.black }),
      ...(game.white === undefined ? {} : { white: game.white }),
      ...(game.result === undefined ? {} : { result: game.result }),
      ...(game.date === undefined ? {} : { date: game.date }),
    },
  };
};

/** The record of a game the page just finished (on the board, or on time with its recorded score). */
export const archivedOf = (state: FinishedGame, savedAt: number, hinted = false): ArchivedGame => {
  const start = state.positions[0];
  const { setup } = state;
  const outcome = state.outcome ?? state.timeDefault?.score;
  return {
    id: state.id,
    savedAt,
    variant: makeVariant(setup.variant),
    ...(start.equals(Position.initial(setup.variant)) ? {} : { start: makeObf(start) }),
    moves: makeMoveList(state.moves, { passes: true }),
    opponent: setup.opponent,
    ...(setup.opponent === 'human' ? {} : { color: setup.humanColor }),
    ...(outcome ? { discs: { black: outcome.black, white: outcome.white } } : {}),
    ...(setup.clock ? { timeControl: makeGgfTimeControl(setup.clock) } : {}),
    ...(hinted ? { hinted: true } : {}),
    ...(state.outcome === undefined && state.timeDefault ? { onTime: state.timeDefault.loser } : {}),
  };
};

/** GGF's result flag for a game lost on time: `RE[+2.000:t]`. */
const ON_TIME = /^[+-]?\d+(?:\.\d+)?:t$/i;

/** A time control as the list shows it, e.g. `5+3` for GGF's `05:00/00:03/00:00`; as stored otherwise. */
export const timeControlText = (ti: string): string => {
  const control = parseGgfTimeControl(ti);
  return control.ok ? makeTimeControl(control.value) : ti;
};

/** A 32-bit FNV-1a hash in base 36: an imported game's id from its content, so that importing the same
 * file twice keeps each game once. */
const contentId = (content: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < content.length; i++) {
    h ^= content.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `i-${(h >>> 0).toString(36)}`;
};

/**
 * What an exported game of the page's own says of itself in GGF's place (`PC`): `Wedge/<id>/<savedAt>`,
 * and `/hints` when the player asked for a hint, so that the file imports back to exactly the record it
 * came from (its id too: importing it again replaces the game, it never adds a copy).
 */
const OWN_PLACE = /^Wedge\/([a-z0-9]{1,16})\/(\d{1,15})(\/hints)?$/i;

const ownPlace = (game: ArchivedGame): string =>
  `Wedge/${game.id}/${Math.round(game.savedAt)}${game.hinted ? '/hints' : ''}`;

/** The computer's level from its name in an export, e.g. `'Wedge (expert)'`. */
const levelOfName = (name: string | undefined): Level | undefined => {
  const level = /^Wedge \(([a-z]+)\)$/.exec(name ?? '')?.[1];
  return (LEVELS as readonly string[]).includes(level ?? '') ? (level as Level) : undefined;
};

/** The page's own game back from its export (see `OWN_PLACE` and `namesOf`), or undefined when the
 * record is not one: its names, its place and its result must all be as the page writes them. */
const ownGameOf = (
  record: GameRecord | GgfGame,
  base: Pick<ArchivedGame, 'variant' | 'start' | 'moves' | 'discs'>,
): ArchivedGame | undefined => {
  const place = OWN_PLACE.exec(record.place ?? '');
  if (!place) return undefined;
  let opponent: Level | 'human';
  let color: Color | undefined;
  const { black, white } = record;
  if (black === 'Player 1' && white === 'Player 2') opponent = 'human';
  else if (black === 'Player' && levelOfName(white)) [opponent, color] = [levelOfName(white)!, 'black'];
  else if (white === 'Player' && levelOfName(black)) [opponent, color] = [levelOfName(black)!, 'white'];
  else return undefined;
  const result = /^([+-]?\d+)(:t)?$/i.exec(record.result ?? '');
  let discs = base.discs;
  let onTime: Color | undefined;
  if (result?.[2]) {
    // A loss on time: the recorded score shares out every square (storage.ts's parseScore).
    const squares = (parseVariant(base.variant)?.size ?? 8) ** 2;
    const diff = Number.parseInt(result[1], 10);
    if (Math.abs(diff) > squares || (squares + diff) % 2 !== 0) return undefined;
    discs = { black: (squares + diff) / 2, white: (squares - diff) / 2 };
    onTime = diff > 0 ? 'white' : 'black';
  }
  const g = record as GgfGame;
  return {
    id: place[1],
    savedAt: Number(place[2]),
    variant: base.variant,
    ...(base.start === undefined ? {} : { start: base.start }),
    moves: base.moves,
    opponent,
    ...(color ? { color } : {}),
    ...(discs ? { discs } : {}),
    ...(g.timeControl === undefined ? {} : { timeControl: g.timeControl }),
    ...(place[3] ? { hinted: true } : {}),
    ...(onTime ? { onTime } : {}),
  };
};

/** The record of an imported game: the page's own exported game as it was (id, opponent, colour,
 * result), any other game as `imported` with an id from its content. */
export const archivedOfRecord = (record: GameRecord | GgfGame, savedAt: number): ArchivedGame => {
  const start = record.start;
  const moves = makeMoveList(
    record.moves.map((m) => m.move),
    { passes: true },
  );
  const startText = start.equals(Position.initial(start.variant)) ? undefined : makeObf(start);
  const variant = makeVariant(start.variant);
  const outcome = lastPosition(start, movesOf(record)).outcome();
  const discs = outcome ? { black: outcome.black, white: outcome.white } : undefined;
  const own = ownGameOf(record, {
    variant,
    moves,
    ...(startText === undefined ? {} : { start: startText }),
    ...(discs ? { discs } : {}),
  });
  if (own) return own;
  const g = record as GgfGame;
  return {
    id: contentId(
      [variant, startText ?? '', moves, record.black, record.white, record.date, record.result].join('|'),
    ),
    savedAt,
    variant,
    ...(startText === undefined ? {} : { start: startText }),
    moves,
    opponent: 'imported',
    ...(record.black === undefined ? {} : { black: record.black.slice(0, 200) }),
    ...(record.white === undefined ? {} : { white: record.white.slice(0, 200) }),
    ...(record.date === undefined ? {} : { date: record.date.slice(0, 40) }),
    ...(record.result === undefined ? {} : { result: record.result.slice(0, 40) }),
    ...(outcome ? { discs: { black: outcome.black, white: outcome.white } } : {}),
    ...(g.timeControl === undefined ? {} : { timeControl: g.timeControl.slice(0, 40) }),
    ...(record.result !== undefined && ON_TIME.test(record.result)
      ? { onTime: Number.parseFloat(record.result) > 0 ? ('white' as const) : ('black' as const) }
      : {}),
  };
};

const lastPosition = (start: Position, moves: readonly Move[]): Position => {
  let position = start;
  for (const move of moves) {
    const next = position.play(move);
    if (!next.ok) break;
    position = next.value.position;
  }
  return position;
};

/** What a player's name is in an exported file: the computer by its level, the player as "Player". */
const namesOf = (game: ArchivedGame): { black?: string; white?: string } => {
  if (game.opponent === 'imported') return { black: game.black, white: game.white };
  if (game.opponent === 'human') return { black: 'Player 1', white: 'Player 2' };
  const computer = `Wedge (${game.opponent})`;
  return game.color === 'white' ? { black: computer, white: 'Player' } : { black: 'Player', white: computer };
};

/** The GGF result: Black's disc difference, e.g. `+12` (GGS's convention), or the result recorded. */
const resultOf = (game: ArchivedGame): string | undefined => {
  if (game.result !== undefined) return game.result;
  if (!game.discs) return undefined;
  const diff = game.discs.black - game.discs.white;
  return `${diff > 0 ? '+' : ''}${diff}${game.onTime ? ':t' : ''}`;
};

/** One GGF file of games, one record a line; games that do not replay are left out. */
export const exportGgf = (games: readonly ArchivedGame[]): string => {
  const lines: string[] = [];
  for (const game of games) {
    const loaded = loadedOf(game);
    if (!loaded) continue;
    const record = gameFromMoves(loaded.start, loaded.moves);
    if (!record.ok) continue;
    const names = namesOf(game);
    // An imported game keeps the date its record gave, or none: a date made up here would change
    // its content id, and importing the file again would add a copy.
    const date =
      game.date ??
      (game.opponent === 'imported' ? undefined : new Date(game.savedAt).toISOString().slice(0, 10));
    const written = makeGgf({
      ...record.value,
      ...(names.black === undefined ? {} : { black: names.black }),
      ...(names.white === undefined ? {} : { white: names.white }),
      ...(date === undefined ? {} : { date }),
      ...(resultOf(game) === undefined ? {} : { result: resultOf(game) }),
      ...(game.timeControl === undefined ? {} : { timeControl: game.timeControl }),
      ...(game.opponent === 'imported' ? {} : { place: ownPlace(game) }),
    });
    if (written.ok) lines.push(written.value);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
};

/** The player's result of a kept game: won, lost or drawn against the computer; `drawn` or undefined
 * (no side of its own) for the others. */
export const resultFor = (game: ArchivedGame): 'won' | 'lost' | 'drawn' | undefined => {
  if (!game.discs) return undefined;
  const { black, white } = game.discs;
  if (black === white) return 'drawn';
  if (game.color === undefined || game.opponent === 'human' || game.opponent === 'imported') return undefined;
  const rules = parseVariant(game.variant)?.rules;
  const blackAhead = rules === 'anti' ? black < white : black > white;
  return (game.color === 'black') === blackAhead ? 'won' : 'lost';
};

/** The list's filters: by the player's result and by opponent. */
export interface ArchiveFilter {
  readonly result: 'all' | 'won' | 'lost' | 'drawn';
  readonly opponent: 'all' | ArchiveOpponent;
}

/** The games a filter keeps, newest first. */
export const filterGames = (games: readonly ArchivedGame[], filter: ArchiveFilter): ArchivedGame[] =>
  games
    .filter((g) => filter.opponent === 'all' || g.opponent === filter.opponent)
    .filter((g) => filter.result === 'all' || resultFor(g) === filter.result)
    .sort((a, b) => b.savedAt - a.savedAt);

/** The archive's storage. */
export interface Archive {
  /** Every readable game, and how many records could not be read. */
  list(): Promise<{ games: ArchivedGame[]; skipped: number }>;
  get(id: string): Promise<ArchivedGame | undefined>;
  /** Keeps games (a game with the same id is replaced). */
  put(...games: ArchivedGame[]): Promise<void>;
  remove(id: string): Promise<void>;
}

const DB_NAME = 'wedge';
const STORE = 'games';

/**
 * The archive in the page's IndexedDB, opened on first use. Version 1 of the database `wedge` has one
 * store, `games`, keyed by `id`. A failed open is tried again at the next call.
 */
export const openArchive = (name = DB_NAME): Archive => {
  let db: Promise<IDBPDatabase> | undefined;
  const open = (): Promise<IDBPDatabase> => {
    if (db) return db;
    const opening = openDB(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id' });
      },
    });
    db = opening;
    opening.catch(() => {
      if (db === opening) db = undefined;
    });
    return opening;
  };
  return {
    async list() {
      const raw = await (await open()).getAll(STORE);
      const games: ArchivedGame[] = [];
      let skipped = 0;
      for (const record of raw) {
        const game = parseArchived(record);
        if (game) games.push(game);
        else skipped++;
      }
      return { games, skipped };
    },
    async get(id) {
      return parseArchived(await (await open()).get(STORE, id));
    },
    async put(...games) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      await Promise.all([...games.map((g) => tx.store.put(g)), tx.done]);
    },
    async remove(id) {
      await (await open()).delete(STORE, id);
    },
  };
};
