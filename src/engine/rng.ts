/**
 * A small seeded random number generator (SplitMix32): the same seed gives the same games, which
 * makes easy/medium play, random openings and matches reproducible. Not for cryptography.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** The next 32-bit unsigned integer. */
  nextU32(): number {
    this.state = (this.state + 0x9e3779b9) | 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextU32() / 0x100000000;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }
}

/** A fresh seed from the clock, for callers that give none. */
export const randomSeed = (): number => (Date.now() ^ Math.floor(Math.random() * 0x100000000)) >>> 0;
