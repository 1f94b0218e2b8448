/**
 * A second, deliberately plain implementation of the rules, used only by the tests.
 *
 * It shares no code with `src/core`: an n x n array of cells, and every question is answered by
 * walking square by square in the 8 directions. It is slow and obvious on purpose, so that when it
 * agrees with the bitboard library on thousands of positions, both are very likely right.
 * Squares are reported as 8x8 grid indices (row * 8 + col) only so results compare with the library.
 */

export type PlainColor = 'black' | 'white';
export type PlainRules = 'standard' | 'anti' | 'reversi' | 'reversi-may-flip' | 'reversi-must-flip';
export type Cell = PlainColor | null;

/** A position: rows of cells (row 0 = row 1 of the board), the side to move, the rules. */
export interface PlainState {
  readonly size: number;
  readonly rules: PlainRules;
  readonly cells: readonly (readonly Cell[])[];
  readonly turn: PlainColor;
}

export interface PlainOutcome {
  readonly winner: PlainColor | undefined;
  readonly black: number;
  readonly white: number;
  readonly empty: number;
  readonly tournament: { readonly black: number; readonly white: number };
}

const STEPS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1],
];

/** The other colour. */
export const plainOther = (color: PlainColor): PlainColor => (color === 'black' ? 'white' : 'black');

/** The grid index used by the library for a row and column. */
export const plainIndex = (row: number, col: number): number => row * 8 + col;

const centre = (size: number): [number, number][] => {
  const h = size / 2;
  return [
    [h - 1, h - 1],
    [h - 1, h],
    [h, h - 1],
    [h, h],
  ];
};

/** True for the three Reversi openings, which start from an empty board. */
const emptyStart = (rules: PlainRules): boolean => rules.startsWith('reversi');

/** The start: White on the top-left and bottom-right centre squares, Black on the other two;
 * an empty board for the Reversi openings. */
export const plainInitial = (rules: PlainRules, size: number): PlainState => {
  const cells: Cell[][] = [];
  for (let r = 0; r < size; r++) cells.push(new Array<Cell>(size).fill(null));
  if (!emptyStart(rules)) {
    const h = size / 2;
    cells[h - 1][h - 1] = 'white';
    cells[h][h] = 'white';
    cells[h - 1][h] = 'black';
    cells[h][h - 1] = 'black';
  }
  return { size, rules, cells, turn: 'black' };
};

const countCells = (state: PlainState, cell: Cell): number =>
  state.cells.reduce((sum, line) => sum + line.filter((x) => x === cell).length, 0);

/**
 * Where a Reversi opening stands: `centre` while discs are placed on the centre without flipping
 * (historical Reversi until the centre is full; the flip variants for their first three discs),
 * `fourth` for the flip variants' fourth disc, null in ordinary play.
 */
export const plainOpening = (state: PlainState): 'centre' | 'fourth' | null => {
  if (state.rules === 'reversi')
    return centre(state.size).some(([r, c]) => state.cells[r][c] === null) ? 'centre' : null;
  if (state.rules !== 'reversi-may-flip' && state.rules !== 'reversi-must-flip') return null;
  const discs = state.size * state.size - countCells(state, null);
  return discs < 3 ? 'centre' : discs === 3 ? 'fourth' : null;
};

/** True while a Reversi opening is on (see plainOpening). */
export const plainPlacing = (state: PlainState): boolean => plainOpening(state) !== null;

/** The discs `color` would turn over by playing at (row, col), as grid indices. */
export const plainFlips = (state: PlainState, color: PlainColor, row: number, col: number): number[] => {
  if (state.cells[row][col] !== null || plainOpening(state) === 'centre') return [];
  const flips: number[] = [];
  for (const [dr, dc] of STEPS) {
    const line: number[] = [];
    let r = row + dr;
    let c = col + dc;
    while (r >= 0 && r < state.size && c >= 0 && c < state.size && state.cells[r][c] === plainOther(color)) {
      line.push(plainIndex(r, c));
      r += dr;
      c += dc;
    }
    const closed = r >= 0 && r < state.size && c >= 0 && c < state.size && state.cells[r][c] === color;
    if (closed && line.length > 0) flips.push(...line);
  }
  return flips.sort((a, b) => a - b);
};

/**
 * The squares where `color` may play, in increasing grid index. In the flip variants' fourth disc the
 * empty centre square is a move beside the captures (may-flip), or only when there is no capture
 * (must-flip).
 */
export const plainMoves = (state: PlainState, color: PlainColor = state.turn): number[] => {
  const opening = plainOpening(state);
  const centreMoves: number[] = [];
  const captures: number[] = [];
  for (let r = 0; r < state.size; r++) {
    for (let c = 0; c < state.size; c++) {
      if (state.cells[r][c] !== null) continue;
      if (centre(state.size).some(([cr, cc]) => cr === r && cc === c)) centreMoves.push(plainIndex(r, c));
      if (plainFlips(state, color, r, c).length > 0) captures.push(plainIndex(r, c));
    }
  }
  if (opening === 'centre') return centreMoves;
  if (opening === 'fourth') {
    if (state.rules === 'reversi-must-flip') return captures.length > 0 ? captures : centreMoves;
    return [...new Set([...captures, ...centreMoves])].sort((a, b) => a - b);
  }
  return captures;
};

