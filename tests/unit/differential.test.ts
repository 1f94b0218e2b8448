/**
 * The bitboard library against the plain rules (tests/support/plain-rules.ts), on positions reached by
 * random play in all fifteen variants, on random valid setups and on every opening setup of the Reversi
 * rule sets. The two implementations share no code,
 * so agreement on moves, flips, passes, game over and outcome is strong evidence both are right.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  Bitboard,
  BOARD_SIZES,
  COLORS,
  centerSquares,
  PASS,
  Position,
  RULES,
  type Square,
  startsEmpty,
} from '../../src/core/index.js';
import { boardOfPlain, plainOf, randomSetupArb } from '../support/bridge.js';
import {
  plainFlips,
  plainGameOver,
  plainMoves,
  plainMustPass,
  plainOpening,
  plainOther,
  plainOutcome,
  plainPlacing,
  plainPlay,
  plainToString,
} from '../support/plain-rules.js';
import { randomGameArb } from '../support/random-games.js';

/** How many positions of each interesting kind the samples held; asserted non-zero at the end. */
const seen = {
  positions: 0,
  mustPass: 0,
  passPlayed: 0,
  gameOver: 0,
  endedEarly: 0,
  draws: 0,
  reversiPlacing: 0,
  fourthDiscFlipped: 0,
  fourthDiscPlaced: 0,
  gamesEndedEarly: 0,
};

/** Checks one position against the plain rules: every question the rules answer. */
const agree = (position: Position): void => {
  const plain = plainOf(position);
  const why = `\n${plainToString(plain)}\n(${position.variant.rules} ${position.variant.size}x${position.variant.size})`;
  seen.positions++;
  const moves = plainMoves(plain);
  expect(position.legalMoves().toArray(), `legal moves${why}`).toEqual(moves);
  expect(position.movesFor(plainOther(plain.turn)).toArray(), `opponent moves${why}`).toEqual(
    plainMoves(plain, plainOther(plain.turn)),
  );
  for (const m of moves) {
    const flips = plainFlips(plain, plain.turn, Math.floor(m / 8), m % 8);
    expect(position.flipsAt(m as Square).toArray(), `flips at ${m}${why}`).toEqual(flips);
    const played = position.play(m as Square);
    if (!played.ok) throw new Error(`legal move refused: ${played.error.message}${why}`);
    expect(played.value.flipped.toArray()).toEqual(flips);
    const after = boardOfPlain(plainPlay(plain, m));
    expect(played.value.position.board.black.equals(after.black), `black after ${m}${why}`).toBe(true);
    expect(played.value.position.board.white.equals(after.white), `white after ${m}${why}`).toBe(true);
    expect(played.value.position.turn).toBe(plainOther(plain.turn));
  }
  const mustPass = plainMustPass(plain);
  const over = plainGameOver(plain);
  expect(position.mustPass(), `must pass${why}`).toBe(mustPass);
  expect(position.isGameOver(), `game over${why}`).toBe(over);
  expect(position.isLegal(PASS), `pass legal${why}`).toBe(mustPass);
  expect(position.legalMoveList()).toEqual(over ? [] : mustPass ? [PASS] : moves);
  if (mustPass) seen.mustPass++;
  expect(position.inPlacementPhase(), `placement phase${why}`).toBe(plainPlacing(plain));
  if (position.inPlacementPhase()) seen.reversiPlacing++;
  if (over) {
    seen.gameOver++;
    const expected = plainOutcome(plain);
    const outcome = position.outcome();
    expect(outcome, `outcome${why}`).toEqual({
      winner: expected.winner,
      black: expected.black,
      white: expected.white,
      empty: expected.empty,
      score: { raw: { black: expected.black, white: expected.white }, tournament: expected.tournament },
    });
    if (expected.empty > 0) seen.endedEarly++;
    if (expected.winner === undefined) seen.draws++;
  } else expect(position.outcome()).toBeUndefined();
};

