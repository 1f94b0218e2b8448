import { describe, expect, it } from 'vitest';
import { parseMoveList } from './formats/moveList.js';
import { replay } from './game.js';
import { Position } from './position.js';
import { completeGame, fixedTimeDefaultScore, narrowWin, timeDefaultScore } from './timeDefault.js';
import { type Move, unwrap } from './types.js';

/** The position after a move list. */
const finalOf = (moves: string, start?: Position): Position =>
  unwrap(replay(unwrap(parseMoveList(moves, start))));

/** Black wipes White out in nine moves (13-0, 51 empty): 64-0 with empties to the winner. */
const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';

describe('narrowWin', () => {
  it('is one disc above half for the winner on every board; fewer discs in Anti-Reversi', () => {
    expect(narrowWin('black', { rules: 'standard', size: 8 })).toEqual({ black: 33, white: 31 });
    expect(narrowWin('white', { rules: 'standard', size: 8 })).toEqual({ black: 31, white: 33 });
    expect(narrowWin('white', { rules: 'standard', size: 6 })).toEqual({ black: 17, white: 19 });
    expect(narrowWin('black', { rules: 'standard', size: 4 })).toEqual({ black: 9, white: 7 });
    expect(narrowWin('black', { rules: 'anti', size: 8 })).toEqual({ black: 31, white: 33 });
  });
});

describe('timeDefaultScore', () => {
  it('records the completed game when it is the better result for the winner', () => {
    const final = finalOf(WIPEOUT);
    expect(final.isGameOver()).toBe(true);
    // White lost on time and the completion ended 13-0 for Black: 64-0 beats 33-31.
    expect(timeDefaultScore('white', final)).toEqual({ black: 64, white: 0 });
  });

  it('records the narrowest win when the completion would not have given the winner more', () => {
    // Black lost on time, but the completion is Black's 64-0: White still wins, 33-31.
    expect(timeDefaultScore('black', finalOf(WIPEOUT))).toEqual({ black: 31, white: 33 });
  });

  it('compares margins with fewer discs winning in Anti-Reversi', () => {
    const anti = finalOf(WIPEOUT, Position.initial({ rules: 'anti', size: 8 }));
    // In Anti-Reversi the 13-0 wipeout is White's win, 0-64 with the empties to the loser.
    expect(timeDefaultScore('black', anti)).toEqual({ black: 64, white: 0 });
    expect(timeDefaultScore('white', anti)).toEqual({ black: 31, white: 33 });
  });

  it('offers a fixed score instead', () => {
    expect(fixedTimeDefaultScore('white', { winner: 33, loser: 31 })).toEqual({ black: 33, white: 31 });
    expect(fixedTimeDefaultScore('black', { winner: 40, loser: 24 })).toEqual({ black: 24, white: 40 });
  });
});

describe('completeGame', () => {
  it('plays both sides to the end with the injected chooser, passes included', async () => {
    // 4x4 games with the first legal move each time; the chooser is asked only when a move exists.
    const asked: Position[] = [];
    const final = await completeGame(Position.initial({ rules: 'standard', size: 4 }), (p) => {
      asked.push(p);
      return p.legalMoveList()[0];
    });
    expect(final.isGameOver()).toBe(true);
    expect(asked.every((p) => !p.mustPass())).toBe(true);
    // The same game replayed by hand reaches the same position.
    let p = Position.initial({ rules: 'standard', size: 4 });
    while (!p.isGameOver()) p = unwrap(p.playAfterPass(p.legalMoveList()[0] ?? 'pass')).position;
    expect(final.equals(p)).toBe(true);
  });

  it('returns a finished game as it is, and refuses an illegal answer as a bug', async () => {
    const final = finalOf(WIPEOUT);
    expect(await completeGame(final, () => 'pass')).toBe(final);
    await expect(completeGame(Position.initial(), async () => 0 as Move)).rejects.toThrow(
      /completing the game: .*a1/,
    );
  });
});
