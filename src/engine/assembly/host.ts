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

/** Nodes visited by the current (or last) search or perft. */
export let nodes: u64 = 0;
/** Node budget of the current search (0 = none). */
export let nodeLimit: u64 = 0;
/** Absolute deadline in host milliseconds (0 = none). */
export let deadline: f64 = 0;
/** Set when the budget ran out or the host asked to stop; the search then unwinds. */
export let stopped: bool = false;
/** The next node count at which the budget is checked. */
export let nextCheck: u64 = 0;
/** Nodes between two polls of the clock and of shouldStop. */
const CHECK_INTERVAL: u64 = 4096;

export function resetBudget(limit: u64, deadlineMs: f64): void {
  nodes = 0;
  nodeLimit = limit;
  deadline = deadlineMs;
  stopped = false;
  nextCheck = CHECK_INTERVAL;
  if (limit != 0 && limit < nextCheck) nextCheck = limit;
}

/** Called when nodes >= nextCheck: polls the host, sets `stopped` when a limit is reached. */
export function checkBudget(): bool {
  if (nodeLimit != 0 && nodes >= nodeLimit) stopped = true;
  else if (deadline > 0 && hostNow() >= deadline) stopped = true;
  else if (hostShouldStop() != 0) stopped = true;
  let next = nodes + CHECK_INTERVAL;
  if (nodeLimit != 0 && next > nodeLimit) next = nodeLimit;
  nextCheck = next;
  return stopped;
}

export function now(): f64 {
  return hostNow();
}

export function reportIteration(depth: i32, score: i32, exact: bool, move: i32): void {
  hostOnIteration(depth, score, <f64>nodes, exact ? 1 : 0, move);
}
