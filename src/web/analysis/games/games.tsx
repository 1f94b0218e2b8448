/**
 * The game archive (`#/games`): every finished game, newest first, filtered by the player's result and
 * by opponent; each one opened on the analysis board or deleted; the games shown exported as one GGF
 * file; GGF files of one game or many imported. A record that cannot be read is left out with a notice.
 */
import { useEffect, useState } from 'preact/hooks';
import { makeVariant, parseVariant } from '../../../core/index.js';
import { LEVELS } from '../../../engine/index.js';
import {
  type ArchivedGame,
  type ArchiveFilter,
  archivedOfRecord,
  exportGgf,
  filterGames,
  resultFor,
  timeControlText,
} from '../../lib/archive.js';
import { type WithMessages, withMessages } from '../../lib/lazy.js';
import { routeHash } from '../../lib/router.js';
import type { ViewProps } from '../../lib/view.js';
import { colorName } from '../../ui/labels.js';
import type { MessageKey } from '../../ui/messages/index.js';
import { type AnalysisKey, type AnalysisTranslate, analysisMessages } from '../messages/index.js';
import { readGgfGames } from '../sources.js';
import { AnalysisTabs } from '../tabs.js';
import './games.css';

const RESULTS: readonly ArchiveFilter['result'][] = ['all', 'won', 'lost', 'drawn'];
const OPPONENTS: readonly ArchiveFilter['opponent'][] = ['all', ...LEVELS, 'human', 'imported'];

/** What the list knows of the archive: its games, or that it cannot be read at all. */
type Listing = { readonly games: ArchivedGame[]; readonly skipped: number } | 'unavailable' | undefined;

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

/** The game archive's list, drawn once the analysis section's words are loaded. */
export const GamesView = withMessages<ViewProps, AnalysisKey>('games', analysisMessages, Games);

function Games({ t, language, route, services }: WithMessages<ViewProps, AnalysisKey>) {
  const [listing, setListing] = useState<Listing>();
  const [filter, setFilter] = useState<ArchiveFilter>({
    result: (RESULTS as readonly string[]).includes(route.params.result ?? '')
      ? (route.params.result as ArchiveFilter['result'])
      : 'all',
    opponent: (OPPONENTS as readonly string[]).includes(route.params.opponent ?? '')
      ? (route.params.opponent as ArchiveFilter['opponent'])
      : 'all',
  });
  const [notice, setNotice] = useState<string>();

  const reload = () =>
    services
      .archive()
      .then((archive) => archive.list())
      .then(
        (read) => setListing(read),
        () => setListing('unavailable'),
      );
  useEffect(() => {
    void reload();
  }, [services]);

  const shown = listing && listing !== 'unavailable' ? filterGames(listing.games, filter) : [];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });

  const exportShown = () => {
    const blob = new Blob([exportGgf(shown)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'wedge-games.ggf';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const importFiles = async (files: FileList) => {
    const now = Date.now();
    let imported = 0;
    const problems: string[] = [];
    for (const file of files) {
      const read = readGgfGames(await file.text());
      if (!read.ok) {
        problems.push(t('fileError', { name: file.name, message: read.error }));
        continue;
      }
      const games = read.value.games.map((g, i) => archivedOfRecord(g, now + i));
      try {
        await (await services.archive()).put(...games);
        imported += games.length;
      } catch {
        setListing('unavailable');
        return;
      }
      if (read.value.skipped.length > 0)
        problems.push(`${file.name}: ${t('skippedRecords', { n: read.value.skipped.length })}`);
    }
    setNotice([t('importedGames', { n: imported }), ...problems].join(' '));
    await reload();
  };

  const remove = async (game: ArchivedGame) => {
    if (!window.confirm(t('confirmDelete'))) return;
    await services
      .archive()
      .then((archive) => archive.remove(game.id))
      .catch(() => undefined);
    await reload();
  };

  return (
    <main class="games">
      <AnalysisTabs current="games" t={t} />
      {listing === 'unavailable' && (
        <p class="notice error" role="alert">
          {t('archiveUnavailable')}
        </p>
      )}
      {listing && listing !== 'unavailable' && listing.skipped > 0 && (
        <p class="notice" role="status" data-testid="archive-skipped">
          {t('archiveSkipped', { n: listing.skipped })}
        </p>
      )}
      {notice && (
        <p class="notice" role="status" data-testid="archive-notice">
          {notice}
        </p>
      )}
      <section class="games-bar">
        <label class="filter">
          {t('filterResult')}
          <select
            value={filter.result}
            onChange={(event) =>
              setFilter({
                ...filter,
                result: (event.target as HTMLSelectElement).value as ArchiveFilter['result'],
              })
            }
          >
            {RESULTS.map((r) => (
              <option key={r} value={r}>
                {t(r)}
              </option>
            ))}
          </select>
        </label>
        <label class="filter">
          {t('opponent')}
          <select
            value={filter.opponent}
            onChange={(event) =>
              setFilter({
                ...filter,
                opponent: (event.target as HTMLSelectElement).value as ArchiveFilter['opponent'],
              })
            }
          >
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {t(o === 'human' ? 'twoPlayers' : o === 'all' ? 'allOpponents' : o)}
              </option>
            ))}
          </select>
        </label>
        <span class="games-actions">
          <button type="button" disabled={shown.length === 0} onClick={exportShown}>
            {t('exportGgf')}
          </button>
          <label class="file-button">
            {t('importGgf')}
            <input
              type="file"
              accept=".ggf,text/plain"
              multiple
              onChange={(event) => {
                const input = event.currentTarget as HTMLInputElement;
                if (input.files && input.files.length > 0)
                  void importFiles(input.files).then(() => (input.value = ''));
              }}
            />
          </label>
        </span>
      </section>
      {listing && listing !== 'unavailable' && <p class="muted">{t('gamesCount', { n: shown.length })}</p>}
      {listing && listing !== 'unavailable' && shown.length === 0 && (
        <p class="muted">{listing.games.length === 0 ? t('noGames') : t('noGamesFiltered')}</p>
      )}
      <ul class="game-list">
        {shown.map((game) => {
          const result = resultFor(game);
          return (
            <li key={game.id} class="game-row" data-game={game.id}>
              <div class="game-main">
                <span class="game-opponent">{opponentText(t, game)}</span>
                <span class="muted">
                  {[
                    game.date ?? date.format(new Date(game.savedAt)),
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
                <button type="button" class="danger" onClick={() => void remove(game)}>
                  {t('delete')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
