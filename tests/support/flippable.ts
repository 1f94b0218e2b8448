/**
 * The discs that some sequence of legal moves can flip, found by walking every continuation of a
 * position to the end of the game: the reference the coach's stable discs are checked against.
 *
 * Independent of `src/core`'s move generation: a flat array of cells, moves found by walking square
 * by square along precomputed rays, each position visited once (a disc flipped on one path is flipped,
 * whichever path reached it). Nothing is allocated per move, so a position with 10
 * empties (up to a few hundred thousand positions after it) takes well under a second.
 */
import type { Position } from '../../src/core/position.js';
import type { Square } from '../../src/core/types.js';

const EMPTY = 0;
const BLACK = 1;
const WHITE = 2;
const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/** For each square of an n x n board, its rays: the squares in each direction, nearest first. */
const raysOf = (n: number): number[][][] => {
  const rays: number[][][] = [];
  for (let s = 0; s < 64; s++) {
    rays.push(
      STEPS.map(([dr, dc]) => {
        const ray: number[] = [];
        for (let r = (s >> 3) + dr, c = (s & 7) + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc)
          ray.push(r * 8 + c);
        return ray;
      }),
    );
  }
  return rays;
};

/** A set of positions (four 32-bit halves of discs and the side to move), open addressing. */
class PositionSet {
  private keys = new Int32Array(5 << 12);
  private used = new Uint8Array(1 << 12);
  private size = 0;

  /** Adds the position; false when it was there already. */
  add(bits: Int32Array, me: number): boolean {
    if (this.size * 2 >= this.used.length) this.grow();
    const mask = this.used.length - 1;
    let h = Math.imul(bits[0] ^ Math.imul(bits[1], 0x9e3779b1) ^ Math.imul(bits[2], 0x85ebca6b), 0xc2b2ae35);
    h = (h ^ Math.imul(bits[3] + me, 0x27d4eb2f) ^ (h >>> 15)) & mask;
    for (; this.used[h] === 1; h = (h + 1) & mask) {
      const k = h * 5;
      const keys = this.keys;
      if (
        keys[k] === bits[0] &&
        keys[k + 1] === bits[1] &&
        keys[k + 2] === bits[2] &&
        keys[k + 3] === bits[3]
      )
        if (keys[k + 4] === me) return false;
    }
    this.used[h] = 1;
    this.keys.set(bits, h * 5);
    this.keys[h * 5 + 4] = me;
    this.size++;
    return true;
  }

  private grow(): void {
    const { keys, used } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.used = new Uint8Array(used.length * 2);
    this.size = 0;
    for (let i = 0; i < used.length; i++)
      if (used[i] === 1) this.add(keys.subarray(i * 5, i * 5 + 4), keys[i * 5 + 4]);
  }
}

/** The 8x8 grid indices (row * 8 + col) of the discs that can still change colour. */
export const flippableDiscs = (position: Position): Set<number> => {
  const n = position.variant.size;
  const rays = raysOf(n);
  const cells = new Int8Array(64);
  const empties: number[] = [];
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const s = (r * 8 + c) as Square;
      cells[s] = position.board.black.has(s) ? BLACK : position.board.white.has(s) ? WHITE : EMPTY;
      if (cells[s] === EMPTY) empties.push(s);
    }
  const start = Int8Array.from(cells);
  const flipped = new Set<number>();
  const seen = new PositionSet();
  // The discs as four 32-bit halves, kept up to date by every move and undo: the key of `seen`.
  const bits = new Int32Array(4);
  const toggle = (s: number, color: number): void => {
    bits[(color - 1) * 2 + (s >> 5)] ^= 1 << (s & 31);
  };
  for (let s = 0; s < 64; s++) if (cells[s] !== EMPTY) toggle(s, cells[s]);
  // Flips of every ply on one stack; `top` is its height.
  const stack = new Int8Array(64 * 64);
  let top = 0;

  /** Pushes the discs a move by `me` at `s` would flip; their number. */
  const pushFlips = (s: number, me: number): number => {
    const other = 3 - me;
    const from = top;
    for (const ray of rays[s]) {
      let i = 0;
      while (i < ray.length && cells[ray[i]] === other) i++;
      if (i > 0 && i < ray.length && cells[ray[i]] === me) for (let k = 0; k < i; k++) stack[top++] = ray[k];
    }
    return top - from;
  };

  const canMove = (me: number): boolean => {
    for (const s of empties) {
      if (cells[s] !== EMPTY) continue;
      const count = pushFlips(s, me);
      top -= count;
      if (count > 0) return true;
    }
    return false;
  };

  const walk = (me: number): void => {
    if (!seen.add(bits, me)) return;
    if (!canMove(me)) {
      me = 3 - me;
      if (!canMove(me)) return;
    }
    for (const s of empties) {
      if (cells[s] !== EMPTY) continue;
      const from = top;
      if (pushFlips(s, me) === 0) continue;
      cells[s] = me;
      toggle(s, me);
      for (let k = from; k < top; k++) {
        const f = stack[k];
        cells[f] = me;
        toggle(f, me);
        toggle(f, 3 - me);
        if (start[f] !== EMPTY && start[f] !== me) flipped.add(f);
      }
      walk(3 - me);
      for (let k = from; k < top; k++) {
        const f = stack[k];
        cells[f] = 3 - me;
        toggle(f, me);
        toggle(f, 3 - me);
      }
      cells[s] = EMPTY;
      toggle(s, me);
      top = from;
    }
  };

  walk(position.turn === 'black' ? BLACK : WHITE);
  return flipped;
};
