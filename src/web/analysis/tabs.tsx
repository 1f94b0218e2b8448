/** The tabs above the analysis section's three views: the analysis board, the position editor and the
 * game archive. Each view imports them from here, so that the editor and the archive need not load the
 * analysis board's view. */

import { routeHash } from '../lib/router.js';
import type { MessageKey } from '../ui/messages/index.js';
import type { AnalysisKey, AnalysisTranslate } from './messages/index.js';
import './section.css';
// The section's sheets load as one file with whichever of its views opens first (each view imports its
// own too): three small sheets more would cost the first visit's offline cache three requests.
import './view.css';
import './graph.css';
import './editor/editor.css';
import './games/games.css';

/** The views of the analysis section, as tabs above each of them. */
const ANALYSIS_TABS: readonly { path: string; label: MessageKey | AnalysisKey }[] = [
  { path: 'analysis', label: 'analysisBoard' },
  { path: 'editor', label: 'positionEditor' },
  { path: 'games', label: 'gameArchive' },
];

/** The tabs between the analysis board, the position editor and the game archive. */
export function AnalysisTabs({ current, t }: { current: string; t: AnalysisTranslate }) {
  return (
    <nav class="tabs" aria-label={t('navAnalysis')}>
      {ANALYSIS_TABS.map((tab) => (
        <a key={tab.path} href={routeHash(tab.path)} aria-current={tab.path === current ? 'page' : undefined}>
          {t(tab.label)}
        </a>
      ))}
    </nav>
  );
}
