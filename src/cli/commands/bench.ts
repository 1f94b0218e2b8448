/**
 * `wedge bench`: the search signature, and the FFO endgame benchmark.
 *
 * The signature: fixed positions, a fixed depth and a fixed table size, each searched from empty
 * tables, so the total node count changes only when the search does; commits that change search
 * quote it (`Bench: N`). `--eval learned` runs the same searches with the learned evaluation, to
 * compare the evaluations' speed (the count then depends on the weights).
 *
 * `--ffo 40-49`: the FFO positions of that range solved exactly, one at a time from empty tables,
 * checked against their published scores, with the nodes and the CPU time of each.
 */

import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { type ObfEntry, parseMoveList, parseObf, parseObfFile } from '../../core/formats/index.js';
import { makeMove, type Position, replay } from '../../core/index.js';
import { EngineError, type Evaluation } from '../../engine/index.js';
import {
  buildOptions,
  createNodeEngine,
  ENGINE_BUILDS,
  type EngineBuild,
  type NodeEngineOptions,
  parseEngineBuild,
} from '../../engine/node-entry.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  parseHashOption,
  parseIntOption,
  parseThreadsOption,
  readText,
  runCommand,
  THREADS_HELP,
} from '../io.js';
import { formatScore, formatSpeed } from './bestmove.js';

/** Midgame positions as openings from the start (named lines of data/openings.txt). */
const MIDGAMES = [
  'F5d6C3d3C4f4C5b3C2e3', // Nicolet
  'F5d6C3d3C4f4F6g5E3f3G4h3G3f2', // No-Kung (Continuation)
  'F5d6C4d3C5f4E3f3C2b4B3', // Berner
  'F5d6C5f4E3c6D3f6E6d7G3c4', // Rose-Birth
  'F5f6E6d6C5e3D3g5E2b5', // Sailboat
  'F5f6E6d6F7e3D7e7C6c5D3', // Checkerboarding Peasant
];

/** Endgames solved exactly: FFO #20-#23 (fforum-20-39.obf), 6 to 18 empties. */
const ENDGAMES = [
  'XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X',
  'OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O',
  '--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O',
  '--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X',
];

export const BENCH_DEPTH = 10;
export const BENCH_HASH_BITS = 18;
/** FFO solves use a larger table: 2^22 entries (96 MB per table), as the published figures do. */
export const FFO_HASH_BITS = 22;
/** The FFO files, numbered from #20 (data/ffo/README.md names their source). */
const FFO_FILES = ['fforum-20-39.obf', 'fforum-40-49.obf', 'fforum-50-59.obf'];
const FFO_FIRST = 20;
const FFO_LAST = 59;

interface BenchOptions {
  depth?: string;
  hash?: string;
  eval?: string;
  ffo?: string;
  ffoDir?: string;
  engine?: string;
  /** false with --no-mpc: the current build without its Multi-ProbCut parameters. */
  mpc?: boolean;
  threads?: string;
}

/** The header's note of the thread count and the machine's load (a figure at two threads is a lower
 *  bound when other work shares the cores). */
const threadsNote = (threads: number): string =>
  `${threads === 1 ? 'one thread' : `${threads} threads`}, load average ${loadavg()[0].toFixed(2)} on ${availableParallelism()} cores`;

/** `learned` (the default of the levels) or `handwritten` (the heuristic); as `wedge match` reads it. */
const parseEvaluation = (text: string | undefined, fallback: Evaluation): Evaluation | CliFailure => {
  if (text === undefined) return fallback;
  if (text === 'learned') return 'best';
  if (text === 'handwritten') return 'heuristic';
  return badInput(`--eval must be learned or handwritten, got '${text}'`);
};

/** Reads `--engine` (a named build) into engine options for the evaluation in use; `--no-mpc` leaves
 *  the Multi-ProbCut parameters out (the v1 build has none). */
const engineOptions = (
  text: string | undefined,
  evaluator: Evaluation,
  mpc: boolean,
): { build: EngineBuild; options: NodeEngineOptions } | CliFailure => {
  const build = parseEngineBuild(text ?? 'current');
  if (build === undefined) return badInput(`--engine must be ${ENGINE_BUILDS.join(' or ')}, got '${text}'`);
  const built = buildOptions(build, evaluator !== 'heuristic');
  if (!built.ok) return failed(built.message);
  return { build, options: mpc ? built.options : { ...built.options, mpc: false } };
};

/** The build's name in a report line, with ", without Multi-ProbCut" for --no-mpc. */
const buildNote = (build: EngineBuild, mpc: boolean): string =>
  `${build === 'current' ? '' : `, engine ${build}`}${mpc ? '' : ', without Multi-ProbCut (--no-mpc)'}`;

