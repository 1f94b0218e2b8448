/**
 * Endgame puzzles without the DOM: the committed file (data/puzzles/puzzles.obf) read into levels, the
 * puzzle of the day, and one puzzle played out against the solver's perfect defence. The player wins
 * a puzzle by ending the game with the file's optimal score; a move that makes that impossible ends
 * the attempt at once, with what it cost.
 */
import {
  Bitboard,
  type Color,
  discDifference,
  err,
  type FormatError,
  formatError,
  type Move,
  makeMove,
  type ObfSolution,
  ok,
  PASS,
  type Position,
  parseObf,
  type Result,
  type Square,
} from '../../core/index.js';
import type { SearchProgress } from '../../engine/index.js';
import type { Solver } from './solver.js';

/** One puzzle: a position, its side to move, and every legal move's exact score, best first. */
export interface Puzzle {
  /** Stable across edits of the file: a hash of the position, e.g. `'3fa94c1e'`. */
  readonly id: string;
  readonly level: number;
  /** Its place in the level, from 1. */
  readonly number: number;
  readonly position: Position;
  readonly solutions: readonly ObfSolution[];
}

/** A level: the puzzles with empties in a range, e.g. level 1 with 4-6 empties. */
export interface PuzzleLevel {
  readonly level: number;
  readonly minEmpties: number;
  readonly maxEmpties: number;
  readonly puzzles: readonly Puzzle[];
}

