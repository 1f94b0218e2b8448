import { describe, expect, it } from 'vitest';
import { Position, square, unwrap } from '../../core/index.js';
import type { KeyValueStore } from './kv.js';
import { memoryStore as memory } from './kv.js';
import {
  addMistakes,
  loadMistakes,
  MAX_MISTAKES,
  MISTAKES_KEY,
  markSolved,
  mistakeId,
  mistakePuzzle,
  positionOf,
} from './mistakes.js';

// After f5: White to move, d6, f6 and f4 legal.
const afterF5 = unwrap(Position.initial().play(square('f5'))).position;
const puzzle = (ply: number, best = ['f6']) =>
  mistakePuzzle(
    mistakeId('game-1', ply),
    afterF5,
    { played: 'f4', best, loss: 4, kind: 'mistake' },
    1000 + ply,
  );

describe('the mistakes kept as puzzles', () => {
  it('keeps the position before the mistake and its best moves, once per game and ply, and marks solved ones', () => {
    const store = memory();
    expect(loadMistakes(store)).toEqual({ puzzles: [], problems: [] });
    expect(addMistakes(store, [puzzle(1), puzzle(3, ['d6', 'f6'])])).toBe(2);
    // The same game reviewed again adds nothing.
    expect(addMistakes(store, [puzzle(1)])).toBe(0);
    const { puzzles, problems } = loadMistakes(store);
    expect(problems).toEqual([]);
    expect(puzzles.map((p) => p.id)).toEqual(['game-1:1', 'game-1:3']);
    expect(positionOf(puzzles[0])?.equals(afterF5)).toBe(true);
    expect(puzzles[1]).toMatchObject({ played: 'f4', best: ['d6', 'f6'], kind: 'mistake', solved: false });
    markSolved(store, 'game-1:3');
    expect(loadMistakes(store).puzzles.map((p) => p.solved)).toEqual([false, true]);
  });

  it('reports a corrupt entry and loads the others; a corrupt list is reported and never overwritten', () => {
    const store = memory();
    addMistakes(store, [puzzle(1), puzzle(2)]);
    const stored = JSON.parse(store.data.get(MISTAKES_KEY)!);
    stored.puzzles.splice(1, 0, { ...stored.puzzles[0], id: 'x:9', best: ['a1'] }, 'garbage', {
      ...stored.puzzles[0],
      id: 'y:1',
      obf: 'not a board',
    });
    store.setItem(MISTAKES_KEY, JSON.stringify(stored));
    const loaded = loadMistakes(store);
    expect(loaded.puzzles.map((p) => p.id)).toEqual(['game-1:1', 'game-1:2']);
    expect(loaded.problems).toEqual([
      'entry 2: best: a1 is not legal there',
      expect.stringMatching(/^entry 3: /),
      'entry 4: obf: not a position of standard',
    ]);
    // An entry that does not check is never added.
    expect(addMistakes(store, [{ ...puzzle(5), played: 'z9' }])).toBe(0);
    for (const text of ['{not json', JSON.stringify({ version: 99, puzzles: [] }), JSON.stringify([1, 2])]) {
      store.setItem(MISTAKES_KEY, text);
      expect(loadMistakes(store)).toEqual({ puzzles: [], problems: ['the list'] });
      expect(addMistakes(store, [puzzle(7)])).toBe(0);
      expect(store.data.get(MISTAKES_KEY)).toBe(text);
    }
  });

  it('keeps the newest when there are too many, and survives a store that refuses', () => {
    const store = memory();
    addMistakes(
      store,
      Array.from({ length: MAX_MISTAKES + 5 }, (_, i) => ({ ...puzzle(1), id: mistakeId(`g${i}`, 1) })),
    );
    const { puzzles } = loadMistakes(store);
    expect(puzzles).toHaveLength(MAX_MISTAKES);
    expect(puzzles[0].id).toBe('g5:1');
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(loadMistakes(refusing)).toEqual({ puzzles: [], problems: [] });
    expect(addMistakes(refusing, [puzzle(1)])).toBe(0);
  });
});
