import type { Color, Outcome, Rules, Score } from './types.js';

/**
 * The outcome of a finished game from its disc counts.
 *
 * `raw` counts the discs. `tournament` (WOF/FFO rule) gives the empty squares to the winner; a draw
 * stays a draw, its empties shared equally. In Anti-Reversi, where fewer discs win, the empties go to
 * the loser, which widens the winner's margin in the same way.
 */
export const scoreOf = (black: number, white: number, empty: number, rules: Rules = 'standard'): Outcome => {
  const anti = rules === 'anti';
  const winner: Color | undefined = black === white ? undefined : black > white !== anti ? 'black' : 'white';
  const raw: Score = { black, white };
  let tournament: Score;
  if (winner === undefined) tournament = { black: black + empty / 2, white: white + empty / 2 };
  else {
    const gainer: Color = anti ? (winner === 'black' ? 'white' : 'black') : winner;
    tournament = gainer === 'black' ? { black: black + empty, white } : { black, white: white + empty };
  }
  return { winner, black, white, empty, score: { raw, tournament } };
};

/**
 * Who receives the empty squares under the tournament rule, as the CLI and the page say it: the
 * winner in Othello, the loser in Anti-Reversi (where fewer discs win). Either way the empties widen
 * the winner's margin; `scoreOf` is what applies it.
 */
export const emptiesGoTo = (rules: Rules): 'winner' | 'loser' => (rules === 'anti' ? 'loser' : 'winner');

/** A score as players write it: `'35-29'`. */
export const makeScore = (score: Score): string => `${score.black}-${score.white}`;

/** The disc difference for one colour under a convention, e.g. +6 for Black at 35-29. */
export const discDifference = (outcome: Outcome, color: Color, convention: 'raw' | 'tournament'): number => {
  const s = outcome.score[convention];
  return color === 'black' ? s.black - s.white : s.white - s.black;
};
