/**
 * The NBoard protocol's engine side as a pure state machine: lines in, lines out, the engine injected.
 * No process, no streams: the adapter (`../commands/nboard.ts`) feeds stdin lines to `receive` and
 * writes what `send` gives it, and tests drive the same object with a scripted engine.
 *
 * Ordering: commands are answered one after another in the order received (a queue of promises), so
 * a `move` sent during a `hint` applies after the hint's lines. `ping` is the exception the protocol
 * demands: on arrival it stops the running search (and marks searches still queued before it as
 * cancelled), so its `pong` follows promptly and after every line of the stopped search. The end of
 * the input (`end()`) does the same for every search still running or queued: the GUI has gone, and
 * waiting out a deep search would keep the process alive for nothing.
 */

import { parseGgf, parseGgfTimeControl } from '../../core/formats/ggf.js';
import { quote } from '../../core/formats/index.js';
import {
  type GameMove,
  type GameRecord,
  type Move,
  makeMove,
  newGame,
  opposite,
  PASS,
  type Position,
  positionsOf,
  replay,
} from '../../core/index.js';
import type { Engine, SearchLimits, SearchProgress } from '../../engine/types.js';
import { moveBudgetMs } from './clock.js';
import { type NboardCommand, parseNboardLine } from './command.js';

/** Where the session's words go. */
export interface NboardOutput {
  /** One protocol line for the GUI (stdout), e.g. `'=== F5/2.00/0.41'`. */
  send(line: string): void;
  /** A remark for people (stderr), e.g. `"ignored unknown command 'foo'"`. */
  note(text: string): void;
}

export interface NboardSessionOptions {
  /** The name sent with `set myname`, e.g. `'Wedge'`. */
  readonly name?: string;
  /** Midgame depth until the GUI sets one, e.g. 10. */
  readonly depth?: number;
  /** Milliseconds since some origin, for the reported times; `performance.now` by default. */
  readonly clock?: () => number;
  /** An engine of that many search threads for `set threads`, in place of the current one (which
   * the session no longer uses); without it `set threads` is noted and ignored. */
  readonly withThreads?: (threads: number) => Promise<Engine>;
}

/** The endgame depth that goes with a midgame depth: solve exactly from depth + 8 empties, at most 20
 * (the expert level's limit, which the kernel proves within seconds). */
export const exactEmptiesFor = (depth: number): number => Math.min(20, depth + 8);

const formatEval = (score: number): string => score.toFixed(2);

/** A principal variation as NBoard reads it: moves upper case joined by dashes, `F5-D6-C3`. */
export const formatPv = (pv: readonly Move[]): string => pv.map((m) => makeMove(m).toUpperCase()).join('-');

/** The `search` line for one progress report: `search F5-D6 -1.00 0 12` or `... 0 100%` once solved;
 * a move from the opening book is a `book` line, `book F5-D6 -1.00 0 14`. */
export const searchLine = (p: Pick<SearchProgress, 'pv' | 'score' | 'depth' | 'exact' | 'book'>): string =>
  `${p.book ? 'book' : 'search'} ${formatPv(p.pv)} ${formatEval(p.score)} 0 ${p.exact ? '100%' : String(p.depth)}`;

export class NboardSession {
  /** The game as set and played on; `timeControl` is GGF's `TI`, kept for the clock. */
  private game: GameRecord & { readonly timeControl?: string } = newGame();
  private position: Position = this.game.start;
  private depth: number;
  private contempt = 0;
  /** The last `TI` of a `set game` that read, kept when a later one does not. */
  private lastClock: string | undefined;
  private queue: Promise<void> = Promise.resolve();
  /** True while the engine is searching for this session. */
  private searching = false;
  /** Pings received but not yet answered: a search that starts while one waits is cut short. */
  private pingsWaiting = 0;
  /** Set once the input has ended: every search from then on is cut short. */
  private ended = false;
  private readonly clock: () => number;
  private readonly name: string;

  constructor(
    private engine: Engine,
    private readonly out: NboardOutput,
    private readonly options: NboardSessionOptions = {},
  ) {
    this.depth = options.depth ?? 10;
    this.clock = options.clock ?? (() => performance.now());
    this.name = options.name ?? 'Wedge';
  }

