import { describe, expect, it } from 'vitest';
import { PASS, square } from '../../core/index.js';
import type { MoveValue, PositionValues } from '../engines/analyst.js';
import { arrowsOf, topLines } from './lines.js';

const value = (name: string, score: number, pv: string[] = [name]): MoveValue => ({
  move: square(name as 'a1'),
  score,
  exact: false,
  depth: 8,
  pv: pv.map((p) => (p === 'pass' ? PASS : square(p as 'a1'))),
});

const valuesOf = (scores: MoveValue[]): PositionValues => ({
  scores,
  depth: 8,
  nodes: 1,
  nodesPerSecond: 1,
  timeMs: 1,
});

describe('topLines', () => {
  it('gives the three best moves with their lines, best first, ties in the engine`s order', () => {
    const values = valuesOf([
      value('c4', -2),
      value('d3', 4, ['d3', 'c3', 'c4']),
      value('e6', 1),
      value('f5', 4, ['f5', 'f6']),
      value('c5', -9),
    ]);
    expect(topLines(values).map((l) => [l.move, l.score])).toEqual([
      [square('d3'), 4],
      [square('f5'), 4],
      [square('e6'), 1],
    ]);
    expect(topLines(values)[0].pv).toEqual([square('d3'), square('c3'), square('c4')]);
    expect(topLines(values, 5)).toHaveLength(5);
  });

  it('gives fewer lines when there are fewer moves, none without values', () => {
    expect(topLines(valuesOf([value('a1', 3)]))).toHaveLength(1);
    expect(topLines(undefined)).toEqual([]);
  });
});

describe('arrowsOf', () => {
  it('draws the best move and the reply, or the best move alone after a pass or at the line`s end', () => {
    expect(arrowsOf(value('d3', 4, ['d3', 'c3', 'c4']))).toEqual([{ from: square('d3'), to: square('c3') }]);
    expect(arrowsOf(value('d3', 4, ['d3', 'pass', 'c4']))).toEqual([{ from: square('d3'), to: undefined }]);
    expect(arrowsOf(value('d3', 4))).toEqual([{ from: square('d3'), to: undefined }]);
    expect(arrowsOf(undefined)).toEqual([]);
  });
});
