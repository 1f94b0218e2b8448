/**
 * Game clocks as values: a time control (`5+2`: five minutes a player, two seconds added after each
 * move), each side's time left, and which side's clock runs. Only the side to move's clock runs; a
 * forced pass is no move (Wedge plays it at once), so it neither stops the clock nor earns the
 * increment. The clock never reads the time itself: every call takes `now`, the caller's milliseconds
 * (`performance.now()` in a terminal, a fake clock in tests), so it is a pure value that tests and a
 * saved game can hold. See docs/library.md.
 */
import { type FormatError, formatError, quote } from './formats/error.js';
import type { GameMove } from './game.js';
import type { Position } from './position.js';
import { type Color, err, ok, opposite, PASS, type Result } from './types.js';

/** A time control in milliseconds: `5+2` is `{ mainMs: 300_000, incrementMs: 2_000 }`. */
export interface TimeControl {
  /** Each player's time for the whole game, e.g. 300_000. */
  readonly mainMs: number;
  /** Added to a player's clock after each of its moves, e.g. 2_000 (0 for none). */
  readonly incrementMs: number;
}

/** Each side's time in milliseconds, e.g. `{ black: 298_250, white: 300_000 }`. */
export interface Times {
  readonly black: number;
  readonly white: number;
}

/**
 * A pause of the clocks by the director (an illegal-move dispute, a light gone out): whose clock was
 * running, the times when it stopped, when it began and ended, and why. `start` and `end` are the
 * caller's `now`s, as every time here; a page that shows them after a reload passes wall-clock times.
 */
export interface ClockPause {
  /** The side whose clock the pause stopped, and that runs again when it ends. */
  readonly side: Color;
  /** Each side's time left when the clocks stopped. */
  readonly times: Times;
  /** When it began, e.g. 754_210 (the `now` given to `pause`). */
  readonly start: number;
  /** When it ended (the `now` given to `resume`); absent while the clocks are paused. */
  readonly end?: number;
  /** Why, as the director said it, e.g. `'dispute on f5'`. */
  readonly reason?: string;
}

/** A clock as plain data, for a saved game: the times left when it was saved and the side that was
 * to move. Restoring starts that side's clock afresh, so the time the game spent closed is not counted. */
export interface SavedClock {
  /** The time control as `makeTimeControl` writes it, e.g. `'5+2'`. */
  readonly control: string;
  readonly black: number;
  readonly white: number;
  /** The side whose clock was running, or null when none was. */
  readonly running: Color | null;
  /** The side whose clock a pause stopped, while paused (restored still paused). */
  readonly paused?: Color;
  /** The director's pauses so far, the last one open while paused. */
  readonly pauses?: readonly ClockPause[];
}

const MAX_MAIN_MS = 10 * 60 * 60_000;
const MAX_INCREMENT_MS = 10 * 60_000;

/**
 * Reads a time control: minutes (or `m:ss`) for each player, then optionally `+` and the seconds of
 * increment per move: `5`, `5+2`, `1:30+0`, `0.5+1`. The main time is whole seconds, at least one, and
 * the increment whole milliseconds, so that `makeTimeControl` writes exactly what is played.
 */
