/**
 * An NBoard engine as a match player: the GUI's side of the protocol (version 2; the engine's side is
 * `session.ts`). The engine is started with `nboard 2` (and `set depth N` when the match fixes one)
 * and must answer `ping` with `pong`. Before each of its moves it is brought up to the game: `set game`
 * with the whole GGF record (its `TI` time control and the seconds of each move, from which the engine
 * reads its time left), or, when it already holds the game so far, `move F5/<eval>/<seconds>` for each
 * move since; then `ping N` and `go`. Lines before `pong N` belong to an earlier exchange and are
 * passed over; after it, `=== F5[/eval/seconds]` is the move.
 *
 * Every wait has a deadline: a little after the engine's flag falls, or `timeoutMs` without a clock.
 * A line that is not of the protocol, a `===` without a move, the program's end, or silence until the
 * deadline is a fault that names what it said; the program is then closed and started afresh for its
 * next move, so no game inherits a confused engine.
 */
import {
  err,
  type GameMove,
  type GameRecord,
  makeGgf,
  makeGgfTimeControl,
  makeMove,
  ok,
  PASS,
  parseMove,
  printable,
  QUOTE_LIMIT,
  quote,
  type Result,
} from '../../core/index.js';
import type { MatchPlayer, MatchTurn, PlayerFault, PlayerMove } from '../../engine/index.js';
import { readDecimal } from '../io.js';
import type { Channel } from './channel.js';

export interface NboardPlayerOptions {
  /** Sent as `set depth N` once started, e.g. 4; the engine's own default when absent. */
  readonly depth?: number;
  /** The longest wait for any answer without a clock, and for the start, e.g. 120_000 ms. */
  readonly timeoutMs: number;
}

/** How long after its flag an engine's move is still waited for: the answer's trip through the pipe.
 * A move that comes after the flag loses on time all the same; this only stops waiting. */
const FLAG_GRACE_MS = 100;

/** The first words of the lines an engine may send besides `===` and `pong` (NBoard protocol 2). */
const PROTOCOL_WORDS = new Set(['status', 'nodestats', 'search', 'set', 'learned', 'analysis', 'book']);

/** A move as NBoard writes it, with its notes: `F5`, `F5/1.5/2.25`, `PA`. */
const nboardMove = (m: GameMove): string => {
  const name = m.move === PASS ? 'PA' : makeMove(m.move).toUpperCase();
  if (m.evaluation === undefined && m.time === undefined) return name;
  return `${name}/${m.evaluation ?? ''}/${m.time ?? ''}`;
};

/** Reads `=== F5/-2.00/0.41` (notes optional); undefined when no move can be read. */
const parseAnswer = (line: string): PlayerMove | undefined => {
  // The seconds it reports are not used: the match times the move itself.
  const [name = '', evaluation = ''] = line
    .replace(/^===\s*/, '')
    .trim()
    .split('/');
  const move = parseMove(name);
  if (move === undefined || name.trim() === '') return undefined;
  const value = evaluation.trim() === '' ? undefined : readDecimal(evaluation.trim());
  return { move, said: line, ...(value === undefined ? {} : { evaluation: value }) };
};

/** The game as the engine holds it: the record sent and the time control it was sent with. */
interface Held {
  readonly game: GameRecord;
  readonly control: string | undefined;
}

/** True when `held` is `game` up to some move (same start, same moves so far, same clock). */
const leadsTo = (held: Held, game: GameRecord, control: string | undefined): boolean =>
  held.control === control &&
  held.game.start.equals(game.start) &&
  held.game.moves.length <= game.moves.length &&
  held.game.moves.every((m, i) => m.move === game.moves[i].move);

export class NboardPlayer implements MatchPlayer {
  private channel: Channel | undefined;
  private held: Held | undefined;
  private pings = 0;
  /** The name the engine gave with `set myname`, e.g. `'Edax'`. */
  engineName: string | undefined;

  /**
   * `command` is how messages name it (`nboard:edax -q`); `open` starts the program afresh, e.g.
   * `() => openProgram(words)`.
   */
  constructor(
    readonly name: string,
    private readonly open: () => Channel,
    private readonly options: NboardPlayerOptions,
  ) {}

