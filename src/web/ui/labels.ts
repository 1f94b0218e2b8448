/**
 * The labels every view needs: colour names, a square's accessible name and what the overlays add to it,
 * and signed disc values. The game screen's sentences are play/words.ts.
 */
import type { CoachMark, Color, Position, Square } from '../../core/index.js';
import type { SquareDecor } from './decor.js';
import type { MessageKey, ViewTranslate } from './messages/index.js';
import { BLACKS_SIDE, type BoardSide, sideName } from './side.js';

/** A colour's name, e.g. `'Black'`. */
export const colorName = (t: ViewTranslate, color: Color): string => t(color === 'black' ? 'black' : 'white');

/** The accessible name of a square: `'d3, empty'`, `'d3, empty, legal move'`, `'e4, black'`, named from
 * the side the board is seen from. */
export const squareLabel = (
  t: ViewTranslate,
  position: Position,
  square: Square,
  legal: boolean,
  last: boolean,
  side: BoardSide = BLACKS_SIDE,
): string => {
  const parts: string[] = [sideName(side, square)];
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
export const markWords = (t: ViewTranslate, decor: SquareDecor): string[] => [
  ...(decor.marks ?? []).map((mark) => t(MARK_WORDS[mark])),
  ...(decor.moves ?? []).map((color) => t('canPlayHere', { color: colorName(t, color) })),
  ...(decor.ring ? [t(RING_WORDS[decor.ring])] : []),
  ...((decor.note ?? decor.label) ? [(decor.note ?? decor.label)!] : []),
];

/** A disc value with its sign, in whole discs, e.g. `+4`, `-2`, `0` (a midgame value of -3.3 is `-3`). */
export const signedValue = (score: number): string => {
  const discs = Math.round(score) || 0;
  return discs > 0 ? `+${discs}` : String(discs);
};

/** How a square's value is read out, e.g. `value +4, exact`. */
export const valueLabel = (t: ViewTranslate, value: { score: number; exact: boolean }): string =>
  t(value.exact ? 'valueExact' : 'value', { value: signedValue(value.score) });
