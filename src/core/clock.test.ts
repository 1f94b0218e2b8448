import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Clock,
  formatClockTime,
  makeTimeControl,
  moveBudgetMs,
  parseTimeControl,
  type TimeControl,
  timesLeft,
} from './clock.js';
import { makeGgf, makeGgfTimeControl, parseGgf, parseGgfTimeControl } from './formats/ggf.js';
import type { GameMove } from './game.js';
import { Position } from './position.js';
import { type Color, opposite, PASS, square, unwrap } from './types.js';

const FIVE_TWO: TimeControl = { mainMs: 300_000, incrementMs: 2_000 };

describe('parseTimeControl / makeTimeControl', () => {
  it('reads minutes, m:ss and an increment in seconds', () => {
    expect(unwrap(parseTimeControl('5+2'))).toEqual(FIVE_TWO);
    expect(unwrap(parseTimeControl('30'))).toEqual({ mainMs: 1_800_000, incrementMs: 0 });
    expect(unwrap(parseTimeControl(' 1:30 + 0.5 '))).toEqual({ mainMs: 90_000, incrementMs: 500 });
    expect(unwrap(parseTimeControl('0.5+1'))).toEqual({ mainMs: 30_000, incrementMs: 1_000 });
  });

  it('refuses what is not a time control, saying why', () => {
    for (const bad of ['', 'five', '5+', '+2', '5-2', '1:75', '5+2+1'])
      expect(parseTimeControl(bad)).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
    expect(parseTimeControl('0+5')).toMatchObject({
      ok: false,
      error: { message: '"0+5": the time a player must be above 0 and at most 600 minutes' },
    });
    expect(parseTimeControl('5+900')).toMatchObject({ ok: false, error: { column: 3 } });
  });

  it('refuses a main time that is not whole seconds, or an increment finer than a millisecond (issue #23)', () => {
    // '0.001' minutes (60 ms) was taken and written back as '0+0', which this parser refuses.
    for (const text of ['0.001', '0.001+1', '0.01+0', '1.001'])
      expect(parseTimeControl(text), text).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/the time a player must be whole seconds, at least 1 /) },
      });
    expect(parseTimeControl('5+0.0001')).toMatchObject({
      ok: false,
      error: { message: '"5+0.0001": the increment must be whole milliseconds (0.0001 s is not)' },
    });
    for (const text of ['0.5+0.25', '1:01+0.001', '0:01'])
      expect(unwrap(parseTimeControl(makeTimeControl(unwrap(parseTimeControl(text)))))).toEqual(
        unwrap(parseTimeControl(text)),
      );
  });

  it('writes what it reads (round trip)', () => {
    for (const text of ['5+2', '1+0', '30+0', '1:30+0.5', '15+10']) {
      const control = unwrap(parseTimeControl(text));
      expect(makeTimeControl(control)).toBe(text);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_000 }), fc.integer({ min: 0, max: 600 }), (s, inc) => {
        const control = { mainMs: s * 1000, incrementMs: inc * 1000 };
        expect(unwrap(parseTimeControl(makeTimeControl(control)))).toEqual(control);
      }),
    );
  });
});

describe('formatClockTime', () => {
  it('shows m:ss, rounding seconds up so 0:00 means the time is gone', () => {
    expect(formatClockTime(300_000)).toBe('5:00');
    expect(formatClockTime(299_001)).toBe('5:00');
    expect(formatClockTime(59_000)).toBe('0:59');
    expect(formatClockTime(1)).toBe('0:01');
    expect(formatClockTime(0)).toBe('0:00');
    expect(formatClockTime(-5)).toBe('0:00');
    expect(formatClockTime(1_800_000)).toBe('30:00');
  });
});

