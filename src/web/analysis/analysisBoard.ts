/**
 * The analysis board without the DOM: a game tree and where the board is in it, the engine's values
 * of the positions seen, the live analysis of the position shown (started when it shows, deepened
 * while it stays, stopped when it changes, paused on request) and the review of the main line. The
 * Preact view (analysis.tsx) draws `AnalysisState` and calls these methods; the engine is reached only
 * through `Analyst` (analyst.ts).
 */
import {
  type Color,
  type Move,
  makeMoveList,
  makeObf,
  makeSquare,
  makeVariant,
  mobility as mobilityOf,
  PASS,
  Position,
  type Square,
  xSquares,
} from '../../core/index.js';
import {
  BLUNDER_DISCS,
  type EngineAids,
  INACCURACY_DISCS,
  MISTAKE_DISCS,
  type MoveMark,
  markOf,
} from '../../engine/index.js';
import { type AnalysisLimits, type Analyst, bestOf, type PositionValues } from '../engines/analyst.js';
import type { GameInfo, LoadedGame } from '../lib/archive.js';
import type { KeyValueStore } from '../lib/kv.js';
import { addMistakes, mistakeId, mistakePuzzle, movesKey } from '../lib/mistakes.js';
import {
  type Cursor,
  deleteLine,
  forward,
  lineTree,
  mainLinePath,
  nodeAt,
  nodesAlong,
  type Path,
  playAt,
  promoteLine,
  type TreeNode,
} from './tree.js';

/**
 * The live analysis: deepened as long as the position stays, solved exactly from 20 empties (a few
 * seconds for every move at once; the values show at each depth before that).
 */
export const LIVE_LIMITS: AnalysisLimits = { depth: 60, exactEmpties: 20 };

/**
 * The review's default depth: every move of every position to 8 plies, solved exactly from 16 empties,
 * so that the endgame's values are proven. A 60-move game takes well under a minute on the development
 * machine at this depth (docs/browser.md: `node scripts/measure-review.mjs`); 10 plies took 3 minutes.
 */
export const REVIEW_LIMITS: AnalysisLimits = { depth: 8, exactEmpties: 16 };

/** The review's thresholds, from their one home in the engine's public API (wedge/engine's marks.ts),
 * which `wedge analyze` marks moves by too: 2 discs an inaccuracy, 4 a mistake, 10 a blunder. */
export { BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS, type MoveMark };

/** The live analysis redraws at most this often, in ms (ten times a second). */
export const PROGRESS_MS = 100;

export type { GameInfo, LoadedGame };

/** What a coach can say of a mistake, by comparing the move played with the better one. */
export type MistakeReason = 'corner' | 'x-square' | 'mobility';

/** A move of the main line that lost `INACCURACY_DISCS` or more against the best move. */
export interface Mistake {
  /** The position it was played from: `ply` moves from the start (passes counted). */
  readonly ply: number;
  readonly color: Color;
  readonly played: Square;
  readonly better: Square;
  /** Whole discs lost against the better move, e.g. 6. */
  readonly loss: number;
  /** By the loss: an inaccuracy, a mistake or a blunder (`markOf`). */
  readonly kind: MoveMark;
  /** Every move as good as the best one (by the same values), e.g. [a5]; `better` is the first. */
  readonly best: readonly Square[];
  readonly reasons: readonly MistakeReason[];
}

/** The review of the main line: how far it is, and the mistakes found so far. */
export interface Review {
  readonly running: boolean;
  /** Positions valued so far, of `total`. */
  readonly done: number;
  readonly total: number;
  /** True once every position is valued. */
  readonly finished: boolean;
  readonly mistakes: readonly Mistake[];
  /** Once finished, in a game of the user's against the computer: the user's mistakes and blunders
   * kept as puzzles (lib/mistakes.ts), e.g. 2; those kept by an earlier review are not counted again. */
  readonly kept?: { readonly added: number; readonly total: number };
}

