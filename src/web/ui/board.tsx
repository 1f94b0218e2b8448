/**
 * The board view: draws discs, legal-move dots, the last move and a preview of the discs a move would
 * flip, and reports clicks and keyboard plays. It holds no game logic; the legal moves come in from the
 * rules library through the host, and the host decides what a click on any square means.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type Bitboard, makeSquare, type Position, type Square, squareAt } from '../../core/index.js';
import { type BoardArrow, BoardArrows } from './arrows.js';
import type { SquareDecor } from './decor.js';
import { markWords, signedValue, squareLabel, valueLabel } from './labels.js';
import type { ViewTranslate } from './messages/index.js';
import { type BoardSide, edgeNames, sideSquare } from './side.js';
import './board.css';

export interface BoardProps {
  readonly position: Position;
  /** Where a click plays now (empty while the computer thinks), e.g. the four opening moves. */
  readonly playable: Bitboard;
  /** Draw dots on `playable` squares, and preview a move's flips on hover or keyboard focus. */
  readonly hints: boolean;
  readonly lastMove: Square | undefined;
  /** The disc just placed (none after a pass), e.g. f5; animated when `animate` is set. */
  readonly placed: Square | undefined;
  /** Discs the last move turned over; animated when `animate` is set. */
  readonly flipped: Bitboard;
  /** Play the last move's animation (not for a restored game, an undo or a new game). */
  readonly animate: boolean;
  /** Changes with every move so animations restart, e.g. the number of moves played. */
  readonly ply: number;
  /** A human is to move here: the frame says so. */
  readonly yourTurn: boolean;
  /** The square of the last click that did not play, and a number that changes with each such click. */
  readonly refused: { readonly square: Square; readonly serial: number } | undefined;
  /** Whether the board is drawn from Black's side (the usual way) or turned, from White's, and whether its
   * squares are named the usual way or as White writes them. */
  readonly side: BoardSide;
  readonly t: ViewTranslate;
  /** Any square clicked or chosen with Enter or Space, legal or not. */
  readonly onPlay: (square: Square) => void;
  /** What overlays draw on each square (the coach's marks, exercise rings, move numbers). */
  readonly decor?: (square: Square) => SquareDecor | undefined;
  /** A smaller board, e.g. beside a lesson's text: the class `mini` sizes it. */
  readonly mini?: boolean;
  /** Values to write on squares (the analysis board's), e.g. `+4` on d3; `data-eval` carries the number
   * and `data-exact` says it is proven. */
  readonly values?: ReadonlyMap<Square, SquareValue>;
  /** A square to ring, e.g. the better move after a mistake, or a hint. */
  readonly marked?: Square;
  /** Arrows to draw over the squares, e.g. the analysis board's best move and its reply. */
  readonly arrows?: readonly BoardArrow[];
}

