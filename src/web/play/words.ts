/** What the page says about a game: square names, the status line, passes and the result. */
import {
  type Color,
  type Move,
  type Outcome,
  opposite,
  PASS,
  type Position,
  type Rules,
  type Score,
  type Square,
} from '../../core/index.js';

import { colorName, signedValue } from '../ui/labels.js';
import { BLACKS_SIDE, type BoardSide, sideName } from '../ui/side.js';
import type { TimeDefault } from './clocks.js';
import type { GameState, Refusal } from './controller.js';
import type { PlayKey, PlayTranslate } from './messages/index.js';

/** The plain pass message: "White has no legal move and passes. Black plays again." */
export const passMessage = (t: PlayTranslate, passed: Color): string =>
  t('pass', { color: colorName(t, passed), other: colorName(t, opposite(passed)) });

/** A score with the given side's discs first and both colours named, as the messages write it
 * (`White 42–22 Black`). */
const sideFirst = (t: PlayTranslate, score: Score, first: Color) => ({
  winner: score[first],
  loser: score[opposite(first)],
  winnerColor: colorName(t, first),
  loserColor: colorName(t, opposite(first)),
});

/** The result in both scorings, winner first: the count, then the tournament score. The tournament rule
 * gives the empties to the winner; in Anti-Reversi, where fewer discs win, to the loser, and the line
 * says so. */
export const resultMessages = (t: PlayTranslate, outcome: Outcome, rules: Rules = 'standard'): string[] => {
  const { raw, tournament } = outcome.score;
  const first: Color = outcome.winner ?? 'black';
  const pair = (score: Score) => sideFirst(t, score, first);
  return [
    outcome.winner === undefined
      ? t('draw', pair(raw))
      : t('wins', { ...pair(raw), color: colorName(t, outcome.winner) }),
    t(rules === 'anti' ? 'tournamentAnti' : 'tournament', pair(tournament)),
  ];
};

/** A time left as a screen reader should say it, e.g. "4 min 52 s" (seconds rounded up, as on the face). */
export const spokenTime = (t: PlayTranslate, ms: number): string => {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return t('spokenTime', { m: Math.floor(seconds / 60), s: seconds % 60 });
};

/**
 * A loss on time in words: whose time is up and who wins, the recorded score (or that it is being worked
 * out), and how it was reached (played out by which level, and whether the narrowest win was the floor; or
 * the fixed score of the settings). Scores are written winner first.
 */
export const timeDefaultMessages = (t: PlayTranslate, timeDefault: TimeDefault): string[] => {
  const { loser, score, completed } = timeDefault;
  const winner = opposite(loser);
  const lines = [t('timeUp', { loser: colorName(t, loser), winner: colorName(t, winner) })];
  if (!score) return [...lines, t('playingOut')];
  lines.push(t('recordedScore', sideFirst(t, score, winner)));
  if (timeDefault.rule === 'fixed') lines.push(t('fixedScore', sideFirst(t, score, winner)));
  else if (completed) {
    lines.push(t('completedAs', { level: t(completed.by), ...sideFirst(t, completed.score, winner) }));
    if (completed.score.black !== score.black) lines.push(t('floorApplied'));
  }
  return lines;
};

/** The headline of a finished game: from the human's side against the computer, else who won. */
export const verdict = (t: PlayTranslate, state: GameState): string => {
  const timeDefault = state.timeDefault;
  if (timeDefault) {
    const winner = opposite(timeDefault.loser);
    if (state.setup.opponent !== 'human')
      return t(winner === state.setup.humanColor ? 'youWonOnTime' : 'youLostOnTime');
    return t('winsOnTime', { color: colorName(t, winner) });
  }
  const winner = state.outcome?.winner;
  if (winner === undefined) return t('drawVerdict');
  if (state.setup.opponent !== 'human') return t(winner === state.setup.humanColor ? 'youWon' : 'youLost');
  return t('colorWins', { color: colorName(t, winner) });
};

/** Why a click did not play, e.g. "c5 does not flip any disc.", the square named from `side`. */
export const refusalMessage = (
  t: PlayTranslate,
  refusal: Refusal,
  square: Square,
  state: GameState,
  side: BoardSide = BLACKS_SIDE,
): string => {
  const name = sideName(side, square);
  const rules = state.position.variant.rules;
  switch (refusal) {
    case 'game-over':
      return t('refuseGameOver');
    case 'computer-to-move':
      return t('refuseComputer', { color: colorName(t, state.position.turn) });
    case 'occupied':
      return t('refuseOccupied', { square: name });
    case 'placement':
      return t(rules === 'reversi' ? 'refusePlacement' : 'refusePlacementThree');
    case 'fourth-disc':
      return t(rules === 'reversi-may-flip' ? 'refuseMayFlip' : 'refuseMustFlip', { square: name });
    case 'no-flip':
      return t('refuseNoFlip', { square: name });
  }
};

/**
 * While a Reversi opening is on, what its rule asks of the next disc, e.g. "Opening: the next disc goes
 * on an empty centre square and flips nothing."; undefined in ordinary play.
 */
export const openingRule = (t: PlayTranslate, position: Position): string | undefined => {
  if (!position.inPlacementPhase() || position.isGameOver()) return undefined;
  const { rules } = position.variant;
  // In the flip variants the fourth disc (three on the board) is White's choice; before it, placements.
  const fourth = rules !== 'reversi' && position.occupied().size() === 3;
  const key: PlayKey = !fourth
    ? 'openingPlace'
    : rules === 'reversi-may-flip'
      ? 'openingMayFlip'
      : 'openingMustFlip';
  return t(key);
};

/** Whose turn it is, or who is thinking, as one line. */
export const statusLine = (t: PlayTranslate, state: GameState): string => {
  const turn = state.position.turn;
  if (state.timeDefault) return timeDefaultMessages(t, state.timeDefault)[0];
  if (state.outcome) return resultMessages(t, state.outcome, state.setup.variant.rules)[0];
  if (state.thinking) return t('thinking', { color: colorName(t, turn) });
  if (state.engineFailed) return t('engineWaiting', { color: colorName(t, turn) });
  if (state.setup.opponent !== 'human' && turn === state.setup.humanColor)
    return t('yourMove', { color: colorName(t, turn) });
  return t('toMove', { color: colorName(t, turn) });
};

/** What a screen reader hears after a change: the latest move (named from `side`), a pass, the result. */
export const announcement = (t: PlayTranslate, state: GameState, side: BoardSide = BLACKS_SIDE): string => {
  // A loss on time is news of its own; the last move was read out when it was made.
  if (state.timeDefault) return timeDefaultMessages(t, state.timeDefault).join(' ');
  const parts: string[] = [];
  const { moves, positions } = state;
  const i = moves.length - 1;
  const move: Move | undefined = moves[i];
  if (move !== undefined && move !== PASS)
    parts.push(t('played', { color: colorName(t, positions[i].turn), square: sideName(side, move) }));
  if (state.passed) parts.push(passMessage(t, state.passed));
  if (state.outcome) parts.push(...resultMessages(t, state.outcome, state.setup.variant.rules));
  return parts.join(' ');
};

/** The computer's running report while it thinks, its score in whole discs as the analysis board and
 * the hints write it (`signedValue`), e.g. `depth 12, score +4` or `from the opening book, score 0`. */
export const progressText = (
  t: PlayTranslate,
  progress: { readonly depth: number; readonly score: number; readonly book?: boolean },
): string =>
  progress.book
    ? t('progressBook', { score: signedValue(progress.score) })
    : t('progress', { depth: progress.depth, score: signedValue(progress.score) });