  /** Takes one line from the GUI. Answers come through `out`, in order; `idle()` says when. */
  receive(line: string): void {
    const parsed = parseNboardLine(line);
    if (!parsed.ok) {
      if (parsed.error.code !== 'ERR_EMPTY')
        this.out.note(`nboard: ignored ${quote(line.trim())}: ${parsed.error.message}`);
      return;
    }
    const command = parsed.value;
    if (command.kind === 'ping') {
      this.pingsWaiting++;
      if (this.searching) this.engine.stop();
    }
    this.queue = this.queue
      .then(() => this.run(command))
      .catch((error: unknown) => {
        // An engine failure must not end the session: report it and keep serving the GUI.
        const message = error instanceof Error ? error.message : String(error);
        this.out.send(`status error: ${message}`);
        this.out.note(`nboard: ${message}`);
      });
  }

  /** Resolves once every command received so far has been answered. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** The input has ended: stops the running search and cuts short the ones still queued, then
   * resolves once every command received has been answered (with the best found so far). */
  end(): Promise<void> {
    this.ended = true;
    if (this.searching) this.engine.stop();
    return this.queue;
  }

  /** True when a search should stop as soon as it can: a ping waits behind it, or the input ended. */
  private cutShort(): boolean {
    return this.pingsWaiting > 0 || this.ended;
  }

  /** The position the next commands refer to (for tests and the adapter's messages). */
  current(): Position {
    return this.position;
  }

  private async run(command: NboardCommand): Promise<void> {
    switch (command.kind) {
      case 'nboard':
        if (command.version !== 2) this.out.note(`nboard: protocol version ${command.version}, speaking 2`);
        this.out.send(`set myname ${this.name}`);
        return;
      case 'depth':
        this.depth = command.depth;
        return;
      case 'contempt':
        // What a drawn line of the opening book is worth to Black, in centi-discs (see limits()).
        this.contempt = command.contempt;
        return;
      case 'option':
        this.out.note(`nboard: option '${command.name}' not used`);
        return;
      case 'threads':
        // Between searches (commands run in order), so no search is left on the old engine.
        if (this.options.withThreads) this.engine = await this.options.withThreads(command.threads);
        else this.out.note('nboard: set threads not available here');
        return;
      case 'game':
        return this.setGame(command.ggf);
      case 'move':
        return this.playMove(command.move, command);
      case 'hint':
        return this.hint(command.count);
      case 'go':
        return this.go();
      case 'ping':
        this.pingsWaiting--;
        this.out.send(`pong ${command.id}`);
        return;
      case 'learn':
        this.out.send('learned');
        return;
      case 'analyze':
        return this.analyzeGame();
    }
  }

  private setGame(ggf: string): void {
    const parsed = parseGgf(ggf);
    if (!parsed.ok) {
      this.out.send(`status cannot read the game: ${parsed.error.message}`);
      this.out.note(`nboard: set game: ${parsed.error.message}`);
      return;
    }
    const game = parsed.value[0];
    if (game === undefined) {
      this.out.send('status cannot read the game: no GGF record (;...;) in the line');
      this.out.note('nboard: set game: no GGF record');
      return;
    }
    const end = replay(game);
    if (!end.ok) {
      this.out.send(`status cannot replay the game: ${end.error.message}`);
      return;
    }
    // A clock that does not read would leave the search without a time limit: say so, on the status
    // line and on stderr, and play on the last clock that did read (none before it: the depth alone).
    let timeControl = game.timeControl;
    if (timeControl !== undefined && timeControl.trim() !== '') {
      const control = parseGgfTimeControl(timeControl);
      if (control.ok) this.lastClock = timeControl;
      else {
        const kept = this.lastClock === undefined ? 'no clock' : `keeping TI[${this.lastClock}]`;
        this.out.send(`status the game's clock ${quote(`TI[${timeControl}]`)} does not read: ${kept}`);
        this.out.note(`nboard: set game: ${control.error.message}; ${kept}`);
        timeControl = this.lastClock;
      }
    }
    const { timeControl: _, ...rest } = game;
    this.game = timeControl === undefined ? rest : { ...rest, timeControl };
    this.position = end.value;
  }

  private playMove(move: Move, notes: Pick<GameMove, 'evaluation' | 'time'>): void {
    // GUIs normally send `PA` for a pass; a move that is only legal after one is taken leniently.
    const position = this.position;
    const played = position.playAfterPass(move);
    if (!played.ok) {
      this.out.send(`status illegal move ${makeMove(move).toUpperCase()}: ${played.error.message}`);
      this.out.note(`nboard: illegal move ${makeMove(move)}: ${played.error.message}`);
      return;
    }
    const { passed } = played.value;
    const added: GameMove[] = [
      ...(passed ? [{ move: PASS as Move, color: position.turn }] : []),
      { move, color: passed ? opposite(position.turn) : position.turn, ...notes },
    ];
    this.game = { ...this.game, moves: [...this.game.moves, ...added] };
    this.position = played.value.position;
  }

