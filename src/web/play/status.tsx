/** What the game screen says of the game under the players: the turn (or the game-over card), the
 * opening's rule, a pass and a refused click. */
import { type Move, PASS } from '../../core/index.js';
import { paramsOfGame } from '../lib/links.js';
import { navigate } from '../lib/router.js';
import type { GameState } from './controller.js';
import type { Refused } from './game-hooks.js';
import { GameOver } from './game-over.js';
import type { PlayTranslate } from './messages/index.js';
import type { Session } from './session.js';
import { openingRule, passMessage, progressText, statusLine } from './words.js';

const lastOf = (moves: readonly Move[]): Move | undefined => moves[moves.length - 1];

export function GameStatus(props: {
  state: GameState;
  session: Session;
  refused: Refused | undefined;
  onNewGame: () => void;
  t: PlayTranslate;
}) {
  const { state, session, refused, t } = props;
  const opening = openingRule(t, state.position);
  return (
    <>
      {state.over ? (
        <GameOver
          state={state}
          t={t}
          onRematch={() => session.rematch()}
          onNewGame={props.onNewGame}
          onReview={() =>
            navigate('analysis', {
              ...paramsOfGame(state.positions[0], state.moves),
              review: '1',
              // The user's colour against the computer: the review keeps the user's mistakes as puzzles.
              ...(state.setup.opponent === 'human' ? {} : { user: state.setup.humanColor }),
            })
          }
        />
      ) : (
        <p class="turn" data-testid="status">
          {state.thinking && <span class="spinner" aria-hidden="true" />}
          {statusLine(t, state)}
          {state.thinking && state.progress && (
            <span class="progress" data-testid="progress">
              {' '}
              ({progressText(t, state.progress)})
            </span>
          )}
        </p>
      )}
      {opening && !state.over && (
        <p class="opening" data-testid="opening">
          {opening}
        </p>
      )}
      {state.passed && (
        <p class="pass" data-testid="pass" data-last={lastOf(state.moves) === PASS ? 'pass' : 'move'}>
          {passMessage(t, state.passed)}
        </p>
      )}
      {refused && (
        <p class="refusal" data-testid="refusal" aria-hidden="true">
          {refused.message}
        </p>
      )}
    </>
  );
}
