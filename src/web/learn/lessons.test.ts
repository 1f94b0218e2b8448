/**
 * The lessons' claims, checked: every position says what its text says (by the rules, the coach and
 * the solver), every exercise takes its right answer and refuses the others, and every answer of every
 * exercise has its feedback in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMoveList, parseTranscript } from '../../core/formats/index.js';
import {
  Bitboard,
  coach,
  makeSquare,
  PASS,
  Position,
  parseVariant,
  type Square,
  type SquareName,
  square,
  stableDiscs,
} from '../../core/index.js';
import type { WorkerEngine } from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node.js';
import { cornerForcedBy, cornerSure, cornersOffered, edgeNeighbour } from './ideas.js';
import {
  afterDiscs,
  C_ALONE,
  chainBait,
  EXERCISE_IDS,
  type Exercise,
  exactValues,
  exercisesOf,
  firstOutside,
  LESSON_IDS,
  LESSON_OPENINGS,
  LESSONS,
  namedOpening,
  PENLOUP_JUHEM,
  PENLOUP_JUHEM_MOVES,
  perfectLine,
  TEMPO,
  type Tools,
  tableFavourites,
  type Verdict,
  X_TRAP_DEMO,
} from './lessons.js';
import { de } from './text-de.js';
import { en } from './text-en.js';
import { fr } from './text-fr.js';
import { ja } from './text-ja.js';

let engine: WorkerEngine;
let tools: Tools;
beforeAll(() => {
  engine = createNodeEngine({ hashBits: 18, weights: false });
  tools = { solve: (p) => engine.solve(p) };
});
afterAll(async () => {
  await engine?.close();
});

const exercise = (lesson: string, id: string): Exercise => {
  const found = exercisesOf(LESSONS.find((l) => l.id === lesson)!).find((e) => e.id === id);
  if (!found) throw new Error(`no exercise ${lesson}/${id}`);
  return found;
};

/** Every answer an exercise can be given: each square (with its picks), each option, a few texts. */
const answersOf = async (e: Exercise): Promise<Verdict[]> => {
  const size = e.position.variant.size;
  const squares: Square[] = [];
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) squares.push((r * 8 + c) as Square);
  switch (e.kind) {
    case 'square':
      return Promise.all(squares.map((s) => e.check(s, tools)));
    case 'pick':
      return [
        e.check(Bitboard.EMPTY),
        ...squares.map((s) => e.check(Bitboard.fromSquare(s))),
        e.check(Bitboard.fromSquares(squares)),
        ...[e.reveal(tools) as Verdict].map((v) => e.check(Bitboard.fromSquares(v.right ?? []))),
      ];
    case 'choice':
      return Promise.all(e.options.map((o) => e.check(o, tools)));
    case 'text':
      return [
        '',
        'f5d6',
        'f5d6c3d3c4f4c5b3',
        'f5d6c3d3c4f4c5b3c2',
        'f5 d6 c4',
        'hello',
        'F5-D6-C3-D3-C4-F4-C5-B3',
      ].map((t) => e.check(t));
  }
};