/** Everything the analysis view draws. */
export interface AnalysisState {
  readonly root: TreeNode;
  readonly path: Path;
  /** The node shown. */
  readonly node: TreeNode;
  readonly info: GameInfo;
  /** The values known, by `positionKey`. */
  readonly values: ReadonlyMap<string, PositionValues>;
  /** The live analysis is running on the position shown. */
  readonly analysing: boolean;
  readonly paused: boolean;
  readonly review: Review | undefined;
  /** A better move to mark on the board (after jumping to a mistake). */
  readonly marked: Square | undefined;
  /** The engine failed; `retry()` asks again. */
  readonly engineFailed: boolean;
  /** What the engine reported it works with (its learned weights loaded or missing), once it has. */
  readonly aids?: EngineAids;
}

/** Identifies a position across the tree (the same position in two lines shares its values). */
export const positionKey = (position: Position): string =>
  `${makeVariant(position.variant)} ${makeObf(position)}`;

/** True when a position has moves to value: the game goes on and the side to move need not pass. */
export const analysable = (position: Position): boolean => !position.isGameOver() && !position.mustPass();

/** How deep values go: their depth, or more than any depth once every value is proven. */
const reach = (values: PositionValues): number =>
  values.scores.length > 0 && values.scores.every((s) => s.exact) ? Number.POSITIVE_INFINITY : values.depth;

/** A point of the evaluation graph: a position's value in Black's view, if known. */
export interface GraphPoint {
  readonly ply: number;
  readonly value: number | undefined;
  readonly exact: boolean;
}

/**
 * The evaluation graph of a line: one point per position, the value in Black's view (positive: Black
 * ahead). A finished game counts its discs (empties to the winner); a position where the side to move
 * must pass has the value of the position after the pass.
 */
export const graphOf = (
  line: readonly TreeNode[],
  values: ReadonlyMap<string, PositionValues>,
): GraphPoint[] => {
  const points: GraphPoint[] = new Array(line.length);
  for (let i = line.length - 1; i >= 0; i--) {
    const position = line[i].position;
    const black = (v: number): number => (position.turn === 'black' ? v : -v);
    const final = position.moverScore();
    if (final !== undefined) points[i] = { ply: i, value: black(final), exact: true };
    else if (position.mustPass())
      points[i] = { ply: i, value: points[i + 1]?.value, exact: points[i + 1]?.exact ?? false };
    else {
      const known = values.get(positionKey(position));
      const best = bestOf(known);
      points[i] = {
        ply: i,
        value: best === undefined ? undefined : black(best.score),
        exact: known !== undefined && reach(known) === Number.POSITIVE_INFINITY,
      };
    }
  }
  return points;
};

const CORNERS: readonly Square[] = [0, 7, 56, 63] as Square[];

/** The corners of a board of any size. */
const cornersOf = (size: number): Square[] =>
  size === 8 ? [...CORNERS] : ([0, size - 1, (size - 1) * 8, (size - 1) * 8 + size - 1] as Square[]);

/**
 * What the coach can say of a move played where another was better: it gave the opponent a corner the
 * better move did not, it went next to an empty corner (an X-square), or it left the mover one move
 * or none to answer with where the better move left more.
 */
export const reasonsOf = (before: Position, played: Square, better: Square): MistakeReason[] => {
  const after = (move: Square): Position | undefined => {
    const next = before.play(move);
    return next.ok ? next.value.position : undefined;
  };
  const a = after(played);
  const b = after(better);
  if (!a || !b) return [];
  const mover = before.turn;
  const other: Color = mover === 'black' ? 'white' : 'black';
  const corners = cornersOf(before.variant.size);
  const cornersFor = (p: Position): number => corners.filter((c) => mobilityOf(p)[other].has(c)).length;
  const reasons: MistakeReason[] = [];
  if (cornersFor(a) > cornersFor(b)) reasons.push('corner');
  if (xSquares(before).some((x) => x.square === played && x.disc === undefined)) reasons.push('x-square');
  const left = (p: Position): number => mobilityOf(p)[mover].size();
  if (left(a) <= 1 && left(b) > left(a)) reasons.push('mobility');
  return reasons;
};

/** The marked moves of a line, given the values of its positions: each side's moves that lost
 * `INACCURACY_DISCS` or more against the best move, in the order played. */
