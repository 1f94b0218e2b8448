import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  makeMove,
  Position,
  type SquareName,
  SYMMETRIES,
  square,
  transformPosition,
  transformSquare,
  unwrap,
} from '../core/index.js';
import {
  type BookNode,
  bookKey,
  bookNode,
  canonical,
  chooseBookMove,
  decodeBook,
  decodeBookInSlices,
  encodeBook,
} from './book.js';
import { createNodeEngine } from './node.js';
import { Rng } from './rng.js';

const played = (...moves: SquareName[]): Position =>
  moves.reduce((p, m) => unwrap(p.play(square(m))).position, Position.initial());

/** A book node from a position and some of its moves' values (in the position's own orientation). */
const node = (position: Position, depth: number, values: Partial<Record<SquareName, number>>): BookNode =>
  bookNode(
    position,
    depth,
    Object.entries(values).map(([name, value]) => ({ move: square(name as SquareName), value: value! })),
  );

const read = (nodes: BookNode[], source = 'test') => unwrap(decodeBook(encodeBook(nodes, source)));
const whole = (file: Uint8Array) => unwrap(decodeBook(file));

/** A book as written before issue #23: magic WBK1 and no checksum after the last position. */
const legacy = (bytes: Uint8Array): Uint8Array => {
  const old = bytes.slice(0, bytes.length - 4);
  old.set(new TextEncoder().encode('WBK1'), 0);
  return old;
};

