/**
 * Clocks in the browser game: the time controls the new-game dialog offers and the score of a game lost
 * on time. The clock itself is the library's `Clock` (src/core/clock.ts); the rule for the score is
 * the library's `timeDefaultScore` (src/core/timeDefault.ts). What is decided here is who plays the game
 * out after the flag falls, so that the page never loads an engine just for that.
 */
import {
  type Color,
  completeGame,
  narrowWin,
  opposite,
  type Position,
  type Score,
  timeDefaultScore,
  type Variant,
} from '../../core/index.js';
import type { Level, SearchLimits } from '../../engine/index.js';
import { type MoveSource, needsKernel } from '../engines/engines.js';
import {
  CLOCK_INCREMENTS,
  CLOCK_MINUTES,
  type ClockIncrement,
  type ClockMinutes,
  TIME_RULES,
  type TimeRule,
  timeControlOf,
} from '../lib/settings.js';

export {
  CLOCK_INCREMENTS,
  CLOCK_MINUTES,
  type ClockIncrement,
  type ClockMinutes,
  TIME_RULES,
  type TimeRule,
  timeControlOf,
};

/** A game lost on time, as the page shows and stores it. */
export interface TimeDefault {
  /** The side whose time ran out. */
  readonly loser: Color;
  readonly rule: TimeRule;
  /** The recorded score (Black-White discs); undefined while the computer plays the game out. */
  readonly score?: Score;
  /** For `complete`: how the played-out game ended (empties to the winner), and the level that played it. */
  readonly completed?: { readonly score: Score; readonly by: CompletionLevel };
}

/** The levels that play a game out after a flag. */
export type CompletionLevel = Extract<Level, 'hard' | 'medium'>;

/**
 * Who plays out a game lost on time, for both sides: Hard when the game is against Hard or Expert (their
 * engine is loaded already); else Medium, which plays in the page, so a two-player, Easy or Medium game
 * never fetches the engine and its 1.6 MB of weights for a time default, and the score comes at once and
 * offline. Medium takes the best square by a table: it keeps corners and avoids the squares that give
 * them away, which is a fairer judge of a position than random play.
 */
export const completionLevel = (opponent: Level | 'human'): CompletionLevel =>
  opponent !== 'human' && needsKernel(opponent) ? 'hard' : 'medium';

/** Hard's time for each move of a play-out: short, since a whole game may be left to play. */
export const COMPLETION_MOVE_MS = 100;

/**
 * The limits of one move of a play-out. Medium is seeded from the game and the discs on the board, so
 * the same game is played out the same way (after a reload, and in the tests, which replay it).
 */
export const completionLimits = (level: CompletionLevel, id: string, position: Position): SearchLimits =>
  level === 'hard'
    ? { level, timeMs: COMPLETION_MOVE_MS }
    : { level, seed: seedOf(`${id}/${position.occupied().size()}`) };

/** FNV-1a of a text: a stable 32-bit seed. */
const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

/** Plays a game lost on time by `loser` out from `position` with `source` at `level`, and scores it. */
export const playOut = async (
  position: Position,
  loser: Color,
  level: CompletionLevel,
  id: string,
  source: MoveSource,
): Promise<TimeDefault> => {
  const final = await completeGame(
    position,
    async (p) => (await source.bestMove(p, completionLimits(level, id, p))).move,
  );
  return {
    loser,
    rule: 'complete',
    score: timeDefaultScore(loser, final),
    completed: { score: final.outcome()!.score.tournament, by: level },
  };
};

/** A loss on time under the fixed rule: the narrowest win (33-31 on 8x8, 31-33 in Anti-Reversi). */
export const fixedDefault = (loser: Color, variant: Variant): TimeDefault => ({
  loser,
  rule: 'fixed',
  score: narrowWin(opposite(loser), variant),
});
