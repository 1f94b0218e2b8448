/**
 * The coach's notes for a beginner's first game against Easy: one short note on each of the player's
 * first moves, saying what the lessons teach about it (a corner taken or handed over, an X or C square
 * next to an empty corner, a quiet move or a loud one, the moves left to the computer). A pure function
 * of the position before the move and the move: the play screen only asks for the note and shows its
 * words (`noteWords`), and can switch the notes off; no decision of the rules or the coach is copied
 * into the page.
 */
import {
  type Color,
  cSquares,
  frontierDiscs,
  makeSquare,
  type Position,
  type Square,
  xSquares,
} from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import { CORNER_SQUARES } from './ideas.js';
import type { LearnText } from './text-en.js';

/** How many of the player's moves get a note in the guided first game. */
export const FIRST_GAME_NOTES = 8;

/** What the coach says of one move, with the figures it needs. */
export type CoachNote =
  | { readonly kind: 'corner-taken'; readonly square: Square }
  | { readonly kind: 'corner-given'; readonly corners: readonly Square[] }
  | { readonly kind: 'x-square'; readonly square: Square; readonly corner: Square }
  | { readonly kind: 'c-square'; readonly square: Square; readonly corner: Square }
  | { readonly kind: 'loud'; readonly added: number }
  | { readonly kind: 'quiet' }
  | { readonly kind: 'mobility'; readonly theirs: number };

/** Frontier discs the move adds to the mover's side (never below zero). */
const frontierAdded = (before: Position, after: Position, color: Color): number =>
  Math.max(0, frontierDiscs(after)[color].size() - frontierDiscs(before)[color].size());

/**
 * The note on `move` (legal in `before`), the most important first: a corner taken, a corner handed
 * over (the opponent may take one at once), an X or C square next to an empty corner, a move that adds
 * three or more frontier discs, a move that adds none, and otherwise how many moves the opponent has.
 */
export const coachNote = (before: Position, move: Square): CoachNote => {
  const after = before.after(move);
  const me = before.turn;
  const them: Color = me === 'black' ? 'white' : 'black';
  if (CORNER_SQUARES.has(move)) return { kind: 'corner-taken', square: move };
  const corners = after.movesFor(them).intersect(CORNER_SQUARES).diff(before.movesFor(them)).toArray();
  if (corners.length > 0) return { kind: 'corner-given', corners };
  const x = xSquares(before).find((n) => n.square === move);
  if (x) return { kind: 'x-square', square: move, corner: x.corner };
  const c = cSquares(before).find((n) => n.square === move);
  if (c) return { kind: 'c-square', square: move, corner: c.corner };
  const added = frontierAdded(before, after, me);
  if (added >= 3) return { kind: 'loud', added };
  if (added === 0) return { kind: 'quiet' };
  return { kind: 'mobility', theirs: after.movesFor(them).size() };
};

/** The note in words, in the Learn texts' language. */
export const noteWords = (text: LearnText, note: CoachNote): string => {
  const words = text.firstGame;
  switch (note.kind) {
    case 'corner-taken':
      return format(words.cornerTaken, { square: makeSquare(note.square) });
    case 'corner-given':
      return format(words.cornerGiven, { corners: note.corners.map(makeSquare).join(', ') });
    case 'x-square':
      return format(words.xSquare, { square: makeSquare(note.square), corner: makeSquare(note.corner) });
    case 'c-square':
      return format(words.cSquare, { square: makeSquare(note.square), corner: makeSquare(note.corner) });
    case 'loud':
      return format(words.loud, { added: note.added });
    case 'quiet':
      return words.quiet;
    case 'mobility':
      return format(words.mobility, { theirs: note.theirs });
  }
};