describe('Clock', () => {
  it('runs only the side to move, takes off what a move took and adds the increment', () => {
    let clock = Clock.start(FIVE_TWO).run('black', 1_000);
    expect(clock.timeLeft('black', 11_000)).toBe(290_000);
    expect(clock.timeLeft('white', 11_000)).toBe(300_000);
    const black = clock.press(11_000, 'white');
    expect(black.spentMs).toBe(10_000);
    clock = black.clock;
    // 300 - 10 + 2 seconds for Black; White's clock runs from 11 s.
    expect(clock.times(11_000)).toEqual({ black: 292_000, white: 300_000 });
    expect(clock.times(41_000)).toEqual({ black: 292_000, white: 270_000 });
    expect(clock.running).toBe('white');
  });

  it('keeps the mover running through the opponent’s pass, with no increment for the pass', () => {
    // Black moves, White must pass, Black is to move again: press with next = black.
    const { clock } = Clock.start(FIVE_TWO).run('black', 0).press(4_000, 'black');
    expect(clock.running).toBe('black');
    expect(clock.times(4_000)).toEqual({ black: 298_000, white: 300_000 });
    expect(clock.times(6_000)).toEqual({ black: 296_000, white: 300_000 });
  });

  it('lets the flag fall when the running side has no time left, and gives no increment after it', () => {
    const clock = Clock.start({ mainMs: 60_000, incrementMs: 5_000 }).run('white', 0);
    expect(clock.flagged(59_999)).toBeUndefined();
    expect(clock.msUntilFlag(59_000)).toBe(1_000);
    expect(clock.flagged(60_000)).toBe('white');
    expect(clock.timeLeft('white', 90_000)).toBe(0);
    const late = clock.press(61_000, 'black').clock;
    expect(late.timeLeft('white', 61_000)).toBe(0);
    expect(late.flagged(61_000)).toBe('white');
  });

  it('warns in the last tenth of the main time', () => {
    const clock = Clock.start({ mainMs: 60_000, incrementMs: 0 }).run('black', 0);
    expect(clock.isLow('black', 53_999)).toBe(false);
    expect(clock.isLow('black', 54_000)).toBe(true);
    expect(clock.isLow('white', 54_000)).toBe(false);
  });

  it('stops and runs again without counting the time in between', () => {
    const paused = Clock.start(FIVE_TWO).run('black', 0).stop(10_000);
    expect(paused.running).toBeUndefined();
    expect(paused.msUntilFlag(50_000)).toBeUndefined();
    expect(paused.times(500_000)).toEqual({ black: 290_000, white: 300_000 });
    expect(paused.run('black', 500_000).timeLeft('black', 505_000)).toBe(285_000);
  });

  it("pauses for the director and resumes, the paused side's time frozen and every pause recorded", () => {
    // Black has run 20 s when a dispute stops the clocks for 90 s.
    const running = Clock.start(FIVE_TWO).run('black', 0);
    const paused = running.pause(20_000, 'dispute on f5');
    expect(paused.running).toBeUndefined();
    expect(paused.paused).toBe('black');
    expect(paused.times(110_000)).toEqual({ black: 280_000, white: 300_000 });
    expect(paused.msUntilFlag(110_000)).toBeUndefined();
    expect(paused.pauses).toEqual([
      { side: 'black', times: { black: 280_000, white: 300_000 }, start: 20_000, reason: 'dispute on f5' },
    ]);
    expect(paused.pausedMs(50_000)).toBe(30_000);
    // Pausing again changes nothing; resuming runs Black's clock from where it stood.
    expect(paused.pause(30_000)).toBe(paused);
    const resumed = paused.resume(110_000);
    expect(resumed.running).toBe('black');
    expect(resumed.paused).toBeUndefined();
    expect(resumed.timeLeft('black', 115_000)).toBe(275_000);
    expect(resumed.pauses[0]).toMatchObject({ start: 20_000, end: 110_000 });
    expect(resumed.pausedMs(500_000)).toBe(90_000);
    expect(resumed.resume(120_000)).toBe(resumed);
    // The record stays through the game's moves, and a second pause joins it.
    const later = resumed.press(120_000, 'white').clock.pause(130_000).resume(131_000);
    expect(later.pauses.map((p) => [p.side, p.start, p.end])).toEqual([
      ['black', 20_000, 110_000],
      ['white', 130_000, 131_000],
    ]);
    expect(Clock.start(FIVE_TWO).pause(5)).toEqual(Clock.start(FIVE_TWO));
    // A paused clock saved and restored is still paused, with its record.
    const saved = JSON.parse(JSON.stringify(paused.save(60_000)));
    expect(saved).toMatchObject({ running: null, paused: 'black', black: 280_000 });
    const restored = unwrap(Clock.restore(saved, 0));
    expect(restored.paused).toBe('black');
    expect(restored.pauses).toEqual(paused.pauses);
    expect(restored.resume(1_000).timeLeft('black', 6_000)).toBe(275_000);
    expect(Clock.restore({ ...saved, paused: 'red' }, 0).ok).toBe(false);
    expect(Clock.restore({ ...saved, pauses: [{ side: 'black' }] }, 0)).toMatchObject({
      ok: false,
      error: { message: 'saved clock: pauses[0] is not a pause (side, times, start, end, reason)' },
    });
  });

  it('survives a save and restore; the time while nothing ran is not counted', () => {
    const clock = Clock.start(FIVE_TWO).run('black', 0).press(20_000, 'white').clock;
    // Saved 5 s into White's move (for example as the page closes), as JSON.
    const saved = JSON.parse(JSON.stringify(clock.save(25_000)));
    expect(saved).toEqual({ control: '5+2', black: 282_000, white: 295_000, running: 'white' });
    // Restored in another session whose clock reads 7 (milliseconds since that page opened).
    const restored = unwrap(Clock.restore(saved, 7));
    expect(restored.running).toBe('white');
    expect(restored.times(7)).toEqual({ black: 282_000, white: 295_000 });
    expect(restored.times(10_007)).toEqual({ black: 282_000, white: 285_000 });
    expect(unwrap(Clock.restore({ ...saved, running: null }, 0)).running).toBeUndefined();
  });

  it('refuses a damaged saved clock, naming the field', () => {
    const good = { control: '5+2', black: 1000, white: 1000, running: null };
    const cases: [unknown, string][] = [
      [null, 'not an object'],
      [{ ...good, control: 5 }, 'control'],
      [{ ...good, control: 'soon' }, '"soon" is not a time control'],
      [{ ...good, black: -1 }, 'black is not a time in milliseconds (got -1)'],
      [{ ...good, white: '1000' }, 'white is not a time'],
      [{ ...good, running: 'red' }, 'running must be'],
    ];
    for (const [saved, message] of cases) {
      expect(Clock.restore(saved, 0)).toMatchObject({
        ok: false,
        error: { message: expect.stringContaining(message) },
      });
    }
  });

  it('rebuilds from the seconds noted on moves, as a live clock left them', () => {
    // Live 4x4 games with uneven thinking times; the record notes each move's seconds. The move choice
    // varies with k until a game has a pass (4x4 games often do), so the pass is covered.
    const live = (k: number): { moves: GameMove[]; clock: Clock; now: number } => {
      let position = Position.initial({ rules: 'standard', size: 4 });
      let clock = Clock.start(FIVE_TWO).run('black', 0);
      let now = 0;
      const moves: GameMove[] = [];
      for (let step = 0; !position.isGameOver(); step++) {
        if (position.mustPass()) {
          moves.push({ move: PASS, color: position.turn });
          position = unwrap(position.pass());
          continue;
        }
        const legal = position.legalMoveList();
        const move = legal[(step * k) % legal.length];
        now += 1_000 + 737 * (step % 5);
        const next = unwrap(position.play(move)).position;
        const nextToMove = next.mustPass() && !next.isGameOver() ? position.turn : opposite(position.turn);
        const pressed = clock.press(now, nextToMove);
        moves.push({ move, color: position.turn, time: pressed.spentMs / 1000 });
        clock = pressed.clock;
        position = next;
      }
      return { moves, clock, now };
    };
    let k = 0;
    while (!live(k).moves.some((m) => m.move === PASS)) k++;
    const { moves, clock, now } = live(k);
    expect(Clock.after(FIVE_TWO, moves).times(0)).toEqual(clock.stop(now).times(now));
    // The time left after each move: the mover's clock right after it; nothing for a pass.
    const left = timesLeft(FIVE_TWO, moves);
    expect(left[0]).toBe(300_000 - 1_000 + 2_000);
    expect(left[moves.findIndex((m) => m.move === PASS)]).toBeUndefined();
  });
});