export const parseTimeControl = (text: string): Result<TimeControl, FormatError> => {
  const m = /^\s*(\d+(?:\.\d+)?|\d+:[0-5]\d)\s*(?:\+\s*(\d+(?:\.\d+)?)\s*)?$/.exec(text);
  if (!m)
    return err(
      formatError(
        'ERR_SYNTAX',
        `${quote(text)} is not a time control: minutes a player, optionally + seconds a move (e.g. 5+2, 1:30+0)`,
        { column: 1 },
      ),
    );
  const [minutes, seconds = '0'] = m[1].split(':');
  const exactMs = Number(minutes) * 60_000 + Number(seconds) * 1000;
  const mainMs = Math.round(exactMs);
  const incrementMs = Math.round(Number(m[2] ?? '0') * 1000);
  // What is played is what `makeTimeControl` shows: whole seconds a player, whole milliseconds a move
  // (0.001 minutes, 60 ms, was played and shown as "0+0", which this parser refuses).
  if (mainMs > 0 && (Math.abs(exactMs - Math.round(exactMs / 1000) * 1000) > 1e-6 || exactMs < 1000))
    return err(
      formatError(
        'ERR_SYNTAX',
        `${quote(text)}: the time a player must be whole seconds, at least 1 (${m[1]} ${seconds === '0' && !m[1].includes(':') ? 'minutes' : 'm:ss'} is ${exactMs / 1000} s)`,
        { column: text.indexOf(m[1]) + 1 },
      ),
    );
  if (Math.abs(Number(m[2] ?? '0') * 1000 - incrementMs) > 1e-6)
    return err(
      formatError(
        'ERR_SYNTAX',
        `${quote(text)}: the increment must be whole milliseconds (${m[2]} s is not)`,
        { column: text.indexOf('+') + 2 },
      ),
    );
  if (mainMs <= 0 || mainMs > MAX_MAIN_MS)
    return err(
      formatError('ERR_SYNTAX', `${quote(text)}: the time a player must be above 0 and at most 600 minutes`, {
        column: text.indexOf(m[1]) + 1,
      }),
    );
  if (incrementMs > MAX_INCREMENT_MS)
    return err(
      formatError('ERR_SYNTAX', `${quote(text)}: the increment must be at most 600 seconds a move`, {
        column: text.indexOf('+') + 2,
      }),
    );
  return ok({ mainMs, incrementMs });
};

/** Writes a time control as `parseTimeControl` reads it: `5+2`, `1:30+0`. */
export const makeTimeControl = (control: TimeControl): string => {
  const seconds = Math.round(control.mainMs / 1000);
  const main = seconds % 60 === 0 ? String(seconds / 60) : formatMinutes(seconds);
  return `${main}+${control.incrementMs / 1000}`;
};

const formatMinutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A time as a clock face shows it, `m:ss`, e.g. 299_001 ms -> `'5:00'`. Seconds round up, so the face
 * reads `0:00` only once the time is gone.
 */
export const formatClockTime = (ms: number): string => formatMinutes(Math.ceil(Math.max(0, ms) / 1000));

/** The clocks of one game. Immutable: every change returns a new clock. */
export class Clock {
  private constructor(
    readonly control: TimeControl,
    /** Each side's time when the running clock last started (or stopped). */
    private readonly left: Times,
    /** The side whose clock runs, if any. */
    readonly running: Color | undefined,
    /** When the running clock started, in the caller's milliseconds. */
    private readonly since: number,
    /** While the director has paused the clocks: the side that runs again on `resume`. */
    readonly paused: Color | undefined = undefined,
    /** Every pause so far, oldest first; the last one has no `end` while paused. */
    readonly pauses: readonly ClockPause[] = [],
  ) {}

  /** Fresh clocks for a game: both sides have the main time, neither runs yet. */
  static start(control: TimeControl): Clock {
    return new Clock(control, { black: control.mainMs, white: control.mainMs }, undefined, 0);
  }

  /**
   * The clocks after the moves of a record, from the seconds noted on each (`GameMove.time`, as GGF
   * records keep them): each side's main time, less what it spent, plus the increment for each of its
   * moves. A pass earns an increment only when a time is noted on it (a server's pass is a move; Wedge's
   * is not). Nothing runs.
   */
  static after(control: TimeControl, moves: readonly GameMove[]): Clock {
    const left = timesLeft(control, moves);
    let times: Times = { black: control.mainMs, white: control.mainMs };
    for (const [i, m] of moves.entries()) if (left[i] !== undefined) times = { ...times, [m.color]: left[i] };
    return new Clock(control, times, undefined, 0);
  }

