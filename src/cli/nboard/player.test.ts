import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEDGE } from '../../../tests/support/cli.js';
import { type GameMove, type Move, PASS, Position, parseMove, replay } from '../../core/index.js';
import {
  type GameSummary,
  levelPlayer,
  type MatchPlayer,
  type MatchTurn,
  playMatch,
} from '../../engine/index.js';
import { createNodeEngine } from '../../engine/node-entry.js';
import { type Channel, type ChannelEvent, openProgram, splitCommand } from './channel.js';
import { NboardPlayer } from './player.js';

const m = (text: string): Move => parseMove(text)!;

/** A program in memory: records what it is sent and answers each line with the lines `answer` gives. */
const fakeChannel = (answer: (line: string) => string[]) => {
  const sent: string[] = [];
  const queue: ChannelEvent[] = [];
  let waiter: ((event: ChannelEvent) => void) | undefined;
  const push = (event: ChannelEvent): void => {
    const w = waiter;
    waiter = undefined;
    if (w) w(event);
    else queue.push(event);
  };
  const channel: Channel = {
    send: (line) => {
      sent.push(line);
      for (const out of answer(line)) push({ kind: 'line', line: out });
    },
    next: () => {
      const event = queue.shift();
      return event ? Promise.resolve(event) : new Promise((resolve) => (waiter = resolve));
    },
    interrupt: () => push({ kind: 'interrupted' }),
    close: async () => {},
  };
  return { channel, sent };
};

/** Answers like an engine that always plays `move`. */
const answering =
  (move: string) =>
  (line: string): string[] => {
    if (line === 'nboard 2') return ['set myname Fake'];
    if (line.startsWith('ping ')) return [`pong ${line.slice(5)}`];
    if (line === 'go') return ['status thinking', 'nodestats 100 0.01', `=== ${move}/1.50/0.01`];
    return [];
  };

const START = Position.initial();
const after = (moves: readonly GameMove[]): Position => {
  const end = replay({ start: START, moves });
  if (!end.ok) throw new Error(end.error.message);
  return end.value;
};
const turnOf = (moves: GameMove[], clock?: MatchTurn['clock']): MatchTurn => ({
  game: { start: START, moves },
  position: after(moves),
  seed: 1,
  ...(clock ? { clock } : {}),
});

