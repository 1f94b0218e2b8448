/**
 * Named engine builds for measuring one kernel against another (Node only): `current` is the package's
 * own kernel and weights; `v1` is the kernel of issue 10, kept built (data/engines/kernel-v1.wasm, from
 * src/engine/assembly at 7d7b210) with the weights it was fitted with (data/weights/wedge-eval-v1.bin),
 * the reference of issue 14's speed and strength figures; `v2` is issue 14's engine as it was merged
 * (main at 6204fa8, Bench: 5328743): its kernels (data/engines/kernel-v2.wasm, kernel-v2-mt.wasm),
 * weights (data/weights/wedge-eval-v2.bin), Multi-ProbCut parameters (data/weights/mpc-v2.json) and
 * opening book (data/book/wedge-book-v2.bin), the reference of issue 26's figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMpc, weightsFingerprint } from './mpc.js';
import type { NodeEngineOptions } from './node.js';
import { weightsUrl } from './weights.js';

export const ENGINE_BUILDS = ['current', 'v1', 'v2'] as const;
export type EngineBuild = (typeof ENGINE_BUILDS)[number];

/** Reads a build's name; undefined when it is not one. */
export const parseEngineBuild = (text: string): EngineBuild | undefined =>
  (ENGINE_BUILDS as readonly string[]).includes(text) ? (text as EngineBuild) : undefined;

/** Files of the frozen builds (this file lives two levels below the package root in src/ and dist/). */
const V1_WASM = new URL('../../data/engines/kernel-v1.wasm', import.meta.url);
const V1_WEIGHTS = new URL('../../data/weights/wedge-eval-v1.bin', import.meta.url);
const V2_WASM = new URL('../../data/engines/kernel-v2.wasm', import.meta.url);
const V2_WASM_MT = new URL('../../data/engines/kernel-v2-mt.wasm', import.meta.url);
const V2_WEIGHTS = new URL('../../data/weights/wedge-eval-v2.bin', import.meta.url);
const V2_MPC = new URL('../../data/weights/mpc-v2.json', import.meta.url);
const V2_BOOK = new URL('../../data/book/wedge-book-v2.bin', import.meta.url);

/** Reports the first of a build's files that is missing (the frozen builds live in the repository,
 *  not in the npm package). */
const missing = (build: EngineBuild, urls: readonly URL[]): { ok: false; message: string } | undefined => {
  for (const url of urls)
    if (!existsSync(url))
      return {
        ok: false,
        message: `engine build ${build}: ${fileURLToPath(url)} is missing (it lives in the repository's data/ folder)`,
      };
  return undefined;
};

/**
 * The engine options of a build, with the learned weights or without (`learned` false: the
 * hand-written evaluation). An error message when the build's files are missing (the frozen builds live in the
 * repository, not in the npm package).
 */
export const buildOptions = (
  build: EngineBuild,
  learned: boolean,
): { ok: true; options: NodeEngineOptions } | { ok: false; message: string } => {
  if (build === 'current') return { ok: true, options: learned ? {} : { weights: false } };
  if (build === 'v1')
    return (
      missing(build, learned ? [V1_WASM, V1_WEIGHTS] : [V1_WASM]) ?? {
        ok: true,
        options: { wasm: V1_WASM, weights: learned ? V1_WEIGHTS : false, mpc: false, timeRules: false },
      }
    );
  // v2 plays with everything it was merged with: its Multi-ProbCut rows apply only beside its weights.
  return (
    missing(
      build,
      learned ? [V2_WASM, V2_WASM_MT, V2_WEIGHTS, V2_MPC, V2_BOOK] : [V2_WASM, V2_WASM_MT, V2_BOOK],
    ) ?? {
      ok: true,
      options: {
        wasm: V2_WASM,
        threadedWasm: V2_WASM_MT,
        weights: learned ? V2_WEIGHTS : false,
        mpc: learned ? V2_MPC : false,
        book: V2_BOOK,
        timeRules: false,
      },
    }
  );
};

/**
 * A side's Multi-ProbCut parameters for a measurement of the current build: `none` (full width), or a
 * parameters file (tools/train/mpc.ts) that must have been fitted with the side's weights (default: the
 * package's), since the engine would quietly search full width with any other.
 */
export const mpcOption = (
  text: string,
  weights: string | URL = weightsUrl(),
): { ok: true; mpc: string | false } | { ok: false; message: string } => {
  if (text === 'none') return { ok: true, mpc: false };
  if (!existsSync(text)) return { ok: false, message: `${text} does not exist` };
  const params = parseMpc(readFileSync(text, 'utf8'));
  if (!params.ok) return { ok: false, message: `${text}: ${params.error}` };
  const fitted = weightsFingerprint(new Uint8Array(readFileSync(weights)));
  if (params.value.weights !== fitted)
    return {
      ok: false,
      message: `${text} was fitted with weights ${params.value.weights}, and this side's are ${fitted}`,
    };
  return { ok: true, mpc: text };
};