  /** Restores a saved clock (checked field by field), starting the saved running side at `now`. */
  static restore(saved: unknown, now: number): Result<Clock, FormatError> {
    const bad = (what: string): Result<Clock, FormatError> =>
      err(formatError('ERR_SYNTAX', `saved clock: ${what}`));
    if (typeof saved !== 'object' || saved === null) return bad('not an object');
    const s = saved as Record<string, unknown>;
    if (typeof s.control !== 'string') return bad('control is not a time control such as "5+2"');
    const control = parseTimeControl(s.control);
    if (!control.ok) return bad(control.error.message);
    for (const side of ['black', 'white'] as const) {
      const t = s[side];
      if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || t > MAX_MAIN_MS * 2)
        return bad(`${side} is not a time in milliseconds (got ${JSON.stringify(t)})`);
    }
    if (s.running !== null && s.running !== 'black' && s.running !== 'white')
      return bad(`running must be "black", "white" or null (got ${JSON.stringify(s.running)})`);
    const isColor = (x: unknown): x is Color => x === 'black' || x === 'white';
    if (s.paused !== undefined && (!isColor(s.paused) || s.running !== null))
      return bad(`paused must be "black" or "white", with nothing running (got ${JSON.stringify(s.paused)})`);
    const pauses = s.pauses ?? [];
    if (!Array.isArray(pauses)) return bad('pauses is not a list');
    const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
    for (const [i, p] of pauses.entries()) {
      const q = p as Record<string, unknown> | null;
      const times = q?.times as Record<string, unknown> | undefined;
      if (
        typeof q !== 'object' ||
        q === null ||
        !isColor(q.side) ||
        !time(q.start) ||
        (q.end !== undefined && !time(q.end)) ||
        (q.reason !== undefined && typeof q.reason !== 'string') ||
        !time(times?.black) ||
        !time(times?.white)
      )
        return bad(`pauses[${i}] is not a pause (side, times, start, end, reason)`);
    }
    const left = { black: s.black as number, white: s.white as number };
    return ok(
      new Clock(
        control.value,
        left,
        (s.running as Color | null) ?? undefined,
        now,
        s.paused as Color | undefined,
        pauses as ClockPause[],
      ),
    );
  }

  /** The clock as plain data at `now` (the running side's time so far comes off). */
  save(now: number): SavedClock {
    return {
      control: makeTimeControl(this.control),
      black: this.timeLeft('black', now),
      white: this.timeLeft('white', now),
      running: this.running ?? null,
      ...(this.paused ? { paused: this.paused } : {}),
      ...(this.pauses.length > 0 ? { pauses: this.pauses } : {}),
    };
  }

  /**
   * The director stops the clocks at `now` (a dispute, an interruption); the pause is recorded with
   * the side that was running, the times and the reason. Nothing changes when no clock runs.
   */
  pause(now: number, reason?: string): Clock {
    const side = this.running;
    if (side === undefined) return this;
    const times = this.times(now);
    const pause: ClockPause = { side, times, start: now, ...(reason ? { reason } : {}) };
    return new Clock(this.control, times, undefined, now, side, [...this.pauses, pause]);
  }

  /** Ends the director's pause at `now`: the paused side's clock runs again. Unchanged when not paused. */
  resume(now: number): Clock {
    if (this.paused === undefined) return this;
    return new Clock(this.control, this.left, this.paused, now, undefined, this.closedPauses(now));
  }

  /** The pauses with the open one, if any, ended at `now`. */
  private closedPauses(now: number): readonly ClockPause[] {
    const last = this.pauses[this.pauses.length - 1];
    if (this.paused === undefined || last === undefined || last.end !== undefined) return this.pauses;
    return [...this.pauses.slice(0, -1), { ...last, end: Math.max(last.start, now) }];
  }

  /** Milliseconds the clocks have stood paused by the director, up to `now` for an open pause. */
  pausedMs(now: number): number {
    return this.pauses.reduce((sum, p) => sum + Math.max(0, (p.end ?? now) - p.start), 0);
  }

  /** A side's time left at `now`, in milliseconds, never below 0. */
  timeLeft(color: Color, now: number): number {
    const elapsed = color === this.running ? Math.max(0, now - this.since) : 0;
    return Math.max(0, this.left[color] - elapsed);
  }

  /** Both sides' time left at `now`. */
  times(now: number): Times {
    return { black: this.timeLeft('black', now), white: this.timeLeft('white', now) };
  }

  /**
   * Runs `color`'s clock from `now`: at the start of the game, after a pass (the mover plays again) or
   * when play resumes. The clock that ran stops without an increment, since no move was made.
   */
  run(color: Color, now: number): Clock {
    return new Clock(this.control, this.times(now), color, now, undefined, this.closedPauses(now));
  }

  /** Stops the running clock (the game is over); no increment. A director's pause ends here too. */
  stop(now: number): Clock {
    return new Clock(this.control, this.times(now), undefined, now, undefined, this.closedPauses(now));
  }

  /**
   * The running side has moved at `now`: its time comes off, the increment is added (unless its time
   * had already run out), and `next`'s clock starts (the opponent, or the mover again when the
   * opponent must pass). `spentMs` is what the move took, to note on the record.
   */
  press(now: number, next: Color): { readonly clock: Clock; readonly spentMs: number } {
    const mover = this.running;
    if (mover === undefined) return { clock: this.run(next, now), spentMs: 0 };
    const spentMs = Math.max(0, now - this.since);
    const remaining = this.timeLeft(mover, now);
    const times = { ...this.times(now), [mover]: remaining > 0 ? remaining + this.control.incrementMs : 0 };
    return { clock: new Clock(this.control, times, next, now, undefined, this.pauses), spentMs };
  }

  /**
   * The side to move has moved at `now`, and the game stands at `next`: the hand-over every player of
   * a clocked game makes (the page, `wedge play`, `wedge match`). The mover's clock stops with the
   * increment and the side to move in `next` runs, or the mover's again when the opponent must pass (a
   * forced pass is no move) or the game is over (the caller then stops it where it stands).
   */
  moved(now: number, next: Position): { readonly clock: Clock; readonly spentMs: number } {
    return this.press(now, clockSideAfter(next));
  }

  /** The side whose time is gone at `now`, if any. */
  flagged(now: number): Color | undefined {
    if (this.timeLeft('black', now) <= 0) return 'black';
    if (this.timeLeft('white', now) <= 0) return 'white';
    return undefined;
  }

  /** Milliseconds until the running side's flag falls, or undefined when no clock runs. */
  msUntilFlag(now: number): number | undefined {
    return this.running === undefined ? undefined : this.timeLeft(this.running, now);
  }

  /** True in the last tenth of the main time, when a clock face should warn. */
  isLow(color: Color, now: number): boolean {
    return this.timeLeft(color, now) <= this.control.mainMs / 10;
  }
}