describe('NboardPlayer (the GUI side of the protocol, in memory)', () => {
  it('sends the game with its clock first, then only the moves since, and reads the move after pong', async () => {
    const { channel, sent } = fakeChannel(answering('D6'));
    const player = new NboardPlayer('nboard:fake', () => channel, { timeoutMs: 5_000, depth: 3 });
    expect(await player.start()).toEqual({ ok: true, value: undefined });
    expect(sent).toEqual(['nboard 2', 'set depth 3', 'ping 1']);
    expect(player.engineName).toBe('Fake');
    const clock = { control: { mainMs: 300_000, incrementMs: 0 }, timeLeftMs: 297_500 };
    const first: GameMove[] = [{ move: m('f5'), color: 'black', time: 2.5 }];
    expect(await player.move(turnOf(first, clock))).toEqual({
      ok: true,
      value: { move: m('d6'), evaluation: 1.5, said: '=== D6/1.50/0.01' },
    });
    expect(sent.slice(3)).toEqual([
      `set game (;GM[Othello]TI[05:00/00:00/00:00]TY[8]RE[?]BO[8 ${'-'.repeat(27)}O*------*O${'-'.repeat(27)} *]B[F5//2.5];)`,
      'ping 2',
      'go',
    ]);
    const second: GameMove[] = [
      ...first,
      { move: m('d6'), color: 'white', time: 1.25, evaluation: 1.5 },
      { move: m('c3'), color: 'black', time: 4 },
    ];
    await player.move(turnOf(second, clock));
    expect(sent.slice(6)).toEqual(['move D6/1.5/1.25', 'move C3//4', 'ping 3', 'go']);
    // Another game (here: another start of the same record) is sent whole again.
    await player.move(turnOf(first, clock));
    expect(sent[10]).toMatch(/^set game \(;GM\[Othello\]TI\[05:00\/00:00\/00:00\]/);
  });

  it('passes over an earlier answer before its pong, and names a line that is not of the protocol', async () => {
    let gos = 0;
    const { channel } = fakeChannel((line) => {
      if (line.startsWith('ping ')) return ['=== C4', `pong ${line.slice(5)}`];
      if (line === 'go') return ++gos === 1 ? ['=== F5'] : ['info depth 3'];
      return [];
    });
    const player = new NboardPlayer('nboard:fake', () => channel, { timeoutMs: 5_000 });
    await player.start();
    expect(await player.move(turnOf([]))).toMatchObject({ ok: true, value: { move: m('f5') } });
    expect(await player.move(turnOf([]))).toEqual({
      ok: false,
      error: { message: 'said "info depth 3", which is not of the NBoard protocol' },
    });
  });

  it('refuses a move line without a move', async () => {
    const { channel } = fakeChannel((line) =>
      line.startsWith('ping ') ? [`pong ${line.slice(5)}`] : line === 'go' ? ['=== Z9/0'] : [],
    );
    const player = new NboardPlayer('nboard:fake', () => channel, { timeoutMs: 5_000 });
    expect(await player.move(turnOf([]))).toEqual({
      ok: false,
      error: { message: 'answered go with "=== Z9/0", which holds no move' },
    });
  });
});

describe('splitCommand', () => {
  it('splits as a shell would, and refuses what needs a shell', () => {
    expect(splitCommand(`node "my engine.js" --level 3 # a comment`)).toEqual({
      ok: true,
      value: ['node', 'my engine.js', '--level', '3'],
    });
    expect(splitCommand('edax > log')).toEqual({
      ok: false,
      error: '"edax > log" is not one program with its arguments: ">" needs a shell',
    });
    expect(splitCommand('  ')).toEqual({ ok: false, error: 'the command is empty' });
  });
});

/**
 * A fake NBoard engine as a real program: it answers nboard and ping, and misbehaves on `go`. Plain
 * JavaScript with no import from the project, so that it can move to a shared place (tests/support)
 * as it is. Modes: illegal, garbage, exit, silent, mute (no pong), stubborn (silent on go, and it
 * outlives the end of its input), flood (an endless line on go), evilname (a name with terminal
 * escapes); a second argument is a file it writes its pid to first.
 */
const FAKE = `
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [mode, pidFile] = process.argv.slice(2);
if (pidFile) writeFileSync(pidFile, String(process.pid));
if (mode === 'stubborn') { setInterval(() => {}, 60000); process.on('SIGTERM', () => {}); }
createInterface({ input: process.stdin }).on('line', (line) => {
  const [word, arg] = line.trim().split(/\\s+/);
  if (word === 'nboard') console.log(mode === 'evilname' ? 'set myname Ev\\u001b[2Jil\\u009b' : 'set myname Fake');
  else if (word === 'ping' && mode !== 'mute') console.log('pong ' + arg);
  else if (word === 'go') {
    if (mode === 'illegal') console.log('=== A1/0.00/0.01');
    else if (mode === 'garbage') console.log('hello there');
    else if (mode === 'exit') { console.error('boom: out of memory'); process.exit(3); }
    else if (mode === 'flood') {
      const chunk = 'x'.repeat(65536);
      const more = () => { while (process.stdout.write(chunk)); process.stdout.once('drain', more); };
      more();
    }
  }
});
`;

describe('NboardPlayer against real programs', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wedge-nboard-'));
    writeFileSync(join(dir, 'fake.mjs'), FAKE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => {
    vi.useRealTimers();
  });

  const fake = (mode: string): NboardPlayer =>
    new NboardPlayer(
      `nboard:fake ${mode}`,
      () => openProgram([process.execPath, join(dir, 'fake.mjs'), mode]),
      {
        timeoutMs: 5_000,
      },
    );

  /** One game of a fake engine (A, Black) against a player of first legal moves; its summary. */
  const forfeitGame = async (player: NboardPlayer): Promise<GameSummary> => {
    const first: MatchPlayer = {
      name: 'first',
      move: async ({ position }) => ({ ok: true, value: { move: position.legalMoveList()[0] ?? PASS } }),
    };
    const games: GameSummary[] = [];
    try {
      await playMatch([[player, first]], { games: 1, openings: [[]], onGame: (g) => games.push(g) });
    } finally {
      await player.close();
    }
    return games[0];
  };

  it('forfeits an engine that plays an illegal move, one that writes garbage, and one that dies', async () => {
    const illegal = await forfeitGame(fake('illegal'));
    expect(illegal).toMatchObject({ end: 'forfeit', result: 'loss', black: 31, white: 33 });
    expect(illegal.reason).toBe(
      'A (nboard:fake illegal) forfeits: illegal move a1 (it said "=== A1/0.00/0.01"): Black at a1 would not bracket any white disc',
    );
    const garbage = await forfeitGame(fake('garbage'));
    expect(garbage.reason).toBe(
      'A (nboard:fake garbage) forfeits: said "hello there", which is not of the NBoard protocol',
    );
    const died = await forfeitGame(fake('exit'));
    expect(died.reason).toBe(
      'A (nboard:fake exit) forfeits: exited with code 3 (stderr: "boom: out of memory") before answering go (it last said "pong 2")',
    );
  });

  it('restarts an engine after a fault, and says why it cannot start', async () => {
    const player = fake('exit');
    expect((await player.start()).ok).toBe(true);
    expect((await player.move(turnOf([]))).ok).toBe(false);
    // Closed after its fault, it is started afresh (nboard 2, ping) for its next move.
    expect(await player.move(turnOf([]))).toMatchObject({
      ok: false,
      error: { message: /^exited with code 3/ },
    });
    await player.close();
    const missing = new NboardPlayer('nboard:no-such-engine', () => openProgram(['no-such-engine-wedge']), {
      timeoutMs: 5_000,
    });
    expect(await missing.start()).toEqual({
      ok: false,
      error: { message: 'cannot be run: spawn no-such-engine-wedge ENOENT before answering ping 1' },
    });
  });

  it('gives up on an engine that never answers go or ping, at its deadline (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const silent = fake('silent');
    expect((await silent.start()).ok).toBe(true);
    const answer = silent.move(turnOf([]));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toMatchObject({ ok: false, error: { message: /^no answer to go within 5 s/ } });
    const mute = fake('mute');
    const started = mute.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await started).toMatchObject({ ok: false, error: { message: /^no answer to ping 1 within 5 s/ } });
  });

  it('loses on time when it says nothing until its flag falls (fake timers and clock)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const silent = fake('silent');
    expect((await silent.start()).ok).toBe(true);
    let asked!: () => void;
    const askedSilent = new Promise<void>((resolve) => (asked = resolve));
    const b: MatchPlayer = {
      name: silent.name,
      move: (turn) => {
        const answer = silent.move(turn);
        asked();
        return answer;
      },
    };
    const a: MatchPlayer = {
      name: 'first',
      move: async ({ position }) => ({ ok: true, value: { move: position.legalMoveList()[0] } }),
    };
    const games: GameSummary[] = [];
    const match = playMatch([[a, b]], {
      games: 1,
      openings: [[]],
      clock: {
        control: { mainMs: 60_000, incrementMs: 0 },
        now: () => performance.now(),
        complete: async (p) => p.legalMoveList()[0],
      },
      onGame: (g) => games.push(g),
    });
    await askedSilent;
    await vi.advanceTimersByTimeAsync(60_200);
    const s = await match;
    await silent.close();
    expect(s.onTime).toBe(1);
    expect(games[0]).toMatchObject({
      end: 'time',
      result: 'win',
      reason: 'B (nboard:fake silent) lost on time',
    });
    expect(games[0].aDiff).toBeGreaterThanOrEqual(2);
  });
});

