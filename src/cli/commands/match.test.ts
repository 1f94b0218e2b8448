import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

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
    const total = /(\d+) wins, (\d+) draws, (\d+) losses; ([\d.]+) points of 4/.exec(lines.at(-1)!);
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
    expect(bad.stderr).toContain("--engine-b must be current or v1, got 'v9'");
  });

  it('pits two weights files: the same weights on both sides split every opening evenly', async () => {
    const v1 = 'data/weights/wedge-eval-v1.bin';
    const r = await runCli(
      ['match', '--a', 'hard', '--b', 'hard', '--eval-a', v1, '--eval-b', v1, '--depth', '2'].concat([
        '--exact',
        '8',
        '--plies',
        '4',
        '--games',
        '4',
        '--seed',
        '5',
      ]),
    );
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/2 points of 4 \(50\.0%\); disc difference 0 /);
    const bad = await runCli(['match', '--a', 'hard', '--b', 'hard', '--eval-b', 'README.md']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--eval-b must be learned, handwritten or a weights file');
  });

  it('exits 2 on an unknown level', async () => {
    const r = await runCli(['match', '--a', 'grandmaster', '--b', 'easy']);
    expect(r.code).toBe(2);
  });
});
