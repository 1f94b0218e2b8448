import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, WEDGE } from '../../../tests/support/cli.js';

describe('wedge match (child process)', () => {
  it('plays pairs of games from the openings file with colours swapped and prints A totals', async () => {
    const r = await runCli([
      'match',
      '--a',
      'medium',
      '--b',
      'easy',
      '--games',
      '4',
      '--openings',
      'data/openings.txt',
      '--seed',
      '3',
      '--time-scale',
      '0.5',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/scaled by 0\.5 \(--time-scale\)/);
    expect(lines.filter((l) => /^game \d+: A (black|white) (win|draw|loss)/.test(l))).toHaveLength(4);
    // Games 1 and 2 share an opening; A plays Black then White.
    expect(lines[1]).toMatch(/A black .* opening f5d6$/);
    expect(lines[2]).toMatch(/A white .* opening f5d6$/);
    const total = /(\d+) wins, (\d+) ties, (\d+) losses; ([\d.]+) points of 4/.exec(lines.at(-1)!);
    expect(total).not.toBeNull();
    expect(Number(total![1]) + Number(total![2]) + Number(total![3])).toBe(4);
  });

  it('pits the evaluations at one fixed depth, two games at a time', async () => {
    const r = await runCli(
      [
        'match',
        '--a',
        'hard',
        '--b',
        'hard',
        '--eval-b',
        'handwritten',
        '--depth',
        '2',
        '--exact',
        '8',
      ].concat(['--plies', '4', '--games', '4', '--parallel', '2', '--seed', '5']),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain(
      'random 4-ply openings, depth 2 and exact from 8 empties for both, no clock, evaluation A learned, B handwritten, 2 games at a time',
    );
    const games = lines.filter((l) => /^game \d+: /.test(l));
    expect(games.map((l) => Number(/^game (\d+)/.exec(l)![1])).sort()).toEqual([1, 2, 3, 4]);
    for (const g of games) expect(g).toMatch(/ opening [a-h1-8]{8}$/);
    expect(lines.at(-1)).toMatch(/points of 4 /);
  });

  it('plays the frozen v1 build against the current one, and refuses an unknown build', async () => {
    const r = await runCli(
      ['match', '--a', 'hard', '--b', 'hard', '--engine-b', 'v1', '--depth', '2', '--exact', '6'].concat([
        '--plies',
        '4',
        '--games',
        '2',
        '--seed',
        '7',
      ]),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain('engine A current, B v1');
    expect(lines.at(-1)).toMatch(/points of 2 /);
    const bad = await runCli(['match', '--a', 'hard', '--b', 'hard', '--engine-b', 'v9']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--engine-b must be current or v1 or v2, got 'v9'");
  });

  it('refuses --move-time beside another budget (what it gives each move: matchLimits in src/engine/match.test.ts)', async () => {
    const bad = await runCli([
      'match',
      '--a',
      'hard',
      '--b',
      'hard',
      '--move-time',
      '500',
      '--time-scale',
      '0.1',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--move-time gives every move the same time: leave out --time-scale, --clock and --depth',
    );
  });

  it('gives a side other Multi-ProbCut parameters, or none, and refuses ones fitted with other weights', async () => {
    const r = await runCli(
      [
        'match',
        '--a',
        'expert',
        '--b',
        'expert',
        '--mpc-a',
        'none',
        '--mpc-b',
        'data/weights/mpc.json',
      ].concat(['--depth', '3', '--no-book', '--plies', '4', '--games', '2', '--seed', '3']),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain('Multi-ProbCut A none, B data/weights/mpc.json');
    expect(lines.at(-1)).toMatch(/points of 2 /);
    const other = await runCli(
      ['match', '--a', 'hard', '--b', 'hard', '--eval-a', 'data/weights/wedge-eval-v1.bin'].concat([
        '--mpc-a',
        'data/weights/mpc.json',
      ]),
    );
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(
      /--mpc-a: data\/weights\/mpc\.json was fitted with weights 5355158:\w+, and this side's are/,
    );
    const garbage = await runCli(['match', '--a', 'hard', '--b', 'hard', '--mpc-b', 'README.md']);
    expect(garbage.code).toBe(2);
    expect(garbage.stderr).toContain('--mpc-b: README.md:');
    const v1 = await runCli(['match', '--a', 'hard', '--b', 'hard', '--engine-b', 'v1', '--mpc-b', 'none']);
    expect(v1.code).toBe(2);
    expect(v1.stderr).toContain('--mpc-b is for the current build with learned weights');
  });

  it('pits two weights files: the same weights on both sides split every opening evenly', async () => {
    const v1 = 'data/weights/wedge-eval-v1.bin';
    const r = await runCli(
      // Without the book, whose seeded choices for hard would differ between the games of a pair.
      [
        'match',
        '--a',
        'hard',
        '--b',
        'hard',
        '--eval-a',
        v1,
        '--eval-b',
        v1,
        '--depth',
        '2',
        '--no-book',
      ].concat(['--exact', '8', '--plies', '4', '--games', '4', '--seed', '5']),
    );
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/2 points of 4 \(50\.0%\); disc difference 0 /);
    const bad = await runCli(['match', '--a', 'hard', '--b', 'hard', '--eval-b', 'README.md']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--eval-b must be learned, handwritten or a weights file');
  });

  it('replays a match between levels from its seed, book moves included', async () => {
    // From the start, where hard and expert play from the opening book (hard with seeded variety).
    const dir = mkdtempSync(join(tmpdir(), 'wedge-match-book-'));
    const openings = join(dir, 'openings.txt');
    writeFileSync(openings, 'F5 one move\n');
    const run = () =>
      runCli(
        [
          'match',
          '--a',
          'hard',
          '--b',
          'expert',
          '--depth',
          '2',
          '--exact',
          '8',
          '--openings',
          openings,
        ].concat(['--games', '2', '--seed', '4']),
      );
    try {
      const [a, b] = [await run(), await run()];
      expect(a.code).toBe(0);
      expect(a.stdout).toBe(b.stdout);
      expect(a.stdout).toMatch(/game 2: .* opening f5\n.*points of 2/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 on an unknown level', async () => {
    const r = await runCli(['match', '--a', 'grandmaster', '--b', 'easy']);
    expect(r.code).toBe(2);
  });

  it("pits a level against Wedge's own NBoard engine on a clock", async () => {
    const r = await runCli(
      ['match', '--a', 'easy', '--b', `nboard:${WEDGE} nboard --depth 1`, '--clock', '1+0'].concat([
        '--games',
        '2',
        '--seed',
        '2',
      ]),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^match: A = easy, B = nboard:.* nboard --depth 1 \(Wedge\), 2 games, .*, clock 1\+0 /,
    );
    const games = lines.filter((l) => /^game \d+: A (black|white) (win|draw|loss) (\d+)-(\d+) /.test(l));
    expect(games).toHaveLength(2);
    for (const g of games) {
      const [, black, white] = / (\d+)-(\d+) /.exec(g)!;
      expect(Number(black) + Number(white)).toBe(64);
    }
  });

  it('forfeits an engine that plays an illegal move, and stops at once on one that does not start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-match-'));
    try {
      const script = join(dir, 'illegal.mjs');
      writeFileSync(
        script,
        `import { createInterface } from 'node:readline';
createInterface({ input: process.stdin }).on('line', (line) => {
  const [word, arg] = line.split(' ');
  if (word === 'ping') console.log('pong ' + arg);
  if (word === 'go') console.log('=== A1');
});`,
      );
      const engine = `nboard:"${process.execPath}" "${script}"`;
      const r = await runCli(['match', '--a', 'medium', '--b', engine, '--games', '2', '--plies', '2']);
      expect(r.code).toBe(0);
      const forfeits = r.stderr.trim().split('\n');
      expect(forfeits).toHaveLength(2);
      expect(forfeits[0]).toMatch(
        /^wedge match: game \d: B \(nboard:.*illegal\.mjs"?\) forfeits: illegal move a1 \(it said "=== A1"\): /,
      );
      expect(r.stdout).toMatch(/game 1: A black win 33-31 \(A \+2\), by forfeit opening/);
      expect(r.stdout.trim().split('\n').at(-1)).toMatch(/2 wins, 0 ties, 0 losses; .*; 2 by forfeit$/);
      const missing = await runCli(['match', '--a', 'easy', '--b', 'nboard:no-such-engine-wedge --level 3']);
      expect(missing.code).toBe(2);
      expect(missing.stdout).toBe('');
      expect(missing.stderr).toBe(
        'wedge match: --b nboard:no-such-engine-wedge --level 3 does not work as an NBoard engine: cannot be run: spawn no-such-engine-wedge ENOENT before answering ping 1\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('scores the forfeit of an engine that never answers behind a shell, and goes on (issue #23)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-match-23-'));
    try {
      const script = join(dir, 'silent.mjs');
      writeFileSync(
        script,
        `import { createInterface } from 'node:readline';
// It outlives the end of its input and ignores SIGTERM, as a stuck engine may.
setInterval(() => {}, 60000);
process.on('SIGTERM', () => {});
createInterface({ input: process.stdin }).on('line', (line) => {
  const [word, arg] = line.split(' ');
  if (word === 'nboard') console.log('set myname Ev\\u001b[2Jil');
  if (word === 'ping') console.log('pong ' + arg);
});`,
      );
      // The engine is the shell's child: only a kill of the whole process group reaches it.
      const engine = `nboard:sh -c '"${process.execPath}" "${script}"; true'`;
      const r = await runCli(['match', '--a', 'easy', '--b', engine, '--timeout', '1', '--games', '2']);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[0]).toMatch(/\(Ev\\u001b\[2Jil\), 2 games/);
      expect(r.stderr.trim().split('\n')).toHaveLength(2);
      expect(r.stderr).toMatch(
        /^wedge match: game 1: B \(nboard:sh -c .*\) forfeits: no answer to go within 1 s/,
      );
      expect(r.stdout.trim().split('\n').at(-1)).toMatch(/2 wins, 0 ties, 0 losses; .*; 2 by forfeit$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses an NBoard command that names no program or is too long, as bad usage (issue #23)', async () => {
    const unset = await runCli(['match', '--a', 'easy', '--b', 'nboard:$WEDGE_SURELY_UNSET -q']);
    expect([unset.code, unset.stderr]).toEqual([
      2,
      'wedge match: --b "nboard:$WEDGE_SURELY_UNSET -q": "$WEDGE_SURELY_UNSET -q" names no program: its first word is empty (an unset variable?)\n',
    ]);
    const long = await runCli(['match', '--a', 'easy', '--b', `nboard:${'a'.repeat(100_000)}`]);
    expect(long.code).toBe(2);
    expect(long.stderr.length).toBeLessThan(300);
    expect(long.stderr).toMatch(/is longer than 4096 characters\n$/);
  });

  it('refuses a truncated or damaged weights file for --eval-b instead of playing the hand-written evaluation (issue #23)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wedge-match-weights-'));
    try {
      const whole = readFileSync('data/weights/wedge-eval.bin');
      const cut = join(dir, 'cut.bin');
      writeFileSync(cut, whole.subarray(0, 1_000_000));
      const damaged = join(dir, 'damaged.bin');
      const flipped = Buffer.from(whole);
      flipped[3_000_000] ^= 1;
      writeFileSync(damaged, flipped);
      for (const [file, why] of [
        [
          cut,
          'the header says 5355158 bytes (5355166 with the checksum), the file has 1000000: cut short or padded',
        ],
        [damaged, 'the checksum does not match: the file is damaged'],
      ]) {
        const r = await runCli(['match', '--a', 'hard', '--b', 'hard', '--eval-b', file, '--depth', '1']);
        expect(r.stdout).toBe('');
        expect([r.code, r.stderr]).toEqual([2, `wedge match: --eval-b ${file}: ${why}\n`]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses --clock 0.001, which it showed as "clock 0+0" (issue #23)', async () => {
    const r = await runCli(['match', '--a', 'easy', '--b', 'easy', '--clock', '0.001']);
    expect(r.stdout).toBe('');
    expect([r.code, r.stderr]).toEqual([
      2,
      'wedge match: --clock: column 1: "0.001": the time a player must be whole seconds, at least 1 (0.001 minutes is 0.06 s)\n',
    ]);
  });

  it('refuses a bad clock, a clock with a fixed depth, and an evaluation for an NBoard engine', async () => {
    const clock = await runCli(['match', '--a', 'easy', '--b', 'medium', '--clock', '5+x']);
    expect(clock.code).toBe(2);
    expect(clock.stderr).toContain('--clock');
    const both = await runCli(['match', '--a', 'easy', '--b', 'medium', '--clock', '5+0', '--depth', '3']);
    expect(both.stderr).toBe('wedge match: --depth plays without a clock: give --depth or --clock\n');
    const evaluation = await runCli([
      'match',
      '--a',
      'easy',
      '--b',
      'nboard:edax',
      '--eval-b',
      'handwritten',
    ]);
    expect(evaluation.stderr).toBe(
      'wedge match: --eval-b is for a Wedge level, and that player is nboard:edax\n',
    );
  });
});
