/**
 * The lessons without the DOM: each lesson's boards and exercises, in the order the page shows them,
 * and the checks that mark an answer right or wrong. Every check asks the rules library, the coach
 * (src/core/coach.ts) or the solver; none is a stored answer. The words live in the text modules
 * (text-en.ts and its translations), under the keys named here.
 *
 * Positions: the Penloup-Juhem game, a game of the 1992 World Championships, as its transcript sheet
 * records it; the others come from games of random moves (the seed and the ply are noted; the newer
 * ones were found by tools/learn/find-positions.ts, which names the idea, the seed, the empties and the
 * symmetry that turns the position onto the rules booklet's squares) or from our puzzle file
 * (data/puzzles/puzzles.obf), each checked by lessons.test.ts. docs/learn-sources.md names the source
 * of every fact the texts state.
 */
import {
  Bitboard,
  type Color,
  discDifference,
  emptyRegions,
  frontierDiscs,
  type GameRecord,
  type Move,
  makeSquare,
  opposite,
  PASS,
  Position,
  parseMoveList,
  parseObf,
  parseVariant,
  positionsOf,
  type Square,
  type SquareName,
  square,
  stableDiscs,
  transformPosition,
  wedgeChances,
} from '../../core/index.js';
import { type SearchResult, squareValue } from '../../engine/index.js';
import { openingIndex, openingOf } from '../ui/openings.js';
import type { OverlayFeature } from '../ui/overlay.js';
import { C_SQUARES, cornerForcedBy, cornerSure, cornersOffered, diagonalOf, edgeNeighbour } from './ideas.js';

/** What a check may ask of the engine: an exact solve (tournament score, side to move's view). */
export interface Tools {
  solve(position: Position): Promise<SearchResult>;
}

/** The verdict on an answer: right or not, the feedback to say and the squares to ring. */
export interface Verdict {
  readonly ok: boolean;
  /** The feedback's key in the exercise's text, e.g. `'wrong'`. */
  readonly say: string;
  /** Filled into the feedback, e.g. `{ square: 'c4', n: 2 }`. */
  readonly values?: Readonly<Record<string, string | number>>;
  /** Squares ringed as right and as wrong. */
  readonly right?: readonly Square[];
  readonly wrong?: readonly Square[];
}

interface ExerciseBase {
  /** Unique in its lesson, e.g. `'most'`; the key of its words. */
  readonly id: string;
  readonly position: Position;
  /** The overlay drawn once the exercise is answered rightly (the coach's view of the idea). */
  readonly overlay?: readonly OverlayFeature[];
  /** The right answer with its explanation (the feedback key `'answer'`). */
  readonly reveal: (tools: Tools) => Verdict | Promise<Verdict>;
  /** Shows the Penloup-Juhem transcript sheet beside the board, to be read. */
  readonly sheet?: boolean;
}

/** Click one square of the board. */
export interface SquareExercise extends ExerciseBase {
  readonly kind: 'square';
  readonly check: (square: Square, tools: Tools) => Verdict | Promise<Verdict>;
  /** A square ringed in the question, e.g. the move whose flips are asked for. */
  readonly marked?: Square;
}

/** Select a set of squares, then check. */
export interface PickExercise extends ExerciseBase {
  readonly kind: 'pick';
  readonly check: (picked: Bitboard) => Verdict;
  readonly marked?: Square;
}

/** Choose one of a few answers (their words are `option-<id>` in the exercise's text). */
export interface ChoiceExercise extends ExerciseBase {
  readonly kind: 'choice';
  readonly options: readonly string[];
  /** Values filled into the options' words, e.g. scores. */
  readonly optionValues?: Readonly<Record<string, string | number>>;
  readonly check: (option: string, tools: Tools) => Verdict | Promise<Verdict>;
}

/** Type an answer, e.g. a move list. */
export interface TextExercise extends ExerciseBase {
  readonly kind: 'text';
  readonly check: (text: string) => Verdict;
}

export type Exercise = SquareExercise | PickExercise | ChoiceExercise | TextExercise;

/** A board beside the text. */
export interface Demo {
  /** Its caption's key in the lesson's text, e.g. `'start'`. */
  readonly id: string;
  readonly position: Position;
  readonly overlay: readonly OverlayFeature[];
  /** Legal moves can be tried on it (either colour), and it can be set back. */
  readonly playable?: boolean;
  /** The last move to mark, e.g. the move that made the position. */
  readonly lastMove?: Square;
}

/** The lessons' own widgets: the transcript of a game, the small boards' proofs, the Reversi opening,
 * the named openings played on a board, and the review of one of the player's own games. */
export type Widget = 'transcript' | 'proof-4x4' | 'proof-6x6' | 'reversi-opening' | 'openings' | 'review';

export type Block =
  | { readonly kind: 'text'; readonly key: string }
  | { readonly kind: 'demo'; readonly demo: Demo }
  | { readonly kind: 'exercise'; readonly exercise: Exercise }
  | {
      readonly kind: 'widget';
      readonly widget: Widget;
      /** The ids of exercises the widget asks itself (they count towards the lesson like any other). */
      readonly exercises?: readonly string[];
    };

export const LESSON_IDS = [
  'rules',
  'ending',
  'notation',
  'fallacy',
  'corners',
  'x-c',
  'edges',
  'mobility',
  'frontier',
  'parity',
  'thumb',
  'sacrifice',
  'openings',
  'review',
  'small-boards',
  'variants',
] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export interface Lesson {
  readonly id: LessonId;
  readonly blocks: readonly Block[];
}

/** A position from a diagram of `X` (black), `O` (white) and `-` rows, top row first. */
export const diagram = (rows: string, turn: Color, variant = 'standard'): Position => {
  const squares = rows.replace(/\s+/g, '');
  const v = parseVariant(variant);
  const entry = v && parseObf(`${squares.padEnd(64, '-')} ${turn === 'black' ? 'X' : 'O'}`, v);
  if (!entry?.ok)
    throw new Error(`a lesson's diagram does not read: ${entry ? entry.error.message : variant}`);
  return entry.value.position;
};

const names = (squares: readonly Square[]): string => squares.map(makeSquare).join(', ');

const after = (position: Position, move: Square): Position => {
  const played = position.play(move);
  if (!played.ok) throw new Error(`a lesson's move is illegal: ${played.error.message}`);
  return played.value.position;
};

