/**
 * The playing levels. `easy` and `medium` need no search: they are TypeScript over the rules library
 * (and so work without the kernel); `hard` and `expert` are the kernel's search with different budgets
 * and evaluations.
 */
import { CLOCK_RESERVE_MS, type Move, PASS, type Position, type Square, squareAt } from '../core/index.js';
import { Rng } from './rng.js';
import { STRETCH_MAX } from './timekeeper.js';
import type { Evaluation, Level, SearchLimits } from './types.js';

export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

/** How a level plays. Times are milliseconds of the level's default budget. */
export interface LevelSettings {
  /** `random`: a uniformly random legal move; `table`: square values, one ply; `search`: the kernel. */
  readonly method: 'random' | 'table' | 'search';
  /** Default time budget per move. */
  readonly timeMs: number;
  /** Deepest midgame iteration. */
  readonly depth: number;
  /** Solve exactly at or below this many empties (0: never). */
  readonly exactEmpties: number;
  /** Kernel evaluation (see Evaluation). */
  readonly evaluator: Evaluation;
  /** Plays from the opening book among the moves within this many discs of the book's best (0: the
   * best only, a seed choosing among equals); absent: never from the book. */
  readonly bookWindow?: number;
}

/**
 * The ladder. `hard` searches at most 6 plies deep (under 1.5 s, usually well under) and solves only
 * short endings; `expert` spends 5 s and solves from 20 empties when its budget reaches that far. Both
 * use the best evaluation the worker has (the learned patterns when the weights are loaded; issue #6).
 * The depth cap keeps the levels apart: with no cap, hard reached 13 plies from the start in 1.5 s and
 * expert won only 7 of 10 games against it; with the learned evaluation and an 8-ply cap expert scored
 * 74.5% in 100 games at a tenth of the time, with the 6-ply cap 93.5%.
 * In the opening book expert plays a best book move and hard any book move within 2 discs of the
 * best, so that hard's games vary (seeded) while expert gives away nothing the book can see.
 */
export const LEVEL_SETTINGS: Readonly<Record<Level, LevelSettings>> = {
  easy: { method: 'random', timeMs: 0, depth: 0, exactEmpties: 0, evaluator: 'cheap' },
  medium: { method: 'table', timeMs: 0, depth: 1, exactEmpties: 0, evaluator: 'cheap' },
  hard: { method: 'search', timeMs: 1500, depth: 6, exactEmpties: 12, evaluator: 'best', bookWindow: 2 },
  expert: { method: 'search', timeMs: 5000, depth: 60, exactEmpties: 20, evaluator: 'best', bookWindow: 0 },
};

/** On a clock a search may stretch its target to this many times when its decision is unsettled
 * (timekeeper.ts STRETCH_MAX), but never past this share of the time left. */
const CLOCK_STRETCH_SHARE = 0.25;

/**
 * A level's limits for one move on a clock. The target (`targetMs`) is its own time, but never more
 * than `budgetMs` (from `moveBudgetMs`: the time left shared over the moves left, plus the
 * increment); with `timeLeftMs` the ceiling (`timeMs`) lets an unsettled decision take up to
 * STRETCH_MAX times the target, within a quarter of the time left (less the reserve), and a settled
 * one stops at about half of it (timekeeper.ts). Without `timeLeftMs`, or with `timeRules` false (the
 * frozen builds), the move gets the target as a fixed budget, as before issue 26. The levels that do
 * not search answer at once and keep their limits.
 */
export const clockedLimits = (
  limits: SearchLimits,
  budgetMs: number,
  timeLeftMs?: number,
  timeRules = true,
): SearchLimits => {
  const level = limits.level ?? 'medium';
  if (LEVEL_SETTINGS[level].method !== 'search') return limits;
  const target = Math.min(limits.timeMs ?? LEVEL_SETTINGS[level].timeMs, budgetMs);
  if (timeLeftMs === undefined || !timeRules) return { ...limits, timeMs: target };
  const room = (timeLeftMs - CLOCK_RESERVE_MS) * CLOCK_STRETCH_SHARE;
  const ceiling = Math.max(target, Math.min(target * STRETCH_MAX, room));
  return { ...limits, timeMs: Math.round(ceiling), targetMs: Math.round(target) };
};

/**
 * The time rules for a move without a clock (a game in the page): the level's time a move, or
 * `moveMs` (e.g. a player's choice of 2 s for Expert), is the ceiling, and half of it the time
 * keeper's target (timekeeper.ts), so that a solved position stops at its exact answer and a settled
 * decision (the best move and its score holding, as in a clearly won or lost game) after a quarter of
 * the time, while an unsettled one may take it all. A forced move is played without a search
 * (runner.ts), whatever the limits.
 */
