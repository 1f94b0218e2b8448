/** The game archive's bar (games.tsx): the filters by result and by opponent, and the GGF export of the
 * games shown and import of files. */
import { LEVELS } from '../../../engine/index.js';
import type { ArchiveFilter } from '../../lib/archive.js';
import { FileButton } from '../../ui/file-button.js';
import type { AnalysisTranslate } from '../messages/index.js';

export const RESULTS: readonly ArchiveFilter['result'][] = ['all', 'won', 'lost', 'drawn'];
export const OPPONENTS: readonly ArchiveFilter['opponent'][] = ['all', ...LEVELS, 'human', 'imported'];

export function GamesBar(props: {
  t: AnalysisTranslate;
  filter: ArchiveFilter;
  onFilter: (filter: ArchiveFilter) => void;
  /** Whether any game is shown to export. */
  canExport: boolean;
  onExport: () => void;
  onImport: (files: File[]) => Promise<void>;
}) {
  const { t, filter, onFilter } = props;
  return (
    <section class="games-bar">
      <label class="filter">
        {t('filterResult')}
        <select
          value={filter.result}
          onChange={(event) =>
            onFilter({
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
            onFilter({
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
        <button type="button" disabled={!props.canExport} onClick={props.onExport}>
          {t('exportGgf')}
        </button>
        <FileButton accept=".ggf,text/plain" multiple onFiles={props.onImport}>
          {t('importGgf')}
        </FileButton>
      </span>
    </section>
  );
}
