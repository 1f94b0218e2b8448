import { describe, expect, it, vi } from 'vitest';
import { makeMoveList, parseMoveList, parseObf } from '../../core/formats/index.js';
import { type Move, movesOf, PASS, Position, type Square, square, unwrap } from '../../core/index.js';
import type { EngineAids } from '../../engine/index.js';
import type { AnalysisLimits, Analyst, PositionValues } from '../engines/analyst.js';
import { loadMistakes, positionOf } from '../lib/mistakes.js';
import {
  AnalysisBoard,
  type AnalysisState,
  analysable,
  BLUNDER_DISCS,
  graphOf,
  INACCURACY_DISCS,
  MISTAKE_DISCS,
  mistakesOf,
  PROGRESS_MS,
  positionKey,
  reasonsOf,
} from './analysisBoard.js';
import { lineTree, mainLinePath, nodesAlong } from './tree.js';

const moves = (text: string): Move[] => movesOf(unwrap(parseMoveList(text)));

/** Values for a position: every legal move scored by `score`, best first, at a depth. */
const valuesOf = (
  position: Position,
  depth: number,
  score: (position: Position, move: Square) => number,
  exact = false,
): PositionValues => ({
  scores: position
    .legalMoves()
    .toArray()
    .map((move) => ({ move, score: score(position, move), exact, depth, pv: [move] }))
    .sort((a, b) => b.score - a.score),
  depth,
  nodes: 1000 * depth,
  nodesPerSecond: 1e6,
  timeMs: depth,
});

/** A move's value in the fake: the discs it flips, so that every position has a best move. */
const flips = (position: Position, move: Square): number => position.flipsAt(move).size();

interface Call {
  readonly position: Position;
  readonly limits: AnalysisLimits;
  readonly onProgress: ((values: PositionValues) => void) | undefined;
  readonly resolve: (values: PositionValues) => void;
  readonly reject: (error: Error) => void;
  settled: boolean;
}

/** An engine under the test's control: calls wait until the test finishes them (or stops them). */
class FakeAnalyst implements Analyst {
  readonly calls: Call[] = [];
  stops = 0;
  /** Answer every call at once, at its depth limit. */
  instant = false;
  score: (position: Position, move: Square) => number = flips;

  analyze(position: Position, limits: AnalysisLimits, onProgress?: (values: PositionValues) => void) {
    if (this.instant) return Promise.resolve(valuesOf(position, limits.depth, this.score));
    return new Promise<PositionValues>((resolve, reject) => {
      this.calls.push({ position, limits, onProgress, resolve, reject, settled: false });
    });
  }

  stop(): void {
    this.stops++;
    const call = this.running();
    if (call) this.settle(call, valuesOf(call.position, 1, this.score));
  }

  running(): Call | undefined {
    return this.calls.find((c) => !c.settled);
  }

  /** Reports a depth for the running call. */
  progress(depth: number): void {
    const call = this.running()!;
    call.onProgress?.(valuesOf(call.position, depth, this.score));
  }

  finish(depth = 20): void {
    const call = this.running()!;
    this.settle(call, valuesOf(call.position, depth, this.score));
  }

  fail(): void {
    const call = this.running()!;
    call.settled = true;
    call.reject(new Error('worker died'));
  }

  private settle(call: Call, values: PositionValues): void {
    call.settled = true;
    call.resolve(values);
  }
}

