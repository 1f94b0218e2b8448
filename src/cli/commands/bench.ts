/**
 * `wedge bench`: the search signature. Fixed positions, a fixed depth and a fixed table size, each
 * searched from empty tables, so the total node count changes only when the search does; commits that
 * change search quote it (`Bench: N`).
 */
import type { Command } from 'commander';
import { parseMoveList, parseObf } from '../../core/formats/index.js';
import { makeMove, type Position } from '../../core/index.js';
import { createNodeEngine, EngineError } from '../../engine/index.js';
import { type CliFailure, failed, parseHashOption, parseIntOption, runCommand } from '../io.js';
import { formatSpeed } from './bestmove.js';

/** Midgame positions as openings from the start (named lines of data/openings.txt). */
const MIDGAMES = [
  'F5d6C3d3C4f4C5b3C2e3', // Nicolet
  'F5d6C3d3C4f4F6g5E3f3G4h3G3f2', // No-Kung (Continuation)
  'F5d6C4d3C5f4E3f3C2b4B3', // Berner
  'F5d6C5f4E3c6D3f6E6d7G3c4', // Rose-Birth
  'F5f6E6d6C5e3D3g5E2b5', // Sailboat
  'F5f6E6d6F7e3D7e7C6c5D3', // Checkerboarding Peasant
];

/** Endgames solved exactly: FFO #20-#23 (data/ffo/fforum-20-39.obf), 6 to 18 empties. */
const ENDGAMES = [
  'XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO- X',
  'OOOOOOOOXOOXXX--XXOOXOO-XOXOOO--XOOOOX--XOOXOO--XOOOOO--XXXX---- O',
  '--OOOO--X-OOOOO-XXOOXOXXXOXOXXXXXXXOXXXX-XXOXOXX--OXXX-X----X--- O',
  '--O-------OOX---OOOXXXO-OOOOXOXXXXXOOXOXXXXXXOOXX-XXXXOX--XXXX-- X',
];

export const BENCH_DEPTH = 10;
export const BENCH_HASH_BITS = 18;

interface BenchOptions {
  depth?: string;
  hash?: string;
}

const positionsOf = (): { name: string; position: Position; solve: boolean }[] => {
  const out: { name: string; position: Position; solve: boolean }[] = [];
  for (const line of MIDGAMES) {
    const game = parseMoveList(line);
    if (!game.ok) throw new Error(`bench opening ${line}: ${game.error.message}`);
    let position = game.value.start;
    for (const m of game.value.moves) {
      const played = position.play(m.move);
      if (!played.ok) throw new Error(`bench opening ${line}: ${played.error.message}`);
      position = played.value.position;
    }
    out.push({ name: line, position, solve: false });
  }
  for (const [i, obf] of ENDGAMES.entries()) {
    const parsed = parseObf(obf);
    if (!parsed.ok) throw new Error(`bench endgame ${i}: ${parsed.error.message}`);
    out.push({ name: `FFO #${20 + i}`, position: parsed.value.position, solve: true });
  }
  return out;
};

const bench = async (options: BenchOptions): Promise<CliFailure | undefined> => {
  const depth = parseIntOption('--depth', options.depth, 1, 30);
  if (!depth.ok) return depth.error;
  const hash = parseHashOption(options.hash);
  if (!hash.ok) return hash.error;
  const d = depth.value ?? BENCH_DEPTH;
  const bits = hash.value ?? BENCH_HASH_BITS;
  const engine = createNodeEngine({ hashBits: bits });
  const out = (line: string): boolean => process.stdout.write(`${line}\n`);
  let nodes = 0;
  let ms = 0;
  try {
    // Starts the worker and loads the kernel outside the measured time.
    await engine.bestMove(positionsOf()[0].position, { depth: 1, fresh: true, evaluator: 'heuristic' });
    for (const { name, position, solve } of positionsOf()) {
      const r = solve
        ? await engine.solve(position, { fresh: true })
        : await engine.bestMove(position, { depth: d, fresh: true, evaluator: 'heuristic' });
      nodes += r.nodes;
      ms += r.timeMs;
      out(
        `${name.padEnd(30)} ${solve ? 'solve   ' : `depth ${String(d).padEnd(2)}`} ${makeMove(r.move).padEnd(2)} ` +
          `nodes ${String(r.nodes).padStart(10)}  ${String(r.timeMs).padStart(6)} ms`,
      );
    }
  } catch (error) {
    return failed(error instanceof EngineError ? `${error.code}: ${error.message}` : String(error));
  } finally {
    await engine.close();
  }
  const speed = ms > 0 ? (nodes * 1000) / ms : 0;
  out(`bench: depth ${d}, hash ${bits} bits, heuristic evaluation, empty tables before each position`);
  out(`Nodes searched: ${nodes}`);
  out(`Total time (ms): ${ms}`);
  out(`Nodes/second: ${Math.round(speed)} (${formatSpeed(speed)})`);
  return undefined;
};

/** Registers `wedge bench`. */
export const registerBench = (program: Command): void => {
  program
    .command('bench')
    .description('search signature: fixed positions, depth and table size; prints total nodes and speed')
    .option('-d, --depth <plies>', `midgame depth (default ${BENCH_DEPTH}: the signature)`)
    .option(
      '--hash <bits>',
      `transposition tables of 2^bits entries each (10-25, default ${BENCH_HASH_BITS})`,
    )
    .action(runCommand('bench', bench));
};