describe('the positions say what the lessons say', () => {
  it('1: d1 turns four discs along three lines, every other move fewer; g4 turns f4 and f5, not f6', async () => {
    const most = exercise('rules', 'most');
    const flips = most.position
      .legalMoves()
      .toArray()
      .map((m) => [makeSquare(m), most.position.flipsAt(m).size()]);
    expect(flips.filter(([, n]) => n === 4)).toEqual([['d1', 4]]);
    expect(Math.max(...flips.filter(([m]) => m !== 'd1').map(([, n]) => n as number))).toBeLessThan(4);
    const verdict = (await (most as Extract<Exercise, { kind: 'square' }>).check(
      square('d1'),
      tools,
    )) as Verdict;
    expect(verdict).toMatchObject({ ok: true, values: { n: 4, lines: 3 } });
    const which = exercise('rules', 'which');
    expect(which.position.flipsAt(square('g4')).toArray().map(makeSquare)).toEqual(['f4', 'f5']);
    expect(chainBait(which.position, square('g4')).toArray().map(makeSquare)).toEqual(['f6']);
  });

  it('2: Black must pass while White has nine moves; the finished game is 38-24 with two empties', () => {
    const pass = exercise('ending', 'pass').position;
    expect(pass.mustPass()).toBe(true);
    expect(pass.isGameOver()).toBe(false);
    expect(pass.movesFor('white').size()).toBe(9);
    const done = exercise('ending', 'score').position;
    expect(done.outcome()).toMatchObject({
      black: 38,
      white: 24,
      empty: 2,
      score: { tournament: { black: 40, white: 24 } },
    });
    expect(done.empties().toArray().map(makeSquare)).toEqual(['h1', 'a8']);
  });

  it('3: the Penloup-Juhem sheet replays to a 20-44 White win, two Black passes, 13 on b4', () => {
    // The sheet as the French federation's beginners' booklet prints it (via vogclub.com's copy).
    const sheet = parseTranscript(`    a  b  c  d  e  f  g  h
1  45 32 19 18 31 24 44 43
2  46 36  9 11 16 15 42 56
3  17  8  3  4 10 22 38 51
4  20 13  5  O  X  6 23 40
5  21 14  7  X  O  1 39 41
6  34 30 12  2 28 29 53 52
7  35 47 33 26 25 37 59 55
8  50 49 48 27 54 60 58 57`);
    if (!sheet.ok) throw new Error(sheet.error.message);
    expect(makeMoveList(sheet.value)).toBe(PENLOUP_JUHEM_MOVES);
    const { game, positions, discs } = PENLOUP_JUHEM;
    expect(discs).toHaveLength(60);
    expect(game.moves.filter((m) => m.move === PASS).map((m) => m.color)).toEqual(['black', 'black']);
    expect(positions[positions.length - 1].outcome()).toMatchObject({
      black: 20,
      white: 44,
      winner: 'white',
    });
    expect(makeMoveList(game).slice(0, 16)).toBe('f5d6c3d3c4f4c5b3');
    expect(makeSquare(discs[12])).toBe('b4');
    // White played 56, 57 and 58 in a row, Black passing between them.
    expect(
      game.moves
        .slice(-7)
        .map((m) => (m.move === PASS ? `${m.color} pass` : `${m.color} ${makeSquare(m.move)}`)),
    ).toEqual(['white h2', 'black pass', 'white h8', 'black pass', 'white g8', 'black g7', 'white f8']);
  });

  it('4: after move 45 Black leads in discs but trails in moves; with 9 discs to 45 Black wins by 10 with b8', async () => {
    const at45 = afterDiscs(45).position;
    expect([at45.count('black'), at45.count('white')]).toEqual([37, 12]);
    const c = coach(at45);
    expect([c.mobility.black.size(), c.mobility.white.size()]).toEqual([4, 9]);
    expect([c.frontier.black.size(), c.frontier.white.size()]).toEqual([19, 5]);
    expect(afterDiscs(45).lastMove).toBe(square('a1'));
    const few = exercise('fallacy', 'win') as Extract<Exercise, { kind: 'square' }>;
    expect([few.position.count('black'), few.position.count('white')]).toEqual([9, 45]);
    expect(
      few.position.discs('white').has(square('a1')) && few.position.discs('white').has(square('a8')),
    ).toBe(true);
    const best = await engine.solve(few.position);
    expect([makeSquare(best.move as Square), best.score]).toEqual(['b8', 10]);
    // The move that turns the most discs, f7, loses.
    const greedy = few.position
      .legalMoves()
      .toArray()
      .sort((a, b) => few.position.flipsAt(b).size() - few.position.flipsAt(a).size())[0];
    expect(makeSquare(greedy)).toBe('f7');
    expect(await few.check(greedy, tools)).toMatchObject({
      ok: false,
      say: 'loses',
      values: { score: '-6' },
    });
    expect(await few.check(square('b8'), tools)).toMatchObject({ ok: true, values: { score: '+10' } });
  });

  it('5: the stable black discs are the a8 block; after move 45 Black has eight stable discs', () => {
    const stable = exercise('corners', 'stable').position;
    expect(stableDiscs(stable).black.toArray().map(makeSquare)).toEqual([
      'a5',
      'a6',
      'b6',
      'a7',
      'b7',
      'a8',
      'b8',
    ]);
    expect(stableDiscs(afterDiscs(45).position).black.size()).toBe(8);
  });

  it('6: b2 was White’s 36th move, an X square of the empty a1; three of Black’s moves keep the corners shut', () => {
    const at36 = afterDiscs(36);
    expect(at36.lastMove).toBe(square('b2'));
    expect(coach(at36.position).xSquares.find((x) => x.square === square('b2'))).toMatchObject({
      disc: 'white',
    });
    expect(makeSquare(PENLOUP_JUHEM.discs[44])).toBe('a1');
    const safe = exercise('x-c', 'safe');
    const verdict = safe.reveal(tools) as Verdict;
    expect(verdict.right?.map(makeSquare)).toEqual(['f3', 'c7', 'd7']);
    expect(safe.position.legalMoves().size()).toBe(7);
  });

  it('7: after move 30 Black can wedge on e1, and did; h4 is the wedge of the exercise', () => {
    const wedges = coach(afterDiscs(30).position).wedges;
    expect(wedges.map((w) => [w.player, w.moves.toArray().map(makeSquare)])).toEqual([['black', ['e1']]]);
    expect(makeSquare(PENLOUP_JUHEM.discs[30])).toBe('e1');
    expect((exercise('edges', 'wedge').reveal(tools) as Verdict).right?.map(makeSquare)).toEqual(['h4']);
  });

  it('8 and 9: e7 leaves White one move, every other move five or more; g4 leaves 9 frontier discs, the rest 12 or more', async () => {
    const restrict = exercise('mobility', 'restrict') as Extract<Exercise, { kind: 'square' }>;
    const counts = await Promise.all(
      restrict.position
        .legalMoves()
        .toArray()
        .map((m) => restrict.check(m, tools)),
    );
    expect(counts.filter((v) => v.ok).map((v) => v.values?.square)).toEqual(['e7']);
    expect(Math.min(...counts.filter((v) => !v.ok).map((v) => v.values?.n as number))).toBeGreaterThanOrEqual(
      5,
    );
    const quiet = exercise('frontier', 'quiet') as Extract<Exercise, { kind: 'square' }>;
    const fronts = await Promise.all(
      quiet.position
        .legalMoves()
        .toArray()
        .map((m) => quiet.check(m, tools)),
    );
    expect(fronts.filter((v) => v.ok).map((v) => [v.values?.square, v.values?.n, v.values?.before])).toEqual([
      ['g4', 9, 10],
    ]);
    expect(Math.min(...fronts.filter((v) => !v.ok).map((v) => v.values?.n as number))).toBeGreaterThanOrEqual(
      12,
    );
  });

  it('10: b7 is the only move into the odd region and the best; h8 wins by 4, g8 loses', async () => {
    const odd = exercise('parity', 'odd');
    const p = odd.position;
    expect(p.turn).toBe('white');
    expect(p.empties().size()).toBe(5);
    const scores: Record<string, number> = {};
    for (const m of p.legalMoves().toArray()) {
      const next = p.play(m);
      if (!next.ok) throw new Error(next.error.message);
      scores[makeSquare(m)] = -(await engine.solve(next.value.position)).score;
    }
    expect(scores).toEqual({ b7: 10, g8: -12, h8: 4 });
    expect((odd.reveal(tools) as Verdict).right?.map(makeSquare)).toEqual(['b7']);
    const regions = coach(afterDiscs(50).position).regions.map((r) => r.size);
    expect(regions).toEqual([2, 8]);
  });

  it('11: on 4x4 White wins 11-3 with perfect play (13-3 with the empties)', async () => {
    const line = await perfectLine(Position.initial(parseVariant('4x4')!), tools);
    expect(line.score).toBe(-10);
    expect(line.positions[line.positions.length - 1].outcome()).toMatchObject({
      black: 3,
      white: 11,
      empty: 2,
    });
  });

  it('12: the Anti-Reversi game is a Black win, 23-39, scored 23-41', () => {
    const anti = exercise('variants', 'anti').position;
    expect(anti.outcome()).toMatchObject({
      winner: 'black',
      black: 23,
      white: 39,
      score: { tournament: { black: 23, white: 41 } },
    });
  });
});

