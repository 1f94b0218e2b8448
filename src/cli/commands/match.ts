/**
 * `wedge match`: two levels play pairs of games from the same openings with colours swapped; the
 * totals are printed from A's side. `--time-scale` shrinks the levels' clocks for a busy machine;
 * `--depth`/`--exact` give both sides the same fixed depth instead, and with `--eval-a`/`--eval-b`
 * that measures one evaluation against the other alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { makeMoveList, parseMoveList, quote } from '../../core/formats/index.js';
import type { Move } from '../../core/index.js';
import {
  buildOptions,
  createNodeEngine,
  ENGINE_BUILDS,
  type EngineBuild,
  type GameSummary,
  type NodeEngineOptions,
  parseEngineBuild,
  parseLevel,
  playMatch,
} from '../../engine/index.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  fileName,
  parseIntOption,
  parsePositiveOption,
  parseThreadsOption,
  parseVariantOption,
  readText,
  runCommand,
  THREADS_HELP,
  VARIANT_HELP,
} from '../io.js';

interface MatchCliOptions {
  a?: string;
  b?: string;
  games?: string;
  openings?: string;
  seed?: string;
  timeScale?: string;
  variant?: string;
  evalA?: string;
  evalB?: string;
  engineA?: string;
  engineB?: string;
  depth?: string;
  exact?: string;
  plies?: string;
  parallel?: string;
  threads?: string;
  quiet?: boolean;
}

/** 'learned', 'handwritten', or the path of a weights file (another learned evaluation). */
type EvaluationChoice = string;

/** Reads `--eval-a`/`--eval-b`: the learned patterns (the default), the hand-written evaluation, or
 *  a weights file such as data/weights/wedge-eval-v1.bin (new weights against older ones). */
const parseEvaluation = (flag: string, text: string | undefined): EvaluationChoice | CliFailure => {
  if (text === undefined || text === 'learned' || text === 'handwritten') return text ?? 'learned';
  // A weights file starts with "WEV1" (tools/train/weights-file.ts); anything else is refused here
  // rather than falling back to the hand-written evaluation in the worker.
  const head = existsSync(text) ? readFileSync(text).subarray(0, 4).toString('latin1') : '';
  return head === 'WEV1'
    ? text
    : badInput(`${flag} must be learned, handwritten or a weights file, got ${quote(text)}`);
};

/** Openings from a file of lines `<moves> <name>` (data/openings.txt); `#` starts a comment. */
const loadOpenings = async (path: string): Promise<Move[][] | CliFailure> => {
  const text = await readText(path);
  if (!text.ok) return text.error;
  const openings: Move[][] = [];
  for (const [i, line] of text.value.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const moves = trimmed.split(/\s+/)[0];
    const game = parseMoveList(moves);
    if (!game.ok) return badInput(describeFormatError(`${fileName(path)}: line ${i + 1}`, game.error));
    openings.push(game.value.moves.map((m) => m.move));
  }
  if (openings.length === 0) return badInput(`${fileName(path)}: no openings`);
  return openings;
};

/** Reads `--engine-a`/`--engine-b` (a named build, src/engine/builds.ts) into that side's engine
 *  options, with the side's evaluation: a weights file replaces the build's own weights. */
