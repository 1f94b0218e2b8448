/**
 * Which level to play, in the new-game dialog: the level the user's rating says gives an even game
 * (the shell rates the user's games on the measured ladder and hands the level in), or, before any
 * rated game, Easy; and after WINS_TO_LEVEL_UP wins in a row against the level last played, the next
 * level up (guide.ts).
 */
import type { Color } from '../../core/index.js';
import type { Level } from '../../engine/index.js';
import type { Opponent } from '../lib/settings.js';
import { levelUp, WINS_TO_LEVEL_UP } from './guide.js';
import type { PlayTranslate } from './messages/index.js';
import type { Stats } from './stats.js';
import './guide.css';

export function LevelAdvice(props: {
  /** The level nearest the user's rating; undefined before any rated game (or while it loads). */
  suggested?: Level;
  stats: Stats;
  /** The game last set up: its variant, opponent and the user's colour. */
  variant: string;
  opponent: Opponent;
  color: Color;
  t: PlayTranslate;
}) {
  const { t, opponent } = props;
  const next = opponent === 'human' ? undefined : levelUp(props.stats, props.variant, opponent, props.color);
  return (
    <div class="level-advice" data-testid="level-advice">
      <p class="muted small-text">
        {props.suggested
          ? t('levelSuggested', { level: t(props.suggested) })
          : t('levelNew', { easy: t('easy') })}
      </p>
      {next && opponent !== 'human' && (
        <p class="level-up" role="status" data-testid="level-up">
          {t('levelUp', { n: WINS_TO_LEVEL_UP, level: t(opponent), next: t(next) })}
        </p>
      )}
    </div>
  );
}
