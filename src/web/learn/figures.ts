/**
 * The measured figures that Learn quotes (the 6x6 proof, the levels' ladder), read from figures.json.
 * That file is written only by `npm run figures` (tools/figures/measure.ts), which runs the commands
 * named here and parses their output with the parsers below; no lesson types a measured number, and
 * figures.test.ts fails when the docs quote a figure the file does not hold. The file is checked on
 * the way in like any other input: a hand edit that breaks its shape stops the build's tests.
 */
import * as v from 'valibot';
import type { Level } from '../../engine/index.js';
import measured from './figures.json' with { type: 'json' };

/** Where the file lives, from the repository's root. */
export const FIGURES_FILE = 'src/web/learn/figures.json';

/** The 6x6 proof: the command, and the position it solves (the 6x6 start, Black to move). */
export const PROOF_6X6 = {
  obf: '------------------OX------XO------------------------------------ X',
  args: ['solve', '--variant', '6x6', '-'],
  command:
    'echo "------------------OX------XO------------------------------------ X" | node dist/cli/main.js solve --variant 6x6 -',
} as const;

/** The ladder's rungs, each level against the one below, as docs/engine.md measures them: 100 games
 * from random 6-ply openings, colours swapped, seed 21; expert at a tenth of its time (and hard with
 * it), as on a busy machine. */
export const LADDER: readonly {
  readonly a: Level;
  readonly b: Level;
  readonly args: (games: number) => string[];
  readonly command: (games: number) => string;
}[] = (
  [
    ['medium', 'easy', []],
    ['hard', 'medium', []],
    ['expert', 'hard', ['--time-scale', '0.1']],
  ] as const
).map(([a, b, extra]) => {
  const args = (games: number) => [
    'match',
    '--a',
    a,
    '--b',
    b,
    '--games',
    String(games),
    '--seed',
    '21',
    ...extra,
    '--quiet',
  ];
  return { a, b, args, command: (games: number) => `node dist/cli/main.js ${args(games).join(' ')}` };
});

const common = {
  /** The command as a reader runs it, e.g. `node dist/cli/main.js match --a medium --b easy --games 100 --seed 21 --quiet`. */
  command: v.string(),
  /** The day it ran, e.g. `'2026-12-02'`. */
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\d$/)),
  /** The commit measured, e.g. `'71c4261e2f0a'`, with ` (with changes)` when the tree differed. */
  commit: v.string(),
  /** The machine's one-minute load average when it started (timed figures depend on it). */
  loadAverage: v.number(),
  /** Wall-clock seconds of the whole command. */
  wallSeconds: v.number(),
};

const int = v.pipe(v.number(), v.integer());

const Proof6x6Schema = v.object({
  ...common,
  /** The exact score for Black, the side to move at the start (tournament rule), e.g. -4. */
  score: int,
  /** A best first move, e.g. `'c2'`. */
  move: v.string(),
  /** Positions the solver searched. */
  nodes: v.pipe(int, v.minValue(1)),
  /** The solve's own time in milliseconds, by the wall clock (longer on a busy machine). */
  timeMs: v.pipe(int, v.minValue(1)),
  /** Processor seconds the whole command used: what the proof takes on one free core. */
  cpuSeconds: v.pipe(int, v.minValue(1)),
});

const LadderSchema = v.object({
  ...common,
  a: v.picklist(['easy', 'medium', 'hard', 'expert']),
  b: v.picklist(['easy', 'medium', 'hard', 'expert']),
  games: v.pipe(int, v.minValue(1)),
  wins: int,
  /** Games of equal counts, ties (older outputs of the command said draws). */
  ties: int,
  losses: int,
  /** A's points: a win 1, a tie 0.5. */
  points: v.number(),
  /** A's share of the points, as the command prints it, e.g. 94.5. */
  percent: v.number(),
  /** A's average disc difference a game, as printed, e.g. 27.6. */
  discsPerGame: v.number(),
});

const FiguresSchema = v.object({
  proof6x6: v.nullable(Proof6x6Schema),
  ladder: v.array(LadderSchema),
});

export type Proof6x6Figure = v.InferOutput<typeof Proof6x6Schema>;
export type LadderFigure = v.InferOutput<typeof LadderSchema>;
export type Figures = v.InferOutput<typeof FiguresSchema>;

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** The file's content checked: its shape, and a ladder whose totals add up. */
export const parseFigures = (raw: unknown): Read<Figures> => {
  const parsed = v.safeParse(FiguresSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    return { ok: false, error: `${path ? `${path}: ` : ''}${issue.message}` };
  }
  for (const rung of parsed.output.ladder)
    if (rung.wins + rung.ties + rung.losses !== rung.games || rung.wins + rung.ties / 2 !== rung.points)
      return { ok: false, error: `ladder ${rung.a} vs ${rung.b}: the games do not add up` };
  return { ok: true, value: parsed.output };
};

