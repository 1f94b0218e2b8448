/**
 * Opening names: the committed table `data/openings.txt` (86 named openings, each a move sequence from
 * the standard start beginning F5, as published opening lists give them; copied unchanged from the
 * team's shared material, which gathered them from public opening lists). A game is named by its
 * moves: the longest sequence of the table that its moves begin with, seen through each of the eight
 * symmetries of the board, so a game opened on d3, c4 or e6 is named as the same game opened on f5.
 * Matching moves needs no replay, which keeps the table's setup off the main thread's clock (replaying
 * the 86 lines through the rules library took 100 ms on a cold start); the unit test replays them.
 */
import openingsText from '../../../data/openings.txt?raw';
import {
  err,
  type Move,
  ok,
  PASS,
  Position,
  parseSquare,
  type Result,
  type Square,
  SYMMETRIES,
  transformSquare,
} from '../../core/index.js';

/** A named opening: its name as listed (several names joined by commas) and its moves. */
export interface Opening {
  readonly name: string;
  /** The moves as written in the table, e.g. `'F5d6C3d3C4'`. */
  readonly moves: string;
  /** The squares, in order, e.g. f5 d6 c3 d3 c4 for the Tiger. */
  readonly squares: readonly Square[];
}

/** The openings by their moves in lower case, e.g. `'f5d6c3d3c4'`. */
export interface OpeningIndex {
  readonly byMoves: ReadonlyMap<string, Opening>;
  /** The most moves of any opening. */
  readonly longest: number;
}

/**
 * Reads the table: `#` comments, then one opening a line, its moves (squares without spaces, case as
 * the list writes it) and its name. A line that is not so is an error that names the line.
 */
export const parseOpenings = (text: string): Result<Opening[], string> => {
  const openings: Opening[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^((?:[a-h][1-8])+)\s+(\S.*)$/i.exec(line);
    if (!m) return err(`line ${i + 1}: expected the moves (such as F5d6C3), then the name`);
    const squares = (m[1].match(/../g) ?? []).map((name) => parseSquare(name.toLowerCase())!);
    openings.push({ name: m[2].trim(), moves: m[1], squares });
  }
  return ok(openings);
};

const squaresKey = (squares: readonly Square[]): string =>
  squares.map((s) => String.fromCharCode(s + 48)).join('');

/** Indexes openings by their moves; the first listed wins when two list the same moves. */
export const indexOpenings = (openings: readonly Opening[]): OpeningIndex => {
  const byMoves = new Map<string, Opening>();
  let longest = 0;
  for (const opening of openings) {
    const k = squaresKey(opening.squares);
    if (!byMoves.has(k)) byMoves.set(k, opening);
    longest = Math.max(longest, opening.squares.length);
  }
  return { byMoves, longest };
};

/**
 * The opening a game is in: the longest sequence of the table its moves begin with, through whichever
 * symmetry of the board makes them match (the name stays once play leaves the table). Only a game of
 * standard Othello from its usual start has one; moves after a pass are not looked at (no named
 * opening has one).
 */
export const openingOf = (
  start: Position,
  moves: readonly Move[],
  index: OpeningIndex = openingIndex(),
): Opening | undefined => {
  if (!start.equals(STANDARD_START)) return undefined;
  const played: Square[] = [];
  for (const move of moves) {
    if (move === PASS || played.length >= index.longest) break;
    played.push(move);
  }
  let found: Opening | undefined;
  for (const symmetry of SYMMETRIES) {
    let k = '';
    for (const square of played) {
      k += String.fromCharCode(transformSquare(symmetry, square) + 48);
      const opening = index.byMoves.get(k);
      if (opening && opening.squares.length > (found?.squares.length ?? 0)) found = opening;
    }
  }
  return found;
};

const STANDARD_START = Position.initial();

let builtIn: OpeningIndex | undefined;

/** The index of the committed table, built on first use. */
export const openingIndex = (): OpeningIndex => {
  if (builtIn) return builtIn;
  const openings = parseOpenings(openingsText);
  // The table is part of the build and checked by its unit test; a broken one is a broken build.
  if (!openings.ok) throw new Error(`data/openings.txt: ${openings.error}`);
  builtIn = indexOpenings(openings.value);
  return builtIn;
};
