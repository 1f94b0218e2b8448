import { describe, expect, it } from 'vitest';
import { type Move, PASS, Position, parseMove, scoreOf, square } from '../../core/index.js';
import { levelUp, movesMade, noteMove, offerFirstGame, WINS_TO_LEVEL_UP } from './guide.js';
import { NO_STATS, recordGame, type Stats } from './stats.js';

/** Stats after games against `level` as Black won (true) or lost (false), in order. */
const played = (results: readonly boolean[], level: 'easy' | 'medium' | 'expert' = 'easy'): Stats =>
  results.reduce(
    (stats, won, i) =>
      recordGame(stats, {
        id: `g${i}`,
        variant: 'standard',
        rules: 'standard',
        level,
        color: 'black',
        outcome: won ? scoreOf(40, 24, 0) : scoreOf(24, 40, 0),
      }),
    NO_STATS,
  );

describe('the guided first game offer', () => {
  it('is offered to a newcomer: no finished game and no earlier offer', () => {
    expect(offerFirstGame(NO_STATS, false)).toBe(true);
  });
  it('is offered once', () => {
    expect(offerFirstGame(NO_STATS, true)).toBe(false);
  });
  it('is not offered after a finished game, won or lost', () => {
    expect(offerFirstGame(played([false]), false)).toBe(false);
    expect(offerFirstGame(played([true]), false)).toBe(false);
  });
});

describe('the next level up', () => {
  it(`is suggested after ${WINS_TO_LEVEL_UP} wins in a row against a level`, () => {
    expect(levelUp(played([true, true, true]), 'standard', 'easy', 'black')).toBe('medium');
    expect(levelUp(played([false, true, true, true, true]), 'standard', 'easy', 'black')).toBe('medium');
  });
  it('is not suggested after fewer wins in a row, or when the last game was lost', () => {
    expect(levelUp(NO_STATS, 'standard', 'easy', 'black')).toBeUndefined();
    expect(levelUp(played([true, true]), 'standard', 'easy', 'black')).toBeUndefined();
    expect(levelUp(played([true, true, true, false]), 'standard', 'easy', 'black')).toBeUndefined();
    expect(levelUp(played([true, false, true, true]), 'standard', 'easy', 'black')).toBeUndefined();
  });
  it('counts the level, colour and variant played, and has nothing above the top level', () => {
    const stats = played([true, true, true]);
    expect(levelUp(stats, 'standard', 'easy', 'white')).toBeUndefined();
    expect(levelUp(stats, '6x6', 'easy', 'black')).toBeUndefined();
    expect(levelUp(stats, 'standard', 'medium', 'black')).toBeUndefined();
    expect(levelUp(played([true, true, true], 'expert'), 'standard', 'expert', 'black')).toBeUndefined();
  });
});

describe('the move the coach notes', () => {
  const game = (text: string) => {
    const moves: Move[] = text.split(' ').map((m) => (m === 'pass' ? PASS : parseMove(m)!));
    const positions = [Position.initial()];
    for (const move of moves) positions.push(positions.at(-1)!.after(move));
    return { positions, moves };
  };
  it("is the player's latest move while it is among the first ones", () => {
    const { positions, moves } = game('f5 d6 c3');
    expect(noteMove(positions, moves, 'black', 8)).toEqual({ before: positions[2], move: square('c3') });
    expect(noteMove(positions.slice(0, 3), moves.slice(0, 2), 'black', 8)?.move).toBe(square('f5'));
    expect(noteMove(positions, moves, 'white', 8)).toEqual({ before: positions[1], move: square('d6') });
  });
  it("is none before the player's first move and after the counted ones", () => {
    const { positions, moves } = game('f5 d6 c3');
    expect(noteMove(positions.slice(0, 1), [], 'black', 8)).toBeUndefined();
    expect(noteMove(positions.slice(0, 2), moves.slice(0, 1), 'white', 8)).toBeUndefined();
    expect(noteMove(positions, moves, 'black', 1)).toBeUndefined();
    expect(noteMove(positions.slice(0, 2), moves.slice(0, 1), 'black', 1)?.move).toBe(square('f5'));
  });
  it("counts the player's moves, not the passes", () => {
    const { positions, moves } = game('f5 d6 c3');
    expect(movesMade(positions, moves, 'black')).toBe(2);
    expect(movesMade(positions, moves, 'white')).toBe(1);
    expect(movesMade(positions.slice(0, 1), [], 'black')).toBe(0);
  });
});
