/**
 * The offline cache's life cycle as the page sees it. The service worker (sw.ts) installs a new
 * version next to the running one and waits; the page tells the player, who reloads when it suits
 * them. Until then the running version keeps every file it may still load (the engine is loaded
 * late), so nothing breaks under a game in progress. The page also tells the worker which language it
 * shows, since the cache keeps the words of those languages only.
 */
import type { Language } from '../i18n/language.js';

/** Hears when a new version waits; the function passed to the listener switches to it and reloads. */
export interface Updates {
  subscribe(listener: (apply: () => void) => void): () => void;
  /** Tells the offline cache that the page shows `language`, so that it keeps its words. */
  showing(language: Language): void;
}

/** The message sw.ts takes as "take over now". */
const ACTIVATE = 'wedge-activate';
/** The message that tells sw.ts the language shown: `{ type: LANGUAGE, language: 'fr' }`. */
const LANGUAGE = 'wedge-language';

/** Registers the service worker at `url` and watches for new versions of it. */
export const registerServiceWorker = (url: string): Updates => {
  const listeners = new Set<(apply: () => void) => void>();
  let waiting: ServiceWorker | undefined;
  const announce = (worker: ServiceWorker) => {
    waiting = worker;
    const apply = () => worker.postMessage(ACTIVATE);
    for (const listener of listeners) listener(apply);
  };
  const container = navigator.serviceWorker;
  // The first version takes control without a reload; a later one replaces it, and every open tab
  // of the old version reloads into the new one (the old files are gone from the cache by then).
  let hadController = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
    hadController = true;
  });
  container
    .register(url)
    .then((registration) => {
      if (registration.waiting && container.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) announce(worker);
        });
      });
    })
    .catch(() => {
      // Without a service worker the game still plays; it just is not available offline.
    });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (waiting) listener(() => waiting?.postMessage(ACTIVATE));
      return () => listeners.delete(listener);
    },
    showing: (language) =>
      void container.ready.then((registration) =>
        registration.active?.postMessage({ type: LANGUAGE, language }),
      ),
  };
};