describe('NboardPlayer against programs that will not let go (issue #23)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wedge-nboard-23-'));
    writeFileSync(join(dir, 'fake.mjs'), FAKE);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** True while the process runs (a zombie waiting for a parent that does not reap it is not running). */
  const alive = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };

  it('ends a stubborn engine started through a shell, grandchild and all, at its deadline', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    // "; true" keeps the shell from exec'ing node: node is the shell's child, the match's grandchild.
    const words = [
      'sh',
      '-c',
      `"${process.execPath}" "${join(dir, 'fake.mjs')}" stubborn "${pidFile}"; true`,
    ];
    const player = new NboardPlayer('nboard:sh -c ...', () => openProgram(words), { timeoutMs: 1_500 });
    try {
      expect((await player.start()).ok).toBe(true);
      const pid = Number(readFileSync(pidFile, 'utf8'));
      expect(alive(pid)).toBe(true);
      const answer = await Promise.race([
        player.move(turnOf([])),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 10_000)),
      ]);
      expect(answer).toMatchObject({ ok: false, error: { message: /^no answer to go within 1\.5 s/ } });
      // The whole process group is gone: nothing holds the pipes, nothing runs on.
      for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 20));
      expect(alive(pid)).toBe(false);
    } finally {
      await player.close();
    }
  }, 30_000);

  it('forfeits an engine that writes a line without end, at the cap, without buffering it all', async () => {
    const player = new NboardPlayer(
      'nboard:fake flood',
      () => openProgram([process.execPath, join(dir, 'fake.mjs'), 'flood']),
      { timeoutMs: 20_000 },
    );
    try {
      expect((await player.start()).ok).toBe(true);
      const before = process.memoryUsage().rss;
      const answer = await player.move(turnOf([]));
      expect(answer).toMatchObject({
        ok: false,
        error: {
          message: /^wrote a line of more than 65536 characters without ending it before answering go/,
        },
      });
      expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
    } finally {
      await player.close();
    }
  }, 30_000);

  it('keeps the name an engine gives itself, control characters escaped', async () => {
    const player = new NboardPlayer(
      'nboard:fake evilname',
      () => openProgram([process.execPath, join(dir, 'fake.mjs'), 'evilname']),
      { timeoutMs: 5_000 },
    );
    try {
      expect((await player.start()).ok).toBe(true);
      expect(player.engineName).toBe('Ev\\u001b[2Jil\\u009b');
    } finally {
      await player.close();
    }
  });

  it('a command that names no program, or is too long to run, is refused before anything runs', () => {
    delete process.env.WEDGE_UNSET_FOR_TEST;
    expect(splitCommand('$WEDGE_UNSET_FOR_TEST --level 3')).toEqual({
      ok: false,
      error:
        '"$WEDGE_UNSET_FOR_TEST --level 3" names no program: its first word is empty (an unset variable?)',
    });
    expect(splitCommand('""')).toEqual({
      ok: false,
      error: '"\\"\\"" names no program: its first word is empty (an unset variable?)',
    });
    const long = splitCommand(`edax ${'a'.repeat(120_000)}`);
    expect(long.ok).toBe(false);
    expect(!long.ok && long.error).toMatch(
      /^".{50,60}" \(120005 characters\) is longer than 4096 characters$/,
    );
    // A program that cannot be started at all is an event, never a throw.
    const channel = openProgram(['a'.repeat(5000)]);
    return expect(channel.next()).resolves.toMatchObject({ kind: 'exited', how: /^cannot be run: / });
  });
});

