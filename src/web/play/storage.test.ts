import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseObf } from '../../core/formats/index.js';
import { PASS, STANDARD, scoreOf, square, unwrap } from '../../core/index.js';
import { resolveLanguage } from '../i18n/language.js';
import { memoryStore as memory } from '../lib/kv.js';
import { DEFAULT_SETTINGS, type Settings } from '../lib/settings.js';
import { averageDifference, EARLIER, MAX_GAMES, NO_STATS, recordGame, type Stats, statKey } from './stats.js';
import {
  KEYS,
  loadGame,
  loadSettings,
  loadStats,
  MAX_STORED_CHARS,
  type StoredGame,
  saveGame,
  saveSettings,
  saveStats,
} from './storage.js';

/** A finished game against `level` as `color`, standard 8x8 unless said. */
const finished = (
  stats: Stats,
  id: string,
  level: 'easy' | 'medium' | 'hard',
  color: 'black' | 'white',
  black: number,
  white: number,
  empty = 0,
  variant = 'standard',
): Stats =>
  recordGame(stats, {
    id,
    variant,
    rules: variant.startsWith('anti') ? 'anti' : 'standard',
    level,
    color,
    outcome: scoreOf(black, white, empty, variant.startsWith('anti') ? 'anti' : 'standard'),
  });

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
    const stats = finished(
      finished(NO_STATS, 'g1', 'easy', 'black', 40, 24),
      'g2',
      'easy',
      'white',
      9,
      7,
      0,
      '4x4',
    );
    saveStats(store, stats);
    expect(loadSettings(store)).toEqual({ value: settings, reset: false });
    expect(loadGame(store)).toEqual({ value: game, reset: false });
    expect(loadStats(store)).toEqual({ value: stats, reset: false });
  });

  it('keeps the turned board, the moves written from White, and a flip variant, which older settings lack', () => {
    const store = memory();
    saveSettings(store, { ...DEFAULT_SETTINGS, variant: 'reversi-must-flip', turned: true });
    expect(loadSettings(store).value).toMatchObject({
      variant: 'reversi-must-flip',
      turned: true,
      writeFromWhite: false,
    });
    saveSettings(store, { ...DEFAULT_SETTINGS, writeFromWhite: true });
    expect(loadSettings(store).value).toMatchObject({ turned: false, writeFromWhite: true });
    store.setItem(KEYS.settings, JSON.stringify({ version: 1, writeFromWhite: 'yes' }));
    expect(loadSettings(store)).toEqual({ value: DEFAULT_SETTINGS, reset: true });
    // Settings stored before the control existed read as the usual side, with no notice.
    store.setItem(KEYS.settings, JSON.stringify({ version: 1, theme: 'dark' }));
    expect(loadSettings(store)).toEqual({ value: { ...DEFAULT_SETTINGS, theme: 'dark' }, reset: false });
    const flip: StoredGame = {
      ...game,
      setup: { ...game.setup, variant: { rules: 'reversi-may-flip', size: 8 } },
      moves: [square('d4'), square('e4'), square('d5'), square('c4')],
      redo: [],
      loaded: 0,
    };
    saveGame(store, flip);
    expect(loadGame(store)).toEqual({ value: flip, reset: false });
  });

  it('keeps a game on the clock with its time default, and drops one whose clock or score is wrong', () => {
    const store = memory();
    const clocked: StoredGame = {
      ...game,
      setup: {
        variant: { rules: 'standard', size: 8 },
        opponent: 'easy',
        humanColor: 'black',
        clock: { mainMs: 60_000, incrementMs: 2_000 },
        timeRule: 'complete',
      },
      redo: [],
      clock: { control: '1+2', black: 0, white: 41_250, running: null },
      timeDefault: {
        loser: 'black',
        rule: 'complete',
        score: { black: 20, white: 44 },
        completed: { score: { black: 20, white: 44 }, by: 'medium' },
      },
    };
    saveGame(store, clocked);
    expect(loadGame(store)).toEqual({ value: clocked, reset: false });
    const stored = JSON.parse(store.getItem(KEYS.game)!);
    const broken = [
      { clock: { ...stored.clock, control: 'blitz' } },
      { clock: { ...stored.clock, white: -1 } },
      { timeDefault: { ...stored.timeDefault, score: { black: 20, white: 40 } } },
      { timeDefault: { ...stored.timeDefault, loser: 'red' } },
      {
        timeDefault: { ...stored.timeDefault, completed: { score: stored.timeDefault.score, by: 'oracle' } },
      },
      { timeRule: 'coin' },
      { clock: undefined },
    ];
    for (const patch of broken) {
      store.setItem(KEYS.game, JSON.stringify({ ...stored, ...patch }));
      expect(loadGame(store), JSON.stringify(patch)).toEqual({ value: undefined, reset: true });
    }
  });

  it('reads a statistics line from before clocks with no games on time, and refuses more on time than won', () => {
    const store = memory();
    const line = { games: 2, wins: 1, losses: 1, draws: 0, best: 10, total: 4, streak: -1 };
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { 'standard/easy/black': line }, counted: [] }),
    );
    expect(loadStats(store).value.lines['standard/easy/black']).toEqual({
      ...line,
      timeWins: 0,
      timeLosses: 0,
      hinted: 0,
    });
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { 'standard/easy/black': { ...line, timeWins: 2 } }, counted: [] }),
    );
    expect(loadStats(store)).toEqual({ value: { lines: {}, counted: [] }, reset: true });
  });

  it('keeps a game set up from another start, and whether a hint was used', () => {
    const store = memory();
    const start = unwrap(
      parseObf('---------------------------OX------XXX-------------------------- O'),
    ).position;
    const setUp: StoredGame = {
      ...game,
      setup: { ...game.setup, variant: STANDARD, start },
      moves: [],
      redo: [],
      loaded: 0,
      hinted: true,
    };
    saveGame(store, setUp);
    const loaded = loadGame(store).value!;
    expect(loaded.setup.start?.equals(start)).toBe(true);
    expect(loaded.hinted).toBe(true);
    // A start that is not a position of the variant is no game of ours.
    const stored = JSON.parse(store.getItem(KEYS.game)!);
    store.setItem(KEYS.game, JSON.stringify({ ...stored, start: 'XO' }));
    expect(loadGame(store)).toEqual({ value: undefined, reset: true });
    store.setItem(KEYS.game, JSON.stringify({ ...stored, hinted: 'yes' }));
    expect(loadGame(store)).toEqual({ value: undefined, reset: true });
  });

  it('counts games with hints in the statistics; a line stored before that reads as none', () => {
    const store = memory();
    const stats = recordGame(NO_STATS, {
      id: 'h1',
      variant: 'standard',
      rules: 'standard',
      level: 'easy',
      color: 'black',
      outcome: scoreOf(40, 24, 0),
      hinted: true,
    });
    expect(stats.lines[statKey('standard', 'easy', 'black')].hinted).toBe(1);
    const line = { games: 1, wins: 1, losses: 0, draws: 0, best: 16, total: 16, streak: 1 };
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { 'standard/easy/black': line }, counted: [] }),
    );
    expect(loadStats(store).value.lines['standard/easy/black']).toEqual({
      ...line,
      timeWins: 0,
      timeLosses: 0,
      hinted: 0,
    });
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { 'standard/easy/black': { ...line, hinted: 2 } }, counted: [] }),
    );
    expect(loadStats(store)).toMatchObject({ value: { lines: {} }, reset: true });
  });

  it('treats a first visit as defaults without a notice', () => {
    const store = memory();
    expect(loadSettings(store)).toEqual({ value: DEFAULT_SETTINGS, reset: false });
    expect(loadGame(store)).toEqual({ value: undefined, reset: false });
    expect(loadStats(store)).toEqual({ value: NO_STATS, reset: false });
  });

  it('keeps the readable settings fields and resets the bad one', () => {
    const store = memory();
    store.setItem(KEYS.settings, JSON.stringify({ version: 1, theme: 'dark', opponent: 'grandmaster' }));
    expect(loadSettings(store)).toEqual({ value: { ...DEFAULT_SETTINGS, theme: 'dark' }, reset: true });
  });

  it('resets outdated versions and garbage, part by part', () => {
    const store = memory();
    saveStats(store, finished(NO_STATS, 'g1', 'hard', 'white', 20, 44));
    store.setItem(KEYS.game, '{"version":1,"moves":[');
    store.setItem(KEYS.settings, JSON.stringify({ version: 0, theme: 'dark' }));
    expect(loadGame(store)).toEqual({ value: undefined, reset: true });
    expect(loadSettings(store).reset).toBe(true);
    expect(loadStats(store).reset).toBe(false);
  });

  it('drops an inconsistent statistics line and keeps the others', () => {
    const store = memory();
    const good = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24);
    store.setItem(
      KEYS.stats,
      JSON.stringify({
        version: 2,
        lines: { ...good.lines, 'standard/medium/black': { games: 2, wins: 5 } },
        counted: good.counted,
      }),
    );
    expect(loadStats(store)).toEqual({ value: good, reset: true });
  });

  it('keeps numbers within their bounds: a line beyond them is dropped, the others kept', () => {
    const store = memory();
    const good = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24);
    const line = good.lines['standard/easy/black'];
    const bad = {
      'standard/medium/black': { ...line, games: 1e300, wins: 1e300 },
      'standard/medium/white': { ...line, best: 65, total: 65 },
      'standard/hard/black': { ...line, total: 1000 },
      'standard/hard/white': { ...line, streak: 2 },
      'standard/expert/black': { ...line, games: MAX_GAMES + 1, wins: MAX_GAMES + 1 },
      'standard/human/black': line,
      'Standard/easy/black': line,
      'standard/easy/black/extra': line,
    };
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { ...good.lines, ...bad }, counted: ['g1'] }),
    );
    expect(loadStats(store)).toEqual({ value: good, reset: true });
    const many = { ...line, games: MAX_GAMES, wins: MAX_GAMES, total: 16 * MAX_GAMES, streak: MAX_GAMES };
    store.setItem(
      KEYS.stats,
      JSON.stringify({ version: 2, lines: { 'standard/easy/black': many }, counted: [] }),
    );
    expect(loadStats(store).reset).toBe(false);
  });

  it('refuses a game with an oversized id or too many moves, and any text too long to be ours', () => {
    const store = memory();
    const stored = (patch: object) => {
      saveGame(store, game);
      const data = JSON.parse(store.getItem(KEYS.game)!);
      store.setItem(KEYS.game, JSON.stringify({ ...data, ...patch }));
      return loadGame(store);
    };
    expect(stored({}).reset).toBe(false);
    expect(stored({ id: 'x'.repeat(2_000_000) })).toEqual({ value: undefined, reset: true });
    expect(stored({ id: 'x'.repeat(17) }).reset).toBe(true);
    expect(stored({ id: 'a b' }).reset).toBe(true);
    expect(stored({ moves: Array(129).fill('f5') }).reset).toBe(true);
    expect(stored({ loaded: 5 }).reset).toBe(true);
    store.setItem(
      KEYS.settings,
      JSON.stringify({ version: 1, theme: 'dark', pad: ' '.repeat(MAX_STORED_CHARS) }),
    );
    expect(loadSettings(store)).toEqual({ value: DEFAULT_SETTINGS, reset: true });
  });

  it('keeps the statistics of version 1, which mixed the variants, apart from the new lines', () => {
    const store = memory();
    const line = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24).lines['standard/easy/black'];
    store.setItem(KEYS.stats, JSON.stringify({ version: 1, lines: { 'easy/black': line } }));
    expect(loadStats(store)).toEqual({
      value: { lines: { [`${EARLIER}/easy/black`]: line }, counted: [] },
      reset: false,
    });
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
    const key = statKey('standard', 'easy', 'black');
    let stats = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24);
    stats = finished(stats, 'g2', 'easy', 'black', 36, 20, 8);
    expect(stats.lines[key]).toMatchObject({ games: 2, wins: 2, best: 16, streak: 2 });
    stats = finished(stats, 'g3', 'easy', 'black', 30, 34);
    const line = stats.lines[key];
    expect(line).toMatchObject({ games: 3, wins: 2, losses: 1, draws: 0, best: 16, streak: -1 });
    expect(averageDifference(line)).toBeCloseTo((16 + 16 - 4) / 3);
    stats = finished(stats, 'g4', 'easy', 'black', 32, 32);
    expect(stats.lines[key]).toMatchObject({ draws: 1, streak: 0 });
  });

  it('counts fewer discs as the better game in Anti-Reversi', () => {
    const stats = finished(NO_STATS, 'g1', 'medium', 'white', 40, 24, 0, 'anti');
    expect(stats.lines[statKey('anti', 'medium', 'white')]).toMatchObject({ wins: 1, best: 16 });
  });

  it('keeps each variant apart, any variant name included', () => {
    let stats = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24);
    stats = finished(stats, 'g2', 'easy', 'black', 10, 6, 0, '4x4');
    stats = finished(stats, 'g3', 'easy', 'black', 30, 6, 0, 'reversi-variant-of-tomorrow');
    expect(Object.keys(stats.lines).sort()).toEqual(
      ['reversi-variant-of-tomorrow/easy/black', 'standard/easy/black', '4x4/easy/black'].sort(),
    );
    expect(stats.lines['4x4/easy/black']).toMatchObject({ games: 1, best: 4 });
    expect(stats.lines['standard/easy/black']).toMatchObject({ games: 1, best: 16 });
  });

  it('counts a game once, by its id, and remembers only the latest ids', () => {
    let stats = finished(NO_STATS, 'g1', 'easy', 'black', 40, 24);
    expect(finished(stats, 'g1', 'easy', 'black', 40, 24)).toBe(stats);
    for (let i = 2; i <= 100; i++) stats = finished(stats, `g${i}`, 'easy', 'black', 40, 24);
    expect(stats.lines['standard/easy/black'].games).toBe(100);
    expect(stats.counted).toHaveLength(64);
    expect(stats.counted.at(-1)).toBe('g100');
  });
});

describe('language', () => {
  it('follows the browser unless chosen, and falls back to English', () => {
    expect(resolveLanguage('auto', ['de-CH', 'en'])).toBe('de');
    expect(resolveLanguage('auto', ['es-ES'])).toBe('en');
    expect(resolveLanguage('fr', ['de'])).toBe('fr');
    expect(resolveLanguage('auto', ['ja-JP', 'en-US'])).toBe('ja');
    expect(resolveLanguage('auto', ['ja'])).toBe('ja');
  });
});