/** True when neither side has a move. */
export const plainGameOver = (state: PlainState): boolean =>
  plainMoves(state, 'black').length === 0 && plainMoves(state, 'white').length === 0;

/** True when the side to move has no move but the opponent has one. */
export const plainMustPass = (state: PlainState): boolean =>
  plainMoves(state).length === 0 && plainMoves(state, plainOther(state.turn)).length > 0;

/** Plays a move at a grid index (assumed legal); returns the next state. */
export const plainPlay = (state: PlainState, index: number): PlainState => {
  const row = Math.floor(index / 8);
  const col = index % 8;
  const flips = plainFlips(state, state.turn, row, col);
  const cells = state.cells.map((line) => [...line]);
  cells[row][col] = state.turn;
  for (const f of flips) cells[Math.floor(f / 8)][f % 8] = state.turn;
  return { ...state, cells, turn: plainOther(state.turn) };
};

/** The same board with the other side to move. */
export const plainPass = (state: PlainState): PlainState => ({ ...state, turn: plainOther(state.turn) });

/** The result of a finished game: more discs wins (fewer in anti); tournament rule gives the empties
 * to the winner (to the loser in anti) and splits them on a draw. */
export const plainOutcome = (state: PlainState): PlainOutcome => {
  const black = countCells(state, 'black');
  const white = countCells(state, 'white');
  const empty = countCells(state, null);
  let winner: PlainColor | undefined;
  if (black > white) winner = state.rules === 'anti' ? 'white' : 'black';
  else if (white > black) winner = state.rules === 'anti' ? 'black' : 'white';
  let tournament = { black: black + empty / 2, white: white + empty / 2 };
  if (winner !== undefined) {
    const more = black > white ? 'black' : 'white';
    // In standard play the winner has more discs; in anti the loser does. Either way the side with
    // more discs receives the empties.
    tournament = more === 'black' ? { black: black + empty, white } : { black, white: white + empty };
  }
  return { winner, black, white, empty, tournament };
};

/** The final score of a finished game from the side to move's view, as engines report it: the
 * tournament disc difference, negated in Anti-Reversi (where fewer discs win). */
export const plainMoverScore = (state: PlainState): number => {
  const { tournament } = plainOutcome(state);
  const diff =
    state.turn === 'black' ? tournament.black - tournament.white : tournament.white - tournament.black;
  return state.rules === 'anti' ? 0 - diff : diff;
};

/** The exact score of perfect play from the side to move's view (`plainMoverScore` at the end):
 * plain negamax with alpha-beta pruning, which returns the minimax value. */
export const plainSolve = (state: PlainState, alpha = -Infinity, beta = Infinity): number => {
  const moves = plainMoves(state);
  if (moves.length === 0) {
    if (plainMoves(state, plainOther(state.turn)).length === 0) return plainMoverScore(state);
    return 0 - plainSolve(plainPass(state), -beta, -alpha);
  }
  let best = -Infinity;
  for (const move of moves) {
    const value = 0 - plainSolve(plainPlay(state, move), -beta, -alpha);
    if (value > best) best = value;
    if (value > alpha) alpha = value;
    if (alpha >= beta) break;
  }
  return best;
};

/** Leaves of the game tree to `depth` plies: a pass is a ply, a finished game is one leaf. */
export const plainPerft = (state: PlainState, depth: number): number => {
  if (depth === 0) return 1;
  const moves = plainMoves(state);
  if (moves.length === 0) {
    if (plainMoves(state, plainOther(state.turn)).length === 0) return 1;
    return plainPerft(plainPass(state), depth - 1);
  }
  let leaves = 0;
  for (const m of moves) leaves += plainPerft(plainPlay(state, m), depth - 1);
  return leaves;
};

/** Leaves of the whole game tree (every line played to its end), with how many end in each result. */
export const plainFullTree = (
  state: PlainState,
): { leaves: number; black: number; white: number; draws: number } => {
  const tally = { leaves: 0, black: 0, white: 0, draws: 0 };
  const walk = (s: PlainState): void => {
    const moves = plainMoves(s);
    if (moves.length === 0) {
      if (plainMoves(s, plainOther(s.turn)).length === 0) {
        const { winner } = plainOutcome(s);
        tally.leaves++;
        if (winner === undefined) tally.draws++;
        else tally[winner]++;
        return;
      }
      walk(plainPass(s));
      return;
    }
    for (const m of moves) walk(plainPlay(s, m));
  };
  walk(state);
  return tally;
};

/** The board as text rows (`X` black, `O` white, `-` empty), for failure messages. */
export const plainToString = (state: PlainState): string =>
  `${state.cells.map((line) => line.map((x) => (x === 'black' ? 'X' : x === 'white' ? 'O' : '-')).join('')).join('\n')}\n${state.turn}`;
