import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { makeSheetText } from '../../tournament/index.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Black's nine-move wipeout (d3 c3 b3 d2 e1 d6 d7 e3 f4, 64-0) written into a blank sheet's grid. */
const filled = (round: number, board: number, black: string, white: string): string => {
  const moves: Record<string, number> = { d3: 1, c3: 2, b3: 3, d2: 4, e1: 5, d6: 6, d7: 7, e3: 8, f4: 9 };
  return makeSheetText({ round, board, black, white })
    .split('\n')
    .map((line) => {
      const row = /^ ([1-8]) /.exec(line);
      if (!row) return line;
      return (
        line.slice(0, 3) +
        'abcdefgh'
          .split('')
          .map((f, c) =>
            moves[`${f}${row[1]}`]
              ? String(moves[`${f}${row[1]}`]).padStart(4)
              : line.slice(3 + 4 * c, 7 + 4 * c),
          )
          .join('')
      );
    })
    .join('\n');
};

describe('wedge sheet', () => {
  it('reads filled sheets back as lines of the results file', async () => {
    const one = file('board1.txt', filled(2, 1, 'Ann', 'Bo'));
    const round = file('round.txt', `${filled(2, 2, 'Cy', 'Di')}\f\n${filled(2, 3, 'Ed', 'Fay')}`);
    const { code, stdout, stderr } = await runCli(['sheet', one, round]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe('2,Ann,Bo,64,0\n2,Cy,Di,64,0\n2,Ed,Fay,64,0\n');
  }, 30_000);

  it('names the sheet and the move that is wrong, and exits 2', async () => {
    const wrong = file('wrong.txt', filled(1, 1, 'Ann', 'Bo').replace(/ {3}5 /, '   . '));
    const { code, stdout, stderr } = await runCli(['sheet', wrong]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`wedge sheet: ${wrong}: move 5 is missing (the sheet goes up to 9)`);
  }, 30_000);
});
