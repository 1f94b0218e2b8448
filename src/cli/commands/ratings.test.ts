import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// The worked example of docs/tournament.md, checked by hand in src/tournament/ratings.test.ts.
const RESULTS = file(
  'results.csv',
  'round,black,white,black_discs,white_discs\n1,Ann,Bo,40,24\n1,Cy,Di,36,28\n2,Ann,Cy,32,32\n2,Bo,Di,40,24\n3,Di,Ann,20,44\n3,Cy,Bo,34,30\n',
);
const PLAYERS = file('players.txt', 'Ann,1600\nBo,1500\nCy,1400\nDi\n');

describe('wedge ratings', () => {
  it('prints the worked example: new ratings, performances, and a provisional rating', async () => {
    const { code, stdout, stderr } = await runCli(['ratings', RESULTS, PLAYERS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'Ratings after the event (K = 32; expected score 1 / (1 + 10^((opponent - rating) / 400)))',
        'player  before  games  score  expected  performance  after       change',
        'Ann       1600      3    2.5      2.35         1600   1605           +5',
        'Bo        1500      3      1      1.91         1233   1471          -29',
        'Cy        1400      3    2.5      1.45         1667   1434          +34',
        'Di           -      3      0         -         1100   1100  provisional',
        '',
      ].join('\n'),
    );
  }, 30_000);

  it('takes --k and writes JSON; refuses a bad K', async () => {
    const { stdout } = await runCli(['ratings', RESULTS, PLAYERS, '--k', '16', '--json']);
    const rows = JSON.parse(stdout) as { player: string; after: number }[];
    // Ann: 1600 + 16 x (2.5 - 2.3465717) = 1602.45.
    expect(rows[0].after).toBeCloseTo(1602.4549, 3);
    const bad = await runCli(['ratings', RESULTS, PLAYERS, '--k', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('wedge ratings: --k must be a K-factor above 0 (at most 400), got "0"');
  }, 30_000);
});
