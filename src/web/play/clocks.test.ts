/**
 * The clocks of the browser game on fake timers: which clock runs, what the computer spends, a loss on
 * time and its recorded score, and clocks across a save and a restore. Nothing here waits for real time.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { translator } from '../../../tests/support/messages.js';
import {
  CLOCK_RESERVE_MS,
  type Move,
  moveBudgetMs,
  narrowWin,
  PASS,
  parseMove,
  square,
} from '../../core/index.js';
import { type MoveSource, quickLevels } from '../engines/engines.js';
import { memoryStore } from '../lib/kv.js';
import { completionLevel, completionLimits, playOut, type TimeDefault, timeControlOf } from './clocks.js';
import { GameController, type GameSetup, type SavedGame } from './controller.js';
import { Session } from './session.js';
import { statKey } from './stats.js';
import { loadGame } from './storage.js';
import { timeDefaultMessages } from './words.js';

const MINUTE = 60_000;
const movesOf = (text: string): Move[] => (text.match(/../g) ?? []).map((m) => parseMove(m)!);
/** Black to move; after Black's g2 White has no legal move and passes (see tests/e2e/games.ts). */
const WHITE_PASSES_AFTER_G2 = 'd3c3b3c5c6e3c4d2d1c1b1b2f4e1a1e2f1d6f6g5c7b5a4e6c2e7d7c8f2g1h1a2a3a5';

const vsEasy = (minutes: 1 | 5, increment: 0 | 2 = 0): GameSetup => ({
  variant: { rules: 'standard', size: 8 },
  opponent: 'easy',
  humanColor: 'black',
  clock: timeControlOf(minutes, increment),
});

/** A searching engine on the fake clock: it answers the first legal move after `thinkMs`, or at once
 * when stopped (as the real one answers its best so far), and records the limits it was given. */
const slowEngine = (thinkMs: number) => fakeEngine({ thinkMs: () => thinkMs });