  /** Starts the program and checks that it speaks NBoard: `nboard 2`, then `ping` answered `pong`. */
  async start(): Promise<Result<void, PlayerFault>> {
    await this.close();
    const channel = this.open();
    this.channel = channel;
    this.held = undefined;
    channel.send('nboard 2');
    if (this.options.depth !== undefined) channel.send(`set depth ${this.options.depth}`);
    const ping = ++this.pings;
    channel.send(`ping ${ping}`);
    const answer = await this.read(channel, this.options.timeoutMs, `ping ${ping}`, (line) =>
      line === `pong ${ping}` ? true : undefined,
    );
    if (!answer.ok) return this.fail(answer.error);
    return ok(undefined);
  }

  async move(turn: MatchTurn): Promise<Result<PlayerMove, PlayerFault>> {
    if (this.channel === undefined) {
      const started = await this.start();
      if (!started.ok) return err({ message: `on restarting: ${started.error.message}` });
    }
    const channel = this.channel!;
    const control = turn.clock ? makeGgfTimeControl(turn.clock.control) : undefined;
    if (this.held && leadsTo(this.held, turn.game, control)) {
      for (const m of turn.game.moves.slice(this.held.game.moves.length))
        channel.send(`move ${nboardMove(m)}`);
    } else {
      const ggf = makeGgf({ ...turn.game, ...(control === undefined ? {} : { timeControl: control }) });
      if (!ggf.ok) throw new Error(`writing the game for ${this.name}: ${ggf.error.message}`);
      channel.send(`set game ${ggf.value}`);
    }
    this.held = { game: turn.game, control };
    const ping = ++this.pings;
    channel.send(`ping ${ping}`);
    channel.send('go');
    let synced = false;
    const deadline = turn.clock ? turn.clock.timeLeftMs + FLAG_GRACE_MS : this.options.timeoutMs;
    const answer = await this.read(channel, deadline, 'go', (line) => {
      if (!synced) {
        synced = line === `pong ${ping}`;
        return undefined;
      }
      if (!line.startsWith('===')) return undefined;
      return parseAnswer(line) ?? { garbage: line };
    });
    if (!answer.ok) return this.fail(answer.error);
    if ('garbage' in answer.value)
      return this.fail({ message: `answered go with ${quote(answer.value.garbage)}, which holds no move` });
    return ok(answer.value);
  }

  /** Ends the program (its input closed, killed if it lingers). */
  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = undefined;
    await channel?.close();
  }

  /**
   * Reads lines until `accept` takes one (returns a value), a line is not of the protocol, the program
   * ends, or `ms` pass. `asked` names the command waited on, for messages.
   */
  private async read<T>(
    channel: Channel,
    ms: number,
    asked: string,
    accept: (line: string) => T | undefined,
  ): Promise<Result<T, PlayerFault>> {
    let said: string | undefined;
    const timer = setTimeout(() => channel.interrupt(), ms);
    try {
      for (;;) {
        const event = await channel.next();
        if (event.kind === 'interrupted')
          return err({
            message: `no answer to ${asked} within ${ms / 1000} s${said === undefined ? '' : ` (it last said ${quote(said)})`}`,
          });
        if (event.kind === 'exited')
          return err({
            message: `${event.how} before answering ${asked}${said === undefined ? '' : ` (it last said ${quote(said)})`}`,
          });
        const line = event.line.trim();
        if (line === '') continue;
        said = line;
        const taken = accept(line);
        if (taken !== undefined) return ok(taken);
        const word = line.split(/\s+/)[0];
        if (word === 'set' && !/^set\s+myname\b/i.test(line))
          return err({ message: `said ${quote(line)}, which is not of the NBoard protocol` });
        // The name is shown in the match's lines: control characters escaped, at most a line's worth.
        if (word === 'set') {
          const name = printable(line.replace(/^set\s+myname\s*/i, ''));
          this.engineName = name.length <= QUOTE_LIMIT ? name : `${name.slice(0, QUOTE_LIMIT - 3)}...`;
        } else if (!PROTOCOL_WORDS.has(word) && word !== '===' && word !== 'pong')
          return err({ message: `said ${quote(line)}, which is not of the NBoard protocol` });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** A fault: the program is closed (started afresh next time) and the fault returned. */
  private async fail(fault: PlayerFault): Promise<Result<never, PlayerFault>> {
    const channel = this.channel;
    this.channel = undefined;
    await channel?.close(0);
    return err(fault);
  }
}
