/**
 * The game tree of the analysis board: a game's main line and the side lines played from any of its
 * positions. Immutable: every change returns a new tree sharing what did not change. A node is reached
 * by its path, the child indices from the start; a node's first child continues its line (the main
 * line is first children all the way), the others start side lines. Passes are nodes too, made
 * explicit the moment they are forced, so every position of the game is a node.
 */
import { type Move, PASS, type Position } from '../../core/index.js';

/** A position of the tree and the moves played from it. */
export interface TreeNode {
  /** The move that led here; undefined at the start. */
  readonly move: Move | undefined;
  readonly position: Position;
  readonly children: readonly TreeNode[];
}

/** Child indices from the start, e.g. `[0, 0, 1]`: the third move of a side line after move two. */
export type Path = readonly number[];

/** A tree and where the board is in it. */
export interface Cursor {
  readonly root: TreeNode;
  readonly path: Path;
}

/**
 * A tree of one line: the start and the moves that follow it, up to the first that is not legal.
 * Passes are made where they are forced, written or not (a written pass is read past).
 */
export const lineTree = (start: Position, moves: readonly Move[]): TreeNode => {
  let cursor: Cursor = { root: { move: undefined, position: start, children: [] }, path: [] };
  // A forced pass at the start itself (a position set up so) is made before the first move.
  if (start.mustPass()) cursor = playAt(cursor, PASS) ?? cursor;
  for (const move of moves) {
    if (move === PASS) continue;
    const next = playAt(cursor, move);
    if (next === undefined) break;
    cursor = next;
  }
  return cursor.root;
};

/** The node a path leads to (the deepest one that exists, if the path runs off the tree). */
export const nodeAt = (root: TreeNode, path: Path): TreeNode => {
  let node = root;
  for (const i of path) {
    const child = node.children[i];
    if (!child) break;
    node = child;
  }
  return node;
};

/** Every node from the start to the node at `path`, the start first. */
export const nodesAlong = (root: TreeNode, path: Path): TreeNode[] => {
  const nodes = [root];
  let node = root;
  for (const i of path) {
    const child = node.children[i];
    if (!child) break;
    nodes.push(child);
    node = child;
  }
  return nodes;
};

/** The moves from the start to the node at `path`, passes included. */
export const movesAlong = (root: TreeNode, path: Path): Move[] =>
  nodesAlong(root, path)
    .slice(1)
    .map((node) => node.move!);

/** The path of the main line's last node. */
export const mainLinePath = (root: TreeNode): Path => lineEnd(root, []);

/** The path of the last node of the line through `path` (following first children from it). */
export const lineEnd = (root: TreeNode, path: Path): Path => {
  const out = [...path];
  let node = nodeAt(root, path);
  while (node.children.length > 0) {
    out.push(0);
    node = node.children[0];
  }
  return out;
};

/** True when the path stays on the main line. */
export const onMainLine = (path: Path): boolean => path.every((i) => i === 0);

/** Replaces the node at `path` by what `change` makes of it, copying the nodes above it. */
const updateAt = (node: TreeNode, path: Path, change: (node: TreeNode) => TreeNode): TreeNode => {
  if (path.length === 0) return change(node);
  const [i, ...rest] = path;
  const children = [...node.children];
  children[i] = updateAt(children[i], rest, change);
  return { ...node, children };
};

/**
 * Plays a legal move from the node at the cursor: to the existing child with that move, else to a new
 * side line (or the continuation, where the line ended). A pass the other side must then make is
 * added too, and the cursor lands after it. Undefined when the move is not legal there.
 */
export const playAt = (cursor: Cursor, move: Move): Cursor | undefined => {
  const node = nodeAt(cursor.root, cursor.path);
  const existing = node.children.findIndex((child) => child.move === move);
  let root = cursor.root;
  let path: Path;
  if (existing >= 0) path = [...cursor.path, existing];
  else {
    const played = node.position.play(move);
    if (!played.ok) return undefined;
    const child: TreeNode = { move, position: played.value.position, children: [] };
    root = updateAt(root, cursor.path, (n) => ({ ...n, children: [...n.children, child] }));
    path = [...cursor.path, node.children.length];
  }
  const after = nodeAt(root, path).position;
  if (after.mustPass()) return playAt({ root, path }, PASS) ?? { root, path };
  return { root, path };
};

/** Where the side line through `path` leaves its parent line: the index in `path` of its last
 * non-first child, or undefined on the main line. */
export const branchPoint = (path: Path): number | undefined => {
  for (let d = path.length - 1; d >= 0; d--) if (path[d] !== 0) return d;
  return undefined;
};

/**
 * Deletes the side line through `path` (from where it leaves its parent line); the cursor goes to the
 * position it left from. The main line cannot be deleted: nothing changes there.
 */
export const deleteLine = (cursor: Cursor, path: Path): Cursor => {
  const d = branchPoint(path);
  if (d === undefined) return cursor;
  const parent = path.slice(0, d);
  const index = path[d];
  const root = updateAt(cursor.root, parent, (n) => ({
    ...n,
    children: n.children.filter((_, i) => i !== index),
  }));
  // A cursor inside the deleted line goes to where it left; one in a later sibling line shifts up.
  const c = cursor.path;
  const samePrefix = c.length > d && parent.every((v, i) => c[i] === v);
  if (samePrefix && c[d] === index) return { root, path: parent };
  if (samePrefix && c[d] > index) return { root, path: [...parent, c[d] - 1, ...c.slice(d + 1)] };
  return { root, path: c };
};

/**
 * Makes the side line through `path` the line it branches from continue with (its parent line's
 * continuation becomes a side line in its place); on a side line's side line, it rises by one level.
 * The cursor follows the node it was on.
 */
export const promoteLine = (cursor: Cursor, path: Path): Cursor => {
  const d = branchPoint(path);
  if (d === undefined) return cursor;
  const parent = path.slice(0, d);
  const index = path[d];
  const root = updateAt(cursor.root, parent, (n) => {
    const children = [...n.children];
    [children[0], children[index]] = [children[index], children[0]];
    return { ...n, children };
  });
  const c = cursor.path;
  const samePrefix = c.length > d && parent.every((v, i) => c[i] === v);
  if (!samePrefix || (c[d] !== 0 && c[d] !== index)) return { root, path: c };
  const swapped = c[d] === index ? 0 : index;
  return { root, path: [...parent, swapped, ...c.slice(d + 1)] };
};

/** One position back (the start stays). */
export const back = (path: Path): Path => path.slice(0, -1);

/** One position forward along the line the cursor is on (its first child), if there is one. */
export const forward = (root: TreeNode, path: Path): Path =>
  nodeAt(root, path).children.length > 0 ? [...path, 0] : path;
