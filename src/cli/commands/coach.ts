/**
 * `wedge coach`: the coach's features of a position (stable and frontier discs, mobility, X and C
 * squares, empty regions, wedge chances), read the way `wedge position` reads a game or a board. For
 * people: one small board per feature with its squares marked, then the squares in words. With
 * `--json`: one object (see docs/cli.md).
 */
import type { Command } from 'commander';
import {
  Bitboard,
  type ByColor,
  type Coaching,
  type Color,
  type CornerNeighbour,
  coach,
  FILE_NAMES,
  makeSquare,
  type Position,
  RANK_NAMES,
  type Square,
  squareAt,
} from '../../core/index.js';
import { type CliFailure, runCommand } from '../io.js';
import { loadPosition, type PositionOptions } from './position.js';

type Names = string[];

/** What `--json` prints, field by field as documented in docs/cli.md. */
export interface CoachReport {
  readonly stable: ByColor<Names>;
  readonly frontier: ByColor<Names>;
  /** The squares where each side could play now, whoever is to move. */
  readonly mobility: ByColor<Names>;
  /** The empty squares next to an opposing disc, for each side. */
  readonly potentialMobility: ByColor<Names>;
  /** X squares next to an empty corner (empty or not). */
  readonly xSquares: Names;
  /** C squares next to an empty corner (empty or not). */
  readonly cSquares: Names;
  /** Which of `xSquares` hold a disc of each colour. */
  readonly xSquareDiscs: ByColor<Names>;
  /** Which of `cSquares` hold a disc of each colour. */
  readonly cSquareDiscs: ByColor<Names>;
  readonly regions: { readonly squares: Names; readonly size: number; readonly parity: 'odd' | 'even' }[];
  /** Every square where a side can wedge in now. */
  readonly wedges: Names;
  /** The gaps behind `wedges`: who can wedge, the gap, the two discs around it, the moves into it. */
  readonly wedgeGaps: {
    readonly player: Color;
    readonly gap: Names;
    readonly between: Names;
    readonly moves: Names;
  }[];
}

const names = (set: Bitboard): Names => set.toArray().map(makeSquare);
const byColor = (sets: ByColor<Bitboard>): ByColor<Names> => ({
  black: names(sets.black),
  white: names(sets.white),
});
const discsOn = (list: readonly CornerNeighbour[]): ByColor<Names> => ({
  black: list.filter((n) => n.disc === 'black').map((n) => makeSquare(n.square)),
  white: list.filter((n) => n.disc === 'white').map((n) => makeSquare(n.square)),
});

/** The report of one position's coaching. */
export const coachReportOf = (coaching: Coaching): CoachReport => {
  const wedgeMoves = coaching.wedges.reduce((moves, w) => moves.union(w.moves), Bitboard.EMPTY);
  return {
    stable: byColor(coaching.stable),
    frontier: byColor(coaching.frontier),
    mobility: byColor(coaching.mobility),
    potentialMobility: byColor(coaching.potentialMobility),
    xSquares: coaching.xSquares.map((n) => makeSquare(n.square)),
    cSquares: coaching.cSquares.map((n) => makeSquare(n.square)),
    xSquareDiscs: discsOn(coaching.xSquares),
    cSquareDiscs: discsOn(coaching.cSquares),
    regions: coaching.regions.map((r) => ({ squares: names(r.squares), size: r.size, parity: r.parity })),
    wedges: names(wedgeMoves),
    wedgeGaps: coaching.wedges.map((w) => ({
      player: w.player,
      gap: names(w.gap),
      between: w.between.map(makeSquare),
      moves: names(w.moves),
    })),
  };
};

/** A board of `title` with one mark character after each square's disc (`X`, `O` or `.`). */
const panel = (position: Position, title: string, mark: (s: Square) => string | undefined): string[] => {
  const n = position.variant.size;
  const lines = [title, `   ${FILE_NAMES.slice(0, n).join('  ')}`];
  for (let r = 0; r < n; r++) {
    const cells: string[] = [];
    for (let c = 0; c < n; c++) {
      const s = squareAt(r, c);
      const disc = position.board.black.has(s) ? 'X' : position.board.white.has(s) ? 'O' : '.';
      cells.push(`${disc}${mark(s) ?? ' '}`);
    }
    lines.push(` ${RANK_NAMES[r]} ${cells.join(' ')}`.trimEnd());
  }
  return lines;
};

/** Panels two abreast, the right-hand ones all starting in the same column. */
const twoAbreast = (panels: readonly string[][]): string[] => {
  const width = Math.max(...panels.filter((_, i) => i % 2 === 0).flatMap((p) => p.map((l) => l.length))) + 4;
  const lines: string[] = [];
  for (let i = 0; i < panels.length; i += 2) {
    if (i > 0) lines.push('');
    const [left, right] = [panels[i], panels[i + 1] ?? []];
    lines.push(...left.map((l, k) => `${l.padEnd(width)}${right[k] ?? ''}`.trimEnd()));
  }
  return lines;
};

