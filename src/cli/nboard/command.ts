/**
 * The NBoard protocol's GUI -> engine commands (version 2, see docs/cli.md), read from
 * one line each. Reading is separate from acting so the session can be tested on values and so a
 * malformed line becomes an error value naming what was wrong, never an exception.
 */
import { err, type Move, ok, parseMove, quote, type Result } from '../../core/index.js';
import { MAX_THREADS } from '../../engine/threads.js';
import { readDecimal } from '../io.js';

export type NboardCommand =
  | { readonly kind: 'nboard'; readonly version: number }
  | { readonly kind: 'depth'; readonly depth: number }
  | { readonly kind: 'game'; readonly ggf: string }
  | { readonly kind: 'contempt'; readonly contempt: number }
  | { readonly kind: 'threads'; readonly threads: number }
  | { readonly kind: 'move'; readonly move: Move; readonly evaluation?: number; readonly time?: number }
  | { readonly kind: 'hint'; readonly count: number }
  | { readonly kind: 'go' }
  | { readonly kind: 'ping'; readonly id: string }
  | { readonly kind: 'learn' }
  | { readonly kind: 'analyze' }
  /** A `set` of an option the engine does not use (e.g. `set myname`); accepted and ignored. */
  | { readonly kind: 'option'; readonly name: string };

export type NboardErrorCode = 'ERR_EMPTY' | 'ERR_UNKNOWN_COMMAND' | 'ERR_ARGUMENT';
export interface NboardError {
  readonly code: NboardErrorCode;
  readonly message: string;
}

const bad = (message: string): Result<never, NboardError> => err({ code: 'ERR_ARGUMENT', message });

const integer = (text: string | undefined): number | undefined =>
  text !== undefined && /^[+-]?\d+$/.test(text) ? Number(text) : undefined;

/** A number by the command line's one rule (decimal digits, no hex or exponent). */
const decimal = (text: string | undefined): number | undefined =>
  text === undefined ? undefined : readDecimal(text);

/** Reads one line of the protocol. */
export const parseNboardLine = (line: string): Result<NboardCommand, NboardError> => {
  const text = line.trim();
  if (text === '') return err({ code: 'ERR_EMPTY', message: 'empty line' });
  const [word, ...rest] = text.split(/\s+/);
  const arg = rest[0];
  switch (word.toLowerCase()) {
    case 'nboard': {
      const version = integer(arg);
      return version === undefined
        ? bad(`nboard needs a version number, got ${quote(text)}`)
        : ok({ kind: 'nboard', version });
    }
    case 'set':
      return parseSet(text, rest);
    case 'move': {
      // `move F5/eval/time`: the notes are optional and either may be empty (`F5//1.5`).
      const [name, evaluation, time] = (arg ?? '').split('/');
      const move = parseMove(name);
      if (move === undefined) return bad(`move needs a square or PA, got ${quote(arg ?? '')}`);
      return ok({ kind: 'move', move, evaluation: decimal(evaluation), time: decimal(time) });
    }
    case 'hint': {
      const count = integer(arg);
      return count === undefined || count < 1
        ? bad(`hint needs a positive number of moves, got ${quote(arg ?? '')}`)
        : ok({ kind: 'hint', count });
    }
    case 'go':
      return ok({ kind: 'go' });
    case 'ping':
      return ok({ kind: 'ping', id: arg ?? '' });
    case 'learn':
      return ok({ kind: 'learn' });
    case 'analyze':
      return ok({ kind: 'analyze' });
    default:
      return err({ code: 'ERR_UNKNOWN_COMMAND', message: `unknown command ${quote(word)}` });
  }
};

const parseSet = (text: string, rest: readonly string[]): Result<NboardCommand, NboardError> => {
  const [name, value] = rest;
  switch (name?.toLowerCase()) {
    case 'depth': {
      const depth = integer(value);
      return depth === undefined || depth < 1 || depth > 60
        ? bad(`set depth needs a depth 1-60, got ${quote(value ?? '')}`)
        : ok({ kind: 'depth', depth });
    }
    case 'contempt': {
      const contempt = integer(value);
      return contempt === undefined
        ? bad(`set contempt needs a number, got ${quote(value ?? '')}`)
        : ok({ kind: 'contempt', contempt });
    }
    case 'threads': {
      const threads = integer(value);
      return threads === undefined || threads < 1 || threads > MAX_THREADS
        ? bad(`set threads needs a count 1-${MAX_THREADS}, got ${quote(value ?? '')}`)
        : ok({ kind: 'threads', threads });
    }
    case 'game': {
      // The GGF record is the rest of the line as sent, spaces included (BO[8 ...] holds spaces).
      const ggf = text.replace(/^set\s+game\s*/i, '');
      return ggf === '' ? bad('set game needs a GGF record') : ok({ kind: 'game', ggf });
    }
    case undefined:
      return bad('set needs an option name');
    default:
      return ok({ kind: 'option', name });
  }
};
