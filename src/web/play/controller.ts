/**
 * The game controller: the headless state of one game in the browser (history, undo/redo, passes,
 * the computer's turn, the clocks and a loss on time). No DOM here, so it runs under Vitest in Node;
 * the Preact views only read its state and call its methods. Every rule comes from `src/core`; every
 * computer move from the `Engine` facade. Time comes from an injected `now` and the timers it sets, so
 * tests run the clocks on fake timers.
 */
import {
  Bitboard,
  CLOCK_RESERVE_MS,
  Clock,
  type Color,
  type FormatError,
  type GameError,
  gameFromMoves,
  type Move,
  type MoveErrorCode,
  moveBudgetMs,
  type Outcome,
  PASS,
  Position,
  type Result,
  type SavedClock,
  type Square,
  type TimeControl,
  type Variant,
} from '../../core/index.js';
import {
  clockedLimits,
  type EngineAids,
  type Level,
  moveLimits,
  type SearchLimits,
  type SearchProgress,
} from '../../engine/index.js';
import type { MoveSource } from '../engines/engines.js';
import type { Opponent } from '../lib/settings.js';
import { completionLevel, fixedDefault, playOut, type TimeDefault, type TimeRule } from './clocks.js';

export type { Opponent };

/** What a game is: the variant, the opponent and the human's colour (ignored for two players), and
 * its clocks, if any. */
export interface GameSetup {
  readonly variant: Variant;
  readonly opponent: Opponent;
  readonly humanColor: Color;
  /** Each player's time and the increment, e.g. `{ mainMs: 300_000, incrementMs: 2_000 }`; none when absent. */
  readonly clock?: TimeControl;
  /** How a loss on time is scored (see `TimeRule`), `'complete'` when absent. */
  readonly timeRule?: TimeRule;
  /** Where the game starts, when not at the variant's usual start (a position set up in the editor). */
  readonly start?: Position;
}

/** The position a game of this setup starts from. */
export const startOf = (setup: GameSetup): Position => setup.start ?? Position.initial(setup.variant);

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
  /** The board's result once neither side can move (not set by a loss on time). */
  readonly outcome: Outcome | undefined;
  /** The clocks (see `Clock`; only the side to move's runs), undefined in a game without them. */
  readonly clock: Clock | undefined;
  /** Set when a side's time ran out; the game is over from that moment. */
  readonly timeDefault: TimeDefault | undefined;
  /** The game is over: the board's result, or a loss on time. */
  readonly over: boolean;
  readonly thinking: boolean;
  readonly progress: SearchProgress | undefined;
  /** True when the engine failed repeatedly; `retry()` asks again. */
  readonly engineFailed: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** True once the human asked for a hint in this game (the statistics say so). */
  readonly hinted: boolean;
  /** What the engine that made the computer's last move played without (the opening book, the learned
   * weights), as it said after that move; undefined before the engine has moved. */
  readonly aids: EngineAids | undefined;
}

/** A saved game as plain data (what `src/web/play/storage.ts` persists). */
export interface SavedGame extends Pick<GameState, 'setup' | 'id' | 'moves' | 'redo'> {
  /** See `GameState.loaded`; 0 when absent. */
  readonly loaded?: number;
  /** See `GameState.hinted`; false when absent. */
  readonly hinted?: boolean;
  /** The clocks as they stood when saved (the side that was running resumes on restore). */
  readonly clock?: SavedClock;
  readonly timeDefault?: TimeDefault;
}

/** The parts of the state that time changes, carried over when the moves are derived again. */
interface Timing {
  readonly clock: Clock | undefined;
  readonly timeDefault: TimeDefault | undefined;
}

/** Why a click on a square does not play: the game is over, the computer is to move (or thinking), the
 * square is taken, a Reversi opening's placements go on the centre, White's fourth disc in the flip
 * variants neither goes on the last centre square (where allowed) nor flips, or a disc there would turn
 * nothing over. */