describe('Clock.moved (the hand-over after a move)', () => {
  it('runs the clock of the side that moves next in play, the mover again when the opponent must pass', () => {
    // Random games of 4x4, where passes are common, and 8x8. The oracle: play the forced passes out
    // and see whose turn it is; at the end of the game, the mover's clock stands.
    const control = { mainMs: 60_000, incrementMs: 1000 };
    let passes = 0;
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.constantFrom(4, 8),
        (choices, size) => {
          let position = Position.initial({ rules: 'standard', size: size as 4 });
          let clock = Clock.start(control).run(position.turn, 0);
          for (const [i, choice] of choices.entries()) {
            const moves = position.legalMoves().toArray();
            if (moves.length === 0) break;
            const played = position.play(moves[choice % moves.length]);
            if (!played.ok) throw new Error(played.error.message);
            const next = played.value.position;
            const { clock: after, spentMs } = clock.moved(i + 1, next);
            expect(spentMs).toBe(1);
            let turn = next;
            while (turn.mustPass()) {
              passes++;
              const passed = turn.pass();
              if (!passed.ok) throw new Error(passed.error.message);
              turn = passed.value;
            }
            expect(after.running).toBe(next.isGameOver() ? position.turn : turn.turn);
            // The mover got its increment, less the millisecond it spent.
            expect(after.timeLeft(position.turn, i + 1)).toBe(clock.timeLeft(position.turn, i + 1) + 1000);
            clock = after;
            position = turn;
            if (position.isGameOver()) break;
          }
        },
      ),
      { numRuns: 100 },
    );
    expect(passes).toBeGreaterThan(0);
  });
});

