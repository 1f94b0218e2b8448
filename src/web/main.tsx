/** The browser game's entry: restores the session, draws the page, registers the offline cache. */
import { render } from 'preact';
import { Position } from '../core/index.js';
import type { Engine } from '../engine/types.js';
import { App } from './app.js';
import { Session } from './session.js';
import './styles.css';

let engine: Promise<Engine> | undefined;

/** The engine facade, loaded on the computer's first turn so two-player games never fetch it. */
const loadEngine = (): Promise<Engine> => {
  engine ??= import('../engine/browser.js').then(({ createBrowserEngine }) => createBrowserEngine());
  // A failed load is forgotten so the controller's retry loads it afresh.
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
};

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

const session = new Session({ store: openStore() ?? memoryStore(), engine: loadEngine, minThinkMs: 350 });
render(<App session={session} />, document.getElementById('app')!);
// Preact renders synchronously: from here the board's buttons take clicks. Tests read this mark.
performance.mark('wedge-interactive');

if (session.settings.opponent !== 'human') {
  // Start the engine's worker while the player looks at the board: its one-off setup (kernel and
  // weights handed to the worker) then never lands on the main thread during a search, and the
  // computer's first reply is not delayed by it. An easy job is the cheapest call that spawns it.
  const warmUp = () =>
    void loadEngine()
      .then((engine) => engine.bestMove(Position.initial(), { level: 'easy' }))
      .catch(() => {
        // A failed warm-up costs nothing: the first real move loads the engine again.
      });
  if ('requestIdleCallback' in window) requestIdleCallback(warmUp, { timeout: 2000 });
  else setTimeout(warmUp, 500);
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Registered after the page is drawn so caching never competes with the first paint.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the game still plays; it just is not available offline.
    });
  });
}
