/**
 * What the page keeps in localStorage: settings, the unfinished game and the statistics, each under
 * its own key with a versioned schema. Reading never throws: a part that is corrupt, out of its bounds
 * or from an unknown version is dropped (`reset: true`, so the page can say so) and the readable rest
 * is kept.
 */
import {
  Clock,
  type Color,
  type Move,
  makeMove,
  makeObf,
  makeVariant,
  type Position,
  parseMove,
  parseObf,
  parseVariant,
  type SavedClock,
  type Score,
  type Variant,
} from '../../core/index.js';
import { type KeyValueStore, MAX_STORED_CHARS, readJson } from '../lib/kv.js';
import { DEFAULT_SETTINGS, SETTINGS_FIELDS, type Settings, VARIANT_CHOICES } from '../lib/settings.js';
import { TIME_RULES, type TimeDefault } from './clocks.js';
import type { SavedGame } from './controller.js';
import {
  COUNTED_IDS,
  EARLIER,
  isVariantName,
  NO_STATS,
  parseStatLine,
  type StatLine,
  type Stats,
} from './stats.js';

export { type KeyValueStore, MAX_STORED_CHARS, readJson };

export const KEYS = { settings: 'wedge.settings', game: 'wedge.game', stats: 'wedge.stats' } as const;
export type StoragePart = keyof typeof KEYS;

/** The schema version of each part written today; other versions are reset, except statistics of
 * version 1, whose lines (which mixed the variants) are kept apart as `EARLIER` lines. */
export const VERSIONS: Readonly<Record<StoragePart, number>> = { settings: 1, game: 1, stats: 2 };

/** The most moves a game can have: every square once, and a pass before each. */
const MAX_MOVES = 128;
/** Game ids as `GameController` makes them (8 letters or digits); tests use short ones. */
const isGameId = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9]{1,16}$/i.test(v);

/** A value read back, and whether something unreadable was dropped to get it. */
export interface Loaded<T> {
  readonly value: T;
  readonly reset: boolean;
}

/** A saved game plus whether its result already went into the statistics. */
export interface StoredGame extends SavedGame {
  readonly recorded: boolean;
}

