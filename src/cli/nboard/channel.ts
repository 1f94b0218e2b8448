/**
 * A program on the other end of a pipe, line by line: what the match's NBoard player needs of a
 * process. `openProgram` starts one from a command line (split as a shell would, without a shell:
 * `shell-quote`), so that the process the match ends is the engine itself, not a shell around it.
 */
import { spawn } from 'node:child_process';
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

/** The longest command line taken, in characters: far beyond any engine's, far below what the system
 * refuses (a program name over 255 bytes, arguments over 128 KiB). */
export const MAX_COMMAND = 4096;

/** The words of a command line, or what in it is not a plain command (a pipe, a redirection, a glob),
 * names no program (an unset variable as its first word) or is too long. */
export const splitCommand = (command: string): Result<string[], string> => {
  if (command.length > MAX_COMMAND) return err(`${quote(command)} is longer than ${MAX_COMMAND} characters`);
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
  if (words.length === 0) return err('the command is empty');
  if (words[0] === '')
    return err(`${quote(command)} names no program: its first word is empty (an unset variable?)`);
  return ok(words);
};

/** The last characters of what a program wrote to stderr, kept for the message when it fails. */
const STDERR_KEPT = 300;

/** The longest line a program may write, in characters: an NBoard line is a few hundred at most, and a
 * longer one is a fault, not something to keep in memory until it ends. */
export const MAX_LINE = 65536;

/** Process groups of the programs still running, killed when this process exits. */
const running = new Set<number>();
let cleanupInstalled = false;

/** Kills a program's whole process group (it leads one: see `openProgram`). */
const killGroup = (pid: number | undefined): void => {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
  running.delete(pid);
};

/** Kills the programs' groups when this process ends (they lead groups of their own, so no signal
 * sent to this one reaches them), then ends as the signal would have. */
const installCleanup = (): void => {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.once('exit', () => {
    for (const pid of [...running]) killGroup(pid);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      for (const pid of [...running]) killGroup(pid);
      process.kill(process.pid, signal);
    });
};

/**
 * Starts `words[0]` with the rest as arguments, its stdin and stdout as a `Channel`. The program leads
 * a process group of its own, so that ending it ends whatever it started too (an engine run through a
 * shell, `sh -c 'edax -q'`, is the shell's child and would otherwise hold the pipes open for ever).
 * A line longer than `MAX_LINE` ends the program with a fault; a program that cannot be started is an
 * `exited` event, never a throw.
 */
export const openProgram = (words: readonly string[]): Channel => {
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
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(words[0], words.slice(1), { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  } catch (error) {
    // A name too long for the system or an argument Node refuses: thrown at once, before any event.
    end(`cannot be run: ${error instanceof Error ? error.message : String(error)}`);
    return {
      send: () => {},
      next: () => Promise.resolve({ kind: 'exited', how: exited! }),
      interrupt: () => {},
      close: async () => {},
    };
  }
  installCleanup();
  if (child.pid !== undefined) running.add(child.pid);
  const stdin = child.stdin!;
  const stdout = child.stdout!;
  const childStderr = child.stderr!;
  // Writing to a program that has just died fails with EPIPE: its exit is reported instead.
  stdin.on('error', () => {});
  childStderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  // Lines by hand rather than readline, which keeps an unended line in memory whatever its length.
  let partial = '';
  stdout.setEncoding('utf8').on('data', (chunk: string) => {
    if (exited !== undefined) return;
    let text = partial + chunk;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n')) {
      const line = text.slice(0, at).replace(/\r$/, '');
      text = text.slice(at + 1);
      if (!deliver({ kind: 'line', line })) lines.push(line);
    }
    partial = text;
    if (partial.length > MAX_LINE) {
      partial = '';
      end(`wrote a line of more than ${MAX_LINE} characters without ending it`);
      killGroup(child.pid);
      stdout.destroy();
    }
  });
  let gone!: () => void;
  const exit = new Promise<void>((resolve) => {
    gone = resolve;
  });
  child.on('error', (error) => {
    end(`cannot be run: ${error.message}`);
    running.delete(child.pid ?? -1);
    gone();
  });
  // 'close' comes after the last stdout line has been read, so no line is lost behind the exit.
  child.on('close', (code, signal) => {
    if (partial !== '' && exited === undefined) {
      const line = partial;
      partial = '';
      if (!deliver({ kind: 'line', line })) lines.push(line);
    }
    end(signal ? `was ended by ${signal}` : `exited with code ${code}`);
    running.delete(child.pid ?? -1);
    gone();
  });
  child.on('exit', () => {
    // Whatever it started goes with it; a descendant that left the group cannot hold the pipes for
    // long either: they are let go a moment after the exit.
    killGroup(child.pid);
    setTimeout(() => {
      stdout.destroy();
      childStderr.destroy();
      gone();
    }, 500).unref();
  });
  return {
    send: (line) => {
      if (exited === undefined && stdin.writable) stdin.write(`${line}\n`);
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
      stdin.end();
      if (graceMs <= 0) killGroup(child.pid);
      const kill = setTimeout(() => killGroup(child.pid), graceMs);
      await exit;
      clearTimeout(kill);
    },
  };
};
