/**
 * The board view: draws discs, legal-move dots and the last move, and reports clicks and keyboard
 * plays. It holds no game logic; the legal moves come in from the rules library through the host.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  type Bitboard,
  FILE_NAMES,
  makeSquare,
  type Position,
  RANK_NAMES,
  type Square,
  squareAt,
} from '../core/index.js';
import type { Translate } from './i18n.js';
import { squareLabel } from './text.js';

export interface BoardProps {
  readonly position: Position;
  /** Where a click plays now (empty while the computer thinks), e.g. the four opening moves. */
  readonly playable: Bitboard;
  /** Draw dots on `playable` squares. */
  readonly hints: boolean;
  readonly lastMove: Square | undefined;
  /** The disc just placed, animated once (none after a pass or on restore), e.g. f5. */
  readonly placed: Square | undefined;
  /** Discs the last move turned over, animated once. */
  readonly flipped: Bitboard;
  /** Changes with every move so animations restart, e.g. the number of moves played. */
  readonly ply: number;
  readonly t: Translate;
  readonly onPlay: (square: Square) => void;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The board with coordinates; one button per square, a roving keyboard cursor over them. */
export function Board({ position, playable, hints, lastMove, placed, flipped, ply, t, onPlay }: BoardProps) {
  const size = position.variant.size;
  const [cursor, setCursor] = useState<Square>(
    () => playable.first() ?? squareAt(size / 2 - 1, size / 2 - 1),
  );
  const grid = useRef<HTMLDivElement>(null);
  const focusOnMove = useRef(false);
  const cursorSquare = (cursor >> 3 < size && (cursor & 7) < size ? cursor : squareAt(0, 0)) as Square;

  // A layout effect, so focus follows the cursor before the next key press is handled.
  useLayoutEffect(() => {
    if (!focusOnMove.current) return;
    focusOnMove.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-square="${makeSquare(cursorSquare)}"]`)?.focus();
  }, [cursorSquare]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const row = Math.min(size - 1, Math.max(0, (cursorSquare >> 3) + step[0]));
    const col = Math.min(size - 1, Math.max(0, (cursorSquare & 7) + step[1]));
    focusOnMove.current = true;
    setCursor(squareAt(row, col));
  };

  const squares = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const square = squareAt(row, col);
      const color = position.board.black.has(square)
        ? 'black'
        : position.board.white.has(square)
          ? 'white'
          : undefined;
      const legal = playable.has(square);
      const isLast = lastMove === square;
      const animation = placed === square ? 'place' : flipped.has(square) ? 'flip' : '';
      squares.push(
        <button
          type="button"
          key={square}
          class={`square${legal ? ' legal' : ''}${isLast ? ' last' : ''}`}
          data-square={makeSquare(square)}
          aria-label={squareLabel(t, position, square, legal && hints, isLast)}
          tabIndex={square === cursorSquare ? 0 : -1}
          style={{ gridRow: row + 2, gridColumn: col + 2 }}
          onClick={() => {
            setCursor(square);
            if (legal) onPlay(square);
          }}
        >
          {color && (
            <span
              key={animation ? `${ply}` : 'still'}
              class={`disc ${color} ${animation}`}
              aria-hidden="true"
            />
          )}
          {!color && legal && hints && <span class="dot" aria-hidden="true" />}
          {isLast && <span class="marker" aria-hidden="true" />}
        </button>,
      );
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a board of buttons is a group, not a form's fieldset
    <div
      class={hints ? 'board hints' : 'board'}
      ref={grid}
      role="group"
      aria-label={t('board')}
      style={{ '--size': size }}
      onKeyDown={onKeyDown}
    >
      {FILE_NAMES.slice(0, size).map((name, col) => (
        <span class="coord file" key={name} style={{ gridRow: 1, gridColumn: col + 2 }} aria-hidden="true">
          {name}
        </span>
      ))}
      {RANK_NAMES.slice(0, size).map((name, row) => (
        <span class="coord rank" key={name} style={{ gridRow: row + 2, gridColumn: 1 }} aria-hidden="true">
          {name}
        </span>
      ))}
      {squares}
    </div>
  );
}
