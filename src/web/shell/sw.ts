/**
 * The service worker: on install it caches every built file the page may need (page, scripts,
 * styles, icons, the engine worker and the kernel wasm), then answers from the cache, so the game works
 * offline after one visit. The learned evaluation's weights (1.6 MB compressed), their Multi-ProbCut
 * parameters and the opening book are not fetched up front: only players of Hard or Expert load them,
 * and they are cached when first loaded. The page's words are cached for the languages in use only:
 * each one the page says it shows (updates.ts, once this worker is active) and those an older
 * version had cached. (A service worker is a classic script here, so this file imports nothing: the
 * page, not the worker, decides the language.)
 *
 * A new version installs beside the running one and waits: the page tells the player (updates.ts),
 * and the new version takes over when they choose to reload. The build replaces the manifest
 * placeholder below with the list of files (see vite.config.ts).
 */
const scope = self as unknown as ServiceWorkerGlobalScope;

/** Filled in by the build: the files to cache on install, those cached on first use, the files of
 * each language's words (`assets/messages-<language>-<part>-<hash>.js`, vite.config.ts), and a version. */
const MANIFEST = '__WEDGE_PRECACHE_MANIFEST__' as unknown as {
  version: string;
  files: string[];
  lazy: string[];
  languages: Record<string, string[]>;
};

const CACHE = `wedge-${MANIFEST.version}`;

/** The message that makes a waiting version take over (`ACTIVATE` in updates.ts). */
const ACTIVATE = 'wedge-activate';
/** The message that says which language the page shows (`LANGUAGE` in updates.ts). */
const LANGUAGE = 'wedge-language';

/** Caches the words of `language`, if the build has any in that language. */
const cacheLanguage = async (cache: Cache, language: string): Promise<void> => {
  if (Object.hasOwn(MANIFEST.languages, language)) await cache.addAll(MANIFEST.languages[language]);
};

/** The languages whose words an older version cached; every language if an older version predates
 * the words by language (its page then carried them all, so any may be in use). */
const languagesCachedBefore = async (): Promise<string[]> => {
  const older = (await caches.keys()).filter((k) => k.startsWith('wedge-') && k !== CACHE);
  const found = new Set<string>();
  let words = false;
  for (const name of older)
    for (const request of await (await caches.open(name)).keys()) {
      const language = /\/assets\/messages-([a-z]+)-/.exec(new URL(request.url).pathname)?.[1];
      if (language) found.add(language);
      words ||= language !== undefined;
    }
  return older.length > 0 && !words ? Object.keys(MANIFEST.languages) : [...found];
};

/** Copies the lazily cached files that an older version already holds, so an update fetches them
 * again only if they changed (their names carry a hash of their content). */
const carryOver = async (cache: Cache): Promise<void> => {
  for (const file of MANIFEST.lazy) {
    const url = new URL(file, scope.location.href).href;
    const old = await caches.match(url, { ignoreVary: true });
    if (old) await cache.put(url, old);
  }
};

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.addAll(['./', ...MANIFEST.files]);
      await carryOver(cache);
      for (const language of await languagesCachedBefore()) await cacheLanguage(cache, language);
    }),
  );
});

scope.addEventListener('message', (event) => {
  if (event.data === ACTIVATE) void scope.skipWaiting();
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === LANGUAGE &&
    'language' in data
  )
    event.waitUntil(caches.open(CACHE).then((cache) => cacheLanguage(cache, String(data.language))));
});

scope.addEventListener('activate', (event) => {
  // Older versions' caches are dropped once this one is in charge.
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('wedge-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Vary is ignored: module scripts are requested with an Origin header that the precache
      // requests lacked, so a strict match would miss them when a server says `Vary: Origin`.
      const cached = await cache.match(request, {
        ignoreVary: true,
        ignoreSearch: request.mode === 'navigate',
      });
      if (cached) return cached;
      try {
        const response = await fetch(request);
        if (response.ok) void cache.put(request, response.clone());
        return response;
      } catch (error) {
        // Offline and not cached: a navigation still gets the page itself.
        const page = request.mode === 'navigate' ? await cache.match('./', { ignoreVary: true }) : undefined;
        if (page) return page;
        throw error;
      }
    }),
  );
});