/** Asks a square exercise about one square. */
const ask = (e: Exercise, name: SquareName): Promise<Verdict> =>
  Promise.resolve((e as Extract<Exercise, { kind: 'square' }>).check(square(name), tools));

/** Every legal move's exact value, by name. */
const valuesByName = async (p: Position): Promise<Record<string, number>> =>
  Object.fromEntries(
    [...(await exactValues(p, tools)).entries()].map(([m, v]) => [makeSquare(m), v] as const),
  );

describe('the booklet’s ideas, each checked exactly by the solver', () => {
  it('C squares: b1 joins c1-e1 and is best (+40); g1 alone loses the corner to f1 (0); a7 gives a8 (-26)', async () => {
    const e = exercise('x-c', 'connected');
    const values = await valuesByName(e.position);
    expect(Math.max(...Object.values(values))).toBe(40);
    expect([values.b1, values.g1, values.a7]).toEqual([40, 0, -26]);
    expect(await ask(e, 'b1')).toMatchObject({ ok: true, values: { run: 'c1, d1, e1', score: '+40' } });
    expect(await ask(e, 'g1')).toMatchObject({
      ok: false,
      say: 'alone',
      values: { reply: 'f1', corner: 'h1' },
    });
    expect(await ask(e, 'a7')).toMatchObject({ ok: false, say: 'given', values: { corner: 'a8' } });
    expect(await ask(e, 'a8')).toMatchObject({ ok: false, say: 'wrong', values: { score: '+38' } });
    // The demonstration, mirrored: b1 alone, White's c1, and a1 is White's whatever Black does.
    expect(edgeNeighbour(square('b1')).along).toBe(square('c1'));
    const alone = C_ALONE.after(square('b1'));
    expect(cornerForcedBy(alone, square('a1'))).toBe(square('c1'));
    expect(cornerSure(alone.after(square('c1')), square('a1'))).toBe(true);
  });

  it('the X-square trap: White’s a6 turns c6 behind b7, a8 is then sure, and a6 is among the best (+30)', async () => {
    const e = exercise('x-c', 'trap');
    expect(e.position.turn).toBe('white');
    expect(e.position.discs('black').has(square('b7'))).toBe(true);
    expect(e.position.legalMoves().has(square('a8'))).toBe(false);
    const values = await valuesByName(e.position);
    expect(values.a6).toBe(Math.max(...Object.values(values)));
    expect(values.a6).toBe(30);
    const forcing = e.position
      .legalMoves()
      .toArray()
      .filter((m) => cornerSure(e.position.after(m), square('a8')))
      .map(makeSquare);
    expect(forcing).toEqual(['a6']);
    expect(await ask(e, 'a6')).toMatchObject({ ok: true, values: { flipped: 'c6', score: '+30' } });
    expect(await ask(e, 'g5')).toMatchObject({ ok: false });
    expect(cornerSure(X_TRAP_DEMO, square('a8'))).toBe(true);
  });

  it('tempo: of h6 and g8, h6 keeps it (+6, White opens elsewhere first), g8 gives it away (-2)', async () => {
    const e = exercise('parity', 'tempo') as Extract<Exercise, { kind: 'choice' }>;
    const values = await valuesByName(e.position);
    expect([values.h6, values.g8]).toEqual([6, -2]);
    const region = coach(TEMPO).regions.find((r) => r.squares.has(square('h6')))!;
    expect(region.squares.toArray().map(makeSquare).sort()).toEqual(['g8', 'h6', 'h7', 'h8']);
    expect(region.squares.has(square('g8'))).toBe(true);
    expect((await firstOutside(TEMPO, square('h6'), tools))?.color).toBe('white');
    expect((await firstOutside(TEMPO, square('g8'), tools))?.color).toBe('black');
    expect(await e.check('h6', tools)).toMatchObject({ ok: true, values: { score: '+6', otherScore: '-2' } });
    expect(await e.check('g8', tools)).toMatchObject({ ok: false, values: { score: '-2' } });
  });

  it('a table of square values takes the corner h1 (+32); h2, a C square, is best (+46)', async () => {
    const e = exercise('thumb', 'table');
    expect(tableFavourites(e.position).map(makeSquare)).toEqual(['h1']);
    const values = await valuesByName(e.position);
    expect([values.h1, values.h2, Math.max(...Object.values(values))]).toEqual([32, 46, 46]);
    expect(await ask(e, 'h2')).toMatchObject({ ok: true, values: { favourite: 'h1' } });
    expect(await ask(e, 'h1')).toMatchObject({
      ok: false,
      say: 'table',
      values: { score: '+32', best: '+46' },
    });
  });

  it('“flip few” is a habit: d2 turns one disc (-28); h5 turns six and is best (-12)', async () => {
    const e = exercise('thumb', 'fewest');
    const values = await valuesByName(e.position);
    expect([values.d2, values.h5, Math.max(...Object.values(values))]).toEqual([-28, -12, -12]);
    expect([e.position.flipsAt(square('d2')).size(), e.position.flipsAt(square('h5')).size()]).toEqual([
      1, 6,
    ]);
    expect(await ask(e, 'h5')).toMatchObject({ ok: true, values: { flips: 6, fewest: 'd2' } });
    expect(await ask(e, 'd2')).toMatchObject({ ok: false, say: 'quietest', values: { flips: 1 } });
  });

  it('giving a corner: g2 hands White h1 and is best (-4); every move that keeps the corners shut ends -20 or worse', async () => {
    const e = exercise('sacrifice', 'give');
    const values = await valuesByName(e.position);
    expect(values.g2).toBe(-4);
    expect(Math.max(...Object.values(values))).toBe(-4);
    const shut = e.position
      .legalMoves()
      .toArray()
      .filter((m) => cornersOffered(e.position, m).length === 0);
    expect(Math.max(...shut.map((m) => values[makeSquare(m)]))).toBe(-20);
    expect(await ask(e, 'g2')).toMatchObject({ ok: true, values: { corner: 'h1' } });
    expect(await ask(e, 'h7')).toMatchObject({ ok: false, say: 'shut' });
  });

  it('and when not to: b1 keeps White out of every corner (+32); every other move lets White into h1 (+10 or less)', async () => {
    const e = exercise('sacrifice', 'keep');
    const values = await valuesByName(e.position);
    expect(values.b1).toBe(32);
    for (const m of e.position.legalMoves().toArray()) {
      if (makeSquare(m) === 'b1') continue;
      expect(cornersOffered(e.position, m).map(makeSquare)).toContain('h1');
      expect(values[makeSquare(m)]).toBeLessThanOrEqual(10);
    }
    expect(await ask(e, 'b1')).toMatchObject({ ok: true });
    expect(await ask(e, 'e2')).toMatchObject({ ok: false, say: 'given', values: { corner: 'h1' } });
    // The demonstration: after e2, White's h1 turns the north edge from d1 to g1.
    const afterE2 = e.position.after(square('e2'));
    expect(afterE2.flipsAt(square('h1')).toArray().map(makeSquare)).toEqual(['d1', 'e1', 'f1', 'g1']);
  });

  it('openings: the lesson’s names are in data/openings.txt, f5 has three replies, f4 is the Parallel', async () => {
    for (const name of LESSON_OPENINGS) expect(namedOpening(name), name).toBeDefined();
    expect(Position.initial().legalMoves().size()).toBe(4);
    const e = exercise('openings', 'parallel');
    expect(e.position.legalMoves().toArray().map(makeSquare).sort()).toEqual(['d6', 'f4', 'f6']);
    expect(await ask(e, 'f4')).toMatchObject({ ok: true });
    expect(await ask(e, 'd6')).toMatchObject({ ok: false, values: { name: 'Perpendicular' } });
    expect(await ask(e, 'f6')).toMatchObject({ ok: false, values: { name: 'Diagonal' } });
  });
});

