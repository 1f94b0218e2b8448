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
});
