/** What the page says about a game: square names, the status line, passes and the result. */
import {
  type Color,
  type Move,
  makeScore,
  makeSquare,
  type Outcome,
  opposite,
  PASS,
  type Position,
  type Rules,
  type Score,
  type Square,
} from '../core/index.js';
import type { GameState } from './controller.js';
import type { Translate } from './i18n.js';

/** A colour's name, e.g. `'Black'`. */
export const colorName = (t: Translate, color: Color): string => t(color === 'black' ? 'black' : 'white');

/** The accessible name of a square: `'d3, empty'`, `'d3, empty, legal move'`, `'e4, black'`. */
export const squareLabel = (
  t: Translate,
  position: Position,
  square: Square,
  legal: boolean,
  last: boolean,
): string => {
  const name = makeSquare(square);
  const parts: string[] = [name];
  if (position.board.black.has(square)) parts.push(t('discBlack'));
  else if (position.board.white.has(square)) parts.push(t('discWhite'));
  else parts.push(t('empty'));
  if (legal) parts.push(t('legalMove'));
  if (last) parts.push(t('lastMove'));
  return parts.join(', ');
};

/** The plain pass message: "White has no legal move and passes. Black plays again." */
export const passMessage = (t: Translate, passed: Color): string =>
  t('pass', { color: colorName(t, passed), other: colorName(t, opposite(passed)) });

/** The result: the count and, when it differs, the tournament score, winner first. The tournament rule
 * gives the empties to the winner; in Anti-Reversi, where fewer discs win, to the loser. */
export const resultMessages = (t: Translate, outcome: Outcome, rules: Rules = 'standard'): string[] => {
  const { raw, tournament } = outcome.score;
  const first: Color = outcome.winner ?? 'black';
  const pair = (score: Score) => ({ winner: score[first], loser: score[opposite(first)] });
  const lines = [
    outcome.winner === undefined
      ? t('draw', pair(raw))
      : t('wins', { ...pair(raw), color: colorName(t, outcome.winner) }),
  ];
  if (makeScore(raw) !== makeScore(tournament))
    lines.push(t(rules === 'anti' ? 'tournamentAnti' : 'tournament', pair(tournament)));
  return lines;
};

/** Whose turn it is, or who is thinking, as one line. */
export const statusLine = (t: Translate, state: GameState): string => {
  const turn = state.position.turn;
  if (state.outcome) return resultMessages(t, state.outcome, state.setup.variant.rules)[0];
  if (state.thinking) return t('thinking', { color: colorName(t, turn) });
  if (state.setup.opponent !== 'human' && turn === state.setup.humanColor)
    return t('yourMove', { color: colorName(t, turn) });
  return t('toMove', { color: colorName(t, turn) });
};

/** What a screen reader hears after a change: the latest move, a pass, the result. */
export const announcement = (t: Translate, state: GameState): string => {
  const parts: string[] = [];
  const { moves, positions } = state;
  const i = moves.length - 1;
  const move: Move | undefined = moves[i];
  if (move !== undefined && move !== PASS)
    parts.push(t('played', { color: colorName(t, positions[i].turn), square: makeSquare(move) }));
  if (state.passed) parts.push(passMessage(t, state.passed));
  if (state.outcome) parts.push(...resultMessages(t, state.outcome, state.setup.variant.rules));
  return parts.join(' ');
};