const engineOptions = (
  flag: string,
  text: string | undefined,
  evaluation: EvaluationChoice,
): { build: EngineBuild; options: NodeEngineOptions } | CliFailure => {
  const build = parseEngineBuild(text ?? 'current');
  if (build === undefined) return badInput(`${flag} must be ${ENGINE_BUILDS.join(' or ')}, got '${text}'`);
  const built = buildOptions(build, evaluation !== 'handwritten');
  if (!built.ok) return failed(built.message);
  const file = evaluation !== 'learned' && evaluation !== 'handwritten';
  return { build, options: file ? { ...built.options, weights: evaluation } : built.options };
};

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const match = async (options: MatchCliOptions): Promise<CliFailure | undefined> => {
  const a = parseLevel(options.a ?? '');
  const b = parseLevel(options.b ?? '');
  if (a === undefined || b === undefined)
    return badInput(
      `--a and --b must be easy, medium, hard or expert, got ${quote(options.a ?? '')} and ${quote(options.b ?? '')}`,
    );
  const games = parseIntOption('--games', options.games ?? '2', 1, 100_000);
  if (!games.ok) return games.error;
  const seed = parseIntOption('--seed', options.seed ?? '1', 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;
  const scale = parsePositiveOption('--time-scale', options.timeScale, 100);
  if (!scale.ok) return scale.error;
  const timeScale = scale.value ?? 1;
  const parsedVariant = parseVariantOption(options.variant);
  if (!parsedVariant.ok) return parsedVariant.error;
  const variant = parsedVariant.value;
  const evalA = parseEvaluation('--eval-a', options.evalA);
  if (typeof evalA !== 'string') return evalA;
  const evalB = parseEvaluation('--eval-b', options.evalB);
  if (typeof evalB !== 'string') return evalB;
  const engineA = engineOptions('--engine-a', options.engineA, evalA);
  if (!('build' in engineA)) return engineA;
  const engineB = engineOptions('--engine-b', options.engineB, evalB);
  if (!('build' in engineB)) return engineB;
  const depth = parseIntOption('--depth', options.depth, 1, 60);
  if (!depth.ok) return depth.error;
  const exact = parseIntOption('--exact', options.exact, 0, 60);
  if (!exact.ok) return exact.error;
  if (exact.value !== undefined && depth.value === undefined) return badInput('--exact goes with --depth');
  const plies = parseIntOption('--plies', options.plies, 0, 60);
  if (!plies.ok) return plies.error;
  const parallel = parseIntOption('--parallel', options.parallel, 1, 16);
  if (!parallel.ok) return parallel.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  let openings: Move[][] | undefined;
  if (options.openings !== undefined) {
    const loaded = await loadOpenings(options.openings);
    if (!Array.isArray(loaded)) return loaded;
    openings = loaded;
  }
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  out(
    `match: A = ${a}, B = ${b}, ${games.value} games, seed ${seed.value}, ` +
      `${openings ? `${openings.length} openings from ${options.openings}` : `random ${plies.value ?? 6}-ply openings`}` +
      (depth.value !== undefined
        ? `, depth ${depth.value} and exact from ${exact.value ?? 0} empties for both, no clock`
        : timeScale !== 1
          ? `, time budgets scaled by ${timeScale} (--time-scale)`
          : '') +
      (evalA !== evalB ? `, evaluation A ${evalA}, B ${evalB}` : '') +
      (engineA.build !== engineB.build ? `, engine A ${engineA.build}, B ${engineB.build}` : '') +
      (parallel.value !== undefined && parallel.value > 1 ? `, ${parallel.value} games at a time` : '') +
      (threads.value !== undefined && threads.value > 1 ? `, ${threads.value} search threads each` : ''),
  );
  // A worker without the learned weights searches with the hand-written evaluation.
  const engines = Array.from(
    { length: parallel.value ?? 1 },
    () =>
      [
        createNodeEngine({ ...engineA.options, threads: threads.value ?? 1 }),
        createNodeEngine({ ...engineB.options, threads: threads.value ?? 1 }),
      ] as const,
  );
  const onGame = (g: GameSummary): void => {
    if (options.quiet) return;
    out(
      `game ${g.index}: A ${g.aColor} ${g.result} ${g.black}-${g.white} (A ${signed(g.aDiff)}) ` +
        `opening ${makeMoveList(g.opening as Move[]) || '-'}`,
    );
  };
  try {
    const s = await playMatch(engines, {
      a,
      b,
      games: games.value!,
      seed: seed.value!,
      timeScale,
      ...(openings ? { openings } : {}),
      ...(variant ? { variant } : {}),
      ...(depth.value === undefined ? {} : { depth: depth.value, exactEmpties: exact.value ?? 0 }),
      ...(plies.value === undefined ? {} : { randomPlies: plies.value }),
      onGame,
    });
    const percent = ((100 * s.points) / s.games).toFixed(1);
    out(
      `A (${a}) vs B (${b}): ${s.wins} wins, ${s.draws} draws, ${s.losses} losses; ` +
        `${s.points} points of ${s.games} (${percent}%); disc difference ${signed(s.discDiff)} ` +
        `(${signed(Math.round((10 * s.discDiff) / s.games) / 10)} a game)`,
    );
    return undefined;
  } catch (error) {
    return failed(String(error instanceof Error ? error.message : error));
  } finally {
    await Promise.all(engines.flat().map((engine) => engine.close()));
  }
};

/** Registers `wedge match`. */
export const registerMatch = (program: Command): void => {
  program
    .command('match')
    .description('play two levels against each other: pairs of games from one opening, colours swapped')
    .option('--a <level>', 'level of player A: easy, medium, hard or expert')
    .option('--b <level>', 'level of player B')
    .option('-n, --games <n>', 'number of games (default 2)')
    .option('--openings <file>', 'openings, one per line as in data/openings.txt (default: random)')
    .option('--seed <n>', 'seed for random openings and the levels (default 1)')
    .option('--time-scale <factor>', "multiply the levels' time budgets, e.g. 0.1 on a busy machine")
    .option('--variant <variant>', VARIANT_HELP)
    .option('--eval-a <evaluation>', 'evaluation of A: learned (default), handwritten or a weights file')
    .option('--eval-b <evaluation>', 'evaluation of B: learned (default), handwritten or a weights file')
    .option('--engine-a <build>', "kernel and weights of A: current (default) or v1 (issue 10's, frozen)")
    .option('--engine-b <build>', 'kernel and weights of B: current (default) or v1')
    .option('-d, --depth <plies>', 'both sides search to this depth, without a clock (equal depth)')
    .option('--exact <empties>', 'with --depth: both sides solve exactly from this many empties (default 0)')
    .option('--plies <n>', 'length of the random openings (default 6)')
    .option('--parallel <n>', 'games played at the same time, each on its own pair of engines (default 1)')
    .option('--threads <n>', `${THREADS_HELP}; both sides (a v1 side runs one)`)
    .option('-q, --quiet', 'print only the totals')
    .action(runCommand('match', match));
};
