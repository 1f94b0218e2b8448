import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { flippableDiscs } from '../../tests/support/flippable.js';
import type { Bitboard } from './bitboard.js';
import {
  type Coaching,
  coach,
  cSquares,
  emptyRegions,
  frontierDiscs,
  marksAt,
  mobility,
  potentialMobility,
  stableDiscs,
  wedgeChances,
  xSquares,
} from './coach.js';
import { parseObf } from './formats/obf.js';
import { Position } from './position.js';
import {
  type BoardSize,
  type Color,
  makeSquare,
  type Square,
  type SquareName,
  square,
  unwrap,
  type Variant,
} from './types.js';

/** A position from its rows (row 1 first; `X` black, `O` white, `-` empty), padded to the 8x8 grid. */
const board = (rows: readonly string[], turn: 'X' | 'O' = 'X', size: BoardSize = 8): Position => {
  const text = rows
    .map((r) => r.padEnd(8, '-'))
    .join('')
    .padEnd(64, '-');
  return unwrap(parseObf(`${text} ${turn}`, { rules: 'standard', size })).position;
};

const names = (set: Bitboard): string[] => set.toArray().map(makeSquare);
const both = (sets: { black: Bitboard; white: Bitboard }) => ({
  black: names(sets.black),
  white: names(sets.white),
});
const squares = (text: string): Square[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((n) => square(n as SquareName));
const sorted = (text: string): string[] =>
  squares(text)
    .sort((a, b) => a - b)
    .map(makeSquare);

describe('stable discs on known positions', () => {
  test('the start and an open board have none', () => {
    expect(both(stableDiscs(Position.initial()))).toEqual({ black: [], white: [] });
  });

  test('a full edge is stable whatever its colours; beside it only the run down from a corner', () => {
    // Row 2 is full too, but each of its discs has an opposing or open neighbour along some line,
    // except h2, which the corner h1 anchors down the h file.
    const p = board(['XOOXXOXO', 'OOXXOOXO', '', 'OOOXO', '---OX']);
    expect(both(stableDiscs(p))).toEqual({
      black: sorted('a1 d1 e1 g1'),
      white: sorted('b1 c1 f1 h1 h2'),
    });
  });

  test('two full rows of one colour on an edge are both stable', () => {
    const p = board(['XXXXXXXX', 'XXXXXXXX', '', '---OX', '---XO']);
    expect(both(stableDiscs(p))).toEqual({
      black: sorted('a1 b1 c1 d1 e1 f1 g1 h1 a2 b2 c2 d2 e2 f2 g2 h2'),
      white: [],
    });
  });

  test('a full edge with a full row of the other colour beside it: only the edge', () => {
    const p = board(['XXXXXXXX', 'OOOOOOOO', '', '---OX', '---XO']);
    expect(both(stableDiscs(p))).toEqual({ black: sorted('a1 b1 c1 d1 e1 f1 g1 h1'), white: [] });
  });

  test('a corner-anchored staircase is stable to the last disc', () => {
    const p = board(['XXXXO', 'XXX', 'XX', 'X--OX', '---XO']);
    expect(both(stableDiscs(p))).toEqual({ black: sorted('a1 b1 c1 d1 a2 b2 c2 a3 b3 a4'), white: [] });
  });

  test('a corner-anchored rectangle: the disc with an open diagonal is not stable', () => {
    // c2 can flip along d1-c2-b3 once White holds one end and plays the other.
    const p = board(['XXX', 'XXX', '', '---OX', '---XO']);
    expect(both(stableDiscs(p))).toEqual({ black: sorted('a1 b1 c1 a2 b2'), white: [] });
  });

  test('a disc whose four lines are all filled is stable, and so are the corners on them', () => {
    // Row 4, column d and both diagonals through d4 filled; everything else empty.
    const filled = squares(
      'a4 b4 c4 d4 e4 f4 g4 h4 d1 d2 d3 d5 d6 d7 d8 a1 b2 c3 e5 f6 g7 h8 g1 f2 e3 c5 b6 a7',
    );
    const black = filled.filter((_, i) => i % 2 === 0);
    const white = filled.filter((_, i) => i % 2 === 1);
    const grid = Array.from({ length: 64 }, (_, s) =>
      black.includes(s as Square) ? 'X' : white.includes(s as Square) ? 'O' : '-',
    ).join('');
    const p = unwrap(parseObf(`${grid} X`)).position;
    const stable = stableDiscs(p);
    expect(names(stable.black.union(stable.white))).toEqual(sorted('a1 d4 h8'));
  });

  test('small boards: a full 6x6 edge and a 4x4 corner run', () => {
    const six = board(['XOXOXO', '', '--OX', '--XO'], 'X', 6);
    expect(both(stableDiscs(six))).toEqual({ black: sorted('a1 c1 e1'), white: sorted('b1 d1 f1') });
    const four = board(['XX--', 'XOX-', '-XO-', '----'], 'O', 4);
    expect(both(stableDiscs(four))).toEqual({ black: sorted('a1 b1 a2'), white: [] });
  });
});

/** A position reached by random legal moves from the start, stopped at `empties` or at the end. */
const randomPlay = (variant: Variant, choices: readonly number[], empties: number): Position => {
  let p = Position.initial(variant);
  for (const choice of choices) {
    if (p.isGameOver() || p.empties().size() <= empties) break;
    const moves = p.legalMoveList();
    p = unwrap(p.play(moves[choice % moves.length])).position;
  }
  return p;
};

/** Any discs on any squares (the centre always filled), with `empties` squares left empty. */
const randomFill = (size: BoardSize, colors: readonly boolean[], holes: readonly number[], turn: Color) => {
  const variant: Variant = { rules: 'standard', size };
  const all = Position.initial(variant).empties().union(Position.initial(variant).occupied()).toArray();
  const centre = Position.initial(variant).occupied();
  const open = new Set(holes.map((h) => all.filter((s) => !centre.has(s))[h % (all.length - 4)]));
  const grid = Array.from({ length: 64 }, (_, s) => {
    if (!all.includes(s as Square) || open.has(s as Square)) return '-';
    return colors[s] ? 'X' : 'O';
  }).join('');
  return unwrap(parseObf(`${grid} ${turn === 'black' ? 'X' : 'O'}`, variant)).position;
};

describe('the reference that walks every continuation', () => {
  test('with one empty square it flips exactly what the one move there flips', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 1000 }), { minLength: 64, maxLength: 64 }),
        fc.constantFrom<BoardSize>(8, 6, 4),
        (choices, size) => {
          const p = randomPlay({ rules: 'standard', size }, choices, 1);
          const hole = p.empties().first();
          if (hole === undefined || p.isGameOver()) return;
          const mover = p.mustPass() ? unwrap(p.pass()) : p;
          expect([...flippableDiscs(p)].sort((a, b) => a - b)).toEqual(mover.flipsAt(hole).toArray());
        },
      ),
      { seed: 5, numRuns: 50 },
    );
  });
});

