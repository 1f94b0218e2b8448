import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { type Move, makeMove, PASS } from '../../core/index.js';
import type { Engine } from '../../engine/index.js';
import { parseNboardLine } from './command.js';
import { NboardSession, searchLine } from './session.js';

/**
 * A scripted engine: it "searches" by reporting one iteration per tick, the first legal move in
 * square order as best with score = depth, until the depth limit (4 by default) or `stop()`. `tickMs`
 * makes each iteration wait on a timer, so that a test on fake time can have a ping arrive mid-search;
 * with 0 it waits only a microtask. Its analysis scores the legal moves 0, -1, -2, ...
 */
const scriptedEngine = (tickMs = 0) => fakeEngine({ tickMs, iterations: (limits) => limits.depth ?? 4 });

const start = (engine: Engine = scriptedEngine()) => {
  const sent: string[] = [];
  const notes: string[] = [];
  const session = new NboardSession(engine, { send: (l) => sent.push(l), note: (n) => notes.push(n) });
  const feed = async (...lines: string[]): Promise<void> => {
    for (const line of lines) session.receive(line);
    await session.idle();
  };
  return { session, sent, notes, feed };
};

const GGF_START =
  '(;GM[Othello]PC[local]PB[a]PW[b]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5];)';

describe('parseNboardLine', () => {
  it('reads each command of version 2', () => {
    expect(parseNboardLine('nboard 2')).toEqual({ ok: true, value: { kind: 'nboard', version: 2 } });
    expect(parseNboardLine('set depth 12')).toEqual({ ok: true, value: { kind: 'depth', depth: 12 } });
    expect(parseNboardLine('set contempt -20')).toEqual({
      ok: true,
      value: { kind: 'contempt', contempt: -20 },
    });
    expect(parseNboardLine(`set game ${GGF_START}`)).toEqual({
      ok: true,
      value: { kind: 'game', ggf: GGF_START },
    });
    expect(parseNboardLine('move f5/1.5/2')).toMatchObject({
      ok: true,
      value: { kind: 'move', evaluation: 1.5, time: 2 },
    });
    expect(parseNboardLine('move PA')).toMatchObject({ ok: true, value: { kind: 'move', move: PASS } });
    expect(parseNboardLine('hint 3')).toEqual({ ok: true, value: { kind: 'hint', count: 3 } });
    expect(parseNboardLine('ping 7')).toEqual({ ok: true, value: { kind: 'ping', id: '7' } });
    for (const kind of ['go', 'learn', 'analyze'] as const)
      expect(parseNboardLine(kind)).toEqual({ ok: true, value: { kind } });
  });

  it('names what is wrong with a malformed or unknown line', () => {
    expect(parseNboardLine('flurb')).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_COMMAND' } });
    expect(parseNboardLine('move z9')).toMatchObject({ ok: false, error: { code: 'ERR_ARGUMENT' } });
    expect(parseNboardLine('hint 0')).toMatchObject({ ok: false, error: { code: 'ERR_ARGUMENT' } });
    expect(parseNboardLine('set depth x')).toMatchObject({ ok: false, error: { code: 'ERR_ARGUMENT' } });
    expect(parseNboardLine('   ')).toMatchObject({ ok: false, error: { code: 'ERR_EMPTY' } });
  });
});

