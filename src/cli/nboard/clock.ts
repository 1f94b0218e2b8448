/**
 * The time a `go` may spend, from the game's clock: GGF's `TI[main/increment/extra]` and the seconds
 * noted beside each move. The rule is the library's (`moveBudgetMs` in `src/core/clock.ts`, which
 * `wedge play --clock` uses too): the mover's time left shared over its remaining moves, with a
 * reserve so a late search cannot lose on time. No clock in the game means no time limit (the depth
 * alone decides).
 */
import {
  moveBudgetMs as budgetFromClock,
  Clock,
  type Color,
  type GameRecord,
  parseGgfTimeControl,
} from '../../core/index.js';

/**
 * Milliseconds for the next move of `mover`, or undefined when the game has no (readable) clock.
 * `empties` is the number of empty squares, from which the mover's remaining moves are counted.
 */
export const moveBudgetMs = (
  game: GameRecord & { readonly timeControl?: string },
  mover: Color,
  empties: number,
): number | undefined => {
  if (game.timeControl === undefined || game.timeControl.trim() === '') return undefined;
  const control = parseGgfTimeControl(game.timeControl);
  if (!control.ok) return undefined;
  const left = Clock.after(control.value, game.moves).timeLeft(mover, 0);
  return budgetFromClock(left, control.value, empties);
};
