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
    expect(lines.at(-1)).toMatch(/^total: 5 positions, 4\/4 right, \d+ nodes/);
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
    expect(b.stderr).toMatch(/^wedge solve: .*bad\.obf.*line 1/);
  });
});
