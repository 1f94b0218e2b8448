import type { GameMove } from '../game.js';
import type { Position } from '../position.js';
import { type Color, err, type Move, ok, PASS, type Result } from '../types.js';

/** A move as a file or a list writes it: the move, and the colour when the notation tells it. */
export interface WrittenMove {
  readonly move: Move;
  /** The colour the notation gives the move (GGF `B`/`W`, upper/lower case), if any. */
  readonly color?: Color;
  readonly time?: number;
  readonly evaluation?: number;
}

/** Why a written move could not be played: its index in the written list and the rules' reason. */
export interface ReplayFailure {
  readonly index: number;
  readonly reason: string;
}

const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

/**
 * Plays written moves from `start`, inferring a pass wherever the side to move has none and the
 * written move is not a pass (the rule of `gameFromMoves`), and checking any colour the notation
 * gives. Unlike `gameFromMoves` it reports the index of the failing move in the *written* list, which
 * is what a reader needs to point at a column or a line once inferred passes shift the count.
 */
export const replayWritten = (
  start: Position,
  written: readonly WrittenMove[],
): Result<{ readonly moves: GameMove[]; readonly end: Position }, ReplayFailure> => {
  const moves: GameMove[] = [];
  let position = start;
  for (const [index, w] of written.entries()) {
    if (w.move !== PASS && position.mustPass()) {
      if (w.color === position.turn)
        return err({ index, reason: `${colorName(w.color)} has no legal move and must pass` });
      const passed = position.pass();
      // mustPass() said a pass is legal; a refusal here would be a broken invariant of the library.
      if (!passed.ok) throw new Error(`a forced pass was refused: ${passed.error.message}`);
      moves.push({ move: PASS, color: position.turn });
      position = passed.value;
    }
    if (w.color !== undefined && w.color !== position.turn && !position.isGameOver())
      return err({
        index,
        reason: `written as ${colorName(w.color)}'s move, but ${colorName(position.turn)} is to move`,
      });
    const played = position.play(w.move);
    if (!played.ok) return err({ index, reason: played.error.message });
    const move: GameMove = { move: w.move, color: position.turn };
    moves.push(
      w.time === undefined && w.evaluation === undefined
        ? move
        : {
            ...move,
            ...(w.evaluation === undefined ? {} : { evaluation: w.evaluation }),
            ...(w.time === undefined ? {} : { time: w.time }),
          },
    );
    position = played.value.position;
  }
  return ok({ moves, end: position });
};
