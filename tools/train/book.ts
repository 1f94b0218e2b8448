// The opening book's builder: deep searches of the positions real play reaches, expanded best-first
// where the values are close (docs/book.md).
//
//   node --import tsx tools/train/book.ts [--depth 10] [--window 2] [--plies 24] [--positions 2000]
//     [--minutes 25] [--openings data/openings.txt] [--work data/book/work] [--out data/book/wedge-book.bin]
//     [--batch 8] [--weights data/weights/wedge-eval.bin] [--mpc data/weights/mpc.json | --no-mpc]
//     [--redis redis://HOST:6379]
//
// A book node is a position with every legal move searched to `--depth` plies (the kernel's analysis,
// learned evaluation, Multi-ProbCut as the expert level searches, tables emptied first, so a node's
// values depend only on its position and the settings). The book starts with the start position and
// every position of the lines of --openings (real play, up to --plies); then, round after round, it
// searches the `--batch` positions of least loss that the book reaches through moves within --window
// discs of their position's best (values by negamax over the book): the loss of a position is the sum
// of those differences along its line, and a shorter line goes first among equals. Each round's nodes
// are a shard of their own in --work (the book format, written atomically), so a stopped build resumes
// from its shards, and shards from many machines merge by copying.
// With --redis each round is a "book" job of tools/train/queue.ts, taken by the queue's workers anywhere.
// The build stops at --positions nodes, or after a round that ends past --minutes, and writes --out.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { Position, parseMoveList } from '../../src/core/index.js';
import { Book, type BookNode, bookKey, decodeBook, encodeBook } from '../../src/engine/book.js';
import { readWeights } from '../../src/engine/weights.js';
import { BOOK_HASH_BITS, installBookMpc, nodePosition, searchBatch } from './book-search.js';
import { integer } from './options.js';
import { writeAtomic } from './shards.js';

// The search primitives live in book-search.ts (shared with the job queue); re-exported for callers.
export {
  BOOK_HASH_BITS,
  installBookMpc,
  nodePosition,
  packPositions,
  searchBatch,
  searchBookNode,
  unpackPositions,
} from './book-search.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface BookBuildOptions {
  /** Plies of each node's searches, e.g. 10. */
  depth: number;
  /** Discs below a position's best within which a move's position is searched too, e.g. 2. */
  window: number;
  /** Deepest position, in plies from the start, e.g. 24. */
  plies: number;
  /** Stop once the book has this many positions. */
  positions: number;
  /** Stop after the round that ends past this many minutes (0: no limit). */
  minutes: number;
  /** Positions searched a round (one shard). */
  batch: number;
  /** Lines of real play, one a line (data/openings.txt's format), or null. */
  openings: string | null;
  /** Folder of the shards. */
  work: string;
  /** The book written at the end. */
  out: string;
  /** The weights file of the learned evaluation (null: the hand-written one). */
  weights: string | null;
  /** The Multi-ProbCut parameters fitted with those weights (data/weights/mpc.json), for searches as
   * selective as the expert level's; null or absent: full-width searches. */
  mpc?: string | null;
}

/** The shard of round `round` in `work`. */
export function bookShardPath(work: string, round: number): string {
  return join(work, `shard-${String(round).padStart(5, '0')}.bin`);
}

/** Every node of the shards in `work` (a position searched twice keeps its deeper search). */
export function readShards(work: string): Map<string, BookNode> {
  const nodes = new Map<string, BookNode>();
  if (!existsSync(work)) return nodes;
  for (const name of readdirSync(work).sort()) {
    if (!/^shard-\d+\.bin$/.test(name)) continue;
    const book = decodeBook(new Uint8Array(readFileSync(join(work, name))));
    if (!book.ok) throw new Error(`book: ${join(work, name)}: ${book.error.message}`);
    for (const node of book.value.nodes) {
      const key = bookKey(nodePosition(node.player, node.opponent));
      const had = nodes.get(key);
      if (had === undefined || had.depth < node.depth) nodes.set(key, node);
    }
  }
  return nodes;
}

/** The positions of the opening lines, each line's from its first move on, up to `plies`. */
export function openingPositions(path: string | null, plies: number): Position[] {
  const out: Position[] = [Position.initial()];
  if (path === null) return out;
  for (const [i, line] of readFileSync(path, 'utf8').split(/\r?\n/).entries()) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const game = parseMoveList(text.split(/\s+/)[0]);
    if (!game.ok) throw new Error(`book: ${path}: line ${i + 1}: ${game.error.message}`);
    let position = Position.initial();
    for (const [ply, { move }] of game.value.moves.entries()) {
      if (ply >= plies) break;
      position = position.after(move);
      if (!position.mustPass() && !position.isGameOver()) out.push(position);
    }
  }
  return out;
}

/** A position the book reaches and has not searched, with the loss of its line. */
interface Candidate {
  readonly position: Position;
  readonly loss: number;
  readonly ply: number;
}

/**
 * The next positions to search: first the opening lines' positions not yet in the book (shortest
 * first), then the positions the book reaches through moves within `window` of their position's best,
 * least loss first.
 */
