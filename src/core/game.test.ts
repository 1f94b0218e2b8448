import { describe, expect, it } from 'vitest';
import { gameFromMoves, moveNumbers, movesOf, newGame, positionsOf, replay } from './game.js';
import { Position } from './position.js';
import { type Move, PASS, parseMove, unwrap } from './types.js';

const moveList = (text: string): Move[] =>
  text
    .trim()
    .split(/\s+/)
    .map((m) => parseMove(m)!);

// A random 8x8 game (found by random play) in which White must pass after Black's g2, move 35;
// written the usual way, without the pass. It ends 48-15 with one square (a8) empty.
const WITH_PASS = moveList(
  'd3 c3 b3 c5 c6 e3 c4 d2 d1 c1 b1 b2 f4 e1 a1 e2 f1 d6 f6 g5 c7 b5 a4 e6 c2 e7 d7 c8 f2 g1 h1 a2 a3 a5 g2 ' +
    'g7 f5 e8 f3 h4 d8 g3 a6 a7 h2 g6 g4 h5 h8 b4 h3 f7 h6 h7 f8 b6 g8 b7 b8',
);

describe('gameFromMoves', () => {
  it('infers a pass the record leaves out, and the game scores 48-15 (49-15 tournament)', () => {
    const record = unwrap(gameFromMoves(Position.initial(), WITH_PASS));
    expect(record.moves).toHaveLength(60);
    expect(record.moves[35]).toEqual({ move: PASS, color: 'white' });
    expect(record.moves[36].color).toBe('black');
    expect(record.moves.filter((m) => m.move === PASS)).toHaveLength(1);
    const end = unwrap(replay(record));
    expect(end.isGameOver()).toBe(true);
    expect(end.outcome()!.score.raw).toEqual({ black: 48, white: 15 });
    expect(end.outcome()!.score.tournament).toEqual({ black: 49, white: 15 });
  });

  it('colours alternate except around the pass', () => {
    const record = unwrap(gameFromMoves(Position.initial(), WITH_PASS));
    record.moves.forEach((m, i) => {
      expect(m.color).toBe(i % 2 === 0 ? 'black' : 'white');
    });
  });

  it('accepts the pass written out, and refuses the record without it when inference is off', () => {
    const explicit: Move[] = [...WITH_PASS.slice(0, 35), PASS, ...WITH_PASS.slice(35)];
    const record = unwrap(gameFromMoves(Position.initial(), explicit, { inferPasses: false }));
    expect(movesOf(record)).toEqual(explicit);
    expect(gameFromMoves(Position.initial(), WITH_PASS, { inferPasses: false })).toMatchObject({
      ok: false,
      error: { moveNumber: 36, message: expect.stringContaining('move 36 (g7)') },
    });
  });

  it('keeps the tags it is given', () => {
    const record = unwrap(
      gameFromMoves(Position.initial(), moveList('f5 d6'), { black: 'Ann', result: '+6' }),
    );
    expect(record.black).toBe('Ann');
    expect(record.result).toBe('+6');
    expect(record).not.toHaveProperty('inferPasses');
  });
});

describe('illegal moves carry the move number', () => {
  it('an illegal move is reported with its number and why', () => {
    expect(gameFromMoves(Position.initial(), moveList('f5 d6 c3 d3 a1'))).toMatchObject({
      ok: false,
      error: { moveNumber: 5, code: 'ERR_NO_FLIP', message: expect.stringMatching(/^move 5 \(a1\)/) },
    });
  });

  it('the number is the place in the list given, whatever passes were inferred', () => {
    const bad = [...WITH_PASS.slice(0, 36), WITH_PASS[35]]; // g7 played twice
    // The 37th move written; the inferred pass is not counted.
    expect(gameFromMoves(Position.initial(), bad)).toMatchObject({
      ok: false,
      error: { code: 'ERR_OCCUPIED', moveNumber: 37, message: expect.stringMatching(/^move 37 \(g7\)/) },
    });
  });

  it('a pass written where a move exists is refused', () => {
    expect(gameFromMoves(Position.initial(), [parseMove('f5')!, PASS])).toMatchObject({
      ok: false,
      error: { code: 'ERR_PASS_NOT_ALLOWED', moveNumber: 2 },
    });
  });

  it('a move after the end of the game is refused', () => {
    expect(gameFromMoves(Position.initial(), moveList('d3 c3 b3 d2 e1 d6 d7 e3 f4 a1'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_GAME_OVER', moveNumber: 10 },
    });
  });

  it('positionsOf reports a bad stored move by number', () => {
    const record = newGame();
    const broken = {
      ...record,
      moves: [
        { move: parseMove('f5')!, color: 'black' as const },
        { move: PASS as Move, color: 'white' as const },
      ],
    };
    expect(positionsOf(broken)).toMatchObject({ ok: false, error: { moveNumber: 2 } });
  });
});

describe('replay', () => {
  it('reaches every ply, the same as playing the moves one by one', () => {
    const record = unwrap(gameFromMoves(Position.initial(), WITH_PASS));
    const positions = unwrap(positionsOf(record));
    expect(positions).toHaveLength(61);
    let position = Position.initial();
    for (let ply = 0; ply <= record.moves.length; ply++) {
      expect(unwrap(replay(record, ply)).equals(position)).toBe(true);
      expect(positions[ply].equals(position)).toBe(true);
      if (ply < record.moves.length) position = unwrap(position.play(record.moves[ply].move)).position;
    }
  });

  it('clamps: below zero is the start, past the end is the last position', () => {
    const record = unwrap(gameFromMoves(Position.initial(), moveList('f5 d6 c3')));
    expect(unwrap(replay(record, -3)).equals(Position.initial())).toBe(true);
    expect(unwrap(replay(record, 99)).equals(unwrap(replay(record)))).toBe(true);
  });

  it('starts from the record start, in any variant', () => {
    const start = Position.initial({ rules: 'reversi', size: 6 });
    const record = unwrap(gameFromMoves(start, moveList('c3 d4 d3 c4 e5')));
    const end = unwrap(replay(record));
    expect(end.variant).toEqual({ rules: 'reversi', size: 6 });
    expect(end.count('black')).toBe(4);
    expect(newGame().start.equals(Position.initial())).toBe(true);
  });
});

describe('moveNumbers', () => {
  it('numbers discs placed, as a transcript does: a pass takes no number', () => {
    const [d3, c3, b3] = (['d3', 'c3', 'b3'] as const).map((n) => parseMove(n)!);
    expect(moveNumbers([d3, c3, PASS, b3])).toEqual([1, 2, undefined, 3]);
    expect(moveNumbers([])).toEqual([]);
    const record = unwrap(gameFromMoves(Position.initial(), [d3, c3]));
    expect(moveNumbers(record.moves)).toEqual([1, 2]);
  });
});
