/**
 * The game controller: the headless state of one game in the browser (history, undo/redo, passes,
 * the computer's turn). No DOM here, so it runs under Vitest in Node; the Preact views only read its
 * state and call its methods. Every rule comes from `src/core`; every computer move from the `Engine`
 * facade.
 */
import {
  Bitboard,
  type Color,
  type GameError,
  gameFromMoves,
  type Move,
  type Outcome,
  PASS,
  Position,
  type Result,
  type Square,
  type Variant,
} from '../core/index.js';
import type { Level, SearchProgress } from '../engine/types.js';
import type { MoveSource } from './engines.js';

/** Who plays against the human: a computer level, or `'human'` for two players on one device. */
export type Opponent = Level | 'human';

/** What a game is: the variant, the opponent and the human's colour (ignored for two players). */
export interface GameSetup {
  readonly variant: Variant;
  readonly opponent: Opponent;
  readonly humanColor: Color;
}

/** Everything the views draw. Derived fields are computed once per change, never by the views. */
export interface GameState {
  readonly setup: GameSetup;
  /** Identifies the game, e.g. `'m3k9x2'`, so a finished game counts once in the statistics. */
  readonly id: string;
  /** Every move played, passes explicit. */
  readonly moves: readonly Move[];
  /** Moves taken back by Undo, in playing order; Redo re-applies them. */
  readonly redo: readonly Move[];
  /** How many of `moves` came from a pasted move list (0 for a game played from the start). */
  readonly loaded: number;
  /** `positions[i]` is the position after `i` moves; the last one is the current position. */
  readonly positions: readonly Position[];
  readonly position: Position;
  /** The last disc placed (passes skipped), e.g. to mark it on the board. */
  readonly lastMove: Square | undefined;
  /** The discs the last move turned over (for the flip animation); none after a pass. */
  readonly flipped: Bitboard;
  /** The colour that passed since the human's last own move (to say so plainly), if any. */
  readonly passed: Color | undefined;
  readonly outcome: Outcome | undefined;
  readonly thinking: boolean;
  readonly progress: SearchProgress | undefined;
  /** True when the engine failed repeatedly; `retry()` asks again. */
  readonly engineFailed: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** A saved game as plain data (what `src/web/storage.ts` persists). */
export interface SavedGame extends Pick<GameState, 'setup' | 'id' | 'moves' | 'redo'> {
  /** See `GameState.loaded`; 0 when absent. */
  readonly loaded?: number;
}

/** Why a click on a square does not play: the game is over, the computer is to move (or thinking), the
 * square is taken, the opening placements of historical Reversi go elsewhere, or a disc there would turn
 * nothing over. */
export type Refusal = 'game-over' | 'computer-to-move' | 'occupied' | 'placement' | 'no-flip';

export interface ControllerOptions {
  /** Gives the engine for a level each time the computer must move, so a game that does not need the
   * engine (two players, or a level that plays in the page) never loads it. */
  readonly engine: (level: Level) => Promise<MoveSource>;
  /** The shortest time the computer appears to think, e.g. 350 ms, so its move can be followed. */
  readonly minThinkMs?: number;
  /** How often a failed engine call is asked again before giving up, e.g. 3. */
  readonly retries?: number;
  /** Makes game ids (tests pass a counter). */
  readonly makeId?: () => string;
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const randomId = (): string => Math.random().toString(36).slice(2, 10);

/** The headless controller of one game at a time. */
export class GameController {
  private current: GameState;
  private readonly listeners = new Set<(state: GameState) => void>();
  /** Bumped whenever the game changes under a running search, so a stale answer is dropped. */
  private generation = 0;
  /** The engine of the running search, to stop it. */
  private engine: MoveSource | undefined;
  /** `GameState.loaded` of the game in play. */
  private loaded = 0;

  constructor(
    private readonly options: ControllerOptions,
    setup: GameSetup = { variant: { rules: 'standard', size: 8 }, opponent: 'human', humanColor: 'black' },
  ) {
    this.current = this.derive(setup, (options.makeId ?? randomId)(), [], []);
  }

  /** The current state. */
  get state(): GameState {
    return this.current;
  }

