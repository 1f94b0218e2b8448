/**
 * Positions and moves as they cross the worker boundary: plain numbers and strings that survive
 * `postMessage` (structured clone) unchanged, and from which the worker rebuilds a checked `Position`.
 */
import {
  Bitboard,
  BOARD_SIZES,
  type BoardSize,
  type Color,
  err,
  type Move,
  ok,
  PASS,
  Position,
  type PositionError,
  type Result,
  RULES,
  type Rules,
  type Square,
} from '../core/index.js';

/** A position as plain data: each colour's discs as two int32 halves (a1..h4, a5..h8). */
export interface SerializedPosition {
  readonly black: readonly [number, number];
  readonly white: readonly [number, number];
  readonly turn: Color;
  readonly rules: Rules;
  readonly size: BoardSize;
}

/** A move across the boundary: a square index 0..63 or the string `'pass'`. */
export type SerializedMove = number | 'pass';

export type SerializeErrorCode = 'ERR_SERIALIZED_SHAPE' | PositionError['code'];
export interface SerializeError {
  readonly code: SerializeErrorCode;
  readonly message: string;
}

/** The plain-data form of a position. */
export const serializePosition = (position: Position): SerializedPosition => ({
  black: [position.board.black.lo, position.board.black.hi],
  white: [position.board.white.lo, position.board.white.hi],
  turn: position.turn,
  rules: position.variant.rules,
  size: position.variant.size,
});

const isHalves = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);

/** Rebuilds a position from plain data, checking its shape and the position itself. */
export const deserializePosition = (data: unknown): Result<Position, SerializeError> => {
  const d = data as Partial<SerializedPosition> | null;
  if (
    typeof d !== 'object' ||
    d === null ||
    !isHalves(d.black) ||
    !isHalves(d.white) ||
    (d.turn !== 'black' && d.turn !== 'white') ||
    !RULES.includes(d.rules as Rules) ||
    !BOARD_SIZES.includes(d.size as BoardSize)
  )
    return err({ code: 'ERR_SERIALIZED_SHAPE', message: 'not a serialized position' });
  const made = Position.fromSetup({
    board: {
      black: Bitboard.fromHalves(d.black[0], d.black[1]),
      white: Bitboard.fromHalves(d.white[0], d.white[1]),
    },
    turn: d.turn,
    variant: { rules: d.rules as Rules, size: d.size as BoardSize },
  });
  return made.ok ? ok(made.value) : err(made.error);
};

/** A move as plain data. */
export const serializeMove = (move: Move): SerializedMove => (move === PASS ? PASS : move);

/** A move from plain data (anything that is not a square index 0..63 reads as a pass). */
export const deserializeMove = (move: SerializedMove): Move =>
  typeof move === 'number' && Number.isInteger(move) && move >= 0 && move < 64 ? (move as Square) : PASS;