describe("Wedge easy against Wedge's own NBoard engine (wedge nboard --depth 1)", () => {
  it('plays whole games, on a clock too, with legal moves and the score of the final position', async () => {
    const engine = createNodeEngine();
    const words = splitCommand(`${WEDGE} nboard --depth 1`);
    if (!words.ok) throw new Error(words.error);
    const nboard = new NboardPlayer('nboard:wedge', () => openProgram(words.value), { timeoutMs: 30_000 });
    try {
      expect(await nboard.start()).toEqual({ ok: true, value: undefined });
      expect(nboard.engineName).toBe('Wedge');
      for (const clock of [undefined, { mainMs: 60_000, incrementMs: 1_000 }]) {
        const games: GameSummary[] = [];
        const s = await playMatch([[levelPlayer(engine, 'easy'), nboard]], {
          games: 2,
          seed: 4,
          ...(clock
            ? { clock: { control: clock, now: () => performance.now(), complete: async () => PASS } }
            : {}),
          onGame: (g) => games.push(g),
        });
        expect(s.wins + s.ties + s.losses).toBe(2);
        for (const g of games) {
          expect(g.end).toBe('board');
          const end = replay({ start: Position.initial(), moves: g.moves });
          expect(end.ok).toBe(true);
          if (!end.ok) continue;
          expect(end.value.isGameOver()).toBe(true);
          expect({ black: g.black, white: g.white }).toEqual(end.value.outcome()!.score.tournament);
          if (clock)
            expect(g.moves.filter((mv) => mv.move !== PASS).every((mv) => mv.time !== undefined)).toBe(true);
        }
      }
    } finally {
      await nboard.close();
      await engine.close();
    }
  });
});
