/**
 * The messages between the engine facade and its worker. Everything is plain data that survives
 * `postMessage` (structured clone) as it is: a position travels as its board halves, side to move and
 * variant; moves are core `Move`s (a square number or `'pass'`); limits are already resolved
 * (limits.ts); progress and answers are the facade's own types.
 */
import {
  Bitboard,
  BOARD_SIZES,
  type BoardSize,
  type Color,
  err,
  ok,
  Position,
  type PositionError,
  type Result,
  RULES,
  type Rules,
  type Variant,
} from '../core/index.js';
import type { JobKind, ResolvedLimits } from './limits.js';
import type {
  AnalysisProgress,
  MoveScore,
  PerftProgress,
  PerftResult,
  SearchProgress,
  SearchResult,
} from './types.js';

/** A `Bitboard` after a structured clone: its two int32 halves. */
export interface Halves {
  readonly lo: number;
  readonly hi: number;
}

/** A position on the wire: the board's halves, the side to move and the variant, as `Position` holds
 * them (a `Position`'s own fields clone to exactly this). */
export interface WirePosition {
  readonly board: { readonly black: Halves; readonly white: Halves };
  readonly turn: Color;
  readonly variant: Variant;
}

/** Host -> worker. */
export type HostMessage =
  | {
      readonly type: 'init';
      /** The compiled kernel, its bytes, or undefined when no kernel is available. */
      readonly kernel: WebAssembly.Module | ArrayBuffer | Uint8Array | undefined;
      /** An Int32Array's buffer: slot 0 holds the id of a job the host wants stopped. */
      readonly stop: SharedArrayBuffer | undefined;
      /** The learned evaluation's weights file, if there is one: its bytes, or the absolute URL the
       * worker fetches it from itself (a browser: the 5 MB body never passes through the page's thread,
       * where receiving it took tasks of 60-130 ms of CPU time). */
      readonly weights?: Uint8Array | string;
      /** The Multi-ProbCut parameters fitted with those weights (data/weights/mpc.json), if any. */
      readonly mpc?: string;
      /** Transposition table size as a power of two of entries, e.g. 20. */
      readonly hashBits: number;
      /** This worker's part in a search over several threads (threads.ts); absent for one thread. */
      readonly threads?: ThreadRole;
    }
  | {
      readonly type: 'job';
      readonly id: number;
      readonly kind: JobKind;
      readonly position: WirePosition;
      readonly limits: ResolvedLimits;
    };

/** A progress report of any job. */
/** The owner makes the shared memory and a state region per helper, and answers the jobs; a helper
 * joins the owner's memory with one of those regions and the owner's weights (see threads.ts). */
export type ThreadRole =
  | { readonly role: 'owner'; readonly helpers: number; readonly flags: SharedArrayBuffer }
  | {
      readonly role: 'helper';
      readonly id: number;
      readonly memory: WebAssembly.Memory;
      readonly state: number;
      readonly weightsAt: number;
      readonly flags: SharedArrayBuffer;
    };

/** What an owner tells the host its helpers need (see ThreadRole). */
export interface ThreadPool {
  readonly memory: WebAssembly.Memory;
  readonly states: readonly number[];
  readonly weightsAt: number;
}

export type JobProgress = SearchProgress | AnalysisProgress | PerftProgress;

/** What a finished job answers. */
export type JobOutput =
  | { readonly kind: 'result'; readonly result: SearchResult }
  | { readonly kind: 'scores'; readonly scores: readonly MoveScore[] }
  | { readonly kind: 'perft'; readonly result: PerftResult };

/** Stable error codes of the engine facade. */
export type EngineErrorCode =
  | 'ERR_BAD_POSITION'
  | 'ERR_GAME_OVER'
  | 'ERR_NO_KERNEL'
  | 'ERR_WORKER_DIED'
  | 'ERR_CLOSED'
  | 'ERR_BAD_BOOK'
  | 'ERR_INTERNAL';

/** Worker -> host. */
export type WorkerMessage =
  | {
      readonly type: 'ready';
      readonly kernel: boolean;
      readonly learned?: boolean;
      readonly detail?: string;
      /** An owner's memory and its helpers' places in it. */
      readonly pool?: ThreadPool;
    }
  | { readonly type: 'progress'; readonly id: number; readonly progress: JobProgress }
  | { readonly type: 'done'; readonly id: number; readonly output: JobOutput }
  | {
      readonly type: 'failed';
      readonly id: number;
      readonly code: EngineErrorCode;
      readonly message: string;
    };

/** The wire form of a position: its own fields (postMessage clones the Bitboards to their halves). */
export const toWire = (position: Position): WirePosition => ({
  board: position.board,
  turn: position.turn,
  variant: position.variant,
});

const isHalves = (v: unknown): v is Halves =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as Halves).lo) &&
  Number.isInteger((v as Halves).hi);

/** Why a message's position was refused: not shaped like one, or not a position (fromSetup's code). */
export interface WireError {
  readonly code: 'ERR_WIRE_SHAPE' | PositionError['code'];
  readonly message: string;
}

/** The position a message carries, checked: the shape here, the position by `Position.fromSetup`
 * (the worker answers ERR_BAD_POSITION with the message). */
export const fromWire = (data: unknown): Result<Position, WireError> => {
  const d = data as Partial<WirePosition> | null;
  if (
    typeof d !== 'object' ||
    d === null ||
    typeof d.board !== 'object' ||
    d.board === null ||
    !isHalves(d.board.black) ||
    !isHalves(d.board.white) ||
    (d.turn !== 'black' && d.turn !== 'white') ||
    !RULES.includes(d.variant?.rules as Rules) ||
    !BOARD_SIZES.includes(d.variant?.size as BoardSize)
  )
    return err({ code: 'ERR_WIRE_SHAPE', message: 'not a position (board halves, turn and variant)' });
  const { black, white } = d.board;
  const made = Position.fromSetup({
    board: { black: Bitboard.fromHalves(black.lo, black.hi), white: Bitboard.fromHalves(white.lo, white.hi) },
    turn: d.turn,
    variant: { rules: d.variant!.rules, size: d.variant!.size },
  });
  return made.ok ? ok(made.value) : err(made.error);
};
