/**
 * The personal rating in the statistics: the user's finished standard games against the levels (from
 * the archive) rated on the levels' scale, which the measured ladder fixes (learn/figures.json, read
 * here because the shell alone wires features together); the rating now, a chart of it game by game,
 * and the level that gives an even game. The arithmetic is lib/rating.ts's.
 */
import { useEffect, useState } from 'preact/hooks';
import { LEVELS, type Level } from '../../engine/index.js';
import type { Translate } from '../i18n/i18n.js';
import type { PlayKey } from '../play/messages/index.js';
import type { MessageKey } from '../ui/messages/index.js';
import type { ShellKey } from './messages/index.js';

type ShellTranslate = Translate<ShellKey | MessageKey | PlayKey>;

import type { Language } from '../i18n/language.js';
import figures from '../learn/figures.json' with { type: 'json' };
import type { ArchivedGame } from '../lib/archive.js';
import { levelRatings, type RatedGame, ratingHistory, ratingOf, suggestedLevel } from '../lib/rating.js';
import './rating.css';
import type { Services } from './services.js';

/** The levels' ratings from the measured ladder. */
const LEVEL_RATINGS = levelRatings(figures.ladder as { a: Level; b: Level; games: number; points: number }[]);

/** A game of the user's against a level on the standard board, as the rating counts it. */
export const ratedOf = (game: ArchivedGame): RatedGame | undefined => {
  const level = LEVELS.find((l) => l === game.opponent);
  if (!level || game.variant !== 'standard' || game.color === undefined || !game.discs) return undefined;
  const { black, white } = game.discs;
  const mine = game.color === 'black' ? black - white : white - black;
  return { level, score: mine > 0 ? 1 : mine < 0 ? 0 : 0.5, at: game.savedAt };
};

const WIDTH = 320;
const HEIGHT = 90;

/** The user's rated games from the archive; undefined while they load. */
const useRatedGames = (services: Services): RatedGame[] | undefined => {
  const [games, setGames] = useState<RatedGame[]>();
  useEffect(() => {
    let live = true;
    services
      .archive()
      .then((archive) => archive.list())
      .then(({ games }) => live && setGames(games.flatMap((g) => ratedOf(g) ?? [])))
      .catch(() => live && setGames([]));
    return () => {
      live = false;
    };
  }, [services]);
  return games;
};

/** The level that gives the user an even game, by the rating of the user's games; undefined before
 * any rated game, while they load, or without a measured ladder. */
export const useSuggestedLevel = (services: Services): Level | undefined => {
  const games = useRatedGames(services);
  if (!LEVEL_RATINGS || !games) return undefined;
  const now = ratingOf(games, LEVEL_RATINGS);
  return now === undefined ? undefined : suggestedLevel(now, LEVEL_RATINGS);
};

export function RatingPanel({
  services,
  t,
  language,
}: {
  services: Services;
  t: ShellTranslate;
  language: Language;
}) {
  const games = useRatedGames(services);
  if (!LEVEL_RATINGS || games === undefined) return null;
  const history = ratingHistory(games, LEVEL_RATINGS);
  const now = history.at(-1)?.rating;
  const whole = (r: number) => new Intl.NumberFormat(language).format(Math.round(r));
  const levels = [...LEVEL_RATINGS.entries()];
  return (
    <section class="rating" data-testid="rating" aria-labelledby="rating-title">
      <h3 id="rating-title">{t('ratingTitle')}</h3>
      {now === undefined ? (
        <p class="muted">{t('ratingNone')}</p>
      ) : (
        <>
          <p>
            <strong data-rating={Math.round(now)}>{whole(now)}</strong>{' '}
            {t('ratingGames', { n: history.length })}
            {' · '}
            {t('ratingSuggested', { level: t(suggestedLevel(now, LEVEL_RATINGS)!) })}
          </p>
          <RatingChart history={history} levels={levels} t={t} />
        </>
      )}
      <p class="muted small-text">
        {t('ratingScale', { levels: levels.map(([level, r]) => `${t(level)} ${whole(r)}`).join(', ') })}
      </p>
    </section>
  );
}

/** The rating game by game, with the levels' ratings as dashed lines. */
function RatingChart(props: {
  history: readonly { at: number; rating: number }[];
  levels: readonly [Level, number][];
  t: ShellTranslate;
}) {
  const values = [...props.history.map((h) => h.rating), ...props.levels.map(([, r]) => r)];
  const low = Math.min(...values) - 50;
  const high = Math.max(...values) + 50;
  const x = (i: number) => 8 + (i * (WIDTH - 16)) / Math.max(1, props.history.length - 1);
  const y = (r: number) => 6 + ((high - r) / (high - low)) * (HEIGHT - 12);
  const path = props.history
    .map((h, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)} ${y(h.rating).toFixed(1)}`)
    .join(' ');
  return (
    <svg
      class="rating-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.t('ratingChart')}
    >
      {props.levels.map(([level, r]) => (
        <g key={level} class="rating-level">
          <line x1="0" x2={WIDTH} y1={y(r)} y2={y(r)} />
          <text x={WIDTH - 2} y={y(r) - 2} text-anchor="end">
            {props.t(level)}
          </text>
        </g>
      ))}
      <path class="rating-line" d={path} />
      {props.history.map((h, i) => (
        <circle
          key={i}
          class="rating-point"
          data-rating-point={Math.round(h.rating)}
          cx={x(i)}
          cy={y(h.rating)}
          r="2.5"
        />
      ))}
    </svg>
  );
}
