import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { parseObf } from '../../core/formats/index.js';
import { type Move, makeMove, PASS, type Position, parseMove, square } from '../../core/index.js';
import type { Engine } from '../../engine/index.js';
import { GameController, type GameSetup } from './controller.js';

const parseObfPosition = (line: string): Position => {
  const entry = parseObf(line);
  if (!entry.ok) throw new Error(entry.error.message);
  return entry.value.position;
};

// Move lists found by random play from the start (seeded script during development): they reach
// the situations named, which the rules library confirms in each test.
/** Black to move; after Black's g2, White has no move and passes, and Black moves again. */
const WHITE_PASSES_AFTER_G2 = 'd3c3b3c5c6e3c4d2d1c1b1b2f4e1a1e2f1d6f6g5c7b5a4e6c2e7d7c8f2g1h1a2a3a5';
/** Ends with Black to move and no legal move for Black; White goes on. */
const BLACK_MUST_PASS = 'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5';
/** Black to move with g8 the only legal move; after it the game is over (see tests/e2e/games.ts). */
const LAST_MOVE_G8 = `${BLACK_MUST_PASS}e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8`;

const movesOf = (text: string): Move[] => (text.match(/../g) ?? []).map((m) => parseMove(m)!);

/** Runs the controller's timers on fake time until none is left; the computer has then moved. */
const settle = async (c: GameController) => {
  await vi.runAllTimersAsync();
  expect(c.state.thinking).toBe(false);
};

const vsEasy: GameSetup = { variant: { rules: 'standard', size: 8 }, opponent: 'easy', humanColor: 'black' };
const twoPlayers: GameSetup = { ...vsEasy, opponent: 'human' };

const make = (engine: Engine = fakeEngine()) => {
  let n = 0;
  return new GameController({ engine: async () => engine, makeId: () => `g${++n}` }, vsEasy);
};

