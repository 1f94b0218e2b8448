import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS } from '../../tests/support/random-games.js';
import { Bitboard } from './bitboard.js';
import { gameFromMoves, replay } from './game.js';
import { Position, type Setup } from './position.js';
import { type Move, PASS, parseMove, type SquareName, square, unwrap, type Variant } from './types.js';

// The worked examples of the rules, each on a position small enough to check by eye.

const set = (...names: SquareName[]): Bitboard => Bitboard.fromSquares(names.map(square));
const names = (b: Bitboard): string[] => b.toArray().map((s) => 'abcdefgh'[s & 7] + String((s >> 3) + 1));
const setup = (black: SquareName[], white: SquareName[], turn: Setup['turn'] = 'black', variant?: Variant) =>
  Position.fromSetup({ board: { black: set(...black), white: set(...white) }, turn, variant });
const moveList = (text: string): Move[] => text.match(/../g)!.map((m) => parseMove(m)!);
const positionAfter = (text: string, start = Position.initial()): Position =>
  unwrap(replay(unwrap(gameFromMoves(start, moveList(text)))));

describe('the start position and the first moves', () => {
  const start = Position.initial();

  it('has White on d4 and e5, Black on d5 and e4, Black to move', () => {
    expect(names(start.board.white)).toEqual(['d4', 'e5']);
    expect(names(start.board.black)).toEqual(['e4', 'd5']);
    expect(start.turn).toBe('black');
  });

  it("Black's first moves are exactly c4, d3, e6 and f5", () => {
    expect(names(start.legalMoves()).sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
  });

  it('Black f5 flips e5 and nothing else', () => {
    const played = unwrap(start.play(square('f5')));
    expect(names(played.flipped)).toEqual(['e5']);
    expect(names(played.position.board.black).sort()).toEqual(['d5', 'e4', 'e5', 'f5']);
    expect(names(played.position.board.white)).toEqual(['d4']);
    expect(played.position.turn).toBe('white');
  });

  it("after f5, White's moves are exactly d6, f4 and f6", () => {
    expect(names(positionAfter('f5').legalMoves()).sort()).toEqual(['d6', 'f4', 'f6']);
  });
});

describe('flips', () => {
  it('a move bracketing three lines flips all three', () => {
    // Black c3: east d3 to e3, south c4 to c5, south-east d4 to e5. e4 is white but on no line.
    const p = unwrap(setup(['e3', 'c5', 'e5', 'd5'], ['d3', 'c4', 'd4', 'e4']));
    expect(names(p.flipsAt(square('c3'))).sort()).toEqual(['c4', 'd3', 'd4']);
    const played = unwrap(p.play(square('c3')));
    expect(names(played.position.board.white)).toEqual(['e4']);
  });

  it('a move bracketing all eight lines flips all eight', () => {
    // Black c6 inside a ring of white, with a black disc two steps away in every direction.
    const ring: SquareName[] = ['b5', 'c5', 'd5', 'b6', 'd6', 'b7', 'c7', 'd7'];
    const outer: SquareName[] = ['a4', 'c4', 'e4', 'a6', 'e6', 'a8', 'c8', 'e8'];
    const p = unwrap(setup(outer, [...ring, 'd4', 'e5']));
    const played = unwrap(p.play(square('c6')));
    expect(names(played.flipped).sort()).toEqual([...ring].sort());
    expect(names(played.position.board.white).sort()).toEqual(['d4', 'e5']);
  });

  it('discs bracketed only as a side effect stay as they are (no chain reaction)', () => {
    // Black a1 flips b1 (a1-b1-c1). The new black b1 then brackets white b2 against black b3, and a
    // white c2 against black d3 diagonally, but flipped discs flip nothing further.
    const p = unwrap(setup(['c1', 'b3', 'd3', 'e4', 'd5'], ['b1', 'b2', 'c2', 'd4', 'e5']));
    const played = unwrap(p.play(square('a1')));
    expect(names(played.flipped)).toEqual(['b1']);
    expect(played.position.board.white.has(square('b2'))).toBe(true);
    expect(played.position.board.white.has(square('c2'))).toBe(true);
  });

  it('an occupied or off-board square would flip nothing', () => {
    // Found by the tests: flipsAt once walked the lines from any square, so a1 (a white disc) showed
    // b1 bracketed against c1, and e1 (off the 4x4 board) showed d1.
    const four: Variant = { rules: 'standard', size: 4 };
    const p = unwrap(setup(['c1', 'c2', 'b3'], ['a1', 'b1', 'd1', 'b2', 'c3'], 'black', four));
    expect(p.flipsAt(square('a1')).isEmpty()).toBe(true);
    expect(p.flipsAt(square('e1')).isEmpty()).toBe(true);
    expect(Position.initial().flipsAt(square('d4')).isEmpty()).toBe(true);
  });

  it('a line that runs into an empty square or off the board flips nothing', () => {
    // Black a4: east b4 c4 d4 are closed by e4 and flip; north a3 a2 a1 are white up to the edge
    // and stay.
    const p = unwrap(setup(['e4', 'd5', 'h8'], ['a1', 'a2', 'a3', 'b4', 'c4', 'd4', 'e5', 'g7']));
    expect(names(p.flipsAt(square('a4'))).sort()).toEqual(['b4', 'c4', 'd4']);
    // Black f6: south-east g7 is closed by h8 and flips; north-west e5 d4 run into empty c3 and stay.
    expect(names(p.flipsAt(square('f6')))).toEqual(['g7']);
  });
});

describe('passing and the end of the game', () => {
  // Black's only disc b1 sits behind a white row running to the edge: Black cannot move, White can
  // (a1 brackets b1).
  const stuck = unwrap(setup(['b1'], ['c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'd4', 'e4', 'd5', 'e5']));

  it('a pass is refused while a move exists', () => {
    expect(Position.initial().pass()).toMatchObject({ ok: false, error: { code: 'ERR_PASS_NOT_ALLOWED' } });
    expect(Position.initial().isLegal(PASS)).toBe(false);
  });

  it('a pass is required when no move exists but the opponent has one', () => {
    expect(stuck.legalMoves().isEmpty()).toBe(true);
    expect(stuck.mustPass()).toBe(true);
    expect(stuck.isGameOver()).toBe(false);
    expect(stuck.legalMoveList()).toEqual([PASS]);
    expect(stuck.play(square('a1'))).toMatchObject({ ok: false, error: { code: 'ERR_NO_FLIP' } });
    const passed = unwrap(stuck.pass());
    expect(passed.turn).toBe('white');
    expect(passed.board).toEqual(stuck.board);
    expect(names(passed.legalMoves())).toEqual(['a1']);
  });

  it('the game ends when neither side can move, even with empty squares left', () => {
    const end = unwrap(unwrap(stuck.pass()).play(square('a1'))).position;
    expect(end.isGameOver()).toBe(true);
    expect(end.legalMoveList()).toEqual([]);
    expect(end.mustPass()).toBe(false);
    const outcome = end.outcome()!;
    expect(outcome).toMatchObject({ winner: 'white', black: 0, white: 12, empty: 52 });
    expect(outcome.score.tournament).toEqual({ black: 0, white: 64 });
    for (const move of [PASS, square('h8')] as Move[])
      expect(end.play(move)).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });

  it('the wipe-out d3c3b3d2e1d6d7e3f4 ends the game at 13-0, 64-0 under the tournament rule', () => {
    const moves = moveList('d3c3b3d2e1d6d7e3f4');
    let position = Position.initial();
    for (const move of moves) position = unwrap(position.play(move)).position;
    expect(position.count('black')).toBe(13);
    expect(position.count('white')).toBe(0);
    expect(position.isGameOver()).toBe(true);
    const outcome = position.outcome()!;
    expect(outcome.winner).toBe('black');
    expect(outcome.score.raw).toEqual({ black: 13, white: 0 });
    expect(outcome.score.tournament).toEqual({ black: 64, white: 0 });
    expect(positionAfter('d3c3b3d2e1d6d7e3f4').equals(position)).toBe(true);
  });

  it('a game in progress has no outcome', () => {
    expect(Position.initial().outcome()).toBeUndefined();
    expect(Position.initial().moverScore()).toBeUndefined();
  });

  it('moverScore is the tournament disc difference from the side to move, won-positive in Anti-Reversi', () => {
    // The wipe-out leaves White to move at 13-0 (64-0 with the empties): White lost by 64.
    const wipeOut = positionAfter('d3c3b3d2e1d6d7e3f4');
    expect(wipeOut.turn).toBe('white');
    expect(wipeOut.moverScore()).toBe(-64);
    // The same discs in Anti-Reversi: White, with no disc, has won; the empties go to the loser.
    const anti = unwrap(Position.fromSetup({ ...wipeOut, variant: { rules: 'anti', size: 8 } }));
    expect(anti.moverScore()).toBe(64);
  });

  it('playAfterPass passes first when the side to move has no move, and only then', () => {
    const played = unwrap(stuck.playAfterPass(square('a1')));
    expect(played.passed).toBe(true);
    expect(played.position.equals(unwrap(unwrap(stuck.pass()).play(square('a1'))).position)).toBe(true);
    const normal = unwrap(Position.initial().playAfterPass(square('f5')));
    expect(normal.passed).toBe(false);
    expect(normal.position.equals(positionAfter('f5'))).toBe(true);
    expect(Position.initial().playAfterPass(square('a1'))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_FLIP' },
    });
  });

  it('after plays a legal move and throws on an illegal one (a broken invariant)', () => {
    expect(Position.initial().after(square('f5')).equals(positionAfter('f5'))).toBe(true);
    expect(stuck.after(PASS).turn).not.toBe(stuck.turn);
    expect(() => Position.initial().after(square('a1'))).toThrow(
      'a move known to be legal was refused: Black at a1 would not bracket any white disc',
    );
  });
});

describe('illegal moves are error values with codes', () => {
  const code = (p: Position, move: Move): string | undefined => {
    const result = p.play(move);
    return result.ok ? undefined : result.error.code;
  };

  it('occupied, no flip, off the board', () => {
    const start = Position.initial();
    expect(code(start, square('d4'))).toBe('ERR_OCCUPIED');
    expect(code(start, square('a1'))).toBe('ERR_NO_FLIP');
    expect(code(start, square('c5'))).toBe('ERR_NO_FLIP'); // a White move, not Black's
    expect(code(Position.initial({ rules: 'standard', size: 6 }), square('g7'))).toBe('ERR_OFF_BOARD');
    expect(code(Position.initial({ rules: 'standard', size: 4 }), square('e1'))).toBe('ERR_OFF_BOARD');
  });

  it.each([
    [64, '64 is not a move'],
    [19.5, '19.5 is not a move'],
    [-1, '-1 is not a move'],
    ['19', '"19" is not a move'],
    ['PA', '"PA" is not a move'],
  ])('play(%j) is ERR_NOT_A_MOVE, not a move on some square', (value, message) => {
    const result = Position.initial().play(value as unknown as Move);
    expect(result).toMatchObject({ ok: false, error: { code: 'ERR_NOT_A_MOVE' } });
    expect(!result.ok && result.error.message).toBe(`${message} (a square index 0-63 or 'pass')`);
    expect(Position.initial().isLegal(value as unknown as Move)).toBe(false);
    expect(
      Position.initial()
        .flipsAt(value as never)
        .isEmpty(),
    ).toBe(true);
  });

  it('the historical Reversi opening places its first four discs on the centre only', () => {
    const reversi = Position.initial({ rules: 'reversi', size: 8 });
    expect(code(reversi, square('c3'))).toBe('ERR_NOT_CENTER');
    expect(names(reversi.legalMoves()).sort()).toEqual(['d4', 'd5', 'e4', 'e5']);
  });

  it("in reversi-must-flip White's second disc may not go on the centre while a capture exists", () => {
    const start = Position.initial({ rules: 'reversi-must-flip', size: 8 });
    const fourth = positionAfter('d4e4e5', start);
    expect(code(fourth, square('d5'))).toBe('ERR_MUST_FLIP');
    expect(fourth.play(square('d5'))).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/d5 flips nothing, c4 would/) },
    });
    expect(code(fourth, square('f4'))).toBe('ERR_NO_FLIP');
    expect(code(positionAfter('d4e4', start), square('c4'))).toBe('ERR_NOT_CENTER');
  });
});

