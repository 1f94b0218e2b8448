import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseObfFile } from '../core/formats/index.js';
import { Position, square, unwrap } from '../core/index.js';
import type { WorkerEngine } from './client.js';
import { loadKernel, sharedKernelMemory, threadedKernelWasmPath } from './kernel.js';
import { createNodeEngine } from './node.js';
import { MAX_THREADS, parseThreads } from './threads.js';
import { installWeights, readWeights } from './weights.js';

// FFO #20-#27 (6 to 20 empties, each solved in well under a second on one thread; data/ffo/README.md).
const ffo = unwrap(
  parseObfFile(readFileSync(new URL('../../data/ffo/fforum-20-39.obf', import.meta.url), 'utf8')),
).slice(0, 8);

/** The Tiger opening (F5d6C3d3C4) and a few more moves. */
const midgame = (): Position => {
  let p = Position.initial();
  for (const name of ['f5', 'd6', 'c3', 'd3', 'c4', 'f4', 'c5', 'b3', 'c2', 'e3'] as const)
    p = unwrap(p.play(square(name))).position;
  return p;
};

describe('parseThreads', () => {
  it('takes 1 to MAX_THREADS and names what is wrong with anything else', () => {
    expect(parseThreads('1')).toEqual({ ok: true, value: 1 });
    expect(parseThreads(String(MAX_THREADS))).toEqual({ ok: true, value: MAX_THREADS });
    for (const bad of ['0', String(MAX_THREADS + 1), 'x', '1.5', '-2', ''])
      expect(parseThreads(bad)).toEqual({
        ok: false,
        message: `threads must be a whole number from 1 to ${MAX_THREADS}, got '${bad}'`,
      });
  });
});

describe('two kernel instances over one shared memory (kernel-mt.wasm)', () => {
  it('share the tables: the second instance finds the first one’s solve, and its start spoils nothing', async () => {
    const memory = sharedKernelMemory();
    const wasm = threadedKernelWasmPath();
    const owner = await loadKernel(wasm, {}, memory);
    owner.setHashBits(18);
    const { position, solutions } = ffo[4]; // FFO #24: 17 empties
    const fresh = owner.solve(position.player(), position.opponent());
    expect(fresh.score).toBe(solutions[0].score);
    // The helper's instance starts over the owner's memory, as a second worker's would.
    const helper = await loadKernel(wasm, {}, memory);
    helper.exports.joinSearch!(1, owner.exports.newSearchState!(), 0, 0);
    const again = helper.solve(position.player(), position.opponent());
    expect(again.score).toBe(fresh.score);
    // A small part of the nodes from empty tables: the owner's solve is in the shared tables.
    expect(again.nodes).toBeLessThan(fresh.nodes / 10);
    // The owner's tables and state are intact: a fresh solve of another position is still exact.
    owner.clearHash();
    const next = ffo[5];
    expect(owner.solve(next.position.player(), next.position.opponent()).score).toBe(next.solutions[0].score);
  });

  it("gives a helper the owner's learned weights by the length of their kernel part, less the checksum", async () => {
    const memory = sharedKernelMemory();
    const wasm = threadedKernelWasmPath();
    const owner = await loadKernel(wasm, {}, memory);
    const file = new Uint8Array(readFileSync(new URL('../../data/weights/wedge-eval.bin', import.meta.url)));
    expect(installWeights(owner, file)).toBe(true);
    const part = unwrap(readWeights(file));
    // The committed file carries the 8-byte checksum of issue #23, which the kernel never reads.
    expect(file.length - part.length).toBe(8);
    const weightsAt = owner.exports.weightsAddress!();
    const helper = await loadKernel(wasm, {}, memory);
    // What worker.ts does for a helper: the kernel's part's length, so the helper installs the same
    // weights (the whole file's length is refused by the kernel's exact size check).
    helper.exports.joinSearch!(1, owner.exports.newSearchState!(), weightsAt, part.length);
    expect(helper.exports.weightsInstall(file.length)).toBe(0);
    expect(helper.exports.weightsInstall(part.length)).toBe(1);
  });
});

describe('engine with two search threads (Node workers)', () => {
  let engine: WorkerEngine;
  beforeAll(() => {
    engine = createNodeEngine({ hashBits: 20, threads: 2 });
  });
  afterAll(async () => {
    await engine.close();
  });

  it('runs two threads where shared memory is available, one where it is not', () => {
    expect(engine.threads).toBe(2);
    expect(createNodeEngine({ threads: 2, sharedStop: false }).threads).toBe(1);
  });

  it('solves FFO #20-#27 exactly: every score is the published one', async () => {
    for (const { position, solutions } of ffo) {
      const r = await engine.solve(position, { fresh: true });
      expect(r.exact).toBe(true);
      expect(r.score).toBe(solutions[0].score);
      expect(solutions.filter((s) => s.score === r.score).map((s) => s.move)).toContain(r.move);
    }
  }, 120_000);

  it('answers a midgame search with a legal move and a score, and a stopped one too', async () => {
    const p = midgame();
    const r = await engine.bestMove(p, { depth: 9 });
    expect(p.isLegal(r.move)).toBe(true);
    expect(Number.isFinite(r.score)).toBe(true);
    expect(r.depth).toBe(9);
    const deep = engine.bestMove(p, { depth: 40 }, () => engine.stop());
    const stopped = await deep;
    expect(p.isLegal(stopped.move)).toBe(true);
    // The next call runs on the same threads.
    const after = await engine.bestMove(p, { depth: 4 });
    expect(p.isLegal(after.move)).toBe(true);
  }, 60_000);

  it('analyses every legal move', async () => {
    const p = midgame();
    const scores = await engine.analyze(p, { depth: 5 });
    expect(scores.map((s) => s.move).sort()).toEqual([...p.legalMoveList()].sort());
  }, 60_000);
});
