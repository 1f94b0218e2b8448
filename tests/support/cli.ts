/**
 * Runs `wedge` as a child process, for the command tests: lines can be written to its stdin while its
 * stdout is read line by line, as a GUI or a script would. It runs the built CLI, dist/cli/main.js,
 * which the test run's global setup builds from the sources first (build-cli.ts).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** The command that runs the built `wedge`, for a shell pipeline: `${WEDGE} convert ...`. */
export const WEDGE = `"${process.execPath}" "${MAIN}"`;

export interface CliChild {
  readonly child: ChildProcessWithoutNullStreams;
  /** Every stdout line so far. */
  readonly lines: string[];
  /** Every stderr text so far. */
  stderr(): string;
  /** Writes one line to stdin. */
  send(line: string): void;
  /** Resolves with the first stdout line from index `from` on that matches, or rejects after `ms`. */
  waitFor(match: RegExp, from?: number, ms?: number): Promise<{ line: string; index: number }>;
  /** Closes stdin and resolves with the exit code. */
  end(): Promise<number | null>;
}

/** Starts the built `wedge <args>`. */
export const startCli = (args: readonly string[]): CliChild => {
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT });
  const lines: string[] = [];
  let partial = '';
  let errText = '';
  const listeners = new Set<() => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
    for (const l of listeners) l();
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    errText += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    lines,
    stderr: () => errText,
    send: (line) => child.stdin.write(`${line}\n`),
    waitFor: (match, from = 0, ms = 20_000) =>
      new Promise((resolve, reject) => {
        const check = (): boolean => {
          for (let i = from; i < lines.length; i++)
            if (match.test(lines[i])) {
              listeners.delete(listener);
              clearTimeout(timer);
              resolve({ line: lines[i], index: i });
              return true;
            }
          return false;
        };
        const listener = (): void => {
          check();
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          reject(
            new Error(
              `no line matching ${match} within ${ms} ms; got:\n${lines.slice(from).join('\n')}\n${errText}`,
            ),
          );
        }, ms);
        if (!check()) listeners.add(listener);
      }),
    end: () => {
      child.stdin.end();
      return exited;
    },
  };
};

/** Runs `wedge <args>` to the end with `input` on stdin; its exit code and outputs. */
export const runCli = async (
  args: readonly string[],
  input = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> => {
  const child = spawn(process.execPath, [MAIN, ...args], { cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => {
    stdout += c;
  });
  child.stderr.setEncoding('utf8').on('data', (c: string) => {
    stderr += c;
  });
  child.stdin.end(input);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
};
