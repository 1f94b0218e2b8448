/** One game of the archive's list (games.tsx): who it was against, when, the variant, colour, clock and
 * hints, the result, and Open and Delete. */
import { makeVariant, parseVariant } from '../../../core/index.js';
import { type ArchivedGame, resultFor, timeControlText } from '../../lib/archive.js';
import { routeHash } from '../../lib/router.js';
import { colorName } from '../../ui/labels.js';
import type { MessageKey } from '../../ui/messages/index.js';
import type { AnalysisTranslate } from '../messages/index.js';

/** Who the game was against, e.g. `against Expert`, `two players`, or the names of an imported one. */
const opponentText = (t: AnalysisTranslate, game: ArchivedGame): string => {
  if (game.opponent === 'imported') return `${game.black ?? '?'} – ${game.white ?? '?'}`;
  if (game.opponent === 'human') return t('twoPlayers');
  return t('vsLevel', { level: t(game.opponent) });
};

/** The variant's name as the new-game dialog says it, or as stored. */
const variantText = (t: AnalysisTranslate, name: string): string => {
  const variant = parseVariant(name);
  const key = variant ? makeVariant(variant) : name;
  return ['standard', 'anti', '6x6', '4x4', 'reversi'].includes(key) ? t(key as MessageKey) : key;
};

export function GameRow(props: {
  t: AnalysisTranslate;
  game: ArchivedGame;
  /** The date of a game saved here, in the page's language. */
  date: Intl.DateTimeFormat;
  onRemove: (game: ArchivedGame) => Promise<void>;
}) {
  const { t, game } = props;
  const result = resultFor(game);
  return (
    <li class="game-row" data-game={game.id}>
      <div class="game-main">
        <span class="game-opponent">{opponentText(t, game)}</span>
        <span class="muted">
          {[
            game.date ?? props.date.format(new Date(game.savedAt)),
            variantText(t, game.variant),
            game.color ? colorName(t, game.color) : undefined,
            game.timeControl === undefined ? undefined : timeControlText(game.timeControl),
            game.hinted ? t('hintsUsed') : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      <span class={`game-result${result ? ` ${result}` : ''}`} data-result={result ?? ''}>
        {game.discs ? `${game.discs.black}–${game.discs.white}` : (game.result ?? '?')}
        {result && result !== 'drawn' && <span class="muted"> {t(result)}</span>}
        {game.onTime && (
          <span class="muted" data-on-time={game.onTime}>
            {' '}
            {t('sourceTime')}
          </span>
        )}
      </span>
      <span class="game-buttons">
        <a class="button" href={routeHash('analysis', { game: game.id })}>
          {t('open')}
        </a>
        <button type="button" class="danger" onClick={() => void props.onRemove(game)}>
          {t('delete')}
        </button>
      </span>
    </li>
  );
}