/** FNV-1a over the board and side: eight hex digits that name a position. */
export const positionId = (position: Position): string => {
  let hash = 0x811c9dc5;
  const text = `${position.board.black.toString()}/${position.board.white.toString()}/${position.turn}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

const LEVEL_LINE = /^%\s*level\s+(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s+empties/i;

/**
 * Reads the puzzle file: `% level N: A-B empties` starts a level, each other line that is not a
 * comment is a puzzle in OBF with its scored moves. A puzzle outside a level, without scores, or with
 * its empties outside its level's range is an error naming the line.
 */
export const parsePuzzles = (text: string): Result<PuzzleLevel[], FormatError> => {
  const levels: { level: number; minEmpties: number; maxEmpties: number; puzzles: Puzzle[] }[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    const at = { line: i + 1 };
    if (line === '') continue;
    if (line.startsWith('%')) {
      const m = LEVEL_LINE.exec(line);
      if (m)
        levels.push({ level: Number(m[1]), minEmpties: Number(m[2]), maxEmpties: Number(m[3]), puzzles: [] });
      continue;
    }
    const current = levels[levels.length - 1];
    if (!current) return err(formatError('ERR_SYNTAX', 'a puzzle before any "% level" line', at));
    const entry = parseObf(line);
    if (!entry.ok) return err({ ...entry.error, line: i + 1 });
    const { position, solutions } = entry.value;
    if (solutions.length === 0)
      return err(formatError('ERR_SYNTAX', 'a puzzle without its scored moves', at));
    const empties = position.empties().size();
    if (empties < current.minEmpties || empties > current.maxEmpties)
      return err(
        formatError('ERR_SYNTAX', `a puzzle with ${empties} empties under level ${current.level}`, at),
      );
    current.puzzles.push({
      id: positionId(position),
      level: current.level,
      number: current.puzzles.length + 1,
      position,
      solutions,
    });
  }
  return ok(levels);
};

/** A day as the player's calendar says it, e.g. `'2025-03-09'`. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The day before, e.g. `'2025-02-28'` for `'2025-03-01'`. */
export const dayBefore = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d - 1));
};

/** A step through the puzzles that shares no factor with their number, so consecutive days visit
 * every puzzle once before any comes again (a prime above any puzzle count). */
const DAY_STEP = 7919;

/** The puzzle of a day: the same for everyone on that date, a different one each day for a cycle. */
export const puzzleOfTheDay = (puzzles: readonly Puzzle[], day: string): Puzzle => {
  const [y, m, d] = day.split('-').map(Number);
  const dayNumber = Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
  const index = (((dayNumber * DAY_STEP) % puzzles.length) + puzzles.length) % puzzles.length;
  return puzzles[index];
};

/** Where a puzzle stands: the player's move, the solver's reply, or finished (with or without the
 * optimal score), or the solver failed (`retry` asks again). */
export type PuzzleStatus = 'your-move' | 'thinking' | 'solved' | 'missed' | 'engine-failed';

export interface PuzzleState {
  readonly puzzle: Puzzle;
  /** The colour the player plays: the side to move in the puzzle. */
  readonly player: Color;
  /** The optimal score: the final disc difference the player must reach (empties to the winner). */
  readonly target: number;
  /** Every move since the puzzle's position, passes included. */
  readonly moves: readonly Move[];
  readonly position: Position;
  readonly lastMove: Square | undefined;
  readonly flipped: Bitboard;
  readonly status: PuzzleStatus;
  /** The player's move that made the optimal score unreachable, and the best score left after it. */
  readonly slip: { readonly move: Square; readonly reachable: number } | undefined;
  /** The player's final disc difference once the game is over. */
  readonly final: number | undefined;
  /** The best move now, once asked for. */
  readonly hint: Square | undefined;
  /** Whether a hint was shown in this attempt. */
  readonly hinted: boolean;
  /** The solver's progress while it thinks. */
  readonly progress: SearchProgress | undefined;
}

/** One puzzle played against the solver: the player's moves, the solver's perfect replies. */
export class PuzzleGame {
  private current: PuzzleState;
  private readonly listeners = new Set<(state: PuzzleState) => void>();
  /** Bumped when the attempt changes under a running solve, so that a stale answer is dropped. */
  private generation = 0;

  constructor(
    private readonly solver: Pick<Solver, 'solve' | 'stop'>,
    puzzle: Puzzle,
  ) {
    this.current = startOf(puzzle);
  }

  get state(): PuzzleState {
    return this.current;
  }

  /** Calls `listener` after every change; returns the function that unsubscribes. */
  subscribe(listener: (state: PuzzleState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Plays the player's move; false when it is not theirs to play or not legal. */
  play(square: Square): boolean {
    const s = this.current;
    if (s.status !== 'your-move' || s.position.turn !== s.player || !s.position.isLegal(square)) return false;
    const played = s.position.play(square);
    if (!played.ok) return false;
    const next: PuzzleState = {
      ...s,
      moves: [...s.moves, square],
      position: played.value.position,
      lastMove: square,
      flipped: played.value.flipped,
      hint: undefined,
    };
    // At the puzzle's own position the file already knows what every move is worth.
    const listed = s.moves.length === 0 ? s.puzzle.solutions.find((x) => x.move === square) : undefined;
    if (listed && listed.score < s.target) {
      this.commit({ ...next, status: 'missed', slip: { move: square, reachable: listed.score } });
      return true;
    }
    this.commit(next);
    void this.advance(square);
    return true;
  }

  /** Asks for the best move now and rings it (from the file at the start, else from the solver). */
  async hint(): Promise<void> {
    const s = this.current;
    if (s.status !== 'your-move') return;
    if (s.moves.length === 0) {
      this.commit({ ...s, hint: s.puzzle.solutions[0].move as Square, hinted: true });
      return;
    }
    const generation = ++this.generation;
    this.commit({ ...s, status: 'thinking', progress: undefined });
    try {
      const result = await this.solver.solve(s.position);
      if (generation !== this.generation) return;
      this.commit({ ...this.current, status: 'your-move', hint: result.move as Square, hinted: true });
    } catch {
      if (generation === this.generation) this.commit({ ...this.current, status: 'your-move' });
    }
  }

  /** Starts the attempt again from the puzzle's position. */
  restart(): void {
    this.cancel();
    this.commit(startOf(this.current.puzzle));
  }

  /** Asks the solver again after it failed. */
  retry(): void {
    if (this.current.status !== 'engine-failed') return;
    this.commit({ ...this.current, status: 'thinking' });
    void this.advance(undefined);
  }

  /** Stops any solve and forgets the listeners. */
  dispose(): void {
    this.cancel();
    this.listeners.clear();
  }

  private cancel(): void {
    this.generation++;
    if (this.current.status === 'thinking') this.solver.stop();
  }

  /** After the player's move: forced passes, the solver's replies, until the player moves or the game ends. */
  private async advance(playerMove: Square | undefined): Promise<void> {
    const generation = ++this.generation;
    for (;;) {
      const s = this.current;
      const position = s.position;
      if (position.isGameOver()) {
        const final = discDifference(position.outcome()!, s.player, 'tournament');
        this.commit({ ...s, status: final >= s.target ? 'solved' : 'missed', final, progress: undefined });
        return;
      }
      if (position.mustPass()) {
        const passed = position.pass();
        if (!passed.ok) throw new Error(`a forced pass failed: ${passed.error.message}`);
        this.commit({ ...s, moves: [...s.moves, PASS], position: passed.value });
        continue;
      }
      if (position.turn === s.player) {
        this.commit({ ...s, status: 'your-move', progress: undefined });
        return;
      }
      this.commit({ ...s, status: 'thinking', progress: undefined });
      let reply: Move;
      let reachable: number;
      try {
        const result = await this.solver.solve(position, (progress) => {
          if (generation === this.generation) this.commit({ ...this.current, progress });
        });
        if (generation !== this.generation) return;
        if (!position.isLegal(result.move)) throw new Error(`the solver answered ${makeMove(result.move)}`);
        reply = result.move;
        reachable = -result.score;
      } catch {
        if (generation === this.generation) this.commit({ ...this.current, status: 'engine-failed' });
        return;
      }
      if (playerMove !== undefined && reachable < s.target) {
        this.commit({
          ...this.current,
          status: 'missed',
          slip: { move: playerMove, reachable },
          progress: undefined,
        });
        return;
      }
      playerMove = undefined;
      const played = position.play(reply);
      if (!played.ok) throw new Error(`a legal reply failed: ${played.error.message}`);
      const t = this.current;
      this.commit({
        ...t,
        moves: [...t.moves, reply],
        position: played.value.position,
        lastMove: reply as Square,
        flipped: played.value.flipped,
      });
    }
  }

  private commit(state: PuzzleState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}

const startOf = (puzzle: Puzzle): PuzzleState => ({
  puzzle,
  player: puzzle.position.turn,
  target: puzzle.solutions[0].score,
  moves: [],
  position: puzzle.position,
  lastMove: undefined,
  flipped: Bitboard.EMPTY,
  status: 'your-move',
  slip: undefined,
  final: undefined,
  hint: undefined,
  hinted: false,
  progress: undefined,
});
