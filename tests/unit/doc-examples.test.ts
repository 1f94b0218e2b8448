// Every shell example of README.md and docs/*.md runs as written (issue #23): each line of a fenced
// ```sh block is run with bash in a folder made like a fresh clone after `npm install` (the files git
// would clone, node_modules and the built dist/ and build/ linked in), offline, with no input, and must
// exit 0. A block's fence may say otherwise, and says why (docs/testing.md, "Examples in the docs"):
//
//   ```sh exit=2                          every line of the block is expected to exit 2
//   ```sh not-run: <reason>               the block is listed here as skipped, with its reason
//
// Nothing is skipped without a word: a not-run block shows as a skipped test named by its file, line
// and reason, and an unknown word after `sh` fails the test.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One command of a doc: where it is, what its block expects, and its text (continuations joined). */
interface Example {
  readonly file: string;
  readonly line: number;
  /** The line of its block's fence: the commands of a block run in order, one after another. */
  readonly block: number;
  readonly command: string;
  readonly exit: number;
  /** Why the block is not run, when it is not. */
  readonly notRun?: string;
}

/** The markdown files whose examples are run. */
const docFiles = (): string[] => [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** Reads a fence's info string after `sh`: the expected exit code and the reason not to run it. */
const readInfo = (info: string, where: string): { exit: number; notRun?: string } => {
  const rest = info.replace(/^sh\b/, '').trim();
  if (rest === '') return { exit: 0 };
  const notRun = /^not-run:\s*(\S.*)$/.exec(rest);
  if (notRun) return { exit: 0, notRun: notRun[1] };
  const exit = /^exit=(\d+)$/.exec(rest);
  if (exit) return { exit: Number(exit[1]) };
  throw new Error(`${where}: unknown marker after sh: "${rest}" (exit=N or not-run: <reason>)`);
};

/** Every command of every ```sh block: one a line, `\` continuing a line, `#` lines skipped. */
const examples = (): Example[] => {
  const found: Example[] = [];
  for (const file of docFiles()) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    let block: { exit: number; notRun?: string } | undefined;
    let fenceLine = 0;
    let inFence = false;
    let command = '';
    let start = 0;
    lines.forEach((text, i) => {
      const fence = /^```(.*)$/.exec(text);
      if (fence) {
        inFence = !inFence;
        block = inFence && /^sh\b/.test(fence[1]) ? readInfo(fence[1], `${file}:${i + 1}`) : undefined;
        fenceLine = i + 1;
        return;
      }
      if (block === undefined || text.trim() === '' || (command === '' && text.trim().startsWith('#')))
        return;
      if (command === '') start = i + 1;
      if (text.endsWith('\\')) {
        command += `${text.slice(0, -1)} `;
        return;
      }
      found.push({ file, line: start, block: fenceLine, command: command + text, ...block });
      command = '';
    });
  }
  return found;
};

/** The newest modification time of the files under a folder (tests excluded), in ms. */
const newest = (dir: string): number => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
      latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
};

/**
 * A folder like a fresh clone after `npm install`: the files git would give (tracked, and new ones not
 * ignored, so that a change is tested before it is committed), node_modules linked, and the built
 * build/ (the kernel) and dist/ (the command) linked too, or dist/ built afresh here when the sources
 * are newer than it (`npm install` builds it from the sources, so the examples must see those).
 */
const makeClone = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'wedge-docs-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString('utf8')
    .split('\0')
    .filter((f) => f !== '' && existsSync(join(ROOT, f)));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(ROOT, f), join(dir, f));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'build'), join(dir, 'build'));
  const main = join(ROOT, 'dist/cli/main.js');
  const sources = ['core', 'engine', 'cli', 'tournament'].map((d) => newest(join(ROOT, 'src', d)));
  if (existsSync(main) && statSync(main).mtimeMs >= Math.max(...sources))
    symlinkSync(join(ROOT, 'dist'), join(dir, 'dist'));
  else
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.build.json')],
      { cwd: dir, stdio: 'inherit' },
    );
  return dir;
};

/** Runs one command with bash in `cwd`, no input, offline; its exit code and what it wrote. */
const run = (
  command: string,
  cwd: string,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', command], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
        NO_COLOR: '1',
        // Anything that would reach for the registry fails at once instead.
        npm_config_offline: 'true',
        npm_config_registry: 'http://127.0.0.1:9/',
      },
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      output += `\n(stopped after ${timeoutMs / 1000} s)`;
      process.kill(-child.pid!, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

/** The longest an example may run: the examples are kept short (docs/testing.md). */
const TIMEOUT_MS = 120_000;
/** How long a test may wait for the commands before it in its block and for its own. */
const TEST_TIMEOUT_MS = 600_000;

/** The last command started of each block: the next one of the block waits for it. */
const blockTail = new Map<string, Promise<unknown>>();

const all = examples();
let clone = '';

beforeAll(() => {
  clone = makeClone();
}, 300_000);

afterAll(() => {
  if (clone) rmSync(clone, { recursive: true, force: true });
});

// Blocks run side by side (vitest's maxConcurrency, 5 by default), the lines of a block in order.
describe.concurrent('the shell examples of README.md and docs/', () => {
  it('are found, none says npx wedge, and the blocks not run are few and say why', () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((e) => /\bnpx wedge\b/.test(e.command))).toEqual([]);
    const notRun = new Set(all.filter((e) => e.notRun).map((e) => `${e.file}: ${e.notRun}`));
    expect(notRun.size).toBeLessThanOrEqual(9);
  });

  for (const e of all) {
    const title = `${e.file}:${e.line}: ${e.command.length > 100 ? `${e.command.slice(0, 97)}...` : e.command}`;
    if (e.notRun) {
      it.skip(`${title} (not run: ${e.notRun})`, () => {});
      continue;
    }
    const key = `${e.file}:${e.block}`;
    const before = blockTail.get(key) ?? Promise.resolve();
    let done!: () => void;
    blockTail.set(key, new Promise<void>((resolve) => (done = resolve)));
    it(
      `${title}${e.exit === 0 ? '' : ` (exits ${e.exit})`}`,
      async () => {
        try {
          await before;
          const r = await run(e.command, clone, TIMEOUT_MS);
          expect({ code: r.code, output: r.code === e.exit ? '' : r.output }).toEqual({
            code: e.exit,
            output: '',
          });
        } finally {
          done();
        }
      },
      TEST_TIMEOUT_MS,
    );
  }
});

// The working tree is left as it was: every example ran in the copy.
afterAll(() => {
  const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT })
    .toString('utf8')
    .split('\n')
    .filter((l) => /^.. data\/|^.. docs\//.test(l));
  expect(status).toEqual([]);
});
