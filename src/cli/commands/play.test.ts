import { afterEach, describe, expect, it } from 'vitest';
import { type CliChild, runCli, startCli } from '../../../tests/support/cli.js';

let running: CliChild | undefined;
afterEach(() => {
  running?.child.kill();
  running = undefined;
});

describe('wedge play (child process, plain text through pipes)', () => {
  it('plays a whole game against the easy level, choosing moves from the printed legal list', async () => {
    const cli = startCli(['play', '--level', 'easy', '--seed', '7', '--color', 'white']);
    running = cli;
    let from = 0;
    let turns = 0;
    for (;;) {
      const next = await cli.waitFor(/^(Legal moves: |Game over\. )/, from);
      from = next.index + 1;
      if (next.line.startsWith('Game over. ')) break;
      const moves = next.line.slice('Legal moves: '.length).split(' ');
      // The last listed move, typed upper case: input is read in either case.
      cli.send(moves[moves.length - 1].toUpperCase());
      turns++;
    }
    const output = cli.lines.join('\n');
    expect(turns).toBeGreaterThan(5);
    // The result names both conventions; no ANSI escapes through a pipe.
    expect(output).toMatch(
      /Game over\. (Black wins|White wins|Tie): \d+-\d+ counting discs, \d+-\d+ with empties to the winner \(\d+ empty\)\./,
    );
    expect(output).toContain('Black (easy) plays ');
    expect(output).not.toContain('\u001b[');
    expect(await cli.end()).toBe(0);
  }, 60_000);

  it('plays passes automatically with a message (4x4 games, where passes are common)', async () => {
    // Easy games are random: try seeds until one has a pass (seed 2 does with today's generator).
    let passes: string[] = [];
    for (const seed of ['2', '4', '5', '6', '8']) {
      const cli = startCli(['play', '--variant', '4x4', '--level', 'easy', '--seed', seed]);
      running = cli;
      let from = 0;
      for (;;) {
        const next = await cli.waitFor(/^(Legal moves: |Game over\. )/, from);
        from = next.index + 1;
        if (next.line.startsWith('Game over. ')) break;
        cli.send(next.line.split(' ').at(-1)!);
      }
      expect(await cli.end()).toBe(0);
      passes = cli.lines.filter((l) => l.endsWith('has no legal move and passes.'));
      if (passes.length > 0) break;
    }
    expect(passes.length).toBeGreaterThan(0);
    expect(passes[0]).toMatch(/^(Black|White) has no legal move and passes\.$/);
  }, 60_000);

  it('takes back a move with undo, refuses an illegal move, and ends cleanly at end of input', async () => {
    const { code, stdout, stderr } = await runCli(
      ['play', '--level', 'medium', '--seed', '1'],
      'f5\nundo\nundo\na1\nnonsense\nhint\nF5\n',
    );
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain('Legal moves: d3 c4 f5 e6');
    expect(stdout).toContain('Took back your last move.');
    expect(stdout).toContain('Nothing to undo.');
    expect(stdout).toContain('a1 is not legal: Black at a1 would not bracket any white disc.');
    expect(stdout).toContain('"nonsense" is not a move.');
    expect(stdout).toMatch(/Hint: [a-h][1-8] \(/);
    expect(stdout.match(/White \(medium\) plays /g)).toHaveLength(2);
    expect(stdout.trimEnd().endsWith('End of input: game left unfinished.')).toBe(true);
  }, 30_000);

  it('refuses a bad level with exit code 2 and one line on stderr', async () => {
    const { code, stderr } = await runCli(['play', '--level', 'godlike']);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      'wedge play: --level must be easy, medium, hard or expert, got "godlike"',
    ]);
  }, 30_000);
});
