import { describe, expect, it } from 'vitest';
import { type Move, square } from '../core/index.js';
import { AnalysisTable } from './analysis.js';

const value = (name: 'd3' | 'c4' | 'f5', depth: number, score: number, exact = false) => {
  const move: Move = square(name);
  return { move, score, exact, pv: [move], depth };
};

describe('analysis table', () => {
  it('answers every move at the deepest depth all completed, exact ones as solved', () => {
    const table = new AnalysisTable();
    table.record(value('d3', 1, 1));
    table.record(value('c4', 1, 3));
    table.record(value('f5', 1, -2));
    table.record(value('d3', 2, -1));
    // c4 is solved; f5 has not reached depth 2 yet, d3 has.
    table.record(value('c4', 13, 6, true));
    expect(table.completedDepth()).toBe(1);
    expect(table.latest().map((s) => [s.depth, s.score])).toEqual([
      [13, 6],
      [2, -1],
      [1, -2],
    ]);
    expect(table.answer().map((s) => [s.depth, s.score])).toEqual([
      [13, 6],
      [1, 1],
      [1, -2],
    ]);
    table.record(value('f5', 2, 4));
    expect(table.completedDepth()).toBe(2);
    expect(table.answer().map((s) => s.score)).toEqual([6, 4, -1]);
  });

  it('keeps one value per depth when the same report arrives again', () => {
    const table = new AnalysisTable();
    table.record(value('d3', 1, 1));
    table.record(value('d3', 1, 1));
    table.record(value('d3', 2, 5));
    table.record(value('d3', 2, 5));
    expect(table.answer()).toEqual([value('d3', 2, 5)]);
    expect(new AnalysisTable().completedDepth()).toBe(0);
  });
});
