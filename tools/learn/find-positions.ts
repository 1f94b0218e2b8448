// Finds the positions of the lessons' new exercises in random games: for each idea, an ending small
// enough to solve exactly where the idea decides the result, turned by a symmetry of the board so that
// it stands on the squares the rules booklet's example uses (a C square on b1, an X square on b7).
//
//   node --import tsx tools/learn/find-positions.ts <idea> [--from 1] [--to 2000] [--empties 12-16]
//     idea: c-square | x-trap | sacrifice | keep-corner | tempo | table | fewest
//
// A random game is `--from`..`--to` seeds of uniformly random moves (src/engine/rng.ts), stopped at each
// number of empties in the range; every legal move of the position there is solved exactly. It prints
// each position that fits as `seed S, E empties, symmetry Y: <OBF>` with the moves' exact values, for a
// lesson to quote (src/web/learn/lessons.ts names the seed, the empties and the symmetry of each).
import {
  type Bitboard,
  type Color,
  emptyRegions,
  type Move,
  makeObf,
  makeSquare,
  opposite,
  Position as P,
  PASS,
  type Position,
  type Square,
  SYMMETRIES,
  type Symmetry,
  square,
  transformPosition,
  transformSquare,
  xSquares,
} from '../../src/core/index.js';
import { randomMove, squareValue } from '../../src/engine/levels.js';
import { createNodeEngine } from '../../src/engine/node.js';
import { Rng } from '../../src/engine/rng.js';
import {
  C_SQUARES,
  CORNER_SQUARES,
  cornerForced,
  cornerSure,
  cornersOffered,
  diagonalOf,
  edgeNeighbour,
} from '../../src/web/learn/ideas.js';

const args = process.argv.slice(2);
const idea = args[0];
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const from = Number(option('--from', '1'));
const to = Number(option('--to', '2000'));
const [eMin, eMax] = option('--empties', '12-16').split('-').map(Number);

const engine = createNodeEngine({ weights: false, book: false, hashBits: 20 });

/** A random game's position at `empties` empty squares, or undefined if it ended first. */
const randomAt = (seed: number, empties: number): Position | undefined => {
  const rng = new Rng(seed);
  let p = P.initial();
  while (p.empties().size() > empties) {
    if (p.isGameOver()) return undefined;
    p = p.after(randomMove(p, rng));
  }
  return p.isGameOver() || p.mustPass() ? undefined : p;
};

/** Every legal move's exact value for the side to move. */
const values = async (p: Position): Promise<Map<Square, number>> => {
  const scores = await engine.analyze(p, { depth: 60, exactEmpties: 64 });
  return new Map(scores.map((s) => [s.move as Square, s.score]));
};

/** The symmetry that carries `from` to `to` (the first one), if any. */
const carrying = (fromSquare: Square, toSquare: Square): Symmetry | undefined =>
  SYMMETRIES.find((s) => transformSquare(s, fromSquare) === toSquare);

/** The first move outside `region` along the line of perfect play after `move`, and who played it. */
const firstOutside = async (p: Position, move: Square, region: Bitboard): Promise<Color | undefined> => {
  let q = p.after(move);
  while (!q.isGameOver()) {
    if (q.mustPass()) {
      q = q.after(PASS);
      continue;
    }
    const r = await engine.solve(q);
    const m = r.move as Square;
    if (!region.has(m)) return q.turn;
    q = q.after(m);
  }
  return undefined;
};

type Found = { symmetry: Symmetry; note: string };

