/** The game-over card on the game screen. */
import { opposite } from '../../core/index.js';
import { colorName } from '../ui/labels.js';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';
import { resultMessages, timeDefaultMessages, verdict } from './words.js';

/** The result in both scorings (or the loss on time and its recorded score) and what to do next: a
 * rematch with the colours swapped, a new game, or the game's review on the analysis board. */
export function GameOver(props: {
  state: GameState;
  t: PlayTranslate;
  onRematch: () => void;
  onNewGame: () => void;
  onReview: () => void;
}) {
  const { state, t } = props;
  const { setup, outcome, timeDefault } = state;
  const rematchColor = setup.opponent === 'human' ? undefined : opposite(setup.humanColor);
  return (
    <section class="game-over" data-testid="result" aria-labelledby="game-over-title">
      <h2 id="game-over-title" class="verdict">
        {verdict(t, state)}
      </h2>
      {timeDefault ? (
        timeDefaultMessages(t, timeDefault).map((line) => (
          <p key={line} data-testid="time-default">
            {line}
          </p>
        ))
      ) : (
        <>
          <p class="final-discs">
            <span class="disc black" aria-hidden="true" />
            {colorName(t, 'black')} {outcome!.black}
            <span class="disc white" aria-hidden="true" />
            {colorName(t, 'white')} {outcome!.white}
          </p>
          {resultMessages(t, outcome!, setup.variant.rules).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      )}
      <div class="card-actions">
        <button type="button" class="primary" onClick={props.onRematch}>
          {t('rematch')}
          {rematchColor && (
            <span class="button-note">{t('rematchAs', { color: colorName(t, rematchColor) })}</span>
          )}
        </button>
        <button type="button" onClick={props.onNewGame}>
          {t('newGame')}
        </button>
        <button type="button" onClick={props.onReview}>
          {t('reviewGame')}
        </button>
      </div>
    </section>
  );
}