/** A move's value as the board writes it: discs for the side to move, proven or not. */
export interface SquareValue {
  readonly score: number;
  readonly exact: boolean;
  /** The best value of the position: drawn stronger. */
  readonly best: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Squares whose top-left corner carries one of the four small dots of an 8x8 board: the lines between
 * columns b-c and f-g cross those between rows 2-3 and 6-7 at c3, g3, c7 and g7. */
const STAR_SQUARES = new Set<number>([squareAt(2, 2), squareAt(2, 6), squareAt(6, 2), squareAt(6, 6)]);

/**
 * The board with coordinates; one button per square, a roving keyboard cursor over them. Squares are
 * laid out, named and stepped through by the arrow keys as the side it is seen from shows them; a click
 * or Enter reports the game's own square.
 */
export function Board(props: BoardProps) {
  const { position, playable, hints, yourTurn, side, t, mini, arrows } = props;
  const size = position.variant.size;
  // The cursor starts on the first playable square as drawn (or on the centre).
  const [cursor, setCursor] = useState<Square>(() => {
    const drawn = playable.toArray().map((sq) => sideSquare(side, sq));
    return sideSquare(
      side,
      drawn.length > 0 ? (Math.min(...drawn) as Square) : squareAt(size / 2 - 1, size / 2 - 1),
    );
  });
  // The square under the mouse or the keyboard focus (not a touch: a tap plays at once).
  const [preview, setPreview] = useState<Square>();
  const grid = useRef<HTMLDivElement>(null);
  const edges = useMemo(() => edgeNames(side), [side]);
  const focusOnMove = useRef(false);
  const cursorSquare = (cursor >> 3 < size && (cursor & 7) < size ? cursor : squareAt(0, 0)) as Square;

  // A layout effect, so focus follows the cursor before the next key press is handled.
  useLayoutEffect(() => {
    if (!focusOnMove.current) return;
    focusOnMove.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-square="${makeSquare(cursorSquare)}"]`)?.focus();
  }, [cursorSquare]);

  // With hints off, nothing on the board gives the legal moves away, the preview included.
  const wouldFlip = useMemo(() => {
    if (preview === undefined || !hints || !playable.has(preview)) return undefined;
    const played = position.play(preview);
    return played.ok ? played.value.flipped : undefined;
  }, [preview, hints, playable, position]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    // The keys move over the board as drawn: from White's side, right is towards Black's a-file.
    const shown = sideSquare(side, cursorSquare);
    const row = Math.min(size - 1, Math.max(0, (shown >> 3) + step[0]));
    const col = Math.min(size - 1, Math.max(0, (shown & 7) + step[1]));
    focusOnMove.current = true;
    setCursor(sideSquare(side, squareAt(row, col)));
  };

  const squares = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      // The cell drawn at this row and column, and the game's square it shows.
      const cell = squareAt(row, col);
      const square = sideSquare(side, cell);
      squares.push(
        <BoardSquare
          key={square}
          board={props}
          square={square}
          row={row}
          col={col}
          // The dots belong to the drawn lines, so they go by the cell, not by the square it shows.
          star={size === 8 && STAR_SQUARES.has(cell)}
          focusable={square === cursorSquare}
          wouldFlip={wouldFlip}
          previewed={wouldFlip !== undefined && square === preview}
          onChoose={() => setCursor(square)}
          onPreview={(on) => setPreview((p) => (on ? square : p === square ? undefined : p))}
        />,
      );
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a board of buttons is a group, not a form's fieldset
    <div
      class={`board${hints ? ' hints' : ''}${yourTurn ? ' your-turn' : ''}${mini ? ' mini' : ''}`}
      data-side={side.turned ? 'white' : 'black'}
      data-names={side.fromWhite ? 'white' : 'black'}
      ref={grid}
      role="group"
      aria-label={t('board')}
      style={{ '--size': size }}
      onKeyDown={onKeyDown}
    >
      {edges.files.map((name, col) => (
        <span class="coord file" key={col} style={{ gridRow: 1, gridColumn: col + 2 }} aria-hidden="true">
          {name}
        </span>
      ))}
      {edges.ranks.map((name, row) => (
        <span class="coord rank" key={row} style={{ gridRow: row + 2, gridColumn: 1 }} aria-hidden="true">
          {name}
        </span>
      ))}
      {squares}
      {arrows && arrows.length > 0 && <BoardArrows arrows={arrows} side={side} />}
    </div>
  );
}

/** One square of the board: its disc, dot, value, marks and labels, and its click and preview. */
function BoardSquare(props: {
  board: BoardProps;
  square: Square;
  row: number;
  col: number;
  star: boolean;
  focusable: boolean;
  wouldFlip: Bitboard | undefined;
  previewed: boolean;
  onChoose: () => void;
  onPreview: (on: boolean) => void;
}) {
  const { board, square, row, col, star, wouldFlip, previewed, onPreview } = props;
  const { position, playable, hints, lastMove, placed, flipped, animate, ply, refused, side, t } = board;
  const { decor, values, marked } = board;
  const color = position.board.black.has(square)
    ? 'black'
    : position.board.white.has(square)
      ? 'white'
      : undefined;
  const legal = playable.has(square);
  const isLast = lastMove === square;
  const animation = !animate ? '' : placed === square ? ' place' : flipped.has(square) ? ' flip' : '';
  const extra = decor?.(square);
  const marks = extra?.marks ?? [];
  const moves = extra?.moves ?? [];
  const value = values?.get(square);
  const label = `${squareLabel(t, position, square, legal && hints, isLast, side)}${value ? `, ${valueLabel(t, value)}` : ''}`;
  return (
    <button
      type="button"
      class={`square${legal ? ' legal' : ''}${isLast ? ' last' : ''}${star ? ' star' : ''}`}
      data-square={makeSquare(square)}
      data-marks={marks.length > 0 ? marks.join(' ') : undefined}
      data-moves={moves.length > 0 ? moves.join(' ') : undefined}
      data-ring={extra?.ring}
      data-eval={value?.score}
      data-exact={value?.exact ? '' : undefined}
      aria-label={extra ? [label, ...markWords(t, extra)].join(', ') : label}
      tabIndex={props.focusable ? 0 : -1}
      style={{ gridRow: row + 2, gridColumn: col + 2 }}
      onClick={() => {
        props.onChoose();
        board.onPlay(square);
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onPreview(true)}
      onPointerLeave={() => onPreview(false)}
      onFocus={(event) => (event.currentTarget as HTMLElement).matches(':focus-visible') && onPreview(true)}
      onBlur={() => onPreview(false)}
    >
      {color && (
        <span
          key={animation ? `${ply}` : 'still'}
          class={`disc ${color}${animation}${wouldFlip?.has(square) ? ' would-flip' : ''}`}
          aria-hidden="true"
        />
      )}
      {previewed && <span class={`disc ghost ${position.turn}`} aria-hidden="true" />}
      {!color && !previewed && legal && hints && !value && <span class="dot" aria-hidden="true" />}
      {value && !previewed && (
        <span class={`eval${value.best ? ' best' : ''}${value.exact ? ' exact' : ''}`} aria-hidden="true">
          {signedValue(value.score)}
        </span>
      )}
      {marked === square && <span class="marked" aria-hidden="true" />}
      {isLast && <span class="marker" aria-hidden="true" />}
      {refused?.square === square && <span key={refused.serial} class="refused" aria-hidden="true" />}
      {marks.map((mark) => (
        <span key={mark} class={`mark ${mark}`} aria-hidden="true" />
      ))}
      {moves.map((color) => (
        <span key={color} class={`mobility ${color}`} aria-hidden="true" />
      ))}
      {extra?.label && (
        <span class="square-label" aria-hidden="true">
          {extra.label}
        </span>
      )}
    </button>
  );
}

export type { SquareDecor } from './decor.js';
