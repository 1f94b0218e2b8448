/**
 * The opening book: positions of standard Othello searched deep by the book builder
 * (tools/train/book.ts), each with every legal move's value, stored once for all eight orientations
 * of the board. A move's value in the book is the negamax of the book below it: a move that leads to
 * another book position takes that position's best value (negated), a move that leaves the book keeps
 * the value its deep search gave. The format is docs/book.md's; `encodeBook` and `decodeBook` are its
 * only writer and reader.
 */

import CRC32 from 'crc-32';
import {
  Bitboard,
  err,
  inverseSymmetry,
  type Move,
  ok,
  Position,
  type Result,
  type Square,
  SYMMETRIES,
  type Symmetry,
  transformSquare,
} from '../core/index.js';
import type { Rng } from './rng.js';

/** A move of a book position as stored: its square and the value its deep search gave, whole discs
 * from the view of the side to move (a search's error is far larger than a disc). */
export interface BookLeaf {
  readonly square: Square;
  readonly value: number;
}

/** A searched position as stored: the side to move's discs (`player`) and the other side's, in the
 * board's canonical orientation, the depth of its searches and every legal move's value. */
export interface BookNode {
  readonly player: Bitboard;
  readonly opponent: Bitboard;
  readonly depth: number;
  readonly moves: readonly BookLeaf[];
}

/** A book move of a position, seen in the position's own orientation. */
export interface BookMove {
  readonly move: Square;
  /** Negamax value in discs for the side to move (a drawn line counted at the contempt). */
  readonly value: number;
  /** Plies its value looks ahead: the book's plies below the position and the deep search's. */
  readonly depth: number;
  /** True when the move leads to another book position. */
  readonly inBook: boolean;
}

export type BookErrorCode =
  | 'ERR_BOOK_MAGIC'
  | 'ERR_BOOK_TRUNCATED'
  | 'ERR_BOOK_CORRUPT'
  /** The CRC-32 at the end does not match the bytes before it: damaged or cut short. */
  | 'ERR_BOOK_CHECKSUM';
export interface BookError {
  readonly code: BookErrorCode;
  readonly message: string;
}

/** What a book is made of: its positions, bytes, plies and search depth, and its source note. */
export interface BookStats {
  readonly positions: number;
  readonly moves: number;
  readonly bytes: number;
  /** Plies from the start of the shallowest and the deepest position. */
  readonly plies: { readonly min: number; readonly max: number };
  /** Depths of the positions' searches. */
  readonly depth: { readonly min: number; readonly max: number };
  /** How the book was made (the builder's command and settings). */
  readonly source: string;
}

/** The format's first bytes: WBK2 ends with a CRC-32 of everything before it; WBK1, the same without
 * the checksum (books written before issue #23), is still read. */
const MAGIC = 'WBK2';
const MAGIC_V1 = 'WBK1';
const CHECKSUM_BYTES = 4;
/** Bytes of a position's fixed part: four 32-bit board halves, its depth and its move count. */
const NODE_BYTES = 18;
const MOVE_BYTES = 2;

/** For each symmetry, the image of every square of the 8x8 board (core's symmetry.ts, tabulated). */
const IMAGES: ReadonlyMap<Symmetry, Uint8Array> = new Map(
  SYMMETRIES.map((s) => [s, Uint8Array.from({ length: 64 }, (_, sq) => transformSquare(s, sq as Square))]),
);

/** A set of squares through a symmetry's table. */
const mapBits = (image: Uint8Array, set: Bitboard): Bitboard => {
  let lo = 0;
  let hi = 0;
  for (let half = 0; half < 2; half++) {
    let bits = half === 0 ? set.lo : set.hi;
    while (bits !== 0) {
      const bit = 31 - Math.clz32(bits & -bits);
      bits &= bits - 1;
      const to = image[half * 32 + bit];
      if (to < 32) lo |= 1 << to;
      else hi |= 1 << (to - 32);
    }
  }
  return Bitboard.fromHalves(lo, hi);
};