  /** Calls `listener` after every change; returns the function that unsubscribes. */
  subscribe(listener: (state: GameState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts a new game (the computer moves first when the human plays White). */
  newGame(setup: GameSetup): void {
    this.cancelSearch();
    this.loaded = 0;
    this.commit(this.derive(setup, (this.options.makeId ?? randomId)(), [], []));
    this.advance();
  }

  /** Restores a saved game exactly, replaying its moves through the rules; an error if they do not replay. */
  restore(saved: SavedGame): Result<void, GameError> {
    const start = Position.initial(saved.setup.variant);
    const record = gameFromMoves(start, [...saved.moves, ...saved.redo], { inferPasses: false });
    if (!record.ok) return record;
    this.cancelSearch();
    this.loaded = Math.min(saved.loaded ?? 0, saved.moves.length + saved.redo.length);
    this.commit(this.derive(saved.setup, saved.id, saved.moves, saved.redo));
    this.advance();
    return { ok: true, value: undefined };
  }

  /** The game as plain data. */
  save(): SavedGame {
    const s = this.current;
    return { setup: s.setup, id: s.id, moves: s.moves, redo: s.redo, loaded: s.loaded };
  }

  /** Sets up the game a move list leads to (passes inferred) and plays on from its end. */
  loadMoves(moves: readonly Move[]): Result<void, GameError> {
    const s = this.current;
    const record = gameFromMoves(Position.initial(s.setup.variant), moves);
    if (!record.ok) return record;
    this.cancelSearch();
    const played = record.value.moves.map((m) => m.move);
    this.loaded = played.length;
    this.commit(this.derive(s.setup, (this.options.makeId ?? randomId)(), played, []));
    this.advance();
    return { ok: true, value: undefined };
  }

  /** True when a click on the board may play now: a human is to move and the game goes on. */
  humanToMove(): boolean {
    const s = this.current;
    return !s.outcome && !s.thinking && this.isHumanTurn(s.position);
  }

  /** Plays the human's move, or says why it cannot be played (and nothing changes). */
  play(square: Square): Result<void, Refusal> {
    const s = this.current;
    if (s.outcome) return { ok: false, error: 'game-over' };
    if (!this.humanToMove()) return { ok: false, error: 'computer-to-move' };
    if (s.position.occupied().has(square)) return { ok: false, error: 'occupied' };
    if (!s.position.isLegal(square))
      return { ok: false, error: s.position.inPlacementPhase() ? 'placement' : 'no-flip' };
    this.commit(this.derive(s.setup, s.id, [...s.moves, square], []));
    this.advance();
    return { ok: true, value: undefined };
  }

  /** Goes on with the same game against another opponent, e.g. Easy when Expert's engine cannot load. */
  changeOpponent(opponent: Opponent): void {
    this.cancelSearch();
    const s = this.current;
    this.commit(this.derive({ ...s.setup, opponent }, s.id, s.moves, s.redo));
    this.advance();
  }

  /** Goes back to the last position where a human was to move, over computer replies and passes. */
  undo(): void {
    const target = this.undoTarget();
    if (target === undefined) return;
    this.cancelSearch();
    const s = this.current;
    this.commit(this.derive(s.setup, s.id, s.moves.slice(0, target), [...s.moves.slice(target), ...s.redo]));
  }

  /** Re-applies undone moves up to the next position where a human is to move. */
  redo(): void {
    const s = this.current;
    if (s.redo.length === 0 || s.thinking) return;
    const moves = [...s.moves];
    const redo = [...s.redo];
    let position = s.position;
    do {
      const next = position.play(redo[0]);
      if (!next.ok) break;
      moves.push(redo.shift()!);
      position = next.value.position;
    } while (redo.length > 0 && !this.isDecisionPoint(position));
    this.commit(this.derive(s.setup, s.id, moves, redo));
    this.advance();
  }

  /** Asks the engine again after it failed. */
  retry(): void {
    if (!this.current.engineFailed) return;
    this.commit({ ...this.current, engineFailed: false });
    this.advance();
  }

  /** Stops any search and forgets the engine (the page owns closing it). */
  dispose(): void {
    this.cancelSearch();
    this.listeners.clear();
  }

  private isHumanTurn(position: Position): boolean {
    return isHumanTurn(this.current.setup, position);
  }

  private isDecisionPoint(position: Position): boolean {
    return isDecisionPoint(this.current.setup, position);
  }

  private undoTarget(): number | undefined {
    const s = this.current;
    return undoTarget(s.setup, s.moves, s.positions);
  }

  /** After any change: passes forced moves, then lets the computer move when it is its turn. */
  private advance(): void {
    const s = this.current;
    if (s.redo.length > 0 || s.engineFailed) return;
    let moves = s.moves;
    let position = s.position;
    while (position.mustPass()) {
      const passed = position.pass();
      if (!passed.ok) break;
      position = passed.value;
      moves = [...moves, PASS];
    }
    if (moves !== s.moves) this.commit(this.derive(s.setup, s.id, moves, []));
    if (!position.isGameOver() && !this.isHumanTurn(position)) void this.computerMove();
  }

  private async computerMove(): Promise<void> {
    const generation = ++this.generation;
    const start = this.current;
    const level = start.setup.opponent as Level;
    this.commit({ ...start, thinking: true, progress: undefined });
    const retries = this.options.retries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        this.engine = await this.options.engine(level);
        if (generation !== this.generation) return;
        const [result] = await Promise.all([
          this.engine.bestMove(start.position, { level }, (progress) => {
            if (generation === this.generation) this.commit({ ...this.current, progress });
          }),
          delay(this.options.minThinkMs ?? 0),
        ]);
        if (generation !== this.generation) return;
        // The facade checked the move against the position (WorkerEngine's resultOf).
        const s = this.current;
        this.commit({
          ...this.derive(s.setup, s.id, [...s.moves, result.move], []),
          thinking: false,
        });
        this.advance();
        return;
      } catch {
        if (generation !== this.generation) return;
        // The facade restarts a dead worker; a rejected call is simply asked again, a few times.
        if (attempt >= retries) {
          this.commit({ ...this.current, thinking: false, progress: undefined, engineFailed: true });
          return;
        }
        await delay(100 * (attempt + 1));
        if (generation !== this.generation) return;
      }
    }
  }