export type Refusal = 'game-over' | 'computer-to-move' | 'occupied' | 'placement' | 'fourth-disc' | 'no-flip';

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
  /** The clocks' milliseconds, `performance.now` by default (tests pass a fake one). */
  readonly now?: () => number;
  /** A searching level's time a move without clocks, e.g. 2_000 for Expert (the player's choice);
   * undefined: the level's own. */
  readonly moveMs?: (level: Level) => number | undefined;
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
  /** `GameState.hinted` of the game in play. */
  private hinted = false;
  /** `GameState.aids`: the engine's, kept from game to game (it is the same engine). */
  private aids: EngineAids | undefined;
  /** The timer that ends the game when the running side's time is up. */
  private flagTimer: ReturnType<typeof setTimeout> | undefined;
  /** True while the engine plays out a game lost on time (so a new game stops it). */
  private playingOut = false;
  /** The clocks' milliseconds. */
  readonly now: () => number;

  constructor(
    private readonly options: ControllerOptions,
    setup: GameSetup = { variant: { rules: 'standard', size: 8 }, opponent: 'human', humanColor: 'black' },
  ) {
    this.now = options.now ?? (() => performance.now());
    this.current = this.derive(setup, (options.makeId ?? randomId)(), [], [], NO_TIMING);
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

  /** Starts a new game (the computer moves first when the human plays White); its clocks start at once. */
  newGame(setup: GameSetup): void {
    this.cancelSearch();
    this.loaded = 0;
    this.hinted = false;
    const clock = setup.clock ? Clock.start(setup.clock) : undefined;
    this.commit(
      this.derive(setup, (this.options.makeId ?? randomId)(), [], [], { clock, timeDefault: undefined }),
    );
    this.advance();
  }

  /**
   * Restores a saved game exactly, replaying its moves through the rules; an error if they do not
   * replay or its clocks cannot be read. The side whose clock was running resumes now: the time the page
   * was closed is not counted. A game whose flag had fallen ends on time (again, if its score was still
   * being worked out).
   */
  restore(saved: SavedGame): Result<void, GameError | FormatError> {
    const record = gameFromMoves(startOf(saved.setup), [...saved.moves, ...saved.redo], {
      inferPasses: false,
    });
    if (!record.ok) return record;
    let clock: Clock | undefined;
    if (saved.clock) {
      const restored = Clock.restore(saved.clock, this.now());
      if (!restored.ok) return restored;
      clock = restored.value;
    } else if (saved.setup.clock) clock = Clock.start(saved.setup.clock);
    this.cancelSearch();
    this.loaded = Math.min(saved.loaded ?? 0, saved.moves.length + saved.redo.length);
    this.hinted = saved.hinted ?? false;
    const timeDefault = saved.timeDefault;
    this.commit(this.derive(saved.setup, saved.id, saved.moves, saved.redo, { clock, timeDefault }));
    if (timeDefault && !timeDefault.score) void this.playOut(timeDefault.loser);
    else if (!this.checkFlag()) this.advance();
    return { ok: true, value: undefined };
  }

  /** The game as plain data, the clocks as they stand now. */
  save(): SavedGame {
    const s = this.current;
    return {
      setup: s.setup,
      id: s.id,
      moves: s.moves,
      redo: s.redo,
      loaded: s.loaded,
      hinted: s.hinted,
      ...(s.clock ? { clock: s.clock.save(this.now()) } : {}),
      ...(s.timeDefault ? { timeDefault: s.timeDefault } : {}),
    };
  }

  /** Sets up the game a move list leads to (passes inferred) and plays on from its end; on the clock,
   * with fresh clocks (the pasted moves were not timed). */
  loadMoves(moves: readonly Move[]): Result<void, GameError> {
    const s = this.current;
    const record = gameFromMoves(startOf(s.setup), moves);
    if (!record.ok) return record;
    this.cancelSearch();
    const played = record.value.moves.map((m) => m.move);
    this.loaded = played.length;
    this.hinted = false;
    const clock = s.setup.clock ? Clock.start(s.setup.clock) : undefined;
    this.commit(
      this.derive(s.setup, (this.options.makeId ?? randomId)(), played, [], {
        clock,
        timeDefault: undefined,
      }),
    );
    this.advance();
    return { ok: true, value: undefined };
  }

  /** True when a click on the board may play now: a human is to move and the game goes on. */
  humanToMove(): boolean {
    const s = this.current;
    return !s.over && !s.thinking && this.isHumanTurn(s.position);
  }

  /** Plays the human's move, or says why it cannot be played (and nothing changes). A move made after
   * the mover's time ran out (before the page noticed) is refused: the game ended on time. */
  play(square: Square): Result<void, Refusal> {
    this.checkFlag();
    const s = this.current;
    if (s.over) return { ok: false, error: 'game-over' };
    if (!this.humanToMove()) return { ok: false, error: 'computer-to-move' };
    if (s.position.occupied().has(square)) return { ok: false, error: 'occupied' };
    const played = s.position.play(square);
    if (!played.ok) return { ok: false, error: refusalOf(played.error.code, s.position) };
    this.commit(this.derive(s.setup, s.id, [...s.moves, square], [], this.pressed(played.value.position)));
    this.advance();
    return { ok: true, value: undefined };
  }

  /** Goes on with the same game against another opponent, e.g. Easy when Expert's engine cannot load. */
  changeOpponent(opponent: Opponent): void {
    this.cancelSearch();
    const s = this.current;
    this.commit(this.derive({ ...s.setup, opponent }, s.id, s.moves, s.redo, s));
    this.advance();
  }

  /** Goes back to the last position where a human was to move, over computer replies and passes (not on
   * the clock, where a move made is made). */
  undo(): void {
    const target = this.undoTarget();
    if (target === undefined || this.current.setup.clock) return;
    this.cancelSearch();
    const s = this.current;
    this.commit(
      this.derive(s.setup, s.id, s.moves.slice(0, target), [...s.moves.slice(target), ...s.redo], s),
    );
  }

  /** Re-applies undone moves up to the next position where a human is to move. */
  redo(): void {
    const s = this.current;
    if (s.redo.length === 0 || s.thinking || s.setup.clock) return;
    const moves = [...s.moves];
    const redo = [...s.redo];
    let position = s.position;
    do {
      const next = position.play(redo[0]);
      if (!next.ok) break;
      moves.push(redo.shift()!);
      position = next.value.position;
    } while (redo.length > 0 && !this.isDecisionPoint(position));
    this.commit(this.derive(s.setup, s.id, moves, redo, s));
    this.advance();
  }

  /** Gives the game in play a new id (another tab carried on a game of the same id). */
  renewId(): void {
    this.commit({ ...this.current, id: (this.options.makeId ?? randomId)() });
  }

  /** Notes that the human asked for a hint in this game. */
  markHinted(): void {
    if (this.current.hinted) return;
    this.hinted = true;
    this.commit({ ...this.current, hinted: true });
  }

  /** Asks the engine again after it failed. */
  retry(): void {
    if (!this.current.engineFailed) return;
    this.commit({ ...this.current, engineFailed: false });
    this.advance();
  }

  /** Stops any search and the clocks' timer, and forgets the engine (the page owns closing it). */
  dispose(): void {
    this.cancelSearch();
    this.clearFlagTimer();
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

  /** After any change: passes forced moves, runs the side to move's clock, then lets the computer move
   * when it is its turn. */
  private advance(): void {
    const s = this.current;
    if (s.redo.length > 0 || s.engineFailed || s.timeDefault) {
      this.runClock();
      return;
    }
    let moves = s.moves;
    let position = s.position;
    while (position.mustPass()) {
      const passed = position.pass();
      if (!passed.ok) break;
      position = passed.value;
      moves = [...moves, PASS];
    }
    if (moves !== s.moves) this.commit(this.derive(s.setup, s.id, moves, [], s));
    this.runClock();
    if (!position.isGameOver() && !this.isHumanTurn(position)) void this.computerMove();
  }

  /** The timing after a move to `next` now: the mover's clock stops with the increment, and the clock of
   * the side to move next runs (the mover's again when the opponent must pass). */
  private pressed(next: Position): Timing {
    const s = this.current;
    const clock = s.clock?.moved(this.now(), next).clock;
    return { clock, timeDefault: s.timeDefault };
  }

  /**
   * Keeps the clocks in step with the game: the side to move's clock runs while the game goes on and a
   * move is awaited (not while undone moves wait to be redone or the engine has failed), none once it is
   * over; and a timer waits for the running side's flag.
   */
  private runClock(): void {
    const s = this.current;
    if (!s.clock) return;
    const now = this.now();
    const waiting = !s.over && !s.engineFailed && s.redo.length === 0;
    if (!waiting && s.clock.running) this.commit({ ...s, clock: s.clock.stop(now) });
    else if (waiting && s.clock.running !== s.position.turn)
      this.commit({ ...s, clock: s.clock.run(s.position.turn, now) });
    this.clearFlagTimer();
    const left = this.current.clock?.msUntilFlag(now);
    if (waiting && left !== undefined)
      this.flagTimer = setTimeout(() => {
        this.flagTimer = undefined;
        this.checkFlag();
      }, left + 1);
  }

  /** Ends the game on time if the running side's time is up; true if it did. A timer that fired a little
   * early is set again. */
  private checkFlag(): boolean {
    const s = this.current;
    if (!s.clock || s.over) return false;
    const flagged = s.clock.flagged(this.now());
    if (flagged === undefined) {
      if (s.clock.running && this.flagTimer === undefined) this.runClock();
      return false;
    }
    this.timeOut(flagged);
    return true;
  }

  private clearFlagTimer(): void {
    clearTimeout(this.flagTimer);
    this.flagTimer = undefined;
  }

  /** `loser`'s time is up: the game ends at once, and its score follows from the game's rule. */
  private timeOut(loser: Color): void {
    this.cancelSearch();
    this.clearFlagTimer();
    const s = this.current;
    const clock = s.clock?.stop(this.now());
    const rule = s.setup.timeRule ?? 'complete';
    const timeDefault: TimeDefault =
      rule === 'fixed' ? fixedDefault(loser, s.setup.variant) : { loser, rule };
    this.commit(this.derive(s.setup, s.id, s.moves, s.redo, { clock, timeDefault }));
    if (rule === 'complete') void this.playOut(loser);
  }

  /**
   * Plays the game out from the flag for both sides (see `completionLevel`) and records its score. If the
   * engine fails, Medium, which plays in the page, finishes the job, and the record says so.
   */
  private async playOut(loser: Color): Promise<void> {
    const generation = ++this.generation;
    const s = this.current;
    const attempt = async (level: ReturnType<typeof completionLevel>): Promise<TimeDefault> => {
      const engine = await this.options.engine(level);
      this.engine = engine;
      const source: MoveSource = {
        bestMove: (position, limits) => {
          // A new game started meanwhile: stop playing this one out.
          if (generation !== this.generation) throw new Error('superseded');
          return engine.bestMove(position, limits);
        },
        stop: () => engine.stop(),
      };
      return playOut(s.position, loser, level, s.id, source);
    };
    this.playingOut = true;
    let timeDefault: TimeDefault | undefined;
    for (const level of new Set([completionLevel(s.setup.opponent), 'medium'] as const)) {
      try {
        timeDefault = await attempt(level);
        break;
      } catch {
        if (generation !== this.generation) return;
      }
    }
    this.playingOut = false;
    // Medium plays in the page and cannot fail to load; were it to fail, the rule's floor stands.
    timeDefault ??= { ...fixedDefault(loser, s.setup.variant), rule: 'complete' };
    this.commit({ ...this.current, timeDefault });
  }

  private async computerMove(): Promise<void> {
    const generation = ++this.generation;
    const start = this.current;
    const level = start.setup.opponent as Level;
    const mover = start.position.turn;
    this.commit({ ...start, thinking: true, progress: undefined });
    const { limits, thinkMs, stopInMs } = this.budget(start, level);
    // However the search goes, it is stopped (and answers its best so far) before the flag falls.
    const stop =
      stopInMs === undefined
        ? undefined
        : setTimeout(() => generation === this.generation && this.engine?.stop(), stopInMs);
    const retries = this.options.retries ?? 3;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          this.engine = await this.options.engine(level);
          if (generation !== this.generation) return;
          const [result] = await Promise.all([
            this.engine.bestMove(start.position, limits, (progress) => {
              if (generation === this.generation) this.commit({ ...this.current, progress });
            }),
            delay(thinkMs),
          ]);
          if (generation !== this.generation) return;
          if (this.current.clock?.flagged(this.now()) === mover) {
            this.commit({ ...this.current, thinking: false, progress: undefined });
            this.timeOut(mover);
            return;
          }
          this.aids = this.engine.aids?.() ?? this.aids;
          // The facade checked the move against the position (WorkerEngine's resultOf).
          const next = start.position.play(result.move);
          const s = this.current;
          this.commit({
            ...this.derive(
              s.setup,
              s.id,
              [...s.moves, result.move],
              [],
              this.pressed(next.ok ? next.value.position : s.position),
            ),
            thinking: false,
          });
          this.advance();
          return;
        } catch {
          if (generation !== this.generation) return;
          // The facade restarts a dead worker; a rejected call is simply asked again, a few times.
          if (attempt >= retries) {
            this.commit({ ...this.current, thinking: false, progress: undefined, engineFailed: true });
            this.runClock();
            return;
          }
          await delay(100 * (attempt + 1));
          if (generation !== this.generation) return;
        }
      }
    } finally {
      clearTimeout(stop);
    }
  }

  /**
   * What the computer may spend on this move. Without clocks: its level's time a move under the engine's
   * time rules (`moveLimits`) and the pause that lets a player follow its move. On the clock it spends its own time: a searching level gets at most
   * `moveBudgetMs` of its time left (its time shared over its remaining moves, plus the increment) as
   * its target, more on an unsettled decision (the engine's `clockedLimits`), the pause never exceeds
   * that budget, and the search is stopped half the reserve before its flag.
   */
  private budget(
    state: GameState,
    level: Level,
  ): { limits: SearchLimits; thinkMs: number; stopInMs: number | undefined } {
    const pause = this.options.minThinkMs ?? 0;
    const clock = state.clock;
    // Without clocks, the engine's time rules for a move (a forced move at once, a settled or solved
    // decision before the limit) within the level's time, or the player's choice of it.
    if (!clock)
      return {
        limits: moveLimits({ level }, this.options.moveMs?.(level)),
        thinkMs: pause,
        stopInMs: undefined,
      };
    const left = clock.timeLeft(state.position.turn, this.now());
    const budget = moveBudgetMs(left, clock.control, state.position.empties().size());
    // The engine's rule for a move on a clock (a target from the budget, a ceiling from the time left).
    const limits = clockedLimits({ level }, budget, left);
    return { limits, thinkMs: Math.min(pause, budget), stopInMs: Math.max(0, left - CLOCK_RESERVE_MS / 2) };
  }

  private cancelSearch(): void {
    this.generation++;
    if (this.current.thinking || this.playingOut) {
      this.engine?.stop();
      this.playingOut = false;
      if (this.current.thinking) this.current = { ...this.current, thinking: false, progress: undefined };
    }
  }

  private commit(state: GameState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }

  /** Builds the full state from the moves; they were checked before, so replaying cannot fail. */
  private derive(
    setup: GameSetup,
    id: string,
    moves: readonly Move[],
    redo: readonly Move[],
    { clock, timeDefault }: Timing,
  ): GameState {
    const positions = [startOf(setup)];
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
      clock,
      timeDefault,
      over: position.isGameOver() || timeDefault !== undefined,
      thinking: false,
      progress: undefined,
      engineFailed: false,
      // On the clock a move made is made.
      canUndo: !setup.clock && undoTarget(setup, moves, positions) !== undefined,
      canRedo: !setup.clock && redo.length > 0,
      hinted: this.hinted,
      aids: this.aids,
    };
  }
}

const NO_TIMING: Timing = { clock: undefined, timeDefault: undefined };

/** The refusal a move error stands for: off the centre in an opening's placements, the fourth disc of a
 * flip variant that neither captures nor (where allowed) takes the last centre square, or no flip. */
const refusalOf = (code: MoveErrorCode, position: Position): Refusal => {
  if (code === 'ERR_NOT_CENTER') return 'placement';
  if (code === 'ERR_MUST_FLIP' || position.inPlacementPhase()) return 'fourth-disc';
  return 'no-flip';
};

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
