import { describe, expect, test } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import { Position } from '../../core/index.js';
import { countLeaves } from './perft.js';

// Leaf counts from data/perft.txt.
describe('wedge perft', () => {
  test('countLeaves matches the published counts', async () => {
    expect(await countLeaves(Position.initial(), 5)).toBe(1396);
    expect(await countLeaves(Position.initial(), 0)).toBe(1);
  });

  test('prints the leaf count and the time', async () => {
    const { code, stdout, stderr } = await runCli(['perft', '4']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^perft 4: 244 leaves\ntime \d+\.\d{3} s/);
  });

  test('the kernel (default) and --library count alike, also in 6x6 Anti-Reversi', async () => {
    const six = Position.initial({ rules: 'anti', size: 6 });
    expect(await countLeaves(six, 6)).toBe(await countLeaves(six, 6, true));
    const library = await runCli(['perft', '5', '--library', '--json']);
    expect(library.code).toBe(0);
    expect(JSON.parse(library.stdout)).toMatchObject({ depth: 5, leaves: 1396 });
  });

  test('--json and --board', async () => {
    const start = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
    const json = await runCli(['perft', '3', '--json', '--board', `${start} X`]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ depth: 3, leaves: 56 });
    // White to move from the same discs: the mirror image has the same counts.
    const white = await runCli(['perft', '3', '--json', '--board', `${start} O`]);
    expect(JSON.parse(white.stdout)).toMatchObject({ leaves: 56 });
  });

  test.each([
    [['perft', 'deep'], /depth must be a whole number/],
    [['perft', '3', '--board', 'XO'], /--board: .*column 3.*64 squares/],
  ])('bad input %j: exit 2 and one line on stderr', async (args, message) => {
    const { code, stdout, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });
});