export const moveLimits = (limits: SearchLimits, moveMs?: number): SearchLimits => {
  const level = limits.level ?? 'medium';
  if (LEVEL_SETTINGS[level].method !== 'search') return limits;
  const ceiling = moveMs ?? limits.timeMs ?? LEVEL_SETTINGS[level].timeMs;
  return { ...limits, timeMs: ceiling, targetMs: Math.round(ceiling / 2) };
};

/** Reads a level name; undefined when it is not one. */
export const parseLevel = (text: string): Level | undefined =>
  (LEVELS as readonly string[]).includes(text) ? (text as Level) : undefined;

/** `easy`: a uniformly random legal move (a pass when that is the only move). */
export const randomMove = (position: Position, rng: Rng): Move => {
  const moves = position.legalMoveList();
  return moves.length === 0 ? PASS : rng.pick(moves);
};

type SquareKind = 'corner' | 'x' | 'c' | 'edge' | 'inner';

/** Classic positional weights: corners are won for good, X and C squares give them away. */
const KIND_VALUE: Readonly<Record<SquareKind, number>> = { corner: 100, edge: 10, inner: 1, c: -20, x: -50 };
/** An X or C square next to a taken corner no longer gives it away: it is worth an ordinary square. */
const FREED_VALUE: Readonly<Record<'x' | 'c', number>> = { x: 1, c: 10 };

interface SquareInfo {
  readonly kind: SquareKind;
  /** The corner this X or C square is next to. */
  readonly corner: Square | undefined;
}

const classify = (size: number): SquareInfo[] => {
  const info: SquareInfo[] = [];
  const e = size - 1;
  for (let s = 0; s < 64; s++) {
    const r = s >> 3;
    const c = s & 7;
    const nearR = r <= 1 ? 0 : r >= e - 1 ? e : -1;
    const nearC = c <= 1 ? 0 : c >= e - 1 ? e : -1;
    const corner = nearR >= 0 && nearC >= 0 ? squareAt(nearR, nearC) : undefined;
    const edge = r === 0 || r === e || c === 0 || c === e;
    let kind: SquareKind;
    if (corner === undefined) kind = edge ? 'edge' : 'inner';
    else if (r === nearR && c === nearC) kind = 'corner';
    else if (r !== nearR && c !== nearC) kind = 'x';
    else kind = edge ? 'c' : 'inner';
    info.push({ kind, corner: kind === 'x' || kind === 'c' ? corner : undefined });
  }
  return info;
};

const SQUARE_INFO: Readonly<Record<number, readonly SquareInfo[]>> = {
  4: classify(4),
  6: classify(6),
  8: classify(8),
};

/** The positional value of a square for the side to move, X/C squares revalued once their corner is
 * taken. In Anti-Reversi, where discs are a burden, the values are reversed. */
export const squareValue = (position: Position, square: Square): number => {
  const info = SQUARE_INFO[position.variant.size][square];
  let value = KIND_VALUE[info.kind];
  if ((info.kind === 'x' || info.kind === 'c') && position.occupied().has(info.corner!))
    value = FREED_VALUE[info.kind];
  return position.variant.rules === 'anti' ? -value : value;
};

/**
 * True when every legal move places a disc on the centre without flipping: the placements of the
 * Reversi openings. The fourth disc of the flip variants, which may or must capture, is not one.
 */
export const placesOnly = (position: Position): boolean =>
  position.inPlacementPhase() &&
  position
    .legalMoves()
    .toArray()
    .every((s) => position.flipsAt(s).isEmpty());

/**
 * The move of a level that needs no search (`random`: Easy, `table`: Medium), and of the Reversi
 * openings' placements at every level (any centre square will do), drawn from `seed`; undefined when
 * the level must search. The one home of these moves: the worker's runner and the page both ask it,
 * so the same seed gives the same move wherever the level plays.
 */
export const noSearchMove = (
  method: LevelSettings['method'],
  position: Position,
  seed: number,
): Move | undefined => {
  if (placesOnly(position) || method === 'random') return randomMove(position, new Rng(seed));
  if (method === 'table') return tableMove(position, new Rng(seed));
  return undefined;
};

/** `medium`: the move on the most valuable square; a seeded random fraction breaks ties. */
export const tableMove = (position: Position, rng: Rng): Move => {
  const moves = position.legalMoveList();
  if (moves.length === 0) return PASS;
  let best: Move = moves[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of moves) {
    // Values are whole numbers, so a fraction below 1 only ever decides between equal squares.
    const value = (move === PASS ? 0 : squareValue(position, move)) + rng.next() * 0.9;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
};
