// The opening book's search primitives: a node searched (every legal move of a position to a depth,
// from emptied tables), positions packed for a job, a batch of nodes as one shard's bytes. Shared by
// the builder (book.ts, a local round) and the job queue (queue.ts, a round on a worker), apart from
// both so that neither imports the other.
import { Bitboard, Position, type Square } from '../../src/core/index.js';
import { AnalysisTable } from '../../src/engine/analysis.js';
import { type BookNode, bookNode, encodeBook } from '../../src/engine/book.js';
import type { Kernel } from '../../src/engine/kernel.js';
import { installMpc, parseMpc } from '../../src/engine/mpc.js';

/** Transposition table size of a book search: the same everywhere, so that a node's values are too. */
export const BOOK_HASH_BITS = 20;

/**
 * Puts the Multi-ProbCut parameters (the text of an mpc.json) into a book search's kernel, which holds
 * `weights`: a depth-14 node then costs about what a full-width depth-10 one did (docs/book.md). Throws
 * when the text does not read or was fitted with other weights.
 */
export function installBookMpc(kernel: Kernel, mpcText: string, weights: Uint8Array): void {
  const params = parseMpc(mpcText);
  if (!params.ok) throw new Error(`book: the Multi-ProbCut parameters do not read: ${params.error}`);
  if (!installMpc(kernel, params.value, weights))
    throw new Error('book: the Multi-ProbCut parameters were not fitted with these weights');
}

/** Searches a node: every legal move of the position to `depth` plies, from emptied tables. */
export function searchBookNode(kernel: Kernel, position: Position, depth: number): BookNode {
  kernel.clearHash();
  const table = new AnalysisTable();
  kernel.analyze(position.player(), position.opponent(), { depth }, (line) =>
    table.record({ move: line.move!, score: line.score, exact: line.exact, pv: line.pv, depth: line.depth }),
  );
  return bookNode(
    position,
    depth,
    table.answer().map((s) => ({ move: s.move as Square, value: s.score })),
  );
}

/** The standard position of a node's boards (the side to move plays Black: colours do not matter). */
export function nodePosition(player: Bitboard, opponent: Bitboard): Position {
  const p = Position.fromSetup({ board: { black: player, white: opponent }, turn: 'black' });
  if (!p.ok) throw new Error(`book: a node that is not a position: ${p.error.message}`);
  return p.value;
}

/** Positions to search as 16-byte records (four 32-bit board halves, little-endian), and back. */
export function packPositions(positions: readonly Position[]): Uint8Array {
  const bytes = new Uint8Array(16 * positions.length);
  const view = new DataView(bytes.buffer);
  positions.forEach((p, i) => {
    const [a, b] = [p.player(), p.opponent()];
    [a.lo, a.hi, b.lo, b.hi].forEach((half, j) => {
      view.setUint32(16 * i + 4 * j, half >>> 0, true);
    });
  });
  return bytes;
}

export function unpackPositions(bytes: Uint8Array): Position[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const out: Position[] = [];
  for (let at = 0; at + 16 <= bytes.length; at += 16) {
    const half = (j: number) => view.getUint32(at + 4 * j, true);
    out.push(nodePosition(Bitboard.fromHalves(half(0), half(1)), Bitboard.fromHalves(half(2), half(3))));
  }
  return out;
}

/** Searches a batch of positions into one shard's bytes (what a local round and a queue job do). */
export async function searchBatch(
  kernel: Kernel,
  positions: readonly Position[],
  depth: number,
  source: string,
  between?: () => Promise<void>,
): Promise<Uint8Array> {
  const nodes: BookNode[] = [];
  for (const p of positions) {
    nodes.push(searchBookNode(kernel, p, depth));
    await between?.();
  }
  return encodeBook(nodes, source);
}
