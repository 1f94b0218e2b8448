/**
 * The coach's overlay, without the DOM: which features are switched on, the marks each square then
 * carries (the `data-marks` tokens of `marksAt`, and who could move there), and the counts the legend
 * gives for both sides ("mobility 7 vs 3"). Everything comes from the coach in `src/core/coach.ts`.
 */
import {
  type ByColor,
  type Coaching,
  type CoachMark,
  type Color,
  coach,
  marksAt,
  type Position,
  type Square,
  squareAt,
} from '../../core/index.js';

/** The features a player can switch on, in the order the toggles show them. */
export const OVERLAY_FEATURES = ['mobility', 'stable', 'frontier', 'corners', 'regions', 'wedges'] as const;
export type OverlayFeature = (typeof OVERLAY_FEATURES)[number];

/** The `data-marks` tokens each feature draws (mobility draws none: it marks squares by colour). */
const FEATURE_MARKS: Readonly<Record<OverlayFeature, readonly CoachMark[]>> = {
  mobility: [],
  stable: ['stable'],
  frontier: ['frontier'],
  corners: ['x-square', 'c-square'],
  regions: ['region-odd', 'region-even'],
  wedges: ['wedge'],
};

/** What the overlay puts on one square. */
export interface SquareMarks {
  /** The coach's marks of the features switched on, e.g. `['stable']`. */
  readonly marks: readonly CoachMark[];
  /** The sides that could play here now (with mobility on), e.g. `['black']`. */
  readonly moves: readonly Color[];
}

/** The overlay of one position: the marks of every square and the counts of every feature. */
export interface Overlay {
  readonly features: readonly OverlayFeature[];
  /** The marks of a square; undefined when it carries none. */
  readonly at: (square: Square) => SquareMarks | undefined;
  /** For each side: legal moves, potential mobility (empties next to an opposing disc), stable and
   * frontier discs, discs on X or C squares of an empty corner, wedge chances. */
  readonly counts: Readonly<Record<CountedFeature, ByColor<number>>>;
  /** The empty regions by parity. */
  readonly regions: { readonly odd: number; readonly even: number };
}

export type CountedFeature = 'mobility' | 'potential' | 'stable' | 'frontier' | 'corners' | 'wedges';

const byColor = (f: (color: Color) => number): ByColor<number> => ({ black: f('black'), white: f('white') });

/** Counts every feature for both sides from one coaching. */
const countsOf = (c: Coaching): Overlay['counts'] => ({
  mobility: byColor((color) => c.mobility[color].size()),
  potential: byColor((color) => c.potentialMobility[color].size()),
  stable: byColor((color) => c.stable[color].size()),
  frontier: byColor((color) => c.frontier[color].size()),
  corners: byColor((color) => [...c.xSquares, ...c.cSquares].filter((n) => n.disc === color).length),
  wedges: byColor((color) => c.wedges.filter((w) => w.player === color).length),
});

/** The overlay of a position with these features switched on (the counts cover every feature). */
export const overlayOf = (position: Position, features: readonly OverlayFeature[]): Overlay => {
  const coaching = coach(position);
  const tokens = new Set(features.flatMap((f) => FEATURE_MARKS[f]));
  const mobility = features.includes('mobility');
  const squares = new Map<Square, SquareMarks>();
  const size = position.variant.size;
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      const square = squareAt(row, col);
      const marks = marksAt(coaching, square).filter((m) => tokens.has(m));
      const moves = mobility
        ? (['black', 'white'] as const).filter((c) => coaching.mobility[c].has(square))
        : [];
      if (marks.length > 0 || moves.length > 0) squares.set(square, { marks, moves });
    }
  const odd = coaching.regions.filter((r) => r.parity === 'odd').length;
  return {
    features,
    at: (square) => squares.get(square),
    counts: countsOf(coaching),
    regions: { odd, even: coaching.regions.length - odd },
  };
};

/** Reads a stored list of features: known names only, each once, in the toggles' order. */
export const parseFeatures = (value: unknown): OverlayFeature[] | undefined => {
  if (!Array.isArray(value) || value.length > OVERLAY_FEATURES.length) return undefined;
  if (!value.every((v) => (OVERLAY_FEATURES as readonly unknown[]).includes(v))) return undefined;
  if (new Set(value).size !== value.length) return undefined;
  return OVERLAY_FEATURES.filter((f) => value.includes(f));
};

/** The features with one switched on or off, in the toggles' order. */
export const toggleFeature = (
  features: readonly OverlayFeature[],
  feature: OverlayFeature,
  on: boolean,
): OverlayFeature[] => OVERLAY_FEATURES.filter((f) => (f === feature ? on : features.includes(f)));