export const mistakesOf = (
  line: readonly TreeNode[],
  values: ReadonlyMap<string, PositionValues>,
): Mistake[] => {
  const mistakes: Mistake[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const move = line[i + 1].move;
    const position = line[i].position;
    if (move === undefined || move === PASS) continue;
    const known = values.get(positionKey(position));
    const best = bestOf(known);
    const played = known?.scores.find((s) => s.move === move);
    if (!best || !played) continue;
    // Midgame values are fractions of a disc; a loss counts in whole discs, as it is shown.
    const loss = Math.round(best.score - played.score);
    const kind = markOf(loss);
    if (kind === undefined) continue;
    mistakes.push({
      ply: i,
      color: position.turn,
      played: move,
      better: best.move,
      best: known!.scores.filter((s) => s.score === best.score).map((s) => s.move),
      loss,
      kind,
      reasons: reasonsOf(position, move, best.move),
    });
  }
  return mistakes;
};

export interface AnalysisBoardOptions {
  /** Gives the engine, loading it on first use. */
  readonly analyst: () => Promise<Analyst>;
  readonly live?: AnalysisLimits;
  readonly review?: AnalysisLimits;
  /** Where the user's mistakes are kept as puzzles after a review (localStorage in the page). */
  readonly store?: KeyValueStore;
}

/** The user's mistakes and blunders of a reviewed line as puzzles: the position before each, and the
 * best moves by the review's values. None unless the game says which colour the user played. */
export const puzzlesOf = (
  line: readonly TreeNode[],
  mistakes: readonly Mistake[],
  info: GameInfo,
  savedAt: number,
) =>
  info.user === undefined
    ? []
    : mistakes
        .filter((m) => m.color === info.user && m.kind !== 'inaccuracy')
        .map((m) =>
          mistakePuzzle(
            mistakeId(
              info.archiveId ??
                movesKey(makeObf(line[0].position) + makeMoveList(line.slice(1).map((n) => n.move!))),
              m.ply,
            ),
            line[m.ply].position,
            {
              played: makeSquare(m.played),
              best: m.best.map(makeSquare),
              loss: m.loss,
              kind: m.kind,
            },
            savedAt,
          ),
        );

/** The headless analysis board. */
export class AnalysisBoard {
  private current: AnalysisState;
  private readonly listeners = new Set<(state: AnalysisState) => void>();
  /** Whether the view shows (the engine runs only then). */
  private active = false;
  /** The position the live analysis works on, and its generation (bumped at every change). */
  private liveKey: string | undefined;
  private liveGeneration = 0;
  /** True while an engine call of ours runs (so that a change stops it). */
  private calling = false;
  /** Settles when the last engine call of ours has. */
  private queue: Promise<void> = Promise.resolve();
  /** A notification waiting for `notifySoon`'s interval. */
  private pending: ReturnType<typeof setTimeout> | undefined;
  private reviewGeneration = 0;
  /** A finished game was opened and is not reviewed yet: the review starts once the view shows. */
  private reviewWanted = false;
  private engine: Analyst | undefined;

  constructor(
    private readonly options: AnalysisBoardOptions,
    game: LoadedGame = { start: Position.initial(), moves: [] },
  ) {
    const root = lineTree(game.start, game.moves);
    const path = mainLinePath(root);
    this.current = {
      root,
      path,
      node: nodeAt(root, path),
      info: game.info ?? {},
      values: new Map(),
      analysing: false,
      paused: false,
      review: undefined,
      marked: undefined,
      engineFailed: false,
    };
  }

  get state(): AnalysisState {
    return this.current;
  }