describe('opening book format', () => {
  // F5 d6 C3: no symmetry of the board maps it onto itself, so its eight images are eight boards.
  const tiger = played('f5', 'd6', 'c3');

  it('gives the eight images of a position one key, and only those', () => {
    const keys = new Set(SYMMETRIES.map((s) => bookKey(transformPosition(s, tiger))));
    expect(keys.size).toBe(1);
    expect(bookKey(played('f5', 'd6', 'c4'))).not.toBe(bookKey(tiger));
    // The start is its own image under four symmetries; its canonical form is one of its images.
    const c = canonical(tiger.player(), tiger.opponent());
    const images = SYMMETRIES.map((s) => transformPosition(s, tiger));
    expect(images.some((p) => p.player().equals(c.player) && p.opponent().equals(c.opponent))).toBe(true);
  });

  it('finds a position in all eight orientations and maps its moves back', () => {
    const book = read([node(tiger, 10, { d3: 2, f4: -4, g5: 0 })]);
    for (const s of SYMMETRIES) {
      const seen = transformPosition(s, tiger);
      const moves = book.moves(seen)!;
      expect(moves.map((m) => [m.move, m.value, m.depth, m.inBook])).toEqual([
        [transformSquare(s, square('d3')), 2, 10, false],
        [transformSquare(s, square('g5')), 0, 10, false],
        [transformSquare(s, square('f4')), -4, 10, false],
      ]);
      for (const m of moves) expect(seen.isLegal(m.move)).toBe(true);
    }
    expect(book.moves(played('f5', 'd6'))).toBeUndefined();
    expect(book.has(transformPosition('rotate90', tiger))).toBe(true);
  });

  it('propagates values by negamax from the leaves to the root, with contempt for drawn lines', () => {
    // After F5 (White to move): d6 leads to a book position whose best reply is worth +3 to Black,
    // f4 leaves the book at -2 for White, f6 at a draw.
    const root = played('f5');
    const perpendicular = played('f5', 'd6');
    const book = read([
      node(root, 8, { d6: 1, f4: -2, f6: 0 }),
      node(perpendicular, 8, { c3: 3, c5: -1 }),
      // A book position of the next ply, reached from perpendicular by c3: worth 5 to White there.
      node(tiger, 8, { d3: 5, f4: 1 }),
    ]);
    // Tiger's best is d3 (+5 for White); so c3 is worth -5 to Black, c5 keeps -1: Black's best is -1.
    expect(book.moves(perpendicular)!.map((m) => [m.move, m.value, m.depth, m.inBook])).toEqual([
      [square('c5'), -1, 8, false],
      [square('c3'), -5, 9, true],
    ]);
    // From the root, d6 is worth +1 to White (Black's best -1 negated): now the best.
    expect(book.moves(root)!.map((m) => [m.move, m.value])).toEqual([
      [square('d6'), 1],
      [square('f6'), 0],
      [square('f4'), -2],
    ]);
    expect(book.moves(root)![0].depth).toBe(9);
    expect(book.line(root)).toEqual([square('d6'), square('c5')]);
    // Contempt values the drawn f6 for Black: +1.5 to Black is -1.5 to White, still above f4's -2;
    // -1.5 to Black makes the draw worth +1.5 to White, above d6.
    expect(book.moves(root, 1.5)!.map((m) => [m.move, m.value])).toEqual([
      [square('d6'), 1],
      [square('f6'), -1.5],
      [square('f4'), -2],
    ]);
    expect(book.moves(root, -1.5)![0]).toMatchObject({ move: square('f6'), value: 1.5 });
  });

  it('chooses among the moves within the window, the same for the same seed', () => {
    const book = read([node(tiger, 10, { d3: 2, f3: 2, f4: 1, g5: -4 })]);
    const moves = book.moves(tiger)!;
    const chosen = (window: number) =>
      new Set(Array.from({ length: 40 }, (_, seed) => chooseBookMove(moves, window, new Rng(seed)).move));
    expect(chosen(0)).toEqual(new Set([square('d3'), square('f3')]));
    expect(chosen(1)).toEqual(new Set([square('d3'), square('f3'), square('f4')]));
    const again = chooseBookMove(moves, 1, new Rng(7)).move;
    expect(chooseBookMove(moves, 1, new Rng(7)).move).toBe(again);
  });

  it('writes the same bytes for the same positions in any order, and reads its size and reach', () => {
    const nodes = [node(played('f5'), 8, { d6: 1 }), node(tiger, 10, { d3: 2 })];
    const a = encodeBook(nodes, 'made by a test');
    expect(Buffer.from(encodeBook([...nodes].reverse(), 'made by a test')).equals(Buffer.from(a))).toBe(true);
    expect(unwrap(decodeBook(a)).stats()).toEqual({
      positions: 2,
      moves: 2,
      bytes: a.length,
      plies: { min: 1, max: 3 },
      depth: { min: 8, max: 10 },
      source: 'made by a test',
    });
  });

  it('refuses a file that is not a book, a short one and one with an illegal move', () => {
    // The structure's faults, on a book as written before its checksum (WBK1, still read).
    const good = legacy(encodeBook([node(tiger, 10, { d3: 2 })], 'x'));
    expect(decodeBook(new TextEncoder().encode('WEV1 weights')).ok).toBe(false);
    const short = decodeBook(good.subarray(0, good.length - 1));
    expect(!short.ok && short.error.code).toBe('ERR_BOOK_TRUNCATED');
    const bad = good.slice();
    bad[bad.length - 2] = 0; // a1: not a legal move
    const corrupt = decodeBook(bad);
    expect(!corrupt.ok && corrupt.error).toMatchObject({ code: 'ERR_BOOK_CORRUPT' });
    expect(!corrupt.ok && corrupt.error.message).toMatch(/position 1 .*not legal/);
    const long = decodeBook(new Uint8Array([...good, 0]));
    expect(!long.ok && long.error.message).toMatch(/1 bytes follow/);
  });
});