const checks: Record<string, (p: Position, v: Map<Square, number>) => Promise<Found | undefined>> = {
  'c-square': async (p, v) => {
    const best = Math.max(...v.values());
    const cs = [...v.keys()].filter((m) => C_SQUARES.has(m) && !p.occupied().has(edgeNeighbour(m).corner));
    const own = p.discs(p.turn);
    const connected = cs.filter((m) => own.has(edgeNeighbour(m).along) && v.get(m) === best);
    const isolated = cs.filter(
      (m) =>
        !p.occupied().has(edgeNeighbour(m).along) &&
        v.get(m)! <= best - 8 &&
        cornerForced(p.after(m), edgeNeighbour(m).corner),
    );
    if (connected.length !== 1 || isolated.length === 0) return undefined;
    const symmetry = carrying(connected[0], square('b1'));
    return (
      symmetry && {
        symmetry,
        note: `connected ${makeSquare(connected[0])}, isolated ${isolated.map(makeSquare)}`,
      }
    );
  },
  'x-trap': async (p, v) => {
    const best = Math.max(...v.values());
    const them = opposite(p.turn);
    for (const x of xSquares(p)) {
      if (x.disc !== them || p.legalMoves().has(x.corner)) continue;
      // A move elsewhere, off the corner's diagonal, that turns a disc on it beyond the X square (the
      // booklet's d8 and d5).
      const diagonal = diagonalOf(x.corner).without(x.square);
      const forcing = [...v.keys()].filter(
        (m) => !diagonal.has(m) && p.flipsAt(m).intersects(diagonal) && cornerSure(p.after(m), x.corner),
      );
      if (forcing.length !== 1 || v.get(forcing[0]) !== best) continue;
      // Turned so that the corner is a8 and the X square b7; of the two such turns, the one that puts
      // the forcing move on d8 (the booklet's example) when there is one.
      const turns = SYMMETRIES.filter((s) => transformSquare(s, x.corner) === square('a8'));
      const symmetry = turns.find((s) => transformSquare(s, forcing[0]) === square('d8')) ?? turns[0];
      return { symmetry, note: `forcing ${makeSquare(forcing[0])} for ${makeSquare(x.corner)}` };
    }
    return undefined;
  },
  sacrifice: async (p, v) => {
    const best = Math.max(...v.values());
    const giving = [...v.keys()].filter((m) => cornersOffered(p, m).length > 0);
    const keeping = [...v.keys()].filter((m) => cornersOffered(p, m).length === 0);
    const bestMoves = [...v.keys()].filter((m) => v.get(m) === best);
    if (bestMoves.length !== 1 || !giving.includes(bestMoves[0]) || keeping.length === 0) return undefined;
    if (Math.max(...keeping.map((m) => v.get(m)!)) > best - 6) return undefined;
    if (!xSquares(p).some((x) => x.square === bestMoves[0])) return undefined;
    return { symmetry: 'identity', note: `gives a corner with ${makeSquare(bestMoves[0])}` };
  },
  'keep-corner': async (p, v) => {
    const best = Math.max(...v.values());
    const giving = [...v.keys()].filter((m) => cornersOffered(p, m).length > 0);
    const keeping = [...v.keys()].filter((m) => cornersOffered(p, m).length === 0);
    if (giving.length === 0 || keeping.length !== 1 || v.get(keeping[0]) !== best) return undefined;
    if (CORNER_SQUARES.has(keeping[0])) return undefined;
    if (Math.max(...giving.map((m) => v.get(m)!)) > best - 10) return undefined;
    return { symmetry: 'identity', note: `keeps them shut with ${makeSquare(keeping[0])}` };
  },
  tempo: async (p, v) => {
    const best = Math.max(...v.values());
    const regions = emptyRegions(p);
    if (regions.length < 2) return undefined;
    for (const region of regions) {
      const inside = [...v.keys()].filter((m) => region.squares.has(m));
      if (inside.length !== 2) continue;
      const [a, b] = inside.sort((x, y) => v.get(y)! - v.get(x)!);
      if (v.get(a) !== best || v.get(b)! > best - 4) continue;
      if ((await firstOutside(p, a, region.squares)) !== opposite(p.turn)) continue;
      if ((await firstOutside(p, b, region.squares)) !== p.turn) continue;
      return {
        symmetry: 'identity',
        note: `tempo ${makeSquare(a)} (${v.get(a)}) over ${makeSquare(b)} (${v.get(b)})`,
      };
    }
    return undefined;
  },
  table: async (p, v) => {
    const best = Math.max(...v.values());
    const moves = [...v.keys()];
    const top = Math.max(...moves.map((m) => squareValue(p, m)));
    const favourites = moves.filter((m) => squareValue(p, m) === top);
    const bestMoves = moves.filter((m) => v.get(m) === best);
    if (favourites.length !== 1 || bestMoves.length !== 1 || v.get(favourites[0])! > best - 8)
      return undefined;
    if (squareValue(p, bestMoves[0]) >= 0 || !CORNER_SQUARES.has(favourites[0])) return undefined;
    return {
      symmetry: 'identity',
      note: `table ${makeSquare(favourites[0])}, best ${makeSquare(bestMoves[0])}`,
    };
  },
  fewest: async (p, v) => {
    const best = Math.max(...v.values());
    const moves = [...v.keys()];
    const fewest = Math.min(...moves.map((m) => p.flipsAt(m).size()));
    const quiet = moves.filter((m) => p.flipsAt(m).size() === fewest);
    const bestMoves = moves.filter((m) => v.get(m) === best);
    if (quiet.length !== 1 || bestMoves.length !== 1 || v.get(quiet[0])! > best - 8) return undefined;
    if (p.flipsAt(bestMoves[0]).size() < fewest + 3 || CORNER_SQUARES.has(bestMoves[0])) return undefined;
    return { symmetry: 'identity', note: `fewest ${makeSquare(quiet[0])}, best ${makeSquare(bestMoves[0])}` };
  },
};