describe('stable discs are sound', () => {
  // The reference walks every continuation to the end of the game (tests/support/flippable.ts); a
  // disc the coach calls stable must never flip on any of them.
  const check = (p: Position, totals: { found: number; truly: number }): void => {
    const stable = stableDiscs(p);
    const marked = stable.black.union(stable.white);
    const flippable = flippableDiscs(p);
    for (const s of marked) expect(flippable.has(s), `${makeSquare(s)} flips in\n${p}`).toBe(false);
    totals.found += marked.size();
    totals.truly += p.occupied().size() - flippable.size;
  };

  test('positions from random play with at most 10 empties, on the three board sizes', () => {
    const totals = { found: 0, truly: 0 };
    const arbitrary = fc.record({
      size: fc.constantFrom<BoardSize>(8, 8, 6, 4),
      empties: fc.integer({ min: 1, max: 10 }),
      choices: fc.array(fc.nat({ max: 1000 }), { minLength: 64, maxLength: 64 }),
    });
    fc.assert(
      fc.property(arbitrary, ({ size, empties, choices }) =>
        check(randomPlay({ rules: 'standard', size }, choices, empties), totals),
      ),
      { seed: 12, numRuns: 100 },
    );
    // How strong, on this fixed sample: it finds 86% of the discs that no continuation flips.
    expect(totals).toEqual({ found: 2157, truly: 2515 });
  });

  test('random discs anywhere with at most 10 empties (filled lines of every kind)', () => {
    const totals = { found: 0, truly: 0 };
    const arbitrary = fc.record({
      size: fc.constantFrom<BoardSize>(8, 6, 4),
      colors: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
      holes: fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 10 }),
      turn: fc.constantFrom<Color>('black', 'white'),
    });
    fc.assert(
      fc.property(arbitrary, ({ size, colors, holes, turn }) =>
        check(randomFill(size, colors, holes, turn), totals),
      ),
      { seed: 12, numRuns: 60 },
    );
    // 76% here: many of these discs stay put only because the few empties cannot be played.
    expect(totals).toEqual({ found: 823, truly: 1086 });
  });
});

/** Regions: a1 and b2 touch only diagonally, h1 is alone, a8-c8 run along the edge. */
const REGIONS = board([
  '-XXXXXX-',
  'X-XXXXOX',
  'XXXXXXXX',
  'XXXOXXXX',
  'XXXXOXXX',
  'XXXXXXXX',
  'OXXXXXXX',
  '---XXXXX',
]);

/** Wedges: White can play c1 between b1 and d1, and c8, d8 and e8 in the three-square gap between b8
 * and f8; a4 between two white discs is an odd gap too, but Black has no move there. */
const WEDGES = board([
  '-X-X----',
  '--X-----',
  'O-O-----',
  '---OX---',
  'O--XO---',
  '---O----',
  '---X----',
  'OX---XO-',
]);