describe('moveBudgetMs', () => {
  it('shares the time left less a second over the moves to come, plus the increment', () => {
    // 5 minutes, 60 empties: Black has 30 moves to make; (300 - 1) / 30 = 9.967 s.
    expect(moveBudgetMs(300_000, { mainMs: 300_000, incrementMs: 0 }, 60)).toBe(9_967);
    expect(moveBudgetMs(300_000, FIVE_TWO, 60)).toBe(11_967);
    // At the end, the whole time left less the reserve (1 empty: one move).
    expect(moveBudgetMs(10_000, { mainMs: 300_000, incrementMs: 0 }, 1)).toBe(9_000);
    // Never more than the time left less the reserve, even with a large increment.
    expect(moveBudgetMs(3_000, { mainMs: 60_000, incrementMs: 30_000 }, 20)).toBe(2_000);
    // On an empty clock still a little, so that a move comes.
    expect(moveBudgetMs(500, FIVE_TWO, 30)).toBe(50);
  });

  it('never plans past the reserve: a program with more than a second left keeps it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_050, max: 3_600_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 64 }),
        (left, incrementMs, empties) => {
          const budget = moveBudgetMs(left, { mainMs: 3_600_000, incrementMs }, empties);
          expect(budget).toBeGreaterThan(0);
          expect(left - budget).toBeGreaterThanOrEqual(1_000);
        },
      ),
    );
  });
});

describe('GGF clocks (TI and the seconds on each move, both ways)', () => {
  it('reads GGS time controls, past the extension and move-count modifiers', () => {
    expect(unwrap(parseGgfTimeControl('05:00/00:02/00:00'))).toEqual(FIVE_TWO);
    expect(unwrap(parseGgfTimeControl('15:00'))).toEqual({ mainMs: 900_000, incrementMs: 0 });
    expect(unwrap(parseGgfTimeControl('90'))).toEqual({ mainMs: 90_000, incrementMs: 0 });
    expect(unwrap(parseGgfTimeControl('30:00//02:00'))).toEqual({ mainMs: 1_800_000, incrementMs: 0 });
    expect(unwrap(parseGgfTimeControl('1:00:00,N40/10,2/'))).toEqual({
      mainMs: 3_600_000,
      incrementMs: 10_000,
    });
    for (const bad of ['', 'soon', '0', '00:00', '-5:00', '5:xx', '05:00/x'])
      expect(parseGgfTimeControl(bad)).toMatchObject({ ok: false, error: { code: 'ERR_SYNTAX' } });
  });

  it('writes TI that reads back the same', () => {
    expect(makeGgfTimeControl(FIVE_TWO)).toBe('05:00/00:02/00:00');
    expect(makeGgfTimeControl({ mainMs: 5_400_000, incrementMs: 500 })).toBe('01:30:00/00:00.5/00:00');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_000_000 }), fc.integer({ min: 0, max: 600_000 }), (m, i) => {
        const control = { mainMs: m, incrementMs: i };
        expect(unwrap(parseGgfTimeControl(makeGgfTimeControl(control)))).toEqual(control);
      }),
    );
  });

  it('a clocked game written to GGF and read back gives the same clocks after every move', () => {
    const moves = ['f5', 'd6', 'c3', 'd3', 'c4'] as const;
    let position = Position.initial();
    let clock = Clock.start(FIVE_TWO).run('black', 0);
    const played: GameMove[] = [];
    const shown: number[] = [];
    let now = 0;
    for (const [i, name] of moves.entries()) {
      now += 1_234 * (i + 1);
      const mover: Color = position.turn;
      const pressed = clock.press(now, opposite(mover));
      played.push({ move: square(name), color: mover, time: pressed.spentMs / 1000 });
      clock = pressed.clock;
      shown.push(clock.timeLeft(mover, now));
      position = unwrap(position.play(square(name))).position;
    }
    const text = unwrap(
      makeGgf({ start: Position.initial(), moves: played, timeControl: makeGgfTimeControl(FIVE_TWO) }),
    );
    expect(text).toContain('TI[05:00/00:02/00:00]');
    expect(text).toContain('B[F5//1.234]W[D6//2.468]');
    const game = unwrap(parseGgf(text))[0];
    const control = unwrap(parseGgfTimeControl(game.timeControl!));
    expect(timesLeft(control, game.moves)).toEqual(shown);
    expect(Clock.after(control, game.moves).times(0)).toEqual(clock.stop(now).times(now));
  });
});
