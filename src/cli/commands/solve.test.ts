import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

// FFO #20-#22 (6, 15 and 17 empties), data/ffo/README.md.
const ffo = readFileSync(join(ROOT, 'data/ffo/fforum-20-39.obf'), 'utf8').split('\n').slice(0, 3);

describe('wedge solve (child process)', () => {
  it('solves FFO positions, a forced pass and a finished game; exit 0 when all are right', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-solve-'));
    const file = join(dir, 'ok.obf');
    // White must pass here; the score after Black's best play is -16 (checked by minimax in engine.test.ts).
    const pass = 'OXXXXOOOOOOXXOOOOOXOXOOOOXXOXOOOXXOXXOOOOXXXXO--OOOOOOO--XXXX--- O; PA:-16;';
    const over = `${'X'.repeat(60)}---- X;`;
    writeFileSync(file, [...ffo, pass, over].join('\n'));
    const r = await runCli(['solve', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.slice(0, 4).every((l) => / OK /.test(l))).toBe(true);
    expect(lines[0]).toMatch(/best h5 +score +\+6/);
    expect(lines[3]).toMatch(/best PA +score -16/);
    expect(lines[4]).toMatch(/best -- +score \+64/);
    expect(lines.at(-1)).toMatch(/^total: 5 positions, 4\/4 right, 0 unproved, \d+ nodes/);
  });

  it('exits 1 on a wrong expected score and 2 on a bad file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-solve-'));
    const wrong = join(dir, 'wrong.obf');
    writeFileSync(wrong, ffo[0].replace('H5:+6', 'H5:+8'));
    const r = await runCli(['solve', wrong]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/WRONG/);
    const bad = join(dir, 'bad.obf');
    writeFileSync(bad, 'XXO X\n');
    const b = await runCli(['solve', bad]);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/^wedge solve: .*bad\.obf: line 1, column 6: an OBF board has 64 squares/);
  });
});

describe('regressions (issue #9)', () => {
  // FFO #40: 20 empties, far more than a millisecond's work.
  const ffo40 = readFileSync(join(ROOT, 'data/ffo/fforum-40-49.obf'), 'utf8').split('\n')[0];

  it('FFO #40 with "--time 0.001": UNPROVED with the nodes searched, expected score shown, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-solve-'));
    const file = join(dir, 'ffo40.obf');
    writeFileSync(file, `${ffo40}\n`);
    const r = await runCli(['solve', file, '--time', '0.001']);
    expect(r.code).toBe(1);
    const [line, total] = r.stdout.trim().split('\n');
    expect(line).toMatch(
      /^#1 +20 empties {2}UNPROVED \(--time ran out\) {2}expected \+38 \(a2\) UNPROVED {2}nodes (\d+) /,
    );
    expect(Number(/nodes (\d+)/.exec(line)![1])).toBeGreaterThan(0);
    expect(total).toMatch(/^total: 1 position, 0\/1 right, 1 unproved, [1-9]\d* nodes/);
    expect(r.stderr).toBe('wedge solve: 1 unproved of 1 position\n');
  }, 30_000);

  it('FFO #40 without its solutions and "--time 0.001": UNPROVED, never "score 0", exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-solve-'));
    const file = join(dir, 'bare.obf');
    writeFileSync(file, `${ffo40.slice(0, 66)}\n`);
    const r = await runCli(['solve', file, '--time', '0.001']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^#1 +20 empties {2}UNPROVED \(--time ran out\) {2}nodes [1-9]/);
    expect(r.stdout).not.toMatch(/score/);
  }, 30_000);

  it('a file whose fourth line is bad: the other lines are solved, line 4 is named, exit 2 at the end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-solve-'));
    const file = join(dir, 'mixed.obf');
    const bad = `${ffo[0].slice(0, 23)}Z${ffo[0].slice(24)}`;
    writeFileSync(file, [ffo[0], ffo[1], ffo[2], bad, ffo[0]].join('\n'));
    const r = await runCli(['solve', file]);
    expect(r.code).toBe(2);
    const lines = r.stdout.trim().split('\n');
    expect(lines.filter((l) => / OK /.test(l)).map((l) => l.split(' ')[0])).toEqual(['#1', '#2', '#3', '#5']);
    expect(lines.at(-1)).toMatch(/^total: 4 positions, 4\/4 right, 0 unproved, .*, 1 unreadable$/);
    expect(r.stderr).toBe(
      `wedge solve: ${file}: line 4, column 24: "Z" is not a square (X, *, O, - or .)\n` +
        `wedge solve: ${file}: line 4 could not be read, the other 4 solved\n`,
    );
  }, 30_000);

  it('"--hash 26" is refused with the real range, 10-25', async () => {
    const r = await runCli(['solve', 'data/ffo/fforum-20-39.obf', '--hash', '26']);
    expect([r.code, r.stderr]).toEqual([
      2,
      'wedge solve: --hash must be a whole number from 10 to 25, got "26"\n',
    ]);
  });
});
