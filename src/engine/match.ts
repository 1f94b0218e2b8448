/**
 * Matches: pairs of games from the same opening with colours swapped, so that an opening's bias
 * cancels out. A player is anything that answers a move (`MatchPlayer`): a Wedge level on an engine
 * (`levelPlayer`), or, in the command line, a program speaking NBoard. The rules library referees.
 * Games can run on several pairs of players at once; each game's opening and seeds depend only on its
 * number (what an engine's tables keep from its previous game can still change a search).
 *
 * On a time control each side's clock runs while it thinks (the wall time around its answer, on the
 * caller's clock); a side whose flag falls loses on time, scored by the time-default rule (the game
 * completed from the flag, at least the narrowest win). A player that cannot answer with a legal move
 * (a program that died, wrote garbage, played an illegal move or never answered) forfeits the game,
 * recorded as the narrowest win for the other side, as a tournament records a forfeit.
 */
import {
  CLOCK_RESERVE_MS,
  Clock,
  type Color,
  completeGame,
  type GameMove,
  type GameRecord,
  type Move,
  makeMove,
  moveBudgetMs,
  narrowWin,
  ok,
  opposite,
  PASS,
  Position,
  quote,
  type Result,
  type Score,
  type TimeControl,
  timeDefaultScore,
  type Variant,
} from '../core/index.js';
import { clockedLimits, LEVEL_SETTINGS } from './levels.js';
import { Rng } from './rng.js';
import type { Engine, Level, SearchLimits } from './types.js';

/** What a player is told when it is to move. */
export interface MatchTurn {
  /** The game so far: its start and every move, passes explicit, each with its seconds on a clock. */
  readonly game: GameRecord;
  /** The position to move in; it has a legal move. */
  readonly position: Position;
  /** A seed for this move's random choices. */
  readonly seed: number;
  /** On a time control: the control and the mover's time left as it is asked, e.g. 298_500 ms. */
  readonly clock?: { readonly control: TimeControl; readonly timeLeftMs: number };
}

/** Why a player has no move: what went wrong, in words naming what it said, e.g.
 * `exited with code 1 (stderr: "segmentation fault")`. */
export interface PlayerFault {
  readonly message: string;
}

/** A player's move, with its evaluation in discs when it gave one and the line it said, for messages. */
export interface PlayerMove {
  readonly move: Move;
  readonly evaluation?: number;
  readonly said?: string;
}

/** One side of a match game. */
export interface MatchPlayer {
  /** How messages name it, e.g. `'expert'` or `'nboard:node engine.js'`. */
  readonly name: string;
  /** Its move in `turn.position` (checked by the match), or why it has none. */
  move(turn: MatchTurn): Promise<Result<PlayerMove, PlayerFault>>;
}

/** A time control for every game of a match. */
export interface MatchClock {
  readonly control: TimeControl;
  /** Milliseconds since some origin: `performance.now` outside tests, a fake clock in them. */
  readonly now: () => number;
  /** A move of the play-out after a flag (both sides), e.g. the hard level's at 100 ms a move. */
  readonly complete: (position: Position) => Promise<Move>;
}

export interface MatchOptions {
  /** Number of games (an odd number plays its last opening once, A as Black). */
  readonly games: number;
  /** Openings as move sequences from the start; pairs cycle through them. Random when absent. */
  readonly openings?: readonly (readonly Move[])[];
  /** Seed for random openings and the players' random choices, e.g. 1. */
  readonly seed?: number;
  /** Plies of a random opening (default 6). */
  readonly randomPlies?: number;
  readonly variant?: Variant;
  /** Play every game on this clock; without it nobody's time is counted. */
  readonly clock?: MatchClock;
  /** Called after every game. */
  readonly onGame?: (game: GameSummary) => void;
}

/** How a game ended: on the board, on time, or by a forfeit. */
export type GameEnd = 'board' | 'time' | 'forfeit';

/** One finished game, seen from A. */
export interface GameSummary {
  /** 1-based game number. */
  readonly index: number;
  readonly opening: readonly Move[];
  readonly aColor: Color;
  /** The game's moves from the start, passes explicit; on a clock each with its seconds. */
  readonly moves: readonly GameMove[];
  /** The recorded score, Black-White (on time or by forfeit, the rule's score). */
  readonly black: number;
  readonly white: number;
  /** A's disc difference (tournament rule; in Anti-Reversi positive when A has fewer discs). */
  readonly aDiff: number;
  readonly result: 'win' | 'tie' | 'loss';
  readonly end: GameEnd;
  /** For a loss on time or a forfeit: who lost and why, e.g.
   * `B (nboard:edax) forfeits: illegal move a1 (it said "=== A1"): ...`. */
  readonly reason?: string;
}