const positionsOf = (): { name: string; position: Position; solve: boolean }[] => {
  const out: { name: string; position: Position; solve: boolean }[] = [];
  for (const line of MIDGAMES) {
    const game = parseMoveList(line);
    const end = game.ok ? replay(game.value) : game;
    if (!end.ok) throw new Error(`bench opening ${line}: ${end.error.message}`);
    out.push({ name: line, position: end.value, solve: false });
  }
  for (const [i, obf] of ENDGAMES.entries()) {
    const parsed = parseObf(obf);
    if (!parsed.ok) throw new Error(`bench endgame ${i}: ${parsed.error.message}`);
    out.push({ name: `FFO #${20 + i}`, position: parsed.value.position, solve: true });
  }
  return out;
};

const out = (line: string): boolean => process.stdout.write(`${line}\n`);

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const signature = async (options: BenchOptions): Promise<CliFailure | undefined> => {
  const depth = parseIntOption('--depth', options.depth, 1, 30);
  if (!depth.ok) return depth.error;
  const hash = parseHashOption(options.hash);
  if (!hash.ok) return hash.error;
  const evaluator = parseEvaluation(options.eval, 'heuristic');
  if (typeof evaluator !== 'string') return evaluator;
  const built = engineOptions(options.engine, evaluator, options.mpc !== false);
  if (!('build' in built)) return built;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const d = depth.value ?? BENCH_DEPTH;
  const bits = hash.value ?? BENCH_HASH_BITS;
  const engine = createNodeEngine({ ...built.options, hashBits: bits, threads: threads.value ?? 1 });
  let nodes = 0;
  let ms = 0;
  let cpu = 0;
  const midgame = { nodes: 0, ms: 0, cpu: 0 };
  try {
    // Starts the worker and loads the kernel outside the measured time.
    await engine.bestMove(positionsOf()[0].position, { depth: 1, fresh: true, evaluator });
    for (const { name, position, solve } of positionsOf()) {
      const cpu0 = cpuSeconds();
      const r = solve
        ? await engine.solve(position, { fresh: true, evaluator })
        : await engine.bestMove(position, { depth: d, fresh: true, evaluator });
      const cpuUsed = cpuSeconds() - cpu0;
      nodes += r.nodes;
      ms += r.timeMs;
      cpu += cpuUsed;
      if (!solve) {
        midgame.nodes += r.nodes;
        midgame.ms += r.timeMs;
        midgame.cpu += cpuUsed;
      }
      out(
        `${name.padEnd(30)} ${solve ? 'solve   ' : `depth ${String(d).padEnd(2)}`} ${makeMove(r.move).padEnd(2)} ` +
          `nodes ${String(r.nodes).padStart(10)}  ${String(r.timeMs).padStart(6)} ms ${cpuUsed.toFixed(2).padStart(7)} cpu-s`,
      );
    }
  } catch (error) {
    return failed(error instanceof EngineError ? `${error.code}: ${error.message}` : String(error));
  } finally {
    await engine.close();
  }
  const speed = ms > 0 ? (nodes * 1000) / ms : 0;
  out(
    `bench: depth ${d}, hash ${bits} bits, ${evaluator === 'heuristic' ? 'heuristic' : 'learned'} evaluation, ` +
      `empty tables before each position${buildNote(built.build, options.mpc !== false)}` +
      (engine.threads > 1 ? `, ${threadsNote(engine.threads)} (the first thread's nodes: no signature)` : ''),
  );
  out(
    `midgame (the six searches): ${midgame.nodes} nodes, ${midgame.ms} ms, ${midgame.cpu.toFixed(2)} CPU-s, ` +
      `${(midgame.cpu > 0 ? midgame.nodes / midgame.cpu / 1e6 : 0).toFixed(2)} M nodes per CPU-second`,
  );
  out(`Nodes searched: ${nodes}`);
  out(`Total time (ms): ${ms}`);
  out(`CPU seconds: ${cpu.toFixed(2)}`);
  out(`Nodes/second: ${Math.round(speed)} (${formatSpeed(speed)})`);
  return undefined;
};

/** Reads `--ffo 40-49` (or one number) within the FFO files' numbers. */
const parseRange = (text: string): [number, number] | CliFailure => {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text.trim());
  const first = m ? Number(m[1]) : Number.NaN;
  const last = m ? Number(m[2] ?? m[1]) : Number.NaN;
  if (!m || first < FFO_FIRST || last > FFO_LAST || first > last)
    return badInput(
      `--ffo must be a range of FFO numbers from ${FFO_FIRST} to ${FFO_LAST}, e.g. 40-49, got '${text}'`,
    );
  return [first, last];
};

/** The FFO positions #20-#59 from their files, in order. */
const loadFfo = async (dir: string): Promise<ObfEntry[] | CliFailure> => {
  const entries: ObfEntry[] = [];
  for (const name of FFO_FILES) {
    const path = join(dir, name);
    const text = await readText(path);
    if (!text.ok) return text.error;
    const parsed = parseObfFile(text.value);
    if (!parsed.ok) return badInput(describeFormatError(path, parsed.error));
    entries.push(...parsed.value);
  }
  if (entries.length !== FFO_LAST - FFO_FIRST + 1)
    return badInput(`${dir}: ${entries.length} FFO positions, expected #${FFO_FIRST}-#${FFO_LAST}`);
  return entries;
};

