/** What a square of the board shows inside its button (board.tsx draws the button): its disc, the
 * preview of a move, the hint dot or a move's value, the last-move ring, a refused click, the coach's
 * marks and a label. Decorative only: the button's name says it all to a screen reader. */
import type { Color } from '../../core/index.js';
import { signedValue } from './labels.js';

/** A move's value as the board writes it: discs for the side to move, proven or not. */
export interface SquareValue {
  readonly score: number;
  readonly exact: boolean;
  /** The best value of the position: drawn stronger. */
  readonly best: boolean;
}

export function SquareContent(props: {
  /** The disc on the square, if any. */
  color: Color | undefined;
  /** ' place' or ' flip' while the disc animates, else ''. */
  animation: string;
  /** The move number, which restarts the animation of a disc played again. */
  ply: number | undefined;
  /** The disc would turn over with the previewed move. */
  wouldFlip: boolean;
  /** The faded disc of the previewed move, in its colour. */
  ghost: Color | undefined;
  /** The dot of a legal move. */
  dot: boolean;
  value: SquareValue | undefined;
  marked: boolean;
  last: boolean;
  /** The serial of a refused click on the square, whose ring fades. */
  refused: number | undefined;
  marks: readonly string[];
  moves: readonly string[];
  label: string | undefined;
}) {
  const { color, animation, ply, wouldFlip, ghost, dot, value, marked, last, refused, marks, moves, label } =
    props;
  return (
    <>
      {color && (
        <span
          key={animation ? `${ply}` : 'still'}
          class={`disc ${color}${animation}${wouldFlip ? ' would-flip' : ''}`}
          aria-hidden="true"
        />
      )}
      {ghost && <span class={`disc ghost ${ghost}`} aria-hidden="true" />}
      {dot && <span class="dot" aria-hidden="true" />}
      {value && (
        <span class={`eval${value.best ? ' best' : ''}${value.exact ? ' exact' : ''}`} aria-hidden="true">
          {signedValue(value.score)}
        </span>
      )}
      {marked && <span class="marked" aria-hidden="true" />}
      {last && <span class="marker" aria-hidden="true" />}
      {refused !== undefined && <span key={refused} class="refused" aria-hidden="true" />}
      {marks.map((mark) => (
        <span key={mark} class={`mark ${mark}`} aria-hidden="true" />
      ))}
      {moves.map((color) => (
        <span key={color} class={`mobility ${color}`} aria-hidden="true" />
      ))}
      {label && (
        <span class="square-label" aria-hidden="true">
          {label}
        </span>
      )}
    </>
  );
}
