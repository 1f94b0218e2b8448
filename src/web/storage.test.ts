import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASS, scoreOf, square } from '../core/index.js';
import { DEFAULT_SETTINGS, resolveLanguage, type Settings } from './settings.js';
import { averageDifference, recordGame, statKey } from './stats.js';
import {
  KEYS,
  type KeyValueStore,
  loadGame,
  loadSettings,
  loadStats,
  type StoredGame,
  saveGame,
  saveSettings,
  saveStats,
} from './storage.js';

const memory = (): KeyValueStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const game: StoredGame = {
  setup: { variant: { rules: 'anti', size: 8 }, opponent: 'medium', humanColor: 'white' },
  id: 'abc',
  moves: [square('f5'), square('f4'), PASS],
  redo: [square('e3')],
  loaded: 2,
  recorded: false,
};

describe('storage', () => {
  it('round-trips settings, game and statistics', () => {
    const store = memory();
    const settings: Settings = { ...DEFAULT_SETTINGS, opponent: 'human', theme: 'dark', language: 'fr' };
    saveSettings(store, settings);
    saveGame(store, game);
    const stats = recordGame({}, 'easy', 'black', scoreOf(40, 24, 0), 'standard');
    saveStats(store, stats);
    expect(loadSettings(store)).toEqual({ value: settings, reset: false });
    expect(loadGame(store)).toEqual({ value: game, reset: false });
    expect(loadStats(store)).toEqual({ value: stats, reset: false });
  });

  it('treats a first visit as defaults without a notice', () => {
    const store = memory();
    expect(loadSettings(store)).toEqual({ value: DEFAULT_SETTINGS, reset: false });
    expect(loadGame(store)).toEqual({ value: undefined, reset: false });
    expect(loadStats(store)).toEqual({ value: {}, reset: false });
  });

  it('keeps the readable settings fields and resets the bad one', () => {
    const store = memory();
    store.setItem(KEYS.settings, JSON.stringify({ version: 1, theme: 'dark', opponent: 'grandmaster' }));
    expect(loadSettings(store)).toEqual({ value: { ...DEFAULT_SETTINGS, theme: 'dark' }, reset: true });
  });

  it('resets outdated versions and garbage, part by part', () => {
    const store = memory();
    saveStats(store, recordGame({}, 'hard', 'white', scoreOf(20, 44, 0), 'standard'));
    store.setItem(KEYS.game, '{"version":1,"moves":[');
    store.setItem(KEYS.settings, JSON.stringify({ version: 0, theme: 'dark' }));
    expect(loadGame(store)).toEqual({ value: undefined, reset: true });
    expect(loadSettings(store).reset).toBe(true);
    expect(loadStats(store).reset).toBe(false);
  });

  it('drops an inconsistent statistics line and keeps the others', () => {
    const store = memory();
    const good = recordGame({}, 'easy', 'black', scoreOf(40, 24, 0), 'standard');
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 1, lines: { ...good, 'medium/black': { games: 2, wins: 5 } } }),
    );
    expect(loadStats(store)).toEqual({ value: good, reset: true });
  });

  it('never throws on arbitrary stored text', () => {
    fc.assert(
      fc.property(fc.string(), fc.json(), (text, json) => {
        for (const value of [text, json]) {
          const store = memory();
          for (const key of Object.values(KEYS)) store.setItem(key, value);
          loadSettings(store);
          loadGame(store);
          loadStats(store);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('statistics', () => {
  it('counts wins, losses, draws, best, average and streaks', () => {
    let stats = recordGame({}, 'easy', 'black', scoreOf(40, 24, 0), 'standard');
    stats = recordGame(stats, 'easy', 'black', scoreOf(36, 20, 8), 'standard');
    expect(stats[statKey('easy', 'black')]).toMatchObject({ games: 2, wins: 2, best: 16, streak: 2 });
    stats = recordGame(stats, 'easy', 'black', scoreOf(30, 34, 0), 'standard');
    const line = stats[statKey('easy', 'black')];
    expect(line).toMatchObject({ games: 3, wins: 2, losses: 1, draws: 0, best: 16, streak: -1 });
    expect(averageDifference(line)).toBeCloseTo((16 + 16 - 4) / 3);
    stats = recordGame(stats, 'easy', 'black', scoreOf(32, 32, 0), 'standard');
    expect(stats[statKey('easy', 'black')]).toMatchObject({ draws: 1, streak: 0 });
  });

  it('counts fewer discs as the better game in Anti-Reversi', () => {
    const stats = recordGame({}, 'medium', 'white', scoreOf(40, 24, 0, 'anti'), 'anti');
    expect(stats[statKey('medium', 'white')]).toMatchObject({ wins: 1, best: 16 });
  });
});

describe('language', () => {
  it('follows the browser unless chosen, and falls back to English', () => {
    expect(resolveLanguage('auto', ['de-CH', 'en'])).toBe('de');
    expect(resolveLanguage('auto', ['es-ES'])).toBe('en');
    expect(resolveLanguage('fr', ['de'])).toBe('fr');
  });
});
