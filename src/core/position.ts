import { Bitboard, DIRECTION_DELTA, DIRECTIONS, type Direction } from './bitboard.js';
import { scoreOf } from './scoring.js';
import {
  type Color,
  colOf,
  describeValue,
  err,
  isSquare,
  isVariant,
  type Move,
  makeSquare,
  notAVariant,
  type Outcome,
  ok,
  opposite,
  PASS,
  type Result,
  rowOf,
  type Square,
  STANDARD,
  squareAt,
  type Variant,
} from './types.js';
import { centerSquares, makeVariant, squaresOf, startingDiscs } from './variant.js';

/** Where the discs are. */
export interface Board {
  readonly black: Bitboard;
  readonly white: Bitboard;
}

/** What a position is made from: the discs, the side to move and the variant (standard by default). */
export interface Setup {
  readonly board: Board;
  readonly turn: Color;
  readonly variant?: Variant;
}

export type PositionErrorCode =
  | 'ERR_OVERLAP'
  | 'ERR_OFF_BOARD'
  | 'ERR_CENTER'
  /** The variant is not one Wedge plays (from plain JavaScript: `{ size: 10 }`). */
  | 'ERR_VARIANT'
  /** The side to move is neither `'black'` nor `'white'`. */
  | 'ERR_TURN'
  /** The board is not two Bitboards. */
  | 'ERR_BOARD';
export interface PositionError {
  readonly code: PositionErrorCode;
  readonly message: string;
}

export type MoveErrorCode =
  /** The value is neither a square index 0-63 nor `'pass'` (e.g. 64, 19.5 or the string '19'). */
  | 'ERR_NOT_A_MOVE'
  | 'ERR_GAME_OVER'
  | 'ERR_OFF_BOARD'
  | 'ERR_OCCUPIED'
  | 'ERR_NO_FLIP'
  | 'ERR_NOT_CENTER'
  | 'ERR_MUST_FLIP'
  | 'ERR_PASS_NOT_ALLOWED';
export interface MoveError {
  readonly code: MoveErrorCode;
  readonly message: string;
}

/** The result of playing a move: the next position and the discs that turned over. */
export interface Played {
  readonly position: Position;
  readonly flipped: Bitboard;
}

/** The result of `playAfterPass`: as `Played`, and whether a forced pass was played first. */
export interface PlayedAfterPass extends Played {
  readonly passed: boolean;
}

const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

/**
 * How the next disc goes down while a Reversi opening is on: on an empty centre square, flipping
 * nothing (`place`), or, for the fourth disc of the flip variants, on the last centre square or as an
 * ordinary capture anywhere (`may-flip`), or as a capture when one exists (`must-flip`).
 */
type OpeningRule = 'place' | 'may-flip' | 'must-flip';

/**
 * A position: the board, the side to move and the variant. Immutable; built only through
 * `Position.initial` or the validating `Position.fromSetup`, and changed only by `play`.
 */
export class Position {
  private constructor(
    readonly board: Board,
    readonly turn: Color,
    readonly variant: Variant,
  ) {}

  /** The starting position of a variant (standard Othello by default). A value that is not a variant
   * (from plain JavaScript, `{ size: 10 }`) throws a RangeError naming it. */
  static initial(variant: Variant = STANDARD): Position {
    if (!isVariant(variant)) throw new RangeError(`Position.initial: ${notAVariant(variant)}`);
    return new Position(startingDiscs(variant), 'black', { rules: variant.rules, size: variant.size });
  }

  /** Checks a setup: discs on the board, no square of both colours, the centre filled once the
   * opening is over (in Othello it always is; after a flip variant's opening one centre square may
   * stay empty, and before its fourth disc every disc is on the centre). */
  static fromSetup(setup: Setup): Result<Position, PositionError> {
    const variant = setup.variant ?? STANDARD;
    if (!isVariant(variant)) return err({ code: 'ERR_VARIANT', message: notAVariant(variant) });
    if (setup.turn !== 'black' && setup.turn !== 'white')
      return err({
        code: 'ERR_TURN',
        message: `the side to move must be 'black' or 'white', got ${describeValue(setup.turn)}`,
      });
    const { black, white } = setup.board ?? {};
    if (!(black instanceof Bitboard) || !(white instanceof Bitboard))
      return err({ code: 'ERR_BOARD', message: 'the board must be { black, white } Bitboards' });
    if (black.intersects(white)) {
      const s = black.intersect(white).first()!;
      return err({
        code: 'ERR_OVERLAP',
        message: `square ${makeSquare(s)} holds both a black and a white disc`,
      });
    }
    const outside = black.union(white).diff(squaresOf(variant));
    if (outside.nonEmpty()) {
      const s = outside.first()!;
      return err({
        code: 'ERR_OFF_BOARD',
        message: `square ${makeSquare(s)} is not on the ${variant.size}x${variant.size} board`,
      });
    }
    const centre = checkCentre(black.union(white), variant);
    if (centre) return err(centre);
    return ok(new Position({ black, white }, setup.turn, { rules: variant.rules, size: variant.size }));
  }