describe('the other features', () => {
  test('the start: frontier, mobility and potential mobility of both sides', () => {
    const start = Position.initial();
    expect(both(frontierDiscs(start))).toEqual({ black: ['e4', 'd5'], white: ['d4', 'e5'] });
    expect(both(mobility(start))).toEqual({
      black: ['d3', 'c4', 'f5', 'e6'],
      white: ['e3', 'f4', 'c5', 'd6'],
    });
    expect(both(potentialMobility(start))).toEqual({
      black: sorted('c3 d3 e3 c4 f4 c5 f5 d6 e6 f6'),
      white: sorted('d3 e3 f3 c4 f4 c5 f5 c6 d6 e6'),
    });
  });

  test('mobility is for both sides whoever is to move, and empty once the game is over', () => {
    const wipeOut = board(['', '', '', '---XX', '---XX']);
    expect(both(mobility(wipeOut))).toEqual({ black: [], white: [] });
    expect(both(mobility(WEDGES)).white).toContain('c1');
  });

  test('X and C squares of the empty corners, with the disc on each', () => {
    const view = (list: ReturnType<typeof xSquares>) =>
      list.map((n) => [makeSquare(n.square), makeSquare(n.corner), n.disc ?? '-']);
    expect(view(xSquares(REGIONS))).toEqual([
      ['b2', 'a1', '-'],
      ['g2', 'h1', 'white'],
      ['b7', 'a8', 'black'],
    ]);
    expect(view(cSquares(REGIONS))).toEqual([
      ['b1', 'a1', 'black'],
      ['g1', 'h1', 'black'],
      ['a2', 'a1', 'black'],
      ['h2', 'h1', 'black'],
      ['a7', 'a8', 'white'],
      ['b8', 'a8', '-'],
    ]);
    expect(view(xSquares(Position.initial()))).toEqual([
      ['b2', 'a1', '-'],
      ['g2', 'h1', '-'],
      ['b7', 'a8', '-'],
      ['g7', 'h8', '-'],
    ]);
  });

  test('on 4x4 the X squares are the centre and each C square belongs to one corner', () => {
    const start = Position.initial({ rules: 'standard', size: 4 });
    expect(xSquares(start).map((n) => makeSquare(n.square))).toEqual(['b2', 'c2', 'b3', 'c3']);
    expect(cSquares(start).map((n) => `${makeSquare(n.square)}:${makeSquare(n.corner)}`)).toEqual([
      'b1:a1',
      'c1:d1',
      'a2:a1',
      'd2:d1',
      'a3:a4',
      'd3:d4',
      'b4:a4',
      'c4:d4',
    ]);
  });

  test('empty regions are 8-connected, ordered by their first square, with size and parity', () => {
    expect(emptyRegions(REGIONS).map((r) => [names(r.squares), r.size, r.parity])).toEqual([
      [['a1', 'b2'], 2, 'even'],
      [['h1'], 1, 'odd'],
      [['a8', 'b8', 'c8'], 3, 'odd'],
    ]);
    const start = emptyRegions(Position.initial({ rules: 'standard', size: 6 }));
    expect(start.map((r) => [r.size, r.parity])).toEqual([[32, 'even']]);
  });

  test('wedge chances: odd gaps between two discs of one colour that the other side can play into', () => {
    expect(
      wedgeChances(WEDGES).map((w) => ({
        player: w.player,
        gap: names(w.gap),
        between: w.between.map(makeSquare),
        moves: names(w.moves),
      })),
    ).toEqual([
      { player: 'white', gap: ['c1'], between: ['b1', 'd1'], moves: ['c1'] },
      { player: 'white', gap: ['c8', 'd8', 'e8'], between: ['b8', 'f8'], moves: ['c8', 'd8', 'e8'] },
    ]);
    expect(wedgeChances(Position.initial())).toEqual([]);
  });

  test('a 6x6 wedge: the edges are those of the small board', () => {
    const p = board(['X-X---', '-X----', '-OOX--', '--XO--'], 'O', 6);
    expect(wedgeChances(p).map((w) => [w.player, names(w.gap), names(w.moves)])).toEqual([
      ['white', ['b1'], ['b1']],
    ]);
  });

  test('marks per square, as the overlay draws them', () => {
    const all: Coaching = coach(REGIONS);
    expect(marksAt(all, square('a1'))).toEqual(['region-even']);
    expect(marksAt(all, square('b2'))).toEqual(['x-square', 'region-even']);
    expect(marksAt(all, square('b1'))).toEqual(['frontier', 'c-square']);
    expect(marksAt(all, square('h8'))).toEqual(['stable']);
    expect(marksAt(all, square('h1'))).toEqual(['region-odd']);
    const wedges = coach(WEDGES);
    // One region of 48 empties: every empty square is marked even.
    expect(marksAt(wedges, square('c1'))).toEqual(['region-even', 'wedge']);
    expect(marksAt(wedges, square('h8'))).toEqual(['region-even']);
    expect(marksAt(wedges, square('b8'))).toEqual(['frontier']);
  });
});