  private cancelSearch(): void {
    this.generation++;
    if (this.current.thinking) {
      this.engine?.stop();
      this.current = { ...this.current, thinking: false, progress: undefined };
    }
  }

  private commit(state: GameState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }

  /** Builds the full state from the moves; they were checked before, so replaying cannot fail. */
  private derive(setup: GameSetup, id: string, moves: readonly Move[], redo: readonly Move[]): GameState {
    const positions = [Position.initial(setup.variant)];
    let flipped = Bitboard.EMPTY;
    for (const move of moves) {
      const next = positions[positions.length - 1].play(move);
      if (!next.ok) throw new Error(`replaying a checked game failed: ${next.error.message}`);
      positions.push(next.value.position);
      flipped = next.value.flipped;
    }
    const position = positions[positions.length - 1];
    // After a pass the last disc placed is still the move to mark.
    let lastMove: Square | undefined;
    for (let i = moves.length - 1; i >= 0 && lastMove === undefined; i--)
      if (moves[i] !== PASS) lastMove = moves[i] as Square;
    return {
      setup,
      id,
      moves,
      redo,
      loaded: this.loaded,
      positions,
      position,
      lastMove,
      flipped: moves[moves.length - 1] === PASS ? Bitboard.EMPTY : flipped,
      passed: passedSinceHumanMove(setup, moves, positions),
      outcome: position.outcome(),
      thinking: false,
      progress: undefined,
      engineFailed: false,
      canUndo: undoTarget(setup, moves, positions) !== undefined,
      canRedo: redo.length > 0,
    };
  }
}

/** The colour of the latest pass after the human's last own move (two players: only a final pass). */
const passedSinceHumanMove = (
  setup: GameSetup,
  moves: readonly Move[],
  positions: readonly Position[],
): Color | undefined => {
  for (let i = moves.length - 1; i >= 0; i--) {
    const mover = positions[i].turn;
    if (moves[i] === PASS) return mover;
    if (setup.opponent === 'human' || mover === setup.humanColor) return undefined;
  }
  return undefined;
};

const isHumanTurn = (setup: GameSetup, position: Position): boolean =>
  setup.opponent === 'human' || position.turn === setup.humanColor;

/** A position where a human chooses a move: their turn, and they have a move to choose. */
const isDecisionPoint = (setup: GameSetup, position: Position): boolean =>
  isHumanTurn(setup, position) && !position.isGameOver() && !position.mustPass();

/** How many moves stay after Undo: the last earlier position where a human chose a move. */
const undoTarget = (
  setup: GameSetup,
  moves: readonly Move[],
  positions: readonly Position[],
): number | undefined => {
  for (let i = moves.length - 1; i >= 0; i--) if (isDecisionPoint(setup, positions[i])) return i;
  return undefined;
};
