/**
 * The browser game's build: root `src/web`, output `dist/web`, relative base so any static host (or a
 * sub-folder) serves it. The service worker is a second entry written as `sw.js`; after the build its
 * precache manifest is filled with every emitted file, including the engine worker and the kernel wasm.
 * The app icons are drawn from their SVG, and every text, JSON, wasm and weights file gets a Brotli
 * and a gzip twin for servers that send precompressed files (`npm start` does, see scripts/serve.mjs).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import preact from '@preact/preset-vite';
import { Resvg } from '@resvg/resvg-js';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const root = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(root, 'dist/web');
const PLACEHOLDER = /(["'`])__WEDGE_PRECACHE_MANIFEST__\1/;
/** Files the offline cache takes only once the page loads them: the weights, their Multi-ProbCut
 * parameters and the opening book, which only Hard and Expert use, and the Learn section (lessons,
 * FAQ, puzzles and their words), which the game does not. */
const LAZY = /^assets\/(wedge-(eval|book)-[^/]+\.bin|mpc-[^/]+\.json|learn-[^/]+\.(js|css))$/;
/** The Learn section's modules, whose chunks are named `learn-*` so that LAZY finds them. */
const LEARN = /[\\/]src[\\/]web[\\/]learn[\\/]/;
/** A feature folder's view module, whose chunk takes the feature's name. */
const FEATURE_VIEW = /[\\/]src[\\/]web[\\/]([a-z]+)[\\/]view\.tsx$/;
/** A catalogue's messages in one language (src/web/<folder>/messages/<language>.ts), whose chunk is
 * named `messages-<language>-<folder>`: the offline cache keeps the languages in use only (sw.ts). */
const MESSAGES = /[\\/]src[\\/]web[\\/]([a-z]+)[\\/]messages[\\/](?!index\.)([a-z]+)\.ts$/;
/** The built chunks of one language's messages. */
const MESSAGES_CHUNK = /^assets\/messages-([a-z]+)-/;
/** Files it never takes up front: the home-screen icons, which the browser fetches when it installs
 * the app (the page itself shows only icon.svg). */
const NOT_CACHED = /\.png$/;
/** Compressed twins are for the server; the browser asks for the file itself. */
const TWIN = /\.(br|gz)$/;

/** Every file below `dir`, as paths relative to it with forward slashes. */
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));

/** Writes the list of built files into sw.js once everything (workers and assets too) is on disk. */
const precacheManifest = (): Plugin => ({
  name: 'wedge-precache-manifest',
  apply: 'build',
  closeBundle: {
    // After the compression plugin, whose twins must not be listed.
    order: 'post',
    handler() {
      const swPath = join(outDir, 'sw.js');
      const files = listFiles(outDir)
        .filter((file) => file !== 'sw.js' && !file.endsWith('.map') && !TWIN.test(file))
        .sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
      const languages: Record<string, string[]> = {};
      for (const file of files) {
        const language = MESSAGES_CHUNK.exec(file)?.[1];
        if (language) languages[language] = [...(languages[language] ?? []), `./${file}`];
      }
      const manifest = {
        version: hash.digest('hex').slice(0, 12),
        files: files
          .filter((f) => !LAZY.test(f) && !NOT_CACHED.test(f) && !MESSAGES_CHUNK.test(f))
          .map((f) => `./${f}`),
        lazy: files.filter((f) => LAZY.test(f)).map((f) => `./${f}`),
        languages,
      };
      const source = readFileSync(swPath, 'utf8');
      if (!PLACEHOLDER.test(source)) throw new Error('sw.js lost its precache placeholder');
      // The worker is registered as a classic script, where an import statement does not run.
      if (/^\s*import\s*[{*\w]/m.test(source.replace(PLACEHOLDER, '')))
        throw new Error(
          'sw.js imports another chunk: sw.ts must import nothing, it runs as a classic script',
        );
      writeFileSync(swPath, source.replace(PLACEHOLDER, JSON.stringify(manifest)));
    },
  },
});

/** The PNG icons a home screen wants, drawn from the SVG ones: name, source, width. */
const ICONS: readonly [string, string, number][] = [
  ['icon-192.png', 'src/web/public/icon.svg', 192],
  ['icon-512.png', 'src/web/public/icon.svg', 512],
  // Full-bleed, discs inside the safe circle: launchers cut their own shape out of it.
  ['icon-maskable-512.png', 'src/web/icons/maskable.svg', 512],
  ['apple-touch-icon.png', 'src/web/icons/maskable.svg', 180],
];

const appIcons = (): Plugin => ({
  name: 'wedge-app-icons',
  apply: 'build',
  generateBundle() {
    for (const [fileName, source, width] of ICONS) {
      const svg = readFileSync(resolve(root, source), 'utf8');
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
      this.emitFile({ type: 'asset', fileName, source: png });
    }
  },
});

export default defineConfig({
  root: resolve(root, 'src/web'),
  base: './',
  plugins: [
    preact(),
    appIcons(),
    compression({
      // sw.js is rewritten after bundling (its manifest), so it is sent as is; it is 2 KB.
      include: /\.(html|css|js|json|svg|webmanifest|wasm)$/,
      exclude: /(^|\/)sw\.js$/,
      logLevel: 'silent',
    }),
    compression({
      // The weights: the highest Brotli levels would save 0.2 MB more but take 30 s of every build;
      // level 9 takes 2 s and beats gzip -9.
      include: /\.bin$/,
      algorithms: [
        ['gzip', { level: 6 }],
        ['brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }],
      ],
      logLevel: 'silent',
    }),
    precacheManifest(),
  ],
  worker: { format: 'es' },
  server: { fs: { allow: [root] } },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { index: resolve(root, 'src/web/index.html'), sw: resolve(root, 'src/web/shell/sw.ts') },
      // The compression plugins take most of the build by design; no need to say so on every build.
      checks: { bundlerTimings: false },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const messages = MESSAGES.exec(id);
          if (messages) return `assets/messages-${messages[2]}-${messages[1]}-[hash].js`;
          // A feature's view (analysis/view.tsx, tournament/view.tsx) is named after its feature.
          const feature = FEATURE_VIEW.exec(id)?.[1];
          if (feature) return `assets/${feature}-[hash].js`;
          return LEARN.test(id) && !chunk.name.startsWith('learn')
            ? 'assets/learn-[name]-[hash].js'
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