/** The legal moves where `score` is best (least when `least`), and that score. */
const bestBy = (position: Position, score: (move: Square) => number, least = false) => {
  const moves = position.legalMoves().toArray();
  const scores = moves.map(score);
  const best = least ? Math.min(...scores) : Math.max(...scores);
  return { best, moves: moves.filter((_, i) => scores[i] === best) };
};

/** A click on a square that is not a legal move: the same feedback in every square exercise. */
const notLegal = (position: Position, s: Square): Verdict | undefined =>
  position.isLegal(s)
    ? undefined
    : {
        ok: false,
        say: position.occupied().has(s) ? 'occupied' : 'illegal',
        values: { square: makeSquare(s) },
        wrong: [s],
      };

/** The lines (of the 8 directions) a move flips along. */
const linesFlipped = (position: Position, move: Square): number => {
  const flips = position.flipsAt(move);
  let lines = 0;
  for (const d of ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const)
    if (Bitboard.fromSquare(move).shift(d).intersects(flips)) lines++;
  return lines;
};

/** A pick exercise over an expected set: right when the picks are exactly it. `bait` squares get
 * their own feedback when picked wrongly (say, a disc a chain reaction would turn). */
const pickCheck =
  (expected: Bitboard, bait: Bitboard = Bitboard.EMPTY) =>
  (picked: Bitboard): Verdict => {
    const missing = expected.diff(picked).toArray();
    const extra = picked.diff(expected).toArray();
    const values = { all: names(expected.toArray()), extra: names(extra), count: missing.length };
    if (missing.length === 0 && extra.length === 0)
      return { ok: true, say: 'right', values, right: expected.toArray() };
    if (picked.intersects(bait)) return { ok: false, say: 'bait', values, wrong: extra };
    if (extra.length > 0) return { ok: false, say: 'extra', values, wrong: extra };
    return { ok: false, say: 'missing', values };
  };

// --- 1. The board, the start, placing and flipping -------------------------------------------------

/** Random game, seed 3, after 12 plies: d1 turns four discs along three lines, every other move one. */
export const MOST = diagram(
  `-O------ --OOO--- -XXO-X-- --OXXO-- -O-XX--- ----X--- -------- --------`,
  'black',
);

/** Random game, seed 1, after 10 plies: g4 turns f4 and f5; f6 then lies between two black discs. */
export const WHICH = diagram(
  `-------- ----XO-- ---XX--- ---OXO-- --OOOO-- ----XO-- -----X-- --------`,
  'black',
);
export const WHICH_MOVE = square('g4');

const rules: Lesson = {
  id: 'rules',
  blocks: [
    { kind: 'text', key: 'board' },
    {
      kind: 'demo',
      demo: { id: 'start', position: Position.initial(), overlay: ['mobility'], playable: true },
    },
    { kind: 'text', key: 'flip' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'most',
        position: MOST,
        check: (s) => {
          const refused = notLegal(MOST, s);
          if (refused) return refused;
          const { best } = bestBy(MOST, (m) => MOST.flipsAt(m).size());
          const n = MOST.flipsAt(s).size();
          const values = { square: makeSquare(s), n, lines: linesFlipped(MOST, s), best };
          return n === best
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const { best, moves } = bestBy(MOST, (m) => MOST.flipsAt(m).size());
          return {
            ok: true,
            say: 'answer',
            values: { square: names(moves), n: best, lines: linesFlipped(MOST, moves[0]) },
            right: moves,
          };
        },
      },
    },
    { kind: 'text', key: 'chain' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'pick',
        id: 'which',
        position: WHICH,
        marked: WHICH_MOVE,
        check: (picked) => pickCheck(WHICH.flipsAt(WHICH_MOVE), chainBait(WHICH, WHICH_MOVE))(picked),
        reveal: () => ({
          ok: true,
          say: 'answer',
          values: { all: names(WHICH.flipsAt(WHICH_MOVE).toArray()) },
          right: WHICH.flipsAt(WHICH_MOVE).toArray(),
        }),
      },
    },
  ],
};

/** The opposing discs a chain reaction would turn after `move`: runs that a just-turned disc and
 * another disc of the mover's colour bracket. The rules turn none of them. */
export const chainBait = (position: Position, move: Square): Bitboard => {
  const played = position.play(move);
  if (!played.ok) return Bitboard.EMPTY;
  const { position: next, flipped } = played.value;
  const mover = next.discs(position.turn);
  const theirs = next.discs(opposite(position.turn));
  let bait = Bitboard.EMPTY;
  for (const from of flipped.toArray())
    for (const d of ['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw'] as const) {
      let run = Bitboard.EMPTY;
      let at = Bitboard.fromSquare(from).shift(d);
      while (at.intersects(theirs)) {
        run = run.union(at);
        at = at.shift(d);
      }
      if (run.nonEmpty() && at.intersects(mover)) bait = bait.union(run);
    }
  return bait;
};

// --- 2. Passing, the end, scoring ----------------------------------------------------------------

/** Random game, seed 231, after 50 plies: Black has no legal move, White has nine. */
export const PASSING = diagram(
  `OOOOOOO- OOOOOOX- OOOOOOXX XXOOXOXO X-XOXOXO -XXXOOOO --XXXOOO ---X-OOO`,
  'black',
);

/** Random game, seed 7851, finished with two squares empty: Black 38, White 24. */
export const FINISHED = diagram(
  `XXXXXXX- XXXXXXXO XXXXXXOO XOXXXOOO XXXXOXOO XXXXOXOO XXXXOOOO -OOOOOOO`,
  'white',
);

const finalScores = (position: Position) => {
  const o = position.outcome()!;
  const winner = o.winner ?? 'black';
  const loser = winner === 'black' ? 'white' : 'black';
  return {
    tournament: `${o.score.tournament[winner]}–${o.score.tournament[loser]}`,
    raw: `${o[winner]}–${o[loser]}`,
    loserEmpties: `${o[winner]}–${o[loser] + o.empty}`,
    empty: o.empty,
  };
};