describe('NboardSession', () => {
  it('answers nboard with its name, go with a move it does not play, and ping with pong', async () => {
    const { session, sent, feed } = start();
    // The typical session of the spec: ping before go, pong first, then nodestats and the move.
    await feed('nboard 2', 'set depth 3', 'ping 1', 'go');
    expect(sent[0]).toBe('set myname Wedge');
    expect(sent[1]).toBe('pong 1');
    // Scripted engine: first legal move in square order from the start is d3, score = depth 3.
    expect(sent.at(-1)).toMatch(/^=== D3\/3\.00\/\d+\.\d\d$/);
    expect(sent.find((l) => l.startsWith('nodestats'))).toMatch(/^nodestats 300 \d+\.\d\d$/);
    expect(session.current().count('black')).toBe(2); // go does not play the move
  });

  it('sets a game from GGF, plays moves onto it, and refuses an illegal move leaving the game alone', async () => {
    const { session, sent, notes, feed } = start();
    await feed('nboard 2', `set game ${GGF_START}`);
    const afterGame = session.current();
    expect(afterGame.turn).toBe('black');
    expect(afterGame.count('black') + afterGame.count('white')).toBe(8);
    await feed('move a1');
    expect(sent.at(-1)).toMatch(/^status illegal move A1: /);
    expect(notes.at(-1)).toContain('illegal move a1');
    expect(session.current().equals(afterGame)).toBe(true);
    const legal = makeMove(afterGame.legalMoves().first()!);
    await feed(`move ${legal.toUpperCase()}/0.5/1.2`);
    expect(session.current().turn).toBe('white');
  });

  it('streams search lines for hint and ends with the other moves when more are asked', async () => {
    const { sent, feed } = start();
    await feed('nboard 2', 'set depth 3', 'hint 2');
    const lines = sent.filter((l) => l.startsWith('search '));
    expect(lines.slice(0, 3)).toEqual(['search D3 1.00 0 1', 'search D3 2.00 0 2', 'search D3 3.00 0 3']);
    // The second-best from the scripted analysis: c4 (score -1).
    expect(lines[3]).toBe('search C4 -1.00 0 1');
  });

  it('writes 100% as the depth of an exactly solved line', () => {
    expect(searchLine({ pv: [PASS], score: -4, depth: 20, exact: true })).toBe('search PA -4.00 0 100%');
  });

  describe('on fake time (20 ms an iteration)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stops a running hint when ping arrives and answers pong after its last line', async () => {
      vi.useFakeTimers();
      const engine = scriptedEngine(20);
      const { session, sent, feed } = start(engine);
      await feed('nboard 2', 'set depth 60');
      session.receive('hint 1');
      // Four iterations end at 20, 40, 60 and 80 ms; the ping comes at 90, the fifth sees the stop.
      await vi.advanceTimersByTimeAsync(90);
      session.receive('ping 5');
      await vi.advanceTimersByTimeAsync(20);
      await session.idle();
      expect(engine.stops).toBe(1);
      expect(sent.filter((l) => l.startsWith('search '))).toEqual([
        'search D3 1.00 0 1',
        'search D3 2.00 0 2',
        'search D3 3.00 0 3',
        'search D3 4.00 0 4',
      ]);
      expect(sent.slice(-3)).toEqual([expect.stringMatching(/^nodestats 400 /), 'status', 'pong 5']);
    });

    it('cuts short a search that was queued before a waiting ping', async () => {
      vi.useFakeTimers();
      const engine = scriptedEngine(20);
      const { session, sent } = start(engine);
      session.receive('set depth 60');
      session.receive('go');
      session.receive('ping 9');
      await vi.advanceTimersByTimeAsync(20);
      await session.idle();
      // Stopped before its first iteration ended: the scripted engine's depth-0 answer.
      expect(sent.at(-2)).toMatch(/^=== D3\/0\.00\/\d+\.\d\d$/);
      expect(sent.at(-1)).toBe('pong 9');
      expect(engine.stops).toBe(1);
    });

    it('"set depth 60", "go", then end of input: the search stops and the move is answered', async () => {
      vi.useFakeTimers();
      const engine = scriptedEngine(20);
      const { session, sent } = start(engine);
      session.receive('set depth 60');
      session.receive('go');
      await vi.advanceTimersByTimeAsync(50);
      const ended = session.end();
      await vi.advanceTimersByTimeAsync(20);
      await ended;
      expect(engine.stops).toBe(1);
      expect(sent.at(-1)).toMatch(/^=== D3\/2\.00\/\d+\.\d\d$/);
    });

    it('"go", "hint 3", "analyze" queued at end of input: each is answered at once, cut short', async () => {
      vi.useFakeTimers();
      const engine = scriptedEngine(20);
      const { session, sent, feed } = start(engine);
      await feed(`set game ${GGF_START}`, 'set depth 60');
      for (const line of ['go', 'hint 3', 'analyze']) session.receive(line);
      const ended = session.end();
      await vi.advanceTimersByTimeAsync(20 * 2);
      await ended;
      expect(sent.filter((l) => l.startsWith('=== '))).toHaveLength(1);
      // The hint answers its depth-0 move; with the input gone it does not go on to the other moves,
      // and the game analysis stops before its first position.
      expect(sent.filter((l) => l.startsWith('search '))).toEqual(['search B5 0.00 0 0']);
      expect(sent.some((l) => l.startsWith('analysis '))).toBe(false);
      expect(engine.searches).toHaveLength(2);
    });
  });

  it('passes: go answers PA where Black has no move, and move PA / an inferred pass both play on', async () => {
    // Black to move with no legal move (white a1 against the wall, the centre all black); White has c1.
    const ggf =
      '(;GM[Othello]TY[8]BO[8 OX------ -------- -------- ---XX--- ---XX--- -------- -------- -------- *];)';
    const { session, sent, feed } = start();
    await feed(`set game ${ggf}`, 'go');
    expect(sent.at(-1)).toMatch(/^=== PA\//);
    await feed('move PA');
    expect(session.current().turn).toBe('white');
    await feed(`set game ${ggf}`, 'move c1');
    expect(session.current().turn).toBe('black');
    expect(session.current().count('white')).toBe(3);
    await feed('move PA');
    expect(sent.at(-1)).toMatch(/^status illegal move PA: /);
  });

  it('limits go by the depth and, when the game has a clock, by the time left on it', async () => {
    const engine = scriptedEngine();
    const { feed } = start(engine);
    await feed('set depth 3', 'go');
    expect(engine.asked[0]).toEqual({ depth: 3, exactEmpties: 11, book: true });
    await feed(`set game ${GGF_START.replace('TI[15:00]', 'TI[2:00]')}`, 'go', 'hint 1');
    // 120 s - 1 s reserve over Black's 28 remaining moves at 56 empties; hint has no time limit.
    expect(engine.asked[1]).toEqual({
      depth: 3,
      exactEmpties: 11,
      book: true,
      timeMs: Math.round((119 / 28) * 1000),
    });
    expect(engine.asked[2]).toEqual({ depth: 3, exactEmpties: 11, book: true });
  });

  it('reports an unreadable TI in set game and keeps the last valid clock (issue #23)', async () => {
    const engine = scriptedEngine();
    const { sent, notes, feed } = start(engine);
    await feed('set depth 3', `set game ${GGF_START.replace('TI[15:00]', 'TI[2:00]')}`);
    await feed(`set game ${GGF_START.replace('TI[15:00]', 'TI[soon]')}`, 'go');
    expect(sent).toContain('status the game\'s clock "TI[soon]" does not read: keeping TI[2:00]');
    expect(notes).toContain(
      'nboard: set game: "TI[soon]" is not a time control ([[h:]m:]s main/increment/extension); keeping TI[2:00]',
    );
    // The game itself is taken (its moves), with the last clock that read.
    expect(engine.searches[0].empties().size()).toBe(56);
    expect(engine.asked[0]).toMatchObject({ timeMs: Math.round((119 / 28) * 1000) });
    // With no valid clock before, the game is played on the depth alone, and that is said too.
    const fresh = start(scriptedEngine());
    await fresh.feed(`set game ${GGF_START.replace('TI[15:00]', 'TI[-5:00]')}`);
    expect(fresh.sent).toContain('status the game\'s clock "TI[-5:00]" does not read: no clock');
  });

  it('keeps the depth and contempt the GUI sets', async () => {
    const { session, feed } = start();
    expect(session.settings()).toEqual({ depth: 10, contempt: 0 });
    await feed('set depth 14', 'set contempt -30', 'set depth 0');
    expect(session.settings()).toEqual({ depth: 14, contempt: -30 });
  });

  it('plays from the opening book with the contempt, in discs for Black, and says book moves are', async () => {
    const engine = scriptedEngine();
    const { sent, feed } = start(engine);
    await feed('set contempt -30', 'go');
    expect(engine.asked[0]).toEqual({ depth: 10, exactEmpties: 18, book: true, contempt: -0.3 });
    expect(searchLine({ pv: [37 as Move, 43 as Move], score: -1, depth: 14, exact: false, book: true })).toBe(
      'book F5-D6 -1.00 0 14',
    );
    expect(sent.at(-1)).toMatch(/^=== /);
  });

  it('answers learn with learned and ignores garbage with a note', async () => {
    const { sent, notes, feed } = start();
    await feed('hello there', 'set depth banana', 'learn', '');
    expect(sent).toEqual(['learned']);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toContain('unknown command "hello"');
  });

  it('analyzes every position of the game from the last to the first', async () => {
    const { sent, feed } = start();
    await feed(`set game ${GGF_START}`, 'set depth 2', 'analyze');
    expect(sent.filter((l) => l.startsWith('analysis ')).map((l) => l.split(' ')[1])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
  });
});

