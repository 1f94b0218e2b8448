/**
 * A program on the other end of a pipe, line by line: what the match's NBoard player needs of a
 * process. `openProgram` starts one from a command line (split as a shell would, without a shell:
 * `shell-quote`), so that the process the match ends is the engine itself, not a shell around it.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parse } from 'shell-quote';
import { err, ok, quote, type Result } from '../../core/index.js';

/** What a program did next: wrote a line, ended, or nothing before `interrupt()`. */
export type ChannelEvent =
  | { readonly kind: 'line'; readonly line: string }
  | { readonly kind: 'exited'; readonly how: string }
  | { readonly kind: 'interrupted' };

/** A line-oriented program. */
export interface Channel {
  /** Writes one line to its input (nothing once it has ended). */
  send(line: string): void;
  /** Its next line (lines wait in order until read), or how it ended, or the interruption. */
  next(): Promise<ChannelEvent>;
  /** Resolves the waiting `next()`, if any, with `interrupted` (a deadline passed). */
  interrupt(): void;
  /** Ends it: its input is closed, and it is killed if it has not exited within `graceMs` (at once
   * with 0, for a program that misbehaved). */
  close(graceMs?: number): Promise<void>;
}

/** The words of a command line, or what in it is not a plain command (a pipe, a redirection, a glob). */
export const splitCommand = (command: string): Result<string[], string> => {
  const words: string[] = [];
  // Variables are expanded from the environment ($HOME/edax/bin/lEdax-x64); an unset one is empty.
  for (const entry of parse(command, (name) => process.env[name] ?? '')) {
    if (typeof entry === 'string') words.push(entry);
    else if ('comment' in entry) break;
    else
      return err(
        `${quote(command)} is not one program with its arguments: ${quote(entry.op === 'glob' ? entry.pattern : entry.op)} needs a shell`,
      );
  }
  return words.length === 0 ? err('the command is empty') : ok(words);
};

/** The last characters of what a program wrote to stderr, kept for the message when it fails. */
const STDERR_KEPT = 300;

/** Starts `words[0]` with the rest as arguments, its stdin and stdout as a `Channel`. */
export const openProgram = (words: readonly string[]): Channel => {
  const child = spawn(words[0], words.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let waiter: ((event: ChannelEvent) => void) | undefined;
  let exited: string | undefined;
  let stderr = '';
  const deliver = (event: ChannelEvent): boolean => {
    const w = waiter;
    waiter = undefined;
    w?.(event);
    return w !== undefined;
  };
  const end = (how: string): void => {
    if (exited !== undefined) return;
    const said = stderr.trim().split('\n').at(-1)?.trim();
    exited = said ? `${how} (stderr: ${quote(said)})` : how;
    deliver({ kind: 'exited', how: exited });
  };
  // Writing to a program that has just died fails with EPIPE: its exit is reported instead.
  child.stdin.on('error', () => {});
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  const reader = createInterface({
    input: child.stdout,
    crlfDelay: Number.POSITIVE_INFINITY,
    terminal: false,
  });
  reader.on('line', (line) => {
    if (!deliver({ kind: 'line', line })) lines.push(line);
  });
  const exit = new Promise<void>((resolve) => {
    child.on('error', (error) => {
      end(`cannot be run: ${error.message}`);
      resolve();
    });
    // 'close' comes after the last stdout line has been read, so no line is lost behind the exit.
    child.on('close', (code, signal) => {
      end(signal ? `was ended by ${signal}` : `exited with code ${code}`);
      resolve();
    });
  });
  return {
    send: (line) => {
      if (exited === undefined && child.stdin.writable) child.stdin.write(`${line}\n`);
    },
    next: () => {
      const line = lines.shift();
      if (line !== undefined) return Promise.resolve({ kind: 'line', line });
      if (exited !== undefined) return Promise.resolve({ kind: 'exited', how: exited });
      return new Promise((resolve) => {
        waiter = resolve;
      });
    },
    interrupt: () => {
      deliver({ kind: 'interrupted' });
    },
    close: async (graceMs = 2000) => {
      if (exited !== undefined) return;
      child.stdin.end();
      if (graceMs <= 0) child.kill('SIGKILL');
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(kill);
    },
  };
};
