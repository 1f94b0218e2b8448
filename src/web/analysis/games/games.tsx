/**
 * The game archive (`#/games`): every finished game, newest first, filtered by the player's result and
 * by opponent; each one opened on the analysis board or deleted; the games shown exported as one GGF
 * file; GGF files of one game or many imported. A record that cannot be read is left out with a notice.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  type ArchivedGame,
  type ArchiveFilter,
  archivedOfRecord,
  exportGgf,
  filterGames,
} from '../../lib/archive.js';
import { type WithMessages, withMessages } from '../../lib/lazy.js';
import type { ViewProps } from '../../lib/view.js';
import { type AnalysisKey, analysisMessages } from '../messages/index.js';
import { readGgfGames } from '../sources.js';
import { AnalysisTabs } from '../tabs.js';
import { GameRow } from './game-row.js';
import { GamesBar, OPPONENTS, RESULTS } from './games-bar.js';
import './games.css';

/** What the list knows of the archive: its games, or that it cannot be read at all. */
type Listing = { readonly games: ArchivedGame[]; readonly skipped: number } | 'unavailable' | undefined;

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

  const importFiles = async (files: File[]) => {
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
      <GamesBar
        t={t}
        filter={filter}
        onFilter={setFilter}
        canExport={shown.length > 0}
        onExport={exportShown}
        onImport={importFiles}
      />
      {listing && listing !== 'unavailable' && <p class="muted">{t('gamesCount', { n: shown.length })}</p>}
      {listing && listing !== 'unavailable' && shown.length === 0 && (
        <p class="muted">{listing.games.length === 0 ? t('noGames') : t('noGamesFiltered')}</p>
      )}
      <ul class="game-list">
        {shown.map((game) => (
          <GameRow key={game.id} t={t} game={game} date={date} onRemove={remove} />
        ))}
      </ul>
    </main>
  );
}
