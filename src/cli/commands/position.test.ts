import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { Position } from '../../core/index.js';
import { reportOf } from './position.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-position-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// A full game with three passes; its final score 57-7 was computed by tests/support/plain-rules.ts
// (see src/core/formats/transcript.test.ts).
const SHEET = `
  a  b  c  d  e  f  g  h
1 43 22 21 30 14 34 37 50
2 32 53 18 23 13 12 25 55
3 49  5  4  1  6  9 42 33
4 36 19 15  o  x 17 26 45
5 38 28  2  x  o  7 58 54
6 29 31  3 10  8 27 20 39
7 46 16 48 11 40 52 57 44
8 51 59 35 24 41 56 60 47
`;

// The same game as White's side writes it: the sheet turned a half turn (row 8 read backwards is
// row 1, and so on; the centre pattern is its own turn).
const SHEET_FROM_WHITE = `
  a  b  c  d  e  f  g  h
1 47 60 56 41 24 35 59 51
2 44 57 52 40 11 48 16 46
3 39 20 27  8 10  3 31 29
4 54 58  7  o  x  2 28 38
5 45 26 17  x  o 15 19 36
6 33 42  9  6  1  4  5 49
7 55 25 12 13 23 18 53 32
8 50 37 34 14 30 21 22 43
`;

