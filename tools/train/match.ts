// Learned evaluation against the hand-written one: `node --import tsx tools/train/match.ts
// --games 400 --depth 6 --exact 14 --plies 8 --seed 1 --workers 2`.
// Openings: `plies` uniformly random moves from the start (distinct, seeded); each opening is played
// twice with colours swapped. Both sides search to the same fixed depth and solve exactly from `exact`
// empties, so the only difference is the evaluation (and the move ordering it gives). Scores: win 1,
// draw 1/2, from the learned side's view. `--weights FILE` sets the learned side's weights (default
// data/weights/wedge-eval.bin); `--against FILE` gives the other side the learned evaluation of FILE
// instead of the hand-written one (new weights against today's: --against data/weights/wedge-eval-v1.bin).
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type Kernel, kernelWasmPath, loadKernel } from '../../src/engine/kernel.js';
import { installWeights, LEARNED_EVALUATOR, loadWeights } from '../../src/engine/weights.js';
import { parseFlags } from './generate.js';
import { Rng } from './rng.js';
import { finalDiff } from './selfplay.js';

interface MatchConfig {
  depth: number;
  exact: number;
  timeMs: number;
  weights: string | null;
  against: string | null;
}

interface GameJob {
  opening: number[];
  learnedBlack: boolean;
}

interface GameResult {
  learnedDiff: number;
  learnedNodes: number;
  handNodes: number;
  learnedMs: number;
  handMs: number;
}

const INITIAL_P = (1n << 28n) | (1n << 35n);
const INITIAL_O = (1n << 27n) | (1n << 36n);

function bits(x: bigint): number[] {
  const out: number[] = [];
  for (let s = 0; s < 64; s++) if ((x >> BigInt(s)) & 1n) out.push(s);
  return out;
}

/** Distinct random openings of `plies` moves (as square lists), reproducible from the seed. */
export function randomOpenings(k: Kernel, count: number, plies: number, seed: number): number[][] {
  const rng = new Rng(seed, 99);
  const seen = new Set<string>();
  const out: number[][] = [];
  while (out.length < count) {
    let p = INITIAL_P;
    let o = INITIAL_O;
    const line: number[] = [];
    for (let i = 0; i < plies; i++) {
      const mv = bits(k.moves(p, o));
      if (mv.length === 0) break;
      const sq = mv[rng.int(mv.length)];
      const f = k.flips(p, o, sq);
      [p, o] = [o & ~f, p | f | (1n << BigInt(sq))];
      line.push(sq);
    }
    const key = `${p},${o}`;
    if (line.length === plies && !seen.has(key)) {
      seen.add(key);
      out.push(line);
    }
  }
  return out;
}

function playOne(learned: Kernel, hand: Kernel, job: GameJob, cfg: MatchConfig): GameResult {
  let p = INITIAL_P;
  let o = INITIAL_O;
  let blackToMove = true;
  for (const sq of job.opening) {
    const f = learned.flips(p, o, sq);
    [p, o] = [o & ~f, p | f | (1n << BigInt(sq))];
    blackToMove = !blackToMove;
  }
  learned.clearHash();
  hand.clearHash();
  const r: GameResult = { learnedDiff: 0, learnedNodes: 0, handNodes: 0, learnedMs: 0, handMs: 0 };
  for (;;) {
    if (learned.moves(p, o) === 0n) {
      if (learned.moves(o, p) === 0n) break;
      [p, o] = [o, p];
      blackToMove = !blackToMove;
      continue;
    }
    const learnedMoves = blackToMove === job.learnedBlack;
    const k = learnedMoves ? learned : hand;
    const t0 = performance.now();
    const res = k.search(p, o, { maxDepth: cfg.depth, exactEmpties: cfg.exact, timeMs: cfg.timeMs });
    const ms = performance.now() - t0;
    if (learnedMoves) {
      r.learnedNodes += res.nodes;
      r.learnedMs += ms;
    } else {
      r.handNodes += res.nodes;
      r.handMs += ms;
    }
    const f = k.flips(p, o, res.move);
    if (f === 0n) throw new Error(`match: illegal move ${res.move}`);
    [p, o] = [o & ~f, p | f | (1n << BigInt(res.move))];
    blackToMove = !blackToMove;
  }
  const d = finalDiff(p, o); // from the side to move's view
  const learnedToMove = blackToMove === job.learnedBlack;
  r.learnedDiff = learnedToMove ? d : -d;
  return r;
}

