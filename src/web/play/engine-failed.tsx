/** What the game screen offers when the computer's engine fails. */
import type { Level } from '../../engine/index.js';
import { needsKernel } from '../engines/engines.js';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';

/** The levels that play in the page, offered when the engine of a searching level cannot load. */
const QUICK_LEVELS: readonly Level[] = ['easy', 'medium'];

/** The engine failed: ask again, or, for a searching level, go on against a level that plays in the page. */
export function EngineFailed(props: {
  state: GameState;
  t: PlayTranslate;
  onRetry: () => void;
  onLevel: (level: Level) => void;
}) {
  const { state, t } = props;
  const opponent = state.setup.opponent;
  return (
    <div class="engine-failed" role="alert">
      <p>{t('engineFailed')}</p>
      <div class="row">
        <button type="button" onClick={props.onRetry}>
          {t('retry')}
        </button>
      </div>
      {opponent !== 'human' && needsKernel(opponent) && (
        <>
          <p>{t('quickLevelsWork')}</p>
          <div class="row">
            {QUICK_LEVELS.map((level) => (
              <button key={level} type="button" onClick={() => props.onLevel(level)}>
                {t('playOnAgainst', { level: t(level) })}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