const ending: Lesson = {
  id: 'ending',
  blocks: [
    { kind: 'text', key: 'pass' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'choice',
        id: 'pass',
        position: PASSING,
        options: ['pass', 'play', 'over'],
        overlay: ['mobility'],
        check: (option) => {
          const right = PASSING.isGameOver() ? 'over' : PASSING.mustPass() ? 'pass' : 'play';
          const values = { moves: PASSING.movesFor('white').size() };
          return option === right
            ? { ok: true, say: 'right', values }
            : { ok: false, say: `wrong-${option}`, values };
        },
        reveal: () => ({ ok: true, say: 'answer', values: { moves: PASSING.movesFor('white').size() } }),
      },
    },
    { kind: 'text', key: 'end' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'choice',
        id: 'score',
        position: FINISHED,
        options: ['raw', 'tournament', 'loser'],
        optionValues: (() => {
          const s = finalScores(FINISHED);
          return { raw: s.raw, tournament: s.tournament, loser: s.loserEmpties };
        })(),
        check: (option) => {
          const values = finalScores(FINISHED);
          return option === 'tournament'
            ? { ok: true, say: 'right', values }
            : { ok: false, say: `wrong-${option}`, values };
        },
        reveal: () => ({ ok: true, say: 'answer', values: finalScores(FINISHED) }),
      },
    },
    { kind: 'text', key: 'ties' },
  ],
};

// --- 3. Notation and transcripts: Penloup-Juhem --------------------------------------------------

/** Penloup (Black) against Juhem (White), a game of the 1992 World Championships, as its transcript
 * sheet records it in the rules booklet (lessons.test.ts reads the sheet and checks that it gives this
 * list). */
export const PENLOUP_JUHEM_MOVES =
  'f5d6c3d3c4f4c5b3c2e3d2c6b4b5f2e2a3d1c1a4a5f3g4f1e7d7d8e6f6b6e1b1c7a6a7b2f7g3g5h4h5g2h1g1a1a2b7c8b8a8h3h6g6e8h7h2h8g8g7f8';

const readGame = (): GameRecord => {
  const game = parseMoveList(PENLOUP_JUHEM_MOVES);
  if (!game.ok) throw new Error(`the Penloup-Juhem moves do not replay: ${game.error.message}`);
  return game.value;
};

/** The game, its positions (index = moves played, passes included) and its moves without passes. */
export const PENLOUP_JUHEM = (() => {
  const game = readGame();
  const positions = positionsOf(game);
  if (!positions.ok) throw new Error(positions.error.message);
  const moves = game.moves.map((m) => m.move);
  const placed = game.moves.filter((m) => m.move !== PASS);
  return {
    game,
    positions: positions.value,
    moves,
    discs: placed.map((m) => m.move as Square),
    /** Who placed each disc, e.g. `colors[0]` is Black. */
    colors: placed.map((m) => m.color),
  };
})();

/** The position after the first `n` discs of Penloup-Juhem were played (passes in between too). */
export const afterDiscs = (n: number): { position: Position; lastMove: Square | undefined } => {
  let placed = 0;
  for (const [i, move] of PENLOUP_JUHEM.moves.entries()) {
    if (placed === n) return { position: PENLOUP_JUHEM.positions[i], lastMove: PENLOUP_JUHEM.discs[n - 1] };
    if (move !== PASS) placed++;
  }
  return {
    position: PENLOUP_JUHEM.positions[PENLOUP_JUHEM.moves.length],
    lastMove: PENLOUP_JUHEM.discs[n - 1],
  };
};

/** The sheet's question: where was this move played? */
const READ_MOVE = 13;
/** How many moves the written list must hold. */
const WRITE_MOVES = 8;

const notation: Lesson = {
  id: 'notation',
  blocks: [
    { kind: 'text', key: 'squares' },
    { kind: 'widget', widget: 'transcript' },
    { kind: 'text', key: 'sheet' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'read',
        position: afterDiscs(READ_MOVE - 1).position,
        sheet: true,
        check: (s) => {
          const want = PENLOUP_JUHEM.discs[READ_MOVE - 1];
          const values = { square: makeSquare(s), want: makeSquare(want), n: READ_MOVE };
          return s === want
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const want = PENLOUP_JUHEM.discs[READ_MOVE - 1];
          return { ok: true, say: 'answer', values: { want: makeSquare(want), n: READ_MOVE }, right: [want] };
        },
      },
    },
    { kind: 'text', key: 'list' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'text',
        id: 'write',
        position: afterDiscs(WRITE_MOVES).position,
        check: (text) => checkWritten(text),
        reveal: () => ({ ok: true, say: 'answer', values: { list: writtenList(WRITE_MOVES) } }),
      },
    },
  ],
};

const writtenList = (n: number): string => PENLOUP_JUHEM.discs.slice(0, n).map(makeSquare).join('');

/** Compares a typed move list with the game's first moves, square by square. */
const checkWritten = (text: string): Verdict => {
  const words = text.toLowerCase().match(/[a-h][1-8]/g) ?? [];
  const rest = text
    .toLowerCase()
    .replace(/[a-h][1-8]/g, '')
    .replace(/[\s,;.-]/g, '');
  if (rest !== '' || words.length === 0)
    return { ok: false, say: 'unreadable', values: { text: text.trim() } };
  for (const [i, word] of words.entries()) {
    const want = PENLOUP_JUHEM.discs[i];
    if (i >= WRITE_MOVES) return { ok: false, say: 'long', values: { n: WRITE_MOVES } };
    if (word !== makeSquare(want))
      return { ok: false, say: 'wrong', values: { n: i + 1, got: word, want: makeSquare(want) } };
  }
  if (words.length < WRITE_MOVES)
    return { ok: false, say: 'short', values: { n: WRITE_MOVES, got: words.length } };
  return { ok: true, say: 'right', values: { list: writtenList(WRITE_MOVES) } };
};

// --- 4. The maximum-disc fallacy ------------------------------------------------------------------

/** From our puzzle file (level 3): Black has 9 discs to White's 45, and wins by 10 with b8. The move
 * that turns the most discs, f7, loses. */
const FEW = parseObf('OOOOOOO-OXXXOOO-OXOOOOO-OXOOOXOOOOOOOOOOOXOXOO-OOOXOO--OO-OOO--- X');
if (!FEW.ok) throw new Error(FEW.error.message);
export const FEW_POSITION = FEW.value.position;

/** The exact final disc difference for the side to move after `move`, from its own view. */
export const moveValue = async (position: Position, move: Square, tools: Tools): Promise<number> => {
  const next = after(position, move);
  if (next.isGameOver()) return discDifference(next.outcome()!, position.turn, 'tournament');
  const answer = await tools.solve(next);
  // `0 - score`, not `-score`: a tie is 0, never -0.
  return next.turn === position.turn ? answer.score : 0 - answer.score;
};

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Every legal move of a small position with its exact value (the solver, once a move). */
export const exactValues = async (position: Position, tools: Tools): Promise<Map<Square, number>> => {
  const moves = position.legalMoves().toArray();
  const values = await Promise.all(moves.map((m) => moveValue(position, m, tools)));
  return new Map(moves.map((m, i) => [m, values[i]]));
};