  /** Calls `listener` after every change; returns the function that unsubscribes. */
  subscribe(listener: (state: AnalysisState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens a game at its last position; values already known stay (a position keeps its values). A
   * finished game is reviewed at once (while the view shows), as a player opening it expects. */
  load(game: LoadedGame): void {
    this.cancelReview();
    const root = lineTree(game.start, game.moves);
    const path = mainLinePath(root);
    this.reviewWanted = nodeAt(root, path).position.isGameOver();
    this.commit({
      ...this.current,
      root,
      path,
      node: nodeAt(root, path),
      info: game.info ?? {},
      review: undefined,
      marked: undefined,
    });
    // The review starts in a task of its own: the game just opened is drawn first, and the two together
    // took one main-thread task of 52-62 ms (docs/browser.md).
    if (this.reviewWanted) setTimeout(() => this.startWantedReview(), 0);
  }

  /** The view shows (start the engine on the position shown, or the review a finished game waits for)
   * or not (stop it, and any review: one stopped so resumes when the view shows again). */
  setActive(active: boolean): void {
    this.active = active;
    if (!active && this.current.review?.running) {
      this.cancelReview();
      this.reviewWanted = true;
    }
    this.syncLive();
    this.startWantedReview();
  }

  private startWantedReview(): void {
    if (!this.active || !this.reviewWanted) return;
    this.reviewWanted = false;
    void this.review();
  }

  /** Goes to a node of the tree, e.g. a move clicked in the list. */
  goTo(path: Path, marked?: Square): void {
    const node = nodeAt(this.current.root, path);
    this.commit({ ...this.current, path: path.slice(0, depthOf(this.current.root, path)), node, marked });
  }

  first(): void {
    this.goTo([]);
  }

  back(): void {
    this.goTo(this.current.path.slice(0, -1));
  }

  forward(): void {
    this.goTo(forward(this.current.root, this.current.path));
  }

  /** To the end of the line shown. */
  last(): void {
    let path = this.current.path;
    for (let next = forward(this.current.root, path); next !== path; next = forward(this.current.root, path))
      path = next;
    this.goTo(path);
  }

  /** Plays a move from the position shown: along a line that has it, else into a new side line.
   * False when it is not legal there. */
  play(move: Square): boolean {
    const next = playAt(this.cursor(), move);
    if (!next) return false;
    this.setCursor(next);
    return true;
  }

  /** Deletes the side line through `path`. */
  deleteLine(path: Path): void {
    this.setCursor(deleteLine(this.cursor(), path));
  }

  /** Makes the side line through `path` the continuation of the line it leaves. */
  promoteLine(path: Path): void {
    this.setCursor(promoteLine(this.cursor(), path));
  }

  /** Pauses or resumes the live analysis. */
  setPaused(paused: boolean): void {
    this.commit({ ...this.current, paused });
  }

  /** Asks the engine again after it failed. */
  retry(): void {
    this.commit({ ...this.current, engineFailed: false });
  }

  /** The main line from the start to its end. */
  mainLine(): TreeNode[] {
    return nodesAlong(this.current.root, mainLinePath(this.current.root));
  }

  /**
   * Reviews the main line: values every position (those already known at least as deep are kept),
   * one after another, listing the mistakes as they are found. Cancelled by `cancelReview`, a new
   * game, or the view closing.
   */
  async review(): Promise<void> {
    if (this.current.review?.running) return;
    const generation = ++this.reviewGeneration;
    const current = () => generation === this.reviewGeneration;
    const limits = this.options.review ?? REVIEW_LIMITS;
    const line = this.mainLine();
    const targets = line.filter((node) => analysable(node.position));
    const update = (patch: Partial<Review>) => {
      const review: Review = {
        running: true,
        done: 0,
        total: targets.length,
        finished: false,
        mistakes: [],
        ...this.current.review,
        ...patch,
      };
      this.commit({ ...this.current, review });
    };
    update({ running: true, done: 0, finished: false, mistakes: mistakesOf(line, this.current.values) });
    let done = 0;
    try {
      for (const node of targets) {
        const key = positionKey(node.position);
        const known = this.current.values.get(key);
        if (!known || reach(known) < limits.depth) {
          const values = await this.call(current, (engine) => engine.analyze(node.position, limits));
          if (!current() || values === undefined) return;
          this.record(key, values);
        }
        done++;
        update({ done, mistakes: mistakesOf(line, this.current.values) });
      }
    } catch {
      if (!current()) return;
      update({ running: false });
      this.commit({ ...this.current, engineFailed: true });
      return;
    }
    const puzzles = puzzlesOf(line, this.current.review?.mistakes ?? [], this.current.info, Date.now());
    const store = this.options.store;
    const kept =
      store && puzzles.length > 0 ? { added: addMistakes(store, puzzles), total: puzzles.length } : undefined;
    update({ running: false, finished: true, ...(kept ? { kept } : {}) });
  }

  /** Stops a running review (or the one a finished game waits for); what it found stays. */
  cancelReview(): void {
    this.reviewWanted = false;
    if (!this.current.review?.running) return;
    this.reviewGeneration++;
    if (this.calling) this.engine?.stop();
    this.commit({ ...this.current, review: { ...this.current.review, running: false } });
  }

  /** Stops everything and forgets the listeners. */
  dispose(): void {
    this.setActive(false);
    this.listeners.clear();
  }

  private cursor(): Cursor {
    return { root: this.current.root, path: this.current.path };
  }

  private setCursor(cursor: Cursor): void {
    this.commit({
      ...this.current,
      root: cursor.root,
      path: cursor.path,
      node: nodeAt(cursor.root, cursor.path),
      marked: undefined,
    });
  }

  /**
   * Runs one engine call after the previous one of ours has settled, unless it is stale by then: so at
   * most one of our calls is ever in the engine, and `stop()` always meets the one that must stop.
   * Undefined when the call was dropped as stale.
   */
  private async call<T>(
    isCurrent: () => boolean,
    run: (engine: Analyst) => Promise<T>,
  ): Promise<T | undefined> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await previous;
      if (!isCurrent()) return undefined;
      this.engine ??= await this.options.analyst();
      if (!isCurrent()) return undefined;
      this.calling = true;
      return await run(this.engine);
    } finally {
      this.calling = false;
      release();
    }
  }