describe('Position.fromSetup', () => {
  it('on any two sets of discs, checks overlap, then the board, then the centre', () => {
    // The expected verdict is worked out square by square from rows and columns, not with bitboards.
    const disc = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
    const sparse = fc.tuple(disc, disc).map(([a, b]) => a & b);
    const verdicts = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_VARIANTS),
        sparse,
        sparse,
        fc.boolean(),
        fc.boolean(),
        (variant, b, w, mask, apart) => {
          const n = variant.size;
          const onBoard = (i: number): boolean => i % 8 < n && Math.floor(i / 8) < n;
          // Keeping only on-board discs half the time makes the later checks reachable.
          const keep = (x: bigint): bigint =>
            mask
              ? [...Array(64).keys()].filter(onBoard).reduce((acc, i) => acc | (x & (1n << BigInt(i))), 0n)
              : x;
          const black = keep(b);
          const white = apart ? keep(w) & ~black : keep(w);
          const has = (x: bigint, i: number): boolean => (x & (1n << BigInt(i))) !== 0n;
          const squares = [...Array(64).keys()];
          const h = n / 2;
          const centre = [(h - 1) * 8 + h - 1, (h - 1) * 8 + h, h * 8 + h - 1, h * 8 + h];
          const discs = squares.filter((i) => has(black, i) || has(white, i));
          const emptyCentre = centre.filter((i) => !has(black, i) && !has(white, i)).length;
          // Othello fills the centre; the flip variants keep their first three discs on it, then may
          // leave one centre square empty; historical Reversi may be set up freely.
          const centreOk =
            variant.rules === 'reversi' ||
            (variant.rules.endsWith('-flip')
              ? discs.length < 4
                ? discs.every((i) => centre.includes(i))
                : emptyCentre <= 1
              : emptyCentre === 0);
          const expected = squares.some((i) => has(black, i) && has(white, i))
            ? 'ERR_OVERLAP'
            : discs.some((i) => !onBoard(i))
              ? 'ERR_OFF_BOARD'
              : centreOk
                ? undefined
                : 'ERR_CENTER';
          const result = Position.fromSetup({
            board: { black: Bitboard.fromBigInt(black), white: Bitboard.fromBigInt(white) },
            turn: 'black',
            variant,
          });
          expect(result.ok ? undefined : result.error.code).toBe(expected);
          verdicts.add(expected ?? 'ok');
        },
      ),
      { numRuns: 500, seed: 5 },
    );
    expect([...verdicts].sort()).toEqual(['ERR_CENTER', 'ERR_OFF_BOARD', 'ERR_OVERLAP', 'ok']);
  });

  const errorCode = (result: ReturnType<typeof setup>): string | undefined =>
    result.ok ? undefined : result.error.code;

  it('rejects a square holding both colours', () => {
    expect(errorCode(setup(['d4', 'e4', 'd5'], ['d4', 'e5']))).toBe('ERR_OVERLAP');
  });

  it('rejects discs off the board of the variant', () => {
    const six: Variant = { rules: 'standard', size: 6 };
    expect(errorCode(setup(['d3', 'c4', 'g1'], ['c3', 'd4'], 'black', six))).toBe('ERR_OFF_BOARD');
    expect(errorCode(setup(['d3', 'c4'], ['c3', 'd4', 'a7'], 'black', six))).toBe('ERR_OFF_BOARD');
    expect(errorCode(setup(['d3', 'c4'], ['c3', 'd4'], 'black', six))).toBeUndefined();
  });

  it('rejects an empty centre square, except in the Reversi opening', () => {
    expect(errorCode(setup(['e4', 'd5'], ['d4']))).toBe('ERR_CENTER');
    expect(errorCode(setup([], [], 'black', { rules: 'anti', size: 4 }))).toBe('ERR_CENTER');
    expect(errorCode(setup(['e4'], ['d4'], 'white', { rules: 'reversi', size: 8 }))).toBeUndefined();
    expect(errorCode(setup([], [], 'black', { rules: 'reversi', size: 6 }))).toBeUndefined();
  });

  it('keeps the first three discs of the flip variants on the centre, then at most one centre square empty', () => {
    const may: Variant = { rules: 'reversi-may-flip', size: 8 };
    const must: Variant = { rules: 'reversi-must-flip', size: 8 };
    expect(errorCode(setup(['d4', 'e5'], ['e4'], 'white', may))).toBeUndefined();
    expect(errorCode(setup(['d4', 'e5'], ['c4'], 'white', must))).toBe('ERR_CENTER');
    // After the fourth disc flipped (c4 took d4), d5 stays empty for good.
    expect(errorCode(setup(['e5'], ['c4', 'd4', 'e4'], 'black', must))).toBeUndefined();
    const twoEmpty = setup(['e5', 'f6'], ['c4', 'd4', 'c3'], 'black', may);
    expect(twoEmpty).toMatchObject({
      ok: false,
      error: { code: 'ERR_CENTER', message: expect.stringMatching(/e4, d5 are empty/) },
    });
  });

  it('accepts the start position and keeps the side to move', () => {
    const p = unwrap(setup(['e4', 'd5'], ['d4', 'e5'], 'white'));
    expect(p.turn).toBe('white');
    expect(p.equals(Position.initial())).toBe(false);
    expect(unwrap(setup(['e4', 'd5'], ['d4', 'e5'])).equals(Position.initial())).toBe(true);
  });
});

