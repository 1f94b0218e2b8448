/** What the Learn pages keep in the browser: read back strictly, bad parts dropped, streaks counted. */

import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../lib/kv.js';
import { memoryStore } from '../lib/kv.js';
import {
  afterAttempt,
  dailyStreak,
  LEARN_KEYS,
  loadLessons,
  loadPuzzleProgress,
  NO_PUZZLE_PROGRESS,
  type PuzzleResult,
  recordExercise,
  recordPuzzle,
} from './progress.js';

const KNOWN = { rules: ['most', 'which'], ending: ['pass', 'score'] };

const memory = (items: Record<string, string> = {}) => memoryStore(Object.entries(items));

describe('lesson progress', () => {
  it('starts empty, records exercises once each, and reads them back', () => {
    const store = memory();
    expect(loadLessons(store, KNOWN)).toEqual({ value: {}, reset: false });
    recordExercise(store, KNOWN, 'rules', 'most');
    recordExercise(store, KNOWN, 'rules', 'most');
    recordExercise(store, KNOWN, 'ending', 'score');
    expect(loadLessons(store, KNOWN)).toEqual({
      value: { rules: ['most'], ending: ['score'] },
      reset: false,
    });
    expect(JSON.parse(store.data.get(LEARN_KEYS.lessons)!).version).toBe(1);
  });

  it('keeps what another tab recorded meanwhile', () => {
    const store = memory();
    recordExercise(store, KNOWN, 'rules', 'most');
    // Another tab writes its own progress to the same storage.
    recordExercise(store, KNOWN, 'ending', 'pass');
    expect(recordExercise(store, KNOWN, 'rules', 'which')).toEqual({
      rules: ['most', 'which'],
      ending: ['pass'],
    });
  });

  it('drops what it cannot read, entry by entry, and says so', () => {
    const bad = (v: unknown) =>
      memory({ [LEARN_KEYS.lessons]: typeof v === 'string' ? v : JSON.stringify(v) });
    for (const v of [
      '{',
      'null',
      '[]',
      { version: 2, done: {} },
      { done: {} },
      { version: 1, done: [] },
      'x'.repeat(70_000),
    ])
      expect(loadLessons(bad(v), KNOWN), String(v).slice(0, 20)).toEqual({ value: {}, reset: true });
    expect(
      loadLessons(
        bad({
          version: 1,
          done: { rules: ['most'], nope: ['x'], ending: ['pass', 'pass'], __proto__: ['x'] },
        }),
        KNOWN,
      ),
    ).toEqual({ value: { rules: ['most'] }, reset: true });
    expect(loadLessons(bad({ version: 1, done: { rules: ['most', 'other'] } }), KNOWN)).toEqual({
      value: {},
      reset: true,
    });
  });

  it('never throws when storage refuses to work', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(loadLessons(broken, KNOWN)).toEqual({ value: {}, reset: false });
    expect(recordExercise(broken, KNOWN, 'rules', 'most')).toEqual({ rules: ['most'] });
  });
});

describe('puzzle progress', () => {
  const attempt = (over: Partial<PuzzleResult>): PuzzleResult => ({
    id: '0000000a',
    solved: true,
    hinted: false,
    daily: false,
    today: '2025-03-09',
    ...over,
  });

  it('counts a streak of puzzles solved without help; a hint or a miss ends it, the best stays', () => {
    let p = NO_PUZZLE_PROGRESS;
    p = afterAttempt(p, attempt({ id: '0000000a' }));
    p = afterAttempt(p, attempt({ id: '0000000b' }));
    expect(p.streak).toEqual({ current: 2, best: 2 });
    p = afterAttempt(p, attempt({ id: '0000000c', hinted: true }));
    expect(p.streak).toEqual({ current: 0, best: 2 });
    expect(p.solved).toEqual({ '0000000a': 'clean', '0000000b': 'clean', '0000000c': 'helped' });
    p = afterAttempt(p, attempt({ id: '0000000c' }));
    expect(p.solved['0000000c']).toBe('clean');
    p = afterAttempt(p, attempt({ id: '0000000d', solved: false }));
    expect(p.streak).toEqual({ current: 0, best: 2 });
    expect(p.solved['0000000d']).toBeUndefined();
    // A later hinted solve never downgrades a clean one.
    expect(afterAttempt(p, attempt({ id: '0000000a', hinted: true })).solved['0000000a']).toBe('clean');
  });

  it('counts days in a row with the puzzle of the day, once a day, and lets the streak lapse', () => {
    let p = NO_PUZZLE_PROGRESS;
    p = afterAttempt(p, attempt({ daily: true, today: '2025-02-27' }));
    p = afterAttempt(p, attempt({ daily: true, today: '2025-02-28' }));
    p = afterAttempt(p, attempt({ daily: true, today: '2025-02-28' }));
    p = afterAttempt(p, attempt({ daily: true, today: '2025-03-01' }));
    expect(p.daily).toEqual({ last: '2025-03-01', current: 3, best: 3 });
    expect(dailyStreak(p, '2025-03-01')).toBe(3);
    expect(dailyStreak(p, '2025-03-02')).toBe(3);
    expect(dailyStreak(p, '2025-03-03')).toBe(0);
    // A missed daily counts nothing; a later day starts again from one.
    expect(afterAttempt(p, attempt({ daily: true, solved: false, today: '2025-03-02' })).daily.current).toBe(
      3,
    );
    expect(afterAttempt(p, attempt({ daily: true, today: '2025-03-05' })).daily).toEqual({
      last: '2025-03-05',
      current: 1,
      best: 3,
    });
  });

  it('stores attempts and reads them back; bad entries are dropped alone, a bad part entirely', () => {
    const store = memory();
    recordPuzzle(store, attempt({ id: '0000000a', daily: true }));
    expect(loadPuzzleProgress(store)).toEqual({
      value: {
        solved: { '0000000a': 'clean' },
        streak: { current: 1, best: 1 },
        daily: { last: '2025-03-09', current: 1, best: 1 },
      },
      reset: false,
    });
    const stored = JSON.parse(store.data.get(LEARN_KEYS.puzzles)!);
    const withBad = memory({
      [LEARN_KEYS.puzzles]: JSON.stringify({
        ...stored,
        solved: { ...stored.solved, nothex: 'clean', '0000000b': 'perfect' },
      }),
    });
    expect(loadPuzzleProgress(withBad)).toMatchObject({
      value: { solved: { '0000000a': 'clean' } },
      reset: true,
    });
    for (const broken of [
      { ...stored, version: 7 },
      { ...stored, streak: { current: 5, best: 2 } },
      { ...stored, streak: { current: -1, best: 2 } },
      { ...stored, daily: { last: 'yesterday', current: 1, best: 1 } },
      { ...stored, daily: { last: null, current: 2, best: 2 } },
      { ...stored, solved: [] },
    ])
      expect(loadPuzzleProgress(memory({ [LEARN_KEYS.puzzles]: JSON.stringify(broken) }))).toEqual({
        value: NO_PUZZLE_PROGRESS,
        reset: true,
      });
  });
});