/** What an exact exercise says of a move that is not among the best, or undefined for the plain
 * `wrong` (the move's value and the best one's). */
type Explain = (move: Square, value: number, best: number) => Verdict | undefined;

interface ExactOptions {
  /** Words the wrong moves the idea is about. */
  readonly explain?: Explain;
  /** More values for the right answer's feedback, e.g. the discs a C square joins. */
  readonly praise?: (move: Square) => Readonly<Record<string, string | number>>;
  readonly overlay?: readonly OverlayFeature[];
}

/**
 * A square exercise on a position small enough to solve: a move is right when it keeps the best result
 * that perfect play allows (the solver's value of the move against the position's own), whatever the
 * rule of thumb it follows. Its feedback says what the idea of the section says of the move.
 */
const exactExercise = (id: string, position: Position, options: ExactOptions = {}): SquareExercise => ({
  kind: 'square',
  id,
  position,
  ...(options.overlay ? { overlay: options.overlay } : {}),
  check: async (s, tools) => {
    const refused = notLegal(position, s);
    if (refused) return refused;
    const [value, best] = await Promise.all([
      moveValue(position, s, tools),
      tools.solve(position).then((r) => r.score),
    ]);
    const values = { square: makeSquare(s), score: signed(value), best: signed(best) };
    if (value === best)
      return { ok: true, say: 'right', values: { ...values, ...options.praise?.(s) }, right: [s] };
    const said = options.explain?.(s, value, best);
    return said
      ? { ...said, values: { ...values, ...said.values } }
      : { ok: false, say: 'wrong', values, wrong: [s] };
  },
  reveal: async (tools) => {
    const all = await exactValues(position, tools);
    const best = Math.max(...all.values());
    const right = [...all.keys()].filter((m) => all.get(m) === best);
    return {
      ok: true,
      say: 'answer',
      values: { square: names(right), best: signed(best), ...options.praise?.(right[0]) },
      right,
    };
  },
});

const fallacy: Lesson = {
  id: 'fallacy',
  blocks: [
    { kind: 'text', key: 'idea' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(45), overlay: ['mobility'] } },
    { kind: 'text', key: 'why' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'win',
        position: FEW_POSITION,
        overlay: ['mobility'],
        check: async (s, tools) => {
          const refused = notLegal(FEW_POSITION, s);
          if (refused) return refused;
          const [value, best] = await Promise.all([
            moveValue(FEW_POSITION, s, tools),
            tools.solve(FEW_POSITION).then((r) => r.score),
          ]);
          const values = {
            square: makeSquare(s),
            score: signed(value),
            best: signed(best),
            flips: FEW_POSITION.flipsAt(s).size(),
          };
          return value === best
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: value < 0 ? 'loses' : 'wrong', values, wrong: [s] };
        },
        reveal: async (tools) => {
          const best = await tools.solve(FEW_POSITION);
          return {
            ok: true,
            say: 'answer',
            values: { square: makeSquare(best.move as Square), best: signed(best.score) },
            right: [best.move as Square],
          };
        },
      },
    },
  ],
};

// --- 5. Corners and stable discs ------------------------------------------------------------------

/** Random game, seed 39, after 34 plies: Black's a8 corner holds a block of stable discs. */
const STABLE = diagram(`-------- ---XOOX- -XXX-O-- -XXXXOO- XXOXXO-- XXXOXOX- XXXOOOO- XXO-X---`, 'black');

const corners: Lesson = {
  id: 'corners',
  blocks: [
    { kind: 'text', key: 'corner' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(45), overlay: ['stable'] } },
    { kind: 'text', key: 'stable' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'pick',
        id: 'stable',
        position: STABLE,
        overlay: ['stable'],
        check: (picked) => pickCheck(stableDiscs(STABLE).black)(picked),
        reveal: () => ({
          ok: true,
          say: 'answer',
          values: { all: names(stableDiscs(STABLE).black.toArray()) },
          right: stableDiscs(STABLE).black.toArray(),
        }),
      },
    },
  ],
};

// --- 6. X and C squares ---------------------------------------------------------------------------

const CORNERS = Bitboard.fromSquares([square('a1'), square('h1'), square('a8'), square('h8')]);

/** Random game, seed 341, after 36 plies: of Black's seven moves, four give White a corner. */
const XC = diagram(`--X----- -OXX---- XOOXX--- XOXOOXXX XOXXOXXX XOOOXO-X X---OXO- ---XXXX-`, 'black');

const cornersGiven = (position: Position, move: Square): Square[] =>
  after(position, move).movesFor('white').intersect(CORNERS).toArray();

/** The own discs that run along the edge from a C square's neighbour, e.g. c1, d1 and e1 for b1. */
export const edgeRun = (position: Position, c: Square, color: Color): Square[] => {
  const { corner, along } = edgeNeighbour(c);
  const step = along - c;
  const sameEdge = (n: number): boolean =>
    n >= 0 && n < 64 && (c >> 3 === corner >> 3 ? n >> 3 === c >> 3 : (n & 7) === (c & 7));
  const run: Square[] = [];
  for (let n: number = along; sameEdge(n) && position.discs(color).has(n as Square); n += step)
    run.push(n as Square);
  return run;
};

/** tools/learn/find-positions.ts c-square: random game, seed 111, at 16 empties, turned by the main
 * diagonal. Black's b1 joins c1, d1 and e1 and is the best move (+40); g1 stands alone, White answers f1
 * and h1 is White's (0); a7 hands a8 over at once (-26). */
export const C_SQUARE = diagram(
  `--XXX--- X-OXOO-- -OXOXO-- OOXOOOOO OOOXOOOO -OOOOXXX -OOOOXX- -XXXX-XX`,
  'black',
);

/** The same position mirrored: here b1 would stand alone, and White's c1 makes a1 White's. */
export const C_ALONE = transformPosition('mirrorColumns', C_SQUARE);

