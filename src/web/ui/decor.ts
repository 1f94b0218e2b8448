/** What a board may draw on a square besides its disc: the coach's marks, who could play there, a ring
 * and a short label. The board draws it; the labels say it (labels.ts). */
import type { CoachMark, Color } from '../../core/index.js';

export interface SquareDecor {
  /** The coach's marks, written into `data-marks` and drawn as symbols, e.g. `['stable']`. */
  readonly marks?: readonly CoachMark[];
  /** The sides that could play here (the mobility overlay), e.g. `['black', 'white']`. */
  readonly moves?: readonly Color[];
  /** A ring around the square: picked in an exercise, a hint, the right answer, a wrong one. */
  readonly ring?: 'pick' | 'hint' | 'right' | 'wrong';
  /** A short text drawn on the square, e.g. `'12'`, the number of the move played there. */
  readonly label?: string;
  /** What a screen reader hears for the label, e.g. `'move 12'` (the label itself by default). */
  readonly note?: string;
}
