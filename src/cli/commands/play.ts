/**
 * `wedge play`: a game against the engine in the terminal. At a TTY the board is coloured with the
 * legal moves marked; through a pipe everything is plain lines (the legal moves are listed as text
 * in both cases) so the command can be scripted: moves are read from stdin line by line, and the end
 * of input ends the game cleanly.
 */
import type { Command } from 'commander';
import {
  CLOCK_RESERVE_MS,
  Clock,
  type Color,
  completeGame,
  emptiesGoTo,
  formatClockTime,
  type Move,
  makeMove,
  makeScore,
  makeSquare,
  makeVariant,
  moveBudgetMs,
  opposite,
  PASS,
  Position,
  parseMove,
  parseTimeControl,
  quote,
  type Square,
  type TimeControl,
  timeDefaultScore,
} from '../../core/index.js';
import {
  clockedLimits,
  type Engine,
  EngineError,
  type Level,
  parseLevel,
  type SearchLimits,
} from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import {
  badInput,
  type CliFailure,
  describeFormatError,
  failed,
  lineReader,
  parseIntOption,
  parseVariantOption,
  runCommand,
  VARIANT_HELP,
} from '../io.js';
import { renderBoard } from '../render/terminal.js';

interface PlayOptions {
  level?: string;
  color?: string;
  variant?: string;
  seed?: string;
  clock?: string;
}

const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

const formatScore = (score: number): string => (score > 0 ? `+${score}` : String(score));

/** The end of a game in words, with both scoring conventions. */
export const describeResult = (position: Position): string => {
  const outcome = position.outcome()!;
  const { raw, tournament } = outcome.score;
  const winner =
    outcome.winner === undefined
      ? 'Tie'
      : `${colorName(outcome.winner)} wins${position.variant.rules === 'anti' ? ' (fewer discs)' : ''}`;
  return `Game over. ${winner}: ${makeScore(raw)} counting discs, ${makeScore(tournament)} with empties to the ${emptiesGoTo(position.variant.rules)} (${outcome.empty} empty).`;
};

const HELP = 'Type a move such as f5 (either case), or: hint, undo, quit.';

/** One game in the terminal: who plays what, where lines come from and go, and the clock if any. */
export interface PlaySession {
  readonly engine: Engine;
  readonly start: Position;
  /** The person's colour; the engine plays the other. */
  readonly human: Color;
  readonly limits: SearchLimits;
  /** ANSI colours (a TTY). */
  readonly ansi: boolean;
  readonly write: (text: string) => void;
  /** The person's lines, one at a time; undefined once the input has ended. */
  readonly input: { next(): Promise<string | undefined>; close(): void };
  /** A time control, and the milliseconds clock to run it on (`performance.now` outside tests). */
  readonly clock?: { readonly control: TimeControl; readonly now: () => number };
}

/** Both clock faces, e.g. `Clock: Black 4:58  White 5:00`; `(low)` in the last tenth of the time. */
const clockLine = (clock: Clock, now: number): string => {
  const face = (c: Color): string =>
    `${colorName(c)} ${formatClockTime(clock.timeLeft(c, now))}${clock.isLow(c, now) ? ' (low)' : ''}`;
  return `Clock: ${face('black')}  ${face('white')}`;
};

/** What a timer resolves with: apart from any line the person may type. */
const TIME_UP: unique symbol = Symbol('time up');

/** Resolves with TIME_UP after `ms` (a cancellable timer), for the flag and the engine's stop. */
const timer = (ms: number): { promise: Promise<typeof TIME_UP>; cancel(): void } => {
  let id: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<typeof TIME_UP>((resolve) => {
    id = setTimeout(() => resolve(TIME_UP), Math.max(0, ms));
  });
  return { promise, cancel: () => clearTimeout(id) };
};

/**
 * Plays one game: the person plays `human`, the engine the other side. Returns at the end, at a loss
 * on time, or at the end of input. On the clock, only the side to move's clock runs; the engine
 * plans each move from its own time left and the empty squares (`moveBudgetMs`) and is stopped half
 * the reserve before its flag would fall, so it never loses on time with more than a second left.
 */