/** Lets promises run: the board's engine calls go through a few awaits. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const boardWith = (text: string, engine = new FakeAnalyst()) => {
  const board = new AnalysisBoard(
    { analyst: async () => engine, review: { depth: 8, exactEmpties: 14 } },
    { start: Position.initial(), moves: moves(text) },
  );
  return { board, engine };
};

const shown = (state: AnalysisState): string =>
  makeMoveList(
    nodesAlong(state.root, state.path)
      .slice(1)
      .map((n) => n.move!),
  );

describe('the analysis board', () => {
  it('opens a game at its last position and steps through it', () => {
    const { board } = boardWith('f5d6c3d3c4');
    expect(shown(board.state)).toBe('f5d6c3d3c4');
    board.back();
    expect(shown(board.state)).toBe('f5d6c3d3');
    board.first();
    expect(board.state.path).toEqual([]);
    board.back();
    expect(board.state.path).toEqual([]);
    board.forward();
    expect(shown(board.state)).toBe('f5');
    board.last();
    expect(shown(board.state)).toBe('f5d6c3d3c4');
    board.forward();
    expect(shown(board.state)).toBe('f5d6c3d3c4');
    // A path that runs off the tree stops where the tree does.
    board.goTo([0, 0, 5, 0]);
    expect(board.state.path).toEqual([0, 0]);
  });

  it('plays side lines without losing the main line, deletes and promotes them', () => {
    const { board } = boardWith('f5d6c3d3c4');
    board.goTo([0, 0]);
    expect(board.play(square('c5'))).toBe(true);
    expect(board.play(square('a1'))).toBe(false);
    expect(shown(board.state)).toBe('f5d6c5');
    expect(
      makeMoveList(
        board
          .mainLine()
          .slice(1)
          .map((n) => n.move!),
      ),
    ).toBe('f5d6c3d3c4');
    board.promoteLine(board.state.path);
    expect(
      makeMoveList(
        board
          .mainLine()
          .slice(1)
          .map((n) => n.move!),
      ),
    ).toBe('f5d6c5');
    board.goTo([0, 0, 1]);
    board.deleteLine(board.state.path);
    expect(board.state.path).toEqual([0, 0]);
    expect(board.state.root.children[0].children[0].children).toHaveLength(1);
  });

  it('analyses the position shown while the view shows it, and stops when it changes', async () => {
    const { board, engine } = boardWith('f5d6c3');
    expect(engine.calls).toHaveLength(0);
    board.setActive(true);
    await settle();
    expect(engine.calls).toHaveLength(1);
    expect(board.state.analysing).toBe(true);
    const key = positionKey(board.state.node.position);
    engine.progress(3);
    expect(board.state.values.get(key)?.depth).toBe(3);
    engine.progress(5);
    expect(board.state.values.get(key)?.depth).toBe(5);
    // Another position: the running call is stopped, the new one starts after it settles.
    board.back();
    expect(engine.stops).toBe(1);
    await settle();
    expect(engine.calls).toHaveLength(2);
    expect(engine.calls[1].position.equals(board.state.node.position)).toBe(true);
    // The stopped call's shallow answer does not replace the deeper values known.
    expect(board.state.values.get(key)?.depth).toBe(5);
    engine.finish(9);
    await settle();
    expect(board.state.analysing).toBe(false);
    expect(board.state.values.get(positionKey(board.state.node.position))?.depth).toBe(9);
    // Finished: nothing starts again while the position stays.
    await settle();
    expect(engine.calls).toHaveLength(2);
    // Back to the first position: its known values show at once, and it is analysed again.
    board.forward();
    await settle();
    expect(engine.calls).toHaveLength(3);
    expect(board.state.values.get(key)?.depth).toBe(5);
    // Paused, or the view gone: the engine stops and nothing new starts.
    board.setPaused(true);
    expect(engine.stops).toBe(2);
    expect(board.state.analysing).toBe(false);
    board.back();
    await settle();
    expect(engine.calls).toHaveLength(3);
    board.setPaused(false);
    await settle();
    expect(engine.calls).toHaveLength(4);
    board.setActive(false);
    expect(engine.stops).toBe(3);
  });

  it("keeps the engine's report of its aids, so that the page can say the learned weights are missing", async () => {
    const engine = new FakeAnalyst();
    let aids: EngineAids = { book: 'unread', weights: 'unread' };
    const withAids = Object.assign(engine, { aids: () => aids });
    const { board } = boardWith('f5d6c3', withAids);
    expect(board.state.aids).toBeUndefined();
    board.setActive(true);
    await settle();
    // The worker came up without its weights: the first values carry the report.
    aids = { book: 'unread', weights: 'missing' };
    engine.progress(3);
    expect(board.state.aids).toEqual({ book: 'unread', weights: 'missing' });
    engine.finish(9);
    await settle();
    expect(board.state.aids?.weights).toBe('missing');
  });

  it('redraws a stream of progress reports at most ten times a second', async () => {
    vi.useFakeTimers();
    try {
      const { board, engine } = boardWith('f5d6');
      board.setActive(true);
      await settle();
      let drawn = 0;
      board.subscribe(() => drawn++);
      for (let depth = 1; depth <= 50; depth++) engine.progress(depth);
      expect(drawn).toBe(0);
      expect(board.state.values.get(positionKey(board.state.node.position))?.depth).toBe(50);
      vi.advanceTimersByTime(PROGRESS_MS);
      expect(drawn).toBe(1);
      engine.progress(51);
      vi.advanceTimersByTime(PROGRESS_MS);
      expect(drawn).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a call that a quick change made stale before it reached the engine', async () => {
    const { board, engine } = boardWith('f5d6c3d3c4');
    board.setActive(true);
    await settle();
    board.back();
    board.back();
    board.back();
    await settle();
    // The first call was stopped; of the three positions stepped through, only the last one is asked.
    expect(engine.calls).toHaveLength(2);
    expect(shown(board.state)).toBe('f5d6');
    expect(engine.calls[1].position.equals(board.state.node.position)).toBe(true);
  });

  it('leaves a position alone once every value there is proven', async () => {
    const { board, engine } = boardWith('f5d6');
    board.setActive(true);
    await settle();
    const call = engine.running()!;
    call.settled = true;
    call.resolve(valuesOf(call.position, 57, flips, true));
    await settle();
    board.back();
    await settle();
    expect(engine.calls).toHaveLength(2);
    engine.finish(3);
    board.forward();
    await settle();
    expect(engine.calls).toHaveLength(2);
    expect(board.state.analysing).toBe(false);
  });

  it('says when the engine failed, and asks again on retry', async () => {
    const { board, engine } = boardWith('f5d6');
    board.setActive(true);
    await settle();
    engine.fail();
    await settle();
    expect(board.state.engineFailed).toBe(true);
    expect(board.state.analysing).toBe(false);
    board.retry();
    await settle();
    expect(engine.calls).toHaveLength(2);
  });

  it('does not analyse a finished game or a position where the side to move must pass', () => {
    const { board, engine } = boardWith('f5d6c3d3c4');
    const over = unwrap(parseObf(`${'X'.repeat(64)} O`)).position;
    expect(analysable(over)).toBe(false);
    board.load({ start: over, moves: [] });
    board.setActive(true);
    expect(engine.calls).toHaveLength(0);
    expect(board.state.analysing).toBe(false);
  });
});

describe('the review', () => {
  it('values every position of the main line once, in order, with progress, and lists the mistakes', async () => {
    const { board, engine } = boardWith('f5d6c3d3c4f4c5b3c2');
    engine.instant = true;
    board.setActive(true);
    const seen: string[] = [];
    board.subscribe((s) => s.review && seen.push(`${s.review.done}/${s.review.total}`));
    await board.review();
    const review = board.state.review!;
    expect(review).toMatchObject({ running: false, finished: true, done: 10, total: 10 });
    expect(seen).toContain('4/10');
    for (const node of board.mainLine())
      expect(board.state.values.get(positionKey(node.position))?.depth).toBeGreaterThanOrEqual(8);
    // The fake values a move by its flips: each move that flipped fewer than the best by 4 or more.
    expect(review.mistakes).toEqual(mistakesOf(board.mainLine(), board.state.values));
  });

  it('reviews a finished game on its own once the view shows, resumes it when the view comes back, never restarts a cancelled one', async () => {
    // A whole game (tests/e2e/games.ts, LAST_MOVE_G8): White wins 41-23.
    const finished =
      'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8g8';
    const engine = new FakeAnalyst();
    const board = new AnalysisBoard({ analyst: async () => engine, review: { depth: 8, exactEmpties: 14 } });
    board.load({ start: Position.initial(), moves: moves(finished) });
    // Not shown yet: nothing runs.
    await settle();
    expect(board.state.review).toBeUndefined();
    expect(engine.calls).toHaveLength(0);
    board.setActive(true);
    await settle();
    expect(board.state.review).toMatchObject({ running: true, done: 0 });
    expect(engine.running()?.position.equals(Position.initial())).toBe(true);
    engine.finish(8);
    await settle();
    // The view goes mid-review: it stops, and goes on from where it was when the view comes back.
    board.setActive(false);
    await settle();
    expect(board.state.review).toMatchObject({ running: false, done: 1 });
    board.setActive(true);
    await settle();
    expect(board.state.review).toMatchObject({ running: true });
    expect(engine.running()?.position.equals(board.mainLine()[1].position)).toBe(true);
    // Cancelled by the player: it stays cancelled, the view coming back or not.
    board.cancelReview();
    await settle();
    board.setActive(false);
    board.setActive(true);
    await settle();
    expect(board.state.review?.running).toBe(false);
    // A game that goes on is not reviewed on its own.
    board.load({ start: Position.initial(), moves: moves('f5d6c3') });
    await settle();
    expect(board.state.review).toBeUndefined();
    // A finished one loaded while the view shows: in the next task (the game is drawn first, in a task
    // of its own), and to the end.
    engine.instant = true;
    board.load({ start: Position.initial(), moves: moves(finished) });
    await settle();
    expect(board.state.review).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(board.state.review).toBeDefined();
    await vi.waitFor(() => expect(board.state.review?.finished).toBe(true));
  });

  it('keeps positions already known as deep, and stops when cancelled', async () => {
    const { board, engine } = boardWith('f5d6c3d3c4');
    board.setActive(true);
    await settle();
    engine.finish(30);
    await settle();
    const reviewing = board.review();
    await settle();
    // The last position is known to depth 30: the review starts from the first.
    expect(engine.running()?.position.equals(Position.initial())).toBe(true);
    engine.finish(8);
    await settle();
    expect(board.state.review).toMatchObject({ running: true, done: 1, total: 6 });
    board.cancelReview();
    await reviewing;
    expect(board.state.review).toMatchObject({ running: false, finished: false, done: 1 });
    // The live analysis takes over again on the position shown (the end, known to depth 30: asked again).
    await settle();
    expect(engine.running()?.position.equals(board.state.node.position)).toBe(true);
  });

  it('finds a planted blunder and names the better move and the discs lost', async () => {
    // White's third move c3... valued 12 discs worse than b3 for the side that played it.
    const line = moves('f5d6c3d3c4f4');
    const start = Position.initial();
    const planted = lineTree(start, line);
    const nodes = nodesAlong(planted, mainLinePath(planted));
    const at = nodes[5].position; // White to move, f4 played next
    const engine = new FakeAnalyst();
    engine.instant = true;
    engine.score = (position, move) => {
      if (!position.equals(at)) return 0;
      return move === square('f4') ? -9 : move === square('b3') ? 3 : 0;
    };
    const board = new AnalysisBoard(
      { analyst: async () => engine, review: { depth: 6, exactEmpties: 14 } },
      { start, moves: line },
    );
    await board.review();
    expect(board.state.review?.mistakes).toEqual([
      {
        ply: 5,
        color: 'white',
        played: square('f4'),
        better: square('b3'),
        best: [square('b3')],
        loss: 12,
        kind: 'blunder',
        reasons: [],
      },
    ]);
    expect(BLUNDER_DISCS).toBe(10);
    expect(MISTAKE_DISCS).toBe(4);
  });

  it('keeps the user`s mistakes as puzzles after a review, never the computer`s', async () => {
    const line = moves('f5d6c3d3c4f4');
    const start = Position.initial();
    const nodes = nodesAlong(lineTree(start, line), mainLinePath(lineTree(start, line)));
    const at = nodes[5].position; // White to move, f4 played next: 12 discs worse than b3
    const engine = new FakeAnalyst();
    engine.instant = true;
    engine.score = (position, move) =>
      !position.equals(at) ? 0 : move === square('f4') ? -9 : move === square('b3') ? 3 : 0;
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const reviewed = async (user: 'black' | 'white') => {
      const board = new AnalysisBoard(
        { analyst: async () => engine, review: { depth: 6, exactEmpties: 14 }, store },
        { start, moves: line, info: { archiveId: 'g7', user } },
      );
      await board.review();
      return board.state.review;
    };
    // Black's game: White's (the computer's) blunder is not Black's to practise.
    expect((await reviewed('black'))?.kept).toBeUndefined();
    expect(loadMistakes(store).puzzles).toEqual([]);
    expect((await reviewed('white'))?.kept).toEqual({ added: 1, total: 1 });
    const [puzzle] = loadMistakes(store).puzzles;
    expect(puzzle).toMatchObject({
      id: 'g7:5',
      played: 'f4',
      best: ['b3'],
      loss: 12,
      kind: 'blunder',
      solved: false,
    });
    expect(positionOf(puzzle)?.equals(at)).toBe(true);
    // Reviewed again: kept once.
    expect((await reviewed('white'))?.kept).toEqual({ added: 0, total: 1 });
    expect(loadMistakes(store).puzzles).toHaveLength(1);
  });

  it('marks a loss of 2 discs an inaccuracy, 4 a mistake, 10 a blunder, and lists every best move', () => {
    const line = moves('f5d6c3d3c4f4');
    const root = lineTree(Position.initial(), line);
    const nodes = nodesAlong(root, mainLinePath(root));
    const at = nodes[5].position; // White to move, f4 played next
    const kinds = [1, 2, 3, 4, 9, 10, 30].map((loss) => {
      const values = new Map<string, PositionValues>([
        [
          positionKey(at),
          valuesOf(at, 8, (_, move) => (move === square('f4') ? -loss : move === square('b3') ? 0 : -0.4)),
        ],
      ]);
      return mistakesOf(nodes, values)[0];
    });
    expect(kinds.map((m) => m?.kind)).toEqual([
      undefined,
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
    expect(INACCURACY_DISCS).toBe(2);
    // Two moves equally best: both are named, the first as `better`.
    const other = at
      .legalMoves()
      .toArray()
      .find((m) => m !== square('f4') && m !== square('b3'))!;
    const tie = (move: Square) => move === square('b3') || move === other;
    const tied = new Map<string, PositionValues>([
      [positionKey(at), valuesOf(at, 8, (_, move) => (move === square('f4') ? -5 : tie(move) ? 1 : -3))],
    ]);
    const [mistake] = mistakesOf(nodes, tied);
    expect([...mistake.best].sort()).toEqual([square('b3'), other].sort());
    expect(mistake.best).toContain(mistake.better);
  });
});

describe('the evaluation graph', () => {
  it('has one point per position, in Black`s view, a finished game counted exactly', () => {
    // A whole game: Black wins 41-23 the other way round (tests/e2e/games.ts, LAST_MOVE_G8: White wins).
    const text =
      'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8g8';
    const root = lineTree(Position.initial(), moves(text));
    const line = nodesAlong(root, mainLinePath(root));
    const values = new Map<string, PositionValues>();
    values.set(
      positionKey(line[0].position),
      valuesOf(line[0].position, 10, () => 2),
    );
    values.set(
      positionKey(line[1].position),
      valuesOf(line[1].position, 10, () => 3, true),
    );
    const points = graphOf(line, values);
    expect(points).toHaveLength(line.length);
    expect(points.map((p) => p.ply)).toEqual(line.map((_, i) => i));
    expect(points[0]).toEqual({ ply: 0, value: 2, exact: false });
    // White to move after d3: +3 for White is -3 for Black, proven.
    expect(points[1]).toEqual({ ply: 1, value: -3, exact: true });
    expect(points[2].value).toBeUndefined();
    expect(points.at(-1)).toEqual({ ply: line.length - 1, value: 23 - 41, exact: true });
    // The position where Black must pass takes the value of the one after the pass.
    const passAt = line.findIndex((n) => n.position.mustPass());
    expect(line[passAt + 1].move).toBe(PASS);
    expect(points[passAt]).toEqual({ ...points[passAt + 1], ply: passAt });
  });
});

describe('what the coach says of a mistake', () => {
  // Positions met in seeded random games, where one move of the side to move is compared with another.
  const reasons = (obf: string, played: string, better: string) =>
    reasonsOf(unwrap(parseObf(obf)).position, square(played as 'a1'), square(better as 'a1'));

  it('names a corner given up, a move next to an empty corner, and mobility cut to one move', () => {
    // Black's b1 lets White take a1 (over b1... the diagonal a1-b2 is White's), c4 gives no corner.
    expect(reasons('---------O-------XOX-------OX------XO--------------------------- X', 'b1', 'c4')).toEqual(
      ['corner'],
    );
    // White's b2 next to the empty a1, where d2 was as good a shape.
    expect(reasons('-----------------XXX-------OX------XO--------------------------- O', 'b2', 'd2')).toEqual(
      ['x-square'],
    );
    // Black's a5 leaves Black a single move to answer with; g2 leaves more.
    expect(reasons('OOOOOOO-OOOOOO---OOOOO-----XX----OOXXX----XX------X------------- X', 'a5', 'g2')).toEqual(
      ['mobility'],
    );
    expect(reasons('OX-X-XO--OOXXO--OOOOOXXX--XXXXX---OOOOO------------------------- X', 'g2', 'c1')).toEqual(
      ['corner', 'x-square'],
    );
    expect(reasonsOf(Position.initial(), square('f5'), square('d3'))).toEqual([]);
  });
});
