/**
 * What the computer plays without, said on the game screen: the opening book (offline, or its request
 * blocked: Hard and Expert search their first moves instead) and the learned evaluation (the
 * hand-written one plays), with a button that downloads them for offline play (the service worker
 * keeps each file once fetched).
 */
import { useState } from 'preact/hooks';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';

type Download = 'idle' | 'busy' | 'done' | 'failed';

const fetchStrongLevels = (): Promise<string[]> =>
  import('../../engine/browser.js').then((m) => m.fetchStrongLevels());

export function AidsNotice({ state, t }: { state: GameState; t: PlayTranslate }) {
  const [download, setDownload] = useState<Download>('idle');
  const aids = state.aids;
  const opponent = state.setup.opponent;
  if (!aids || (opponent !== 'hard' && opponent !== 'expert')) return null;
  const book = aids.book === 'missing';
  const weights = aids.weights === 'missing' && opponent === 'expert';
  if (!book && !weights) return null;
  const start = () => {
    setDownload('busy');
    fetchStrongLevels().then(
      (failed) => setDownload(failed.length === 0 ? 'done' : 'failed'),
      () => setDownload('failed'),
    );
  };
  return (
    <div class="notice aids" role="status" data-testid="aids">
      {book && <p data-aid="book">{t('aidBookMissing')}</p>}
      {weights && <p data-aid="weights">{t('aidWeightsMissing')}</p>}
      {download === 'done' || download === 'failed' ? (
        <p data-testid="aids-download">{t(download === 'done' ? 'aidDownloaded' : 'aidDownloadFailed')}</p>
      ) : (
        <button type="button" disabled={download === 'busy'} onClick={start}>
          {t(download === 'busy' ? 'aidDownloading' : 'aidDownload')}
        </button>
      )}
    </div>
  );
}
