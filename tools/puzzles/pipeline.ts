/**
 * The puzzle pipeline's work with the engine, through its public facade only: self-play games that
 * supply candidate positions, and the exact score of every move of a candidate (a solve of the
 * position and of each position after one move). Every random choice comes from one seeded `Rng` and
 * every search is bounded by depth or solved to the end, never by time, so a seed gives the same file.
 */
import { type Move, PASS, Position } from '../../src/core/index.js';
import type { Engine, Rng } from '../../src/engine/index.js';
import { isPuzzle, MAX_EMPTIES, MIN_EMPTIES, type MoveScores, sortScores, symmetryKey } from './puzzle.js';

/** How the self-play games are played. */
export interface SelfPlayOptions {
  /** Search depth of every engine move, e.g. 4. */
  readonly depth: number;
  /** Chance of a uniformly random move instead of the engine's, for variety, e.g. 0.1. */
  readonly epsilon: number;
  /** Random moves at the start: from 2 up to this many, e.g. 10. */
  readonly openingPlies: number;
}

export const DEFAULT_SELF_PLAY: SelfPlayOptions = { depth: 4, epsilon: 0.1, openingPlies: 10 };

/** Plays one game of standard Othello; returns its positions with 4-20 empties in which the side to
 * move has at least two legal moves (the candidates: a forced move is no puzzle). */
export const selfPlay = async (player: Engine, rng: Rng, options: SelfPlayOptions): Promise<Position[]> => {
  const opening = 2 + rng.below(options.openingPlies - 1);
  const candidates: Position[] = [];
  let position = Position.initial();
  for (let ply = 0; !position.isGameOver(); ply++) {
    const empties = position.empties().size();
    const moves = position.legalMoves();
    if (empties >= MIN_EMPTIES && empties <= MAX_EMPTIES && moves.size() >= 2) candidates.push(position);
    let move: Move;
    if (moves.isEmpty()) move = PASS;
    else if (rng.next() < options.epsilon || ply < opening) move = rng.pick(moves.toArray());
    else move = (await player.bestMove(position, { depth: options.depth, seed: rng.nextU32() })).move;
    const played = position.play(move);
    if (!played.ok) throw new Error(`the engine chose an illegal move: ${played.error.message}`);
    position = played.value.position;
  }
  return candidates;
};

/** Solves run to the end: without a limit the facade's default (the expert level's 5 s) applies, and
 * a 20-empty position can take longer than that on a busy machine. */
const SOLVE_LIMITS = { timeMs: 3_600_000 } as const;

/** The exact score of the position after `move`, from the view of the side that played it. */
const scoreAfter = async (solver: Engine, position: Position, move: Move): Promise<number> => {
  const played = position.play(move);
  if (!played.ok) throw new Error(`a legal move is illegal: ${played.error.message}`);
  const child = played.value.position;
  const end = child.moverScore();
  // `0 - x`, not `-x`: a draw is 0, never -0 (which would not equal the 0 read back from a file).
  if (end !== undefined) return 0 - end;
  const solved = await solver.solve(child, SOLVE_LIMITS);
  if (!solved.exact) throw new Error(`the solver gave an inexact score for ${child}`);
  return 0 - solved.score;
};

/**
 * Solves a candidate: the position itself, then each move. Returns every move's exact score best
 * first when the position is a puzzle (see `isPuzzle`), undefined as soon as a second move comes
 * within `margin` of the best (no need to solve the rest).
 */
export const solvePuzzle = async (
  solver: Engine,
  position: Position,
  margin: number,
): Promise<MoveScores | undefined> => {
  const root = await solver.solve(position, SOLVE_LIMITS);
  if (!root.exact) throw new Error(`the solver gave an inexact score for ${position}`);
  const best = root.move;
  const moves = [
    best,
    ...position
      .legalMoves()
      .toArray()
      .filter((m) => m !== best),
  ];
  const scores: { move: Move; score: number }[] = [];
  for (const move of moves) {
    const score = await scoreAfter(solver, position, move);
    if (move === best && score !== root.score)
      throw new Error(
        `the solver disagrees with itself: ${root.score} for the position, ${score} after its move`,
      );
    if (score > root.score)
      throw new Error(`the solver's best move is not best: ${score} beats ${root.score} in ${position}`);
    scores.push({ move, score });
    if (move !== best && root.score - score < margin) return undefined;
  }
  const sorted = sortScores(scores);
  return isPuzzle(sorted, margin) ? sorted : undefined;
};

/** One kept puzzle. */
export interface Puzzle {
  readonly position: Position;
  readonly empties: number;
  readonly scores: MoveScores;
}

/** What `generatePuzzles` needs. */
export interface GenerateOptions {
  readonly seed: number;
  /** Puzzles wanted for each number of empties from 4 to 20, e.g. 20. */
  readonly perEmpties: number;
  readonly margin: number;
  readonly selfPlay: SelfPlayOptions;
}

/** Progress after each solved candidate. */
export interface GenerateProgress {
  readonly games: number;
  readonly candidates: number;
  readonly kept: number;
  readonly wanted: number;
}

/**
 * Plays self-play games and solves their candidates until every number of empties from 4 to 20 has
 * `perEmpties` puzzles. A position already kept (in any of the board's symmetries) is skipped.
 * `player` plays the games and `solver` solves, so the games never depend on what the solver did.
 */
export const generatePuzzles = async (
  engines: { readonly player: Engine; readonly solver: Engine },
  rng: Rng,
  options: GenerateOptions,
  onProgress?: (progress: GenerateProgress) => void,
): Promise<Puzzle[]> => {
  const kept = new Map<number, Puzzle[]>();
  for (let e = MIN_EMPTIES; e <= MAX_EMPTIES; e++) kept.set(e, []);
  const seen = new Set<string>();
  const wanted = (MAX_EMPTIES - MIN_EMPTIES + 1) * options.perEmpties;
  let games = 0;
  let candidates = 0;
  let total = 0;
  while (total < wanted) {
    const positions = await selfPlay(engines.player, rng, options.selfPlay);
    games++;
    for (const position of positions) {
      const empties = position.empties().size();
      const list = kept.get(empties)!;
      if (list.length >= options.perEmpties) continue;
      const key = symmetryKey(position);
      if (seen.has(key)) continue;
      seen.add(key);
      candidates++;
      const scores = await solvePuzzle(engines.solver, position, options.margin);
      if (scores) {
        list.push({ position, empties, scores });
        total++;
      }
      onProgress?.({ games, candidates, kept: total, wanted });
    }
  }
  return [...kept.values()].flat();
};