const ffo = async (text: string, options: BenchOptions): Promise<CliFailure | undefined> => {
  const range = parseRange(text);
  if (!Array.isArray(range)) return range;
  const hash = parseHashOption(options.hash);
  if (!hash.ok) return hash.error;
  const evaluator = parseEvaluation(options.eval, 'best');
  if (typeof evaluator !== 'string') return evaluator;
  const dir = options.ffoDir ?? fileURLToPath(new URL('../../../data/ffo', import.meta.url));
  const entries = await loadFfo(dir);
  if (!Array.isArray(entries)) return entries;
  const built = engineOptions(options.engine, evaluator, options.mpc !== false);
  if (!('build' in built)) return built;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const bits = hash.value ?? FFO_HASH_BITS;
  const engine = createNodeEngine({ ...built.options, hashBits: bits, threads: threads.value ?? 1 });
  const [first, last] = range;
  out(
    `FFO #${first}-#${last}: hash ${bits} bits, ${evaluator === 'heuristic' ? 'hand-written' : 'learned'} evaluation, ` +
      `${threadsNote(engine.threads)}, empty tables before each position${buildNote(built.build, options.mpc !== false)}`,
  );
  out('#    empties  move  score  expected  ok     nodes          time s    cpu s  M nodes/cpu-s');
  let wrong = 0;
  let nodes = 0;
  let wall = 0;
  let cpu = 0;
  try {
    // Starts the worker and loads the kernel (and the weights) outside the measured time.
    await engine.bestMove(entries[0].position, { depth: 1, fresh: true });
    for (let id = first; id <= last; id++) {
      const { position, solutions } = entries[id - FFO_FIRST];
      const cpu0 = cpuSeconds();
      const r = await engine.solve(position, { fresh: true, evaluator });
      const cpuUsed = cpuSeconds() - cpu0;
      const best = solutions[0].score;
      const right =
        r.exact && r.score === best && solutions.some((s) => s.score === best && s.move === r.move);
      if (!right) wrong++;
      nodes += r.nodes;
      wall += r.timeMs / 1000;
      cpu += cpuUsed;
      out(
        `#${id}  ${String(position.empties().size()).padStart(7)}  ${makeMove(r.move).padEnd(4)}  ` +
          `${formatScore(r.score).padStart(5)}  ${formatScore(best).padStart(8)}  ${right ? 'OK   ' : 'WRONG'}` +
          `${String(r.nodes).padStart(14)}  ${(r.timeMs / 1000).toFixed(2).padStart(9)}  ${cpuUsed.toFixed(2).padStart(7)}` +
          `  ${(r.nodes / cpuUsed / 1e6).toFixed(1).padStart(13)}`,
      );
    }
  } catch (error) {
    return failed(error instanceof EngineError ? `${error.code}: ${error.message}` : String(error));
  } finally {
    await engine.close();
  }
  const count = last - first + 1;
  out(
    `total: ${count - wrong}/${count} right, ${nodes} nodes, ${wall.toFixed(2)} s, ` +
      `${cpu.toFixed(2)} CPU-s, ${(nodes / cpu / 1e6).toFixed(1)} M nodes/CPU-s` +
      (engine.threads > 1
        ? ` (the first thread's nodes; CPU of all), load average now ${loadavg()[0].toFixed(2)}`
        : ''),
  );
  return wrong > 0 ? failed(`${wrong} of ${count} FFO positions solved wrong`) : undefined;
};

const bench = async (options: BenchOptions): Promise<CliFailure | undefined> =>
  options.ffo === undefined ? signature(options) : ffo(options.ffo, options);

/** Registers `wedge bench`. */
export const registerBench = (program: Command): void => {
  program
    .command('bench')
    .description(
      'search signature (fixed positions, depth and table size: total nodes and speed), or FFO solves',
    )
    .option('-d, --depth <plies>', `midgame depth (default ${BENCH_DEPTH}: the signature)`)
    .option(
      '--hash <bits>',
      `transposition tables of 2^bits entries each (10-25, default ${BENCH_HASH_BITS}; ${FFO_HASH_BITS} with --ffo)`,
    )
    .option('--eval <evaluation>', 'handwritten (the signature) or learned (the default with --ffo)')
    .option('--ffo <range>', `solve FFO positions exactly, e.g. 40-49 (#${FFO_FIRST}-#${FFO_LAST})`)
    .option(
      '--engine <build>',
      "kernel and weights: current (default), v1 (issue 10's, frozen) or v2 (issue 14's, frozen)",
    )
    .option('--no-mpc', 'the current build without its Multi-ProbCut parameters (data/weights/mpc.json)')
    .option('--threads <n>', THREADS_HELP)
    .option(
      '--ffo-dir <dir>',
      'folder of fforum-20-39.obf, fforum-40-49.obf and fforum-50-59.obf (default: data/ffo)',
    )
    .action(runCommand('bench', bench));
};
