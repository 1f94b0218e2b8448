// The learned evaluation's cost per node: weights files searched side by side on the same positions.
//
//   node --import tsx tools/train/eval-speed.ts A.bin B.bin [--depth 8] [--positions 30] [--rounds 4]
//
// Positions from seeded random games (20-44 empties, the side to move has a move), each searched to
// --depth plies full width (no Multi-ProbCut) from emptied tables, with one file then the other, in
// --rounds alternating rounds in one process, so that the shared machine's load falls on both alike.
// Prints each file's nodes (the same every round: the count depends only on the weights) and nodes
// per CPU-second, and the ratio to the first file's in the same rounds.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { Position } from '../../src/core/index.js';
import { kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights } from '../../src/engine/weights.js';
import { integer } from './options.js';
import { Rng } from './rng.js';

/** Seeded positions with 20-44 empties where the side to move has a move. */
export function speedPositions(n: number, seed: number): Position[] {
  const rng = new Rng(seed);
  const out: Position[] = [];
  while (out.length < n) {
    let p = Position.initial();
    const stop = 20 + rng.int(25);
    while (!p.isGameOver() && p.empties().size() > stop) {
      const moves = p.legalMoveList();
      p = p.after(moves.length ? moves[rng.int(moves.length)] : 'pass');
    }
    if (!p.isGameOver() && !p.mustPass()) out.push(p);
  }
  return out;
}

async function main(): Promise<void> {
  const program = new Command('eval-speed')
    .argument('<weights...>', 'weights files, the first the reference')
    .option('--depth <plies>', 'search depth', integer(1, 20), 8)
    .option('--positions <n>', 'positions', integer(1), 30)
    .option('--rounds <n>', 'alternating rounds', integer(1), 4)
    .option('--seed <s>', 'seed of the positions', integer(0), 1)
    .parse();
  const files = program.args;
  const o = program.opts<{ depth: number; positions: number; rounds: number; seed: number }>();
  const k = await loadKernel(kernelWasmPath());
  k.setHashBits(20);
  const weights = files.map((f) => new Uint8Array(readFileSync(f)));
  const positions = speedPositions(o.positions, o.seed);
  const nodes = files.map(() => 0);
  const cpu = files.map(() => 0);
  for (let r = 0; r < o.rounds; r++)
    for (let i = 0; i < files.length; i++) {
      if (!installWeights(k, weights[i])) throw new Error(`${files[i]}: the kernel rejects it`);
      k.setEvaluator('learned');
      let n = 0;
      const t = process.cpuUsage();
      for (const p of positions) {
        k.clearHash();
        k.search(p.player(), p.opponent(), { depth: o.depth });
        n += k.exports.nodeCount();
      }
      const c = process.cpuUsage(t);
      cpu[i] += (c.user + c.system) / 1e6;
      nodes[i] = n;
    }
  const rate = files.map((_, i) => (nodes[i] * o.rounds) / cpu[i]);
  files.forEach((f, i) => {
    console.log(
      `${f}: ${nodes[i]} nodes a round, ${(rate[i] / 1e6).toFixed(3)} M nodes per CPU-second ` +
        `(${(rate[i] / rate[0]).toFixed(3)}x the first), ${cpu[i].toFixed(1)} CPU-s in ${o.rounds} rounds`,
    );
  });
}

await main();
