/** The browser game's entry: restores the session, loads the words of the page's language, draws the
 * page, registers the offline cache. */

import './ui/base.css';
import { render } from 'preact';
import { Position } from '../core/index.js';
import { AnalysisBoard } from './analysis/analysisBoard.js';
import { type Analyst, engineAnalyst } from './engines/analyst.js';
import { engineChooser, needsKernel } from './engines/engines.js';
import { browserLanguages, resolveLanguage } from './i18n/language.js';
import type { Archive } from './lib/archive.js';
import { memoryStore } from './lib/kv.js';
import type { GameState, Opponent } from './play/controller.js';
import { Session } from './play/session.js';
import { App, loadShellMessages } from './shell/app.js';
import type { Services } from './shell/services.js';
import { registerServiceWorker, type Updates } from './shell/updates.js';

/** localStorage (or this tab's sessionStorage), or nothing when the browser refuses it (the game then
 * just does not persist). */
const openStore = (kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined => {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
};

// The engine facade, its worker, the kernel and the weights load only when Hard or Expert plays.
// Expert searches on two threads where the page is cross-origin isolated (the engine runs one
// elsewhere) and the machine has two cores.
const threads = Math.min(2, navigator.hardwareConcurrency || 1);
const engine = engineChooser(() =>
  import('../engine/browser.js').then(({ createBrowserEngine }) => createBrowserEngine({ threads })),
);

// The analysis board, the review and the hints analyse with an engine of their own, loaded on first use,
// so that stopping an analysis never stops the computer's move and the other way round.
let analysing: Promise<Analyst> | undefined;
const analyst = (): Promise<Analyst> => {
  analysing ??= import('../engine/browser.js').then(({ createBrowserEngine }) =>
    engineAnalyst(createBrowserEngine()),
  );
  // A load that failed is tried again at the next use.
  analysing.catch(() => {
    analysing = undefined;
  });
  return analysing;
};
// The archive's code (and idb, valibot, the GGF writer) loads when a game ends or a view asks for it.
let archiving: Promise<Archive> | undefined;
const archive = (): Promise<Archive> => {
  archiving ??= import('./lib/archive.js').then(({ openArchive }) => openArchive());
  return archiving;
};
const store = openStore();
// The review keeps the user's mistakes as puzzles where Learn's puzzles page reads them (lib/mistakes.ts).
const services: Services = {
  analysis: new AnalysisBoard({ analyst, store: store ?? memoryStore() }),
  analyst,
  archive,
};

const session = new Session({
  store: store ?? memoryStore(),
  // This tab's own game, for a reload: another tab's game never replaces it.
  tabStore: openStore('sessionStorage'),
  engine,
  minThinkMs: 350,
  // Every finished game goes into the archive; without IndexedDB the games view says so.
  onFinished: (state) =>
    void Promise.all([import('./lib/archive.js'), archive()])
      .then(([{ archivedOf }, kept]) => kept.put(archivedOf(state, Date.now(), state.hinted)))
      .catch(() => {}),
});
// Another tab finished a game or changed a setting: read that part again.
if (store) window.addEventListener('storage', (event) => session.storageChanged(event.key));
// The clocks are saved as they stand when the page is hidden or left, so a reload takes off the time
// spent thinking before it (and, the running side resuming on load, none while the page was closed).
window.addEventListener('pagehide', () => session.saveNow());
document.addEventListener('visibilitychange', () => document.hidden && session.saveNow());

let updates: Updates | undefined;
if (import.meta.env.PROD && 'serviceWorker' in navigator) updates = registerServiceWorker('./sw.js');

// The words come in the page's language only, small chunks of their own fetched before the first draw.
// (A promise, not a top-level await: an entry that awaits makes the bundler cut the modules it shares
// with the lazy views into chunks of their own, more requests on every first visit.)
const language = resolveLanguage(session.settings.language, browserLanguages());
const root = document.getElementById('app')!;
loadShellMessages(language).then(
  () => {
    render(<App session={session} services={services} updates={updates} language={language} />, root);
    // Preact renders synchronously: from here the board's buttons take clicks. Tests read this mark.
    performance.mark('wedge-interactive');
  },
  (error: unknown) => {
    // Offline on a first visit's way out, or the cache lost the file: no words to say it in but these.
    root.textContent = 'Wedge could not load. Check the connection and reload the page.';
    throw error;
  },
);

/**
 * Whenever a game against Hard or Expert is set up (on load, a new game, a rematch), the engine's worker
 * is started at idle time while the player looks at the board: its one-off setup (the kernel compiled,
 * the weights fetched and handed over, the opening book fetched) then never lands on the main thread
 * during a search, and the computer's first reply does not wait for it. A one-ply search is the
 * cheapest call that spawns it; the `wedge-engine-ready` mark (read by the tests) says it is done.
 */
let warmed: Opponent | undefined;
const warmUp = ({ setup }: GameState): void => {
  const level = setup.opponent;
  if (level === warmed) return;
  warmed = level;
  if (level === 'human' || !needsKernel(level)) return;
  const start = () =>
    void engine(level)
      // A one-ply search (past the book, which would answer without the worker) and a look into
      // the book, so that it is fetched too.
      .then((e) =>
        Promise.all([
          e.bestMove(Position.initial(), { level, depth: 1, book: false }),
          e.bestMove(Position.initial(), { level, depth: 1 }),
        ]),
      )
      .then(() => performance.mark('wedge-engine-ready'))
      .catch(() => {
        // A failed warm-up costs nothing: the first real move loads the engine again.
      });
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 500);
};
session.controller.subscribe(warmUp);
warmUp(session.controller.state);
