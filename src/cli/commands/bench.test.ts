import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';

const nodesOf = (out: string): number => Number(/^Nodes searched: (\d+)$/m.exec(out)?.[1]);

describe('wedge bench (child process)', () => {
  it('prints the same node count on every run (shallow depth to keep the test short)', async () => {
    const a = await runCli(['bench', '--depth', '5']);
    const b = await runCli(['bench', '--depth', '5']);
    expect(a.code).toBe(0);
    expect(nodesOf(a.stdout)).toBeGreaterThan(0);
    expect(nodesOf(b.stdout)).toBe(nodesOf(a.stdout));
    expect(a.stdout).toMatch(/^Nodes\/second: \d+/m);
  });

  it("keeps the frozen v2 build (issue 14's engine) searching exactly as it was merged", async () => {
    // Bench: 5328743 is the signature main printed at 6204fa8, when v2 was frozen; it must never change.
    const r = await runCli(['bench', '--engine', 'v2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bench: depth 10, .*, engine v2$/m);
    expect(nodesOf(r.stdout)).toBe(5328743);
  });

  it('leaves the Multi-ProbCut parameters out with --no-mpc, and says so', async () => {
    const r = await runCli(['bench', '--depth', '3', '--eval', 'learned', '--no-mpc']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^bench: depth 3, .*learned evaluation, .*, without Multi-ProbCut \(--no-mpc\)$/m,
    );
    expect(nodesOf(r.stdout)).toBeGreaterThan(0);
  });

  it('solves an FFO range, checks it against the published scores, and refuses a bad range', async () => {
    // FFO #20-#22 (6-17 empties) from the repository's copy in data/ffo (the default folder).
    const run = await runCli(['bench', '--ffo', '20-22']);
    expect(run.code).toBe(0);
    expect(run.stdout.match(/ OK /g)).toHaveLength(3);
    expect(run.stdout).toMatch(/^total: 3\/3 right, \d+ nodes, [\d.]+ s, [\d.]+ CPU-s/m);
    const bad = await runCli(['bench', '--ffo', '12-22']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      "wedge bench: --ffo must be a range of FFO numbers from 20 to 59, e.g. 40-49, got '12-22'\n",
    );
  });
});
