import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli, WEDGE } from '../../../tests/support/cli.js';
import { randomGame } from '../../../tests/support/random-games.js';
import { parseGgf } from '../../core/formats/index.js';
import { type GameRecord, movesOf, unwrap } from '../../core/index.js';
import { type ConvertFormat, fromWhiteSide, guessFormat, readContent, writeContent } from './convert.js';

const through = (game: GameRecord, chain: readonly ConvertFormat[]): GameRecord => {
  let text = unwrap(writeContent({ kind: 'games', games: [game] }, chain[0]));
  for (let i = 0; i + 1 < chain.length; i++) {
    const content = unwrap(readContent(text, chain[i], 'test'));
    text = unwrap(writeContent(content, chain[i + 1]));
  }
  const content = unwrap(readContent(text, chain[chain.length - 1], 'test'));
  if (content.kind !== 'games') throw new Error('expected games');
  return content.games[0];
};

const GAME =
  'd3c3c4e3f4c5e6f3f2g3e2f5f6g4g5h5d6g2d2g7h1c2h2e1h4f7b6c6c1h3h6d1f1g6b5b4h7a4h8g8e7d7f8e8c8d8a6b7c7g1a8b8a7a5a3b3b2a2b1a1';

describe('wedge convert', () => {
  it('GGF -> move list -> transcript -> GGF gives the same game back (random games, many played to the end)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 70 }), (choices) => {
        const game = randomGame(choices);
        const back = through(game, ['ggf', 'movelist', 'transcript', 'ggf']);
        expect(back.start.equals(game.start)).toBe(true);
        expect(movesOf(back)).toEqual(movesOf(game));
      }),
      { numRuns: 150 },
    );
  });

  it('turns a game into its final position as OBF, and an OBF board into a GGF start', () => {
    const game = unwrap(readContent(GAME, 'movelist', 'test'));
    const obf = unwrap(writeContent(game, 'obf'));
    expect(obf).toMatch(/^[XO-]{64} [XO]\n$/);
    const ggf = unwrap(writeContent(unwrap(readContent(obf, 'obf', 'test')), 'ggf'));
    const [record] = unwrap(parseGgf(ggf));
    expect(record.moves).toHaveLength(0);
    expect(record.start.count('black')).toBe(39);
    expect(writeContent(unwrap(readContent(obf, 'obf', 'test')), 'movelist')).toMatchObject({
      ok: false,
      error: { exitCode: 2 },
    });
  });

  it("reads games and boards written from White's side the usual way", () => {
    const sheet = unwrap(writeContent(unwrap(readContent(GAME, 'movelist', 'test')), 'transcript'));
    // The sheet as White's side writes it: each row read backwards, the rows last to first.
    const rows = sheet.trimEnd().split('\n');
    const cells = rows.slice(1).map((row) => row.trim().split(/\s+/).slice(1));
    const turned = cells
      .reverse()
      .map(
        (row, i) =>
          `${i + 1} ${row
            .reverse()
            .map((c) => c.padStart(2))
            .join(' ')}`,
      )
      .join('\n');
    const fromWhite = unwrap(readContent(`${rows[0]}\n${turned}\n`, 'transcript', 'test'));
    expect(unwrap(writeContent(fromWhiteSide(fromWhite), 'movelist'))).toBe(`${GAME}\n`);
    const start = unwrap(readContent(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X\n`, 'obf', 'test'));
    expect(fromWhiteSide(start)).toEqual(start);
  });

  it('runs as a pipeline through stdin and stdout, and names the line of a bad move list', async () => {
    const ggf = await runCli(['convert', '--from', 'movelist', '--to', 'ggf'], `${GAME}\n`);
    expect(ggf.code).toBe(0);
    const sheet = await runCli(['convert', '--from', 'ggf', '--to', 'transcript', '-'], ggf.stdout);
    expect(sheet.code).toBe(0);
    expect(sheet.stdout).toContain('3 55 56  2  1  4  8 10 30');
    const list = await runCli(['convert', '--from', 'transcript', '--to', 'movelist'], sheet.stdout);
    expect(list.stdout).toBe(`${GAME}\n`);
    const bad = await runCli(['convert', '--from', 'movelist', '--to', 'ggf'], `${GAME}\nf5d6c3\nf5f5\n`);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('wedge convert: stdin: line 3, column 3: move 2 (f5): f5 is already occupied\n');
    // c4e3f6e6f5 from White's side is the Rose-Bill start f5d6c3d3c4.
    const turned = await runCli(
      ['convert', '--from', 'movelist', '--to', 'movelist', '--from-white'],
      'c4e3f6e6f5',
    );
    expect(turned.stdout).toBe('f5d6c3d3c4\n');
    const format = await runCli(['convert', '--from', 'sgf', '--to', 'ggf']);
    expect([format.code, format.stderr]).toEqual([
      2,
      'wedge convert: --from must be one of movelist, transcript, ggf, obf, got "sgf"\n',
    ]);
  }, 30_000);
});

describe('regressions (issue #9)', () => {
  it('"echo d3c3b3d2e1d6d7e3f4 | wedge convert --to ggf" writes the finished game with RE[+64.000]', async () => {
    const r = await runCli(['convert', '--to', 'ggf'], 'd3c3b3d2e1d6d7e3f4\n');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('RE[+64.000]');
    expect(unwrap(parseGgf(r.stdout))[0].result).toBe('+64.000');
  }, 30_000);

  it('"convert --from obf --to obf" of the FFO file keeps every "; MOVE:score" solution', () => {
    const text = readFileSync(new URL('../../../data/ffo/fforum-20-39.obf', import.meta.url), 'utf8');
    const lines = text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('%'));
    const written = unwrap(writeContent(unwrap(readContent(text, 'obf', 'test')), 'obf'));
    expect(written.trimEnd().split('\n')).toEqual(lines.map((l) => l.trimEnd()));
  });

  it('"yes f5d6c3 | head -100000 | wedge convert --from movelist --to ggf | head -1" ends quietly', async () => {
    // The exit status is wedge's (the third command); `yes` itself dies of SIGPIPE, as it should.
    const pipeline = `yes f5d6c3 | head -100000 | ${WEDGE} convert --from movelist --to ggf | head -1; exit \${PIPESTATUS[2]}`;
    const child = spawn('bash', ['-c', pipeline]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      stdout += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\(;GM\[Othello\].*B\[F5\]W\[D6\]B\[C3\];\)\n$/);
  }, 60_000);

  it('guesses the format of a text given without --from', () => {
    expect(guessFormat('(;GM[Othello];)')).toBe('ggf');
    expect(guessFormat(`% comment\n${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X; F5:+0;\n`)).toBe('obf');
    expect(guessFormat(unwrap(writeContent(unwrap(readContent(GAME, 'movelist', 't')), 'transcript')))).toBe(
      'transcript',
    );
    expect(guessFormat('f5 d6 c3\n# two games\nF5d6C3d3C4\n')).toBe('movelist');
  });
});

describe('regressions (issue #23): convert says what the target cannot hold', () => {
  const puzzles = readFileSync(new URL('../../../data/puzzles/puzzles.obf', import.meta.url), 'utf8');

  it('OBF to OBF keeps the comments where they stood (data/puzzles/puzzles.obf comes back whole)', () => {
    const written = unwrap(writeContent(unwrap(readContent(puzzles, 'obf', 'test')), 'obf'));
    const kept = (text: string) =>
      text
        .split(/\r?\n/)
        .filter((l) => l.trim() !== '')
        .map((l) => l.trimEnd());
    expect(kept(written)).toEqual(kept(puzzles));
    // Move lists keep theirs too.
    const lists = '# first\nf5d6\n# second\nf5f6\n';
    expect(unwrap(writeContent(unwrap(readContent(lists, 'movelist', 'test')), 'movelist'))).toBe(lists);
  });

  it('OBF to GGF notes on stderr that the solutions and the comments are not written', async () => {
    const notes: string[] = [];
    const content = unwrap(readContent(puzzles, 'obf', 'test'));
    const ggf = unwrap(writeContent(content, 'ggf', (n) => notes.push(n)));
    expect(unwrap(parseGgf(ggf))).toHaveLength(340);
    expect(notes).toEqual([
      'the solutions of 340 positions are not written: GGF has no place for them (--to obf keeps them)',
      '15 comment lines are not written: GGF has no comments',
    ]);
    const r = await runCli(['convert', '--from', 'obf', '--to', 'ggf', 'data/ffo/fforum-40-49.obf']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      'wedge convert: note: the solutions of 10 positions are not written: GGF has no place for them (--to obf keeps them)\n',
    );
  }, 30_000);
});
