/**
 * The messages between the engine facade and its worker. Everything is plain data (structured-clone
 * safe): positions and moves travel in their serialized form (see serialize.ts).
 */

import type { Evaluation } from './levels.js';
import type { SerializedMove, SerializedPosition } from './serialize.js';
import type { SearchLimits } from './types.js';

/** The work a worker can be asked to do. */
export type JobKind = 'bestMove' | 'analyze' | 'solve' | 'perft';

/** Search limits as plain data: the facade's `SearchLimits` and the worker engine's extras. */
export interface WireLimits extends SearchLimits {
  /** Transposition table size as a power of two of entries, e.g. 20. */
  readonly hashBits?: number;
  /** Start from empty tables, so that node counts are reproducible. */
  readonly fresh?: boolean;
  /** Overrides the level's evaluation. */
  readonly evaluator?: Evaluation;
}

/** Host -> worker. */
export type HostMessage =
  | {
      readonly type: 'init';
      /** The compiled kernel, its bytes, or undefined when no kernel is available. */
      readonly kernel: WebAssembly.Module | ArrayBuffer | Uint8Array | undefined;
      /** An Int32Array's buffer: slot 0 holds the id of a job the host wants stopped. */
      readonly stop: SharedArrayBuffer | undefined;
      /** The learned evaluation's weights file, if there is one. */
      readonly weights?: Uint8Array;
    }
  | {
      readonly type: 'job';
      readonly id: number;
      readonly kind: JobKind;
      readonly position: SerializedPosition;
      readonly limits: WireLimits;
    };

/** One progress report as plain data. */
export interface WireProgress {
  readonly depth: number;
  readonly score: number;
  readonly pv: readonly SerializedMove[];
  readonly nodes: number;
  readonly nodesPerSecond: number;
  readonly timeMs: number;
  readonly exact: boolean;
}

export interface WireResult extends WireProgress {
  readonly move: SerializedMove;
}

export interface WireMoveScore {
  readonly move: SerializedMove;
  readonly score: number;
  readonly exact: boolean;
  readonly pv: readonly SerializedMove[];
  readonly depth: number;
}

/** What a finished job answers. */
export type JobOutput =
  | { readonly kind: 'result'; readonly result: WireResult }
  | { readonly kind: 'scores'; readonly scores: readonly WireMoveScore[] }
  | { readonly kind: 'perft'; readonly leaves: number; readonly timeMs: number };

/** Stable error codes of the engine facade. */
export type EngineErrorCode =
  | 'ERR_BAD_POSITION'
  | 'ERR_GAME_OVER'
  | 'ERR_NO_KERNEL'
  | 'ERR_WORKER_DIED'
  | 'ERR_CLOSED'
  | 'ERR_INTERNAL';

/** Worker -> host. */
export type WorkerMessage =
  | { readonly type: 'ready'; readonly kernel: boolean; readonly learned?: boolean; readonly detail?: string }
  | { readonly type: 'progress'; readonly id: number; readonly progress: WireProgress }
  | { readonly type: 'done'; readonly id: number; readonly output: JobOutput }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly code: EngineErrorCode;
      readonly message: string;
    };
