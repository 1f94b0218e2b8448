import { describe, expect, it } from 'vitest';
import { makeMoveList, parseMoveList } from '../../core/formats/index.js';
import { type Move, movesOf, PASS, Position, square, unwrap } from '../../core/index.js';
import {
  back,
  type Cursor,
  deleteLine,
  forward,
  lineEnd,
  lineTree,
  mainLinePath,
  movesAlong,
  nodeAt,
  nodesAlong,
  onMainLine,
  playAt,
  promoteLine,
} from './tree.js';

const moves = (text: string): Move[] => movesOf(unwrap(parseMoveList(text)));
const text = (cursor: Cursor): string => makeMoveList(movesAlong(cursor.root, cursor.path));
const play = (cursor: Cursor, name: string): Cursor => {
  const next = playAt(cursor, square(name as 'a1'));
  if (!next) throw new Error(`${name} is not legal here`);
  return next;
};

/** Black to move; after Black's g2 White has no legal move and passes (tests/e2e/games.ts). */
const WHITE_PASSES_AFTER_G2 = 'd3c3b3c5c6e3c4d2d1c1b1b2f4e1a1e2f1d6f6g5c7b5a4e6c2e7d7c8f2g1h1a2a3a5';

describe('the game tree', () => {
  it('holds a line and steps along it', () => {
    const root = lineTree(Position.initial(), moves('f5d6c3d3c4'));
    const end = mainLinePath(root);
    expect(end).toEqual([0, 0, 0, 0, 0]);
    expect(makeMoveList(movesAlong(root, end))).toBe('f5d6c3d3c4');
    expect(nodesAlong(root, end)).toHaveLength(6);
    expect(back(end)).toEqual([0, 0, 0, 0]);
    expect(back([])).toEqual([]);
    expect(forward(root, [0])).toEqual([0, 0]);
    expect(forward(root, end)).toEqual(end);
    expect(nodeAt(root, [0, 0, 7]).move).toBe(square('d6'));
  });

  it('makes a forced pass a node of its own, so every position is one', () => {
    const root = lineTree(Position.initial(), moves(`${WHITE_PASSES_AFTER_G2}g2`));
    const path = mainLinePath(root);
    const line = movesAlong(root, path);
    expect(line.at(-1)).toBe(PASS);
    expect(line.at(-2)).toBe(square('g2'));
    expect(nodeAt(root, path).position.turn).toBe('black');
    // Written passes are the same nodes as forced ones, and the line goes on after them.
    expect(lineTree(Position.initial(), line)).toEqual(root);
    const next = nodeAt(root, path).position.legalMoves().first()!;
    const longer = lineTree(Position.initial(), [...line, next]);
    expect(movesAlong(longer, mainLinePath(longer))[line.length]).toBe(next);
  });

  it('starts a side line where another move is played, and never loses the main line', () => {
    let cursor: Cursor = { root: lineTree(Position.initial(), moves('f5d6c3d3c4')), path: [0, 0] };
    cursor = play(cursor, 'c5');
    expect(cursor.path).toEqual([0, 0, 1]);
    expect(text(cursor)).toBe('f5d6c5');
    expect(makeMoveList(movesAlong(cursor.root, mainLinePath(cursor.root)))).toBe('f5d6c3d3c4');
    // Playing the main line's own move goes along it; playing a known side move goes into that line.
    expect(play({ root: cursor.root, path: [0, 0] }, 'c3').path).toEqual([0, 0, 0]);
    expect(play({ root: cursor.root, path: [0, 0] }, 'c5').path).toEqual([0, 0, 1]);
    expect(playAt(cursor, square('a1'))).toBeUndefined();
    // At the end of a line, a move continues it.
    const end = { root: cursor.root, path: mainLinePath(cursor.root) };
    expect(play(end, 'f4').path).toEqual([0, 0, 0, 0, 0, 0]);
    expect(onMainLine([0, 0, 0])).toBe(true);
    expect(onMainLine([0, 1, 0])).toBe(false);
    expect(lineEnd(cursor.root, [0, 0, 1])).toEqual([0, 0, 1]);
  });

  it('deletes a side line, the cursor going back to where it left; the main line stays', () => {
    let cursor: Cursor = { root: lineTree(Position.initial(), moves('f5d6c3d3c4')), path: [0, 0] };
    cursor = play(play(cursor, 'c5'), 'f4');
    const side = { ...cursor, path: [0, 0] };
    const second = play(side, 'c4');
    expect(second.path).toEqual([0, 0, 2]);
    // Deleting the first side line shifts a cursor in the second one.
    const deleted = deleteLine(second, [0, 0, 1, 0]);
    expect(deleted.path).toEqual([0, 0, 1]);
    expect(text(deleted)).toBe('f5d6c4');
    // Deleting the line the cursor is in sends it to the branch point.
    const gone = deleteLine(cursor, cursor.path);
    expect(gone.path).toEqual([0, 0]);
    expect(nodeAt(gone.root, [0, 0]).children).toHaveLength(1);
    // The main line cannot be deleted.
    expect(deleteLine(gone, [0, 0, 0])).toBe(gone);
  });

  it('promotes a side line to continue its parent line, the cursor staying on its node', () => {
    let cursor: Cursor = { root: lineTree(Position.initial(), moves('f5d6c3d3c4')), path: [0, 0] };
    cursor = play(play(cursor, 'c5'), 'f4');
    const promoted = promoteLine(cursor, cursor.path);
    expect(promoted.path).toEqual([0, 0, 0, 0]);
    expect(makeMoveList(movesAlong(promoted.root, mainLinePath(promoted.root)))).toBe('f5d6c5f4');
    expect(text({ ...promoted, path: [0, 0, 1] })).toBe('f5d6c3');
    expect(makeMoveList(movesAlong(promoted.root, lineEnd(promoted.root, [0, 0, 1])))).toBe('f5d6c3d3c4');
    // A cursor on the old main line follows its node into the side line.
    const fromMain = promoteLine({ root: cursor.root, path: [0, 0, 0, 0] }, [0, 0, 1]);
    expect(fromMain.path).toEqual([0, 0, 1, 0]);
    expect(promoteLine(promoted, promoted.path)).toBe(promoted);
  });
});