/** Orders boards by their halves read as unsigned numbers, player first. */
const compareBoards = (a: Bitboard, b: Bitboard, c: Bitboard, d: Bitboard): number =>
  a.hi >>> 0 !== c.hi >>> 0
    ? (a.hi >>> 0) - (c.hi >>> 0)
    : a.lo >>> 0 !== c.lo >>> 0
      ? (a.lo >>> 0) - (c.lo >>> 0)
      : b.hi >>> 0 !== d.hi >>> 0
        ? (b.hi >>> 0) - (d.hi >>> 0)
        : (b.lo >>> 0) - (d.lo >>> 0);

/** A position's canonical orientation: the smallest of its eight images (player's halves first, then
 * the opponent's), and the symmetry that takes the position there. */
export const canonical = (
  player: Bitboard,
  opponent: Bitboard,
): { readonly player: Bitboard; readonly opponent: Bitboard; readonly symmetry: Symmetry } => {
  let best = { player, opponent, symmetry: 'identity' as Symmetry };
  for (const s of SYMMETRIES) {
    if (s === 'identity') continue;
    const image = IMAGES.get(s)!;
    const p = mapBits(image, player);
    const o = mapBits(image, opponent);
    if (compareBoards(p, o, best.player, best.opponent) < 0) best = { player: p, opponent: o, symmetry: s };
  }
  return best;
};

/** The key of a canonical position in a book's index. */
const keyOf = (player: Bitboard, opponent: Bitboard): string =>
  `${player.lo >>> 0}:${player.hi >>> 0}:${opponent.lo >>> 0}:${opponent.hi >>> 0}`;

/** The standard position with `player` to move as Black (a book key has no colours). */
const asPosition = (player: Bitboard, opponent: Bitboard): Position | undefined => {
  const p = Position.fromSetup({ board: { black: player, white: opponent }, turn: 'black' });
  return p.ok ? p.value : undefined;
};

/** Writes a book: its nodes sorted by canonical key (so the same nodes always give the same bytes)
 * after a header naming how it was made. Nodes must be canonical (see `canonical`). */
export const encodeBook = (nodes: readonly BookNode[], source: string): Uint8Array => {
  const note = new TextEncoder().encode(source);
  const sorted = [...nodes].sort((a, b) => compareBoards(a.player, a.opponent, b.player, b.opponent));
  const size =
    10 +
    note.length +
    sorted.reduce((n, node) => n + NODE_BYTES + MOVE_BYTES * node.moves.length, 0) +
    CHECKSUM_BYTES;
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, sorted.length, true);
  view.setUint16(8, note.length, true);
  bytes.set(note, 10);
  let at = 10 + note.length;
  for (const node of sorted) {
    view.setUint32(at, node.player.lo >>> 0, true);
    view.setUint32(at + 4, node.player.hi >>> 0, true);
    view.setUint32(at + 8, node.opponent.lo >>> 0, true);
    view.setUint32(at + 12, node.opponent.hi >>> 0, true);
    view.setUint8(at + 16, node.depth);
    view.setUint8(at + 17, node.moves.length);
    at += NODE_BYTES;
    for (const move of node.moves) {
      view.setUint8(at, move.square);
      view.setInt8(at + 1, Math.max(-64, Math.min(64, Math.round(move.value))));
      at += MOVE_BYTES;
    }
  }
  view.setUint32(at, crc32(bytes.subarray(0, at)), true);
  return bytes;
};

/** The CRC-32 (the one of zip and PNG) of some bytes, as an unsigned number. */
const crc32 = (bytes: Uint8Array): number => CRC32.buf(bytes) >>> 0;

/** Bytes of the checksum summed in one step of `readSteps` (a few hundred microseconds each). */
const CRC_STEP_BYTES = 4096;

/** The CRC-32 of some bytes, a step at a time (`CRC_STEP_BYTES` a step), as an unsigned number. */
function* crc32Steps(bytes: Uint8Array): Generator<void, number> {
  let crc = 0;
  for (let at = 0; at < bytes.length; at += CRC_STEP_BYTES) {
    crc = CRC32.buf(bytes.subarray(at, at + CRC_STEP_BYTES), crc);
    yield;
  }
  return crc >>> 0;
}

