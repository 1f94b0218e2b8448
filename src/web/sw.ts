/**
 * The service worker: caches every built file (page, scripts, styles, the engine worker and the
 * kernel wasm) on install, then answers from the cache, so the game works offline after one visit.
 * The build replaces the manifest placeholder below with the list of files (see vite.config.ts).
 */
const scope = self as unknown as ServiceWorkerGlobalScope;

/** Filled in by the build: the site's files relative to this script, and a version over them. */
const MANIFEST = '__WEDGE_PRECACHE_MANIFEST__' as unknown as { version: string; files: string[] };

const CACHE = `wedge-${MANIFEST.version}`;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['./', ...MANIFEST.files]))
      .then(() => scope.skipWaiting()),
  );
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
      // Vary is ignored: the preview server says `Vary: Origin`, and module scripts are requested with
      // an Origin header that the precache requests lacked, so a strict match would miss them.
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
