// The self-play runs of the training data, one seed (folder data/train/s<seed>/) per play setting.
// Used by the pipeline (local generation) and the queue (generate jobs on many machines).
import { DEFAULT_SELFPLAY, type SelfPlayOptions } from './selfplay.js';

/** A run: its seed, shards of `games` games, the weights file that plays (null: hand-written). */
export interface Run extends SelfPlayOptions {
  seed: number;
  shards: number;
  games: number;
  weights: string | null;
}

/** The self-play runs of the committed weights (one seed per play setting). */
export const RUNS: Run[] = [
  // Fast, noisy: shallow search, frequent random moves (variety).
  {
    seed: 1,
    shards: 100,
    games: 400,
    weights: null,
    ...DEFAULT_SELFPLAY,
    cutEmpties: 14,
    depth: 2,
    noise: 150,
    epsilon: 0.04,
  },
  // Stronger play for better labels in the middle game.
  {
    seed: 2,
    shards: 20,
    games: 400,
    weights: null,
    ...DEFAULT_SELFPLAY,
    cutEmpties: 14,
    depth: 4,
    noise: 100,
    epsilon: 0.01,
  },
  // Games of the expert's evaluation (the learned weights of issue #6) at depth 6, so the positions
  // look like real play; exact from 20 empties (measured cost per game: see docs/learned-evaluation.md).
  // 11 shards is what the shared machine made in the time of issue #14; more shards are more data.
  {
    seed: 3,
    shards: 11,
    games: 200,
    weights: 'data/weights/wedge-eval-v1.bin',
    ...DEFAULT_SELFPLAY,
    randomMin: 2,
    randomMax: 8,
    cutEmpties: 20,
    depth: 6,
    noise: 100,
    epsilon: 0.01,
  },
  // Games of issue #14's expert evaluation (data/weights/wedge-eval-v2.bin, the v2 build's copy, so
  // that the run's shards stay the same when wedge-eval.bin is refitted) at depth 8, exact from 20
  // empties, 2-10 random opening moves: the data of issue #26 (0.51 CPU-s a game measured by
  // game-cost.ts --depth 8 --cut 20 --weights data/weights/wedge-eval.bin, about 60 records a game).
  // The shard count is a ceiling: a fit reads the shards made so far.
  {
    seed: 5,
    shards: 1000,
    games: 200,
    weights: 'data/weights/wedge-eval-v2.bin',
    ...DEFAULT_SELFPLAY,
    randomMin: 2,
    randomMax: 10,
    cutEmpties: 20,
    depth: 8,
    noise: 100,
    epsilon: 0.01,
  },
];
