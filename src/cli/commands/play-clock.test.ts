/**
 * `wedge play --clock`: the clocked game loop, in process, with fake timers (no real waiting) and a
 * fake engine that plays the first legal move after "thinking" as long as the test says.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine, firstLegal, THINK_FOREVER } from '../../../tests/support/fake-engine.js';
import {
  completeGame,
  makeScore,
  Position,
  parseTimeControl,
  timeDefaultScore,
  unwrap,
} from '../../core/index.js';
import { playGame } from './play.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lines for the game, and its output; the person answers each `Legal moves:` with the first one
 * listed, unless `silent` (a person who lets the clock run). */
const terminal = (silent: boolean) => {
  const out: string[] = [];
  const lines: string[] = [];
  let waiting: ((line: string | undefined) => void) | undefined;
  const push = (line: string): void => {
    if (waiting) {
      const w = waiting;
      waiting = undefined;
      w(line);
    } else lines.push(line);
  };
  return {
    out,
    /** The person types a line. */
    type: push,
    write: (text: string) => {
      out.push(text);
      const legal = /Legal moves: (\S+)/.exec(text);
      if (legal && !silent) push(legal[1]);
    },
    input: {
      next: () =>
        lines.length > 0
          ? Promise.resolve(lines.shift())
          : new Promise<string | undefined>((r) => (waiting = r)),
      close: () => waiting?.(undefined),
    },
  };
};

/** Runs fake time forward until the game is over. */
const finish = async (game: Promise<void>): Promise<void> => {
  let done = false;
  game.then(() => (done = true));
  for (let i = 0; i < 100_000 && !done; i++) await vi.advanceTimersByTimeAsync(25);
  expect(done).toBe(true);
};

const ONE_MINUTE = unwrap(parseTimeControl('1+0'));

describe('wedge play --clock (fake timers)', () => {
  it('ends a 1-minute game on time when the person lets the clock run, with the recorded score', async () => {
    const engine = fakeEngine();
    const t = terminal(true);
    const game = playGame({
      engine,
      start: Position.initial(),
      human: 'black',
      limits: { level: 'hard' },
      ansi: false,
      write: t.write,
      input: t.input,
      clock: { control: ONE_MINUTE, now: () => Date.now() },
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(t.out.join('')).not.toContain('time is up');
    expect(t.out.join('')).toContain('Clock: Black 1:00  White 1:00');
    await finish(game);
    const text = t.out.join('');
    expect(text).toContain("Black's time is up. White wins on time.");
    expect(text).toContain('Clock: Black 0:00 (low)  White 1:00');
    // The engine completes the game from the start (first legal moves here); White's recorded score is
    // the better of that and 33-31.
    const final = await completeGame(Position.initial(), firstLegal);
    const score = timeDefaultScore('black', final);
    expect(text).toContain(`Recorded score: ${makeScore(score)} (`);
    expect(score.white).toBeGreaterThan(score.black);
  });

  it('has the engine spend its own clock: budgets from its time left and the empties, never the flag', async () => {
    // The engine thinks exactly as long as its target, every move (a search whose decision never
    // settles could go on to its ceiling, timeMs).
    const engine = fakeEngine({ thinkMs: (limits) => limits.targetMs ?? limits.timeMs ?? 0 });
    const asked = engine.asked;
    const t = terminal(false);
    const game = playGame({
      engine,
      start: Position.initial(),
      human: 'white',
      limits: { level: 'expert' },
      ansi: false,
      write: t.write,
      input: t.input,
      clock: { control: ONE_MINUTE, now: () => Date.now() },
    });
    await finish(game);
    const text = t.out.join('');
    expect(text).toContain('Game over.');
    expect(text).not.toContain('time is up');
    // First move: (60 s - 1 s reserve) / 30 moves to come = 1967 ms, below expert's own 5 s, is the
    // target; an unsettled decision may take 2.5 times it (within a quarter of the time left).
    expect(asked[0].targetMs).toBe(1967);
    expect(asked[0].timeMs).toBe(4918);
    const spent = asked.reduce((sum, l) => sum + (l.targetMs ?? l.timeMs ?? 0), 0);
    expect(spent).toBeLessThanOrEqual(59_000);
    expect(text).toMatch(/Clock: Black 0:(0[1-9]|[1-5]\d)/);
  });

  it('stops an engine that overruns its budget before its flag falls', async () => {
    // This engine never finishes by itself: only the stop before the flag makes it answer.
    const engine = fakeEngine({ thinkMs: () => THINK_FOREVER });
    const t = terminal(false);
    const game = playGame({
      engine,
      start: Position.initial({ rules: 'standard', size: 6 }),
      human: 'white',
      limits: { level: 'hard' },
      ansi: false,
      write: t.write,
      input: t.input,
      clock: { control: unwrap(parseTimeControl('0.5+2')), now: () => Date.now() },
    });
    await finish(game);
    const text = t.out.join('');
    expect(text).toContain('Game over.');
    expect(text).not.toContain('time is up');
  });

  it('adds the increment after each move and refuses undo on the clock', async () => {
    const engine = fakeEngine();
    const t = terminal(true);
    const game = playGame({
      engine,
      start: Position.initial(),
      human: 'black',
      limits: { level: 'easy', seed: 1 },
      ansi: false,
      write: t.write,
      input: t.input,
      clock: { control: unwrap(parseTimeControl('1+5')), now: () => Date.now() },
    });
    // The person thinks for ten seconds, plays f5, then asks for an undo.
    await vi.advanceTimersByTimeAsync(10_000);
    t.out.length = 0;
    t.type('f5');
    await vi.advanceTimersByTimeAsync(0);
    t.type('undo');
    await vi.advanceTimersByTimeAsync(0);
    const text = t.out.join('');
    // Black spent 10 s of 60 and earned 5: 55 s; White (the engine) answered at once: 65 s.
    expect(text).toContain('Clock: Black 0:55  White 1:05');
    expect(text).toContain('Undo is not available on the clock.');
    t.type('quit');
    await finish(game);
  });
});
