// Host imports and the shared search budget (nodes, deadline, cancellation).

// @ts-ignore: decorator
@external("env", "now")
declare function hostNow(): f64;
// @ts-ignore: decorator
@external("env", "shouldStop")
declare function hostShouldStop(): i32;
// @ts-ignore: decorator
@external("env", "onIteration")
declare function hostOnIteration(depth: i32, score: i32, nodes: f64, exact: i32, move: i32): void;

/** Nodes between two polls of the clock and of shouldStop. */
const CHECK_INTERVAL: u64 = 4096;

/** Mutable search state shared by all modules (static fields are plain wasm globals). */
export class B {
  /** Nodes visited by the current (or last) search. */
  static nodes: u64 = 0;
  /** Node budget (0 = none). */
  static nodeLimit: u64 = 0;
  /** Absolute deadline in host milliseconds (0 = none). */
  static deadline: f64 = 0;
  /** Set when a limit is reached or the host asked to stop; the search then unwinds. */
  static stopped: bool = false;
  /** The node count at which the budget is next checked. */
  static nextCheck: u64 = 0xffffffffffffffff;
}

export function resetBudget(limit: u64, deadlineMs: f64): void {
  B.nodes = 0;
  B.nodeLimit = limit;
  B.deadline = deadlineMs;
  B.stopped = false;
  B.nextCheck = CHECK_INTERVAL;
  if (limit != 0 && limit < B.nextCheck) B.nextCheck = limit;
}

/** Turns budget checks off (used for the first, tiny iteration so a move always exists). */
export function suspendBudget(): u64 {
  const n = B.nextCheck;
  B.nextCheck = 0xffffffffffffffff;
  return n;
}

export function resumeBudget(next: u64): void {
  B.nextCheck = next;
}

/** Called when nodes >= nextCheck: polls the host; returns true (and sets `stopped`) at a limit. */
export function checkBudget(): bool {
  if (B.stopped) return true;
  if (B.nodeLimit != 0 && B.nodes >= B.nodeLimit) B.stopped = true;
  else if (B.deadline > 0 && hostNow() >= B.deadline) B.stopped = true;
  else if (hostShouldStop() != 0) B.stopped = true;
  let next = B.nodes + CHECK_INTERVAL;
  if (B.nodeLimit != 0 && next > B.nodeLimit) next = B.nodeLimit;
  B.nextCheck = B.stopped ? 0 : next;
  return B.stopped;
}

export function now(): f64 {
  return hostNow();
}

export function reportIteration(depth: i32, score: i32, exact: bool, move: i32): void {
  hostOnIteration(depth, score, <f64>B.nodes, exact ? 1 : 0, move);
}
