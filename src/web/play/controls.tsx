/** The game screen's buttons under the status (Undo, Redo, Turn the board, Hint) and the hint's line. */

import { signedValue } from '../ui/labels.js';
import type { BoardSide } from '../ui/side.js';
import { sideName } from '../ui/side.js';
import type { GameController, GameState } from './controller.js';
import type { Hint } from './hint.js';
import type { PlayTranslate } from './messages/index.js';

export function Controls(props: {
  state: GameState;
  controller: GameController;
  hint: Hint;
  turned: boolean;
  yourTurn: boolean;
  onTurn: () => void;
  t: PlayTranslate;
}) {
  const { state, controller, hint, turned, yourTurn, t } = props;
  return (
    <div class="controls">
      <button type="button" class="icon-button" disabled={!state.canUndo} onClick={() => controller.undo()}>
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M7.5 4.5 3.5 8.5l4 4M4 8.5h7.5a5 5 0 0 1 0 10H9" />
        </svg>
        {t('undo')}
      </button>
      <button
        type="button"
        class="icon-button"
        disabled={!state.canRedo || state.thinking}
        onClick={() => controller.redo()}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M12.5 4.5l4 4-4 4M16 8.5H8.5a5 5 0 0 0 0 10H11" />
        </svg>
        {t('redo')}
      </button>
      <button type="button" class="icon-button" aria-pressed={turned} onClick={props.onTurn}>
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M15.5 7.5A6 6 0 0 0 4.6 6M4.5 12.5A6 6 0 0 0 15.4 14M4.5 2.5V6h3.5M15.5 17.5V14H12" />
        </svg>
        {t('turnBoard')}
      </button>
      {state.setup.opponent !== 'human' && !state.over && (
        <button
          type="button"
          class="icon-button"
          disabled={!yourTurn || hint.thinking}
          onClick={hint.ask}
          data-testid="hint"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M7.5 15h5M8 17.5h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.2 1 2h4c0-.8.4-1.5 1-2a5 5 0 0 0-3-9z" />
          </svg>
          {t('hint')}
        </button>
      )}
    </div>
  );
}

/** The hint asked for: being looked for, found (its square named as the move list writes it), or failed. */
export function HintLine({ hint, side, t }: { hint: Hint; side: BoardSide; t: PlayTranslate }) {
  if (!hint.thinking && !hint.shown && !hint.failed) return null;
  return (
    <p class="hint-line" role="status" data-testid="hint-text">
      {hint.thinking && <span class="spinner" aria-hidden="true" />}
      {hint.failed
        ? t('hintFailed')
        : hint.shown
          ? t('hintText', { square: sideName(side, hint.shown.move), value: signedValue(hint.shown.score) })
          : t('hintThinking')}
    </p>
  );
}