  /** The discs of one colour. */
  discs(color: Color): Bitboard {
    return color === 'black' ? this.board.black : this.board.white;
  }

  /** The discs of the side to move. */
  player(): Bitboard {
    return this.discs(this.turn);
  }

  /** The discs of the side not to move. */
  opponent(): Bitboard {
    return this.discs(opposite(this.turn));
  }

  occupied(): Bitboard {
    return this.board.black.union(this.board.white);
  }

  /** The empty squares of the board. */
  empties(): Bitboard {
    return squaresOf(this.variant).diff(this.occupied());
  }

  count(color: Color): number {
    return this.discs(color).size();
  }

  /**
   * True while a Reversi opening is on: the discs placed on the centre without flipping (the first
   * four of historical Reversi, the first three of the flip variants) and, in the flip variants, the
   * choice of the fourth disc. Ordinary Othello play, all the engine's kernel knows, follows.
   */
  inPlacementPhase(): boolean {
    return this.openingRule() !== undefined;
  }

  /** The opening's rule for the next disc, or undefined in ordinary play (see `OpeningRule`). */
  private openingRule(): OpeningRule | undefined {
    switch (this.variant.rules) {
      case 'standard':
      case 'anti':
        return undefined;
      case 'reversi': {
        const occupied = this.occupied();
        return centerSquares(this.variant.size).some((s) => !occupied.has(s)) ? 'place' : undefined;
      }
      // The disc count tells the stage: fromSetup keeps every disc on the centre until the fourth.
      case 'reversi-may-flip':
      case 'reversi-must-flip': {
        const placed = this.occupied().size();
        if (placed < 3) return 'place';
        if (placed > 3) return undefined;
        return this.variant.rules === 'reversi-may-flip' ? 'may-flip' : 'must-flip';
      }
    }
  }

  /** The empty centre squares, where the opening places its discs. */
  private emptyCentre(): Bitboard {
    return Bitboard.fromSquares(centerSquares(this.variant.size)).diff(this.occupied());
  }

  /** The squares where the side to move may play. */
  legalMoves(): Bitboard {
    return this.movesFor(this.turn);
  }

  /** The squares where `color` could play if it were to move. */
  movesFor(color: Color): Bitboard {
    const rule = this.openingRule();
    if (rule === 'place') return this.emptyCentre();
    const captures = this.capturesFor(color);
    if (rule === 'may-flip') return captures.union(this.emptyCentre());
    if (rule === 'must-flip' && captures.isEmpty()) return this.emptyCentre();
    return captures;
  }

  /** The squares where `color` would bracket at least one opposing line: the ordinary moves. */
  private capturesFor(color: Color): Bitboard {
    const empty = this.empties();
    const own = this.discs(color);
    const other = this.discs(opposite(color));
    // From each own disc, run along opposing discs in every direction; an empty square right after
    // such a run is a move. Six steps cover the longest possible run.
    let moves = Bitboard.EMPTY;
    for (const d of DIRECTIONS) {
      let run = own.shift(d).intersect(other);
      for (let i = 0; i < 5; i++) run = run.union(run.shift(d).intersect(other));
      moves = moves.union(run.shift(d).intersect(empty));
    }
    return moves;
  }

  /** The legal moves as a list, with a single pass when the side to move must pass. */
  legalMoveList(): Move[] {
    if (this.isGameOver()) return [];
    const moves = this.legalMoves();
    return moves.isEmpty() ? [PASS] : moves.toArray();
  }

  /** True when the side to move has no legal move but the game goes on. */
  mustPass(): boolean {
    return this.legalMoves().isEmpty() && !this.isGameOver();
  }