/** A C square next to an empty corner with nothing of the mover's beside it on the edge. */
const isolatedC = (position: Position, s: Square): boolean =>
  C_SQUARES.has(s) &&
  !position.occupied().has(edgeNeighbour(s).corner) &&
  !position.discs(position.turn).has(edgeNeighbour(s).along);

const cSquareExplain: Explain = (s) => {
  if (!isolatedC(C_SQUARE, s)) return undefined;
  const { corner } = edgeNeighbour(s);
  const reply = cornerForcedBy(after(C_SQUARE, s), corner);
  if (reply === undefined) return undefined;
  return {
    ok: false,
    say: reply === corner ? 'given' : 'alone',
    values: { corner: makeSquare(corner), reply: makeSquare(reply) },
    wrong: [s, reply],
  };
};

/** tools/learn/find-positions.ts x-trap: random game, seed 26, at 15 empties, turned a quarter to the
 * left (rotate270). Black's disc on b7, the X square of the empty a8, looks safe: no white disc lies on
 * the diagonal behind it. White's a6 turns c6 on that diagonal, which Black can no longer turn back, so
 * a8 is White's next move whatever Black does; with perfect play a6 ends +30, as good as any move. */
export const X_TRAP = diagram(
  `-O--XO-- --OXOX-X XOXOXXX- OOOXXXXO XXXXO--X -XXXXXXO -XOOOXOO -X-OOOOO`,
  'white',
);
export const X_TRAP_CORNER = square('a8');
/** The trap sprung: the position after White's a6, Black to move. */
export const X_TRAP_DEMO = after(X_TRAP, square('a6'));

/** The discs a move turns on the long diagonal of the trap's corner. */
const diagonalFlips = (position: Position, move: Square): Square[] =>
  position.flipsAt(move).intersect(diagonalOf(X_TRAP_CORNER)).toArray();

/** Find the move that makes the corner sure: right when, whatever the other side answers, the corner
 * is then the mover's; the solver's value of the move is said too. */
const trapExercise: SquareExercise = {
  kind: 'square',
  id: 'trap',
  position: X_TRAP,
  overlay: ['corners'],
  check: async (s, tools) => {
    const refused = notLegal(X_TRAP, s);
    if (refused) return refused;
    const value = await moveValue(X_TRAP, s, tools);
    const values = {
      square: makeSquare(s),
      corner: makeSquare(X_TRAP_CORNER),
      flipped: names(diagonalFlips(X_TRAP, s)),
      score: signed(value),
    };
    return cornerSure(after(X_TRAP, s), X_TRAP_CORNER)
      ? { ok: true, say: 'right', values, right: [s] }
      : { ok: false, say: diagonalFlips(X_TRAP, s).length > 0 ? 'back' : 'wrong', values, wrong: [s] };
  },
  reveal: async (tools) => {
    const right = X_TRAP.legalMoves()
      .toArray()
      .filter((m) => cornerSure(after(X_TRAP, m), X_TRAP_CORNER));
    const value = await moveValue(X_TRAP, right[0], tools);
    return {
      ok: true,
      say: 'answer',
      values: {
        square: names(right),
        corner: makeSquare(X_TRAP_CORNER),
        flipped: names(diagonalFlips(X_TRAP, right[0])),
        score: signed(value),
      },
      right,
    };
  },
};

const xc: Lesson = {
  id: 'x-c',
  blocks: [
    { kind: 'text', key: 'squares' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(36), overlay: ['corners'] } },
    { kind: 'text', key: 'isolated' },
    { kind: 'demo', demo: { id: 'alone', position: C_ALONE, overlay: ['corners'], playable: true } },
    {
      kind: 'exercise',
      exercise: exactExercise('connected', C_SQUARE, {
        explain: cSquareExplain,
        praise: (s) => ({ run: names(edgeRun(C_SQUARE, s, 'black')) }),
        overlay: ['corners'],
      }),
    },
    { kind: 'text', key: 'trap' },
    { kind: 'exercise', exercise: trapExercise },
    {
      kind: 'demo',
      demo: {
        id: 'trapped',
        position: X_TRAP_DEMO,
        overlay: ['corners'],
        playable: true,
        lastMove: square('a6'),
      },
    },
    { kind: 'text', key: 'when' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'safe',
        position: XC,
        overlay: ['corners', 'mobility'],
        check: (s) => {
          const refused = notLegal(XC, s);
          if (refused) return refused;
          const given = cornersGiven(XC, s);
          const values = { square: makeSquare(s), corner: names(given) };
          return given.length === 0
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s, ...given] };
        },
        reveal: () => {
          const safe = XC.legalMoves()
            .toArray()
            .filter((m) => cornersGiven(XC, m).length === 0);
          return { ok: true, say: 'answer', values: { square: names(safe) }, right: safe };
        },
      },
    },
  ],
};

// --- 7. Edges and wedges --------------------------------------------------------------------------

/** Random game, seed 1, after 28 plies: h4 is a gap of one between White's h3 and h5. */
const WEDGE = diagram(`--X-OX-- --X-XOO- --XXXOOO --XXXXO- --OOOOOO ---OOX-- ----XXX- ----X-O-`, 'black');

const wedgeMoves = (position: Position): Bitboard =>
  wedgeChances(position)
    .filter((w) => w.player === position.turn)
    .reduce((all, w) => all.union(w.moves), Bitboard.EMPTY);

const edges: Lesson = {
  id: 'edges',
  blocks: [
    { kind: 'text', key: 'edges' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(30), overlay: ['wedges'] } },
    { kind: 'text', key: 'gaps' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'wedge',
        position: WEDGE,
        overlay: ['wedges'],
        check: (s) => {
          const refused = notLegal(WEDGE, s);
          if (refused) return refused;
          const values = { square: makeSquare(s) };
          return wedgeMoves(WEDGE).has(s)
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => ({
          ok: true,
          say: 'answer',
          values: { square: names(wedgeMoves(WEDGE).toArray()) },
          right: wedgeMoves(WEDGE).toArray(),
        }),
      },
    },
  ],
};

// --- 8. Mobility ----------------------------------------------------------------------------------

/** Random game, seed 424, after 20 plies: after e7 White has one legal move; after any other, five or more. */
const MOBILITY = diagram(`X-X-X-O- XXXXXXOX X-X-O-O- --XXO-O- ---XO--- ----OX-- -------- --------`, 'black');

const theirMoves = (position: Position, move: Square): Square[] =>
  after(position, move).movesFor('white').toArray();

