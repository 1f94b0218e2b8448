/**
 * The score recorded for a game lost on time. Over the board the usual procedure is to complete the
 * game from where the flag fell, and to record the better, for the winner, of that result and the
 * narrowest win; some tournaments record a fixed score instead (e.g. 33-31). Both are here; the moves
 * of the completion come from whoever the caller injects (the engine), so this module stays pure.
 */
import type { Position } from './position.js';
import { scoreOf } from './scoring.js';
import { type Color, type Move, opposite, PASS, type Score, type Variant } from './types.js';

/**
 * The narrowest win on a board: the winner one disc above half, the loser the rest (33-31 on 8x8,
 * 19-17 on 6x6, 9-7 on 4x4); in Anti-Reversi, where fewer discs win, the other way round (31-33).
 */
export const narrowWin = (winner: Color, variant: Variant): Score => {
  const half = (variant.size * variant.size) / 2;
  const [w, l] = variant.rules === 'anti' ? [half - 1, half + 1] : [half + 1, half - 1];
  return winner === 'black' ? { black: w, white: l } : { black: l, white: w };
};

/** How far `winner` is ahead in a score: its discs less the loser's (the reverse in Anti-Reversi). */
const marginOf = (score: Score, winner: Color, variant: Variant): number => {
  const diff = winner === 'black' ? score.black - score.white : score.white - score.black;
  return variant.rules === 'anti' ? -diff : diff;
};

/**
 * The recorded score of a game lost on time by `flagged`: the better, for the winner, of the game as
 * completed from the flag (empties to the winner) and the narrowest win. `completed` is the position
 * the completion reached (see `completeGame`); a completion that stopped early counts as it stands.
 */
export const timeDefaultScore = (flagged: Color, completed: Position): Score => {
  const { variant } = completed;
  const winner = opposite(flagged);
  const played = scoreOf(
    completed.count('black'),
    completed.count('white'),
    completed.empties().size(),
    variant.rules,
  ).score.tournament;
  const narrow = narrowWin(winner, variant);
  return marginOf(played, winner, variant) > marginOf(narrow, winner, variant) ? played : narrow;
};

/** A fixed score for a time default, e.g. `{ winner: 33, loser: 31 }`, as Black-White discs. */
export const fixedTimeDefaultScore = (
  flagged: Color,
  fixed: { readonly winner: number; readonly loser: number },
): Score =>
  flagged === 'white'
    ? { black: fixed.winner, white: fixed.loser }
    : { black: fixed.loser, white: fixed.winner };

/**
 * Plays a game to its end from `position`, both sides' moves from `choose` (an engine, injected),
 * forced passes played as they come. Throws if `choose` answers an illegal move: that is a bug of the
 * chooser, not an input error.
 */
export const completeGame = async (
  position: Position,
  choose: (position: Position) => Promise<Move> | Move,
): Promise<Position> => {
  while (!position.isGameOver()) {
    const move = position.mustPass() ? PASS : await choose(position);
    const next = position.play(move);
    if (!next.ok) throw new Error(`completing the game: ${next.error.message}`);
    position = next.value.position;
  }
  return position;
};
