import { Bitboard, boardMask } from './bitboard.js';
import {
  BOARD_SIZES,
  type BoardSize,
  RULES,
  type Rules,
  type Square,
  STANDARD,
  squareAt,
  type Variant,
} from './types.js';

const MASKS: Readonly<Record<BoardSize, Bitboard>> = { 4: boardMask(4), 6: boardMask(6), 8: boardMask(8) };

/** The squares that belong to the variant's board. */
export const squaresOf = (variant: Variant): Bitboard => MASKS[variant.size];

/** The central 2x2 square of the board: [top-left, top-right, bottom-left, bottom-right]. */
export const centerSquares = (size: BoardSize): readonly [Square, Square, Square, Square] => {
  const h = size / 2;
  return [squareAt(h - 1, h - 1), squareAt(h - 1, h), squareAt(h, h - 1), squareAt(h, h)];
};

/** The starting discs: the central square with the 8x8 pattern (top-left and bottom-right white),
 * or nothing for the historical Reversi opening, where the players place the first four discs. */
export const startingDiscs = (variant: Variant): { black: Bitboard; white: Bitboard } => {
  switch (variant.rules) {
    case 'standard':
    case 'anti': {
      const [tl, tr, bl, br] = centerSquares(variant.size);
      return { black: Bitboard.fromSquares([tr, bl]), white: Bitboard.fromSquares([tl, br]) };
    }
    case 'reversi':
      return { black: Bitboard.EMPTY, white: Bitboard.EMPTY };
  }
};

/** The variant's short name: `standard`, `anti`, `reversi`, `6x6`, `anti-4x4`, ... */
export const makeVariant = (variant: Variant): string => {
  if (variant.size === 8) return variant.rules;
  const size = `${variant.size}x${variant.size}`;
  return variant.rules === 'standard' ? size : `${variant.rules}-${size}`;
};

/** Reads a variant name (see `makeVariant`; `8x8` and `standard-6x6` are accepted too). */
export const parseVariant = (text: string): Variant | undefined => {
  const parts = text.trim().toLowerCase().split(/[-_ ]/).filter(Boolean);
  let rules: Rules = STANDARD.rules;
  let size: BoardSize = STANDARD.size;
  let seenRules = false;
  let seenSize = false;
  for (const part of parts) {
    const sizeMatch = /^([468])(?:x\1)?$/.exec(part);
    if (sizeMatch && !seenSize) {
      size = Number(sizeMatch[1]) as BoardSize;
      seenSize = true;
    } else if ((RULES as readonly string[]).includes(part) && !seenRules) {
      rules = part as Rules;
      seenRules = true;
    } else return undefined;
  }
  if (parts.length === 0) return undefined;
  return BOARD_SIZES.includes(size) ? { rules, size } : undefined;
};

export const sameVariant = (a: Variant, b: Variant): boolean => a.rules === b.rules && a.size === b.size;