/** Reads a book file; a wrong header, a short file or a record that is not a position says where. */
export const decodeBook = (file: Uint8Array): Result<Book, BookError> => {
  const steps = readSteps(file);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/** Yields to the caller between slices of a task, e.g. to the browser's event loop. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `decodeBook` in slices of at most about `sliceMs` (e.g. 8 ms), awaiting `pause` between them, so that
 * reading the book (a few hundred milliseconds in a browser) never holds the page's thread for long.
 */
export const decodeBookInSlices = async (
  file: Uint8Array,
  sliceMs = 8,
  pause: () => Promise<void> = nextTask,
): Promise<Result<Book, BookError>> => {
  const steps = readSteps(file);
  for (let started = performance.now(); ; ) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - started >= sliceMs) {
      await pause();
      started = performance.now();
    }
  }
};

/** The reading of a book, yielding after each slice of the checksum, each position read, indexed and
 * linked, and each slice of the values (so that no step of it holds a page's thread for long, even on a
 * loaded machine: every step is a few positions' work or less). */
function* readSteps(file: Uint8Array): Generator<void, Result<Book, BookError>> {
  const fail = (code: BookErrorCode, message: string): Result<Book, BookError> => err({ code, message });
  const magic = file.length < 10 ? '' : new TextDecoder().decode(file.subarray(0, 4));
  if (magic !== MAGIC && magic !== MAGIC_V1)
    return fail('ERR_BOOK_MAGIC', `not a Wedge book: it does not start with "${MAGIC}" (or "${MAGIC_V1}")`);
  let bytes = file;
  if (magic === MAGIC) {
    // The checksum first: a damaged file must not be read into other values.
    const body = file.length - CHECKSUM_BYTES;
    const view = new DataView(file.buffer, file.byteOffset, file.length);
    if (body < 10 || view.getUint32(body, true) !== (yield* crc32Steps(file.subarray(0, body))))
      return fail(
        'ERR_BOOK_CHECKSUM',
        `the checksum does not match: the file is damaged or cut short (${file.length} bytes)`,
      );
    bytes = file.subarray(0, body);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const count = view.getUint32(4, true);
  const noteLength = view.getUint16(8, true);
  if (10 + noteLength > bytes.length) return fail('ERR_BOOK_TRUNCATED', 'the header ends early');
  const source = new TextDecoder().decode(bytes.subarray(10, 10 + noteLength));
  const nodes: BookNode[] = [];
  let at = 10 + noteLength;
  for (let i = 0; i < count; i++) {
    if (at + NODE_BYTES > bytes.length)
      return fail('ERR_BOOK_TRUNCATED', `the file ends in position ${i + 1} of ${count} (byte ${at})`);
    const player = Bitboard.fromHalves(view.getUint32(at, true), view.getUint32(at + 4, true));
    const opponent = Bitboard.fromHalves(view.getUint32(at + 8, true), view.getUint32(at + 12, true));
    const depth = view.getUint8(at + 16);
    const n = view.getUint8(at + 17);
    const start = at;
    at += NODE_BYTES;
    if (at + n * MOVE_BYTES > bytes.length)
      return fail('ERR_BOOK_TRUNCATED', `the file ends in the moves of position ${i + 1} (byte ${at})`);
    const position = asPosition(player, opponent);
    const legal = position?.legalMoves();
    const moves: BookLeaf[] = [];
    for (let m = 0; m < n; m++, at += MOVE_BYTES) {
      const square = view.getUint8(at) as Square;
      if (!legal?.has(square))
        return fail(
          'ERR_BOOK_CORRUPT',
          `position ${i + 1} (byte ${start}) holds a move that is not legal there`,
        );
      moves.push({ square, value: view.getInt8(at + 1) });
    }
    nodes.push({ player, opponent, depth, moves });
    yield;
  }
  if (at !== bytes.length)
    return fail('ERR_BOOK_CORRUPT', `${bytes.length - at} bytes follow the last position (byte ${at})`);
  const book = new Book(nodes, source, file.length, false);
  yield* book.prepare();
  return ok(book);
}

/** A book read into memory: an index of its positions and the links between them. */
export class Book {
  private readonly index = new Map<string, number>();
  /** For each node, the node each of its moves leads to (-1: the move leaves the book). */
  private readonly children: Int32Array[] = [];
  /** Negamax values and depths of each node's best move, per contempt. */
  private readonly solved = new Map<number, { value: Float64Array; depth: Int32Array }>();

  constructor(
    readonly nodes: readonly BookNode[],
    /** How the book was made. */
    readonly source: string,
    /** The size of the file read. */
    readonly byteLength: number,
    /** False when the caller prepares the book itself, a step at a time, through `prepare`
     * (`decodeBookInSlices`). */
    prepared = true,
  ) {
    if (prepared) for (const _ of this.prepare());
  }

  /** Indexes the nodes, links each move to the node it leads to and works out the values without
   * contempt (what the engine plays by), a few nodes per step. */
  *prepare(): Generator<void, void> {
    for (let i = this.index.size; i < this.nodes.length; i++) {
      this.index.set(keyOf(this.nodes[i].player, this.nodes[i].opponent), i);
      if (i % 64 === 63) yield;
    }
    yield* this.link();
    yield* this.solveSteps(0);
  }

  /** Finds the node each move of each node leads to, one node per step. */
  private *link(): Generator<void, void> {
    for (const node of this.nodes.slice(this.children.length)) {
      const position = asPosition(node.player, node.opponent)!;
      this.children.push(
        Int32Array.from(node.moves, (move) => {
          // The moves were checked legal when read: the child's boards straight from the flips. A
          // position whose mover must pass is never a book node (colours alternate down the book), so a
          // child found in the index is one whose mover has a move: no pass test is needed.
          const flips = position.flipsAt(move.square);
          return this.find(node.opponent.diff(flips), node.player.union(flips).with(move.square)) ?? -1;
        }),
      );
      yield;
    }
  }

  /** The index of a node, whatever the orientation of the boards given. */
  private find(player: Bitboard, opponent: Bitboard): number | undefined {
    const c = canonical(player, opponent);
    return this.index.get(keyOf(c.player, c.opponent));
  }

  /** True when the position (in any orientation) is a book position. */
  has(position: Position): boolean {
    return this.node(position) !== undefined;
  }

  private node(position: Position): { index: number; symmetry: Symmetry } | undefined {
    const v = position.variant;
    if (v.rules !== 'standard' || v.size !== 8) return undefined;
    const c = canonical(position.player(), position.opponent());
    const index = this.index.get(keyOf(c.player, c.opponent));
    return index === undefined ? undefined : { index, symmetry: c.symmetry };
  }

  /**
   * The book moves of a position in its own orientation, best first, or undefined when it is not in
   * the book. `contempt` is NBoard's: what a line the book values as a draw (0 discs) is worth to
   * Black, in discs, e.g. -0.5 to make Black avoid book draws and White seek them.
   */
  moves(position: Position, contempt = 0): BookMove[] | undefined {
    const found = this.node(position);
    if (found === undefined) return undefined;
    const { value, depth } = this.solve(contempt);
    const back = IMAGES.get(inverseSymmetry(found.symmetry))!;
    const node = this.nodes[found.index];
    const children = this.children[found.index];
    const draw = this.drawValue(found.index, contempt);
    return node.moves
      .map((leaf, m): BookMove => {
        const child = children[m];
        return {
          move: back[leaf.square] as Square,
          value: child >= 0 ? 0 - value[child] : leaf.value === 0 ? draw : leaf.value,
          depth: child >= 0 ? depth[child] + 1 : node.depth,
          inBook: child >= 0,
        };
      })
      .sort((a, b) => b.value - a.value || a.move - b.move);
  }

  /** The book's best line from a position: best moves while the positions stay in the book. */
  line(position: Position, contempt = 0): Move[] {
    const line: Move[] = [];
    let at = position;
    for (;;) {
      const moves = this.moves(at, contempt);
      if (!moves || moves.length === 0) return line;
      line.push(moves[0].move);
      if (!moves[0].inBook) return line;
      at = at.after(moves[0].move);
    }
  }

  /** A drawn line's value for the side to move at a node: book nodes have no passes, so an even
   * number of discs means Black is to move. */
  private drawValue(index: number, contempt: number): number {
    const node = this.nodes[index];
    return (node.player.size() + node.opponent.size()) % 2 === 0 ? contempt : 0 - contempt;
  }

  /** Every node's negamax value and depth under a contempt, children before parents (more discs
   * deeper down: a child always has one disc more than its parent). */
  private solve(contempt: number): { value: Float64Array; depth: Int32Array } {
    const steps = this.solveSteps(contempt);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** `solve` a few nodes per step (the values are kept per contempt: a second call costs nothing). */
  private *solveSteps(contempt: number): Generator<void, { value: Float64Array; depth: Int32Array }> {
    const cached = this.solved.get(contempt);
    if (cached) return cached;
    const n = this.nodes.length;
    const value = new Float64Array(n);
    const depth = new Int32Array(n);
    const discs = Uint8Array.from(this.nodes, (node) => node.player.size() + node.opponent.size());
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => discs[b] - discs[a]);
    yield;
    for (const [step, i] of order.entries()) {
      if (step % 64 === 63) yield;
      const node = this.nodes[i];
      const draw = this.drawValue(i, contempt);
      let best = Number.NEGATIVE_INFINITY;
      let bestDepth = node.depth;
      node.moves.forEach((leaf, m) => {
        const child = this.children[i][m];
        const v = child >= 0 ? 0 - value[child] : leaf.value === 0 ? draw : leaf.value;
        if (v > best) {
          best = v;
          bestDepth = child >= 0 ? depth[child] + 1 : node.depth;
        }
      });
      value[i] = node.moves.length > 0 ? best : 0;
      depth[i] = bestDepth;
    }
    const solved = { value, depth };
    this.solved.set(contempt, solved);
    return solved;
  }

  /** The book's size, reach and origin. */
  stats(): BookStats {
    const plies = this.nodes.map((n) => n.player.size() + n.opponent.size() - 4);
    const depths = this.nodes.map((n) => n.depth);
    const range = (xs: number[]) => ({
      min: xs.length > 0 ? Math.min(...xs) : 0,
      max: xs.length > 0 ? Math.max(...xs) : 0,
    });
    return {
      positions: this.nodes.length,
      moves: this.nodes.reduce((sum, n) => sum + n.moves.length, 0),
      bytes: this.byteLength,
      plies: range(plies),
      depth: range(depths),
      source: this.source,
    };
  }
}

/** The canonical node of a position's searched moves (values in discs for the side to move). */
export const bookNode = (
  position: Position,
  depth: number,
  values: readonly { readonly move: Square; readonly value: number }[],
): BookNode => {
  const c = canonical(position.player(), position.opponent());
  const image = IMAGES.get(c.symmetry)!;
  return {
    player: c.player,
    opponent: c.opponent,
    depth,
    moves: values
      // Whole discs as the file keeps them (+ 0 turns a rounded -0 into 0, as the file reads it back).
      .map((v) => ({
        square: image[v.move] as Square,
        value: Math.max(-64, Math.min(64, Math.round(v.value))) + 0,
      }))
      .sort((a, b) => a.square - b.square),
  };
};

/** The key of a position's canonical orientation, the same for all eight (for sets of positions). */
export const bookKey = (position: Position): string => {
  const c = canonical(position.player(), position.opponent());
  return keyOf(c.player, c.opponent);
};

/** One of the book moves within `window` discs of the best (`moves` best first, not empty), chosen
 * by `rng` so that a seed replays the same choice. */
export const chooseBookMove = (moves: readonly BookMove[], window: number, rng: Rng): BookMove => {
  const near = moves.filter((m) => m.value >= moves[0].value - window);
  return rng.pick(near);
};
