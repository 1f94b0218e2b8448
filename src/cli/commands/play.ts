/**
 * `wedge play`: a game against the engine in the terminal. At a TTY the board is coloured with the
 * legal moves marked; through a pipe everything is plain lines (the legal moves are listed as text
 * in both cases) so the command can be scripted: moves are read from stdin line by line, and the end
 * of input ends the game cleanly.
 */
import type { Command } from 'commander';
import {
  type Color,
  emptiesGoTo,
  type Move,
  makeMove,
  makeScore,
  makeSquare,
  makeVariant,
  PASS,
  Position,
  parseMove,
  quote,
  type Square,
} from '../../core/index.js';
import {
  createNodeEngine,
  type Engine,
  EngineError,
  type Level,
  parseLevel,
  type SearchLimits,
} from '../../engine/index.js';
import {
  badInput,
  type CliFailure,
  failed,
  lineReader,
  parseIntOption,
  parseVariantOption,
  runCommand,
} from '../io.js';
import { renderBoard } from '../render/terminal.js';

interface PlayOptions {
  level?: string;
  color?: string;
  variant?: string;
  seed?: string;
}

const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

const formatScore = (score: number): string => (score > 0 ? `+${score}` : String(score));

/** The end of a game in words, with both scoring conventions. */
export const describeResult = (position: Position): string => {
  const outcome = position.outcome()!;
  const { raw, tournament } = outcome.score;
  const winner =
    outcome.winner === undefined
      ? 'Draw'
      : `${colorName(outcome.winner)} wins${position.variant.rules === 'anti' ? ' (fewer discs)' : ''}`;
  return `Game over. ${winner}: ${makeScore(raw)} counting discs, ${makeScore(tournament)} with empties to the ${emptiesGoTo(position.variant.rules)} (${outcome.empty} empty).`;
};

const HELP = 'Type a move such as f5 (either case), or: hint, undo, quit.';

/** Runs one game: the person plays `human`, the engine the other side. Returns at the end or at EOF. */
const playGame = async (
  engine: Engine,
  start: Position,
  human: Color,
  limits: SearchLimits,
  ansi: boolean,
  write: (text: string) => void,
): Promise<void> => {
  const input = lineReader(process.stdin);
  const level = limits.level ?? 'medium';
  let position = start;
  let last: Square | undefined;
  // Positions where the person was to move, for undo (which takes back the engine's reply too).
  const history: { position: Position; last: Square | undefined }[] = [];
  // The board is drawn again only when the position changed, not after a hint or a typo.
  let shown: Position | undefined;
  write(
    `Wedge ${makeVariant(start.variant)}: you play ${colorName(human)}, the engine plays ${level}. ${HELP}\n`,
  );
  try {
    for (;;) {
      if (position.isGameOver()) {
        write(`\n${renderBoard(position, { ansi, last })}\n${describeResult(position)}\n`);
        return;
      }
      if (position.mustPass()) {
        write(`${colorName(position.turn)} has no legal move and passes.\n`);
        const passed = position.pass();
        // mustPass() said the pass is legal; a refusal would be a broken invariant of the library.
        if (!passed.ok) throw new Error(passed.error.message);
        position = passed.value;
        continue;
      }
      if (position.turn !== human) {
        const result = await engine.bestMove(position, limits);
        const played = position.play(result.move);
        // The engine answers with a legal move of the position it was given; anything else is a bug.
        if (!played.ok)
          throw new Error(
            `the engine chose an illegal move ${makeMove(result.move)}: ${played.error.message}`,
          );
        write(`${colorName(position.turn)} (${level}) plays ${makeMove(result.move)}.\n`);
        last = result.move === PASS ? last : result.move;
        position = played.value.position;
        continue;
      }
      const legal = position.legalMoves();
      if (shown !== position)
        write(
          `\n${renderBoard(position, { ansi, marks: legal, last })}\n` +
            `Black ${position.count('black')}  White ${position.count('white')}  ${colorName(position.turn)} to move\n` +
            `Legal moves: ${legal.toArray().map(makeSquare).join(' ')}\n`,
        );
      shown = position;
      if (ansi) write('> ');
      const line = await input.next();
      if (line === undefined) {
        write('\nEnd of input: game left unfinished.\n');
        return;
      }
      const text = line.trim().toLowerCase();
      if (text === '') continue;
      if (text === 'quit' || text === 'exit') {
        write('Game abandoned.\n');
        return;
      }
      if (text === 'help' || text === '?') {
        write(`${HELP}\n`);
        continue;
      }
      if (text === 'undo') {
        const previous = history.pop();
        if (!previous) write('Nothing to undo.\n');
        else {
          ({ position, last } = previous);
          write('Took back your last move.\n');
        }
        continue;
      }
      if (text === 'hint') {
        write(`Hint: ${await hint(engine, position)}\n`);
        continue;
      }
      const move: Move | undefined = parseMove(text);
      if (move === undefined || move === PASS) {
        write(`${quote(line.trim())} is not a move. ${HELP}\n`);
        continue;
      }
      const played = position.play(move);
      if (!played.ok) {
        write(`${makeMove(move)} is not legal: ${played.error.message}.\n`);
        continue;
      }
      history.push({ position, last });
      position = played.value.position;
      last = move;
    }
  } finally {
    input.close();
  }
};