const mobility: Lesson = {
  id: 'mobility',
  blocks: [
    { kind: 'text', key: 'count' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(45), overlay: ['mobility'] } },
    { kind: 'text', key: 'force' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'restrict',
        position: MOBILITY,
        overlay: ['mobility'],
        check: (s) => {
          const refused = notLegal(MOBILITY, s);
          if (refused) return refused;
          const { best } = bestBy(MOBILITY, (m) => theirMoves(MOBILITY, m).length, true);
          const left = theirMoves(MOBILITY, s);
          const values = { square: makeSquare(s), n: left.length, moves: names(left), best };
          return left.length === best
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const { best, moves } = bestBy(MOBILITY, (m) => theirMoves(MOBILITY, m).length, true);
          return {
            ok: true,
            say: 'answer',
            values: { square: names(moves), n: best, moves: names(theirMoves(MOBILITY, moves[0])) },
            right: moves,
          };
        },
      },
    },
  ],
};

// --- 9. Frontier and quiet moves ------------------------------------------------------------------

/** Random game, seed 7, after 22 plies: g4 leaves Black 9 frontier discs; every other move 12 or more. */
const FRONTIER = diagram(`-----X-- ----XXXO --OOXXXO --OOOO-O --XOOOOO -X--XO-- -----O-- --------`, 'black');

const frontierAfter = (position: Position, move: Square): number =>
  frontierDiscs(after(position, move))[position.turn].size();

const frontier: Lesson = {
  id: 'frontier',
  blocks: [
    { kind: 'text', key: 'frontier' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(45), overlay: ['frontier'] } },
    { kind: 'text', key: 'quiet' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'quiet',
        position: FRONTIER,
        overlay: ['frontier'],
        check: (s) => {
          const refused = notLegal(FRONTIER, s);
          if (refused) return refused;
          const { best } = bestBy(FRONTIER, (m) => frontierAfter(FRONTIER, m), true);
          const n = frontierAfter(FRONTIER, s);
          const values = { square: makeSquare(s), n, best, before: frontierDiscs(FRONTIER).black.size() };
          return n === best
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const { best, moves } = bestBy(FRONTIER, (m) => frontierAfter(FRONTIER, m), true);
          return { ok: true, say: 'answer', values: { square: names(moves), n: best }, right: moves };
        },
      },
    },
  ],
};

// --- 10. Parity, regions and tempo ----------------------------------------------------------------

/** From our puzzle file (level 1): White to move, five empties in a region of three and one of two;
 * b7, the only move into the odd region, wins by 10, h8 by 4, g8 loses by 12. */
const PARITY = parseObf('XOOOOOOXXOOOOOOXXOXXOXOXXOOXXXOXXOXXXOOXXXOXOXXXX-OOXXXX--OOXO-- O');
if (!PARITY.ok) throw new Error(PARITY.error.message);
const PARITY_POSITION = PARITY.value.position;

const regionOf = (position: Position, s: Square) => emptyRegions(position).find((r) => r.squares.has(s));

/** tools/learn/find-positions.ts tempo: random game, seed 3, at 16 empties. In the south-east region
 * (g8, h6, h7, h8) Black can play h6 or g8. After h6 (+6 with perfect play) White has nothing to play
 * there and must open another region; after g8 (-2) White answers h8 there and Black must open one. */
export const TEMPO = diagram(
  `XO-X-OX- OOOOOX-X OOOXXOOO OXOXXXOO OOXOXXOO OXXXXXX- ---OOOX- -----O--`,
  'black',
);
/** The two moves compared, the one that keeps the tempo first. */
export const TEMPO_MOVES = [square('h6'), square('g8')] as const;

/** Along the line of perfect play after `move`: the first move outside `move`'s region, and who made
 * it (each move solved in turn). */
export const firstOutside = async (
  position: Position,
  move: Square,
  tools: Tools,
): Promise<{ readonly color: Color; readonly square: Square; readonly inside: Square[] } | undefined> => {
  const region = regionOf(position, move)!.squares;
  const inside: Square[] = [move];
  let p = after(position, move);
  while (!p.isGameOver()) {
    if (p.mustPass()) {
      p = p.after(PASS);
      continue;
    }
    const m = (await tools.solve(p)).move as Square;
    if (!region.has(m)) return { color: p.turn, square: m, inside };
    inside.push(m);
    p = after(p, m);
  }
  return undefined;
};

/** One move of the booklet's two-move comparison: its value with perfect play, the line inside its
 * region, and who has to play outside the region first. */
const tempoLine = async (move: Square, tools: Tools) => {
  const [value, out] = await Promise.all([moveValue(TEMPO, move, tools), firstOutside(TEMPO, move, tools)]);
  return {
    value,
    keeps: out?.color === opposite(TEMPO.turn),
    words: {
      square: makeSquare(move),
      score: signed(value),
      line: names(out?.inside ?? [move]),
      outside: out ? makeSquare(out.square) : '',
    },
  };
};

/** Of two moves in one region, the one that keeps the tempo: after it the opponent has to open another
 * region first, and the solver values it at least as high as the other. */
const tempoExercise: ChoiceExercise = {
  kind: 'choice',
  id: 'tempo',
  position: TEMPO,
  overlay: ['regions'],
  options: TEMPO_MOVES.map(makeSquare),
  check: async (option, tools) => {
    const move = square(option as SquareName);
    const other = TEMPO_MOVES.find((m) => m !== move)!;
    const [mine, theirs] = await Promise.all([tempoLine(move, tools), tempoLine(other, tools)]);
    const values = {
      ...mine.words,
      other: theirs.words.square,
      otherScore: theirs.words.score,
      otherLine: theirs.words.line,
      otherOutside: theirs.words.outside,
    };
    return mine.keeps && mine.value >= theirs.value
      ? { ok: true, say: 'right', values }
      : { ok: false, say: 'wrong', values };
  },
  reveal: async (tools) => {
    const lines = await Promise.all(TEMPO_MOVES.map((m) => tempoLine(m, tools)));
    const best = lines.find((l) => l.keeps) ?? lines[0];
    return { ok: true, say: 'answer', values: best.words };
  },
};

