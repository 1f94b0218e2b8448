/**
 * The time a `go` may spend, from the game's clock: GGF's `TI[main/increment/extra]` and the seconds
 * noted beside each move. The split is the simple one most engines start from: what is left on the
 * mover's clock shared evenly over the moves it still has to make, with a reserve so a late search
 * cannot lose on time. No clock in the game means no time limit (the depth alone decides).
 */
import type { Color, GameRecord } from '../../core/index.js';

/** A time control in seconds: `15:00` is `{ main: 900, increment: 0 }`. */
export interface TimeControl {
  readonly main: number;
  readonly increment: number;
}

/** Seconds from `s`, `m:s` or `h:m:s`; undefined when it is none of these. */
const seconds = (text: string): number | undefined => {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return undefined;
  return parts.reduce((total, p) => total * 60 + Number(p), 0);
};

/** Reads a GGF time control, `main[/increment[/extra]]`, e.g. `05:00//02:00`; undefined if unreadable. */
export const parseTimeControl = (text: string | undefined): TimeControl | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  const [mainText, incrementText = ''] = text.split('/');
  const main = seconds(mainText);
  if (main === undefined || main <= 0) return undefined;
  const increment = incrementText.trim() === '' ? 0 : seconds(incrementText);
  return increment === undefined ? undefined : { main, increment };
};

/** Never plan to use the last seconds on the clock: they absorb start-up and the GUI's own delays. */
const RESERVE_SECONDS = 1;
/** The least a search is given, even on an empty clock, so that it still answers with a move. */
const MIN_MS = 50;

/**
 * Milliseconds for the next move of `mover`, or undefined when the game has no clock. `empties`
 * is the number of empty squares, from which the mover's remaining moves are counted.
 */
export const moveBudgetMs = (
  game: GameRecord & { readonly timeControl?: string },
  mover: Color,
  empties: number,
): number | undefined => {
  const control = parseTimeControl(game.timeControl);
  if (control === undefined) return undefined;
  const own = game.moves.filter((m) => m.color === mover);
  const spent = own.reduce((total, m) => total + (m.time ?? 0), 0);
  const left = control.main + control.increment * own.length - spent - RESERVE_SECONDS;
  const movesLeft = Math.max(1, Math.ceil(empties / 2));
  const share = left / movesLeft + control.increment;
  return Math.max(MIN_MS, Math.round(Math.min(share, left) * 1000));
};
