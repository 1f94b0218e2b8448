import { afterEach, describe, expect, it } from 'vitest';
import { type CliChild, runCli, startCli } from '../../../tests/support/cli.js';
import { parseGgf } from '../../core/formats/index.js';
import { type Move, PASS, type Position, parseMove, unwrap } from '../../core/index.js';

// Each process pays ~1-2 s to start its engine worker; the sessions are kept few and shallow.
let running: CliChild | undefined;
afterEach(() => {
  running?.child.kill();
  running = undefined;
});

const start = (...args: string[]): CliChild => {
  running = startCli(['nboard', ...args]);
  return running;
};

const GGF = (moves: string) =>
  `(;GM[Othello]PC[test]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]${moves};)`;

/** Black to move has no legal move (white a1 against the wall, the centre all black); White has c1. */
const PASS_GGF =
  '(;GM[Othello]TY[8]BO[8 OX------ -------- -------- ---XX--- ---XX--- -------- -------- -------- *];)';

describe('wedge nboard (child process)', () => {
  it('plays a whole game driven by go and move, hints 100% once solvable, and exits 0 at end of input', async () => {
    const cli = start();
    cli.send('nboard 2');
    await cli.waitFor(/^set myname Wedge$/);
    cli.send(`set game ${GGF('')}`);
    cli.send('set depth 2');
    let position: Position = unwrap(parseGgf(GGF(''))).at(0)!.start;
    let plies = 0;
    let solvedHint = false;
    while (!position.isGameOver()) {
      const from = cli.lines.length;
      // At depth 2 the session solves exactly from 10 empties on: the hint says so with 100%.
      if (!solvedHint && position.empties().size() <= 10 && !position.mustPass()) {
        cli.send('hint 1');
        await cli.waitFor(/^search \S+ -?\d+\.\d\d 0 100%$/, from);
        solvedHint = true;
      }
      cli.send('go');
      const { line } = await cli.waitFor(/^=== /, from);
      const m = /^=== ([A-Ha-h][1-8]|PA)\/(-?\d+\.\d\d)\/(\d+\.\d\d)$/.exec(line);
      expect(m, line).not.toBeNull();
      const move: Move = parseMove(m![1])!;
      expect(move === PASS).toBe(position.mustPass());
      position = unwrap(position.play(move)).position;
      cli.send(`move ${m![1]}`);
      plies++;
    }
    expect(plies).toBeGreaterThanOrEqual(9);
    expect(solvedHint).toBe(true);
    const from = cli.lines.length;
    cli.send('ping 1');
    await cli.waitFor(/^pong 1$/, from);
    expect(await cli.end()).toBe(0);
  }, 60_000);

  it('answers go with PA where the side to move must pass, and plays on after move PA', async () => {
    const cli = start();
    cli.send('nboard 2');
    cli.send(`set game ${PASS_GGF}`);
    cli.send('go');
    await cli.waitFor(/^=== PA\//);
    cli.send('move PA');
    cli.send('hint 1');
    // White's only move is c1.
    await cli.waitFor(/^search C1/);
    expect(await cli.end()).toBe(0);
  }, 30_000);

  it('streams search lines for hint, and a ping during a long hint stops it and pongs promptly', async () => {
    // Without the book, which holds this opening and would answer at once.
    const cli = start('--no-book');
    cli.send('nboard 2');
    cli.send(`set game ${GGF('B[F5]W[F6]')}`);
    // Warm the engine worker first so the timing below is the search's, not the start-up's.
    cli.send('set depth 2');
    cli.send('go');
    await cli.waitFor(/^=== /);
    cli.send('set depth 40');
    const from = cli.lines.length;
    cli.send('hint 1');
    await cli.waitFor(/^search \S+ -?\d+\.\d\d 0 \d+$/, from);
    await cli.waitFor(/^search \S+ -?\d+\.\d\d 0 (?:9|\d\d)$/, from);
    cli.send('ping 42');
    // Unstopped, a depth-40 hint runs for many minutes; stopped, it answers at once. 5 s is a bound a
    // loaded machine meets; the ordering itself is tested on fake time in src/cli/nboard/session.test.ts.
    const pong = await cli.waitFor(/^pong 42$/, from, 5_000);
    // Every search line of the stopped hint came before the pong, and none after it.
    const searchIndexes = cli.lines
      .map((l, i) => (l.startsWith('search ') ? i : -1))
      .filter((i) => i >= from);
    expect(Math.max(...searchIndexes)).toBeLessThan(pong.index);
    expect(await cli.end()).toBe(0);
    expect(cli.lines.slice(pong.index + 1).some((l) => l.startsWith('search '))).toBe(false);
  }, 30_000);

  it('"set depth 60" then "go" then end of input: stops the search, answers the move and exits 0', async () => {
    const r = await runCli(['nboard'], 'set depth 60\ngo\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^=== [A-H][1-8]\/-?\d+\.\d\d\/\d+\.\d\d$/m);
  }, 30_000);

  it('"set game (;GM[Othello]BO[8<200k spaces>];)" is refused with a short status, and ping is answered', async () => {
    const r = await runCli(['nboard'], `set game (;GM[Othello]BO[8${' '.repeat(200_000)}];)\nping 1\n`);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^status cannot read the game: game 1, line 1, column 14: "BO\[8 +\.\.\." \(200005 characters\) is not a board/,
    );
    expect(lines[0].length).toBeLessThan(200);
    expect(lines[1]).toBe('pong 1');
  }, 30_000);

  it('reports an illegal move with status, keeps the game, ignores garbage with notes on stderr', async () => {
    const cli = start();
    cli.send('nboard 2');
    cli.send(`set game ${GGF('B[F5]')}`);
    cli.send('move a1');
    const illegal = await cli.waitFor(/^status illegal move A1/);
    cli.send('this is not a command');
    cli.send('move zz');
    cli.send('hint banana');
    cli.send('set depth 1');
    cli.send('learn');
    await cli.waitFor(/^learned$/, illegal.index);
    // The game is still after f5: White's legal moves are d6, f4, f6; the opening book answers.
    cli.send('hint 1');
    const hint = await cli.waitFor(/^book /, illegal.index);
    expect(['D6', 'F4', 'F6']).toContain(hint.line.split(' ')[1].slice(0, 2));
    cli.send('analyze');
    await cli.waitFor(/^analysis 0 -?\d+\.\d\d$/, illegal.index);
    expect(await cli.end()).toBe(0);
    expect(cli.stderr()).toContain('unknown command "this"');
    expect(cli.stderr()).toContain('move needs a square');
    expect(cli.stderr()).toContain('hint needs a positive number');
  }, 30_000);

  it('"set threads 2" searches on two threads; "set threads 0" is noted and ignored', async () => {
    const cli = start();
    cli.send('nboard 2');
    await cli.waitFor(/^set myname Wedge$/);
    cli.send('set threads 0');
    cli.send('set threads 2');
    cli.send('set depth 6');
    const from = cli.lines.length;
    cli.send('go');
    const { line } = await cli.waitFor(/^=== /, from);
    expect(line).toMatch(/^=== [C-F][3-6]\/-?\d+\.\d\d\/\d+\.\d\d$/);
    expect(await cli.end()).toBe(0);
    expect(cli.stderr()).toMatch(/set threads needs a count 1-16, got "0"/);
  }, 60_000);
});
