import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { makeObf, Position, type SquareName, square, transformPosition } from '../../core/index.js';
import { bookNode, encodeBook } from '../../engine/book.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-book-cli-'));
const played = (...moves: SquareName[]): Position =>
  moves.reduce((p, m) => p.after(square(m)), Position.initial());

// A book of two positions: after F5 (d6 leads on into the book) and after F5 d6.
const BOOK = join(dir, 'book.bin');
writeFileSync(
  BOOK,
  encodeBook(
    [
      bookNode(played('f5'), 8, [
        { move: square('d6'), value: 1 },
        { move: square('f4'), value: -2 },
        { move: square('f6'), value: 0 },
      ]),
      bookNode(played('f5', 'd6'), 8, [
        { move: square('c3'), value: 3 },
        { move: square('c5'), value: -1 },
      ]),
    ],
    'a test book',
  ),
);

const cli = (...args: string[]) => runCli(['book', ...args, '--book', BOOK]);

describe('wedge book', () => {
  test('prints the size, reach and origin of the book', async () => {
    const { code, stdout } = await cli();
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Book ${BOOK}\n2 positions, 5 moves, ${stdout.match(/(\d+) bytes/)![1]} bytes\n` +
        'plies 1-2 from the start, searched 8 plies deep\nmade by a test book\n',
    );
    const json = JSON.parse((await cli('--stats', '--json')).stdout);
    expect(json).toMatchObject({
      file: BOOK,
      positions: 2,
      moves: 5,
      plies: { min: 1, max: 2 },
      source: 'a test book',
    });
  });

  test('looks a position up by moves, in any orientation, with the values by negamax', async () => {
    const { code, stdout } = await cli('f5');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `${makeObf(played('f5'))}\n  move   value  depth  from\n` +
        '  f6       0      8  search\n  f4      -2      8  search\n  d6      -3      9  book\nline f6\n',
    );
    // E6 is F5 through the main diagonal: the same book position, its moves seen the same way.
    const json = JSON.parse((await cli('e6', '--json')).stdout);
    expect(json.inBook).toBe(true);
    expect(json.moves).toEqual([
      { move: 'f6', value: 0, depth: 8, inBook: false },
      { move: 'd6', value: -2, depth: 8, inBook: false },
      { move: 'f4', value: -3, depth: 9, inBook: true },
    ]);
    // A board, as OBF; contempt in centi-discs for Black makes White (to move) value the draw lower.
    const board = makeObf(transformPosition('rotate180', played('f5')));
    // A board starting with '-' reads as a flag unless it follows --board or --.
    const withContempt = JSON.parse((await cli('--board', board, '--contempt', '100', '--json')).stdout);
    expect(JSON.parse((await runCli(['book', '--book', BOOK, '--json', '--', board])).stdout)).toMatchObject({
      inBook: true,
    });
    expect(withContempt.moves.map((m: { value: number }) => m.value)).toEqual([-1, -2, -3]);
    const out = JSON.parse((await cli('--moves', 'f5d6c3', '--json')).stdout);
    expect(out).toMatchObject({ inBook: false, moves: [], line: [] });
    expect((await cli('f5d6c3')).stdout).toMatch(/not in the book\n$/);
  });

  test('refuses bad input with exit code 2 and one line', async () => {
    for (const [args, message] of [
      [['f5z9'], /wedge book: the position: move 2: "z9"/],
      [['f5', '--moves', 'f5'], /give the position once/],
      [['f5', '--stats'], /--stats describes the whole book/],
      [['--contempt', 'lots'], /--contempt must be centi-discs/],
    ] as const) {
      const { code, stdout, stderr } = await cli(...args);
      expect([code, stdout]).toEqual([2, '']);
      expect(stderr).toMatch(message);
    }
    const notBook = join(dir, 'not-a-book.bin');
    writeFileSync(notBook, 'WEV1 weights');
    const r = await runCli(['book', '--book', notBook]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not-a-book.bin: not a Wedge book/);
  });
});