describe('the library agrees with the plain rules', () => {
  it('on every position of random games in all variants and sizes', () => {
    fc.assert(
      fc.property(randomGameArb, ({ positions, moves }) => {
        for (const p of positions) agree(p);
        const fourth = positions.findIndex((p) => plainOpening(plainOf(p)) === 'fourth');
        if (fourth >= 0) {
          const placed = positions[fourth + 1].occupied().diff(positions[fourth].occupied());
          if (centerSquares(positions[fourth].variant.size).includes(placed.first()!))
            seen.fourthDiscPlaced++;
          else seen.fourthDiscFlipped++;
        }
        seen.passPlayed += moves.filter((m) => m === PASS).length;
        const last = positions[positions.length - 1];
        if (last.isGameOver() && last.empties().nonEmpty()) seen.gamesEndedEarly++;
      }),
      { numRuns: 250, seed: 20261130 },
    );
  });

  it('on random valid setups (arbitrary disc placements)', () => {
    fc.assert(
      fc.property(randomSetupArb, (position) => agree(position)),
      { numRuns: 3000, seed: 1130 },
    );
  });

  it('on every opening setup of the Reversi rule sets: up to three centre discs, either side to move', () => {
    let setups = 0;
    for (const rules of RULES.filter(startsEmpty))
      for (const size of BOARD_SIZES) {
        const centre = centerSquares(size);
        // Each centre square empty, black or white: 3^4 colourings, those with at most three discs.
        for (let code = 0; code < 81; code++) {
          const cells = centre.map((_, i) => Math.floor(code / 3 ** i) % 3);
          if (cells.every((c) => c !== 0)) continue;
          const pick = (k: number): Bitboard => Bitboard.fromSquares(centre.filter((_, i) => cells[i] === k));
          for (const turn of COLORS) {
            const setup = Position.fromSetup({
              board: { black: pick(1), white: pick(2) },
              turn,
              variant: { rules, size },
            });
            if (!setup.ok) throw new Error(setup.error.message);
            agree(setup.value);
            setups++;
          }
        }
      }
    expect(setups).toBe(3 * 3 * 65 * 2);
  });

  it('on what every square would flip and whether it may be played, on the board or off it', () => {
    fc.assert(
      fc.property(randomSetupArb, (position) => {
        const plain = plainOf(position);
        const legal = plainGameOver(plain) ? [] : plainMoves(plain);
        for (let s = 0; s < 64; s++) {
          const r = Math.floor(s / 8);
          const c = s % 8;
          const onBoard = r < plain.size && c < plain.size;
          const expected = onBoard ? plainFlips(plain, plain.turn, r, c) : [];
          expect(position.flipsAt(s as Square).toArray(), `flips at ${s}\n${plainToString(plain)}`).toEqual(
            expected,
          );
          expect(position.isLegal(s as Square), `legal at ${s}\n${plainToString(plain)}`).toBe(
            legal.includes(s),
          );
        }
      }),
      { numRuns: 400, seed: 64 },
    );
  });

  afterAll(() => {
    // The sample must hold the rare cases the comparison is for, or it proves nothing about them.
    expect(seen.positions).toBeGreaterThan(10_000);
    expect(seen.mustPass).toBeGreaterThan(0);
    expect(seen.passPlayed).toBeGreaterThan(0);
    expect(seen.gameOver).toBeGreaterThan(0);
    expect(seen.endedEarly).toBeGreaterThan(0);
    expect(seen.gamesEndedEarly).toBeGreaterThan(0); // by play, not only in random setups
    expect(seen.draws).toBeGreaterThan(0);
    expect(seen.reversiPlacing).toBeGreaterThan(0);
    // The flip variants' fourth disc, both ways (placed on the centre only in reversi-may-flip).
    expect(seen.fourthDiscFlipped).toBeGreaterThan(0);
    expect(seen.fourthDiscPlaced).toBeGreaterThan(0);
  });
});
