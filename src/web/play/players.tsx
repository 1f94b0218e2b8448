/** Who plays which colour on the game screen, their clocks and disc counts, the variant and the opening. */
import { type Color, makeVariant } from '../../core/index.js';
import { colorName } from '../ui/labels.js';
import type { MessageKey } from '../ui/messages/index.js';
import { openingOf } from '../ui/openings.js';
import { ClockFace } from './clockface.js';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';

/** Who plays which colour (you, the computer at its level, or two players), the clocks, the counts and the
 * variant. */
export function Players({ state, now, t }: { state: GameState; now: () => number; t: PlayTranslate }) {
  const { setup } = state;
  const role = (color: Color): string | undefined =>
    setup.opponent === 'human'
      ? undefined
      : color === setup.humanColor
        ? t('you')
        : t('computerLevel', { level: t(setup.opponent) });
  const variant = makeVariant(setup.variant);
  const opening = openingOf(state.positions[0], state.moves);
  return (
    <div class="players">
      {(['black', 'white'] as Color[]).map((color) => {
        const toMove = !state.over && state.position.turn === color;
        const yours = toMove && setup.opponent !== 'human' && color === setup.humanColor && !state.thinking;
        return (
          <div key={color} class={`player${toMove ? ' to-move' : ''}`} data-count={color}>
            <span class={`disc ${color}`} aria-hidden="true" />
            <span class="player-name">
              {colorName(t, color)}
              {role(color) && <span class="player-role">{role(color)}</span>}
            </span>
            {yours && <span class="badge">{t('yourTurn')}</span>}
            {state.clock && <ClockFace clock={state.clock} color={color} now={now} t={t} />}
            <span class="count-number">{state.position.count(color)}</span>
          </div>
        );
      })}
      <p class="game-info" data-testid="variant">
        {t(variant as MessageKey)}
        {state.setup.start && ` · ${t('positionEditor')}`}
      </p>
      <p class="game-info opening-name" data-opening={opening?.name ?? ''}>
        {opening && `${t('opening')}: ${opening.name}`}
      </p>
    </div>
  );
}