  /** The GUI's depth, and the exact solve that goes with it (the engine solves within that many
   * empties whatever the depth); in the opening book, a best book move (as expert plays), drawn book
   * lines valued at the GUI's contempt. */
  private limits(): SearchLimits {
    return {
      depth: this.depth,
      exactEmpties: exactEmptiesFor(this.depth),
      book: true,
      ...(this.contempt === 0 ? {} : { contempt: this.contempt / 100 }),
    };
  }

  /** Runs one search, stopped at once if a ping is already waiting behind it or the input has ended. */
  private async search(
    position: Position,
    onProgress?: (p: SearchProgress) => void,
    limits: SearchLimits = this.limits(),
  ): Promise<{ result: Awaited<ReturnType<Engine['bestMove']>>; seconds: number }> {
    const started = this.clock();
    this.searching = true;
    try {
      // A stop sent before the engine has begun the job may be lost, so each report repeats it.
      const running = this.engine.bestMove(position, limits, (p) => {
        if (this.cutShort()) this.engine.stop();
        onProgress?.(p);
      });
      if (this.cutShort()) this.engine.stop();
      const result = await running;
      return { result, seconds: (this.clock() - started) / 1000 };
    } finally {
      this.searching = false;
    }
  }

  private async hint(count: number): Promise<void> {
    const position = this.position;
    if (position.isGameOver()) {
      this.out.send('status game over');
      return;
    }
    this.out.send('status thinking');
    let lines = 0;
    const { result, seconds } = await this.search(position, (p) => {
      if (p.pv.length === 0) return;
      lines++;
      this.out.send(searchLine(p));
    });
    if (lines === 0)
      this.out.send(searchLine({ ...result, pv: result.pv.length > 0 ? result.pv : [result.move] }));
    this.out.send(`nodestats ${result.nodes} ${seconds.toFixed(2)}`);
    // More than one move asked for: the other moves' values, from a full-width analysis.
    if (count > 1 && !this.cutShort() && position.legalMoves().size() > 1) {
      this.searching = true;
      try {
        const scores = await this.engine.analyze(position, this.limits());
        const others = scores.filter((s) => s.move !== result.move).slice(0, count - 1);
        for (const s of others) this.out.send(searchLine({ ...s, pv: s.pv.length > 0 ? s.pv : [s.move] }));
      } finally {
        this.searching = false;
      }
    }
    this.out.send('status');
  }

  private async go(): Promise<void> {
    const position = this.position;
    if (position.isGameOver()) {
      this.out.send('status game over: no move to make');
      return;
    }
    // The depth limits the search, and so does the mover's clock when the game has one.
    const budget = moveBudgetMs(this.game, position.turn, position.empties().size());
    const limits = { ...this.limits(), ...(budget === undefined ? {} : { timeMs: budget }) };
    this.out.send('status thinking');
    const { result, seconds } = await this.search(position, undefined, limits);
    this.out.send(`nodestats ${result.nodes} ${seconds.toFixed(2)}`);
    this.out.send('status');
    this.out.send(
      `=== ${makeMove(result.move).toUpperCase()}/${formatEval(result.score)}/${seconds.toFixed(2)}`,
    );
  }

  /** `analysis <movesMade> <eval>` for every position of the game, last first (the endgame values are
   * exact and cheap, so a GUI sees the most certain numbers first); evals are the side to move's. */
  private async analyzeGame(): Promise<void> {
    const positions = positionsOf(this.game);
    if (!positions.ok) {
      this.out.send(`status cannot replay the game: ${positions.error.message}`);
      return;
    }
    for (let made = positions.value.length - 1; made >= 0; made--) {
      if (this.cutShort()) return;
      const position = positions.value[made];
      const score = position.isGameOver()
        ? position.moverScore()!
        : (await this.search(position)).result.score;
      this.out.send(`analysis ${made} ${formatEval(score)}`);
    }
  }

  /** The settings the GUI has sent: the midgame depth and the contempt (centi-discs for Black). */
  settings(): { readonly depth: number; readonly contempt: number } {
    return { depth: this.depth, contempt: this.contempt };
  }
}