export function nextPositions(
  nodes: ReadonlyMap<string, BookNode>,
  seeds: readonly Position[],
  options: Pick<BookBuildOptions, 'window' | 'plies'>,
  count: number,
): Position[] {
  const missing = new Map<string, Position>();
  for (const p of seeds) if (!nodes.has(bookKey(p))) missing.set(bookKey(p), p);
  const first = [...missing.values()].sort((a, b) => a.occupied().size() - b.occupied().size());
  if (first.length >= count) return first.slice(0, count);
  const book = new Book([...nodes.values()], '', 0);
  const best = new Map<string, Candidate>();
  const seen = new Map<string, number>();
  const walk = (position: Position, loss: number, ply: number): void => {
    const key = bookKey(position);
    if ((seen.get(key) ?? Number.POSITIVE_INFINITY) <= loss) return;
    seen.set(key, loss);
    const moves = book.moves(position);
    if (moves === undefined) {
      if (!missing.has(key) && (best.get(key)?.loss ?? Number.POSITIVE_INFINITY) > loss)
        best.set(key, { position, loss, ply });
      return;
    }
    if (ply >= options.plies || moves.length === 0) return;
    for (const m of moves) {
      const drop = moves[0].value - m.value;
      if (drop > options.window) break;
      const child = position.after(m.move);
      if (child.mustPass() || child.isGameOver()) continue;
      walk(child, loss + drop, ply + 1);
    }
  };
  walk(Position.initial(), 0, 0);
  const rest = [...best.values()].sort((a, b) => a.loss - b.loss || a.ply - b.ply).map((c) => c.position);
  return [...first, ...rest].slice(0, count);
}

/** The SHA-256 of a weights file as the kernel reads it (less its checksum: `readWeights`), so that a
 * book's note names the same weights before and after the checksum was added. */
function weightsSha256(path: string): string {
  const file = new Uint8Array(readFileSync(path));
  const read = readWeights(file);
  return createHash('sha256')
    .update(read.ok ? read.value : file)
    .digest('hex');
}

/** What the book's header says of how it was made. `resumedAt`: the positions its shards held when this
 * run started (a resumed build's earlier runs are not timed, so its seconds are this run's only). */
export function bookSource(o: BookBuildOptions, positions: number, seconds: number, resumedAt = 0): string {
  const weights =
    o.weights === null
      ? 'hand-written evaluation'
      : `${relative(ROOT, o.weights)} (sha256 ${weightsSha256(o.weights).slice(0, 12)})`;
  const mpc = o.mpc ? ` and Multi-ProbCut (${relative(ROOT, o.mpc)})` : ', full width';
  return (
    `tools/train/book.ts --depth ${o.depth} --window ${o.window} --plies ${o.plies}` +
    `${o.openings ? ` --openings ${relative(ROOT, o.openings)}` : ''}${o.mpc ? '' : ' --no-mpc'}: ` +
    `${positions} positions searched to ${o.depth} plies with ${weights}${mpc}, ` +
    `${Math.round(seconds)} s of search${resumedAt > 0 ? ` in its last run (resumed at ${resumedAt} positions)` : ''}, ` +
    new Date().toISOString().slice(0, 10)
  );
}