/** A strong suggestion: the hard level's search (a second and a half), the move and its value. */
const hint = async (engine: Engine, position: Position): Promise<string> => {
  const result = await engine.bestMove(position, { level: 'hard' });
  const value = result.exact
    ? `exactly ${formatScore(result.score)}`
    : `about ${formatScore(Math.round(result.score))}`;
  return `${makeMove(result.move)} (${value} discs for ${colorName(position.turn)})`;
};

const play = async (options: PlayOptions): Promise<CliFailure | undefined> => {
  const level: Level | undefined = options.level === undefined ? 'medium' : parseLevel(options.level);
  if (level === undefined)
    return badInput(`--level must be easy, medium, hard or expert, got ${quote(options.level ?? '')}`);
  const color = options.color?.toLowerCase() ?? 'black';
  if (color !== 'black' && color !== 'white')
    return badInput(`--color must be black or white, got ${quote(options.color ?? '')}`);
  const variant = parseVariantOption(options.variant);
  if (!variant.ok) return variant.error;
  const seed = parseIntOption('--seed', options.seed, 0, 2 ** 31 - 1);
  if (!seed.ok) return seed.error;
  const start = Position.initial(variant.value);
  const engine = createNodeEngine();
  const ansi = process.stdout.isTTY === true;
  try {
    await playGame(
      engine,
      start,
      color,
      { level, ...(seed.value === undefined ? {} : { seed: seed.value }) },
      ansi,
      (text) => process.stdout.write(text),
    );
  } catch (error) {
    // The engine's own failures (a missing kernel, a dead worker) end the game with one line and 1.
    if (error instanceof EngineError) return failed(`the engine failed: ${error.message}`);
    throw error;
  } finally {
    await engine.close();
  }
  return undefined;
};

/** Registers `wedge play`. */
export const registerPlay = (program: Command): void => {
  program
    .command('play')
    .description(
      'play a game against the engine in the terminal (moves read from stdin, so it can be scripted)',
    )
    .option('-l, --level <level>', 'engine level: easy, medium, hard or expert', 'medium')
    .option('-c, --color <color>', 'your colour: black (moves first) or white', 'black')
    .option(
      '--variant <variant>',
      'standard, anti, reversi, optionally 4x4 or 6x6 (e.g. anti-6x6)',
      'standard',
    )
    .option('--seed <n>', 'seed for the engine (repeatable easy/medium games)')
    .action(runCommand('play', play));
};
