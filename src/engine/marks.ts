/**
 * How a review names a move by the discs it lost against the best move: an inaccuracy, a mistake or a
 * blunder. The one home of the thresholds: the page's review (web/analysis) and `wedge analyze` both
 * mark moves with `markOf`, and both state the thresholds from these constants.
 *
 * The steps follow what a disc means at the board: 2 discs is the smallest loss the exact solver can
 * show between two moves of a finished game (a disc difference changes by two when one disc changes
 * hands), so anything less is noise of the midgame evaluation; 4 and 10 are the mistake and blunder
 * lines `wedge analyze` has used since its first version (docs/cli.md).
 */

/** A loss of at least this many discs is an inaccuracy (`?!`)... */
export const INACCURACY_DISCS = 2;
/** ...at least this many, a mistake (`?`)... */
export const MISTAKE_DISCS = 4;
/** ...and at least this many, a blunder (`??`). */
export const BLUNDER_DISCS = 10;

/** What a review calls a move that lost discs, mildest first. */
export type MoveMark = 'inaccuracy' | 'mistake' | 'blunder';

/** The marks, mildest first. */
export const MOVE_MARKS: readonly MoveMark[] = ['inaccuracy', 'mistake', 'blunder'];

/** The mark of a move that lost `loss` discs against the best one (0 or more), or none under
 * `INACCURACY_DISCS`. */
export const markOf = (loss: number): MoveMark | undefined =>
  loss >= BLUNDER_DISCS
    ? 'blunder'
    : loss >= MISTAKE_DISCS
      ? 'mistake'
      : loss >= INACCURACY_DISCS
        ? 'inaccuracy'
        : undefined;