// The controller waits on timers (its minimum thinking time, the pause before asking a failing engine
// again): every test runs on fake time, so none depends on the machine's speed.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GameController', () => {
  it('lets the computer reply to the human move', async () => {
    const c = make();
    expect(c.play(square('f5')).ok).toBe(true);
    expect(c.state.thinking).toBe(true);
    await settle(c);
    expect(c.state.moves.map(makeMove)).toEqual(['f5', 'f4']);
    expect(c.state.position.turn).toBe('black');
    expect(c.state.lastMove).toBe(square('f4'));
    expect(c.state.flipped.toArray()).toEqual([square('e4')]);
  });

  it('refuses illegal moves and moves out of turn', async () => {
    const c = make();
    expect(c.play(square('a1'))).toEqual({ ok: false, error: 'no-flip' });
    expect(c.play(square('d4'))).toEqual({ ok: false, error: 'occupied' });
    c.play(square('f5'));
    expect(c.play(square('c4'))).toEqual({ ok: false, error: 'computer-to-move' }); // it is thinking
    await settle(c);
    expect(c.state.moves).toHaveLength(2);
  });

  it('lets the computer open when the human plays White', async () => {
    const c = make();
    c.newGame({ ...vsEasy, humanColor: 'white' });
    await settle(c);
    expect(c.state.moves).toHaveLength(1);
    expect(c.state.canUndo).toBe(false);
  });

  it('undoes over the computer reply and redoes it without asking again', async () => {
    const engine = fakeEngine();
    const c = make(engine);
    c.play(square('f5'));
    await settle(c);
    c.undo();
    expect(c.state.moves).toEqual([]);
    expect(c.state.redo.map(makeMove)).toEqual(['f5', 'f4']);
    c.redo();
    expect(c.state.moves.map(makeMove)).toEqual(['f5', 'f4']);
    expect(engine.calls).toBe(1);
    expect(c.state.canRedo).toBe(false);
  });

  it('passes for the computer, says so, and undoes over the pass', async () => {
    const c = make();
    expect(c.loadMoves(movesOf(WHITE_PASSES_AFTER_G2)).ok).toBe(true);
    await settle(c);
    const before = c.state.moves.length;
    expect(c.state.position.turn).toBe('black');
    c.play(square('g2'));
    await settle(c);
    expect(c.state.moves.slice(before)).toEqual([square('g2'), PASS]);
    expect(c.state.passed).toBe('white');
    expect(c.state.position.turn).toBe('black');
    c.undo();
    expect(c.state.moves).toHaveLength(before);
    expect(c.state.passed).toBeUndefined();
    c.redo();
    expect(c.state.moves.slice(before)).toEqual([square('g2'), PASS]);
  });

  it('passes for the human and lets the computer move twice', async () => {
    const c = make();
    c.loadMoves(movesOf(BLACK_MUST_PASS));
    await settle(c);
    const n = movesOf(BLACK_MUST_PASS).length;
    expect(c.state.moves[n]).toBe(PASS);
    expect(c.state.moves.length).toBeGreaterThan(n + 1);
    expect(c.state.passed).toBe('black');
  });

  it('rejects a move list with an illegal move, saying which', () => {
    const c = make();
    expect(c.loadMoves(movesOf('f5a1'))).toMatchObject({ ok: false, error: { moveNumber: 2 } });
    expect(c.state.moves).toEqual([]);
  });

  it('asks a failing engine again and carries on', async () => {
    const engine = fakeEngine({ failures: 2 });
    const c = make(engine);
    c.play(square('f5'));
    // Asked again after 100 ms, then after 200 ms more: the third call, at 300 ms, answers.
    await vi.advanceTimersByTimeAsync(299);
    expect(engine.calls).toBe(2);
    expect(c.state.thinking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.calls).toBe(3);
    // Its answer is played after the minimum thinking time (0 ms here, still a timer).
    await settle(c);
    expect(c.state.moves).toHaveLength(2);
  });

  it('gives up after repeated failures and retries on request', async () => {
    const engine = fakeEngine({ failures: 4 });
    const c = new GameController({ engine: async () => engine, retries: 1 }, vsEasy);
    c.play(square('f5'));
    await vi.advanceTimersByTimeAsync(100);
    expect(engine.calls).toBe(2);
    expect(c.state.engineFailed).toBe(true);
    expect(c.state.thinking).toBe(false);
    engine.calls = 10;
    c.retry();
    await settle(c);
    expect(c.state.moves).toHaveLength(2);
  });

  it('plays a whole game to its outcome', async () => {
    const c = make();
    for (let i = 0; i < 80 && !c.state.outcome; i++) {
      if (c.humanToMove()) c.play(c.state.position.legalMoves().first()!);
      await settle(c);
    }
    const outcome = c.state.outcome!;
    expect(outcome).toBeDefined();
    expect(outcome.black + outcome.white + outcome.empty).toBe(64);
    expect(c.humanToMove()).toBe(false);
  });

  it('in a two-player game undoes one move at a time', () => {
    const c = make();
    c.newGame(twoPlayers);
    c.play(square('f5'));
    c.play(square('d6'));
    expect(c.state.position.turn).toBe('black');
    c.undo();
    expect(c.state.moves.map(makeMove)).toEqual(['f5']);
  });

  it('drops the answer of a search overtaken by Undo', async () => {
    const c = make();
    c.play(square('f5'));
    c.undo();
    await settle(c);
    expect(c.state.moves).toEqual([]);
    expect(c.state.thinking).toBe(false);
  });

  it('says why a move cannot be played after the game and in the Reversi opening', () => {
    const c = make();
    c.newGame({ ...twoPlayers, variant: { rules: 'reversi', size: 8 } });
    expect(c.play(square('a1'))).toEqual({ ok: false, error: 'placement' });
    expect(c.play(square('d4')).ok).toBe(true);
    c.newGame(twoPlayers);
    c.loadMoves(movesOf(LAST_MOVE_G8));
    c.play(square('g8'));
    expect(c.state.outcome).toBeDefined();
    expect(c.play(square('a1'))).toEqual({ ok: false, error: 'game-over' });
  });

  it("says why White's fourth disc cannot go where it was clicked in the flip variants", () => {
    const c = make();
    for (const rules of ['reversi-may-flip', 'reversi-must-flip'] as const) {
      c.newGame({ ...twoPlayers, variant: { rules, size: 8 } });
      // The first three discs go on the centre, flipping nothing.
      expect(c.play(square('c4'))).toEqual({ ok: false, error: 'placement' });
      for (const s of ['d4', 'e4', 'd5'] as const) expect(c.play(square(s)).ok).toBe(true);
      // White (e4) captures at c4 (over d4) or c6 (over d5); a1 does neither.
      expect(c.play(square('a1'))).toEqual({ ok: false, error: 'fourth-disc' });
      // The last centre square: allowed when the fourth disc may flip, refused when it must.
      if (rules === 'reversi-must-flip') {
        expect(c.play(square('e5'))).toEqual({ ok: false, error: 'fourth-disc' });
        expect(c.play(square('c6')).ok).toBe(true);
        expect(c.state.position.count('white')).toBe(3);
      } else expect(c.play(square('e5')).ok).toBe(true);
      // Ordinary play from there: a square that flips nothing is refused as in Othello.
      expect(c.state.position.inPlacementPhase()).toBe(false);
      expect(c.play(square('a8'))).toEqual({ ok: false, error: 'no-flip' });
    }
  });

  it('asks for the engine of the level in play, and goes on with the same game against another', async () => {
    const asked: string[] = [];
    const engine = fakeEngine();
    const c = new GameController(
      {
        engine: async (level) => {
          asked.push(level);
          return engine;
        },
      },
      {
        ...vsEasy,
        opponent: 'expert',
      },
    );
    c.play(square('f5'));
    await settle(c);
    c.changeOpponent('medium');
    expect(c.state.moves).toHaveLength(2);
    expect(c.state.setup.opponent).toBe('medium');
    c.play(c.state.position.legalMoves().first()!);
    await settle(c);
    expect(asked).toEqual(['expert', 'medium']);
    expect(c.state.moves).toHaveLength(4);
  });

  it('restores a saved game exactly and refuses one that does not replay', async () => {
    const c = make();
    c.play(square('f5'));
    await settle(c);
    c.undo();
    const saved = c.save();
    const d = make();
    expect(d.restore(saved).ok).toBe(true);
    expect(d.state.redo).toEqual(saved.redo);
    expect(d.restore({ ...saved, moves: [square('a1')] }).ok).toBe(false);
  });

  it('plays from a position set up elsewhere, keeping it through undo, a save and a new game of the same setup', async () => {
    const start = parseObfPosition('---------------------------OX------XXX-------------------------- O');
    const c = make();
    c.newGame({ variant: { rules: 'standard', size: 8 }, opponent: 'human', humanColor: 'black', start });
    expect(c.state.position.equals(start)).toBe(true);
    const move = start.legalMoveList()[0];
    expect(c.play(move as never).ok).toBe(true);
    c.undo();
    expect(c.state.position.equals(start)).toBe(true);
    const d = make();
    expect(d.restore(c.save()).ok).toBe(true);
    expect(d.state.positions[0].equals(start)).toBe(true);
  });

  it('notes a hint once, and a new game forgets it', () => {
    const c = make();
    expect(c.state.hinted).toBe(false);
    c.markHinted();
    expect(c.state.hinted).toBe(true);
    expect(c.save().hinted).toBe(true);
    c.newGame(c.state.setup);
    expect(c.state.hinted).toBe(false);
  });
});

describe('the time rules without clocks (#25)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('give a searching level its time a move as the ceiling and half of it as the target', async () => {
    const engine = fakeEngine();
    let moveMs: number | undefined;
    const c = new GameController({ engine: async () => engine, moveMs: () => moveMs }, vsEasy);
    c.newGame({ ...vsEasy, opponent: 'expert', humanColor: 'white' });
    await settle(c);
    // Expert's own 5 s: the keeper stops a settled or solved decision before the limit.
    expect(engine.asked.at(-1)).toMatchObject({ level: 'expert', timeMs: 5000, targetMs: 2500 });
    moveMs = 2000;
    c.newGame({ ...vsEasy, opponent: 'expert', humanColor: 'white' });
    await settle(c);
    expect(engine.asked.at(-1)).toMatchObject({ level: 'expert', timeMs: 2000, targetMs: 1000 });
  });
});