  /** Keeps values unless those known already go deeper. */
  private record(key: string, values: PositionValues): void {
    // The engine knows whether its weights loaded once it has valued something: keep its report.
    const aids = this.engine?.aids?.();
    if (aids !== undefined && aids !== this.current.aids) this.current = { ...this.current, aids };
    const known = this.current.values.get(key);
    if (known && reach(known) > reach(values)) return;
    const next = new Map(this.current.values);
    next.set(key, values);
    this.current = { ...this.current, values: next };
  }

  private commit(state: AnalysisState): void {
    this.current = state;
    this.syncLive();
    for (const listener of this.listeners) listener(this.current);
  }

  /** Starts, keeps or stops the live analysis to match what is shown. */
  private syncLive(): void {
    const s = this.current;
    const position = s.node.position;
    const key = positionKey(position);
    const known = s.values.get(key);
    // A position whose every value is proven has nothing left to deepen.
    const solved = known !== undefined && reach(known) === Number.POSITIVE_INFINITY;
    const wanted =
      this.active && !s.paused && !s.engineFailed && !s.review?.running && analysable(position) && !solved
        ? key
        : undefined;
    if (wanted === this.liveKey) return;
    this.liveKey = wanted;
    const generation = ++this.liveGeneration;
    // The call in flight is the live one (a review's call is stopped by cancelReview itself).
    if (this.calling) this.engine?.stop();
    if (wanted === undefined) {
      if (s.analysing) this.current = { ...s, analysing: false };
      return;
    }
    this.current = { ...s, analysing: true };
    void this.runLive(position, wanted, generation);
  }

  private async runLive(position: Position, key: string, generation: number): Promise<void> {
    const limits = this.options.live ?? LIVE_LIMITS;
    const current = () => generation === this.liveGeneration;
    try {
      const values = await this.call(current, (engine) =>
        engine.analyze(position, limits, (progress) => {
          if (!current()) return;
          this.record(key, progress);
          this.notifySoon();
        }),
      );
      if (!current() || values === undefined) return;
      this.record(key, values);
      // Done: the key stays, so nothing starts again until the position changes.
      this.current = { ...this.current, analysing: false };
      this.notify();
    } catch {
      if (!current()) return;
      this.liveKey = undefined;
      this.commit({ ...this.current, analysing: false, engineFailed: true });
    }
  }

  private notify(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
    for (const listener of this.listeners) listener(this.current);
  }

  /**
   * Tells the listeners within `PROGRESS_MS`: the engine reports each move's value as it improves, up
   * to hundreds of times a second, and the view need not be drawn more often than the eye follows.
   */
  private notifySoon(): void {
    this.pending ??= setTimeout(() => this.notify(), PROGRESS_MS);
  }
}

/** How many steps of a path exist in the tree. */
const depthOf = (root: TreeNode, path: Path): number => {
  let node = root;
  let depth = 0;
  for (const i of path) {
    const child = node.children[i];
    if (!child) break;
    node = child;
    depth++;
  }
  return depth;
};

/** The moves of a game with its start, as the links of the analysis board write them. */
export const mainLineOf = (root: TreeNode): Move[] =>
  nodesAlong(root, mainLinePath(root))
    .slice(1)
    .map((n) => n.move!);
