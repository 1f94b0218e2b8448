/**
 * The coach: the strategic features of a position that the strategy literature teaches, as pure
 * functions of a `Position`. Stable discs, frontier discs, mobility and potential mobility, X and C
 * squares next to empty corners, empty regions and their parity, and wedge chances on the edges.
 * Everything works on the 4x4 and 6x6 boards too (their corners and edges are those of the n x n board).
 * See docs/library.md for examples.
 */
import { Bitboard, DIRECTIONS, type Direction } from './bitboard.js';
import type { Position } from './position.js';
import { type Color, opposite, type Square, squareAt } from './types.js';
import { squaresOf } from './variant.js';

/** One value for each colour, e.g. the stable discs of Black and of White. */
export interface ByColor<T> {
  readonly black: T;
  readonly white: T;
}

/** An X or C square next to an empty corner, and whose disc (if any) sits on it. */
export interface CornerNeighbour {
  /** The X or C square, e.g. b2. */
  readonly square: Square;
  /** The empty corner it touches, e.g. a1. */
  readonly corner: Square;
  /** The colour of the disc on the square, or undefined when it is empty. */
  readonly disc: Color | undefined;
}

/** A region: empty squares connected to each other (8-connectivity, see `emptyRegions`). */
export interface Region {
  readonly squares: Bitboard;
  readonly size: number;
  readonly parity: 'odd' | 'even';
}

/** A wedge chance on an edge (see `wedgeChances`). */
export interface Wedge {
  /** The side that can wedge in: the colour that does not own the discs around the gap. */
  readonly player: Color;
  /** The empty squares of the gap, an odd number of them, e.g. {c1}. */
  readonly gap: Bitboard;
  /** The two discs of the other colour on either side of the gap, e.g. [b1, d1]. */
  readonly between: readonly [Square, Square];
  /** The squares of the gap where `player` has a legal move now (never empty). */
  readonly moves: Bitboard;
}

/** Every feature the coach shows, for one position. */
export interface Coaching {
  readonly stable: ByColor<Bitboard>;
  readonly frontier: ByColor<Bitboard>;
  readonly mobility: ByColor<Bitboard>;
  readonly potentialMobility: ByColor<Bitboard>;
  readonly xSquares: readonly CornerNeighbour[];
  readonly cSquares: readonly CornerNeighbour[];
  readonly regions: readonly Region[];
  readonly wedges: readonly Wedge[];
}

/** The four lines through a square, each as its two opposite directions. */
const AXES: readonly (readonly [Direction, Direction])[] = [
  ['w', 'e'],
  ['n', 's'],
  ['nw', 'se'],
  ['ne', 'sw'],
];

/** The squares of `from` moved one step in each direction, kept on `board`. */
const neighbours = (from: Bitboard, directions: readonly Direction[], board: Bitboard): Bitboard => {
  let out = Bitboard.EMPTY;
  for (const d of directions) out = out.union(from.shift(d));
  return out.intersect(board);
};

/** The squares of `board` on a line (along the axis) that has no empty square. */
const filledLines = (axis: readonly [Direction, Direction], board: Bitboard, empty: Bitboard): Bitboard => {
  // Spread the empties along the axis; whatever they cannot reach lies on a full line.
  let open = empty;
  for (let i = 0; i < 7; i++) open = open.union(neighbours(open, axis, board));
  return board.diff(open);
};

const OPPOSITE_DIRECTION: Readonly<Record<Direction, Direction>> = {
  n: 's',
  s: 'n',
  e: 'w',
  w: 'e',
  ne: 'sw',
  sw: 'ne',
  nw: 'se',
  se: 'nw',
};

/** The squares of `board` whose neighbour in direction `d` is off the board. */
const edgeTowards = (d: Direction, board: Bitboard): Bitboard =>
  board.diff(board.shift(OPPOSITE_DIRECTION[d]).intersect(board));

/**
 * The stable discs of both colours: discs that no sequence of legal moves can flip.
 *
 * A disc can only be flipped along one of the four lines through it, and only when it lies inside a run
 * of its colour with the new disc at one end and an opposing disc at the other. So a disc is safe along
 * an axis when (1) the whole line along that axis is filled (no move can ever be made on it: discs are
 * never removed), or (2) a neighbour along the axis is off the board, or (3) a neighbour along the axis
 * is a stable disc of the same colour (it would have to flip with it). A disc safe along all four axes
 * is stable. Starting from no stable discs, this is applied until nothing changes: corners come first,
 * then the edge runs they anchor, full edges and filled lines, and the discs these protect in turn.
 *
 * Sound: it never marks a disc that can still flip (take the first move that would flip a marked disc,
 * and among the marked discs it flips the one marked earliest: the neighbour that justified it would
 * have to flip too, and was marked earlier). Not complete: discs that stay put only because of which
 * moves the remaining empties allow (an edge run between two opposing discs, a disc on a line whose
 * empties neither side can use against it) are not found. On the fixed samples of coach.test.ts, whose
 * reference walks every continuation, it finds 86% of the discs no continuation flips.
 */
