/**
 * The pairing benchmark (`npm run bench`, or alone: `node --import tsx tools/bench/pairing.ts`):
 * a Swiss tournament of N rated players is played with seeded results (the higher rating wins more
 * often) through round R-1, then round R is paired by the new pairing (src/tournament/pairing.ts)
 * and by the one it replaced (tools/bench/threshold-pairing.ts), on the same tournament in the same
 * run, and both are timed (wall and CPU seconds) and priced rule by rule. A benchmark, not a test:
 * the machine may be loaded, so the CPU seconds and the ratio of the two are the figures to compare
 * across runs.
 *
 * Usage: node --import tsx tools/bench/pairing.ts [--players 1000] [--rounds 7] [--round 7]
 *        [--seed 1] [--no-old]
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { unwrap } from '../../src/core/index.js';
import {
  createTournament,
  discsResult,
  PAIRING_RULES,
  type Pairing,
  pairingCost,
  pairRound,
  recordResult,
  setRound,
  type Tournament,
} from '../../src/tournament/index.js';
import { thresholdPairRound } from './threshold-pairing.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} ${args[i + 1]}: a whole number from 1 is expected`);
    process.exit(2);
  }
  return value;
};
const players = option('--players', 1000);
const rounds = option('--rounds', 7);
const round = option('--round', rounds);
const seed = option('--seed', 1);
const old = !args.includes('--no-old');
if (round > rounds) {
  console.error(`--round ${round} is past --rounds ${rounds}`);
  process.exit(2);
}

const rng = xoroshiro128plus(seed);
const entrants = Array.from({ length: players }, (_, i) => ({
  name: `Player ${i + 1}`,
  rating: 1000 + uniformInt(rng, 0, 1500),
}));
let t: Tournament = unwrap(createTournament({ rounds }, entrants));
const rating = new Map(entrants.map((e) => [e.name, e.rating]));

/** Plays a round: Black wins with the Elo expectation of its rating difference, 1 in 20 games tied. */
const play = (p: Pairing): void => {
  t = unwrap(setRound(t, p));
  for (const g of p.games) {
    const expected = 1 / (1 + 10 ** ((rating.get(g.white)! - rating.get(g.black)!) / 400));
    const x = uniformInt(rng, 0, 999) / 1000;
    const black =
      x < 0.05 ? 32 : x < 0.05 + 0.95 * expected ? uniformInt(rng, 33, 60) : uniformInt(rng, 4, 31);
    t = unwrap(recordResult(t, p.round, g, unwrap(discsResult(black, 64 - black, 8))));
  }
};

/** Runs `f`, with the wall-clock seconds it took and the CPU seconds this process spent on it. */
const timed = <T>(f: () => T): { value: T; seconds: number; cpu: number } => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = f();
  const used = process.cpuUsage(cpu);
  return { value, seconds: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 };
};
const when = (x: { seconds: number; cpu: number }): string =>
  `${x.seconds.toFixed(2)} s (CPU ${x.cpu.toFixed(2)} s)`;

console.log(`pairing: ${players} players, ${rounds} rounds, rounds 1-${round - 1} played (seed ${seed})`);
const setup = timed(() => {
  for (let r = 1; r < round; r++) play(unwrap(pairRound(t, r)));
});
console.log(`  rounds 1-${round - 1} paired and played in ${when(setup)}`);
const describe = (p: Pairing): string => {
  const cost = unwrap(pairingCost(t, p));
  return PAIRING_RULES.map((rule) => `${rule} ${cost[rule]}`).join(', ');
};
const fresh = timed(() => unwrap(pairRound(t, round)));
console.log(`  new (blossom):   round ${round} in ${when(fresh)}; ${describe(fresh.value)}`);
if (old) {
  const before = timed(() => unwrap(thresholdPairRound(t, round)));
  console.log(`  old (threshold): round ${round} in ${when(before)}; ${describe(before.value)}`);
  console.log(
    `  old / new: ${(before.seconds / fresh.seconds).toFixed(1)}x wall, ${(before.cpu / fresh.cpu).toFixed(1)}x CPU`,
  );
}