/** The totals of a match for A. */
export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly ties: number;
  readonly losses: number;
  /** Wins plus half the ties (equal counts). */
  readonly points: number;
  /** Sum of A's disc differences. */
  readonly discDiff: number;
  /** Games that ended on time, and by a forfeit. */
  readonly onTime: number;
  readonly forfeits: number;
}

/** A random opening of `plies` legal moves (shorter if the game ends). */
export const randomOpening = (rng: Rng, plies: number, variant?: Variant): Move[] => {
  let position = Position.initial(variant);
  const moves: Move[] = [];
  for (let i = 0; i < plies && !position.isGameOver(); i++) {
    const move = rng.pick(position.legalMoveList());
    position = position.after(move);
    moves.push(move);
  }
  return moves;
};

/** A fixed depth for a level in place of its clock: equal depth, so a match measures the
 * evaluation alone. */
export interface FixedDepth {
  /** Both sides search to this depth with no clock (their level's evaluation still applies), e.g. 6. */
  readonly depth?: number;
  /** With `depth`: solve exactly from this many empties, e.g. 14. */
  readonly exactEmpties?: number;
}

/** The limits a level plays with in a match: its own budget scaled, or a fixed time a move (the same
 * for both sides), or the fixed depth and exact range without a clock; and a per-move seed. */
export const matchLimits = (
  level: Level,
  timeScale: number,
  seed: number,
  fixed: FixedDepth & { readonly moveTimeMs?: number } = {},
): SearchLimits => {
  if (fixed.depth !== undefined)
    return { level, seed, depth: fixed.depth, timeMs: 0, exactEmpties: fixed.exactEmpties ?? 0 };
  const budget = LEVEL_SETTINGS[level].timeMs;
  if (fixed.moveTimeMs !== undefined)
    return budget > 0 ? { level, seed, timeMs: fixed.moveTimeMs } : { level, seed };
  return budget > 0 ? { level, seed, timeMs: Math.max(10, Math.round(budget * timeScale)) } : { level, seed };
};

export interface LevelPlayerOptions extends FixedDepth {
  /** Multiplies the level's time budget, e.g. 0.1 on a busy machine (default 1). */
  readonly timeScale?: number;
  /** Every move of a searching level gets exactly this budget, e.g. 500, whatever its level's time. */
  readonly moveTimeMs?: number;
  /** The time rules of issue 26 on a clock (`clockedLimits`), default true; false for the frozen
   * builds, which get the move's budget as a fixed time as before. */
  readonly timeRules?: boolean;
}

/**
 * A Wedge level as a match player. On a clock it spends its time by the rule of `wedge play --clock`
 * and the page: at most `moveBudgetMs` of its time left, and its search is stopped half the reserve
 * before its flag would fall. The facade checks the engine's answer; an engine failure is Wedge's own
 * and is thrown, not forfeited.
 */
export const levelPlayer = (engine: Engine, level: Level, options: LevelPlayerOptions = {}): MatchPlayer => ({
  name: level,
  move: async ({ position, seed, clock }) => {
    const limits = matchLimits(level, options.timeScale ?? 1, seed, options);
    if (!clock) return ok({ move: (await engine.bestMove(position, limits)).move });
    const budget = moveBudgetMs(clock.timeLeftMs, clock.control, position.empties().size());
    const stop = setTimeout(() => engine.stop(), Math.max(0, clock.timeLeftMs - CLOCK_RESERVE_MS / 2));
    const clocked = clockedLimits(limits, budget, clock.timeLeftMs, options.timeRules ?? true);
    try {
      return ok({ move: (await engine.bestMove(position, clocked)).move });
    } finally {
      clearTimeout(stop);
    }
  },
});

/** The end of one game: its moves, and the recorded score with how it was reached. */
interface Played {
  readonly moves: GameMove[];
  readonly score: Score;
  readonly end: GameEnd;
  /** The side that lost on time or forfeited, and why. */
  readonly loser?: Color;
  readonly why?: string;
}

