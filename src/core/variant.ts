import { Bitboard, boardMask } from './bitboard.js';
import { type BoardSize, RULES, type Rules, type Square, STANDARD, squareAt, type Variant } from './types.js';

const MASKS: Readonly<Record<BoardSize, Bitboard>> = { 4: boardMask(4), 6: boardMask(6), 8: boardMask(8) };

/** The squares that belong to the variant's board. */
export const squaresOf = (variant: Variant): Bitboard => MASKS[variant.size];

/** The central 2x2 square of the board: [top-left, top-right, bottom-left, bottom-right]. */
export const centerSquares = (size: BoardSize): readonly [Square, Square, Square, Square] => {
  const h = size / 2;
  return [squareAt(h - 1, h - 1), squareAt(h - 1, h), squareAt(h, h - 1), squareAt(h, h)];
};

/** The starting discs: the central square with the 8x8 pattern (top-left and bottom-right white),
 * or nothing for the Reversi openings, where the players place the first discs. */
export const startingDiscs = (variant: Variant): { black: Bitboard; white: Bitboard } => {
  if (startsEmpty(variant.rules)) return { black: Bitboard.EMPTY, white: Bitboard.EMPTY };
  const [tl, tr, bl, br] = centerSquares(variant.size);
  return { black: Bitboard.fromSquares([tr, bl]), white: Bitboard.fromSquares([tl, br]) };
};

/** True for the Reversi openings, which start from an empty board and place the first discs on the
 * centre. */
export const startsEmpty = (rules: Rules): boolean => {
  switch (rules) {
    case 'standard':
    case 'anti':
      return false;
    case 'reversi':
    case 'reversi-may-flip':
    case 'reversi-must-flip':
      return true;
  }
};

/** The variant's short name: `standard`, `anti`, `reversi`, `6x6`, `anti-4x4`, `reversi-may-flip-6x6`... */
export const makeVariant = (variant: Variant): string => {
  if (variant.size === 8) return variant.rules;
  const size = `${variant.size}x${variant.size}`;
  return variant.rules === 'standard' ? size : `${variant.rules}-${size}`;
};

/**
 * Reads a variant name (see `makeVariant`): the rules and a size, either first or last, any case,
 * words apart by `-`, `_` or spaces; `8x8`, `6`, `standard-6x6` and `6x6-anti` are accepted too.
 */
export const parseVariant = (text: string): Variant | undefined => {
  const parts = text.trim().toLowerCase().split(/[-_ ]/).filter(Boolean);
  if (parts.length === 0) return undefined;
  const sizeOf = (part: string | undefined): BoardSize | undefined => {
    const m = part === undefined ? null : /^([468])(?:x\1)?$/.exec(part);
    return m ? (Number(m[1]) as BoardSize) : undefined;
  };
  // The size may open or close the name; the words left name the rules (several for `reversi-may-flip`).
  const first = sizeOf(parts[0]);
  const last = parts.length > 1 ? sizeOf(parts[parts.length - 1]) : undefined;
  if (first !== undefined && last !== undefined) return undefined;
  const size = first ?? last ?? STANDARD.size;
  const words = first !== undefined ? parts.slice(1) : last !== undefined ? parts.slice(0, -1) : parts;
  if (words.length === 0) return { rules: STANDARD.rules, size };
  const rules = words.join('-');
  return (RULES as readonly string[]).includes(rules) ? { rules: rules as Rules, size } : undefined;
};

export const sameVariant = (a: Variant, b: Variant): boolean => a.rules === b.rules && a.size === b.size;
