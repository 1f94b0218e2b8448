// The host's side of a search: what the kernel imports (a clock, a poll, reports) and the budget it
// enforces. AssemblyScript names a declared function after its file, so these are the wasm imports
// `host.now`, `host.poll`, `host.iteration` and `host.moveScore` (see src/engine/kernel.ts).

/** The host's clock in milliseconds; deadlines are in the same clock. */
export declare function now(): f64;
/** Called every CHECK_INTERVAL nodes with the node count so far; a non-zero answer stops the search. */
export declare function poll(nodes: f64): i32;
/** A finished iteration of the search, or a better root move found by the solver (`exact` 0). */
export declare function iteration(depth: i32, score: i32, nodes: f64, exact: i32, move: i32): void;
/** A new value of one root move of the analysis; its line is the saved principal variation. */
export declare function moveScore(move: i32, score: i32, depth: i32, exact: i32, nodes: f64): void;

/** Nodes between two polls of the clock and of the host. */
const CHECK_INTERVAL: u64 = 4096;
/** Never: the node count a check waits for while checks are suspended. */
const NEVER: u64 = 0xffffffffffffffff;

/** Why a search stopped: not at all, its node budget, its deadline, or the host asked. */
export const STOP_NONE: i32 = 0;
export const STOP_NODES: i32 = 1;
export const STOP_TIME: i32 = 2;
export const STOP_HOST: i32 = 3;

/** What the running search may still spend (static fields are plain wasm globals). */
export class Budget {
  /** Nodes visited by the current (or last) search. */
  static nodes: u64 = 0;
  /** Node budget (0 = none). */
  static nodeLimit: u64 = 0;
  /** Absolute deadline in host milliseconds (0 = none). */
  static deadline: f64 = 0;
  /** Set when a limit is reached or the host asked to stop; the search then unwinds. */
  static stopped: bool = false;
  /** One of STOP_*: why `stopped` was set. */
  static reason: i32 = STOP_NONE;
  /** The node count at which the budget is next checked. */
  static nextCheck: u64 = NEVER;
}

/** Starts a search's budget: a node limit (0 = none) and an absolute deadline (0 = none). */
export function resetBudget(nodeLimit: u64, deadline: f64): void {
  Budget.nodes = 0;
  Budget.nodeLimit = nodeLimit;
  Budget.deadline = deadline;
  Budget.stopped = false;
  Budget.reason = STOP_NONE;
  scheduleCheck();
}

/** Moves the deadline and resumes a search stopped by the old one (the solve after a midgame share). */
export function extendDeadline(deadline: f64): void {
  Budget.deadline = deadline;
  Budget.stopped = false;
  Budget.reason = STOP_NONE;
  scheduleCheck();
}

function scheduleCheck(): void {
  let next = Budget.nodes + CHECK_INTERVAL;
  if (Budget.nodeLimit !== 0 && next > Budget.nodeLimit) next = Budget.nodeLimit;
  Budget.nextCheck = next;
}

/** Turns budget checks off (for the first, tiny iteration, so that a move always exists). */
export function suspendBudget(): u64 {
  const next = Budget.nextCheck;
  Budget.nextCheck = NEVER;
  return next;
}

export function resumeBudget(next: u64): void {
  Budget.nextCheck = next;
}

/** Called when nodes >= nextCheck: polls the host; returns true (and sets `stopped`) at a limit. */
export function checkBudget(): bool {
  if (Budget.stopped) return true;
  if (Budget.nodeLimit !== 0 && Budget.nodes >= Budget.nodeLimit) Budget.reason = STOP_NODES;
  else if (Budget.deadline > 0 && now() >= Budget.deadline) Budget.reason = STOP_TIME;
  else if (poll(<f64>Budget.nodes) !== 0) Budget.reason = STOP_HOST;
  Budget.stopped = Budget.reason !== STOP_NONE;
  if (Budget.stopped) Budget.nextCheck = 0;
  else scheduleCheck();
  return Budget.stopped;
}

/** Reports an iteration (or a better root move) with the node count so far. */
export function reportIteration(depth: i32, score: i32, exact: bool, move: i32): void {
  iteration(depth, score, <f64>Budget.nodes, exact ? 1 : 0, move);
}
