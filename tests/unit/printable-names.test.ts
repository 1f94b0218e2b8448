// Player names come from files anyone can write. Issue #21 refuses a name with a control character
// (with its file, line and column); issue #23 asks that whatever reaches the terminal shows such
// characters escaped, so a name cannot clear the screen or recolour the terminal: the refusal itself
// prints the name escaped. (WTHOR names: src/cli/commands/wthor.test.ts; an engine's `set myname`:
// src/cli/commands/match.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'wedge-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be printed
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('names with control characters (issue #23)', () => {
  it('wedge standings and wedge pair refuse them, showing them escaped', async () => {
    const results = join(dir, 'results.csv');
    const players = join(dir, 'players.txt');
    writeFileSync(results, 'round,black,white,black_discs,white_discs\n1,"Ev\u001b[2Jil",Bob,40,24\n');
    writeFileSync(players, 'Ev\u001b[2Jil\nBob\nCa\u009brol\n');
    const standings = await runCli(['standings', results]);
    expect(standings.code).toBe(2);
    expect(standings.stdout).toBe('');
    expect(standings.stderr).not.toMatch(RAW_CONTROL);
    expect(standings.stderr).toContain('line 2: the black column\'s name "Ev\\u001b[2Jil"');
    const pair = await runCli(['pair', players, results, '--round', '2']);
    expect(pair.code).toBe(2);
    expect(pair.stderr).not.toMatch(RAW_CONTROL);
    expect(pair.stderr).toContain('line 3: "Ca\\u009brol": the control character U+009B at column 3');
  }, 60_000);
});