const list = (squares: Names): string => (squares.length > 0 ? squares.join(' ') : '-');
const REGION_LABELS = 'abcdefghijklmnopqrstuvwxyz';
const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');
const discName = (c: Color | undefined): string =>
  c === undefined ? 'empty' : c === 'black' ? 'Black disc' : 'White disc';

/** The coaching as text for people: six marked boards, then every feature in words. */
const explain = (position: Position, coaching: Coaching, report: CoachReport): string => {
  const { stable, frontier, mobility, potentialMobility } = coaching;
  const has = (sets: ByColor<Bitboard>, s: Square): boolean => sets.black.has(s) || sets.white.has(s);
  const regionOf = (s: Square): string | undefined => {
    const i = coaching.regions.findIndex((r) => r.squares.has(s));
    return i < 0 ? undefined : REGION_LABELS[i];
  };
  const count = (sets: ByColor<Names>): string => `X ${sets.black.length}, O ${sets.white.length}`;
  const boards = twoAbreast([
    panel(position, `Stable discs (*): ${count(report.stable)}`, (s) => (has(stable, s) ? '*' : undefined)),
    panel(position, `Frontier discs (f): ${count(report.frontier)}`, (s) =>
      has(frontier, s) ? 'f' : undefined,
    ),
    panel(position, `Mobility (b, w, + both): ${count(report.mobility)}`, (s) =>
      mobility.black.has(s) && mobility.white.has(s)
        ? '+'
        : mobility.black.has(s)
          ? 'b'
          : mobility.white.has(s)
            ? 'w'
            : undefined,
    ),
    panel(position, 'X squares (x), C squares (c)', (s) =>
      coaching.xSquares.some((n) => n.square === s)
        ? 'x'
        : coaching.cSquares.some((n) => n.square === s)
          ? 'c'
          : undefined,
    ),
    panel(position, `Empty regions (a, b, ...): ${coaching.regions.length}`, regionOf),
    panel(position, `Wedge chances (^): ${report.wedges.length}`, (s) =>
      coaching.wedges.some((w) => w.moves.has(s)) ? '^' : undefined,
    ),
  ]);
  const corner = (n: CornerNeighbour): string =>
    `${makeSquare(n.square)} (${discName(n.disc)}, corner ${makeSquare(n.corner)})`;
  const words = [
    `Stable:    X ${list(report.stable.black)}; O ${list(report.stable.white)}`,
    `Frontier:  X ${list(report.frontier.black)}; O ${list(report.frontier.white)}`,
    `Mobility:  X ${list(report.mobility.black)}; O ${list(report.mobility.white)}`,
    `Potential mobility: X ${potentialMobility.black.size()}, O ${potentialMobility.white.size()}`,
    `X squares: ${coaching.xSquares.length > 0 ? coaching.xSquares.map(corner).join(', ') : '-'}`,
    `C squares: ${coaching.cSquares.length > 0 ? coaching.cSquares.map(corner).join(', ') : '-'}`,
    `Regions:   ${
      report.regions.length > 0
        ? report.regions.map((r, i) => `${REGION_LABELS[i]} ${r.size} ${r.parity}`).join(', ')
        : '-'
    }`,
    `Wedges:    ${
      report.wedgeGaps.length > 0
        ? report.wedgeGaps
            .map((w) => `${colorName(w.player)} at ${w.moves.join(' ')} (between ${w.between.join(' and ')})`)
            .join(', ')
        : '-'
    }`,
  ];
  return `${[...boards, '', ...words].join('\n')}\n`;
};

const run = async (options: PositionOptions): Promise<CliFailure | undefined> => {
  const loaded = await loadPosition(options);
  if ('exitCode' in loaded) return loaded;
  const coaching = coach(loaded.position);
  const report = coachReportOf(coaching);
  process.stdout.write(
    options.json ? `${JSON.stringify(report)}\n` : explain(loaded.position, coaching, report),
  );
  return undefined;
};

/** Adds `wedge coach`. */
export const registerCoach = (program: Command): void => {
  program
    .command('coach')
    .description(
      'show the strategic features of a position: stable and frontier discs, mobility, X and C squares, regions, wedges',
    )
    .option('--moves <list>', 'a move list, e.g. f5d6c3 or "F5 d6 C3" (passes inferred)')
    .option('--transcript <file>', 'a transcript sheet: an 8x8 grid of move numbers')
    .option('--ggf <file>', 'a GGF file')
    .option('--game <n>', 'which game of the GGF file, e.g. 2 (default 1)')
    .option(
      '--board <obf>',
      'a board in OBF, e.g. "---------------------------OX------XO--------------------------- X"',
    )
    .option('--variant <variant>', 'for --moves and --board: standard, anti, reversi, 6x6, anti-4x4, ...')
    .option(
      '--json',
      'print one JSON object: stable, frontier, mobility, potentialMobility, xSquares, cSquares, xSquareDiscs, cSquareDiscs, regions, wedges, wedgeGaps',
    )
    .action(runCommand('coach', run));
};