describe('the opening book carries a checksum (issue #23)', () => {
  const committed = new Uint8Array(readFileSync(new URL('../../data/book/wedge-book.bin', import.meta.url)));

  it('the committed book is written with it (WBK2, CRC-32 last) and reads', () => {
    expect(new TextDecoder().decode(committed.subarray(0, 4))).toBe('WBK2');
    expect(unwrap(decodeBook(committed)).stats().positions).toBe(1200);
  });

  it('every one-bit flip of a small book is refused', () => {
    const book = encodeBook(
      [node(played('f5'), 8, { d6: 1, f6: -2 }), node(played('f5', 'd6', 'c3'), 10, { d3: 2 })],
      'flips',
    );
    for (let bit = 0; bit < book.length * 8; bit++) {
      const flipped = book.slice();
      flipped[bit >> 3] ^= 1 << (bit & 7);
      expect(decodeBook(flipped).ok, `bit ${bit}`).toBe(false);
    }
  });

  it('one-bit flips of the committed book are refused (2,000 bits drawn by a seeded generator)', () => {
    // Before the checksum, 61% of them decoded to other values without a word.
    const rng = new Rng(23);
    for (let n = 0; n < 2000; n++) {
      const bit = Math.floor(rng.next() * committed.length * 8);
      const flipped = committed.slice();
      flipped[bit >> 3] ^= 1 << (bit & 7);
      const decoded = decodeBook(flipped);
      expect(decoded.ok, `bit ${bit}`).toBe(false);
      expect(!decoded.ok && decoded.error.code).toMatch(/^ERR_BOOK_(CHECKSUM|MAGIC)$/);
    }
  });

  it('a cut or damaged book says so; one written before the checksum still reads', () => {
    const cut = decodeBook(committed.subarray(0, committed.length - 100));
    expect(!cut.ok && cut.error).toMatchObject({
      code: 'ERR_BOOK_CHECKSUM',
      message: expect.stringMatching(/^the checksum does not match: the file is damaged or cut short/),
    });
    const old = legacy(committed);
    expect(unwrap(decodeBook(old)).stats().positions).toBe(1200);
    expect(Buffer.from(encodeBook(unwrap(decodeBook(old)).nodes, unwrap(decodeBook(old)).source))).toEqual(
      Buffer.from(committed),
    );
  });
});

