/**
 * `wedge match`: two players play pairs of games from the same openings with colours swapped; the
 * totals are printed from A's side. A player is a Wedge level or an NBoard engine
 * (`nboard:<command>`, started once for each game played at a time). `--clock 5+0` plays every game
 * on a time control; `--time-scale` shrinks the levels' own budgets for a busy machine;
 * `--depth`/`--exact` give both sides the same fixed depth instead, and with `--eval-a`/`--eval-b`
 * that measures one evaluation against the other alone.
 *
 * Faults: an NBoard engine that cannot be started, or does not answer `nboard 2` and `ping` with
 * `pong` within `--timeout`, stops the command before the first game (exit 2). One that fails during
 * a game (it ends, writes a line that is not of the protocol, plays an illegal move or says nothing
 * before its deadline) forfeits that game, recorded as the narrowest win for the other side, with a
 * line on stderr naming it and what it said; it is started afresh for its next game.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import {
  type Move,
  makeMoveList,
  makeTimeControl,
  type Position,
  parseMoveList,
  parseTimeControl,
  printable,
  quote,
  type TimeControl,
} from '../../core/index.js';
import {
  type Engine,
  type GameSummary,
  type Level,
  levelPlayer,
  type MatchClock,
  type MatchPlayer,
  parseLevel,
  playMatch,
} from '../../engine/index.js';
import {
  buildOptions,
  createNodeEngine,
  ENGINE_BUILDS,
  type EngineBuild,
  mpcOption,
  type NodeEngineOptions,
  parseEngineBuild,
  readWeights,
} from '../../engine/node-entry.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  fileName,
  parseIntOption,
  parsePositiveOption,
  parseSecondsOption,
  parseThreadsOption,
  parseVariantOption,
  readText,
  runCommand,
  THREADS_HELP,
  VARIANT_HELP,
} from '../io.js';
import { openProgram, splitCommand } from '../nboard/channel.js';
import { NboardPlayer } from '../nboard/player.js';

interface MatchCliOptions {
  a?: string;
  b?: string;
  games?: string;
  openings?: string;
  seed?: string;
  timeScale?: string;
  moveTime?: string;
  variant?: string;
  evalA?: string;
  evalB?: string;
  engineA?: string;
  engineB?: string;
  mpcA?: string;
  mpcB?: string;
  depth?: string;
  exact?: string;
  plies?: string;
  parallel?: string;
  clock?: string;
  timeout?: string;
  threads?: string;
  quiet?: boolean;
  /** False with --no-book: the levels search every move. */
  book?: boolean;
}

/** A side of the match as given: a Wedge level, or an NBoard engine's command line split into words. */
type PlayerChoice =
  | { readonly kind: 'level'; readonly level: Level }
  | { readonly kind: 'nboard'; readonly name: string; readonly words: readonly string[] };

const NBOARD_PREFIX = 'nboard:';

/** The longest command a match's lines show as typed (a path to an engine can be long). */
const NAME_LIMIT = 200;

