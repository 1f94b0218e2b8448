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
      byes: ['Ed'],
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
      'Round 2 (ranked after round 1 of 2, Brightwell constant c = 32)\nboard  black  white\n    1  Bo     Ed\n    2  Di     Ann\n    3  Cy     Fay\n',
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

  it("pairs the issue's five players with one rematch (two were paired before)", async () => {
    // Issue 21: E withdrew from round 3; among A-D only B-C and B-D have not met.
    const results = file(
      'issue21.csv',
      'round,black,white,black_discs,white_discs\n1,A,C,40,24\n1,E,B,40,24\n1,D,BYE,,\n2,D,A,24,40\n2,C,E,40,24\n2,B,BYE,,\n3,E,WITHDRAWN,,\n3,B,A,40,24\n3,C,D,32,32\n',
    );
    const players = file('abcde.txt', 'A\nB\nC\nD\nE\n');
    const { code, stdout, stderr } = await runCli([
      'pair',
      players,
      results,
      '--round',
      '4',
      '--rounds',
      '5',
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { pairs, bye } = JSON.parse(stdout) as { pairs: { black: string; white: string }[]; bye: null };
    const met = new Set(['A-C', 'A-D', 'A-B', 'C-D']);
    const rematches = pairs.filter((p) => met.has([p.black, p.white].sort().join('-')));
    expect(rematches).toHaveLength(1);
    expect(bye).toBeNull();
  }, 30_000);

  it('ranks with the Brightwell constant of --rounds, as wedge standings --rounds does', async () => {
    // After two rounds D, C, B and E have a point each. With 7 rounds c = 9 and B (43 + 37 = 80)
    // is above E (45 + 34 = 79); with 3 rounds c = 21 and E (103) is above B (92). The pairing
    // follows the same order as the standings.
    const results = file(
      'bq.csv',
      '1,A,D,10,54\n1,E,B,36,28\n1,C,F,17,47\n2,D,F,28,36\n2,C,E,39,25\n2,B,A,43,21\n',
    );
    const players = file('af.txt', 'A,2000\nB,1990\nC,1980\nD,1970\nE,1960\nF,1950\n');
    const order = async (rounds: string): Promise<string> =>
      (
        JSON.parse((await runCli(['standings', results, '--rounds', rounds, '--json'])).stdout) as {
          player: string;
        }[]
      )
        .map((s) => s.player)
        .join('');
    const pairs = async (rounds: string): Promise<string[]> =>
      (
        JSON.parse(
          (await runCli(['pair', players, results, '--round', '3', '--rounds', rounds, '--json'])).stdout,
        ) as {
          pairs: { black: string; white: string }[];
        }
      ).pairs.map((p) => `${p.black}-${p.white}`);
    expect(await order('7')).toBe('FDCBEA');
    expect(await pairs('7')).toEqual(['F-B', 'D-C', 'E-A']);
    expect(await order('3')).toBe('FDCEBA');
    expect(await pairs('3')).toEqual(['F-B', 'E-D', 'A-C']);
    const text = await runCli(['pair', players, results, '--round', '3', '--rounds', '7']);
    expect(text.stdout.split('\n')[0]).toBe('Round 3 (ranked after round 2 of 7, Brightwell constant c = 9)');
    const short = await runCli(['pair', players, results, '--round', '3', '--rounds', '2']);
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe('wedge pair: --rounds 2: the tournament reaches round 3');
  }, 90_000);

  it('pairs a round robin by the Berger table and prints its transcript sheets', async () => {
    const empty = file('rr-empty.csv', '');
    const rr = await runCli(['pair', PLAYERS, empty, '--round', '1', '--system', 'round-robin', '--json']);
    expect(rr.stderr).toBe('');
    // Five players: number 6 is the bye; round 1 is 1-6, 2-5, 3-4.
    expect(JSON.parse(rr.stdout)).toEqual({
      round: 1,
      pairs: [
        { black: 'Bo', white: 'Ed' },
        { black: 'Cy', white: 'Di' },
      ],
      bye: 'Ann',
      byes: ['Ann'],
    });
    const sheets = await runCli([
      'pair',
      PLAYERS,
      empty,
      '--round',
      '1',
      '--system',
      'round-robin',
      '--sheets',
      'text',
    ]);
    expect(sheets.code).toBe(0);
    const pages = sheets.stdout.split('\f\n');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Round 1, board 1\nBlack (moves first): Bo\nWhite: Ed\n');
    expect(pages[1]).toContain('      a   b   c   d   e   f   g   h\n 1    .   .   .   .   .   .   .   .');
    const html = await runCli([
      'pair',
      PLAYERS,
      empty,
      '--round',
      '1',
      '--system',
      'round-robin',
      '--sheets',
      'html',
    ]);
    expect(html.stdout.match(/<section class="wedge-sheet"/g)).toHaveLength(2);
    const wrong = await runCli(['pair', PLAYERS, empty, '--round', '6', '--system', 'round-robin']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim()).toBe('wedge pair: --round 6: a round robin of 5 players has 5 rounds');
  }, 90_000);
});
