/**
 * What the Learn pages keep in localStorage, each part under its own key with a versioned schema like
 * the rest of the page (storage.ts): the exercises solved in each lesson (`wedge.lessons`), and the
 * puzzles solved, the streak and the daily streak (`wedge.puzzles`). Reading never throws: a part that
 * cannot be read is dropped, an entry that cannot be read is dropped alone, and `reset` says so. Every
 * change reads the part again first, so progress made in another tab is kept.
 */
import * as v from 'valibot';
import { type KeyValueStore, readJson } from '../lib/kv.js';
import { dayBefore } from './puzzles.js';

export const LEARN_KEYS = { lessons: 'wedge.lessons', puzzles: 'wedge.puzzles' } as const;
export const LEARN_VERSIONS = { lessons: 1, puzzles: 1 } as const;

/** A value read back, and whether something unreadable was dropped to get it. */
export interface Loaded<T> {
  readonly value: T;
  readonly reset: boolean;
}

/** The exercises solved, by lesson, e.g. `{ rules: ['most', 'which'] }`. */
export type LessonProgress = Readonly<Record<string, readonly string[]>>;

/** How a puzzle was solved: without help, or after a hint. */
export type Solved = 'clean' | 'helped';

export interface PuzzleProgress {
  /** Puzzles solved, by id. */
  readonly solved: Readonly<Record<string, Solved>>;
  /** Puzzles solved in a row without a hint or a miss, now and at best. */
  readonly streak: { readonly current: number; readonly best: number };
  /** Days in a row on which the puzzle of the day was solved: the last such day, now and at best. */
  readonly daily: { readonly last: string | undefined; readonly current: number; readonly best: number };
}

export const NO_PUZZLE_PROGRESS: PuzzleProgress = {
  solved: {},
  streak: { current: 0, best: 0 },
  daily: { last: undefined, current: 0, best: 0 },
};

/** Far more puzzles than the file holds; a longer list is not ours. */
const MAX_PUZZLES = 10_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PUZZLE_ID = /^[0-9a-f]{8}$/;

/** A JSON object used as a map (valibot's record would take an array too). */
const map = v.custom<Readonly<Record<string, unknown>>>(
  (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const streakSchema = v.pipe(
  v.object({ current: count, best: count }),
  v.check((s) => s.current <= s.best),
);
const puzzlesSchema = v.object({
  version: v.literal(LEARN_VERSIONS.puzzles),
  solved: map,
  streak: streakSchema,
  daily: v.pipe(
    v.object({ last: v.nullable(v.pipe(v.string(), v.regex(DAY))), current: count, best: count }),
    v.check((d) => d.current <= d.best && (d.last !== null || d.current === 0)),
  ),
});
const lessonsSchema = v.object({
  version: v.literal(LEARN_VERSIONS.lessons),
  done: map,
});

const writeJson = (store: KeyValueStore, key: string, value: unknown): void => {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage loses only the progress, never the page.
  }
};

/** The lessons' progress; `known` lists each lesson's exercises, and anything else is dropped. */
export const loadLessons = (
  store: KeyValueStore,
  known: Readonly<Record<string, readonly string[]>>,
): Loaded<LessonProgress> => {
  const data = readJson(store, LEARN_KEYS.lessons);
  if (data === undefined) return { value: {}, reset: false };
  const parsed = v.safeParse(lessonsSchema, data);
  if (!parsed.success) return { value: {}, reset: true };
  let reset = false;
  const done: Record<string, string[]> = {};
  for (const [lesson, list] of Object.entries(parsed.output.done)) {
    const exercises = Object.hasOwn(known, lesson) ? known[lesson] : undefined;
    if (
      !exercises ||
      !Array.isArray(list) ||
      !list.every((e) => typeof e === 'string' && exercises.includes(e)) ||
      new Set(list).size !== list.length
    ) {
      reset = true;
      continue;
    }
    done[lesson] = list as string[];
  }
  return { value: done, reset };
};

/** Marks an exercise solved (read again first, so another tab's progress stays). */
export const recordExercise = (
  store: KeyValueStore,
  known: Readonly<Record<string, readonly string[]>>,
  lesson: string,
  exercise: string,
): LessonProgress => {
  const done = { ...loadLessons(store, known).value };
  const list = done[lesson] ?? [];
  if (!list.includes(exercise)) done[lesson] = [...list, exercise];
  writeJson(store, LEARN_KEYS.lessons, { version: LEARN_VERSIONS.lessons, done });
  return done;
};

/** The puzzles' progress. */
export const loadPuzzleProgress = (store: KeyValueStore): Loaded<PuzzleProgress> => {
  const data = readJson(store, LEARN_KEYS.puzzles);
  if (data === undefined) return { value: NO_PUZZLE_PROGRESS, reset: false };
  const parsed = v.safeParse(puzzlesSchema, data);
  if (!parsed.success) return { value: NO_PUZZLE_PROGRESS, reset: true };
  const { solved, streak, daily } = parsed.output;
  let reset = false;
  const kept: Record<string, Solved> = {};
  const entries = Object.entries(solved);
  for (const [id, how] of entries.slice(0, MAX_PUZZLES)) {
    if (PUZZLE_ID.test(id) && (how === 'clean' || how === 'helped')) kept[id] = how;
    else reset = true;
  }
  if (entries.length > MAX_PUZZLES) reset = true;
  return {
    value: { solved: kept, streak, daily: { ...daily, last: daily.last ?? undefined } },
    reset,
  };
};

/** How an attempt at a puzzle ended. */
export interface PuzzleResult {
  readonly id: string;
  /** The optimal score was reached. */
  readonly solved: boolean;
  /** A hint was shown during the attempt. */
  readonly hinted: boolean;
  /** It was the puzzle of the day, on `today`. */
  readonly daily: boolean;
  /** Today in the player's calendar, e.g. `'2025-03-09'`. */
  readonly today: string;
}

/** The progress after an attempt: pure, so that the rules of the streaks are tested on their own. */
export const afterAttempt = (progress: PuzzleProgress, result: PuzzleResult): PuzzleProgress => {
  const clean = result.solved && !result.hinted;
  const solved = { ...progress.solved };
  if (result.solved && solved[result.id] !== 'clean') solved[result.id] = clean ? 'clean' : 'helped';
  const current = clean ? progress.streak.current + 1 : 0;
  const streak = { current, best: Math.max(progress.streak.best, current) };
  let daily = progress.daily;
  if (result.solved && result.daily && daily.last !== result.today) {
    const days = daily.last === dayBefore(result.today) ? daily.current + 1 : 1;
    daily = { last: result.today, current: days, best: Math.max(daily.best, days) };
  }
  return { solved, streak, daily };
};

/** The daily streak as it stands today: it lapses once a day goes by without the puzzle of the day. */
export const dailyStreak = (progress: PuzzleProgress, today: string): number => {
  const last = progress.daily.last;
  return last === today || (last !== undefined && last === dayBefore(today)) ? progress.daily.current : 0;
};

/** Records an attempt (read again first, so another tab's progress stays) and returns the progress. */
export const recordPuzzle = (store: KeyValueStore, result: PuzzleResult): PuzzleProgress => {
  const next = afterAttempt(loadPuzzleProgress(store).value, result);
  writeJson(store, LEARN_KEYS.puzzles, {
    version: LEARN_VERSIONS.puzzles,
    solved: next.solved,
    streak: next.streak,
    daily: { ...next.daily, last: next.daily.last ?? null },
  });
  return next;
};
