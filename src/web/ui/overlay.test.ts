import { describe, expect, it } from 'vitest';
import { parseMoveList } from '../../core/formats/index.js';
import { makeSquare, Position, positionsOf, type Square, square } from '../../core/index.js';
import { OVERLAY_FEATURES, overlayOf, parseFeatures, toggleFeature } from './overlay.js';

/** The squares carrying a mark, by name. */
const marked = (position: Position, features: Parameters<typeof overlayOf>[1], mark: string): string[] => {
  const overlay = overlayOf(position, features);
  const found: string[] = [];
  for (let s = 0; s < 64; s++)
    if (overlay.at(s as Square)?.marks.includes(mark as never)) found.push(makeSquare(s as Square));
  return found;
};

const after = (moves: string): Position => {
  const game = parseMoveList(moves);
  const positions = game.ok ? positionsOf(game.value) : undefined;
  if (!positions?.ok) throw new Error(`does not replay: ${moves}`);
  return positions.value[positions.value.length - 1];
};

describe('the coach overlay', () => {
  it('marks nothing and counts everything when no feature is on', () => {
    const overlay = overlayOf(Position.initial(), []);
    for (let s = 0; s < 64; s++) expect(overlay.at(s as Square)).toBeUndefined();
    expect(overlay.counts.mobility).toEqual({ black: 4, white: 4 });
    expect(overlay.counts.frontier).toEqual({ black: 2, white: 2 });
    expect(overlay.regions).toEqual({ odd: 0, even: 1 });
  });

  it('marks only the features switched on, with the coach’s tokens', () => {
    // Penloup-Juhem after move 45 (Black a1): Black's a1 corner block is stable.
    const p = after(
      'f5d6c3d3c4f4c5b3c2e3d2c6b4b5f2e2a3d1c1a4a5f3g4f1e7d7d8e6f6b6e1b1c7a6a7b2f7g3g5h4h5g2h1g1a1',
    );
    expect(marked(p, ['stable'], 'stable')).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    expect(marked(p, ['frontier'], 'stable')).toEqual([]);
    expect(marked(p, ['corners'], 'x-square')).toEqual(['b7', 'g7']);
    expect(marked(p, ['corners'], 'c-square')).toEqual(['a7', 'h7', 'b8', 'g8']);
    expect(overlayOf(p, []).counts.stable).toEqual({ black: 8, white: 0 });
    expect(overlayOf(p, []).counts.mobility).toEqual({ black: 4, white: 9 });
  });

  it('marks who could move where, both colours on one square when both can', () => {
    const overlay = overlayOf(Position.initial(), ['mobility']);
    expect(overlay.at(square('d3'))).toEqual({ marks: [], moves: ['black'] });
    expect(overlay.at(square('e3'))).toEqual({ marks: [], moves: ['white'] });
    expect(overlay.at(square('a1'))).toBeUndefined();
  });

  it('reads stored features back strictly, and toggles them in a fixed order', () => {
    expect(parseFeatures(['stable', 'mobility'])).toEqual(['mobility', 'stable']);
    for (const bad of [['stable', 'stable'], ['nope'], 'stable', [1], [...OVERLAY_FEATURES, 'x']])
      expect(parseFeatures(bad)).toBeUndefined();
    expect(toggleFeature(['wedges'], 'stable', true)).toEqual(['stable', 'wedges']);
    expect(toggleFeature(['stable', 'wedges'], 'stable', false)).toEqual(['wedges']);
  });
});