export const stableDiscs = (position: Position): ByColor<Bitboard> => {
  const board = squaresOf(position.variant);
  const empty = position.empties();
  const black = position.discs('black');
  const white = position.discs('white');
  // Per axis, what never changes while the search for stable discs runs: full lines, board edges.
  const fixed = AXES.map(([d1, d2]) =>
    filledLines([d1, d2], board, empty).union(edgeTowards(d1, board)).union(edgeTowards(d2, board)),
  );
  let stableBlack = Bitboard.EMPTY;
  let stableWhite = Bitboard.EMPTY;
  for (;;) {
    let nextBlack = black;
    let nextWhite = white;
    for (const [i, [d1, d2]] of AXES.entries()) {
      const safe = fixed[i];
      nextBlack = nextBlack.intersect(safe.union(stableBlack.shift(d1)).union(stableBlack.shift(d2)));
      nextWhite = nextWhite.intersect(safe.union(stableWhite.shift(d1)).union(stableWhite.shift(d2)));
    }
    if (nextBlack.equals(stableBlack) && nextWhite.equals(stableWhite)) break;
    // Each round keeps what the last one found (the conditions only get easier), so this ends.
    stableBlack = nextBlack;
    stableWhite = nextWhite;
  }
  return { black: stableBlack, white: stableWhite };
};

/** Frontier discs: discs next to an empty square (in any of the 8 directions), of each colour. */
export const frontierDiscs = (position: Position): ByColor<Bitboard> => {
  const nearEmpty = neighbours(position.empties(), DIRECTIONS, squaresOf(position.variant));
  return {
    black: position.discs('black').intersect(nearEmpty),
    white: position.discs('white').intersect(nearEmpty),
  };
};

/** Each side's mobility: the squares where it could play now, whoever is to move. */
export const mobility = (position: Position): ByColor<Bitboard> => ({
  black: position.movesFor('black'),
  white: position.movesFor('white'),
});

/**
 * Each side's potential mobility: the empty squares next to at least one opposing disc, where moves may
 * appear later (a side with few of them is running out of moves even if it has some now).
 */
export const potentialMobility = (position: Position): ByColor<Bitboard> => {
  const board = squaresOf(position.variant);
  const empty = position.empties();
  return {
    black: empty.intersect(neighbours(position.discs('white'), DIRECTIONS, board)),
    white: empty.intersect(neighbours(position.discs('black'), DIRECTIONS, board)),
  };
};

/** The corners of an n x n board with, for each, its X square and its two C squares. */
const cornerNeighbourhoods = (size: number): { corner: Square; x: Square; c: [Square, Square] }[] => {
  const m = size - 1;
  return [
    [0, 0, 1, 1],
    [0, m, 1, -1],
    [m, 0, -1, 1],
    [m, m, -1, -1],
  ].map(([r, c, dr, dc]) => ({
    corner: squareAt(r, c),
    x: squareAt(r + dr, c + dc),
    c: [squareAt(r, c + dc), squareAt(r + dr, c)],
  }));
};

const discAt = (position: Position, square: Square): Color | undefined =>
  position.board.black.has(square) ? 'black' : position.board.white.has(square) ? 'white' : undefined;

const byCornerNeighbour = (position: Position, pick: 'x' | 'c'): CornerNeighbour[] => {
  const empty = position.empties();
  const found: CornerNeighbour[] = [];
  for (const hood of cornerNeighbourhoods(position.variant.size)) {
    if (!empty.has(hood.corner)) continue;
    for (const square of pick === 'x' ? [hood.x] : hood.c)
      found.push({ square, corner: hood.corner, disc: discAt(position, square) });
  }
  return found.sort((a, b) => a.square - b.square);
};

/**
 * The X squares (diagonally next to a corner: b2, g2, b7, g7 on 8x8) of the empty corners, empty or
 * not, with the disc on each. A disc there can give the opponent the corner.
 */
export const xSquares = (position: Position): CornerNeighbour[] => byCornerNeighbour(position, 'x');

