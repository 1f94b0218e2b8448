// The figures that Learn and the docs quote, measured by the commands that make them and written to
// src/web/learn/figures.json. Nothing in that file is typed by hand: each entry is this script's parse of
// a command's own output, with the command as written in the docs, the date, the commit and the load
// the machine was under. The lessons and the FAQ read the file; figures.test.ts checks that the docs
// quote it (docs/engine.md's ladder, docs/browser.md's 6x6 proof) and that its parsers read the
// commands' output as they print it today.
//
//   npm run figures [-- --only ladder|proof6x6] [--games 100]
//
// Uses the built command line (dist/cli/main.js; `npm run build:lib` first if it is missing). Each
// figure is written as soon as it is measured, so a stopped run keeps what it finished and `--only`
// measures one part again (two runs with different `--only` may go side by side). Run it under `nice` beside other work: the 6x6 proof's node count does not
// depend on the load, its seconds and the timed expert level do.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Figures, LadderFigure, Proof6x6Figure } from '../../src/web/learn/figures.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const FIGURES_FILE = 'src/web/learn/figures.json';
const OUT = join(ROOT, FIGURES_FILE);
// The page's module reads the file as it loads: a first run starts it empty.
if (!existsSync(OUT)) writeFileSync(OUT, `${JSON.stringify({ proof6x6: null, ladder: [] }, null, 2)}\n`);
const { LADDER, PROOF_6X6, parseFigures, parseMatchTotals, parseSolveLine } = await import(
  '../../src/web/learn/figures.js'
);
const CLI = join(ROOT, 'dist/cli/main.js');

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('--only');
if (only !== undefined && only !== 'ladder' && only !== 'proof6x6') {
  console.error(`--only must be ladder or proof6x6, got ${only}`);
  process.exit(2);
}
const games = Number(option('--games') ?? 100);
if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) {
  console.error(`--games must be an even number of at least 2, got ${option('--games')}`);
  process.exit(2);
}

if (!existsSync(CLI) || !existsSync(join(ROOT, 'build/kernel.wasm'))) {
  console.error('building the library and the kernel (npm run build:lib) ...');
  execFileSync('npm', ['run', 'build:lib'], { cwd: ROOT, stdio: 'inherit' });
}

const git = (...words: string[]): string =>
  execFileSync('git', words, { cwd: ROOT, encoding: 'utf8' }).trim();
/** What decides the figures: the engine, its data, and the two commands. */
const MEASURED_PATHS = [
  'src/engine',
  'data/weights',
  'data/book',
  'src/cli/commands/match.ts',
  'src/cli/commands/solve.ts',
];
/** The commit measured, marked when the engine's files differ from it. */
const commit = (): string => {
  const head = git('rev-parse', '--short=12', 'HEAD');
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', ...MEASURED_PATHS) !== '';
  return changed ? `${head} (with changes)` : head;
};
const today = (): string => new Date().toISOString().slice(0, 10);

/** The processor time a process has used so far, in seconds (Linux's /proc; undefined elsewhere). */
const cpuSecondsOf = (pid: number): number | undefined => {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command's name in parentheses: user and system
    // time in clock ticks (100 a second on Linux), the process's threads included.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};

/**
 * Runs the command line with `words`, stdin from `input`: its stdout, the wall-clock seconds it took and
 * the processor seconds it used (read every half second, so within that of the end), which on a busy
 * machine say more of the work than the wall clock does.
 */
const wedge = (
  words: readonly string[],
  input?: string,
): Promise<{ stdout: string; seconds: number; cpuSeconds: number | undefined }> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...words], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let cpuSeconds: number | undefined;
    const poll = setInterval(() => {
      cpuSeconds = (child.pid !== undefined ? cpuSecondsOf(child.pid) : undefined) ?? cpuSeconds;
    }, 500);
    let stdout = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      clearInterval(poll);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(poll);
      if (code === 0) resolve({ stdout, seconds: (performance.now() - started) / 1000, cpuSeconds });
      else reject(new Error(`wedge ${words.join(' ')} exited with ${code}`));
    });
    child.stdin.end(input ?? '');
  });

const load = (): Figures => {
  if (!existsSync(OUT)) return { proof6x6: null, ladder: [] };
  const read = parseFigures(JSON.parse(readFileSync(OUT, 'utf8')));
  if (!read.ok) throw new Error(`${FIGURES_FILE}: ${read.error}`);
  return read.value;
};

/** Writes the file whole (a temporary file renamed over it), formatted as the linter formats JSON. */
const save = (figures: Figures): void => {
  const text = `${JSON.stringify(figures, null, 2)}\n`;
  writeFileSync(`${OUT}.tmp`, text);
  renameSync(`${OUT}.tmp`, OUT);
  console.error(`wrote ${FIGURES_FILE}`);
};

/** Changes one part of the file as it is now (another run may have written the other part meanwhile:
 * `--only proof6x6` and `--only ladder` can run side by side). */
const update = (change: (figures: Figures) => Figures): void => save(change(load()));

const measureProof = async (): Promise<Proof6x6Figure> => {
  const loadAverage = loadavg()[0];
  const { stdout, seconds, cpuSeconds } = await wedge(PROOF_6X6.args, `${PROOF_6X6.obf}\n`);
  const solved = parseSolveLine(stdout);
  if (!solved.ok) throw new Error(solved.error);
  if (cpuSeconds === undefined) throw new Error('the processor time of the solve could not be read');
  return {
    command: PROOF_6X6.command,
    date: today(),
    commit: commit(),
    loadAverage: Math.round(loadAverage * 10) / 10,
    ...solved.value,
    wallSeconds: Math.round(seconds),
    cpuSeconds: Math.round(cpuSeconds),
  };
};

const measureRung = async (rung: (typeof LADDER)[number]): Promise<LadderFigure> => {
  const loadAverage = loadavg()[0];
  const words = rung.args(games);
  const { stdout, seconds } = await wedge(words);
  const totals = parseMatchTotals(stdout);
  if (!totals.ok) throw new Error(totals.error);
  return {
    a: rung.a,
    b: rung.b,
    command: rung.command(games),
    date: today(),
    commit: commit(),
    loadAverage: Math.round(loadAverage * 10) / 10,
    ...totals.value,
    wallSeconds: Math.round(seconds),
  };
};

load();
if (only === undefined || only === 'proof6x6') {
  console.error(`measuring: ${PROOF_6X6.command}`);
  const proof6x6 = await measureProof();
  update((figures) => ({ ...figures, proof6x6 }));
}
if (only === undefined || only === 'ladder') {
  for (const rung of LADDER) {
    console.error(`measuring: ${rung.command(games)}`);
    const measured = await measureRung(rung);
    update((figures) => {
      const others = figures.ladder.filter((r) => r.a !== rung.a || r.b !== rung.b);
      const ladder = [...others, measured].sort(
        (x, y) => LADDER.findIndex((r) => r.a === x.a) - LADDER.findIndex((r) => r.a === y.a),
      );
      return { ...figures, ladder };
    });
  }
}
