/** The browser game's entry: restores the session, draws the page, registers the offline cache. */
import { render } from 'preact';
import { Position } from '../core/index.js';
import { App } from './app.js';
import { engineChooser, needsKernel } from './engines.js';
import { Session } from './session.js';
import { registerServiceWorker, type Updates } from './updates.js';
import './styles.css';

/** localStorage, or nothing when the browser refuses it (the game then just does not persist). */
const openStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

const memoryStore = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

// The engine facade, its worker, the kernel and the weights load only when Hard or Expert plays.
const engine = engineChooser(() =>
  import('../engine/browser.js').then(({ createBrowserEngine }) => createBrowserEngine()),
);

const store = openStore();
const session = new Session({ store: store ?? memoryStore(), engine, minThinkMs: 350 });
// Another tab finished a game or changed a setting: read that part again.
if (store) window.addEventListener('storage', (event) => session.storageChanged(event.key));

let updates: Updates | undefined;
if (import.meta.env.PROD && 'serviceWorker' in navigator) updates = registerServiceWorker('./sw.js');

render(<App session={session} updates={updates} />, document.getElementById('app')!);
// Preact renders synchronously: from here the board's buttons take clicks. Tests read this mark.
performance.mark('wedge-interactive');

const opponent = session.controller.state.setup.opponent;
if (opponent !== 'human' && needsKernel(opponent)) {
  // Hard or Expert plays: start the engine's worker while the player looks at the board, so its
  // one-off setup (kernel and weights handed to the worker) never lands on the main thread during a
  // search and the computer's first reply is not delayed by it. A one-ply search is the cheapest call
  // that spawns it.
  const warmUp = () =>
    void engine(opponent)
      .then((e) => e.bestMove(Position.initial(), { level: opponent, depth: 1 }))
      .catch(() => {
        // A failed warm-up costs nothing: the first real move loads the engine again.
      });
  if ('requestIdleCallback' in window) requestIdleCallback(warmUp, { timeout: 2000 });
  else setTimeout(warmUp, 500);
}