/** Reads `--a`/`--b`: a level, or `nboard:<command>` (the command quoted or not). */
const parsePlayer = (flag: string, text: string | undefined): PlayerChoice | CliFailure => {
  const level = parseLevel(text ?? '');
  if (level !== undefined) return { kind: 'level', level };
  if (text?.toLowerCase().startsWith(NBOARD_PREFIX)) {
    let command = text.slice(NBOARD_PREFIX.length).trim();
    // `nboard:"edax -q"` from a program that passes the quotes on: one layer is the whole command.
    const quoted = /^(["'])(.*)\1$/s.exec(command);
    if (quoted && !quoted[2].includes(quoted[1])) command = quoted[2];
    const words = splitCommand(command);
    if (!words.ok) return badInput(`${flag} ${quote(text)}: ${words.error}`);
    // How the lines of the match name it: as typed when it fits a line and is plain, else quoted and cut.
    const shown = command.length <= NAME_LIMIT && printable(command) === command ? command : quote(command);
    return { kind: 'nboard', name: `${NBOARD_PREFIX}${shown}`, words: words.value };
  }
  return badInput(
    `${flag} must be easy, medium, hard, expert or nboard:"<command>" (an NBoard engine), got ${quote(text ?? '')}`,
  );
};

/** The hard level's time for each move of the play-out after a flag (as the page plays it out). */
const PLAY_OUT_MOVE_MS = 100;

/** The play-out after a flag, on one engine started when first needed; calls wait their turn, since
 * games played at the same time may flag together. */
const playOut = (): { complete: MatchClock['complete']; close(): Promise<void> } => {
  let engine: Engine | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    complete: (position: Position) => {
      const next = queue.then(async () => {
        engine ??= createNodeEngine();
        return (await engine.bestMove(position, { level: 'hard', timeMs: PLAY_OUT_MOVE_MS })).move;
      });
      queue = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      await engine?.close();
    },
  };
};

/** 'learned', 'handwritten', or the path of a weights file (another learned evaluation). */
type EvaluationChoice = string;

/** Reads `--eval-a`/`--eval-b`: the learned patterns (the default), the hand-written evaluation, or
 *  a weights file such as data/weights/wedge-eval-v1.bin (new weights against older ones). */
const parseEvaluation = (flag: string, text: string | undefined): EvaluationChoice | CliFailure => {
  if (text === undefined || text === 'learned' || text === 'handwritten') return text ?? 'learned';
  // A weights file ("WEV1" or "WEV2", tools/train/weights-file.ts) is checked whole here (header,
  // length, checksum: readWeights) rather than left to the worker, which would fall back to the
  // hand-written evaluation under the file's name.
  const head = existsSync(text) ? readFileSync(text).subarray(0, 4).toString('latin1') : '';
  if (head !== 'WEV1' && head !== 'WEV2')
    return badInput(`${flag} must be learned, handwritten or a weights file, got ${quote(text)}`);
  const checked = readWeights(new Uint8Array(readFileSync(text)));
  return checked.ok ? text : badInput(`${flag} ${fileName(text)}: ${checked.error.message}`);
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
  mpc: { readonly flag: string; readonly text: string | undefined },
): { build: EngineBuild; options: NodeEngineOptions } | CliFailure => {
  const build = parseEngineBuild(text ?? 'current');
  if (build === undefined) return badInput(`${flag} must be ${ENGINE_BUILDS.join(' or ')}, got '${text}'`);
  const built = buildOptions(build, evaluation !== 'handwritten');
  if (!built.ok) return failed(built.message);
  const file = evaluation !== 'learned' && evaluation !== 'handwritten';
  const options = file ? { ...built.options, weights: evaluation } : built.options;
  if (mpc.text === undefined) return { build, options };
  if (build !== 'current' || evaluation === 'handwritten')
    return badInput(`${mpc.flag} is for the current build with learned weights`);
  const chosen = mpcOption(mpc.text, file ? evaluation : undefined);
  if (!chosen.ok) return badInput(`${mpc.flag}: ${chosen.message}`);
  return { build, options: { ...options, mpc: chosen.mpc } };
};

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

const match = async (options: MatchCliOptions): Promise<CliFailure | undefined> => {
  const a = parsePlayer('--a', options.a);
  if (!('kind' in a)) return a;
  const b = parsePlayer('--b', options.b);
  if (!('kind' in b)) return b;
  const games = parseIntOption('--games', options.games ?? '2', 1, 100_000);
  if (!games.ok) return games.error;
  const seed = parseIntOption('--seed', options.seed ?? '1', 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;
  const scale = parsePositiveOption('--time-scale', options.timeScale, 100);
  if (!scale.ok) return scale.error;
  const timeScale = scale.value ?? 1;
  const moveTime = parseIntOption('--move-time', options.moveTime, 10, 3_600_000);
  if (!moveTime.ok) return moveTime.error;
  if (
    moveTime.value !== undefined &&
    (options.timeScale !== undefined || options.clock !== undefined || options.depth !== undefined)
  )
    return badInput(
      '--move-time gives every move the same time: leave out --time-scale, --clock and --depth',
    );
  const parsedVariant = parseVariantOption(options.variant);
  if (!parsedVariant.ok) return parsedVariant.error;
  const variant = parsedVariant.value;
  const evalA = parseEvaluation('--eval-a', options.evalA);
  if (typeof evalA !== 'string') return evalA;
  const evalB = parseEvaluation('--eval-b', options.evalB);
  if (typeof evalB !== 'string') return evalB;
  for (const [flag, side, given] of [
    ['--eval-a', a, options.evalA],
    ['--eval-b', b, options.evalB],
    ['--engine-a', a, options.engineA],
    ['--engine-b', b, options.engineB],
    ['--mpc-a', a, options.mpcA],
    ['--mpc-b', b, options.mpcB],
  ] as const)
    if (side.kind === 'nboard' && given !== undefined)
      return badInput(`${flag} is for a Wedge level, and that player is ${side.name}`);
  const engineA = engineOptions('--engine-a', options.engineA, evalA, {
    flag: '--mpc-a',
    text: options.mpcA,
  });
  if (!('build' in engineA)) return engineA;
  const engineB = engineOptions('--engine-b', options.engineB, evalB, {
    flag: '--mpc-b',
    text: options.mpcB,
  });
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
  let control: TimeControl | undefined;
  if (options.clock !== undefined) {
    const parsed = parseTimeControl(options.clock);
    if (!parsed.ok) return badInput(describeFormatError('--clock', parsed.error));
    if (depth.value !== undefined) return badInput('--depth plays without a clock: give --depth or --clock');
    control = parsed.value;
  }
  const timeout = parseSecondsOption('--timeout', options.timeout);
  if (!timeout.ok) return timeout.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  let openings: Move[][] | undefined;
  if (options.openings !== undefined) {
    const loaded = await loadOpenings(options.openings);
    if (!Array.isArray(loaded)) return loaded;
    openings = loaded;
  }
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  const engines: Engine[] = [];
  const nboards: { readonly flag: string; readonly player: NboardPlayer }[] = [];
  const referee = playOut();
  const fixed =
    depth.value === undefined
      ? moveTime.value === undefined
        ? {}
        : { moveTimeMs: moveTime.value }
      : { depth: depth.value, exactEmpties: exact.value ?? 0 };
  /** One player for one pair of the match: a level on its own engine, or its own engine program. */
  const makePlayer = (flag: string, choice: PlayerChoice, engineChoice: NodeEngineOptions): MatchPlayer => {
    if (choice.kind === 'level') {
      // A worker without the learned weights searches with the hand-written evaluation.
      const engine = createNodeEngine({
        ...engineChoice,
        threads: threads.value ?? 1,
        ...(options.book === false ? { book: false as const } : {}),
      });
      engines.push(engine);
      return levelPlayer(engine, choice.level, {
        timeScale,
        ...fixed,
        timeRules: engineChoice.timeRules !== false,
      });
    }
    const player = new NboardPlayer(choice.name, () => openProgram(choice.words), {
      timeoutMs: (timeout.value ?? 120) * 1000,
      ...(depth.value === undefined ? {} : { depth: depth.value }),
    });
    nboards.push({ flag, player });
    return player;
  };
  try {
    const pairs = Array.from(
      { length: parallel.value ?? 1 },
      () => [makePlayer('--a', a, engineA.options), makePlayer('--b', b, engineB.options)] as const,
    );
    for (const { flag, player } of nboards) {
      const started = await player.start();
      if (!started.ok)
        return badInput(`${flag} ${player.name} does not work as an NBoard engine: ${started.error.message}`);
    }
    const describe = (choice: PlayerChoice): string => {
      if (choice.kind === 'level') return choice.level;
      const named = nboards.find(({ player }) => player.name === choice.name)?.player.engineName;
      return named ? `${choice.name} (${named})` : choice.name;
    };
    out(
      `match: A = ${describe(a)}, B = ${describe(b)}, ${games.value} games, seed ${seed.value}, ` +
        `${openings ? `${openings.length} openings from ${options.openings}` : `random ${plies.value ?? 6}-ply openings`}` +
        (depth.value !== undefined
          ? `, depth ${depth.value} and exact from ${exact.value ?? 0} empties for both, no clock`
          : control
            ? `, clock ${makeTimeControl(control)} (minutes each + seconds a move)`
            : '') +
        (timeScale !== 1 && depth.value === undefined
          ? `, the levels' time budgets scaled by ${timeScale} (--time-scale)`
          : '') +
        (moveTime.value !== undefined ? `, ${moveTime.value} ms a move for both (--move-time)` : '') +
        (evalA !== evalB ? `, evaluation A ${evalA}, B ${evalB}` : '') +
        (engineA.build !== engineB.build ? `, engine A ${engineA.build}, B ${engineB.build}` : '') +
        (options.mpcA !== options.mpcB
          ? `, Multi-ProbCut A ${options.mpcA ?? 'default'}, B ${options.mpcB ?? 'default'}`
          : '') +
        (parallel.value !== undefined && parallel.value > 1 ? `, ${parallel.value} games at a time` : '') +
        (threads.value !== undefined && threads.value > 1 ? `, ${threads.value} search threads each` : ''),
    );
    const onGame = (g: GameSummary): void => {
      if (g.end === 'forfeit' && g.reason)
        process.stderr.write(`wedge match: game ${g.index}: ${g.reason}\n`);
      if (options.quiet) return;
      const how = g.end === 'time' ? ', on time' : g.end === 'forfeit' ? ', by forfeit' : '';
      out(
        `game ${g.index}: A ${g.aColor} ${g.result} ${g.black}-${g.white} (A ${signed(g.aDiff)})${how} ` +
          `opening ${makeMoveList(g.opening as Move[]) || '-'}`,
      );
    };
    const s = await playMatch(pairs, {
      games: games.value!,
      seed: seed.value!,
      ...(openings ? { openings } : {}),
      ...(variant ? { variant } : {}),
      ...(plies.value === undefined ? {} : { randomPlies: plies.value }),
      ...(control ? { clock: { control, now: () => performance.now(), complete: referee.complete } } : {}),
      onGame,
    });
    const percent = ((100 * s.points) / s.games).toFixed(1);
    const decided = [
      ...(s.onTime > 0 ? [`${s.onTime} on time`] : []),
      ...(s.forfeits > 0 ? [`${s.forfeits} by forfeit`] : []),
    ];
    out(
      `A (${describe(a)}) vs B (${describe(b)}): ${s.wins} wins, ${s.ties} ties, ${s.losses} losses; ` +
        `${s.points} points of ${s.games} (${percent}%); disc difference ${signed(s.discDiff)} ` +
        `(${signed(Math.round((10 * s.discDiff) / s.games) / 10)} a game)` +
        (decided.length > 0 ? `; ${decided.join(', ')}` : ''),
    );
    return undefined;
  } catch (error) {
    return failed(String(error instanceof Error ? error.message : error));
  } finally {
    await Promise.all([
      ...engines.map((engine) => engine.close()),
      ...nboards.map(({ player }) => player.close()),
      referee.close(),
    ]);
  }
};

/** Registers `wedge match`. */
export const registerMatch = (program: Command): void => {
  program
    .command('match')
    .description('play two players against each other: pairs of games from one opening, colours swapped')
    .option('--a <player>', 'player A: easy, medium, hard, expert, or nboard:"<command>" (an NBoard engine)')
    .option('--b <player>', 'player B, as --a')
    .option('-n, --games <n>', 'number of games (default 2)')
    .option('--openings <file>', 'openings, one per line as in data/openings.txt (default: random)')
    .option('--seed <n>', 'seed for random openings and the levels (default 1)')
    .option('--time-scale <factor>', "multiply the levels' time budgets, e.g. 0.1 on a busy machine")
    .option('--move-time <ms>', 'every move of both sides gets exactly this many milliseconds, e.g. 500')
    .option('--variant <variant>', VARIANT_HELP)
    .option('--eval-a <evaluation>', 'evaluation of A: learned (default), handwritten or a weights file')
    .option('--eval-b <evaluation>', 'evaluation of B: learned (default), handwritten or a weights file')
    .option(
      '--engine-a <build>',
      "kernel and weights of A: current (default), v1 (issue 10's, frozen) or v2 (issue 14's, frozen)",
    )
    .option('--engine-b <build>', 'kernel and weights of B: current (default), v1 or v2')
    .option(
      '--mpc-a <file>',
      "Multi-ProbCut parameters of A (current build): a file fitted with A's weights, or none (full width)",
    )
    .option('--mpc-b <file>', 'Multi-ProbCut parameters of B, as --mpc-a')
    .option(
      '-d, --depth <plies>',
      'both sides search to this depth, without a clock (NBoard engines: set depth)',
    )
    .option('--exact <empties>', 'with --depth: both sides solve exactly from this many empties (default 0)')
    .option('--plies <n>', 'length of the random openings (default 6)')
    .option('--parallel <n>', 'games played at the same time, each on its own pair of engines (default 1)')
    .option('--clock <control>', 'every game on the clock: minutes each, + seconds a move (e.g. 5+0)')
    .option(
      '--timeout <seconds>',
      "without a clock, the longest wait for an NBoard engine's answer (default 120)",
    )
    .option(
      '--no-book',
      'the levels search every move, the opening book unused (to measure the search alone)',
    )
    .option('--threads <n>', `${THREADS_HELP}; both sides (a v1 side runs one)`)
    .option('-q, --quiet', 'print only the totals')
    .action(runCommand('match', match));
};