  /** True when neither side can move (the board need not be full). */
  isGameOver(): boolean {
    return this.movesFor('black').isEmpty() && this.movesFor('white').isEmpty();
  }

  isLegal(move: Move): boolean {
    return this.check(move) === undefined;
  }

  /** The discs a move at `square` would turn over: every bracketed straight line, nothing else. */
  flipsAt(square: Square): Bitboard {
    // No move can be made on an occupied or off-board square, so nothing would turn over there.
    if (!isSquare(square) || this.openingRule() === 'place' || !this.empties().has(square))
      return Bitboard.EMPTY;
    const own = this.player();
    const other = this.opponent();
    let flips = Bitboard.EMPTY;
    for (const d of DIRECTIONS) flips = flips.union(lineFlips(own, other, square, d, this.variant.size));
    return flips;
  }

  /** Plays a move (a square or a pass). An illegal move is an error value that says why. */
  play(move: Move): Result<Played, MoveError> {
    const problem = this.check(move);
    if (problem) return err(problem);
    if (move === PASS) return ok({ position: this.passed(), flipped: Bitboard.EMPTY });
    const flipped = this.flipsAt(move);
    const own = this.player().union(flipped).with(move);
    const other = this.opponent().diff(flipped);
    const board = this.turn === 'black' ? { black: own, white: other } : { black: other, white: own };
    return ok({ position: new Position(board, opposite(this.turn), this.variant), flipped });
  }

  /**
   * The position after a move the caller knows to be legal (one of `legalMoveList()`, a forced pass,
   * an engine's checked answer): an illegal move here is a broken invariant, and throws. Input from
   * outside goes through `play`, whose errors are values.
   */
  after(move: Move): Position {
    const played = this.play(move);
    if (!played.ok) throw new Error(`a move known to be legal was refused: ${played.error.message}`);
    return played.value.position;
  }

  /**
   * Plays a move, first passing for the side to move when it has no legal move and `move` is not a
   * pass: the lenient reading of records and GUIs that leave forced passes out.
   */
  playAfterPass(move: Move): Result<PlayedAfterPass, MoveError> {
    const passed = move !== PASS && this.mustPass();
    const from = passed ? this.passed() : this;
    const played = from.play(move);
    return played.ok ? ok({ ...played.value, passed }) : played;
  }

  /** Passes; allowed only when the side to move has no legal move and the game is not over. */
  pass(): Result<Position, MoveError> {
    const result = this.play(PASS);
    return result.ok ? ok(result.value.position) : result;
  }

  private passed(): Position {
    return new Position(this.board, opposite(this.turn), this.variant);
  }

  /** Why `move` is illegal here, or undefined when it is legal. */
  private check(move: Move): MoveError | undefined {
    // Callers from plain JavaScript (or a cast) can pass anything; only squares and 'pass' are moves.
    if (move !== PASS && !isSquare(move))
      return {
        code: 'ERR_NOT_A_MOVE',
        message: `${typeof move === 'string' ? JSON.stringify(String(move).slice(0, 60)) : String(move)} is not a move (a square index 0-63 or 'pass')`,
      };
    const who = colorName(this.turn);
    if (this.isGameOver())
      return { code: 'ERR_GAME_OVER', message: 'the game is over: neither side can move' };
    if (move === PASS) {
      if (this.legalMoves().isEmpty()) return undefined;
      return {
        code: 'ERR_PASS_NOT_ALLOWED',
        message: `${who} may not pass: ${who} has a legal move (${makeSquare(this.legalMoves().first()!)})`,
      };
    }
    const name = makeSquare(move);
    if (!squaresOf(this.variant).has(move))
      return {
        code: 'ERR_OFF_BOARD',
        message: `${name} is not on the ${this.variant.size}x${this.variant.size} board`,
      };
    if (this.occupied().has(move)) return { code: 'ERR_OCCUPIED', message: `${name} is already occupied` };
    const rule = this.openingRule();
    const centre = centerSquares(this.variant.size).includes(move);
    if (rule === 'place' || (rule === 'must-flip' && this.capturesFor(this.turn).isEmpty())) {
      if (!centre)
        return {
          code: 'ERR_NOT_CENTER',
          message: `${name} is not a centre square: the opening places its discs there`,
        };
      return undefined;
    }
    if (rule === 'may-flip' && centre) return undefined;
    if (rule === 'must-flip' && centre)
      return {
        code: 'ERR_MUST_FLIP',
        message: `${who} must flip with the fourth disc in ${makeVariant(this.variant)}: ${name} flips nothing, ${makeSquare(this.capturesFor(this.turn).first()!)} would`,
      };
    if (this.flipsAt(move).isEmpty())
      return {
        code: 'ERR_NO_FLIP',
        message: `${who} at ${name} would not bracket any ${colorName(opposite(this.turn)).toLowerCase()} disc`,
      };
    return undefined;
  }