const writeJson = (store: KeyValueStore, part: StoragePart, value: unknown): void => {
  try {
    store.setItem(KEYS[part], JSON.stringify({ version: VERSIONS[part], ...(value as object) }));
  } catch {
    // A full or disabled storage loses only persistence, never the game in play.
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Settings field by field: a bad field falls back to its default, the others are kept. */
export const loadSettings = (store: KeyValueStore): Loaded<Settings> => {
  const data = readJson(store, KEYS.settings);
  if (data === undefined) return { value: DEFAULT_SETTINGS, reset: false };
  if (!isRecord(data) || data.version !== VERSIONS.settings) return { value: DEFAULT_SETTINGS, reset: true };
  let reset = false;
  const value: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [field, check] of Object.entries(SETTINGS_FIELDS) as [
    keyof Settings,
    (v: unknown) => boolean,
  ][]) {
    if (!(field in data)) continue;
    if (check(data[field])) value[field] = data[field];
    else reset = true;
  }
  return { value: value as unknown as Settings, reset };
};

export const saveSettings = (store: KeyValueStore, settings: Settings): void =>
  writeJson(store, 'settings', settings);

const parseMoves = (v: unknown): Move[] | undefined => {
  if (!Array.isArray(v) || v.length > MAX_MOVES) return undefined;
  const moves: Move[] = [];
  for (const text of v) {
    const move = typeof text === 'string' ? parseMove(text) : undefined;
    if (move === undefined) return undefined;
    moves.push(move);
  }
  return moves;
};

/** A score of a finished game on the variant's board: whole discs, all the squares shared out. */
const parseScore = (v: unknown, variant: Variant): Score | undefined => {
  if (!isRecord(v)) return undefined;
  const squares = variant.size * variant.size;
  const { black, white } = v;
  if (!Number.isInteger(black) || !Number.isInteger(white)) return undefined;
  const [b, w] = [black as number, white as number];
  return b >= 0 && w >= 0 && b + w === squares ? { black: b, white: w } : undefined;
};

/** A stored loss on time, field by field; undefined when it is not one. */
const parseTimeDefault = (v: unknown, variant: Variant): TimeDefault | undefined => {
  if (!isRecord(v) || !SETTINGS_FIELDS.humanColor(v.loser) || !TIME_RULES.includes(v.rule as never))
    return undefined;
  const score = v.score === undefined ? undefined : parseScore(v.score, variant);
  if (v.score !== undefined && !score) return undefined;
  let completed: TimeDefault['completed'];
  if (v.completed !== undefined) {
    const c = v.completed;
    const played = isRecord(c) ? parseScore(c.score, variant) : undefined;
    if (!isRecord(c) || !played || (c.by !== 'hard' && c.by !== 'medium')) return undefined;
    completed = { score: played, by: c.by };
  }
  return {
    loser: v.loser as Color,
    rule: v.rule as TimeDefault['rule'],
    ...(score ? { score } : {}),
    ...(completed ? { completed } : {}),
  };
};

/** The clocks as saved, checked by the library's own reader (the time it resumes at does not matter here). */
const parseClock = (v: unknown): SavedClock | undefined => {
  const clock = Clock.restore(v, 0);
  return clock.ok ? clock.value.save(0) : undefined;
};

/**
 * The unfinished game, checked for shape here; whether its moves replay is checked by
 * `GameController.restore`, which replays them through the rules library.
 */
export const loadGame = (store: KeyValueStore): Loaded<StoredGame | undefined> => {
  const data = readJson(store, KEYS.game);
  if (data === undefined) return { value: undefined, reset: false };
  const bad = { value: undefined, reset: true };
  if (!isRecord(data) || data.version !== VERSIONS.game) return bad;
  const variant = typeof data.variant === 'string' ? parseVariant(data.variant) : undefined;
  const moves = parseMoves(data.moves);
  const redo = parseMoves(data.redo);
  // A game set up in the editor keeps its start as an OBF line.
  let start: Position | undefined;
  if (data.start !== undefined) {
    const entry = typeof data.start === 'string' && variant ? parseObf(data.start, variant) : undefined;
    if (!entry?.ok) return bad;
    start = entry.value.position;
  }
  if (
    !variant ||
    !(VARIANT_CHOICES as readonly string[]).includes(makeVariant(variant)) ||
    !SETTINGS_FIELDS.opponent(data.opponent) ||
    !SETTINGS_FIELDS.humanColor(data.humanColor) ||
    !isGameId(data.id) ||
    typeof data.recorded !== 'boolean' ||
    !moves ||
    !redo ||
    !(data.hinted === undefined || typeof data.hinted === 'boolean') ||
    moves.length + redo.length > MAX_MOVES ||
    !(
      data.loaded === undefined ||
      (Number.isInteger(data.loaded) &&
        (data.loaded as number) >= 0 &&
        (data.loaded as number) <= moves.length + redo.length)
    )
  )
    return bad;
  // Games saved before clocks have none of these fields: they are games without clocks.
  const clock = data.clock === undefined ? undefined : parseClock(data.clock);
  const timeDefault =
    data.timeDefault === undefined ? undefined : parseTimeDefault(data.timeDefault, variant);
  const timeRule = data.timeRule ?? 'complete';
  if (
    (data.clock !== undefined && !clock) ||
    (data.timeDefault !== undefined && (!timeDefault || !clock)) ||
    !SETTINGS_FIELDS.timeRule(timeRule)
  )
    return bad;
  const control = clock ? Clock.restore(clock, 0) : undefined;
  return {
    value: {
      setup: {
        variant,
        opponent: data.opponent,
        humanColor: data.humanColor as Color,
        ...(control?.ok ? { clock: control.value.control, timeRule } : {}),
        ...(start ? { start } : {}),
      },
      id: data.id,
      moves,
      redo,
      loaded: (data.loaded as number | undefined) ?? 0,
      recorded: data.recorded,
      ...(clock ? { clock } : {}),
      ...(timeDefault ? { timeDefault } : {}),
      ...(data.hinted === true ? { hinted: true } : {}),
    },
    reset: false,
  };
};

export const saveGame = (store: KeyValueStore, game: StoredGame): void =>
  writeJson(store, 'game', {
    id: game.id,
    variant: makeVariant(game.setup.variant),
    opponent: game.setup.opponent,
    humanColor: game.setup.humanColor,
    moves: game.moves.map(makeMove),
    redo: game.redo.map(makeMove),
    loaded: game.loaded ?? 0,
    recorded: game.recorded,
    ...(game.clock ? { clock: game.clock, timeRule: game.setup.timeRule ?? 'complete' } : {}),
    ...(game.timeDefault ? { timeDefault: game.timeDefault } : {}),
    ...(game.setup.start ? { start: makeObf(game.setup.start) } : {}),
    ...(game.hinted ? { hinted: true } : {}),
  });

/** Statistics line by line: a bad line is dropped, the others are kept. */
export const loadStats = (store: KeyValueStore): Loaded<Stats> => {
  const data = readJson(store, KEYS.stats);
  if (data === undefined) return { value: NO_STATS, reset: false };
  const bad = { value: NO_STATS, reset: true };
  if (!isRecord(data) || !isRecord(data.lines)) return bad;
  // Version 1 keyed lines `level/colour` over all variants together.
  const earlier = data.version === 1;
  if (!earlier && data.version !== VERSIONS.stats) return bad;
  let reset = false;
  const lines: Record<string, StatLine> = {};
  for (const [stored, raw] of Object.entries(data.lines)) {
    const key = earlier ? `${EARLIER}/${stored}` : stored;
    const [variant, level, color, ...rest] = key.split('/');
    const line = parseStatLine(raw);
    if (
      line &&
      rest.length === 0 &&
      isVariantName(variant) &&
      SETTINGS_FIELDS.opponent(level) &&
      level !== 'human' &&
      SETTINGS_FIELDS.humanColor(color)
    )
      lines[key] = line;
    else reset = true;
  }
  const ids = earlier ? [] : data.counted;
  const counted = Array.isArray(ids) && ids.length <= COUNTED_IDS && ids.every(isGameId) ? ids : [];
  if (counted !== ids) reset = true;
  return { value: { lines, counted }, reset };
};

export const saveStats = (store: KeyValueStore, stats: Stats): void =>
  writeJson(store, 'stats', { lines: stats.lines, counted: stats.counted });

/** Where the latest state of each recent game id is noted: `[id, state]` pairs, newest last. */
export const HEADS_KEY = 'wedge.heads';
/** How many game ids the heads keep: far more than games started between two moves of one tab. */
export const HEAD_IDS = 64;

/**
 * The state each recent game was last saved in, by any tab (see `Session`): a tab that writes a game
 * whose saved state is not the one it last saw itself shares the id with another tab's game, and gives
 * its own a new id. Unreadable heads read as none (a tab then keeps its id, as before heads existed).
 */
export const loadHeads = (store: KeyValueStore): Map<string, string> => {
  const data = readJson(store, HEADS_KEY);
  const heads = new Map<string, string>();
  if (!isRecord(data) || data.version !== 1 || !Array.isArray(data.heads)) return heads;
  for (const entry of data.heads.slice(-HEAD_IDS))
    if (Array.isArray(entry) && isGameId(entry[0]) && typeof entry[1] === 'string' && entry[1].length <= 600)
      heads.set(entry[0], entry[1]);
  return heads;
};

/** Notes `id`'s latest state, keeping the newest `HEAD_IDS` ids. */
export const saveHead = (store: KeyValueStore, id: string, state: string): void => {
  const heads = loadHeads(store);
  heads.delete(id);
  heads.set(id, state);
  try {
    store.setItem(HEADS_KEY, JSON.stringify({ version: 1, heads: [...heads].slice(-HEAD_IDS) }));
  } catch {
    // Without storage there is no other tab's write to tell apart.
  }
};

/** Forgets a part (e.g. the game once it is replaced). */
export const clearPart = (store: KeyValueStore, part: StoragePart): void => {
  try {
    store.removeItem(KEYS[part]);
  } catch {
    // Nothing to do: storage is unavailable.
  }
};
