// The book builder on a tiny budget (depth 3, 7 then 9 positions): what it writes reads back, every node holds what a direct search
// of its position gives, values propagate by negamax, and a stopped build resumes from its shards.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position, square, unwrap } from '../../src/core/index.js';
import { decodeBook } from '../../src/engine/book.js';
import type { Kernel } from '../../src/engine/kernel.js';
import { clearMpc } from '../../src/engine/mpc.js';
import {
  BOOK_HASH_BITS,
  type BookBuildOptions,
  buildBook,
  installBookMpc,
  nodePosition,
  readShards,
  searchBatch,
  searchBookNode,
} from './book.js';
import { selfPlayKernel } from './generate.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
let dir: string;
let kernel: Kernel;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wedge-book-'));
  kernel = await selfPlayKernel(null);
  kernel.setHashBits(BOOK_HASH_BITS);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('book builder', () => {
  it('builds a small book whose values are direct searches, propagated by negamax, and resumes', async () => {
    const openings = join(dir, 'openings.txt');
    writeFileSync(openings, '# one line of real play\nF5d6C3 Tiger-ish\n');
    const options: BookBuildOptions = {
      depth: 3,
      window: 2,
      plies: 5,
      positions: 7,
      minutes: 0,
      batch: 3,
      openings,
      work: join(dir, 'work'),
      out: join(dir, 'book.bin'),
      weights: null,
    };
    const search = (positions: Position[]) => searchBatch(kernel, positions, options.depth, 'test');
    const first = await buildBook(options, search);
    expect(first.positions).toBe(7);
    const book = unwrap(decodeBook(new Uint8Array(readFileSync(options.out))));
    expect(book.stats()).toMatchObject({ positions: 7, depth: { min: 3, max: 3 }, bytes: first.bytes });
    expect(book.source).toMatch(/--depth 3 --window 2 --plies 5 .*7 positions searched to 3 plies/);
    expect(book.source).not.toMatch(/resumed/);
    // The start and the opening line's positions come first.
    let line = Position.initial();
    expect(book.has(line)).toBe(true);
    for (const name of ['f5', 'd6', 'c3'] as const) {
      line = line.after(square(name));
      expect(book.has(line)).toBe(true);
    }
    for (const node of book.nodes) {
      const position = nodePosition(node.player, node.opponent);
      // Each node holds what a direct search of its position gives.
      expect(searchBookNode(kernel, position, 3)).toEqual(node);
      // Its moves' values: the deep search's where the move leaves the book, else the negated best
      // of the position it leads to.
      for (const m of book.moves(position)!) {
        const child = position.after(m.move);
        if (m.inBook) expect(m.value).toBe(0 - book.moves(child)![0].value);
        else expect(m.value).toBe(node.moves.find((l) => l.square === m.move)!.value);
        expect(book.has(child)).toBe(m.inBook);
      }
    }
    // Stopped and started again with a larger budget: the shards stay, new rounds add to them.
    const before = readShards(options.work);
    const second = await buildBook({ ...options, positions: 9 }, search);
    expect(second.positions).toBe(9);
    // Its note times only this run, and says so.
    expect(unwrap(decodeBook(new Uint8Array(readFileSync(options.out)))).source).toMatch(
      /9 positions searched to 3 plies .* s of search in its last run \(resumed at 7 positions\)/,
    );
    const after = readShards(options.work);
    for (const [key, node] of before) expect(after.get(key)).toEqual(node);
  });

  it('searches as selectively as expert with the Multi-ProbCut parameters, and full width again after', async () => {
    const weightsFile = join(ROOT, 'data/weights/wedge-eval.bin');
    const weights = new Uint8Array(readFileSync(weightsFile));
    const mpc = readFileSync(join(ROOT, 'data/weights/mpc.json'), 'utf8');
    const learned = await selfPlayKernel(weightsFile);
    learned.setHashBits(BOOK_HASH_BITS);
    // Parameters fitted with other weights, or no parameters at all, are refused.
    expect(() => installBookMpc(learned, mpc, weights.subarray(1))).toThrow(/not fitted with these weights/);
    expect(() => installBookMpc(learned, '{"format":', weights)).toThrow(/do not read/);
    // After F5 D6 C3 D3 C4: every legal move, searched 8 plies deep.
    const position = (['f5', 'd6', 'c3', 'd3', 'c4'] as const).reduce(
      (p, name) => p.after(square(name)),
      Position.initial(),
    );
    const fullWidth = searchBookNode(learned, position, 8);
    const fullNodes = learned.exports.nodeCount();
    installBookMpc(learned, mpc, weights);
    const selective = searchBookNode(learned, position, 8);
    expect(selective.moves.map((m) => m.square).sort()).toEqual(fullWidth.moves.map((m) => m.square).sort());
    expect(learned.exports.nodeCount()).toBeLessThan(fullNodes / 2);
    clearMpc(learned);
    expect(searchBookNode(learned, position, 8)).toEqual(fullWidth);
    expect(learned.exports.nodeCount()).toBe(fullNodes);
  });
});
