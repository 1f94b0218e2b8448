// The weights files carry a checksum (issue #23): a CRC-32 of what the kernel reads, after it. A file
// from before (no checksum) still reads; a cut or damaged one is refused with a message, never taken
// for a smaller file or replaced by the hand-written evaluation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../core/index.js';
import { weightsFingerprint } from './mpc.js';
import { Rng } from './rng.js';
import { loadWeights, readWeights, weightsUrl } from './weights.js';

const V1 = new URL('../../data/weights/wedge-eval-v1.bin', import.meta.url);
const committed = new Uint8Array(readFileSync(weightsUrl()));
const mpc = JSON.parse(readFileSync(new URL('../../data/weights/mpc.json', import.meta.url), 'utf8')) as {
  weights: string;
};

describe('weights files (issue #23)', () => {
  it('the committed files end with their checksum, and read as what the kernel was given before', () => {
    for (const file of [committed, new Uint8Array(readFileSync(V1))]) {
      expect(new TextDecoder().decode(file.subarray(file.length - 8, file.length - 4))).toBe('WEVC');
      const payload = unwrap(readWeights(file));
      expect(payload.length).toBe(file.length - 8);
      expect(payload.length).toBe(5_355_158);
    }
    // The Multi-ProbCut parameters name the weights they were fitted with: the same payload.
    expect(weightsFingerprint(committed)).toBe(mpc.weights);
    expect(weightsFingerprint(unwrap(readWeights(committed)))).toBe(mpc.weights);
  });

  it('a file without the checksum (written before it) still reads', () => {
    const payload = unwrap(readWeights(committed));
    expect(unwrap(readWeights(payload)) === payload).toBe(true);
  });

  it('a cut file, and one-bit flips anywhere (200 drawn by a seeded generator), are refused', async () => {
    // (Cut by exactly its 8 checksum bytes, a file reads as one written before the checksum: its
    // weights are whole, only the check is gone.)
    for (const cut of [1, 7, 9, 1000, committed.length - 10])
      expect(readWeights(committed.subarray(0, committed.length - cut)).ok, `cut ${cut}`).toBe(false);
    const rng = new Rng(23);
    const flipped = committed.slice();
    for (let n = 0; n < 200; n++) {
      const bit = Math.floor(rng.next() * committed.length * 8);
      flipped[bit >> 3] ^= 1 << (bit & 7);
      const r = readWeights(flipped);
      expect(r.ok, `bit ${bit}`).toBe(false);
      flipped[bit >> 3] ^= 1 << (bit & 7);
    }
    const damaged = committed.slice();
    damaged[1_000_000] ^= 4;
    expect(readWeights(damaged)).toMatchObject({
      ok: false,
      error: { code: 'ERR_WEIGHTS_CHECKSUM', message: expect.stringMatching(/checksum does not match/) },
    });
    expect(readWeights(committed.subarray(0, 100))).toMatchObject({
      ok: false,
      error: { code: 'ERR_WEIGHTS_SIZE' },
    });
    await expect(loadWeights(new Uint8Array(0) as unknown as string)).rejects.toThrow();
  });
});
