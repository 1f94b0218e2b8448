import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { type Move, parseMove, square } from '../../core/index.js';
import { memoryStore as memory } from '../lib/kv.js';
import { Session } from './session.js';
import { NO_STATS, statKey } from './stats.js';
import { KEYS, loadGame, loadStats } from './storage.js';

/** Answers the first legal move at once. */
const engine = fakeEngine();

// Black to move with g8 the only legal move; after it the game is over (see tests/e2e/games.ts).
const LAST_MOVE_G8 =
  'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8';
const movesOf = (text: string): Move[] => (text.match(/../g) ?? []).map((m) => parseMove(m)!);

/** Runs the controller's timers on fake time until none is left; the computer has then moved. */
const idle = async (session: Session) => {
  await vi.runAllTimersAsync();
  expect(session.controller.state.thinking).toBe(false);
};

describe('Session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a finished game once, also across a reload', async () => {
    vi.useFakeTimers();
    const store = memory();
    const session = new Session({ store, engine: async () => engine });
    session.controller.loadMoves(movesOf(LAST_MOVE_G8));
    session.controller.play(square('g8'));
    await idle(session);
    expect(session.controller.state.outcome).toBeDefined();
    expect(session.stats.lines[statKey('standard', 'easy', 'black')]).toMatchObject({ games: 1, losses: 1 });
    expect(loadGame(store).value?.recorded).toBe(true);
    const again = new Session({ store, engine: async () => engine });
    expect(again.controller.state.outcome).toBeDefined();
    expect(loadStats(store).value.lines[statKey('standard', 'easy', 'black')].games).toBe(1);
  });

  it('hands each finished game once to the archive, marked when the player asked for a hint', async () => {
    vi.useFakeTimers();
    const store = memory();
    const finished: string[] = [];
    const session = new Session({
      store,
      engine: async () => engine,
      onFinished: (state) => finished.push(`${state.id}:${state.hinted}`),
    });
    session.controller.loadMoves(movesOf(LAST_MOVE_G8));
    session.controller.markHinted();
    session.controller.play(square('g8'));
    await idle(session);
    const id = session.controller.state.id;
    expect(finished).toEqual([`${id}:true`]);
    expect(session.stats.lines[statKey('standard', 'easy', 'black')]).toMatchObject({ games: 1, hinted: 1 });
    // A reload restores the hint with the game.
    expect(new Session({ store, engine: async () => engine }).controller.state.hinted).toBe(true);
    // A pasted game that was already over is no game played.
    session.controller.loadMoves([...movesOf(LAST_MOVE_G8), square('g8')]);
    expect(finished).toHaveLength(1);
  });

  it('does not count a pasted game that was already over', () => {
    const store = memory();
    const session = new Session({ store, engine: async () => engine });
    session.controller.loadMoves([...movesOf(LAST_MOVE_G8), square('g8')]);
    expect(session.controller.state.outcome).toBeDefined();
    expect(session.stats).toEqual(NO_STATS);
  });

  it('resets an unreadable saved game, says so, and starts a new one', () => {
    const store = memory();
    store.setItem(KEYS.game, '{"version":7}');
    const session = new Session({ store, engine: async () => engine });
    expect(session.resetParts).toEqual(['game']);
    expect(session.controller.state.moves).toEqual([]);
    expect(session.inProgress()).toBe(false);
  });

  describe('with two tabs on one storage', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Pastes the game that ends with g8 and plays g8 (the computer has nothing left to answer). */
    const finishGame = (session: Session) => {
      session.newGame();
      session.controller.loadMoves(movesOf(LAST_MOVE_G8));
      expect(session.controller.play(square('g8')).ok).toBe(true);
      expect(session.controller.state.outcome).toBeDefined();
    };

    it('counts the games finished in each tab, and each tab hears of the other', () => {
      vi.useFakeTimers();
      const store = memory();
      const first = new Session({ store, engine: async () => engine });
      const second = new Session({ store, engine: async () => engine });
      let heard = 0;
      second.subscribe(() => heard++);
      finishGame(first);
      finishGame(second);
      const key = statKey('standard', 'easy', 'black');
      expect(loadStats(store).value.lines[key].games).toBe(2);
      expect(second.stats.lines[key].games).toBe(2);
      // The first tab still shows its own count until the browser tells it of the other tab's write.
      expect(first.stats.lines[key].games).toBe(1);
      first.storageChanged(KEYS.stats);
      expect(first.stats.lines[key].games).toBe(2);
      expect(heard).toBe(1);
    });

    it('counts a saved game finished in both tabs as two games (each tab plays its own)', () => {
      vi.useFakeTimers();
      const store = memory();
      const first = new Session({ store, engine: async () => engine });
      first.controller.loadMoves(movesOf(LAST_MOVE_G8));
      const second = new Session({ store, engine: async () => engine });
      expect(second.controller.state.id).toBe(first.controller.state.id);
      first.controller.play(square('g8'));
      second.controller.play(square('g8'));
      expect(second.controller.state.id).not.toBe(first.controller.state.id);
      expect(loadStats(store).value.lines[statKey('standard', 'easy', 'black')].games).toBe(2);
      // A tab seeing its own game again (a reload) counts nothing more.
      new Session({ store, engine: async () => engine }).controller.play(square('g8'));
      expect(loadStats(store).value.lines[statKey('standard', 'easy', 'black')].games).toBe(2);
    });

    it('takes settings changed in the other tab', () => {
      const store = memory();
      const first = new Session({ store, engine: async () => engine });
      const second = new Session({ store, engine: async () => engine });
      first.updateSettings({ theme: 'dark' });
      second.storageChanged(KEYS.settings);
      expect(second.settings.theme).toBe('dark');
    });
  });
});
