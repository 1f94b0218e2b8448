/**
 * `wedge analyze`: a game reviewed move by move. Each position before a move is analysed once by the
 * engine (every legal move scored under the same limits, from the same root, all at one depth), which
 * gives the score before the move, the best move and its score, the played move's score and the discs
 * it lost, consistently: comparing one search of the position with a separate search of the next
 * position, or moves searched to different depths, would let the odd/even depth effect show up as
 * phantom losses (measured on the example game of docs/cli.md at 0.2 s a position: a6 marked a
 * 12.6-disc blunder that a uniform depth-8 analysis scores at 1.1). Positions with few enough empties
 * are solved, and their values are marked exact.
 */
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import {
  type Color,
  emptiesGoTo,
  type GameRecord,
  makeMove,
  makeScore,
  moveNumbers,
  PASS,
  positionsOf,
  type Rules,
  transformGame,
} from '../../core/index.js';
import {
  BLUNDER_DISCS,
  type Engine,
  EngineError,
  INACCURACY_DISCS,
  MISTAKE_DISCS,
  type MoveMark,
  markOf,
  type SearchLimits,
} from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import {
  type CliFailure,
  FROM_WHITE_HELP,
  failed,
  loadGame,
  parseIntOption,
  parseSecondsOption,
  parseThreadsOption,
  runCommand,
  THREADS_HELP,
  toMilliseconds,
  WHITE_SIDE,
} from '../io.js';

/** The review of one move. Scores are in discs from the mover's view (empties to the winner). */
export interface MoveReview {
  /** The move's number as a transcript writes it (discs placed, this one included), e.g. 12; absent
   * for a pass, which places no disc and takes no number. */
  readonly number?: number;
  readonly color: Color;
  /** The move played, e.g. `'c4'`, or `'PA'`. */
  readonly move: string;
  /** The value of the position before the move (the best move's score); undefined for a pass. */
  readonly before?: number;
  /** The best move and its score. */
  readonly best?: { readonly move: string; readonly score: number };
  /** The played move's score. */
  readonly played?: number;
  /** Discs lost by the move compared with the best, 0 or more. */
  readonly lost?: number;
  /** True when the best and played scores are exact (solved). */
  readonly exact: boolean;
  /** By the review's thresholds (wedge/engine's `markOf`), e.g. `'mistake'`. */
  readonly mark?: MoveMark;
}

export interface GameReview {
  readonly moves: readonly MoveReview[];
  /** Losses and counts by colour. */
  readonly summary: Readonly<
    Record<Color, { lost: number; inaccuracies: number; mistakes: number; blunders: number }>
  >;
  /** The final score when the game is finished, e.g. `'39-25'`. */
  readonly result?: string;
}

/** How deep and how exactly each position is searched. */
export interface ReviewLimits {
  /** Midgame depth, e.g. 10 (ignored when `timeMs` is given). */
  readonly depth?: number;
  /** Milliseconds per position, e.g. 2000: the analysis deepens until the time is up. */
  readonly timeMs?: number;
  /** Solve exactly from this many empties, e.g. 16. */
  readonly exactEmpties: number;
}

/** The engine's limits for each position: the depth or the time, and the exact solve from
 * `exactEmpties` (the engine deepens every move together and answers them at one depth). */
const limitsOf = (review: ReviewLimits): SearchLimits => ({
  ...(review.timeMs === undefined ? { depth: review.depth ?? 8 } : { timeMs: review.timeMs }),
  exactEmpties: review.exactEmpties,
});