/** Plays one game from an opening; `players` is [black, white]. */
const playGame = async (
  opening: readonly Move[],
  players: readonly [MatchPlayer, MatchPlayer],
  options: MatchOptions,
  seed: number,
): Promise<Played> => {
  const start = Position.initial(options.variant);
  const timing = options.clock;
  let position = start;
  const moves: GameMove[] = [];
  // Opening moves were replayed legal when read. On a clock each is noted as taking no time, so it
  // earns its increment as a move played from a book does (a pass is no move and earns none).
  for (const move of opening) {
    moves.push({ move, color: position.turn, ...(timing && move !== PASS ? { time: 0 } : {}) });
    position = position.after(move);
  }
  const now = timing?.now ?? (() => 0);
  const firstMover = position.mustPass() ? opposite(position.turn) : position.turn;
  let clock = timing ? Clock.after(timing.control, moves).run(firstMover, now()) : undefined;
  while (!position.isGameOver()) {
    const color = position.turn;
    if (position.mustPass()) {
      moves.push({ move: PASS, color });
      position = position.after(PASS);
      continue;
    }
    const player = players[color === 'black' ? 0 : 1];
    const answer = await player.move({
      game: { start, moves: [...moves] },
      position,
      seed: seed + moves.length * 7919,
      ...(clock && timing
        ? { clock: { control: timing.control, timeLeftMs: clock.timeLeft(color, now()) } }
        : {}),
    });
    const at = now();
    if (timing && clock?.flagged(at) === color) {
      const final = await completeGame(position, timing.complete);
      return { moves, score: timeDefaultScore(color, final), end: 'time', loser: color, why: 'lost on time' };
    }
    const forfeit = (why: string): Played => ({
      moves,
      score: narrowWin(opposite(color), position.variant),
      end: 'forfeit',
      loser: color,
      why: `forfeits: ${why}`,
    });
    if (!answer.ok) return forfeit(answer.error.message);
    const { move, evaluation, said } = answer.value;
    const played = position.play(move);
    if (!played.ok)
      return forfeit(
        `illegal move ${makeMove(move)}${said === undefined ? '' : ` (it said ${quote(said)})`}: ${played.error.message}`,
      );
    const next = played.value.position;
    let time: number | undefined;
    if (clock) {
      // The mover plays again when the opponent must pass: its clock keeps running.
      const pressed = clock.moved(at, next);
      clock = pressed.clock;
      time = Math.round(pressed.spentMs / 10) / 100;
    }
    moves.push({
      move,
      color,
      ...(evaluation === undefined ? {} : { evaluation }),
      ...(time === undefined ? {} : { time }),
    });
    position = next;
  }
  return { moves, score: position.outcome()!.score.tournament, end: 'board' };
};

/** Plays one game of the match on a pair of players (A's, B's) and summarises it from A's side. */
const matchGame = async (
  index: number,
  opening: readonly Move[],
  [a, b]: readonly [MatchPlayer, MatchPlayer],
  options: MatchOptions,
): Promise<GameSummary> => {
  const aColor: Color = index % 2 === 0 ? 'black' : 'white';
  const players = aColor === 'black' ? ([a, b] as const) : ([b, a] as const);
  const game = await playGame(opening, players, options, (options.seed ?? 1) + index * 104729);
  const { black, white } = game.score;
  const diff = aColor === 'black' ? black - white : white - black;
  const aDiff = options.variant?.rules === 'anti' ? -diff : diff;
  const result = aDiff > 0 ? 'win' : aDiff < 0 ? 'loss' : 'tie';
  const loser =
    game.loser === undefined ? undefined : game.loser === aColor ? `A (${a.name})` : `B (${b.name})`;
  return {
    index: index + 1,
    opening,
    aColor,
    moves: game.moves,
    black,
    white,
    aDiff,
    result,
    end: game.end,
    ...(loser === undefined ? {} : { reason: `${loser} ${game.why}` }),
  };
};

/**
 * Plays a match between players A and B; the summary is from A's side. `players` holds one pair
 * (A's, B's) per game played at the same time, e.g. two pairs on a two-core machine.
 */
export const playMatch = async (
  players: readonly (readonly [MatchPlayer, MatchPlayer])[],
  options: MatchOptions,
): Promise<MatchSummary> => {
  const rng = new Rng(options.seed ?? 1);
  // Every opening is chosen before the games start, in order, so a game's opening does not depend on
  // which games finished first.
  const openings: (readonly Move[])[] = [];
  for (let pair = 0; pair < Math.ceil(options.games / 2); pair++)
    openings.push(
      options.openings?.length
        ? options.openings[pair % options.openings.length]
        : randomOpening(rng, options.randomPlies ?? 6, options.variant),
    );
  const summaries: GameSummary[] = [];
  let next = 0;
  await Promise.all(
    players.map(async (pair) => {
      for (let i = next++; i < options.games; i = next++) {
        const game = await matchGame(i, openings[Math.floor(i / 2)], pair, options);
        summaries.push(game);
        options.onGame?.(game);
      }
    }),
  );
  const count = (result: GameSummary['result']): number =>
    summaries.filter((g) => g.result === result).length;
  const wins = count('win');
  const ties = count('tie');
  return {
    games: options.games,
    wins,
    ties,
    losses: count('loss'),
    points: wins + ties / 2,
    discDiff: summaries.reduce((sum, g) => sum + g.aDiff, 0),
    onTime: summaries.filter((g) => g.end === 'time').length,
    forfeits: summaries.filter((g) => g.end === 'forfeit').length,
  };
};