describe('variants start where they should', () => {
  it('4x4 and 6x6 start on their central 2x2 with the 8x8 colour pattern', () => {
    const four = Position.initial({ rules: 'standard', size: 4 });
    expect(names(four.board.white)).toEqual(['b2', 'c3']);
    expect(names(four.board.black)).toEqual(['c2', 'b3']);
    const six = Position.initial({ rules: 'anti', size: 6 });
    expect(names(six.board.white)).toEqual(['c3', 'd4']);
    expect(names(six.board.black)).toEqual(['d3', 'c4']);
    expect(six.empties().size()).toBe(32);
  });

  it('Reversi places four discs without flipping, alternating colours, then plays Othello', () => {
    let p = Position.initial({ rules: 'reversi', size: 8 });
    expect(p.occupied().isEmpty()).toBe(true);
    for (const [name, color] of [
      ['d4', 'black'],
      ['e5', 'white'],
      ['e4', 'black'],
    ] as const) {
      expect(p.turn).toBe(color);
      const played = unwrap(p.play(square(name)));
      expect(played.flipped.isEmpty()).toBe(true);
      p = played.position;
    }
    expect(p.inPlacementPhase()).toBe(true);
    p = unwrap(p.play(square('d5'))).position;
    expect(p.inPlacementPhase()).toBe(false);
    // Black d4 e4 in a row, White e5 d5 under them: Black plays as in Othello now.
    expect(names(p.legalMoves()).sort()).toEqual(['c6', 'd6', 'e6', 'f6']);
  });

  // Black d4, White e4, Black e5: White's one disc touches both black ones, so c4 (taking d4) and e6
  // (taking e5) capture, and d5 is the last centre square.
  it('reversi-may-flip: the fourth disc goes on the last centre square or captures anywhere', () => {
    const start = Position.initial({ rules: 'reversi-may-flip', size: 8 });
    const fourth = positionAfter('d4e4e5', start);
    expect(fourth.turn).toBe('white');
    expect(fourth.inPlacementPhase()).toBe(true);
    expect(names(fourth.legalMoves()).sort()).toEqual(['c4', 'd5', 'e6']);
    const placed = unwrap(fourth.play(square('d5')));
    expect(placed.flipped.isEmpty()).toBe(true);
    expect(placed.position.inPlacementPhase()).toBe(false);
    const captured = unwrap(fourth.play(square('c4')));
    expect(names(captured.flipped)).toEqual(['d4']);
    const after = captured.position;
    expect(after.inPlacementPhase()).toBe(false);
    expect(names(after.board.white).sort()).toEqual(['c4', 'd4', 'e4']);
    // d5 stays empty and is an ordinary square now, taken only by bracketing: Black's e5 brackets
    // e4 from e3 and d4 from c3, and nothing from d5.
    expect(after.empties().has(square('d5'))).toBe(true);
    expect(names(after.legalMoves()).sort()).toEqual(['c3', 'e3']);
  });

  it('reversi-must-flip: the fourth disc must capture, and goes on the centre only when it cannot', () => {
    const start = Position.initial({ rules: 'reversi-must-flip', size: 8 });
    expect(names(positionAfter('d4e4e5', start).legalMoves()).sort()).toEqual(['c4', 'e6']);
    // Three black discs (a set-up position): White has nothing to bracket, so it places on d5.
    const noCapture = unwrap(setup(['d4', 'e4', 'e5'], [], 'white', start.variant));
    expect(names(noCapture.legalMoves())).toEqual(['d5']);
    expect(unwrap(noCapture.play(square('d5'))).flipped.isEmpty()).toBe(true);
  });
});