export const playGame = async (session: PlaySession): Promise<void> => {
  const { engine, start, human, limits, ansi, write, input } = session;
  const level = limits.level ?? 'medium';
  const now = session.clock?.now ?? (() => 0);
  let clock = session.clock ? Clock.start(session.clock.control).run(start.turn, now()) : undefined;
  let position = start;
  let last: Square | undefined;
  // Positions where the person was to move, for undo (which takes back the engine's reply too).
  const history: { position: Position; last: Square | undefined }[] = [];
  // The board is drawn again only when the position changed, not after a hint or a typo.
  let shown: Position | undefined;
  write(
    `Wedge ${makeVariant(start.variant)}: you play ${colorName(human)}, the engine plays ${level}` +
      `${session.clock ? ` on the clock (${formatClockTime(session.clock.control.mainMs)} each, +${session.clock.control.incrementMs / 1000} s a move)` : ''}. ${HELP}\n`,
  );

  /** The side that moved has moved: its clock stops (with the increment) and the next side's runs. */
  const pressClock = (next: Position): void => {
    if (!clock) return;
    clock = clock.moved(now(), next).clock;
  };

  /** Ends the game on time: says so, then records the score of the rule (see timeDefaultScore). */
  const lostOnTime = async (flagged: Color): Promise<void> => {
    clock = clock?.stop(now());
    write(`\n${colorName(flagged)}'s time is up. ${colorName(opposite(flagged))} wins on time.\n`);
    if (clock) write(`${clockLine(clock, now())}\n`);
    const final = await completeGame(
      position,
      async (p) => (await engine.bestMove(p, { level: 'hard', timeMs: 250 })).move,
    );
    const score = timeDefaultScore(flagged, final);
    const played = final.outcome()!.score.tournament;
    const how =
      score.black === played.black && score.white === played.white
        ? 'the game completed by the engine'
        : `at least the narrowest win; completed by the engine the game ends ${makeScore(played)}`;
    write(`Recorded score: ${makeScore(score)} (${how}).\n`);
  };

  try {
    for (;;) {
      if (position.isGameOver()) {
        clock = clock?.stop(now());
        write(`\n${renderBoard(position, { ansi, last })}\n${describeResult(position)}\n`);
        if (clock) write(`${clockLine(clock, now())}\n`);
        return;
      }
      if (position.mustPass()) {
        write(`${colorName(position.turn)} has no legal move and passes.\n`);
        position = position.after(PASS);
        continue;
      }
      if (position.turn !== human) {
        let stop: ReturnType<typeof timer> | undefined;
        let searchLimits = limits;
        if (clock) {
          const left = clock.timeLeft(position.turn, now());
          const budget = moveBudgetMs(left, clock.control, position.empties().size());
          searchLimits = clockedLimits(limits, budget, left);
          // However the search goes, it is stopped (and answers its best so far) before the flag.
          stop = timer(left - CLOCK_RESERVE_MS / 2);
          stop.promise.then(() => engine.stop());
        }
        // The facade checked the engine's answer against the position.
        const result = await engine.bestMove(position, searchLimits);
        stop?.cancel();
        if (clock?.flagged(now()) === position.turn) return await lostOnTime(position.turn);
        const next = position.after(result.move);
        write(`${colorName(position.turn)} (${level}) plays ${makeMove(result.move)}.\n`);
        pressClock(next);
        last = result.move === PASS ? last : result.move;
        position = next;
        continue;
      }
      const legal = position.legalMoves();
      if (shown !== position)
        write(
          `\n${renderBoard(position, { ansi, marks: legal, last })}\n` +
            `Black ${position.count('black')}  White ${position.count('white')}  ${colorName(position.turn)} to move\n` +
            (clock ? `${clockLine(clock, now())}\n` : '') +
            `Legal moves: ${legal.toArray().map(makeSquare).join(' ')}\n`,
        );
      shown = position;
      if (ansi) write('> ');
      const flag = clock ? timer(clock.msUntilFlag(now()) ?? 0) : undefined;
      const line = await Promise.race([input.next(), ...(flag ? [flag.promise] : [])]);
      flag?.cancel();
      if (line === TIME_UP || clock?.flagged(now()) === human) return await lostOnTime(human);
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
        const previous = clock ? undefined : history.pop();
        if (clock) write('Undo is not available on the clock.\n');
        else if (!previous) write('Nothing to undo.\n');
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
      pressClock(played.value.position);
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
  const control = options.clock === undefined ? undefined : parseTimeControl(options.clock);
  if (control && !control.ok) return badInput(describeFormatError('--clock', control.error));
  const start = Position.initial(variant.value);
  const engine = createNodeEngine();
  const ansi = process.stdout.isTTY === true;
  try {
    await playGame({
      engine,
      start,
      human: color,
      limits: { level, ...(seed.value === undefined ? {} : { seed: seed.value }) },
      ansi,
      write: (text) => process.stdout.write(text),
      input: lineReader(process.stdin),
      ...(control ? { clock: { control: control.value, now: () => performance.now() } } : {}),
    });
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
    .option('--variant <variant>', VARIANT_HELP, 'standard')
    .option('--seed <n>', 'seed for the engine (repeatable easy/medium games)')
    .option('--clock <control>', 'play on the clock: minutes each, + seconds a move (e.g. 5+2)')
    .action(runCommand('play', play));
};
