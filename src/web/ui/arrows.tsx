/**
 * Arrows over the board, as data in and SVG out: the host says which squares (the analysis board's best
 * move and the reply), the board draws them where the side it is seen from shows those squares. No game
 * logic here: what the arrows mean is the host's.
 */
import { makeSquare, type Square } from '../../core/index.js';
import './arrows.css';
import { type BoardSide, sideSquare } from './side.js';

/** A move and what answers it: a dot on `from` (the move), an arrow on to `to` (the reply), if any. */
export interface BoardArrow {
  /** The move, e.g. d3. */
  readonly from: Square;
  /** The answer, e.g. c3; none when the line stops at the move (or the answer is a pass). */
  readonly to: Square | undefined;
}

/** The arrows over a board of `side.size` squares a side; the overlay lets every click through. */
export function BoardArrows({ arrows, side }: { arrows: readonly BoardArrow[]; side: BoardSide }) {
  const size = side.size;
  const centre = (square: Square): [number, number] => {
    const drawn = sideSquare(side, square);
    return [(drawn & 7) + 0.5, (drawn >> 3) + 0.5];
  };
  return (
    <svg
      class="board-arrows"
      viewBox={`0 0 ${size} ${size}`}
      style={{ gridRow: `2 / span ${size}`, gridColumn: `2 / span ${size}` }}
      aria-hidden="true"
    >
      <defs>
        <marker
          id="arrow-head"
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="3"
          markerHeight="3"
          orient="auto"
        >
          <path d="M0 0L10 5L0 10z" class="arrow-head" />
        </marker>
      </defs>
      {arrows.map(({ from, to }) => {
        const [x1, y1] = centre(from);
        const [x2, y2] = to === undefined ? [x1, y1] : centre(to);
        // The arrow stops short of the reply's centre, so that its head does not hide the square.
        const length = Math.hypot(x2 - x1, y2 - y1) || 1;
        const shorten = Math.min(0.3, length / 2) / length;
        return (
          <g
            key={`${from}-${to}`}
            class="board-arrow"
            data-arrow-from={makeSquare(from)}
            data-arrow-to={to === undefined ? undefined : makeSquare(to)}
          >
            <circle class="arrow-dot" cx={x1} cy={y1} r="0.16" />
            {to !== undefined && (
              <line
                class="arrow-line"
                x1={x1}
                y1={y1}
                x2={x2 - (x2 - x1) * shorten}
                y2={y2 - (y2 - y1) * shorten}
                marker-end="url(#arrow-head)"
              />
            )}
          </g>
        );
      })}
    </svg>
  );
}
