import { describe, expect, test } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const json = async (args: string[]) => {
  const { code, stdout, stderr } = await runCli(['coach', ...args, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(stdout);
};

/** An OBF board from its rows (row 1 first), padded to the 8x8 grid. */
const obf = (rows: readonly string[], turn = 'X'): string =>
  `${rows
    .map((r) => r.padEnd(8, '-'))
    .join('')
    .padEnd(64, '-')} ${turn}`;

// The positions of src/core/coach.test.ts, where each expected set is worked out square by square.
const REGIONS = obf([
  '-XXXXXX-',
  'X-XXXXOX',
  'XXXXXXXX',
  'XXXOXXXX',
  'XXXXOXXX',
  'XXXXXXXX',
  'OXXXXXXX',
  '---XXXXX',
]);
const WEDGES = obf([
  '-X-X----',
  '--X-----',
  'O-O-----',
  '---OX---',
  'O--XO---',
  '---O----',
  '---X----',
  'OX---XO-',
]);

/** The squares of the n x n board except `holes`, a1 first. */
const allBut = (holes: string, size = 8): string[] => {
  const skip = new Set(holes.split(' '));
  const out: string[] = [];
  for (const r of '12345678'.slice(0, size))
    for (const f of 'abcdefgh'.slice(0, size)) if (!skip.has(`${f}${r}`)) out.push(`${f}${r}`);
  return out;
};

describe('wedge coach --json', () => {
  test('the start position: every feature', async () => {
    expect(await json([])).toEqual({
      stable: { black: [], white: [] },
      frontier: { black: ['e4', 'd5'], white: ['d4', 'e5'] },
      mobility: { black: ['d3', 'c4', 'f5', 'e6'], white: ['e3', 'f4', 'c5', 'd6'] },
      potentialMobility: {
        black: ['c3', 'd3', 'e3', 'c4', 'f4', 'c5', 'f5', 'd6', 'e6', 'f6'],
        white: ['d3', 'e3', 'f3', 'c4', 'f4', 'c5', 'f5', 'c6', 'd6', 'e6'],
      },
      xSquares: ['b2', 'g2', 'b7', 'g7'],
      cSquares: ['b1', 'g1', 'a2', 'h2', 'a7', 'h7', 'b8', 'g8'],
      xSquareDiscs: { black: [], white: [] },
      cSquareDiscs: { black: [], white: [] },
      regions: [{ squares: allBut('d4 e4 d5 e5'), size: 60, parity: 'even' }],
      wedges: [],
      wedgeGaps: [],
    });
  });

  test('an endgame with three regions: every feature', async () => {
    expect(await json(['--board', REGIONS])).toEqual({
      // The h file down from h8, the bottom edge to d8, and the discs whose four lines are filled or
      // lead to those (the a8-h1 diagonal is open at both ends, so nothing on it is stable).
      stable: {
        black: [
          ...['h2', 'd3', 'e3', 'g3', 'h3', 'f4', 'g4', 'h4', 'f5', 'g5', 'h5', 'e6', 'f6', 'g6', 'h6'],
          ...['d7', 'e7', 'f7', 'g7', 'h7', 'd8', 'e8', 'f8', 'g8', 'h8'],
        ],
        white: [],
      },
      frontier: {
        black: ['b1', 'c1', 'g1', 'a2', 'c2', 'h2', 'a3', 'b3', 'c3', 'b7', 'c7', 'd7', 'd8'],
        white: ['g2', 'a7'],
      },
      mobility: { black: ['h1', 'a8'], white: ['a1', 'b2', 'a8', 'b8'] },
      potentialMobility: { black: ['h1', 'a8', 'b8'], white: ['a1', 'h1', 'b2', 'a8', 'b8', 'c8'] },
      xSquares: ['b2', 'g2', 'b7'],
      cSquares: ['b1', 'g1', 'a2', 'h2', 'a7', 'b8'],
      xSquareDiscs: { black: ['b7'], white: ['g2'] },
      cSquareDiscs: { black: ['b1', 'g1', 'a2', 'h2'], white: ['a7'] },
      regions: [
        { squares: ['a1', 'b2'], size: 2, parity: 'even' },
        { squares: ['h1'], size: 1, parity: 'odd' },
        { squares: ['a8', 'b8', 'c8'], size: 3, parity: 'odd' },
      ],
      wedges: [],
      wedgeGaps: [],
    });
  });

  test('wedge chances: a single gap and a gap of three; the odd gap Black cannot play is left out', async () => {
    const report = await json(['--board', WEDGES]);
    expect(report.wedges).toEqual(['c1', 'c8', 'd8', 'e8']);
    expect(report.wedgeGaps).toEqual([
      { player: 'white', gap: ['c1'], between: ['b1', 'd1'], moves: ['c1'] },
      { player: 'white', gap: ['c8', 'd8', 'e8'], between: ['b8', 'f8'], moves: ['c8', 'd8', 'e8'] },
    ]);
    expect(report.stable).toEqual({ black: [], white: ['a8'] });
  });

  test('a corner-anchored staircase and a full edge', async () => {
    const staircase = await json(['--board', obf(['XXXXO', 'XXX', 'XX', 'X--OX', '---XO'])]);
    expect(staircase.stable).toEqual({
      black: ['a1', 'b1', 'c1', 'd1', 'a2', 'b2', 'c2', 'a3', 'b3', 'a4'],
      white: [],
    });
    const edge = await json(['--board', obf(['XOOXXOXO', 'OOXXOOXO', '', 'OOOXO', '---OX'])]);
    expect(edge.stable).toEqual({ black: ['a1', 'd1', 'e1', 'g1'], white: ['b1', 'c1', 'f1', 'h1', 'h2'] });
  });

  test('a move list on 6x6: the small board has its own corners and regions', async () => {
    const report = await json(['--moves', 'c2', '--variant', '6x6']);
    expect(report.xSquares).toEqual(['b2', 'e2', 'b5', 'e5']);
    expect(report.cSquares).toEqual(['b1', 'e1', 'a2', 'f2', 'a5', 'f5', 'b6', 'e6']);
    expect(report.regions).toEqual([{ squares: allBut('c2 c3 d3 c4 d4', 6), size: 31, parity: 'odd' }]);
    expect(report.mobility.white).toEqual(['b2', 'd2', 'b4']);
  });
});

describe('wedge coach for people', () => {
  test('six marked boards, then the features in words', async () => {
    const { code, stdout } = await runCli(['coach', '--board', WEDGES]);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^Stable discs \(\*\): X 0, O 1 +Frontier discs \(f\): X 8, O 8$/);
    expect(lines).toContain(' 8 O* X  .  .  .  X  O  .             8 Of Xf .  .  .  Xf Of .');
    expect(lines).toContain(' 8 O  X  .a .a .a X  O  .a            8 O  X  .^ .^ .^ X  O  .');
    expect(lines).toContain(
      'Wedges:    White at c1 (between b1 and d1), White at c8 d8 e8 (between b8 and f8)',
    );
    expect(lines).toContain('X squares: b2 (empty, corner a1), g2 (empty, corner h1), g7 (empty, corner h8)');
  });

  test('bad input: one line and exit code 2', async () => {
    const { code, stdout, stderr } = await runCli(['coach', '--moves', 'f5', '--board', REGIONS]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'wedge coach: give one of --moves, --transcript, --ggf, --board, not --moves and --board\n',
    );
    const illegal = await runCli(['coach', '--moves', 'f5 a1']);
    expect(illegal.code).toBe(2);
    expect(illegal.stderr).toMatch(/^wedge coach: move 2 \(a1\) is illegal: /);
  });
});
