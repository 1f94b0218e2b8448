import { type MoveError, Position } from './position.js';
import { type Color, err, type Move, makeMove, ok, PASS, type Result } from './types.js';

/** One move of a game record, with what a tournament sheet or a program may note beside it. */
export interface GameMove {
  readonly move: Move;
  readonly color: Color;
  /** Seconds spent on the move, e.g. 12.5. */
  readonly time?: number;
  /** The mover's evaluation in discs, e.g. +4. */
  readonly evaluation?: number;
}

/** A game: where it started, every move with passes made explicit, and who played when and where. */
export interface GameRecord {
  readonly start: Position;
  readonly moves: readonly GameMove[];
  readonly black?: string;
  readonly white?: string;
  readonly date?: string;
  readonly place?: string;
  /** The result as recorded, e.g. `'35-29'` or a disc difference `'+6'`. */
  readonly result?: string;
}

export interface GameError extends MoveError {
  /** The 1-based place of the move at fault in the list given (the same number its message names;
   * inferred passes are not counted, since the user never wrote them). */
  readonly moveNumber: number;
}

/** A move error with the number of the move at fault, also written into its message. */
const numbered = (error: MoveError, moveNumber: number, move: Move): GameError => ({
  ...error,
  moveNumber,
  message: `move ${moveNumber} (${makeMove(move)}): ${error.message}`,
});

/**
 * Builds a record from moves, checking each one. With `inferPasses` (the default) a pass is inserted
 * where the side to move has no legal move and the next move is the opponent's, as Othello records
 * usually leave passes out.
 */
export const gameFromMoves = (
  start: Position,
  moves: readonly Move[],
  options: { inferPasses?: boolean } & Omit<GameRecord, 'start' | 'moves'> = {},
): Result<GameRecord, GameError> => {
  const { inferPasses = true, ...tags } = options;
  const played: GameMove[] = [];
  let position = start;
  for (const [i, move] of moves.entries()) {
    if (inferPasses && move !== PASS && position.mustPass()) {
      const passed = position.pass();
      if (passed.ok) {
        played.push({ move: PASS, color: position.turn });
        position = passed.value;
      }
    }
    const next = position.play(move);
    if (!next.ok) return err(numbered(next.error, i + 1, move));
    played.push({ move, color: position.turn });
    position = next.value.position;
  }
  return ok({ ...tags, start, moves: played });
};

/** Every position of a game, from the start (index 0) to after the last move. */
export const positionsOf = (record: GameRecord): Result<Position[], GameError> => {
  const positions = [record.start];
  let position = record.start;
  for (const [i, { move }] of record.moves.entries()) {
    const next = position.play(move);
    if (!next.ok) return err(numbered(next.error, i + 1, move));
    position = next.value.position;
    positions.push(position);
  }
  return ok(positions);
};

/** The position after the first `ply` moves (all of them by default). */
export const replay = (record: GameRecord, ply = record.moves.length): Result<Position, GameError> => {
  const positions = positionsOf({ ...record, moves: record.moves.slice(0, Math.max(0, ply)) });
  return positions.ok ? ok(positions.value[positions.value.length - 1]) : positions;
};

/**
 * The number of each move as a transcript sheet writes it: the count of discs placed so far
 * (1, 2, 3, ...), and undefined for a pass, which places no disc and takes no number.
 * `moveNumbers([d3, c3, pass, b3])` is `[1, 2, undefined, 3]`.
 */
export const moveNumbers = (moves: readonly (Move | GameMove)[]): (number | undefined)[] => {
  let placed = 0;
  return moves.map((m) => ((typeof m === 'object' ? m.move : m) === PASS ? undefined : ++placed));
};

/** The moves of a record without their notes. */
export const movesOf = (record: GameRecord): Move[] => record.moves.map((m) => m.move);

/** A new game in the standard start position. */
export const newGame = (start: Position = Position.initial()): GameRecord => ({ start, moves: [] });