/**
 * The mover's time left after each move of a record, in milliseconds, from the seconds noted on the
 * moves (see `Clock.after`); undefined for a pass with no time noted. This is what a clock showed
 * after each move, e.g. to print beside a move list.
 */
export const timesLeft = (control: TimeControl, moves: readonly GameMove[]): (number | undefined)[] => {
  const left = { black: control.mainMs, white: control.mainMs };
  return moves.map((m) => {
    if (m.move === PASS && m.time === undefined) return undefined;
    const spent = Math.round((m.time ?? 0) * 1000);
    const remaining = left[m.color] - spent;
    left[m.color] = remaining > 0 ? remaining + control.incrementMs : 0;
    return left[m.color];
  });
};

/** Never plan to use the last second on the clock: it absorbs start-up, the answer's trip and a
 * display's own delays, so a program with more than a second left never loses on time. */
export const CLOCK_RESERVE_MS = 1000;
/** The least a search is given, even on an empty clock, so that it still answers with a move. */
const MIN_BUDGET_MS = 50;

/**
 * How long a program may think about its next move: its time left (less a one-second reserve) shared
 * evenly over the moves it still has to make (half the empty squares), plus the increment, and never
 * more than the time left less the reserve. The split is the simple one most engines start from.
 */
export const moveBudgetMs = (timeLeftMs: number, control: TimeControl, empties: number): number => {
  const usable = timeLeftMs - CLOCK_RESERVE_MS;
  const movesLeft = Math.max(1, Math.ceil(empties / 2));
  const share = usable / movesLeft + control.incrementMs;
  return Math.max(MIN_BUDGET_MS, Math.round(Math.min(share, usable)));
};

/** The side whose clock runs once a move has led to `next` (see `Clock.moved`). */
export const clockSideAfter = (next: Position): Color =>
  next.mustPass() || next.isGameOver() ? opposite(next.turn) : next.turn;
