import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { parseMoveList } from '../../core/formats/index.js';
import { replay, unwrap } from '../../core/index.js';
import { diagramGeometry } from '../render/svg.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-diagram-'));
const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;
const ROSE_BILL = 'f5d6c3d3c4f4c5b3c2';

describe('wedge diagram', () => {
  it('draws a game with move numbers and marks as SVG', async () => {
    const out = join(dir, 'rose.svg');
    const { code, stderr } = await runCli(['diagram', ROSE_BILL, '--numbers', '--marks', 'e6,B4', '-o', out]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const svg = readFileSync(out, 'utf8');
    const end = unwrap(replay(unwrap(parseMoveList(ROSE_BILL))));
    expect(count(svg, /class="square"/g)).toBe(64);
    expect(count(svg, /class="disc black"/g)).toBe(end.count('black'));
    expect(count(svg, /class="disc white"/g)).toBe(end.count('white'));
    const numbers = [...svg.matchAll(/class="number"[^>]*>(\d+)</g)].map((m) => Number(m[1]));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(count(svg, /class="mark"/g)).toBe(2);
  }, 30_000);

  it('draws a position from a transcript and an OBF board as PNG of the expected size', async () => {
    const sheet = join(dir, 'sheet.txt');
    writeFileSync(
      sheet,
      [
        '   a  b  c  d  e  f  g  h',
        '1  -  -  -  -  -  -  -  -',
        '2  -  -  -  -  -  -  -  -',
        '3  -  -  3  4  -  -  -  -',
        '4  -  -  5  o  x  -  -  -',
        '5  -  -  -  x  o  1  -  -',
        '6  -  -  -  2  -  -  -  -',
        '7  -  -  -  -  -  -  -  -',
        '8  -  -  -  -  -  -  -  -',
        '',
      ].join('\n'),
    );
    const png = join(dir, 'sheet.png');
    const fromSheet = await runCli([
      'diagram',
      '--transcript',
      sheet,
      '--numbers',
      '--scale',
      '1',
      '-o',
      png,
    ]);
    expect(fromSheet.stderr).toBe('');
    expect(fromSheet.code).toBe(0);
    const bytes = readFileSync(png);
    const { width, height } = diagramGeometry(8, 40, false);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);

    const board = join(dir, 'board.png');
    const obf = '---------------------------OX------XO--------------------------- X';
    const fromBoard = await runCli([
      'diagram',
      '--board',
      obf,
      '--cell',
      '50',
      '--caption',
      'Black to move',
      '-o',
      board,
    ]);
    expect(fromBoard.code).toBe(0);
    const big = readFileSync(board);
    const g = diagramGeometry(8, 50, true);
    expect([big.readUInt32BE(16), big.readUInt32BE(20)]).toEqual([g.width * 2, g.height * 2]);
  }, 30_000);

  it('--caption "Rose\\u0007Bill" is refused, naming the control character and where it is', async () => {
    const r = await runCli([
      'diagram',
      ROSE_BILL,
      '--caption',
      'Rose\u0007Bill',
      '-o',
      join(dir, 'bell.svg'),
    ]);
    expect([r.code, r.stderr]).toEqual([
      2,
      'wedge diagram: --caption: character 5 is the control character U+0007; a caption is one line of plain text\n',
    ]);
  }, 30_000);

  it('--caption with a C1 control, U+FFFE or U+FFFF is refused too (issue #23)', async () => {
    for (const [caption, code] of [
      ['Rose\u009bBill', 'the control character U+009B'],
      ['Rose\ufffeBill', 'the noncharacter U+FFFE'],
      ['Rose\uffffBill', 'the noncharacter U+FFFF'],
    ]) {
      const r = await runCli(['diagram', ROSE_BILL, '--caption', caption, '-o', join(dir, 'c1.svg')]);
      expect([r.code, r.stderr]).toEqual([
        2,
        `wedge diagram: --caption: character 5 is ${code}; a caption is one line of plain text\n`,
      ]);
    }
  }, 60_000);

  it("reads a game written from White's side and draws it from there, or the usual way", async () => {
    // The Rose-Bill moves as White's side writes them, each square turned a half turn.
    const fromWhite = 'c4e3f6e6f5c5f4g6f7';
    const turned = join(dir, 'turned.svg');
    const usual = join(dir, 'usual.svg');
    const ran = await Promise.all([
      runCli(['diagram', fromWhite, '--from-white', '--marks', 'c4', '-o', turned]),
      runCli(['diagram', fromWhite, '--from-white', '--view', 'black', '--marks', 'c4', '-o', usual]),
      runCli(['diagram', ROSE_BILL, '--view', 'sideways', '-o', usual]),
    ]);
    expect(ran.map((r) => r.code)).toEqual([0, 0, 2]);
    expect(ran[2].stderr).toBe('wedge diagram: --view must be black or white, got "sideways"\n');
    const expected = unwrap(replay(unwrap(parseMoveList(ROSE_BILL))));
    const labels = (svg: string): string =>
      [...svg.matchAll(/class="coordinate"[^>]*>(\w)</g)].map((m) => m[1]).join('');
    const turnedSvg = readFileSync(turned, 'utf8');
    expect(labels(turnedSvg)).toBe('h8g7f6e5d4c3b2a1');
    // Seen from White's side, the picture is the usual one turned: the same discs on the same squares.
    const discs = (svg: string): string[] =>
      [...svg.matchAll(/class="disc (black|white)" cx="([\d.]+)" cy="([\d.]+)"/g)]
        .map((m) => m.slice(1).join())
        .sort();
    const usualSvg = readFileSync(usual, 'utf8');
    expect(labels(usualSvg)).toBe('a1b2c3d4e5f6g7h8');
    const { margin } = diagramGeometry(8, 40, false);
    const centre = (s: number): string => `${margin + (s & 7) * 40 + 20},${margin + (s >> 3) * 40 + 20}`;
    expect(discs(usualSvg)).toEqual(
      [
        ...expected.board.black.toArray().map((s) => `black,${centre(s)}`),
        ...expected.board.white.toArray().map((s) => `white,${centre(s)}`),
      ].sort(),
    );
    const flip = (x: string): string => String(2 * margin + 8 * 40 - Number(x));
    expect(discs(turnedSvg)).toEqual(
      [...usualSvg.matchAll(/class="disc (black|white)" cx="([\d.]+)" cy="([\d.]+)"/g)]
        .map((m) => [m[1], flip(m[2]), flip(m[3])].join())
        .sort(),
    );
    // The mark c4, written from White's side, is Black's f5 in both pictures.
    expect(usualSvg).toContain(`class="mark" cx="${margin + 5 * 40 + 20}" cy="${margin + 4 * 40 + 20}"`);
  }, 30_000);

  it('says what is missing, on one line with exit code 2', async () => {
    const noOutput = await runCli(['diagram', ROSE_BILL]);
    expect([noOutput.code, noOutput.stderr]).toEqual([
      2,
      'wedge diagram: give the picture file with -o <file.svg|file.png>\n',
    ]);
  }, 30_000);
});