  /** The result of a finished game (undefined while it goes on). */
  outcome(): Outcome | undefined {
    if (!this.isGameOver()) return undefined;
    return scoreOf(this.count('black'), this.count('white'), this.empties().size(), this.variant.rules);
  }

  /**
   * The final score of a finished game from the side to move's view, as engines report it: the disc
   * difference under the tournament rule (empties to the winner), and in Anti-Reversi positive when
   * the side to move wins (has fewer discs). Undefined while the game goes on.
   */
  moverScore(): number | undefined {
    const outcome = this.outcome();
    if (outcome === undefined) return undefined;
    const s = outcome.score.tournament;
    const diff = this.turn === 'black' ? s.black - s.white : s.white - s.black;
    return this.variant.rules === 'anti' ? -diff : diff;
  }

  equals(other: Position): boolean {
    return (
      this.turn === other.turn &&
      this.variant.rules === other.variant.rules &&
      this.variant.size === other.variant.size &&
      this.board.black.equals(other.board.black) &&
      this.board.white.equals(other.board.white)
    );
  }

  /** The board as 8 text lines (`X` black, `O` white, `-` empty) and the side to move. */
  toString(): string {
    const lines: string[] = [];
    for (let r = 0; r < this.variant.size; r++) {
      let line = '';
      for (let c = 0; c < this.variant.size; c++) {
        const s = squareAt(r, c);
        line += this.board.black.has(s) ? 'X' : this.board.white.has(s) ? 'O' : '-';
      }
      lines.push(line);
    }
    return `${lines.join('\n')}\n${this.turn === 'black' ? 'X' : 'O'} to move`;
  }
}

/**
 * Why the centre of a setup cannot be reached in its variant, or undefined. Othello's centre is always
 * full. In the flip variants the first three discs go on the centre, and once the fourth disc has
 * flipped instead, one centre square may stay empty; historical Reversi may be set up freely.
 */
const checkCentre = (occupied: Bitboard, variant: Variant): PositionError | undefined => {
  const centre = Bitboard.fromSquares(centerSquares(variant.size));
  const empty = centre.diff(occupied);
  switch (variant.rules) {
    case 'standard':
    case 'anti':
      if (empty.isEmpty()) return undefined;
      return {
        code: 'ERR_CENTER',
        message: `centre square ${makeSquare(empty.first()!)} is empty, which no game of Othello can reach`,
      };
    case 'reversi':
      return undefined;
    case 'reversi-may-flip':
    case 'reversi-must-flip': {
      const name = makeVariant(variant);
      if (occupied.size() < 4) {
        const outside = occupied.diff(centre);
        if (outside.isEmpty()) return undefined;
        return {
          code: 'ERR_CENTER',
          message: `${makeSquare(outside.first()!)} holds a disc, but in ${name} the first three discs go on the centre`,
        };
      }
      if (empty.size() <= 1) return undefined;
      return {
        code: 'ERR_CENTER',
        message: `centre squares ${empty.toArray().map(makeSquare).join(', ')} are empty, which no game of ${name} can reach (only the fourth disc may leave one empty)`,
      };
    }
  }
};

/** The opposing discs between `square` and the nearest own disc in one direction, if bracketed. */
const lineFlips = (own: Bitboard, other: Bitboard, square: Square, d: Direction, size: number): Bitboard => {
  const [dr, dc] = DIRECTION_DELTA[d];
  let r = rowOf(square) + dr;
  let c = colOf(square) + dc;
  let line = Bitboard.EMPTY;
  while (r >= 0 && r < size && c >= 0 && c < size) {
    const s = squareAt(r, c);
    if (other.has(s)) line = line.with(s);
    else return own.has(s) ? line : Bitboard.EMPTY;
    r += dr;
    c += dc;
  }
  return Bitboard.EMPTY;
};