describe('the engine plays from the book', () => {
  // The start (its four moves equal, as they are) and the position after F5, where White has d6 at +1,
  // f6 at 0 and f4 at -2.
  const dir = mkdtempSync(join(tmpdir(), 'wedge-book-play-'));
  const path = join(dir, 'book.bin');
  writeFileSync(
    path,
    encodeBook(
      [
        node(Position.initial(), 10, { d3: -1, c4: -1, f5: -1, e6: -1 }),
        node(played('f5'), 10, { d6: 1, f6: 0, f4: -2 }),
      ],
      'test',
    ),
  );
  const engine = createNodeEngine({ book: path, hashBits: 16 });
  afterAll(() => engine.close());

  it('expert plays a best book move, the same for the same seed, any of the four first moves', async () => {
    const firsts = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      const r = await engine.bestMove(Position.initial(), { level: 'expert', seed });
      // Each first move leads to the book's position after F5 (best +1 for White): -1, one ply deeper.
      expect(r).toMatchObject({ book: true, score: -1, depth: 11, nodes: 0 });
      expect((await engine.bestMove(Position.initial(), { level: 'expert', seed })).move).toBe(r.move);
      firsts.add(makeMove(r.move));
    }
    expect(firsts).toEqual(new Set(['d3', 'c4', 'f5', 'e6']));
    // After F5 expert plays d6 alone; hard varies between d6 and f6 (within 2 discs), never f4.
    const seen = async (level: 'hard' | 'expert') => {
      const moves = new Set<string>();
      for (let seed = 0; seed < 24; seed++)
        moves.add(makeMove((await engine.bestMove(played('f5'), { level, seed })).move));
      return moves;
    };
    expect(await seen('expert')).toEqual(new Set(['d6']));
    expect(await seen('hard')).toEqual(new Set(['d6', 'f6']));
  });

  it('weighs a drawn book line by the contempt, and searches when told not to use the book', async () => {
    // Contempt -1.5 for Black: the drawn f6 is worth +1.5 to White, above d6.
    const withContempt = await engine.bestMove(played('f5'), { depth: 4, book: true, contempt: -1.5 });
    expect(withContempt).toMatchObject({ move: square('f6'), score: 1.5, book: true });
    // Plain limits search; so does a level told book: false.
    const plain = await engine.bestMove(played('f5'), { depth: 2 });
    expect(plain.book).toBeUndefined();
    expect(plain.nodes).toBeGreaterThan(0);
    const searched = await engine.bestMove(played('f5'), { level: 'expert', depth: 2, book: false });
    expect(searched.book).toBeUndefined();
    // Out of the book, a level searches.
    expect((await engine.bestMove(played('f5', 'd6'), { level: 'hard', depth: 2 })).book).toBeUndefined();
  });

  it('starts the worker on a book answer, for the search that follows the book', async () => {
    let spawned = 0;
    const warm = createNodeEngine({ book: path, hashBits: 16, onSpawn: () => spawned++ });
    try {
      expect(spawned).toBe(0);
      expect((await warm.bestMove(Position.initial(), { level: 'expert', seed: 3 })).book).toBe(true);
      expect(spawned).toBe(1);
      // The first move out of the book searches on that worker: no second one starts.
      const out = await warm.bestMove(played('f5', 'd6'), { level: 'hard', depth: 2 });
      expect(out.book).toBeUndefined();
      expect(out.nodes).toBeGreaterThan(0);
      expect(spawned).toBe(1);
    } finally {
      await warm.close();
    }
  });

  it('plays on without a book that does not read when the book is an aid, and says so', async () => {
    const bad = join(dir, 'bad-aid.bin');
    writeFileSync(bad, 'not a book');
    const aided = createNodeEngine({ book: bad, bookOptional: true, hashBits: 16, weights: false });
    try {
      expect(aided.aids()).toEqual({ book: 'unread', weights: 'unread' });
      const answer = await aided.bestMove(Position.initial(), { level: 'expert', depth: 2 });
      expect(answer.book).toBeUndefined();
      expect(answer.nodes).toBeGreaterThan(0);
      expect(aided.aids()).toEqual({ book: 'missing', weights: 'missing' });
    } finally {
      await aided.close();
    }
  });

  it('reads the committed book in slices that leave the thread free, to the same book', async () => {
    const committed = new Uint8Array(
      readFileSync(new URL('../../data/book/wedge-book.bin', import.meta.url)),
    );
    let pauses = 0;
    const sliced = unwrap(
      await decodeBookInSlices(committed, 0, async () => {
        pauses++;
      }),
    );
    // At least a pause for each 4 kB of the checksum, each position read and each linked, and each 64
    // positions indexed and valued: the index and the values without contempt are worked out in slices
    // too, so the page's first book answer has nothing left to work out at length.
    const decoded = whole(committed);
    const positions = decoded.stats().positions;
    expect(positions).toBeGreaterThanOrEqual(1200);
    expect(pauses).toBeGreaterThanOrEqual(
      Math.floor(committed.length / 4096) + 2 * positions + 2 * Math.floor(positions / 64),
    );
    expect(sliced.stats()).toEqual(decoded.stats());
    for (const opening of [[], ['f5'], ['f5', 'd6'], ['f5', 'f6', 'e6']] as const)
      expect(sliced.moves(played(...opening))).toEqual(decoded.moves(played(...opening)));
  });

  it('fails the calls that would use a book that does not read', async () => {
    const bad = join(dir, 'bad.bin');
    writeFileSync(bad, 'not a book');
    const broken = createNodeEngine({ book: bad, hashBits: 16 });
    try {
      await expect(broken.bestMove(Position.initial(), { level: 'expert' })).rejects.toMatchObject({
        code: 'ERR_BAD_BOOK',
      });
      expect((await broken.bestMove(Position.initial(), { level: 'medium', seed: 1 })).book).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});
