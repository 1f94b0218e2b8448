/**
 * Move lists that reach the situations the e2e tests need. Found by seeded random play from the
 * standard start with the rules library; each test checks the situation on the page itself.
 */

/** Black to move; after Black's g2 White has no legal move and passes, and Black moves again. */
export const WHITE_PASSES_AFTER_G2 = 'd3c3b3c5c6e3c4d2d1c1b1b2f4e1a1e2f1d6f6g5c7b5a4e6c2e7d7c8f2g1h1a2a3a5';

/** Ends with Black to move and no legal move for Black, while White can still move. */
export const BLACK_MUST_PASS =
  'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5';

/** Black to move with g8 the only legal move; after it the game is over, White winning 41-23. */
export const LAST_MOVE_G8 = `${BLACK_MUST_PASS}e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8`;

/** A game Hard played against itself (seeded, during development): 60 discs and one pass. */
export const HARD_SELF_PLAY =
  'd3e3f4g3f2c5g5f3f5e2d2g4e6f6h5h3e7d6c4h6h4c2c3c6g6d1b5b3a3b6b4a4a6a2b1f7d7c1e1g1f8g7g8c8d8c7b7h8a5h7a1b2f1g2b8e8h2h1a8a7';

/** HARD_SELF_PLAY at 24 empties, Black to move, as the analysis board's `board` parameter. */
export const AT_24_EMPTIES = '-X-O----O-XOXX--OOXXXXXOOOOOXXXX-XXOXXXXXXXXOXXO----XO----------X';

/**
 * From AT_24_EMPTIES: the game's own moves to 12 empties, then Black's b2, which the exact solver
 * values at -36 where a5 (the only best move) keeps -10, a blunder of 26 discs; then both sides' best
 * moves to the end (White wins 50-14).
 */
export const PLANTED_BLUNDER = 'd7c1e1g1f8g7g8c8d8c7b7h8b2h7b8a1f1g2h1h2a8a7e8a5';

/** The nine-move wipe-out: Black wins 13-0 and the game is over with 51 empties (a finished game whose
 * review is quick: nine positions, none within the solver's reach). */
export const WIPE_OUT = 'd3c3b3d2e1d6d7e3f4';