describe('the exercises', () => {
  it('number sixteen lessons, each with at least one exercise, ids unique in their lesson', () => {
    expect(LESSONS).toHaveLength(16);
    expect(LESSONS.map((l) => l.id)).toEqual([...LESSON_IDS]);
    for (const lesson of LESSONS) {
      const ids = EXERCISE_IDS[lesson.id];
      expect(ids.length, lesson.id).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('take their own revealed answer as right, and have feedback in every language for every answer', async () => {
    for (const lesson of LESSONS) {
      for (const e of exercisesOf(lesson)) {
        const verdicts = await answersOf(e);
        const revealed = await e.reveal(tools);
        expect(
          verdicts.some((v) => v.ok),
          `${lesson.id}/${e.id} has a right answer`,
        ).toBe(true);
        expect(
          verdicts.some((v) => !v.ok),
          `${lesson.id}/${e.id} has a wrong answer`,
        ).toBe(true);
        for (const text of [en, de, fr, ja]) {
          const words = (
            text.lessons as Record<string, { exercises: Record<string, Record<string, string>> }>
          )[lesson.id].exercises[e.id];
          expect(words.prompt, `${lesson.id}/${e.id} prompt`).toBeTruthy();
          for (const v of [...verdicts, revealed]) {
            const said = words[v.say] ?? (text as unknown as Record<string, string>)[v.say];
            expect(typeof said, `${lesson.id}/${e.id}: "${v.say}"`).toBe('string');
            // Every placeholder the words use is filled.
            for (const [, name] of said.matchAll(/\{(\w+)\}/g))
              expect(v.values ?? {}, `${lesson.id}/${e.id} "${v.say}" needs {${name}}`).toHaveProperty(name);
          }
          if (e.kind === 'choice')
            for (const option of e.options)
              expect(typeof words[`option-${option}`], `${e.id} option ${option}`).toBe('string');
        }
      }
    }
  });
});
