import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { parseObf } from '../../core/formats/index.js';
import { parseMove, unwrap } from '../../core/index.js';

/** After f5 d6 c3: White to move. */
const BOARD = '------------------X--------XX------OXX-----O-------------------- O';

describe('wedge bestmove (child process)', () => {
  it('prints a legal move as JSON at a fixed depth, and as text by level', async () => {
    const position = unwrap(parseObf(BOARD)).position;
    const r = await runCli(['bestmove', '--board', BOARD, '--depth', '6', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { move: string; depth: number; pv: string[]; nodes: number };
    expect(position.isLegal(parseMove(answer.move)!)).toBe(true);
    expect(answer.depth).toBe(6);
    expect(answer.pv[0]).toBe(answer.move);
    const t = await runCli(['bestmove', '--board', BOARD, '--level', 'medium', '--seed', '4']);
    expect(t.code).toBe(0);
    expect(t.stdout).toMatch(/^best [a-h][1-8] +score/);
  });

  it('plays from the opening book at hard and expert, and searches with --no-book', async () => {
    // The committed book holds the line F5 d6 C3 (data/openings.txt's Tiger starts with it).
    const book = JSON.parse(
      (await runCli(['bestmove', '--board', BOARD, '--level', 'expert', '--seed', '2', '--json'])).stdout,
    );
    expect(book).toMatchObject({ book: true, nodes: 0 });
    const again = await runCli(['bestmove', '--board', BOARD, '--level', 'expert', '--seed', '2']);
    expect(again.stdout).toMatch(new RegExp(`^best ${book.move} .*\\(book\\)`));
    const searched = JSON.parse(
      (await runCli(['bestmove', '--board', BOARD, '--level', 'hard', '--no-book', '--json'])).stdout,
    );
    expect(searched.book).toBe(false);
    expect(searched.nodes).toBeGreaterThan(0);
  });

  it('exits 2 on bad input', async () => {
    const r = await runCli(['bestmove', '--board', 'XO X', '--depth', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^wedge bestmove: --board/);
    const both = await runCli(['bestmove', '--board', BOARD, '--depth', '3', '--time', '1']);
    expect(both.code).toBe(2);
  });

  it('"--time 0.0001" is a limit (the smallest, 1 ms), not "no limit": it answers a legal move', async () => {
    // Read as 0 ms, this was an unlimited search from the opening, which never returned.
    const position = unwrap(parseObf(BOARD)).position;
    const r = await runCli(['bestmove', '--board', BOARD, '--time', '0.0001', '--json']);
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout) as { move: string; timeMs: number };
    expect(position.isLegal(parseMove(answer.move)!)).toBe(true);
  }, 30_000);

  it('"--hash 26" and "--time 0x10" are refused with exit 2 and the real rules', async () => {
    const hash = await runCli(['bestmove', '--board', BOARD, '--hash', '26']);
    expect([hash.code, hash.stderr]).toEqual([
      2,
      'wedge bestmove: --hash must be a whole number from 10 to 25, got "26"\n',
    ]);
    const hex = await runCli(['bestmove', '--board', BOARD, '--time', '0x10']);
    expect([hex.code, hex.stderr]).toEqual([
      2,
      'wedge bestmove: --time must be a number of seconds above 0 (at most 3600), got "0x10"\n',
    ]);
  }, 30_000);

  it('"--threads 2" answers a legal move; "--threads 0", "x" and "17" exit 2 and say the range', async () => {
    const r = await runCli(['bestmove', '--board', BOARD, '--depth', '6', '--threads', '2', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ move: expect.stringMatching(/^[a-h][1-8]$/) });
    for (const [command, bad] of [
      ['bestmove', '0'],
      ['solve', 'x'],
      ['bench', '17'],
    ] as const) {
      const args = command === 'bestmove' ? ['--board', BOARD] : command === 'solve' ? ['no-such.obf'] : [];
      const b = await runCli([command, ...args, '--threads', bad]);
      expect([b.code, b.stderr]).toEqual([
        2,
        `wedge ${command}: --threads must be a whole number from 1 to 16, got "${bad}"\n`,
      ]);
    }
  }, 60_000);
});
