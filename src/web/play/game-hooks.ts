/** The game screen's hooks: the game as the controller has it, the last move's animation, the click of
 * each move, and the clicks that did not play. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Square } from '../../core/index.js';
import type { BoardSide } from '../ui/side.js';
import { click } from '../ui/sound.js';
import type { GameController, GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';
import { refusalMessage } from './words.js';

/** A click that did not play: where, why (as said), and a serial so that the same refusal shows again. */
export interface Refused {
  readonly square: Square;
  readonly message: string;
  readonly serial: number;
}

/** The game as the controller has it, following every change. */
export const useGameState = (controller: GameController): GameState => {
  const [state, setState] = useState<GameState>(controller.state);
  useEffect(() => {
    setState(controller.state);
    return controller.subscribe(setState);
  }, [controller]);
  return state;
};

/** Whether the last move is to be animated: once, when it is played or redone; never for a restored
 * game, an undo, a new game or a re-render while its animation runs. */
export const useAnimateOnce = (state: GameState): boolean => {
  const moveCount = state.moves.length;
  const seen = useRef({ id: state.id, moves: moveCount, animate: -1 });
  if (state.id !== seen.current.id || moveCount < seen.current.moves)
    seen.current = { id: state.id, moves: moveCount, animate: -1 };
  else if (moveCount > seen.current.moves)
    seen.current = { id: state.id, moves: moveCount, animate: moveCount };
  return seen.current.animate === moveCount;
};

/**
 * Plays a square by a click or the keyboard, keeping the last refusal (said on the square, in the panel
 * and to screen readers); a refusal is over once a move is made, and each move made clicks when sound
 * is on.
 */
export const usePlay = (
  controller: GameController,
  state: GameState,
  side: BoardSide,
  sound: boolean,
  t: PlayTranslate,
): { refused: Refused | undefined; play: (square: Square) => void } => {
  const [refused, setRefused] = useState<Refused>();
  const moveCount = state.moves.length;
  const heard = useRef(moveCount);
  useEffect(() => {
    if (sound && moveCount > heard.current) click();
    heard.current = moveCount;
    setRefused(undefined);
  }, [moveCount]);
  const play = (square: Square) => {
    const played = controller.play(square);
    if (played.ok) return;
    setRefused((last) => ({
      square,
      message: refusalMessage(t, played.error, square, controller.state, side),
      serial: (last?.serial ?? 0) + 1,
    }));
  };
  return { refused, play };
};