/** Reviews every move of a game with the engine; `onPosition` reports progress (done, total). */
export const reviewGame = async (
  engine: Engine,
  game: GameRecord,
  limits: ReviewLimits,
  onPosition: (done: number, total: number) => void = () => {},
): Promise<GameReview> => {
  const positions = positionsOf(game);
  // The game comes from a reader that replayed it; a failure here would be a broken invariant.
  if (!positions.ok) throw new Error(positions.error.message);
  const summary = {
    black: { lost: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
    white: { lost: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
  };
  const moves: MoveReview[] = [];
  const total = game.moves.length;
  const numbers = moveNumbers(game.moves);
  for (const [i, { move, color }] of game.moves.entries()) {
    const position = positions.value[i];
    if (move === PASS) {
      moves.push({ color, move: makeMove(move), exact: true });
      onPosition(i + 1, total);
      continue;
    }
    const scores = await engine.analyze(position, limitsOf(limits));
    const best = scores[0];
    const played = scores.find((s) => s.move === move);
    // analyze scores every legal move, and the played move was legal: both exist.
    if (!best || !played)
      throw new Error(`the engine did not score ${makeMove(move)}, move ${numbers[i]} of the game`);
    // Rounded to hundredths so that float noise in the scores does not show as a loss.
    const lost = Math.max(0, Math.round((best.score - played.score) * 100) / 100);
    const mark = markOf(lost);
    summary[color].lost += lost;
    if (mark === 'inaccuracy') summary[color].inaccuracies++;
    if (mark === 'mistake') summary[color].mistakes++;
    if (mark === 'blunder') summary[color].blunders++;
    moves.push({
      number: numbers[i],
      color,
      move: makeMove(move),
      before: best.score,
      best: { move: makeMove(best.move), score: best.score },
      played: played.score,
      lost,
      exact: best.exact && played.exact,
      ...(mark ? { mark } : {}),
    });
    onPosition(i + 1, total);
  }
  const end = positions.value[positions.value.length - 1];
  const outcome = end.outcome();
  return { moves, summary, ...(outcome ? { result: makeScore(outcome.score.tournament) } : {}) };
};

/** How the table writes each mark, as annotators do. */
const MARK_SIGNS: Readonly<Record<MoveMark, string>> = { inaccuracy: '?!', mistake: '? ', blunder: '??' };

const signed = (score: number, exact: boolean): string => {
  const text = exact ? String(Math.round(score)) : score.toFixed(1);
  return score > 0 ? `+${text}` : text;
};

/** The review as a table for people; `rules` says who the result's empties went to. */
export const formatReview = (review: GameReview, rules: Rules = 'standard'): string => {
  const lines = [
    '  no.  side   move  before  best         played  lost  ',
    '  ---  -----  ----  ------  -----------  ------  ----  ',
  ];
  for (const m of review.moves) {
    const side = m.color === 'black' ? 'Black' : 'White';
    // A pass has no number, as on a transcript sheet.
    const number = (m.number === undefined ? '-' : String(m.number)).padStart(3);
    if (m.best === undefined) {
      lines.push(`  ${number}  ${side}  ${m.move.padEnd(4)}  (pass)`);
      continue;
    }
    const exact = m.exact;
    const lost = m.lost ?? 0;
    lines.push(
      [
        `  ${number}`,
        side,
        m.move.padEnd(4),
        signed(m.before ?? 0, exact).padStart(6),
        `${m.best.move} ${signed(m.best.score, exact)}`.padEnd(11),
        signed(m.played ?? 0, exact).padStart(6),
        (exact ? String(Math.round(lost)) : lost.toFixed(1)).padStart(4),
        `${exact ? 'exact' : '     '}${m.mark ? ` ${MARK_SIGNS[m.mark]} ${m.mark}` : ''}`,
      ]
        .join('  ')
        .trimEnd(),
    );
  }
  lines.push('');
  for (const color of ['black', 'white'] as const) {
    const s = review.summary[color];
    lines.push(
      `${color === 'black' ? 'Black' : 'White'}: ${s.lost.toFixed(1)} discs lost, ${s.inaccuracies} ${s.inaccuracies === 1 ? 'inaccuracy' : 'inaccuracies'} (>= ${INACCURACY_DISCS}), ${s.mistakes} mistake${s.mistakes === 1 ? '' : 's'} (>= ${MISTAKE_DISCS}), ${s.blunders} blunder${s.blunders === 1 ? '' : 's'} (>= ${BLUNDER_DISCS})`,
    );
  }
  if (review.result)
    lines.push(`Result: ${review.result} (Black-White, empties to the ${emptiesGoTo(rules)})`);
  lines.push('Scores are discs from the mover\'s view; "exact" values are solved to the end.');
  return `${lines.join('\n')}\n`;
};

interface AnalyzeOptions {
  ggf?: string;
  transcript?: string;
  depth?: string;
  time?: string;
  exact?: string;
  threads?: string;
  fromWhite?: boolean;
  json?: boolean;
}

const analyze = async (
  moves: string | undefined,
  options: AnalyzeOptions,
): Promise<CliFailure | undefined> => {
  const loaded = await loadGame({ moves, ggf: options.ggf, transcript: options.transcript });
  if (!loaded.ok) return loaded.error;
  const game = options.fromWhite ? transformGame(WHITE_SIDE, loaded.value) : loaded.value;
  const depth = parseIntOption('--depth', options.depth, 1, 40);
  if (!depth.ok) return depth.error;
  const time = parseSecondsOption('--time', options.time);
  if (!time.ok) return time.error;
  if (depth.value !== undefined && time.value !== undefined)
    return { exitCode: 2, message: 'give --depth or --time, not both' };
  const exact = parseIntOption('--exact', options.exact, 0, 30);
  if (!exact.ok) return exact.error;
  const threads = parseThreadsOption(options.threads);
  if (!threads.ok) return threads.error;
  const limits: ReviewLimits = {
    ...(depth.value === undefined ? {} : { depth: depth.value }),
    ...(time.value === undefined ? {} : { timeMs: toMilliseconds(time.value) }),
    exactEmpties: exact.value ?? 16,
  };
  const engine = createNodeEngine({ threads: threads.value ?? 1 });
  // A progress bar only for a person watching: a TTY on stderr and a game long enough to wait for.
  const bar =
    process.stderr.isTTY && game.moves.length > 1
      ? new SingleBar({
          stream: process.stderr,
          format: 'analyze [{bar}] {value}/{total} moves | {eta}s left',
          hideCursor: true,
        })
      : undefined;
  bar?.start(game.moves.length, 0);
  let review: GameReview;
  try {
    review = await reviewGame(engine, game, limits, (done) => bar?.update(done));
  } catch (error) {
    // The engine's own failures (a missing kernel, a dead worker) are one line and exit code 1.
    if (error instanceof EngineError) return failed(`the engine failed: ${error.message}`);
    throw error;
  } finally {
    bar?.stop();
    await engine.close();
  }
  process.stdout.write(
    options.json ? `${JSON.stringify(review, null, 2)}\n` : formatReview(review, game.start.variant.rules),
  );
  return undefined;
};

/** Registers `wedge analyze`. */
export const registerAnalyze = (program: Command): void => {
  program
    .command('analyze')
    .description(
      'review a game move by move: the best move, the discs each move lost, inaccuracies, mistakes and blunders',
    )
    .argument('[moves]', 'a move list, e.g. f5d6c3d3c4')
    .option('--ggf <file>', 'a GGF file (its first game)')
    .option('--transcript <file>', 'a transcript sheet')
    .option('-d, --depth <plies>', 'midgame search depth per position (default 8)')
    .option('-t, --time <seconds>', 'search time per position instead of a depth, e.g. 2')
    .option('--exact <empties>', 'solve exactly from this many empty squares (default 16)')
    .option('--threads <n>', THREADS_HELP)
    .option('--from-white', `${FROM_WHITE_HELP}; the review names squares the usual way`)
    .option('--json', 'write the review as JSON')
    .addHelpText(
      'after',
      `\nA move losing ${INACCURACY_DISCS} discs or more is an inaccuracy (?!), ${MISTAKE_DISCS} or more a mistake (?), ${BLUNDER_DISCS} or more a blunder (??).\nScores are discs from the mover's view, empties to the winner (in Anti-Reversi, to the loser).`,
    )
    .action(runCommand('analyze', analyze));
};