/**
 * The totals line of `wedge match` (its equal games called ties; older outputs said draws), e.g. `A (medium) vs B (easy): 94 wins, 1 ties, 5 losses; 94.5
 * points of 100 (94.5%); disc difference +2760 (+27.6 a game)`.
 */
export const parseMatchTotals = (
  output: string,
): Read<Pick<LadderFigure, 'games' | 'wins' | 'ties' | 'losses' | 'points' | 'percent' | 'discsPerGame'>> => {
  const m =
    /^A \(\S+\) vs B \(\S+\): (\d+) wins, (\d+) (?:draws|ties), (\d+) losses; ([\d.]+) points of (\d+) \(([\d.]+)%\); disc difference [+-]?[\d.]+ \(([+-]?[\d.]+) a game\)/m.exec(
      output,
    );
  if (!m) return { ok: false, error: 'no totals line in the output of wedge match' };
  const [wins, ties, losses, points, games, percent, perGame] = m.slice(1).map(Number);
  return { ok: true, value: { games, wins, ties, losses, points, percent, discsPerGame: perGame } };
};

/** The first position's line of `wedge solve`, e.g. `#1   32 empties  best c4  score  -4  nodes
 * 9201938270  time 700000 ms  13.15 M nodes/s`. */
export const parseSolveLine = (
  output: string,
): Read<Pick<Proof6x6Figure, 'score' | 'move' | 'nodes' | 'timeMs'>> => {
  const m = /^#1\s+\d+ empties\s+best (\S+)\s+score\s+([+-]?\d+)\s+nodes (\d+)\s+time (\d+) ms/m.exec(output);
  if (!m) return { ok: false, error: 'no solved line in the output of wedge solve' };
  return { ok: true, value: { move: m[1], score: Number(m[2]), nodes: Number(m[3]), timeMs: Number(m[4]) } };
};

const read = parseFigures(measured);
if (!read.ok) throw new Error(`${FIGURES_FILE}: ${read.error}`);

/** The measured figures. */
export const FIGURES: Figures = read.value;

/** A rung of the ladder as measured; an error when the file lacks it (its test says which). */
export const rung = (a: Level, b: Level): LadderFigure => {
  const found = FIGURES.ladder.find((r) => r.a === a && r.b === b);
  if (!found)
    throw new Error(`${FIGURES_FILE} has no ladder figure for ${a} against ${b}: run npm run figures`);
  return found;
};

/** The 6x6 proof as measured; an error when the file lacks it. */
export const proof6x6 = (): Proof6x6Figure => {
  if (!FIGURES.proof6x6) throw new Error(`${FIGURES_FILE} has no 6x6 proof: run npm run figures`);
  return FIGURES.proof6x6;
};

/** A number as the page's language writes it, e.g. 94.5 as `'94,5'` in French. */
const number = (language: string, n: number, digits = 1): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(n);

/**
 * The measured figures as the texts quote them, by placeholder: `{sixSeconds}` and `{sixMinutes}` (the
 * proof's processor time, which the load of a shared machine stretches less than the wall clock),
 * `{sixBillions}` and `{sixDate}` for the 6x6 proof, `{sixMargin}` for White's winning margin in it,
 * `{mediumEasy}`, `{hardMedium}`, `{expertHard}` (percentages), `{ladderGames}` and `{ladderDate}`.
 * A missing figure leaves its placeholder, which the figures' test reports.
 */
export const figureValues = (language: string): Record<string, string> => {
  const values: Record<string, string> = {};
  const six = FIGURES.proof6x6;
  if (six) {
    values.sixSeconds = number(language, six.cpuSeconds, 0);
    values.sixMinutes = number(language, Math.round(six.cpuSeconds / 60), 0);
    values.sixBillions = number(language, six.nodes / 1e9);
    values.sixDate = six.date;
    values.sixMargin = String(-six.score);
  }
  const rungs: readonly [string, Level, Level][] = [
    ['mediumEasy', 'medium', 'easy'],
    ['hardMedium', 'hard', 'medium'],
    ['expertHard', 'expert', 'hard'],
  ];
  for (const [key, a, b] of rungs) {
    const r = FIGURES.ladder.find((x) => x.a === a && x.b === b);
    if (!r) continue;
    values[key] = number(language, r.percent);
    values.ladderGames = String(r.games);
    values.ladderDate = r.date;
  }
  return values;
};
