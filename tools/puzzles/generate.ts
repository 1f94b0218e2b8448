// Endgame puzzles from self-play, solved exactly, in one command:
//   node --import tsx tools/puzzles/generate.ts --seed 1 --per-empties 20 --out data/puzzles/puzzles.obf
// See data/puzzles/README.md for what is kept and why, and pipeline.ts for how.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SingleBar } from 'cli-progress';
import { Command, InvalidArgumentError } from 'commander';
import { makeObf } from '../../src/core/index.js';
import { Rng } from '../../src/engine/index.js';
import { createNodeEngine } from '../../src/engine/node-entry.js';
import { DEFAULT_SELF_PLAY, type GenerateOptions, generatePuzzles, type Puzzle } from './pipeline.js';
import { DEFAULT_MARGIN, MAX_EMPTIES, MIN_EMPTIES, PUZZLE_LEVELS } from './puzzle.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** An integer flag in a range, e.g. `--seed 1`. */
const integer =
  (name: string, min: number, max: number) =>
  (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || value < min || value > max)
      throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
    return value;
  };

/** A probability flag, e.g. `--epsilon 0.1`. */
const probability = (text: string): number => {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 1))
    throw new InvalidArgumentError(`--epsilon must be a number from 0 to 1, got '${text}'`);
  return value;
};

/** The file: a header that says how it was made, then the puzzles level by level, fewest empties first. */
const makePuzzleFile = (puzzles: readonly Puzzle[], options: GenerateOptions, command: string): string => {
  const lines = [
    `% Wedge endgame puzzles: ${puzzles.length} positions from self-play, solved exactly by Wedge's engine.`,
    '% Each line: the board (a1..h8), the side to move, then every legal move with its exact score (final',
    '% disc difference for the side to move, empties to the winner), best first. The best move is unique',
    `% and the next best is at least ${options.margin} discs worse.`,
    `% Made by: ${command}`,
  ];
  for (const level of PUZZLE_LEVELS) {
    lines.push('%', `% level ${level.level}: ${level.minEmpties}-${level.maxEmpties} empties`);
    const inLevel = puzzles
      .filter((p) => p.empties >= level.minEmpties && p.empties <= level.maxEmpties)
      .sort((a, b) => a.empties - b.empties);
    for (const p of inLevel) lines.push(makeObf(p.position, p.scores));
  }
  return `${lines.join('\n')}\n`;
};

const main = async (): Promise<void> => {
  const program = new Command('generate')
    .description('endgame puzzles from self-play, solved exactly, written as an OBF file')
    .option(
      '--seed <n>',
      'seed of every random choice (openings, random moves, search seeds)',
      integer('--seed', 0, 2 ** 31),
      1,
    )
    .option(
      '--per-empties <n>',
      'puzzles for each number of empties from 4 to 20',
      integer('--per-empties', 1, 1000),
      20,
    )
    .option(
      '--margin <discs>',
      'how much worse the second-best move must be',
      integer('--margin', 1, 128),
      DEFAULT_MARGIN,
    )
    .option(
      '--depth <plies>',
      'search depth of the self-play moves',
      integer('--depth', 1, 20),
      DEFAULT_SELF_PLAY.depth,
    )
    .option('--epsilon <p>', 'chance of a random self-play move', probability, DEFAULT_SELF_PLAY.epsilon)
    .option('--out <file>', 'where to write the OBF file', join(ROOT, 'data/puzzles/puzzles.obf'))
    .parse();
  const flags = program.opts<{
    seed: number;
    perEmpties: number;
    margin: number;
    depth: number;
    epsilon: number;
    out: string;
  }>();
  const options: GenerateOptions = {
    seed: flags.seed,
    perEmpties: flags.perEmpties,
    margin: flags.margin,
    selfPlay: { ...DEFAULT_SELF_PLAY, depth: flags.depth, epsilon: flags.epsilon },
  };
  const command =
    `node --import tsx tools/puzzles/generate.ts --seed ${options.seed} --per-empties ${options.perEmpties}` +
    ` --margin ${options.margin} --depth ${options.selfPlay.depth} --epsilon ${options.selfPlay.epsilon}`;
  const player = createNodeEngine();
  const solver = createNodeEngine();
  const bar = new SingleBar({
    stream: process.stderr,
    format: 'puzzles [{bar}] {value}/{total} | {games} games, {candidates} solved | {duration}s',
    hideCursor: true,
    noTTYOutput: true,
    notTTYSchedule: 10_000,
  });
  bar.start(options.perEmpties * (MAX_EMPTIES - MIN_EMPTIES + 1), 0, { games: 0, candidates: 0 });
  const t0 = performance.now();
  try {
    const puzzles = await generatePuzzles({ player, solver }, new Rng(options.seed), options, (p) =>
      bar.update(p.kept, { games: p.games, candidates: p.candidates }),
    );
    bar.stop();
    await mkdir(dirname(flags.out), { recursive: true });
    await writeFile(flags.out, makePuzzleFile(puzzles, options, command));
    const seconds = ((performance.now() - t0) / 1000).toFixed(0);
    process.stderr.write(
      `wrote ${puzzles.length} puzzles to ${relative(process.cwd(), flags.out)} in ${seconds} s\n`,
    );
  } finally {
    bar.stop();
    await Promise.all([player.close(), solver.close()]);
  }
};

await main();
