// Serves the built browser game (dist/web) the way a good static host would: the Brotli or gzip twin
// the build wrote when the browser accepts it, hashed assets cached for a year and everything else
// revalidated, the page's Content-Security-Policy (read from its meta tag, so there is one source)
// sent as a header too, where it also covers the worker scripts and can forbid framing, and the two
// headers that make the page cross-origin isolated (shared memory for the engine's search threads).
// Used by `npm start` (scripts/start.mjs), the end-to-end tests and scripts/measure-transfer.mjs.

import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** The policy of the page's `<meta http-equiv="Content-Security-Policy">`. */
export const pagePolicy = (dir) => {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
  if (!meta) throw new Error(`${join(dir, 'index.html')} has no Content-Security-Policy meta tag`);
  return meta[1];
};

/**
 * Serves `dir` on `host:port` (port 0: any free one). Resolves once listening, with the address and
 * a `close()`.
 */
export const serve = async ({ dir, port, host = 'localhost' }) => {
  // A header may say what a meta tag cannot: that no other site may frame the game.
  const policy = `${pagePolicy(dir)}; frame-ancestors 'none'`;
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Content-Security-Policy', policy);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'no-referrer');
      // Cross-origin isolation: the page may share memory with its workers, so Expert searches on two
      // threads (docs/browser.md); everything the page loads is its own, so nothing is refused.
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      // Names under assets/ carry a hash of their content, so they never change.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const server = createServer((req, res) => files(req, res));
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${address.port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
