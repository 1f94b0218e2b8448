import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-pair-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const PLAYERS = file('players.txt', 'Ann,1900\nBo,1800\nCy,1700\nDi,1600\nEd,1500\n');

describe('wedge pair', () => {
  it('pairs round 1 by rating: top half against bottom half, the bye to the lowest', async () => {
    const { code, stdout, stderr } = await runCli([
      'pair',
      PLAYERS,
      file('none.csv', ''),
      '--round',
      '1',
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      round: 1,
      pairs: [
        { black: 'Ann', white: 'Cy' },
        { black: 'Di', white: 'Bo' },
      ],
      bye: 'Ed',
    });
  }, 30_000);

  it('pairs a later round from the results: score groups, no rematch, colours, a late entry', async () => {
    const results = file(
      'r1.csv',
      'round,black,white,black_discs,white_discs\n1,Ann,Cy,40,24\n1,Di,Bo,20,44\n1,Ed,BYE,,\n',
    );
    const players = file('six.txt', 'Ann,1900\nBo,1800\nCy,1700\nDi,1600\nEd,1500\nFay\n');
    const { code, stdout } = await runCli(['pair', players, results, '--round', '2']);
    expect(code).toBe(0);
    // Two rounds known, so c = 32. On 1 point: Ed (bye: 32 + 32 x 1 = 64), Bo (44), Ann (40); on 0:
    // Cy (24 + 32 = 56), Di (20 + 32 = 52), Fay (joins now). Ed meets Bo (top v bottom half of three),
    // Ann floats down past Cy (met in round 1) to Di, and Cy meets Fay. Colours: Bo had White, Ed none;
    // Ann and Di both had Black, so the higher-ranked Ann gets White; Cy had White.
    expect(stdout).toBe(
      'Round 2\nboard  black  white\n    1  Bo     Ed\n    2  Di     Ann\n    3  Cy     Fay\n',
    );
  }, 30_000);

  it('refuses results of the round being paired, and names not in the players list, by line', async () => {
    const results = file('r2.csv', '1,Ann,Cy,40,24\n1,Di,Bo,20,44\n1,Ed,BYE,,\n2,Ann,Bo,33,31\n');
    const early = await runCli(['pair', PLAYERS, results, '--round', '2']);
    expect(early.code).toBe(2);
    expect(early.stdout).toBe('');
    expect(early.stderr.trim()).toBe(
      `wedge pair: ${results}: line 4: round 2 is not before --round 2 (pairing round 2 reads rounds 1 to 1)`,
    );
    const stranger = file('r3.csv', '1,Ann,Zed,40,24\n');
    const unknown = await runCli(['pair', PLAYERS, stranger, '--round', '2']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe(`wedge pair: ${stranger}: line 1: "Zed" is not in the players list`);
    const dup = file('dup.txt', 'Ann\nAnn\n');
    const twice = await runCli(['pair', dup, stranger, '--round', '1']);
    expect(twice.stderr.trim()).toBe(`wedge pair: ${dup}: line 2: "Ann" is already on line 1`);
  }, 30_000);
});
