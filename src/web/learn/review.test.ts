/**
 * The review lesson without the DOM: the game it picks from the shelf, and what it finds in the sample
 * game with the analysing engine at the analysis board's review depth (the Node engine, the same kernel
 * and weights as the page's): the most costly move, b2 at 16 empties, proven exactly; the corner that
 * followed; the exercise that replays it, right on the best move and refusing b2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSquare, type Square, square } from '../../core/index.js';
import type { WorkerEngine } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node.js';
import {
  moveNumberAt,
  pickGame,
  REVIEW_DEPTH,
  type ReviewFindings,
  replayExercise,
  reviewableOf,
  reviewGame,
  SAMPLE_GAME,
  type ShelfGame,
  type Valuer,
} from './review.js';

let engine: WorkerEngine;
let valuer: Valuer;
let findings: ReviewFindings;
beforeAll(async () => {
  engine = createNodeEngine({ hashBits: 20 });
  valuer = {
    values: async (p) =>
      (await engine.analyze(p, REVIEW_DEPTH)).map((s) => ({
        move: s.move as Square,
        score: s.score,
        exact: s.exact,
      })),
  };
  findings = await reviewGame(pickGame([]), valuer);
}, 180_000);
afterAll(async () => {
  await engine?.close();
});

const game = (over: Partial<ShelfGame>): ShelfGame => ({ ...SAMPLE_GAME, id: 'g', savedAt: 1, ...over });

describe('the game the lesson reviews', () => {
  it('is the newest finished standard game with a colour, else the sample', () => {
    const older = game({ id: 'older', savedAt: 1 });
    const newer = game({ id: 'newer', savedAt: 2 });
    expect(pickGame([older, newer]).game.id).toBe('newer');
    // Unfinished, another variant, no colour (two players), a broken move list: the sample instead.
    const skipped = [
      game({ id: 'unfinished', moves: 'f5d6c3' }),
      game({ id: 'anti', variant: 'anti' }),
      game({ id: 'two', color: undefined, opponent: 'human' }),
      game({ id: 'broken', moves: 'f5f5' }),
    ];
    for (const g of skipped) expect(reviewableOf(g), g.id).toBeUndefined();
    expect(pickGame(skipped).game.id).toBe('sample');
  });

  it('the sample: Black against Hard, 60 moves, White won 39-25', () => {
    const r = pickGame([]);
    expect([r.color, r.moves.length]).toEqual(['black', 60]);
    expect(findings.final).toEqual({ mine: 25, theirs: 39 });
  });
});

describe('what the review finds in the sample game', () => {
  it('the most costly move: b2 at 16 empties (move 45), 26 discs against h7, proven exactly', () => {
    const r = pickGame([]);
    expect(findings.worst).toMatchObject({
      ply: 44,
      played: square('b2'),
      best: square('h7'),
      loss: 26,
      exact: true,
    });
    expect(r.positions[44].empties().size()).toBe(16);
    expect(moveNumberAt(r, 44)).toBe(45);
  });

  it('the corner: White took a1 right after it', () => {
    expect(findings.corner).toEqual({ ply: 45, corner: square('a1'), before: 44 });
  });

  it('the moves taken away: a White move that cut Black’s legal moves', () => {
    expect(findings.squeeze).toBeDefined();
    expect(findings.squeeze!.moves).toBeLessThan(findings.squeeze!.before);
  });

  it('the replay exercise takes the best move, refuses b2 with its cost, and refuses the others by theirs', async () => {
    const r = pickGame([]);
    const e = replayExercise(r, findings.worst!, valuer);
    expect(await e.check(square('h7'), { solve: (p) => engine.solve(p) })).toMatchObject({ ok: true });
    expect(await e.check(square('b2'), { solve: (p) => engine.solve(p) })).toMatchObject({
      ok: false,
      say: 'same',
      values: { loss: 26 },
    });
    const revealed = await e.reveal({ solve: (p) => engine.solve(p) });
    expect(revealed.right?.map(makeSquare)).toContain('h7');
    // Exact values: the answer's moves are exactly the solver's best.
    const best = await engine.solve(r.positions[44]);
    expect(revealed.values?.square).toContain(makeSquare(best.move as Square));
    expect(await e.check(square('a1'), { solve: (p) => engine.solve(p) })).toMatchObject({ ok: false });
  });
});