/** Runs rounds until a limit; `search` turns a round's positions into its shard's bytes. */
export async function buildBook(
  o: BookBuildOptions,
  search: (positions: Position[], round: number) => Promise<Uint8Array>,
  log: (s: string) => void = () => {},
): Promise<{ positions: number; bytes: number; seconds: number }> {
  const seeds = openingPositions(o.openings, o.plies);
  const started = performance.now();
  const nodes = readShards(o.work);
  const resumedAt = nodes.size;
  let round = existsSync(o.work) ? readdirSync(o.work).filter((f) => /^shard-\d+\.bin$/.test(f)).length : 0;
  log(`book: ${nodes.size} positions from ${round} shards in ${o.work}; ${seeds.length} opening positions`);
  while (nodes.size < o.positions) {
    if (o.minutes > 0 && performance.now() - started > o.minutes * 60_000) break;
    const todo = nextPositions(nodes, seeds, o, Math.min(o.batch, o.positions - nodes.size));
    if (todo.length === 0) break;
    const bytes = await search(todo, round);
    writeAtomic(bookShardPath(o.work, round), bytes);
    const shard = decodeBook(bytes);
    if (!shard.ok) throw new Error(`book: round ${round} made no book: ${shard.error.message}`);
    for (const node of shard.value.nodes) nodes.set(bookKey(nodePosition(node.player, node.opponent)), node);
    round++;
    log(`round ${round}: ${nodes.size} positions, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const seconds = (performance.now() - started) / 1000;
  const bytes = encodeBook([...nodes.values()], bookSource(o, nodes.size, seconds, resumedAt));
  writeAtomic(o.out, bytes);
  return { positions: nodes.size, bytes: bytes.length, seconds };
}

/** The builder's command line (see the top of this file). */
export function bookCommand(): Command {
  return new Command('book')
    .description('build the opening book: deep searches of real openings, expanded where values are close')
    .option('--depth <plies>', 'plies of each position search', integer(1, 30), 10)
    .option(
      '--window <discs>',
      'search the positions of moves within this many discs of the best',
      integer(0, 64),
      2,
    )
    .option('--plies <n>', 'deepest position, in plies from the start', integer(1, 40), 24)
    .option('--positions <n>', 'stop at this many positions', integer(1), 2000)
    .option('--minutes <m>', 'stop after the round that ends past this (0: none)', integer(0), 0)
    .option('--batch <n>', 'positions a round (a shard; a queue job)', integer(1, 1000), 8)
    .option('--openings <file>', 'lines of real play to start from', join(ROOT, 'data/openings.txt'))
    .option('--no-openings', 'start from the start position alone')
    .option('--work <dir>', 'folder of the shards (resumed from)', join(ROOT, 'data/book/work'))
    .option('--out <file>', 'the book', join(ROOT, 'data/book/wedge-book.bin'))
    .option(
      '--weights <file>',
      'weights of the learned evaluation',
      join(ROOT, 'data/weights/wedge-eval.bin'),
    )
    .option(
      '--mpc <file>',
      'Multi-ProbCut parameters fitted with the weights',
      join(ROOT, 'data/weights/mpc.json'),
    )
    .option('--no-mpc', 'search full width')
    .option('--handwritten', 'search with the hand-written evaluation instead (full width)')
    .option('--redis <url>', "run each round as a job of the queue's workers (tools/train/queue.ts)")
    .option(
      '--jobs <n>',
      'with --redis, split each round over this many jobs (one a worker)',
      integer(1, 64),
      1,
    );
}

/** The options of a parsed builder command. */
export function bookOptions(command: Command): BookBuildOptions & { redis?: string; jobs: number } {
  const o = command.opts<{
    depth: number;
    window: number;
    plies: number;
    positions: number;
    minutes: number;
    batch: number;
    openings: string | false;
    work: string;
    out: string;
    weights: string;
    mpc: string | false;
    handwritten?: boolean;
    redis?: string;
    jobs: number;
  }>();
  return {
    depth: o.depth,
    window: o.window,
    plies: o.plies,
    positions: o.positions,
    minutes: o.minutes,
    batch: o.batch,
    openings: o.openings === false ? null : o.openings,
    work: o.work,
    out: o.out,
    weights: o.handwritten ? null : o.weights,
    // The parameters belong to the learned weights: none with the hand-written evaluation.
    mpc: o.handwritten || o.mpc === false ? null : o.mpc,
    ...(o.redis === undefined ? {} : { redis: o.redis }),
    jobs: o.jobs,
  };
}

/** Splits a round's positions into `jobs` parts of nearly equal size (none empty). */
export function splitRound<T>(positions: readonly T[], jobs: number): T[][] {
  const n = Math.min(jobs, positions.length);
  return Array.from({ length: n }, (_, j) =>
    positions.slice(Math.floor((j * positions.length) / n), Math.floor(((j + 1) * positions.length) / n)),
  );
}

/**
 * A round's search through the queue at `redis`, over `jobs` jobs: part j of round r is the queue's
 * round r * jobs + j (its job and the worker's shard), and the round's shard is their nodes together,
 * the same bytes as one job's (or a local round's).
 */
export async function queueSearch(
  o: BookBuildOptions,
  redis: string,
  jobs: number,
): Promise<(positions: Position[], round: number) => Promise<Uint8Array>> {
  // Imported here: the queue's workers import this module for their book jobs.
  const { bookJob, connection, runJobs } = await import('./queue.js');
  const conn = connection(redis);
  return async (positions, round) => {
    const nodes: BookNode[] = [];
    await runJobs(
      conn,
      splitRound(positions, jobs).map((part, j) => bookJob(o, part, round * jobs + j)),
      (r) => {
        const shard = decodeBook(new Uint8Array(Buffer.from(r.bytes, 'base64')));
        if (!shard.ok) throw new Error(`book: a job of round ${round} made no book: ${shard.error.message}`);
        nodes.push(...shard.value.nodes);
      },
    );
    return encodeBook(nodes, `book shard, depth ${o.depth}`);
  };
}

async function main(): Promise<void> {
  const o = bookOptions(bookCommand().parse());
  const log = (s: string): void => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);
  let search: (positions: Position[], round: number) => Promise<Uint8Array>;
  if (o.redis !== undefined) search = await queueSearch(o, o.redis, o.jobs);
  else {
    const { selfPlayKernel } = await import('./generate.js');
    const kernel = await selfPlayKernel(o.weights);
    kernel.setHashBits(BOOK_HASH_BITS);
    if (o.mpc && o.weights) installBookMpc(kernel, readFileSync(o.mpc, 'utf8'), readFileSync(o.weights));
    search = (positions) => searchBatch(kernel, positions, o.depth, `book shard, depth ${o.depth}`);
  }
  const r = await buildBook(o, search, log);
  log(`book: ${r.positions} positions, ${r.bytes} bytes, ${r.seconds.toFixed(0)} s: ${o.out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
