import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `wedge <args>` from the sources; resolves with the exit code and the output. */
const wedge = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: ROOT },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

const nodesOf = (out: string): number => Number(/^Nodes searched: (\d+)$/m.exec(out)?.[1]);

describe('wedge bench (child process)', () => {
  it('prints the same node count on every run (shallow depth to keep the test short)', async () => {
    const a = await wedge(['bench', '--depth', '5']);
    const b = await wedge(['bench', '--depth', '5']);
    expect(a.code).toBe(0);
    expect(nodesOf(a.stdout)).toBeGreaterThan(0);
    expect(nodesOf(b.stdout)).toBe(nodesOf(a.stdout));
    expect(a.stdout).toMatch(/^Nodes\/second: \d+/m);
  });
});