async function workerMain(): Promise<void> {
  const cfg = workerData.cfg as MatchConfig;
  const learned = await loadKernel(kernelWasmPath());
  const hand = await loadKernel(kernelWasmPath());
  for (const k of [learned, hand]) k.setHashBits(18);
  if (!installWeights(learned, await loadWeights(cfg.weights ?? undefined)))
    throw new Error('match: weights not accepted');
  learned.setEvaluator(LEARNED_EVALUATOR);
  hand.setEvaluator(0);
  if (cfg.against !== null) {
    if (!installWeights(hand, await loadWeights(cfg.against)))
      throw new Error('match: --against not accepted');
    hand.setEvaluator(LEARNED_EVALUATOR);
  }
  parentPort!.on('message', (job: GameJob) => parentPort!.postMessage(playOne(learned, hand, job, cfg)));
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  const num = (k: string, d: number): number => (flags.has(k) ? Number(flags.get(k)) : d);
  const games = num('games', 400);
  const cfg: MatchConfig = {
    depth: num('depth', 6),
    exact: num('exact', 14),
    timeMs: num('time', 0),
    weights: flags.get('weights') || null,
    against: flags.get('against') || null,
  };
  const workers = num('workers', 2);
  const k = await loadKernel(kernelWasmPath());
  const openings = randomOpenings(k, Math.ceil(games / 2), num('plies', 8), num('seed', 1));
  const jobs: GameJob[] = [];
  for (const opening of openings)
    jobs.push({ opening, learnedBlack: true }, { opening, learnedBlack: false });
  jobs.length = games;
  console.log(
    `match: ${games} games (${openings.length} openings x 2 colours), depth ${cfg.depth}, exact from ${cfg.exact} empties${cfg.timeMs ? `, ${cfg.timeMs} ms/move` : ''}`,
  );
  let w = 0;
  let d = 0;
  let l = 0;
  let disc = 0;
  const nodes = [0, 0];
  const ms = [0, 0];
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, () => {
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(fileURLToPath(new URL('./worker-boot.mjs', import.meta.url)), {
          workerData: { entry: import.meta.url, cfg },
        });
        const feed = (): void => {
          const job = jobs.shift();
          if (!job) {
            void worker.terminate();
            resolve();
          } else worker.postMessage(job);
        };
        worker.on('message', (r: GameResult) => {
          done++;
          if (r.learnedDiff > 0) w++;
          else if (r.learnedDiff < 0) l++;
          else d++;
          disc += r.learnedDiff;
          nodes[0] += r.learnedNodes;
          nodes[1] += r.handNodes;
          ms[0] += r.learnedMs;
          ms[1] += r.handMs;
          if (done % 20 === 0)
            console.log(
              `${done} games: learned +${w} =${d} -${l}, ${((100 * (w + d / 2)) / done).toFixed(1)}%, ${((performance.now() - t0) / 1000) | 0} s`,
            );
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
  const other = cfg.against === null ? 'hand-written' : 'against';
  console.log(
    `result: learned ${w} wins, ${d} draws, ${l} losses in ${done} games = ${((100 * (w + d / 2)) / done).toFixed(1)}% of the points; ` +
      `mean disc difference ${(disc / done).toFixed(2)}; nodes learned ${nodes[0]} / ${other} ${nodes[1]}; ` +
      `search time learned ${(ms[0] / 1000).toFixed(1)} s / ${other} ${(ms[1] / 1000).toFixed(1)} s`,
  );
}

if (!isMainThread && (workerData as { entry?: string } | null)?.entry === import.meta.url) void workerMain();
else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