/**
 * The review lesson's sample game: both sides play 6-ply searches (exact from 12 empties) until Black is
 * to move at 16 empties, where Black plays its worst move that hands White a corner; from there both
 * play perfectly. Prints the move list.
 */
const sample = async (): Promise<void> => {
  let p = P.initial();
  const moves: string[] = [];
  let blundered = false;
  while (!p.isGameOver()) {
    let m: Move;
    if (p.mustPass()) m = PASS;
    else if (!blundered && p.turn === 'black' && p.empties().size() <= 16) {
      const v = await values(p);
      const giving = [...v.keys()].filter((x) => cornersOffered(p, x).length > 0);
      m = giving.sort((a, b) => v.get(a)! - v.get(b)!)[0] ?? [...v.keys()][0];
      blundered = true;
      console.log(
        `blunder at ${p.empties().size()} empties: ${makeSquare(m as Square)} (${v.get(m as Square)} against ${Math.max(...v.values())})`,
      );
    } else if (p.empties().size() <= 16) m = (await engine.solve(p)).move;
    else m = (await engine.bestMove(p, { depth: 6, exactEmpties: 12, book: false, fresh: true })).move;
    moves.push(m === PASS ? '' : makeSquare(m as Square));
    p = p.after(m);
  }
  console.log(`${moves.join('')}  final ${p.count('black')}-${p.count('white')}`);
};

if (idea === 'sample') {
  try {
    await sample();
  } finally {
    await engine.close();
  }
  process.exit(0);
}

const check = checks[idea];
if (!check) {
  console.error(`the idea must be one of ${Object.keys(checks).join(', ')}`);
  process.exit(2);
}
try {
  for (let seed = from; seed <= to; seed++)
    for (let empties = eMax; empties >= eMin; empties--) {
      const p = randomAt(seed, empties);
      if (!p || p.legalMoves().size() < 3) continue;
      const v = await values(p);
      const found = await check(p, v);
      if (!found) continue;
      const turned = transformPosition(found.symmetry, p);
      const list = [...v.entries()]
        .map(([m, s]) => `${makeSquare(transformSquare(found.symmetry, m))} ${s}`)
        .join(', ');
      console.log(`seed ${seed}, ${empties} empties, symmetry ${found.symmetry}: ${makeObf(turned)}`);
      console.log(`  ${found.note} (before the symmetry); values: ${list}`);
    }
} finally {
  await engine.close();
}
