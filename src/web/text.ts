/** What the page says about a game: square names, the status line, passes and the result. */
import {
  type CoachMark,
  type Color,
  type Move,
  makeSquare,
  type Outcome,
  opposite,
  PASS,
  type Position,
  type Score,
  type Square,
} from '../core/index.js';
import type { SquareDecor } from './board.js';
import type { GameState, Refusal } from './controller.js';
import type { MessageKey, Translate } from './i18n.js';

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

const MARK_WORDS: Readonly<Record<CoachMark, MessageKey>> = {
  stable: 'markStable',
  frontier: 'markFrontier',
  'x-square': 'markXSquare',
  'c-square': 'markCSquare',
  'region-odd': 'markRegionOdd',
  'region-even': 'markRegionEven',
  wedge: 'markWedge',
};

const RING_WORDS: Readonly<Record<NonNullable<SquareDecor['ring']>, MessageKey>> = {
  pick: 'ringPick',
  hint: 'ringHint',
  right: 'ringRight',
  wrong: 'ringWrong',
};

/** What an overlay adds to a square's name: `['stable', 'White can play here', 'picked']`. */
export const markWords = (t: Translate, decor: SquareDecor): string[] => [
  ...(decor.marks ?? []).map((mark) => t(MARK_WORDS[mark])),
  ...(decor.moves ?? []).map((color) => t('canPlayHere', { color: colorName(t, color) })),
  ...(decor.ring ? [t(RING_WORDS[decor.ring])] : []),
  ...((decor.note ?? decor.label) ? [(decor.note ?? decor.label)!] : []),
];

/** The plain pass message: "White has no legal move and passes. Black plays again." */
export const passMessage = (t: Translate, passed: Color): string =>
  t('pass', { color: colorName(t, passed), other: colorName(t, opposite(passed)) });

/** The result in both scorings, winner first: the count, then the tournament score (empties to the winner). */
export const resultMessages = (t: Translate, outcome: Outcome): string[] => {
  const { raw, tournament } = outcome.score;
  const first: Color = outcome.winner ?? 'black';
  const pair = (score: Score) => ({ winner: score[first], loser: score[opposite(first)] });
  return [
    outcome.winner === undefined
      ? t('draw', pair(raw))
      : t('wins', { ...pair(raw), color: colorName(t, outcome.winner) }),
    t('tournament', pair(tournament)),
  ];
};

/** The headline of a finished game: from the human's side against the computer, else who won. */
export const verdict = (t: Translate, state: GameState): string => {
  const winner = state.outcome?.winner;
  if (winner === undefined) return t('drawVerdict');
  if (state.setup.opponent !== 'human') return t(winner === state.setup.humanColor ? 'youWon' : 'youLost');
  return t('colorWins', { color: colorName(t, winner) });
};

/** Why a click did not play, e.g. "c5 does not flip any disc." */
export const refusalMessage = (t: Translate, refusal: Refusal, square: Square, state: GameState): string => {
  switch (refusal) {
    case 'game-over':
      return t('refuseGameOver');
    case 'computer-to-move':
      return t('refuseComputer', { color: colorName(t, state.position.turn) });
    case 'occupied':
      return t('refuseOccupied', { square: makeSquare(square) });
    case 'placement':
      return t('refusePlacement');
    case 'no-flip':
      return t('refuseNoFlip', { square: makeSquare(square) });
  }
};

/** Whose turn it is, or who is thinking, as one line. */
export const statusLine = (t: Translate, state: GameState): string => {
  const turn = state.position.turn;
  if (state.outcome) return resultMessages(t, state.outcome)[0];
  if (state.thinking) return t('thinking', { color: colorName(t, turn) });
  if (state.engineFailed) return t('engineWaiting', { color: colorName(t, turn) });
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
  if (state.outcome) parts.push(...resultMessages(t, state.outcome));
  return parts.join(' ');
};
