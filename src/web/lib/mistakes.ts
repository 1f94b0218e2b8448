/**
 * The user's own mistakes kept as puzzles ("find the better move"): the analysis board's review adds
 * them (each inaccuracy, mistake or blunder the user made against the computer, with the best moves by
 * the review's values), and the puzzles page lists them, plays them and marks the solved ones. Kept in
 * localStorage through `kv.ts` under their own key and versioned schema. Each stored entry is checked
 * on the way in: one that does not read (a hand edit, an old or a hostile value) is left out and
 * reported, never trusted, and the others still load; what is stored is never lost by a bad read.
 */
import * as v from 'valibot';
import {
  makeObf,
  makeVariant,
  type Position,
  parseObf,
  parseSquare,
  parseVariant,
} from '../../core/index.js';
import type { MoveMark } from '../../engine/index.js';
import { type KeyValueStore, readJson } from './kv.js';

export const MISTAKES_KEY = 'wedge.mistakes';
export const MISTAKES_VERSION = 1;
/** The newest kept; older ones go first (about 300 bytes each). */
export const MAX_MISTAKES = 200;

/** One mistake as a puzzle. */
export interface MistakePuzzle {
  /** The game and the position, e.g. `'g1a2b3:24'`: a game reviewed twice adds each mistake once. */
  readonly id: string;
  /** The variant's `makeVariant` name, e.g. `'standard'`. */
  readonly variant: string;
  /** The position before the mistake, as an OBF line (board and side to move). */
  readonly obf: string;
  /** The move played there, e.g. `'b2'`. */
  readonly played: string;
  /** Every best move by the review's values, e.g. `['a5']`: any of them solves the puzzle. */
  readonly best: readonly string[];
  /** Discs the move lost against the best, e.g. 26. */
  readonly loss: number;
  readonly kind: MoveMark;
  /** When it was kept, in ms since 1970. */
  readonly savedAt: number;
  /** Found the better move since. */
  readonly solved: boolean;
}

const SQUARE = /^[a-h][1-8]$/;
const entrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w.-]{1,80}:\d{1,3}$/)),
  variant: v.pipe(v.string(), v.maxLength(40)),
  obf: v.pipe(v.string(), v.maxLength(80)),
  played: v.pipe(v.string(), v.regex(SQUARE)),
  best: v.pipe(v.array(v.pipe(v.string(), v.regex(SQUARE))), v.minLength(1), v.maxLength(64)),
  loss: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(128)),
  kind: v.picklist(['inaccuracy', 'mistake', 'blunder']),
  savedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  solved: v.boolean(),
});
const fileSchema = v.object({ version: v.literal(MISTAKES_VERSION), puzzles: v.array(v.unknown()) });

/** What was read: the puzzles that check, and what was left out and why (for the page to say). */
export interface LoadedMistakes {
  readonly puzzles: readonly MistakePuzzle[];
  /** E.g. `['entry 3: best: Invalid length']`; `['the list']` when the whole value did not read. */
  readonly problems: readonly string[];
}

/** The position of a puzzle, or undefined when its OBF or variant no longer read (checked on load). */
export const positionOf = (puzzle: Pick<MistakePuzzle, 'variant' | 'obf'>): Position | undefined => {
  const variant = parseVariant(puzzle.variant);
  if (!variant) return undefined;
  const entry = parseObf(puzzle.obf, variant);
  return entry.ok ? entry.value.position : undefined;
};

/** A stored entry as a puzzle, or what is wrong with it: the schema, then the position and its moves. */
const checkEntry = (entry: unknown): MistakePuzzle | string => {
  const parsed = v.safeParse(entrySchema, entry);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return `${v.getDotPath(issue) ?? 'entry'}: ${issue.message}`;
  }
  const puzzle = parsed.output;
  const position = positionOf(puzzle);
  if (!position) return `obf: not a position of ${puzzle.variant}`;
  const legal = (name: string) => {
    const square = parseSquare(name);
    return square !== undefined && position.legalMoves().has(square);
  };
  if (!legal(puzzle.played)) return `played: ${puzzle.played} is not legal there`;
  const wrong = puzzle.best.find((name) => !legal(name));
  if (wrong !== undefined) return `best: ${wrong} is not legal there`;
  return puzzle;
};

/** Reads the kept puzzles, newest last; bad entries are left out and named in `problems`. */
export const loadMistakes = (store: KeyValueStore): LoadedMistakes => {
  const data = readJson(store, MISTAKES_KEY);
  if (data === undefined) return { puzzles: [], problems: [] };
  const file = v.safeParse(fileSchema, data);
  if (!file.success) return { puzzles: [], problems: ['the list'] };
  const puzzles: MistakePuzzle[] = [];
  const problems: string[] = [];
  file.output.puzzles.forEach((entry, i) => {
    const checked = checkEntry(entry);
    if (typeof checked === 'string') problems.push(`entry ${i + 1}: ${checked}`);
    else puzzles.push(checked);
  });
  return { puzzles, problems };
};

/** Writes the list; false when the browser refuses (full or disabled storage). */
const save = (store: KeyValueStore, puzzles: readonly MistakePuzzle[]): boolean => {
  try {
    store.setItem(MISTAKES_KEY, JSON.stringify({ version: MISTAKES_VERSION, puzzles }));
    return true;
  } catch {
    return false;
  }
};

/** Adds puzzles not kept yet (by id), keeping the newest `MAX_MISTAKES`; entries that did not read
 * are kept out of the list written only if the list itself read, so nothing readable is lost. Gives
 * the number added. */
export const addMistakes = (store: KeyValueStore, added: readonly MistakePuzzle[]): number => {
  const { puzzles, problems } = loadMistakes(store);
  if (problems.includes('the list')) return 0;
  const known = new Set(puzzles.map((p) => p.id));
  const fresh = added.filter((p) => !known.has(p.id) && typeof checkEntry(p) !== 'string');
  if (fresh.length === 0) return 0;
  return save(store, [...puzzles, ...fresh].slice(-MAX_MISTAKES)) ? fresh.length : 0;
};

/** Marks a puzzle solved. */
export const markSolved = (store: KeyValueStore, id: string): readonly MistakePuzzle[] => {
  const { puzzles, problems } = loadMistakes(store);
  const next = puzzles.map((p) => (p.id === id ? { ...p, solved: true } : p));
  if (!problems.includes('the list')) save(store, next);
  return next;
};

/** A game's key from its moves (a 32-bit FNV-1a hash in base 36), for a game not in the archive. */
export const movesKey = (moves: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < moves.length; i++) {
    h ^= moves.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `m-${(h >>> 0).toString(36)}`;
};

/** The id of a game's mistake: the game's archive id (or its moves' hash) and the ply. */
export const mistakeId = (game: string, ply: number): string =>
  `${game.replace(/[^\w.-]/g, '_').slice(0, 80) || '_'}:${ply}`;

/** A puzzle from a position before a mistake and the review's verdict. */
export const mistakePuzzle = (
  id: string,
  position: Position,
  mistake: { played: string; best: readonly string[]; loss: number; kind: MoveMark },
  savedAt: number,
): MistakePuzzle => ({
  id,
  variant: makeVariant(position.variant),
  obf: makeObf(position),
  ...mistake,
  savedAt,
  solved: false,
});
