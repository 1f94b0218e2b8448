/**
 * The architecture as tests (docs/architecture.md): the imports of src/ read from the sources, then
 * no import circles; the browser app's folders layered (a feature imports ui/, lib/, engines/, i18n/
 * and the libraries, never another feature; shell/ alone wires them); the page reaches the libraries
 * only through their public entries; and `wedge/engine` imports nothing of Node's. Run alone with
 * `npx vitest run tests/unit/structure.test.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = join(root, 'src');

/** Every source file below src/ (tests, the kernel's AssemblyScript and declarations left out). */
const sources = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name))
  .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'))
  .filter((f) => !f.startsWith('src/engine/assembly'));

/** The specifiers a file imports: static imports and re-exports (types too), and dynamic imports. */
const specifiers = (text: string): string[] => {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) found.push(m[1]);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]);
  for (const m of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(m[1]);
  return found;
};

/** A relative specifier as the source file it names, e.g. `../core/index.js` -> `src/core/index.ts`. */
const target = (from: string, spec: string): string | undefined => {
  if (!spec.startsWith('.')) return undefined;
  const path = relative(root, resolve(root, dirname(from), spec.replace(/\?.*$/, '')))
    .split('\\')
    .join('/');
  const stem = path.replace(/\.js$/, '');
  return [`${stem}.ts`, `${stem}.tsx`, path].find((p) => sources.includes(p)) ?? path;
};

const imports = new Map<string, { spec: string; to: string | undefined }[]>(
  sources.map((f) => [
    f,
    specifiers(readFileSync(join(root, f), 'utf8')).map((spec) => ({ spec, to: target(f, spec) })),
  ]),
);

/** The circles of the graph (Tarjan's strongly connected components of more than one file). */
const circles = (): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const { to } of imports.get(v) ?? []) {
      if (!to || !imports.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(v, Math.min(low.get(v)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of imports.keys()) if (!index.has(v)) visit(v);
  return found;
};

/** The browser app's folder of a file (`play`, `ui`, ...), `main` for the entry. */
const webFolder = (file: string): string | undefined => {
  const m = /^src\/web\/(?:([^/]+)\/)?[^/]+$/.exec(file) ?? /^src\/web\/([^/]+)\//.exec(file);
  if (!file.startsWith('src/web/')) return undefined;
  return m?.[1] ?? 'main';
};

const FEATURES = ['play', 'analysis', 'learn', 'tournament'];
/** What each folder of src/web may import besides itself and the libraries. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  i18n: [],
  engines: [],
  ui: ['i18n'],
  lib: ['ui', 'i18n', 'engines'],
  ...Object.fromEntries(FEATURES.map((f) => [f, ['lib', 'ui', 'engines', 'i18n']])),
  shell: ['lib', 'ui', 'engines', 'i18n', ...FEATURES],
  main: ['shell', 'lib', 'ui', 'engines', 'i18n', ...FEATURES],
};

/** The libraries' entries a page may import: `wedge`, `wedge/engine` (and the browser's engine, the
 * counterpart of `wedge/engine/node`) and `wedge/tournament`. */
const PUBLIC = [
  'src/core/index.ts',
  'src/engine/index.ts',
  'src/engine/browser.ts',
  'src/tournament/index.ts',
];

describe('the structure of src/', () => {
  it('reads the imports (a check of the checker: it finds the files and their arrows)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(imports.get('src/web/main.tsx')?.some((i) => i.to === 'src/web/shell/app.tsx')).toBe(true);
    // A dynamic import is an arrow too.
    expect(imports.get('src/web/shell/sections.tsx')?.some((i) => i.to === 'src/web/learn/learn.tsx')).toBe(
      true,
    );
  });

  it('has no import circles', () => {
    expect(circles()).toEqual([]);
  });

  it('layers the browser app: a feature never imports another feature, and only shell/ wires them', () => {
    const wrong: string[] = [];
    for (const [file, list] of imports) {
      const from = webFolder(file);
      if (!from) continue;
      for (const { to } of list) {
        const into = to && webFolder(to);
        if (!into || into === from) continue;
        if (!MAY_IMPORT[from]?.includes(into)) wrong.push(`${file} -> ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the page reach the libraries only through their public entries', () => {
    const wrong: string[] = [];
    for (const [file, list] of imports) {
      if (!file.startsWith('src/web/')) continue;
      for (const { to } of list)
        if (to && /^src\/(core|engine|tournament)\//.test(to) && !PUBLIC.includes(to))
          wrong.push(`${file} -> ${to}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps wedge/engine free of Node: nothing it imports, however deep, names a node: module', () => {
    const seen = new Set<string>();
    const nodeImports: string[] = [];
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { spec, to } of imports.get(file) ?? []) {
        if (spec.startsWith('node:')) nodeImports.push(`${file} -> ${spec}`);
        if (to && imports.has(to)) walk(to);
      }
    };
    walk('src/engine/index.ts');
    expect(seen.size).toBeGreaterThan(10);
    expect(nodeImports).toEqual([]);
    // The Node entry does reach Node (a check that the walk sees such imports).
    seen.clear();
    walk('src/engine/node-entry.ts');
    expect(nodeImports.length).toBeGreaterThan(0);
  });
});
