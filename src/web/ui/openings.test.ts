import { describe, expect, it } from 'vitest';
import { makeMoveList, parseMoveList } from '../../core/formats/index.js';
import { movesOf, Position, SYMMETRIES, transformMoves, unwrap } from '../../core/index.js';
import { indexOpenings, openingOf, parseOpenings } from './openings.js';

const START = Position.initial();

const movesFrom = (text: string) => movesOf(unwrap(parseMoveList(text)));
const nameOf = (text: string): string | undefined => openingOf(START, movesFrom(text))?.name;

describe('opening names', () => {
  it('reads the 86 openings of the committed table, each a legal game from the standard start', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../../data/openings.txt', import.meta.url), 'utf8');
    const openings = parseOpenings(text);
    if (!openings.ok) throw new Error(openings.error);
    expect(openings.value).toHaveLength(86);
    for (const opening of openings.value) {
      const record = parseMoveList(opening.moves, Position.initial());
      expect(record.ok, `${opening.name}: ${opening.moves}`).toBe(true);
      // Case gives the colour in the table (upper Black, lower White): no pass hides in a line.
      expect(record.ok && record.value.moves.every((m) => m.move !== 'pass')).toBe(true);
    }
  });

  it('names the openings of the table by their moves', () => {
    expect(nameOf('f5d6')).toBe('Perpendicular');
    expect(nameOf('f5d6c3d3c4')).toBe('Tiger');
    expect(nameOf('f5d6c3d3c4b3')).toBe('Aubrey, Tanaka');
    expect(nameOf('f5f6c4f4')).toBe('Semi-Wing Variation');
    expect(nameOf('f5f4')).toBe('Parallel');
    expect(nameOf('f5')).toBeUndefined();
    expect(nameOf('')).toBeUndefined();
  });

  it('keeps the name once play leaves the table, and takes the deeper one while play goes on in it', () => {
    expect(nameOf('f5d6c3d3c4f4c5b3c2e3')).toBe('Nicolet');
    expect(nameOf('f5d6c3d3c4g6')).toBe('Tiger');
    expect(nameOf('f5d6c3d3c4g6f4')).toBe('Tiger');
  });

  it('recognises an opening in all eight orientations of the board', () => {
    const tiger = movesFrom('f5d6c3d3c4');
    const starts = new Set<string>();
    for (const symmetry of SYMMETRIES) {
      const turned = transformMoves(symmetry, tiger);
      expect(openingOf(START, turned)?.name, symmetry).toBe('Tiger');
      // Four of the symmetries swap the colours of the start: only the other four are games.
      if (parseMoveList(makeMoveList(turned)).ok) starts.add(makeMoveList(turned).slice(0, 2));
    }
    expect([...starts].sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
    expect(nameOf('d3c5f6f5e6')).toBe('Tiger');
  });

  it('names only games of standard Othello from its usual start', () => {
    const tiger = movesFrom('f5d6c3d3c4');
    expect(openingOf(Position.initial({ rules: 'anti', size: 8 }), tiger)).toBeUndefined();
    const after = unwrap(START.play(tiger[0])).position;
    expect(openingOf(after, tiger.slice(1))).toBeUndefined();
  });

  it('stops at a pass, and says which line of a table is wrong', () => {
    expect(openingOf(START, [...movesFrom('f5d6'), 'pass'])?.name).toBe('Perpendicular');
    expect(parseOpenings('# comment\nF5d6 Perpendicular\nF5d Broken\n')).toEqual({
      ok: false,
      error: 'line 3: expected the moves (such as F5d6C3), then the name',
    });
    const two = parseOpenings('F5d6 First\nF5d6 Second\n');
    expect(openingOf(START, movesFrom('f5d6'), indexOpenings(two.ok ? two.value : []))?.name).toBe('First');
  });
});
