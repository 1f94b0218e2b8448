import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-standings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// The five-player example whose Brightwell Quotients src/tournament/standings.test.ts works by hand.
const CLUB = `round,black,white,black_discs,white_discs
1,A,B,40,24
1,C,D,30,34
1,E,BYE,,
2,A,D,33,31
2,B,E,20,44
2,C,BYE,,
3,D,WITHDRAWN,,
3,A,E,32,32
3,B,C,35,29
`;

describe('wedge standings', () => {
  it('prints one JSON array, best first, with the hand-checked Brightwell Quotients', async () => {
    const { code, stdout, stderr } = await runCli(['standings', file('club.csv', CLUB), '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(stdout)).toEqual([
      { rank: 1, player: 'E', points: 2.5, bq: 234, discs: 76, games: 2 },
      { rank: 2, player: 'A', points: 2.5, bq: 230, discs: 105, games: 3 },
      { rank: 3, player: 'B', points: 1, bq: 205, discs: 79, games: 3 },
      { rank: 4, player: 'C', points: 1, bq: 156, discs: 59, games: 2 },
      { rank: 5, player: 'D', points: 1, bq: 138.5, discs: 65, games: 2 },
    ]);
  }, 30_000);

  it('prints a table from stdin, and --rounds changes the Brightwell constant', async () => {
    const { code, stdout } = await runCli(['standings', '-', '--rounds', '4'], CLUB);
    expect(code).toBe(0);
    // c = 64 / 4 = 16. E: bye 32 + 16 x 2.5 = 72; v B 44 + 16 = 60; v A 32 + 16 x 2.5 = 72 -> 204.
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      'Standings after round 3 of a 4-round tournament (Brightwell constant c = 16)',
      'rank  player         points      bq  discs  games',
      '   1  E                 2.5     204     76      2',
    ]);
    expect(stdout).toContain('   5  D (withdrawn)       1');
  }, 30_000);

  it('reports every bad line by number on stderr, prints nothing and exits 2', async () => {
    const bad = file('bad.csv', `${CLUB}4,A,B,65,0\n4,C,four,33,\n`);
    const { code, stdout, stderr } = await runCli(['standings', bad]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      `wedge standings: ${bad}: line 11: black_discs "65" is not a whole number from 0 to 64`,
      `wedge standings: ${bad}: line 12: white_discs "" is not a whole number from 0 to 64`,
    ]);
    const contradicting = file('twice.csv', `${CLUB}3,E,C,40,24\n`);
    const second = await runCli(['standings', contradicting, '--rounds', '2']);
    expect(second.code).toBe(2);
    expect(second.stderr.trim().split('\n')).toEqual([
      `wedge standings: ${contradicting}: line 8: round 3 is past the 2 rounds of the tournament`,
      `wedge standings: ${contradicting}: line 9: round 3 is past the 2 rounds of the tournament`,
      `wedge standings: ${contradicting}: line 10: round 3 is past the 2 rounds of the tournament`,
      `wedge standings: ${contradicting}: line 11: round 3 is past the 2 rounds of the tournament`,
      `wedge standings: ${contradicting}: line 11: E already plays in round 3 (line 9)`,
      `wedge standings: ${contradicting}: line 11: C already plays in round 3 (line 10)`,
    ]);
  }, 30_000);

  it('stands after the last round with every result in, and says which rounds wait', async () => {
    // Round 4 is paired, one game in: B's bye would lift B above A, who beat B in round 1.
    const partial = file('partial.csv', `${CLUB}4,E,C,40,24\n4,A,B,,\n`);
    const { code, stdout, stderr } = await runCli(['standings', partial, '--rounds', '4']);
    expect(code).toBe(0);
    expect(stderr.trim()).toBe(
      `wedge standings: ${partial}: round 4 has 1 of 2 games without a result: not counted`,
    );
    expect(stdout.split('\n')[0]).toBe(
      'Standings after round 3 of a 4-round tournament (Brightwell constant c = 16)',
    );
    expect(stdout).toContain('   1  E                 2.5     204     76      2');
  }, 30_000);
});