/** The C squares (on an edge next to a corner: b1, a2, g1, h2, ...) of the empty corners, with their discs. */
export const cSquares = (position: Position): CornerNeighbour[] => byCornerNeighbour(position, 'c');

/**
 * The empty regions: groups of empty squares connected through their 8 neighbours, ordered by their
 * first square, with size and parity. Diagonal contact counts because that is how players count
 * regions for parity: a corner and its X square form one region of two even when the two C squares
 * between them are filled, since a move on either can flip along the diagonal through both.
 */
export const emptyRegions = (position: Position): Region[] => {
  const board = squaresOf(position.variant);
  let left = position.empties();
  const regions: Region[] = [];
  while (left.nonEmpty()) {
    let region = Bitboard.fromSquare(left.first()!);
    for (;;) {
      const grown = region.union(neighbours(region, DIRECTIONS, board).intersect(left));
      if (grown.equals(region)) break;
      region = grown;
    }
    const size = region.size();
    regions.push({ squares: region, size, parity: size % 2 === 1 ? 'odd' : 'even' });
    left = left.diff(region);
  }
  return regions;
};

/** The four edges of an n x n board, each as its squares in order along the edge. */
const edgesOf = (size: number): Square[][] => {
  const m = size - 1;
  const along = (f: (i: number) => Square): Square[] => Array.from({ length: size }, (_, i) => f(i));
  return [
    along((i) => squareAt(0, i)),
    along((i) => squareAt(m, i)),
    along((i) => squareAt(i, 0)),
    along((i) => squareAt(i, m)),
  ];
};

/**
 * Wedge chances on the edges. On each of the four edges, a gap is a maximal run of empty squares with
 * a disc at both ends (a run that reaches a corner square is not a gap). A wedge chance for a side is a
 * gap of odd length whose two end discs are both of the other colour, with at least one square of
 * the gap where that side has a legal move now. Its disc would sit between enemy discs on the edge,
 * where the edge line can never flip it, and an odd gap leaves the owner unable to fill it evenly.
 * Ordered by the gap's first square.
 */
export const wedgeChances = (position: Position): Wedge[] => {
  const empty = position.empties();
  const moves = mobility(position);
  const wedges: Wedge[] = [];
  for (const edge of edgesOf(position.variant.size)) {
    let i = 0;
    while (i < edge.length) {
      if (!empty.has(edge[i])) {
        i++;
        continue;
      }
      let j = i;
      while (j < edge.length && empty.has(edge[j])) j++;
      // edge[i..j-1] is a run of empties; a gap needs a disc on both sides.
      const length = j - i;
      if (i > 0 && j < edge.length && length % 2 === 1) {
        const left = discAt(position, edge[i - 1])!;
        const right = discAt(position, edge[j])!;
        if (left === right) {
          const player = opposite(left);
          const gap = Bitboard.fromSquares(edge.slice(i, j));
          const into = gap.intersect(moves[player]);
          if (into.nonEmpty()) wedges.push({ player, gap, between: [edge[i - 1], edge[j]], moves: into });
        }
      }
      i = j;
    }
  }
  return wedges.sort((a, b) => a.gap.first()! - b.gap.first()!);
};

/** Every feature of the coach for one position. */
export const coach = (position: Position): Coaching => ({
  stable: stableDiscs(position),
  frontier: frontierDiscs(position),
  mobility: mobility(position),
  potentialMobility: potentialMobility(position),
  xSquares: xSquares(position),
  cSquares: cSquares(position),
  regions: emptyRegions(position),
  wedges: wedgeChances(position),
});

/** The marks an overlay draws on a square (the tokens of the page's `data-marks` attribute). */
export type CoachMark =
  | 'stable'
  | 'frontier'
  | 'x-square'
  | 'c-square'
  | 'region-odd'
  | 'region-even'
  | 'wedge';

/** The marks of one square, in the order of `CoachMark`. */
export const marksAt = (coaching: Coaching, square: Square): CoachMark[] => {
  const marks: CoachMark[] = [];
  const either = (sets: ByColor<Bitboard>): boolean => sets.black.has(square) || sets.white.has(square);
  if (either(coaching.stable)) marks.push('stable');
  if (either(coaching.frontier)) marks.push('frontier');
  if (coaching.xSquares.some((n) => n.square === square)) marks.push('x-square');
  if (coaching.cSquares.some((n) => n.square === square)) marks.push('c-square');
  const region = coaching.regions.find((r) => r.squares.has(square));
  if (region) marks.push(region.parity === 'odd' ? 'region-odd' : 'region-even');
  if (coaching.wedges.some((w) => w.moves.has(square))) marks.push('wedge');
  return marks;
};
