/**
 * Random legal games for tests, built with the rules library: the one home of "play random moves"
 * for every test. A game is picked either by a list of choices (each picks one of the legal moves,
 * passes included, modulo their number: what fast-check shrinks) or by a seed (the engine's own
 * `Rng`, for tests that name a seed and a ply).
 */
import fc from 'fast-check';
import type { GameMove, GameRecord } from '../../src/core/game.js';
import {
  BOARD_SIZES,
  type Move,
  PASS,
  Position,
  RULES,
  STANDARD,
  unwrap,
  type Variant,
} from '../../src/core/index.js';
import { Rng } from '../../src/engine/rng.js';

/**
 * Plays from `start` the game `choices` picks: `choices[i]` picks among the legal moves at ply i
 * (modulo their number); a forced pass is played as a pass. Stops at the game's end or when the
 * choices run out. Every position met (start included) and the moves played.
 */
export const playChoices = (
  start: Position,
  choices: readonly number[],
): { positions: Position[]; moves: Move[] } => {
  const positions = [start];
  const moves: Move[] = [];
  let position = start;
  for (const choice of choices) {
    const legal = position.legalMoveList();
    if (legal.length === 0) break;
    const move = legal[choice % legal.length];
    const next = position.play(move);
    if (!next.ok) throw new Error(`library refused its own legal move: ${next.error.message}`);
    moves.push(move);
    position = next.value.position;
    positions.push(position);
  }
  return { positions, moves };
};

/** The game that `choices` picks from `start` as a record; it never ends on a pass, which no record
 * would write. */
export const randomGame = (choices: readonly number[], start: Position = Position.initial()): GameRecord => {
  const { positions, moves } = playChoices(start, choices);
  const record: GameMove[] = moves.map((move, i) => ({ move, color: positions[i].turn }));
  while (record.length > 0 && record[record.length - 1].move === PASS) record.pop();
  return { start, moves: record };
};

/** The position `plies` random moves after `start` (fewer if the game ends), the moves picked by the
 * engine's seeded `Rng`, e.g. `randomPlayout(Position.initial(), 20, 7)`. */
export const randomPlayout = (start: Position, plies: number, seed: number): Position => {
  const rng = new Rng(seed);
  let p = start;
  for (let i = 0; i < plies && !p.isGameOver(); i++) p = unwrap(p.play(rng.pick(p.legalMoveList()))).position;
  return p;
};

/** Every rule set on every board size: 15 variants. */
export const ALL_VARIANTS: readonly Variant[] = RULES.flatMap((rules) =>
  BOARD_SIZES.map((size) => ({ rules, size })),
);

/** A variant, uniformly among the fifteen. */
export const variantArb: fc.Arbitrary<Variant> = fc.constantFrom(...ALL_VARIANTS);

/** Enough choices to finish any game on any board (60 moves plus passes). */
export const choicesArb = fc.array(fc.nat({ max: 1000 }), { minLength: 80, maxLength: 80 });

/** A random game of a random variant: its variant, positions and moves. */
export const randomGameArb = fc
  .tuple(variantArb, choicesArb)
  .map(([variant, choices]) => ({ variant, ...playChoices(Position.initial(variant), choices) }));

/** Games of the variant, from a few moves long to finished (70 choices cover any 8x8 game). */
export const arbitraryGame = (variant: Variant = STANDARD): fc.Arbitrary<GameRecord> =>
  fc
    .array(fc.nat({ max: 1000 }), { minLength: 0, maxLength: 70 })
    .map((choices) => randomGame(choices, Position.initial(variant)));

/** Finished or long games are the interesting ones for transcripts and WTHOR: mostly full length. */
export const arbitraryLongGame = (variant: Variant = STANDARD): fc.Arbitrary<GameRecord> =>
  fc
    .array(fc.nat({ max: 1000 }), { minLength: 50, maxLength: 70 })
    .map((choices) => randomGame(choices, Position.initial(variant)));

/** The variants the file formats write (a subset of the fifteen, each kind once). */
export const arbitraryVariant: fc.Arbitrary<Variant> = fc.constantFrom<Variant>(
  { rules: 'standard', size: 8 },
  { rules: 'anti', size: 8 },
  { rules: 'reversi', size: 8 },
  { rules: 'reversi-may-flip', size: 8 },
  { rules: 'reversi-must-flip', size: 6 },
  { rules: 'standard', size: 6 },
  { rules: 'standard', size: 4 },
  { rules: 'anti', size: 6 },
);