const parity: Lesson = {
  id: 'parity',
  blocks: [
    { kind: 'text', key: 'regions' },
    { kind: 'demo', demo: { id: 'game', ...afterDiscs(50), overlay: ['regions'] } },
    { kind: 'text', key: 'tempo' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'odd',
        position: PARITY_POSITION,
        overlay: ['regions'],
        check: (s) => {
          const refused = notLegal(PARITY_POSITION, s);
          if (refused) return refused;
          const region = regionOf(PARITY_POSITION, s)!;
          const values = { square: makeSquare(s), size: region.size };
          return region.parity === 'odd'
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const odd = PARITY_POSITION.legalMoves()
            .toArray()
            .filter((m) => regionOf(PARITY_POSITION, m)!.parity === 'odd');
          return {
            ok: true,
            say: 'answer',
            values: { square: names(odd), size: regionOf(PARITY_POSITION, odd[0])!.size },
            right: odd,
          };
        },
      },
    },
    { kind: 'text', key: 'waiting' },
    { kind: 'demo', demo: { id: 'tempo', position: TEMPO, overlay: ['regions'], playable: true } },
    { kind: 'exercise', exercise: tempoExercise },
  ],
};

// --- 11. Rules of thumb and their limits ---------------------------------------------------------

/** tools/learn/find-positions.ts table: random game, seed 5, at 14 empties. A table of square values
 * (Medium's, in src/engine/levels.ts) rates the corner h1 highest; with perfect play it ends +32, while
 * h2, a C square the table rates poorly, ends +46 (the best). */
export const TABLE = diagram(
  `------O- X-OX-OO- XO-XXXOX XXOOOXOX XOOOOOOX XOXXXOOX XXOOOOO- XO-OOOO-`,
  'black',
);

/** The moves a fixed table of square values likes best in a position (Medium's choice, before its
 * seeded tie-break). */
export const tableFavourites = (position: Position): Square[] =>
  bestBy(position, (m) => squareValue(position, m)).moves;

/** tools/learn/find-positions.ts fewest: random game, seed 8, at 12 empties. Every move lets White into
 * h1; d2 turns one disc and ends -28, h5 turns six and ends -12 (the best). */
export const FEWEST = diagram(
  `X------- XX--XXX- XXXOOOOO XOXXOOOX XOXXXOO- X-OOXOOO XXXOXOOO OOOOXOOO`,
  'black',
);

const fewestFlips = (position: Position): Square[] =>
  bestBy(position, (m) => position.flipsAt(m).size(), true).moves;

const thumb: Lesson = {
  id: 'thumb',
  blocks: [
    { kind: 'text', key: 'table' },
    {
      kind: 'demo',
      demo: { id: 'table', position: TABLE, overlay: ['corners', 'mobility'], playable: true },
    },
    {
      kind: 'exercise',
      exercise: exactExercise('table', TABLE, {
        explain: (s) =>
          tableFavourites(TABLE).includes(s)
            ? { ok: false, say: 'table', values: {}, wrong: [s] }
            : undefined,
        praise: () => ({ favourite: names(tableFavourites(TABLE)) }),
        overlay: ['corners'],
      }),
    },
    { kind: 'text', key: 'fewest' },
    {
      kind: 'demo',
      demo: { id: 'fewest', position: FEWEST, overlay: ['frontier', 'corners'], playable: true },
    },
    {
      kind: 'exercise',
      exercise: exactExercise('fewest', FEWEST, {
        explain: (s) =>
          fewestFlips(FEWEST).includes(s)
            ? { ok: false, say: 'quietest', values: { flips: FEWEST.flipsAt(s).size() }, wrong: [s] }
            : undefined,
        praise: (s) => ({ flips: FEWEST.flipsAt(s).size(), fewest: names(fewestFlips(FEWEST)) }),
        overlay: ['frontier'],
      }),
    },
  ],
};

// --- 12. Giving a corner --------------------------------------------------------------------------

/** tools/learn/find-positions.ts sacrifice: random game, seed 26, at 14 empties. g2, the X square of
 * the empty h1, gives White that corner and is the best move (-4); every move that keeps the corners
 * shut ends -20 or worse. */
export const SACRIFICE = diagram(
  `-O-XOX-- XOXXOO-O -OXXOXO- OOXXXOX- OOXOXXOX OXX-XXXO OOX-XX-- OOOXO-X-`,
  'black',
);

/** tools/learn/find-positions.ts keep-corner: random game, seed 2, at 12 empties. Every move but b1
 * lets White into h1; b1 ends +32, the others +10 or less. */
export const KEEP = diagram(
  `X-OXXXX- XXXX-X-- OXXOOXXX -XXXXOXO OOXXOOO- --OOXXOX --OXXXXO -OXXXXXX`,
  'black',
);

const sacrifice: Lesson = {
  id: 'sacrifice',
  blocks: [
    { kind: 'text', key: 'give' },
    {
      kind: 'demo',
      demo: { id: 'give', position: SACRIFICE, overlay: ['corners'], playable: true },
    },
    {
      kind: 'exercise',
      exercise: exactExercise('give', SACRIFICE, {
        praise: (s) => ({ corner: names(cornersOffered(SACRIFICE, s)) }),
        explain: (s) =>
          cornersOffered(SACRIFICE, s).length === 0
            ? { ok: false, say: 'shut', values: {}, wrong: [s] }
            : undefined,
        overlay: ['corners'],
      }),
    },
    { kind: 'text', key: 'keep' },
    { kind: 'demo', demo: { id: 'keep', position: KEEP, overlay: ['corners'], playable: true } },
    {
      kind: 'exercise',
      exercise: exactExercise('keep', KEEP, {
        explain: (s) => {
          const given = cornersOffered(KEEP, s);
          return given.length > 0
            ? { ok: false, say: 'given', values: { corner: names(given) }, wrong: [s, ...given] }
            : undefined;
        },
        overlay: ['corners'],
      }),
    },
  ],
};

// --- 13. Openings ---------------------------------------------------------------------------------

/** The openings the lesson plays on the board, by their names in data/openings.txt (the list's moves
 * are read from there, so a name that is not in it fails lessons.test.ts). */
export const LESSON_OPENINGS = [
  'Perpendicular',
  'Diagonal',
  'Parallel',
  'Tiger',
  'Rose',
  'Buffalo, Kenichi Variation',
  'Cow',
  'Chimney',
] as const;

/** The name of the opening a game from the start is in, by data/openings.txt. */
const openingNameOf = (moves: readonly Square[]): string | undefined =>
  openingOf(Position.initial(), moves)?.name;

