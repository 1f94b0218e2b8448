/**
 * The browser game's build: root `src/web`, output `dist/web`, relative base so any static host (or a
 * sub-folder) serves it. The service worker is a second entry written as `sw.js`; after the build its
 * precache manifest is filled with every emitted file, including the engine worker and the kernel wasm.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';

const root = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(root, 'dist/web');
const PLACEHOLDER = /(["'`])__WEDGE_PRECACHE_MANIFEST__\1/;

/** Every file below `dir`, as paths relative to it with forward slashes. */
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));

/** Writes the list of built files into sw.js once everything (workers and assets too) is on disk. */
const precacheManifest = (): Plugin => ({
  name: 'wedge-precache-manifest',
  apply: 'build',
  closeBundle() {
    const swPath = join(outDir, 'sw.js');
    const files = listFiles(outDir)
      .filter((file) => file !== 'sw.js' && !file.endsWith('.map'))
      .sort();
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(readFileSync(join(outDir, file)));
    const manifest = { version: hash.digest('hex').slice(0, 12), files: files.map((f) => `./${f}`) };
    const source = readFileSync(swPath, 'utf8');
    if (!PLACEHOLDER.test(source)) throw new Error('sw.js lost its precache placeholder');
    writeFileSync(swPath, source.replace(PLACEHOLDER, JSON.stringify(manifest)));
  },
});

export default defineConfig({
  root: resolve(root, 'src/web'),
  base: './',
  plugins: [preact(), precacheManifest()],
  worker: { format: 'es' },
  server: { fs: { allow: [root] } },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { index: resolve(root, 'src/web/index.html'), sw: resolve(root, 'src/web/sw.ts') },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