const controller = (engine: (level: string) => Promise<MoveSource> = async () => quickLevels) => {
  let n = 0;
  return new GameController({ engine, makeId: () => `g${++n}`, now: () => Date.now(), minThinkMs: 350 });
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clocks in the browser game', () => {
  it("run only on the side to move's turn, and give the increment to the side that moved", async () => {
    const c = controller();
    c.newGame(vsEasy(5, 2));
    expect(c.state.clock?.running).toBe('black');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(c.state.clock?.times(Date.now())).toEqual({ black: 5 * MINUTE - 10_000, white: 5 * MINUTE });
    c.play(square('f5'));
    // Black's clock stops with its 2 s; White (Easy) thinks for its 350 ms pause on its own clock.
    expect(c.state.clock?.running).toBe('white');
    expect(c.state.clock?.timeLeft('black', Date.now())).toBe(5 * MINUTE - 8_000);
    await vi.advanceTimersByTimeAsync(350);
    expect(c.state.moves).toHaveLength(2);
    expect(c.state.clock?.running).toBe('black');
    expect(c.state.clock?.timeLeft('white', Date.now())).toBe(5 * MINUTE - 350 + 2_000);
    // On the clock a move made is made.
    expect(c.state.canUndo).toBe(false);
    c.undo();
    expect(c.state.moves).toHaveLength(2);
  });

  it("keep the mover's clock running when the opponent must pass, with no increment for the pass", async () => {
    const c = controller();
    c.newGame({ ...vsEasy(5, 2), opponent: 'human' });
    c.loadMoves(movesOf(WHITE_PASSES_AFTER_G2));
    await vi.advanceTimersByTimeAsync(1_000);
    c.play(square('g2'));
    expect(c.state.moves.slice(-2)).toEqual([square('g2'), PASS]);
    expect(c.state.clock?.running).toBe('black');
    expect(c.state.clock?.timeLeft('black', Date.now())).toBe(5 * MINUTE - 1_000 + 2_000);
    expect(c.state.clock?.timeLeft('white', Date.now())).toBe(5 * MINUTE);
  });

  it('let a searching level spend its own clock: its budget, and a stop before its flag', async () => {
    const engine = slowEngine(60_000);
    const c = controller(async () => engine);
    c.newGame({ ...vsEasy(1), opponent: 'hard' });
    c.play(square('f5'));
    await vi.advanceTimersByTimeAsync(0);
    // Hard's own 1.5 s is less than its share of a minute over 30 moves: it is the target, and an
    // unsettled decision may stretch it 2.5 times (within a quarter of the time left).
    expect(engine.asked[0]).toEqual({ level: 'hard', targetMs: 1_500, timeMs: 3_750 });
    await vi.advanceTimersByTimeAsync(MINUTE);
    // The engine would think for a minute: it is stopped half the reserve before White's flag.
    expect(engine.stops).toBe(1);
    expect(c.state.moves).toHaveLength(2);
    expect(c.state.timeDefault).toBeUndefined();
    expect(c.state.clock?.timeLeft('white', Date.now())).toBe(CLOCK_RESERVE_MS / 2);
    // With half a second left its next budget is the least any search gets.
    c.play(c.state.position.legalMoves().first()!);
    await vi.advanceTimersByTimeAsync(0);
    const empties = c.state.position.empties().size();
    // Nothing to stretch into below the reserve: the budget is both the target and the ceiling.
    const least = moveBudgetMs(CLOCK_RESERVE_MS / 2, { mainMs: MINUTE, incrementMs: 0 }, empties);
    expect(engine.asked[1]).toEqual({ level: 'hard', timeMs: least, targetMs: least });
    expect(engine.asked[1].timeMs).toBe(50);
  });

  it('end the game at once when the human lets the clock run out, and record the played-out score', async () => {
    const c = controller();
    c.newGame(vsEasy(1));
    c.play(square('f5'));
    await vi.advanceTimersByTimeAsync(350);
    const flagAt = c.state.position;
    await vi.advanceTimersByTimeAsync(MINUTE + 1);
    const timeDefault = c.state.timeDefault!;
    expect(timeDefault.loser).toBe('black');
    expect(c.state.over).toBe(true);
    expect(c.state.clock?.running).toBeUndefined();
    expect(c.state.clock?.timeLeft('black', Date.now())).toBe(0);
    expect(c.play(square('c4'))).toEqual({ ok: false, error: 'game-over' });
    // Easy's game is played out by Medium, in the page, seeded by the game: the same game again gives the
    // same score, and it is the better for White of the played-out game and 33-31.
    await vi.advanceTimersByTimeAsync(0);
    const again = await playOut(flagAt, 'black', 'medium', c.state.id, quickLevels);
    expect(c.state.timeDefault).toEqual(again);
    const { score, completed } = c.state.timeDefault!;
    expect(completed?.by).toBe('medium');
    expect(score!.white - score!.black).toBeGreaterThanOrEqual(2);
    expect(score!.white + score!.black).toBe(64);
    expect(c.state.moves).toHaveLength(2);
  });

  it('record the narrowest win instead when the settings ask for a fixed score', async () => {
    const c = controller();
    c.newGame({ ...vsEasy(1), humanColor: 'white', timeRule: 'fixed', variant: { rules: 'anti', size: 6 } });
    await vi.advanceTimersByTimeAsync(400);
    await vi.advanceTimersByTimeAsync(MINUTE);
    // The human (White) lost on time in Anti-Reversi on 6x6: Black wins with fewer discs, 17-19.
    expect(c.state.timeDefault).toEqual({ loser: 'white', rule: 'fixed', score: { black: 17, white: 19 } });
    expect(narrowWin('black', { rules: 'anti', size: 6 })).toEqual({ black: 17, white: 19 });
  });

  it("play out a Hard game with Hard's engine, and with Medium if that engine fails", async () => {
    const asked: string[] = [];
    const failing = fakeEngine({ failures: Number.POSITIVE_INFINITY });
    const c = controller(async (level) => {
      asked.push(level);
      return level === 'hard' ? failing : quickLevels;
    });
    c.newGame({ ...vsEasy(1), opponent: 'hard' });
    await vi.advanceTimersByTimeAsync(MINUTE + 1);
    expect(asked).toEqual(['hard', 'medium']);
    expect(c.state.timeDefault?.completed?.by).toBe('medium');
    expect(completionLevel('expert')).toBe('hard');
    expect(completionLevel('human')).toBe('medium');
    expect(completionLimits('hard', 'x', c.state.position)).toEqual({ level: 'hard', timeMs: 100 });
  });

  it('survive a save and restore: the running side resumes, the time closed is not counted', async () => {
    const c = controller();
    c.newGame(vsEasy(5));
    c.play(square('f5'));
    await vi.advanceTimersByTimeAsync(350 + 20_000);
    const saved: SavedGame = c.save();
    expect(saved.clock).toEqual({
      control: '5+0',
      black: 5 * MINUTE - 20_000,
      white: 5 * MINUTE - 350,
      running: 'black',
    });
    c.dispose();
    // The page is closed for an hour.
    vi.advanceTimersByTime(60 * MINUTE);
    const d = controller();
    expect(d.restore(saved).ok).toBe(true);
    expect(d.state.clock?.times(Date.now())).toEqual({ black: 5 * MINUTE - 20_000, white: 5 * MINUTE - 350 });
    expect(d.state.clock?.running).toBe('black');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(d.state.clock?.timeLeft('black', Date.now())).toBe(5 * MINUTE - 25_000);
    // A game saved as its flag fell ends on time when it is restored.
    const flagged = controller();
    expect(flagged.restore({ ...saved, clock: { ...saved.clock!, black: 0 } }).ok).toBe(true);
    expect(flagged.state.timeDefault?.loser).toBe('black');
    expect(flagged.restore({ ...saved, clock: { ...saved.clock!, control: 'soon' } }).ok).toBe(false);
  });

  it('count a loss on time in the statistics, and keep it in the saved game', async () => {
    const store = memoryStore();
    const engine = quickLevels;
    const session = new Session({
      store,
      engine: async () => engine,
      now: () => Date.now(),
      minThinkMs: 350,
    });
    session.updateSettings({ clockMinutes: 1 });
    session.newGame();
    session.controller.play(square('f5'));
    await vi.advanceTimersByTimeAsync(MINUTE + 400);
    const timeDefault = session.controller.state.timeDefault as TimeDefault;
    expect(timeDefault.score).toBeDefined();
    const line = session.stats.lines[statKey('standard', 'easy', 'black')];
    expect(line).toMatchObject({ games: 1, losses: 1, timeLosses: 1, timeWins: 0 });
    expect(line.best).toBe(timeDefault.score!.black - timeDefault.score!.white);
    expect(loadGame(store).value).toMatchObject({
      timeDefault,
      recorded: true,
      setup: { clock: { mainMs: MINUTE } },
    });
    // Reloaded, the game is still over on time and counts once.
    const again = new Session({ store, engine: async () => engine, now: () => Date.now() });
    expect(again.controller.state.timeDefault).toEqual(timeDefault);
    expect(again.stats.lines[statKey('standard', 'easy', 'black')].games).toBe(1);
  });

  it('say a loss on time in words, winner first, with how its score was reached', () => {
    const en = translator('en');
    const completed: TimeDefault = {
      loser: 'black',
      rule: 'complete',
      score: { black: 31, white: 33 },
      completed: { score: { black: 40, white: 24 }, by: 'medium' },
    };
    expect(timeDefaultMessages(en, completed)).toEqual([
      'Black’s time is up: White wins on time.',
      'Recorded score: White 33–31 Black.',
      'Played out from there by Medium for both sides, the game ends White 24–40 Black.',
      'That is less than the narrowest win, which is recorded instead.',
    ]);
    expect(timeDefaultMessages(en, { loser: 'white', rule: 'complete' })).toEqual([
      'White’s time is up: Black wins on time.',
      'Working out the score: the computer plays the game out from here…',
    ]);
    expect(
      timeDefaultMessages(translator('fr'), {
        loser: 'white',
        rule: 'fixed',
        score: { black: 33, white: 31 },
      }),
    ).toEqual([
      'Le temps de Blanc est écoulé : Noir gagne au temps.',
      'Score retenu : Noir 33–31 Blanc.',
      'Une perte au temps compte comme la plus petite victoire, Noir 33–31 Blanc (voir Réglages).',
    ]);
  });
});