/** A named opening of data/openings.txt: its moves from the start, or undefined when the list lacks it. */
export const namedOpening = (name: string): { name: string; moves: readonly Square[] } | undefined => {
  for (const opening of openingIndex().byMoves.values())
    if (opening.name === name) return { name, moves: opening.squares };
  return undefined;
};

/** The opening the reader is asked to play: White's reply to f5 that makes it. */
export const PARALLEL_REPLY = 'Parallel';

/** After Black's f5: White to move, three replies. */
const AFTER_F5 = after(Position.initial(), square('f5'));

const openings: Lesson = {
  id: 'openings',
  blocks: [
    { kind: 'text', key: 'change' },
    { kind: 'widget', widget: 'openings' },
    { kind: 'text', key: 'names' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'square',
        id: 'parallel',
        position: AFTER_F5,
        overlay: ['mobility'],
        check: (s) => {
          const refused = notLegal(AFTER_F5, s);
          if (refused) return refused;
          const name = openingNameOf([square('f5'), s]);
          const values = { square: makeSquare(s), name: name ?? '' };
          return name === PARALLEL_REPLY
            ? { ok: true, say: 'right', values, right: [s] }
            : { ok: false, say: 'wrong', values, wrong: [s] };
        },
        reveal: () => {
          const right = AFTER_F5.legalMoves()
            .toArray()
            .filter((m) => openingNameOf([square('f5'), m]) === PARALLEL_REPLY);
          return { ok: true, say: 'answer', values: { square: names(right) }, right };
        },
      },
    },
    { kind: 'text', key: 'memory' },
  ],
};

// --- 14. Reviewing your own game -----------------------------------------------------------------

const review: Lesson = {
  id: 'review',
  blocks: [
    { kind: 'text', key: 'moments' },
    { kind: 'widget', widget: 'review', exercises: ['replay'] },
    { kind: 'text', key: 'habit' },
  ],
};

// --- 15. Small boards -----------------------------------------------------------------------------

/** A line of perfect play to the end: every move solved in turn (both colours). */
export const perfectLine = async (
  start: Position,
  tools: Tools,
): Promise<{ moves: Move[]; positions: Position[]; score: number }> => {
  const moves: Move[] = [];
  const positions = [start];
  let position = start;
  let score: number | undefined;
  while (!position.isGameOver()) {
    if (position.mustPass()) {
      const passed = position.pass();
      if (!passed.ok) throw new Error(passed.error.message);
      moves.push(PASS);
      position = passed.value;
    } else {
      const answer = await tools.solve(position);
      if (score === undefined) score = answer.score;
      const played = position.play(answer.move);
      if (!played.ok) throw new Error(`the solver answered an illegal move: ${played.error.message}`);
      moves.push(answer.move);
      position = played.value.position;
    }
    positions.push(position);
  }
  return { moves, positions, score: discDifference(position.outcome()!, start.turn, 'tournament') };
};

const SMALL = Position.initial(parseVariant('4x4')!);

const smallBoards: Lesson = {
  id: 'small-boards',
  blocks: [
    { kind: 'text', key: 'solved' },
    { kind: 'widget', widget: 'proof-4x4' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'choice',
        id: 'who',
        position: SMALL,
        options: ['black', 'white', 'tie'],
        check: async (option, tools) => {
          const line = await perfectLine(SMALL, tools);
          const o = line.positions[line.positions.length - 1].outcome()!;
          const winner = o.winner ?? 'tie';
          const values = { black: o.black, white: o.white, empty: o.empty };
          return option === winner ? { ok: true, say: 'right', values } : { ok: false, say: 'wrong', values };
        },
        reveal: async (tools) => {
          const line = await perfectLine(SMALL, tools);
          const o = line.positions[line.positions.length - 1].outcome()!;
          return { ok: true, say: 'answer', values: { black: o.black, white: o.white, empty: o.empty } };
        },
      },
    },
    { kind: 'text', key: 'six' },
    { kind: 'widget', widget: 'proof-6x6' },
  ],
};

// --- 16. Variants ---------------------------------------------------------------------------------

/** Random game of Anti-Reversi, seed 5472, finished with two squares empty: Black 23, White 39. */
const ANTI = diagram(
  `OOOOOOO- OOOOOOOX OOOOOOOX OOOOOXXX OOOOXXOX OOOXOXXX OOOOXXXX -XXXXXXX`,
  'black',
  'anti',
);

const variants: Lesson = {
  id: 'variants',
  blocks: [
    { kind: 'text', key: 'reversi' },
    { kind: 'widget', widget: 'reversi-opening' },
    { kind: 'text', key: 'anti' },
    {
      kind: 'exercise',
      exercise: {
        kind: 'choice',
        id: 'anti',
        position: ANTI,
        options: ['black', 'white', 'tie'],
        check: (option) => {
          const o = ANTI.outcome()!;
          const values = {
            black: o.black,
            white: o.white,
            tb: o.score.tournament.black,
            tw: o.score.tournament.white,
          };
          return option === (o.winner ?? 'tie')
            ? { ok: true, say: 'right', values }
            : { ok: false, say: 'wrong', values };
        },
        reveal: () => {
          const o = ANTI.outcome()!;
          return {
            ok: true,
            say: 'answer',
            values: {
              black: o.black,
              white: o.white,
              tb: o.score.tournament.black,
              tw: o.score.tournament.white,
            },
          };
        },
      },
    },
  ],
};

/** Every lesson, in the order of the list. */
export const LESSONS: readonly Lesson[] = [
  rules,
  ending,
  notation,
  fallacy,
  corners,
  xc,
  edges,
  mobility,
  frontier,
  parity,
  thumb,
  sacrifice,
  openings,
  review,
  smallBoards,
  variants,
];

/** The exercises of a lesson (those its widgets ask are not among them: they are made as the widget
 * runs, e.g. from the player's own game). */
export const exercisesOf = (lesson: Lesson): Exercise[] =>
  lesson.blocks.flatMap((b) => (b.kind === 'exercise' ? [b.exercise] : []));

/** Each lesson's exercise ids, its widgets' included, as the progress store checks them. */
export const EXERCISE_IDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  LESSONS.map((l) => [
    l.id,
    l.blocks.flatMap((b) =>
      b.kind === 'exercise' ? [b.exercise.id] : b.kind === 'widget' ? [...(b.exercises ?? [])] : [],
    ),
  ]),
);

/** The lesson of an id, if any. */
export const lessonOf = (id: string | undefined): Lesson | undefined => LESSONS.find((l) => l.id === id);
