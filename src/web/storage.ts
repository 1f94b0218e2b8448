/**
 * What the page keeps in localStorage: settings, the unfinished game and the statistics, each under
 * its own key with a versioned schema. Reading never throws: a part that is corrupt or from an unknown
 * version is dropped (`reset: true`, so the page can say so) and the readable rest is kept.
 */
import { type Color, type Move, makeMove, makeVariant, parseMove, parseVariant } from '../core/index.js';
import type { SavedGame } from './controller.js';
import { DEFAULT_SETTINGS, SETTINGS_FIELDS, type Settings, VARIANT_CHOICES } from './settings.js';
import { parseStatLine, type StatLine, type Stats } from './stats.js';

/** The part of localStorage the store reads or writes (the browser's `localStorage` fits). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const KEYS = { settings: 'wedge.settings', game: 'wedge.game', stats: 'wedge.stats' } as const;
export type StoragePart = keyof typeof KEYS;

/** The schema version written today; anything else is outdated and reset. */
export const VERSION = 1;

/** A value read back, and whether something unreadable was dropped to get it. */
export interface Loaded<T> {
  readonly value: T;
  readonly reset: boolean;
}

/** A saved game plus whether its result already went into the statistics. */
export interface StoredGame extends SavedGame {
  readonly recorded: boolean;
}

/** Reads a key as JSON: undefined when absent, `null` when unreadable. */
const readJson = (store: KeyValueStore, key: string): unknown => {
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return undefined; // storage disabled: behave as a first visit
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text) ?? null;
  } catch {
    return null;
  }
};

const writeJson = (store: KeyValueStore, key: string, value: unknown): void => {
  try {
    store.setItem(key, JSON.stringify({ version: VERSION, ...(value as object) }));
  } catch {
    // A full or disabled storage loses only persistence, never the game in play.
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Settings field by field: a bad field falls back to its default, the others are kept. */
export const loadSettings = (store: KeyValueStore): Loaded<Settings> => {
  const data = readJson(store, KEYS.settings);
  if (data === undefined) return { value: DEFAULT_SETTINGS, reset: false };
  if (!isRecord(data) || data.version !== VERSION) return { value: DEFAULT_SETTINGS, reset: true };
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
  writeJson(store, KEYS.settings, settings);

const parseMoves = (v: unknown): Move[] | undefined => {
  if (!Array.isArray(v)) return undefined;
  const moves: Move[] = [];
  for (const text of v) {
    const move = typeof text === 'string' ? parseMove(text) : undefined;
    if (move === undefined) return undefined;
    moves.push(move);
  }
  return moves;
};

/**
 * The unfinished game, checked for shape here; whether its moves replay is checked by
 * `GameController.restore`, which replays them through the rules library.
 */
export const loadGame = (store: KeyValueStore): Loaded<StoredGame | undefined> => {
  const data = readJson(store, KEYS.game);
  if (data === undefined) return { value: undefined, reset: false };
  const bad = { value: undefined, reset: true };
  if (!isRecord(data) || data.version !== VERSION) return bad;
  const variant = typeof data.variant === 'string' ? parseVariant(data.variant) : undefined;
  const moves = parseMoves(data.moves);
  const redo = parseMoves(data.redo);
  if (
    !variant ||
    !(VARIANT_CHOICES as readonly string[]).includes(makeVariant(variant)) ||
    !SETTINGS_FIELDS.opponent(data.opponent) ||
    !SETTINGS_FIELDS.humanColor(data.humanColor) ||
    typeof data.id !== 'string' ||
    typeof data.recorded !== 'boolean' ||
    !(data.loaded === undefined || (Number.isInteger(data.loaded) && (data.loaded as number) >= 0)) ||
    !moves ||
    !redo
  )
    return bad;
  return {
    value: {
      setup: { variant, opponent: data.opponent, humanColor: data.humanColor as Color },
      id: data.id,
      moves,
      redo,
      loaded: (data.loaded as number | undefined) ?? 0,
      recorded: data.recorded,
    },
    reset: false,
  };
};

export const saveGame = (store: KeyValueStore, game: StoredGame): void =>
  writeJson(store, KEYS.game, {
    id: game.id,
    variant: makeVariant(game.setup.variant),
    opponent: game.setup.opponent,
    humanColor: game.setup.humanColor,
    moves: game.moves.map(makeMove),
    redo: game.redo.map(makeMove),
    loaded: game.loaded ?? 0,
    recorded: game.recorded,
  });

/** Statistics line by line: a bad line is dropped, the others are kept. */
export const loadStats = (store: KeyValueStore): Loaded<Stats> => {
  const data = readJson(store, KEYS.stats);
  if (data === undefined) return { value: {}, reset: false };
  if (!isRecord(data) || data.version !== VERSION || !isRecord(data.lines)) return { value: {}, reset: true };
  let reset = false;
  const lines: Record<string, StatLine> = {};
  for (const [key, raw] of Object.entries(data.lines)) {
    const [level, color] = key.split('/');
    const line = parseStatLine(raw);
    if (line && SETTINGS_FIELDS.opponent(level) && level !== 'human' && SETTINGS_FIELDS.humanColor(color))
      lines[key] = line;
    else reset = true;
  }
  return { value: lines, reset };
};

export const saveStats = (store: KeyValueStore, stats: Stats): void =>
  writeJson(store, KEYS.stats, { lines: stats });

/** Forgets a part (e.g. the game once it is replaced). */
export const clearPart = (store: KeyValueStore, part: StoragePart): void => {
  try {
    store.removeItem(KEYS[part]);
  } catch {
    // Nothing to do: storage is unavailable.
  }
};
