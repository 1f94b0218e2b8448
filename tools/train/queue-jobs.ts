// The job queue's jobs and results as data, and their schemas (valibot). Everything that comes out of
// Redis is untrusted: a job may have been put there by anyone who reaches the server, a result by any
// worker. So a worker checks every job, and a coordinator every result, before anything of it is used:
// whole numbers in range (they become file names: s<seed>/shard-<shard>.bin), bytes that decode to
// whole records, no path at all (weights are named by their SHA-256 and looked up in this machine's
// data/weights), and a result that answers the job it was queued for.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { err, ok, type Position, quote, type Result } from '../../src/core/index.js';
import { decodeBook } from '../../src/engine/book.js';
import { packPositions } from './book-search.js';
import type { LabelRange } from './label.js';
import type { SelfPlayOptions } from './selfplay.js';
import { RECORD_BYTES, shardPath } from './shards.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** The only folder weights are taken from, on every machine: the repository's data/weights. */
export const WEIGHTS_DIR = join(ROOT, 'data/weights');

/** A failure of the queue, with a message of one line for people (the command prints it as it is). */
export class QueueError extends Error {}

/** A weights file named by its SHA-256: each machine finds it in its own data/weights. */
export interface WeightsRef {
  sha256: string;
}

/** Play the games of one shard of a self-play run. */
export interface GenerateJob {
  kind: 'generate';
  seed: number;
  shard: number;
  games: number;
  weights: WeightsRef | null;
  selfplay: SelfPlayOptions;
}

/** Solve the positions of one shard in an empties range (the records travel with the job). */
export interface LabelJob {
  kind: 'label';
  /** Run the labelled shard belongs to (its folder s<seed>). */
  seed: number;
  shard: number;
  /** The source records, base64. */
  records: string;
  range: LabelRange;
  /** Orders the solver's moves (the labels are exact either way). */
  weights: WeightsRef | null;
}

/** Search a round of the opening book's positions (every legal move of each, to a depth). */
export interface BookJob {
  kind: 'book';
  /** The book's depth names its folder (book/d<depth>) as a run's seed names its shards'. */
  seed: number;
  /** The round. */
  shard: number;
  /** The positions, 16 bytes each (book-search.ts's packPositions), base64. */
  positions: string;
  depth: number;
  weights: WeightsRef | null;
  /** The Multi-ProbCut parameters' text (an mpc.json fitted with the weights); absent: full width. */
  mpc?: string;
}

/** A finished shard. */
export interface ShardResult {
  seed: number;
  shard: number;
  positions: number;
  /** The shard's bytes, base64. */
  bytes: string;
}

/** Every job kind: its input and its output. */
export interface JobKinds {
  generate: { input: GenerateJob; output: ShardResult };
  label: { input: LabelJob; output: ShardResult };
  book: { input: BookJob; output: ShardResult & { kind: 'book' } };
}

export type JobKind = keyof JobKinds;
export type TrainJob = JobKinds[JobKind]['input'];
export type TrainResult = JobKinds[JobKind]['output'];

export const b64 = (b: Uint8Array): string =>
  Buffer.from(b.buffer, b.byteOffset, b.length).toString('base64');
export const unb64 = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'base64'));

// The bounds. Seeds and shards become folder and file names, so they are whole numbers that print as
// digits only; the rest keeps a hostile job from asking for hours of work or gigabytes of memory.
const MAX_SEED = 999_999;
const MAX_SHARD = 99_999;
const MAX_GAMES = 100_000;
const MAX_DEPTH = 30;
/** Bytes of a shard that travels in a job or a result, at most (a shard of 400 games is ~400 kB). */
const MAX_SHARD_BYTES = 64 * 1024 * 1024;
/** Positions of a book round, at most (the builder's --batch is at most 1,000). */
const MAX_BOOK_POSITIONS = 1000;
/** Characters of Multi-ProbCut parameters (data/weights/mpc.json is 62 kB). */
const MAX_MPC_TEXT = 4 * 1024 * 1024;

const whole = (min: number, max: number) =>
  v.pipe(
    v.number(),
    v.integer(`expected a whole number from ${min} to ${max}`),
    v.minValue(min, `expected a whole number from ${min} to ${max}`),
    v.maxValue(max, `expected a whole number from ${min} to ${max}`),
  );

/** Base64 of at most `maxBytes` bytes, whose length is a multiple of `unit` bytes. */
const base64 = (maxBytes: number, unit: number) =>
  v.pipe(
    v.string(),
    v.maxLength(Math.ceil(maxBytes / 3) * 4, `more than ${maxBytes} bytes`),
    v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'not base64'),
    v.check((s) => unb64(s).length % unit === 0, `not whole records of ${unit} bytes`),
  );

const WeightsRefSchema = v.nullable(
  v.strictObject({ sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'not a SHA-256 in hex')) }),
);

const SelfPlaySchema = v.pipe(
  v.strictObject({
    randomMin: whole(0, 60),
    randomMax: whole(0, 60),
    depth: whole(1, MAX_DEPTH),
    noise: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000)),
    epsilon: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1)),
    cutEmpties: whole(0, 60),
  }),
  v.check((o) => o.randomMin <= o.randomMax, 'randomMin is above randomMax'),
);

const RangeSchema = v.pipe(
  v.strictObject({ minEmpties: whole(0, 60), maxEmpties: whole(0, 60) }),
  v.check((r) => r.minEmpties <= r.maxEmpties, 'minEmpties is above maxEmpties'),
);

const JobSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('generate'),
    seed: whole(0, MAX_SEED),
    shard: whole(0, MAX_SHARD),
    games: whole(1, MAX_GAMES),
    weights: WeightsRefSchema,
    selfplay: SelfPlaySchema,
  }),
  v.strictObject({
    kind: v.literal('label'),
    seed: whole(0, MAX_SEED),
    shard: whole(0, MAX_SHARD),
    records: base64(MAX_SHARD_BYTES, RECORD_BYTES),
    range: RangeSchema,
    weights: WeightsRefSchema,
  }),
  v.pipe(
    v.strictObject({
      kind: v.literal('book'),
      seed: whole(1, MAX_DEPTH),
      shard: whole(0, MAX_SHARD),
      positions: base64(16 * MAX_BOOK_POSITIONS, 16),
      depth: whole(1, MAX_DEPTH),
      weights: WeightsRefSchema,
      mpc: v.optional(v.pipe(v.string(), v.maxLength(MAX_MPC_TEXT))),
    }),
    v.check((j) => j.seed === j.depth, 'the seed of a book job is its depth (it names the folder)'),
  ),
]);

const ResultSchema = v.strictObject({
  kind: v.optional(v.literal('book')),
  seed: whole(0, MAX_SEED),
  shard: whole(0, MAX_SHARD),
  positions: whole(0, MAX_SHARD_BYTES),
  bytes: base64(MAX_SHARD_BYTES, 1),
});

/** The first issue of a failed parse as one short line: where, and what was wrong. */
const describeIssues = (issues: readonly v.BaseIssue<unknown>[]): string => {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  // A variant's message names the kinds it knows; others say what was expected.
  const what =
    issue.expected && issue.received && issue.kind === 'schema'
      ? `expected ${issue.expected}, got ${quote(String(issue.received))}`
      : issue.message;
  return `${path ?? 'the job'}: ${what.length > 200 ? `${what.slice(0, 197)}...` : what}`;
};

/** A job from Redis, checked (see the top of this file); the error says what is wrong, in one line. */
export function parseJob(data: unknown): Result<TrainJob, string> {
  const parsed = v.safeParse(JobSchema, data);
  return parsed.success ? ok(parsed.output as TrainJob) : err(describeIssues(parsed.issues));
}

/**
 * A worker's result from Redis, checked against the job it answers: the same kind, seed and shard, and
 * bytes that are what the kind makes (whole 17-byte records as many as it says, or a book that reads).
 */
export function parseResult(data: unknown, job: TrainJob): Result<TrainResult, string> {
  const parsed = v.safeParse(ResultSchema, data);
  if (!parsed.success) return err(describeIssues(parsed.issues));
  const r = parsed.output;
  if ((r.kind === 'book') !== (job.kind === 'book'))
    return err(`a ${r.kind ?? 'shard'} result for a ${job.kind} job`);
  if (r.seed !== job.seed || r.shard !== job.shard)
    return err(`it answers s${r.seed} shard ${r.shard}, not the job's s${job.seed} shard ${job.shard}`);
  const bytes = unb64(r.bytes);
  if (job.kind === 'book') {
    const book = decodeBook(bytes);
    if (!book.ok) return err(`its book does not read: ${book.error.message}`);
    if (book.value.nodes.length !== r.positions)
      return err(`it says ${r.positions} positions, its book holds ${book.value.nodes.length}`);
  } else if (bytes.length % RECORD_BYTES !== 0 || bytes.length / RECORD_BYTES !== r.positions)
    return err(`it says ${r.positions} positions in ${bytes.length} bytes of ${RECORD_BYTES}-byte records`);
  return ok(r as TrainResult);
}

/** Where a finished result is written under a folder: a run's shards by seed, a book's under book/. */
export function resultPath(out: string, r: TrainResult): string {
  return 'kind' in r && r.kind === 'book'
    ? join(out, 'book', `d${r.seed}`, `shard-${String(r.shard).padStart(5, '0')}.bin`)
    : shardPath(out, r.seed, r.shard);
}

/** The id of a job: what it makes, so the same job is never queued twice. */
export function jobId(job: TrainJob): string {
  return `${job.kind}-s${job.seed}-${String(job.shard).padStart(5, '0')}`;
}

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The real path of a file when it is a file directly in data/weights, else undefined. */
const inWeightsDir = (path: string): string | undefined => {
  try {
    const real = realpathSync(resolve(ROOT, path));
    const dir = realpathSync(WEIGHTS_DIR);
    return dirname(real) === dir && real.endsWith('.bin') && statSync(real).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
};

/** A weights file of data/weights named by its SHA-256, for a job; any other file is refused. */
export function weightsRef(path: string): WeightsRef {
  const real = inWeightsDir(path);
  if (real === undefined)
    throw new QueueError(
      `queue: ${quote(path)} is not a weights file of data/weights (jobs name weights by hash, and workers look for them there)`,
    );
  return { sha256: sha256(real) };
}

/** Where the weights a job names are on this machine: the file of data/weights with that SHA-256. */
export function findWeights(ref: WeightsRef): string {
  const dir = realpathSync(WEIGHTS_DIR);
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.bin')) continue;
    const path = join(dir, name);
    if (statSync(path).isFile() && sha256(path) === ref.sha256) return path;
  }
  throw new QueueError(`queue: no weights file with sha256 ${ref.sha256} in data/weights on this machine`);
}

/** The job of one round of the book builder. */
export function bookJob(
  o: { depth: number; weights: string | null; mpc?: string | null },
  positions: Position[],
  round: number,
): BookJob {
  return {
    kind: 'book',
    seed: o.depth,
    shard: round,
    positions: b64(packPositions(positions)),
    depth: o.depth,
    weights: o.weights === null ? null : weightsRef(o.weights),
    ...(o.mpc && o.weights ? { mpc: readFileSync(o.mpc, 'utf8') } : {}),
  };
}
