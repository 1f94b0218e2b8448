/**
 * The position editor without the DOM: a board being set up (any discs, any side to move, 8x8, 6x6 or
 * 4x4), what placing a disc or clearing a square does, and whether the setup is a position to analyse
 * or play from, with what is wrong when it is not.
 */
import {
  Bitboard,
  type BoardSize,
  type Color,
  err,
  makeObf,
  ok,
  Position,
  parseObf,
  type Result,
  type Square,
  squaresOf,
} from '../../../core/index.js';

/** What a click on a square puts there. */
export type Tool = Color | 'empty';

/** A board being set up. */
export interface Draft {
  readonly black: Bitboard;
  readonly white: Bitboard;
  readonly turn: Color;
  readonly size: BoardSize;
}

/** The usual start of standard Othello on a board of this size. */
export const startDraft = (size: BoardSize = 8, turn: Color = 'black'): Draft => {
  const { black, white } = Position.initial({ rules: 'standard', size }).board;
  return { black, white, turn, size };
};

/** An empty board. */
export const emptyDraft = (size: BoardSize = 8, turn: Color = 'black'): Draft => ({
  black: Bitboard.EMPTY,
  white: Bitboard.EMPTY,
  turn,
  size,
});

/** The draft with `tool` on `square` (a square off the board changes nothing). */
export const place = (draft: Draft, square: Square, tool: Tool): Draft => {
  if (!squaresOf({ rules: 'standard', size: draft.size }).has(square)) return draft;
  const black = tool === 'black' ? draft.black.with(square) : draft.black.without(square);
  const white = tool === 'white' ? draft.white.with(square) : draft.white.without(square);
  return { ...draft, black, white };
};

/** The draft on a board of another size: its start position (discs do not carry over between sizes). */
export const resize = (draft: Draft, size: BoardSize): Draft =>
  size === draft.size ? draft : startDraft(size, draft.turn);

/** The draft as a position to draw, whatever it holds (historical Reversi's rules allow any setup). */
export const drawnPosition = (draft: Draft): Position => {
  const drawn = Position.fromSetup({
    board: { black: draft.black, white: draft.white },
    turn: draft.turn,
    variant: { rules: 'reversi', size: draft.size },
  });
  // A draft's discs are on its board and never overlap (place keeps them apart).
  if (!drawn.ok) throw new Error(`a draft that cannot be drawn: ${drawn.error.message}`);
  return drawn.value;
};

/** Why a draft is not a position to play from: the centre is not full, a side has no disc, or
 * neither side can move. */
export type DraftProblem =
  | { readonly code: 'centre' }
  | { readonly code: 'no-discs'; readonly color: Color }
  | { readonly code: 'no-moves' };

/** The draft as a standard Othello position to analyse or play from, or what is wrong with it. A
 * side to move without a move is allowed: it passes first. */
export const checkDraft = (draft: Draft): Result<Position, DraftProblem> => {
  for (const color of ['black', 'white'] as const)
    if (draft[color].isEmpty()) return err({ code: 'no-discs', color });
  const position = Position.fromSetup({
    board: { black: draft.black, white: draft.white },
    turn: draft.turn,
    variant: { rules: 'standard', size: draft.size },
  });
  if (!position.ok) return err({ code: 'centre' });
  if (position.value.isGameOver()) return err({ code: 'no-moves' });
  return ok(position.value);
};

/** The draft as the editor's link writes it: the OBF squares and side in one word, e.g. `---...OX...X`. */
export const draftParam = (draft: Draft): string => makeObf(drawnPosition(draft)).replace(' ', '');

/** Reads a draft from the editor's link (`board` and `size`); undefined when it is not one. */
export const draftOfParams = (params: Readonly<Record<string, string>>): Draft | undefined => {
  const size = Number(params.size ?? 8);
  if (size !== 4 && size !== 6 && size !== 8) return undefined;
  const text = params.board;
  if (text === undefined || !/^[-.XxOo*]{64}[XxOo*]$/.test(text)) return undefined;
  const entry = parseObf(`${text.slice(0, 64)} ${text[64]}`, { rules: 'reversi', size });
  if (!entry.ok) return undefined;
  const { board, turn } = entry.value.position;
  return { black: board.black, white: board.white, turn, size };
};
