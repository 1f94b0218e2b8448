/** The hint on the game screen: the best move for the human, asked of the analysing engine. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Position } from '../../core/index.js';
import type { EngineAids } from '../../engine/index.js';
import { type Analyst, bestOf, type MoveValue } from '../engines/analyst.js';
import type { GameController, GameState } from './controller.js';

/** How a hint is searched: quick, and exact near the end. */
const HINT_LIMITS = { depth: 8, exactEmpties: 14 } as const;

/** A hint: the best move for the human and its value, for the position it was asked in. */
export interface Hint {
  readonly shown: MoveValue | undefined;
  /** What the hints' engine works with, once it has answered (its weights may be missing). */
  readonly aids: EngineAids | undefined;
  readonly thinking: boolean;
  readonly failed: boolean;
  readonly ask: () => void;
}

/** Asks the analysing engine for the human's best move; the game is marked as hinted. The hint goes as
 * soon as the position changes. */
export const useHint = (
  analyst: () => Promise<Analyst>,
  controller: GameController,
  state: GameState,
): Hint => {
  const [answer, setAnswer] = useState<{ position: Position; value?: MoveValue; failed?: boolean }>();
  const [aids, setAids] = useState<EngineAids>();
  const asked = useRef<Position | undefined>(undefined);
  const current = answer?.position === state.position ? answer : undefined;
  useEffect(() => {
    if (asked.current && asked.current !== state.position) asked.current = undefined;
  }, [state.position]);
  const ask = () => {
    const position = state.position;
    if (asked.current === position) return;
    asked.current = position;
    controller.markHinted();
    setAnswer({ position });
    analyst()
      .then(async (engine) => {
        const values = await engine.analyze(position, HINT_LIMITS);
        setAids(engine.aids?.());
        return values;
      })
      .then(
        (values) => setAnswer({ position, value: bestOf(values) }),
        () => setAnswer({ position, failed: true }),
      )
      .finally(() => {
        if (asked.current === position) asked.current = undefined;
      });
  };
  return {
    shown: current?.value,
    aids,
    thinking: current !== undefined && current.value === undefined && !current.failed,
    failed: current?.failed === true,
    ask,
  };
};