const json = async (args: string[]) => {
  const { code, stdout, stderr } = await runCli(['position', ...args, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(stdout);
};

const failure = async (args: string[]) => {
  const { code, stdout, stderr } = await runCli(['position', ...args]);
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr.trim().split('\n')).toHaveLength(1);
  return stderr.trim();
};

describe('wedge position', () => {
  test('the wipe-out: 13-0, 64-0 under the tournament rule', async () => {
    expect(await json(['--moves', 'd3c3b3d2e1d6d7e3f4'])).toEqual({
      board: '----X------X-----XXXX------XXX-----XX------X-------X------------',
      toMove: null,
      black: 13,
      white: 0,
      empty: 51,
      gameOver: true,
      legal: [],
      passes: 0,
      score: { raw: '13-0', tournament: '64-0' },
    });
  });

  test('a transcript sheet replayed to its final score, passes counted', async () => {
    expect(await json(['--transcript', file('sheet.txt', SHEET)])).toMatchObject({
      toMove: null,
      black: 57,
      white: 7,
      empty: 0,
      gameOver: true,
      passes: 3,
      score: { raw: '57-7', tournament: '57-7' },
    });
  });

  test("a game written from White's side reads to the same final position as from Black's", async () => {
    const fromBlack = await json(['--transcript', file('black.txt', SHEET)]);
    expect(await json(['--transcript', file('white.txt', SHEET_FROM_WHITE), '--from-white'])).toEqual(
      fromBlack,
    );
  });

  test('the Reversi openings where the fourth disc may or must flip', async () => {
    // Black d4, White e4, Black e5; then White's c4 captures d4 and d5 stays empty.
    const may = await json(['--moves', 'd4e4e5c4', '--variant', 'reversi-may-flip']);
    expect(may).toMatchObject({ black: 1, white: 3, toMove: 'black', legal: ['c3', 'e3'] });
    expect(await failure(['--moves', 'd4e4e5d5', '--variant', 'reversi-must-flip'])).toBe(
      'wedge position: move 4 (d5) is illegal: White must flip with the fourth disc in reversi-must-flip: d5 flips nothing, c4 would (--moves column 7)',
    );
  });

  test('the second game of a GGF file; an inferred pass; the side to move', async () => {
    const ggf = file(
      'games.ggf',
      '(;GM[Othello]TY[8]B[F5];)\n(;GM[Othello]TY[8]B[F5]W[F6]B[D3]W[G5]B[H5]W[H4]B[G7]W[H6]W[C5];)\n',
    );
    const report = await json(['--ggf', ggf, '--game', '2']);
    expect(report).toMatchObject({ toMove: 'black', passes: 1, gameOver: false, black: 5, white: 8 });
    // In progress: the discs now, and no tournament score until the game ends.
    expect(report.score).toEqual({ raw: '5-8', tournament: null });
  });

  test('a board in another variant; text output has the diagram and the legal moves', async () => {
    const six = `${'-'.repeat(18)}OX------XO${'-'.repeat(36)} X`;
    expect(await json(['--board', six, '--variant', '6x6'])).toMatchObject({
      toMove: 'black',
      empty: 32,
      legal: ['c2', 'b3', 'e4', 'd5'],
    });
    const { code, stdout } = await runCli(['position']);
    expect(code).toBe(0);
    expect(stdout).toContain('   a b c d e f g h\n 1 . . . . . . . .');
    expect(stdout).toContain('Black (X) to move');
    expect(stdout).toContain('Legal: d3 c4 f5 e6');
  });

  test('an illegal move: exit 2 and one line naming it', async () => {
    expect(await failure(['--moves', 'f5 f4 e3 f6 g5 g4 c4'])).toBe(
      'wedge position: move 7 (c4) is illegal: Black at c4 would not bracket any white disc (--moves column 19)',
    );
  });

  test('bad files and bad usage: exit 2 and one line each', async () => {
    const duplicated = SHEET.replace('1 43 22', '1 22 22');
    expect(await failure(['--transcript', file('dup.txt', duplicated)])).toMatch(
      /dup\.txt: line 3, column \d+: move 22 appears twice, on a1 and b1$/,
    );
    expect(await failure(['--ggf', file('bad.ggf', '(;GM[Othello]TY[8r];)')])).toMatch(
      /bad\.ggf: game 1, line 1, column 14: game type "TY\[8r\]" is not supported/,
    );
    expect(await failure(['--moves', 'f5', '--board', 'x'])).toMatch(/give one of/);
    expect(await failure(['--transcript', join(dir, 'absent.txt')])).toMatch(/cannot read/);
  });
});

describe('regressions (issue #9)', () => {
  test('--board "<64 squares><100,000 spaces>X" reads at once: the start position, Black to move', async () => {
    const board = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}${' '.repeat(100_000)}X`;
    const r = await runCli(['position', '--board', board, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ toMove: 'black', black: 2, white: 2 });
  });

  test('--moves "f5<100,000 q>" is named in one short line', async () => {
    const message = await failure(['--moves', `f5${'q'.repeat(100_000)}`]);
    expect(message.length).toBeLessThan(200);
  });

  test('Anti-Reversi "d3c3b3d2e1d6d7e3f4": White wins 0-13, tournament 0-64 with the empties to the loser', async () => {
    const r = await runCli(['position', '--moves', 'd3c3b3d2e1d6d7e3f4', '--variant', 'anti']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Game over: White (O) wins, 13-0 (tournament 64-0, empties to the loser)');
    const standard = await runCli(['position', '--moves', 'd3c3b3d2e1d6d7e3f4']);
    expect(standard.stdout).toContain(
      'Game over: Black (X) wins, 13-0 (tournament 64-0, empties to the winner)',
    );
  });
});

describe('reportOf', () => {
  test('an unfinished game has its discs now and no tournament score', () => {
    expect(reportOf(Position.initial(), 0)).toEqual({
      board: `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`,
      toMove: 'black',
      black: 2,
      white: 2,
      empty: 60,
      gameOver: false,
      legal: ['d3', 'c4', 'f5', 'e6'],
      passes: 0,
      score: { raw: '2-2', tournament: null },
    });
  });

  test('the issue\'s game in progress, f5d6c3d3c4: 6-3 on the board, no "61-3"', async () => {
    expect((await json(['--moves', 'f5d6c3d3c4'])).score).toEqual({ raw: '6-3', tournament: null });
  });

  test('equal counts at the end are a tie, in words and in the score', async () => {
    const full = `${'X'.repeat(32)}${'O'.repeat(32)} X`;
    expect((await json(['--board', full])).score).toEqual({ raw: '32-32', tournament: '32-32' });
    const { stdout } = await runCli(['position', '--board', full]);
    expect(stdout).toContain('Game over: a tie, 32-32 (tournament 32-32, empties to the winner)');
  });
});