describe('NboardSession: set threads', () => {
  it('reads set threads 1-16 and refuses 0, 17 and words', () => {
    expect(parseNboardLine('set threads 2')).toEqual({ ok: true, value: { kind: 'threads', threads: 2 } });
    for (const bad of ['set threads 0', 'set threads 17', 'set threads x', 'set threads'])
      expect(parseNboardLine(bad)).toMatchObject({
        ok: false,
        error: { code: 'ERR_ARGUMENT', message: expect.stringMatching(/^set threads needs a count 1-16/) },
      });
  });

  it('searches with the engine of the new count from the next command on', async () => {
    const first = scriptedEngine();
    const second = scriptedEngine();
    const asked: number[] = [];
    const sent: string[] = [];
    const session = new NboardSession(
      first,
      { send: (l) => sent.push(l), note: () => {} },
      {
        withThreads: async (n) => {
          asked.push(n);
          return second;
        },
      },
    );
    for (const line of ['set depth 2', 'go', 'set threads 2', 'go']) session.receive(line);
    await session.idle();
    expect(asked).toEqual([2]);
    expect(first.searches).toHaveLength(1);
    expect(second.searches).toHaveLength(1);
    expect(sent.filter((l) => l.startsWith('=== '))).toHaveLength(2);
  });
});
