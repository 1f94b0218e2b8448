/**
 * What an engine works without, said on the page that uses it: the opening book (offline, or its request
 * blocked) and the learned evaluation (the hand-written one then values the moves), from the engine's
 * own report (`EngineAids`, which `WorkerEngine.aids()` keeps). Each view says in its own words what the
 * missing aid changes for it (the computer's play, the hints, the analysis board); the notice, and its
 * button that downloads the strong levels for offline use (the service worker keeps each file once
 * fetched), are the same everywhere.
 */
import { useState } from 'preact/hooks';
import type { EngineAids } from '../../engine/index.js';
import type { ViewTranslate } from './messages/index.js';

/** An aid the engine can miss. */
export type Aid = keyof EngineAids;

/** Of the aids a use needs, those the engine reported it could not load (none before it reports). */
export const missingAids = (aids: EngineAids | undefined, needed: readonly Aid[]): Aid[] =>
  aids === undefined ? [] : needed.filter((aid) => aids[aid] === 'missing');

/** One sentence of the notice: what is missing for what (`data-aid`), in the view's words. */
export interface AidLine {
  readonly aid: string;
  readonly text: string;
}

type Download = 'idle' | 'busy' | 'done' | 'failed';

const fetchStrongLevels = (): Promise<string[]> =>
  import('../../engine/browser.js').then((m) => m.fetchStrongLevels());

/** The notice of what is missing, with the download of the strong levels; nothing when none is. */
export function AidsNotice({ lines, t }: { lines: readonly AidLine[]; t: ViewTranslate }) {
  const [download, setDownload] = useState<Download>('idle');
  if (lines.length === 0) return null;
  const start = () => {
    setDownload('busy');
    fetchStrongLevels().then(
      (failed) => setDownload(failed.length === 0 ? 'done' : 'failed'),
      () => setDownload('failed'),
    );
  };
  return (
    <div class="notice aids" role="status" data-testid="aids">
      {lines.map((line) => (
        <p key={line.aid} data-aid={line.aid}>
          {line.text}
        </p>
      ))}
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
