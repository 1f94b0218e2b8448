/**
 * The lessons' own widgets: a game stepped through with its transcript filling in, the transcript
 * sheet as printed, the 4x4 proof with its line of perfect play, the 6x6 proof on request (progress,
 * stop), and the Reversi opening on an empty board.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  FILE_NAMES,
  makeMoveList,
  makeSquare,
  PASS,
  Position,
  parseVariant,
  RANK_NAMES,
  type Square,
  squareAt,
} from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import { colorName } from '../ui/labels.js';
import { overlayOf } from '../ui/overlay.js';
import { FIGURES } from './figures.js';
import { LESSON_OPENINGS, namedOpening, PENLOUP_JUHEM, perfectLine } from './lessons.js';
import { type LearnContext, MiniBoard, SandboxBar, useSandbox } from './parts.js';

/** The move numbers of a game's discs by square: what a transcript sheet holds. */
const sheetNumbers = (discs: readonly Square[]): Map<Square, number> =>
  new Map(discs.map((square, i) => [square, i + 1]));

/** The stepper's buttons: to the start, one back, one forward, to the end (drawn, not glyphs, so no
 * font can lack them). */
const STEP_ICONS = {
  first: 'M5 4v12M15 4l-7 6 7 6',
  back: 'M13 4l-7 6 7 6',
  forward: 'M7 4l7 6-7 6',
  last: 'M15 4v12M5 4l7 6-7 6',
} as const;

function StepButton(props: {
  icon: keyof typeof STEP_ICONS;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      class="icon-button"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d={STEP_ICONS[props.icon]} />
      </svg>
    </button>
  );
}

/** Steps through positions: first, back, forward, last, and a slider. */
function Stepper(props: {
  at: number;
  total: number;
  onGo: (n: number) => void;
  ctx: LearnContext;
  label: string;
}) {
  const { at, total, onGo, ctx } = props;
  return (
    <div class="stepper">
      <StepButton icon="first" label={ctx.text.first} disabled={at === 0} onClick={() => onGo(0)} />
      <StepButton icon="back" label={ctx.text.back} disabled={at === 0} onClick={() => onGo(at - 1)} />
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label={props.label}
        onInput={(e) => onGo(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <StepButton
        icon="forward"
        label={ctx.text.forward}
        disabled={at === total}
        onClick={() => onGo(at + 1)}
      />
      <StepButton icon="last" label={ctx.text.last} disabled={at === total} onClick={() => onGo(total)} />
    </div>
  );
}

/** Penloup-Juhem stepped through: the board after n discs, each square numbered as on the sheet. */
export function TranscriptWidget({ ctx }: { ctx: LearnContext }) {
  const { discs, positions, moves } = PENLOUP_JUHEM;
  const [n, setN] = useState(0);
  const words = ctx.text.transcript;
  // The position after n discs: passes after the nth disc are shown as played.
  const index = useMemo(() => {
    let placed = 0;
    let i = 0;
    while (i < moves.length && (placed < n || moves[i] === PASS)) {
      if (moves[i] !== PASS) placed++;
      i++;
    }
    return i;
  }, [n]);
  const labels = useMemo(
    () =>
      new Map(
        discs
          .slice(0, n)
          .map(
            (square, i) =>
              [square, { label: String(i + 1), note: format(words.moveNumber, { n: i + 1 }) }] as const,
          ),
      ),
    [n, words],
  );
  const position = positions[index];
  const last = n > 0 ? discs[n - 1] : undefined;
  return (
    <figure class="demo widget" data-widget="transcript">
      <MiniBoard position={position} t={ctx.t} labels={labels} lastMove={last} />
      <figcaption>
        <p>{words.caption}</p>
        <Stepper at={n} total={discs.length} onGo={setN} ctx={ctx} label={words.sheet} />
        <p class="step" aria-live="polite">
          {n === 0
            ? words.start
            : format(words.at, {
                n,
                total: discs.length,
                color: colorName(ctx.t, PENLOUP_JUHEM.colors[n - 1]),
                square: makeSquare(last!),
              })}
          {n === discs.length && ` ${words.end}`}
        </p>
      </figcaption>
    </figure>
  );
}

/** The game's transcript sheet as printed: a grid of move numbers, the start squares marked. */
export function SheetTable({ ctx }: { ctx: LearnContext }) {
  const numbers = sheetNumbers(PENLOUP_JUHEM.discs);
  const start = PENLOUP_JUHEM.game.start;
  return (
    <table class="sheet" aria-label={ctx.text.transcript.sheet}>
      <caption>{ctx.text.transcript.sheet}</caption>
      <thead>
        <tr>
          <td class="corner" />
          {FILE_NAMES.map((f) => (
            <th key={f} scope="col">
              {f}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RANK_NAMES.map((rank, row) => (
          <tr key={rank}>
            <th scope="row">{rank}</th>
            {FILE_NAMES.map((file, col) => {
              const square = squareAt(row, col);
              const n = numbers.get(square);
              const disc = start.board.black.has(square) ? '●' : start.board.white.has(square) ? '○' : '';
              return (
                <td key={file} data-square={makeSquare(square)}>
                  {n ?? disc}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 4x4 proven in the worker as the lesson opens, and its line of perfect play to step through. */
export function Proof4Widget({ ctx }: { ctx: LearnContext }) {
  const start = useMemo(() => Position.initial(parseVariant('4x4')!), []);
  const [line, setLine] = useState<Awaited<ReturnType<typeof perfectLine>> | 'failed'>();
  const [at, setAt] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const words = ctx.text.proof4;
  useEffect(() => {
    let live = true;
    setLine(undefined);
    perfectLine(start, ctx.tools)
      .then((l) => live && setLine(l))
      .catch(() => live && setLine('failed'));
    return () => {
      live = false;
    };
  }, [attempt]);
  if (line === 'failed')
    return (
      <div class="demo widget" data-widget="proof-4x4">
        <p role="alert">{words.failed}</p>
        <button type="button" onClick={() => setAttempt((a) => a + 1)}>
          {words.retry}
        </button>
      </div>
    );
  const position = line ? line.positions[at] : start;
  const final = line?.positions[line.positions.length - 1].outcome();
  const lastMove =
    line && at > 0 ? ([...line.moves.slice(0, at)].reverse().find((m) => m !== PASS) as Square) : undefined;
  return (
    <figure class="demo widget" data-widget="proof-4x4" data-proven={line ? 'true' : undefined}>
      <MiniBoard position={position} t={ctx.t} lastMove={lastMove} />
      <figcaption>
        <p role="status">
          {!line && words.proving}
          {final &&
            format(words.proven, {
              black: final.black,
              white: final.white,
              tb: final.score.tournament.black,
              tw: final.score.tournament.white,
            })}
        </p>
        {line && (
          <>
            <Stepper at={at} total={line.moves.length} onGo={setAt} ctx={ctx} label={words.step} />
            <p class="step">
              {format(words.step, { n: at, total: line.moves.length })}
              {at > 0 &&
                `: ${line.moves[at - 1] === PASS ? ctx.t('passMove') : makeSquare(line.moves[at - 1] as Square)}`}
            </p>
          </>
        )}
      </figcaption>
    </figure>
  );
}

/** The positions the measured 6x6 proof searched, from figures.json (written by `npm run figures`);
 * the bar has no scale, and runs without one, when the file has no proof. */
const MEASURED_6X6_NODES = FIGURES.proof6x6?.nodes;

type Proof6State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly nodes: number; readonly startedAt: number }
  | { readonly kind: 'done'; readonly score: number }
  | { readonly kind: 'stopped'; readonly seconds: number }
  | { readonly kind: 'failed' };

/** 6x6 proven on request: a progress bar against the measured proof's size, and a stop. */
export function Proof6Widget({ ctx }: { ctx: LearnContext }) {
  const [state, setState] = useState<Proof6State>({ kind: 'idle' });
  const [now, setNow] = useState(0);
  const run = useRef(0);
  const words = ctx.text.proof6;
  useEffect(() => {
    if (state.kind !== 'running') return;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [state.kind]);
  // Leaving the lesson stops the proof (the view closes the worker too).
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );
  const start = () => {
    const mine = ++run.current;
    const startedAt = performance.now();
    setNow(startedAt);
    setState({ kind: 'running', nodes: 0, startedAt });
    ctx.solver
      .solve(Position.initial(parseVariant('6x6')!), (progress) => {
        if (run.current === mine) setState({ kind: 'running', nodes: progress.nodes, startedAt });
      })
      .then((result) => {
        if (run.current === mine) setState({ kind: 'done', score: result.score });
      })
      .catch(() => {
        if (run.current === mine) setState({ kind: 'failed' });
      });
  };
  const stop = () => {
    if (state.kind !== 'running') return;
    run.current++;
    ctx.solver.stop();
    setState({ kind: 'stopped', seconds: Math.round((performance.now() - state.startedAt) / 1000) });
  };
  const seconds = state.kind === 'running' ? Math.max(0, Math.round((now - state.startedAt) / 1000)) : 0;
  return (
    <div class="demo widget proof6" data-widget="proof-6x6" data-state={state.kind}>
      <div class="row">
        {state.kind === 'running' ? (
          <button type="button" onClick={stop}>
            {words.stop}
          </button>
        ) : (
          <button type="button" class="primary" onClick={start}>
            {words.start}
          </button>
        )}
      </div>
      {state.kind === 'running' && (
        <div class="proof-progress">
          {MEASURED_6X6_NODES ? (
            <progress
              max={1}
              value={Math.min(1, state.nodes / MEASURED_6X6_NODES)}
              aria-label={format(words.progressLabel, ctx.values)}
            />
          ) : (
            <progress aria-label={format(words.progressLabel, ctx.values)} />
          )}
          <p class="muted" aria-live="polite">
            {format(words.running, { nodes: (state.nodes / 1e6).toFixed(1), seconds })}
          </p>
        </div>
      )}
      <p role="status">
        {state.kind === 'done' && format(words.done, { score: state.score })}
        {state.kind === 'stopped' && format(words.stopped, { seconds: state.seconds })}
        {state.kind === 'failed' && words.failed}
      </p>
    </div>
  );
}

/** The Reversi openings the widget offers, by their variant names (their words are in i18n.ts). */
const OPENINGS = ['reversi', 'reversi-may-flip', 'reversi-must-flip'] as const;

/** An empty board in one of the Reversi openings: the first discs go on the centre, then play goes on. */
export function ReversiOpeningWidget({ ctx }: { ctx: LearnContext }) {
  const [rules, setRules] = useState<(typeof OPENINGS)[number]>('reversi');
  const start = useMemo(() => Position.initial(parseVariant(rules)!), [rules]);
  const sandbox = useSandbox(start);
  return (
    <figure class="demo widget" data-widget="reversi-opening" data-rules={rules}>
      <fieldset class="choices">
        <legend class="sr-only">{ctx.t('variant')}</legend>
        {OPENINGS.map((name) => (
          <button key={name} type="button" aria-pressed={rules === name} onClick={() => setRules(name)}>
            {ctx.t(name)}
          </button>
        ))}
      </fieldset>
      <MiniBoard
        position={sandbox.position}
        t={ctx.t}
        hints
        playable={sandbox.position.legalMoves()}
        lastMove={sandbox.lastMove}
        flipped={sandbox.flipped}
        ply={sandbox.changed ? sandbox.ply : undefined}
        onPlay={(s) => void sandbox.play(s)}
      />
      <figcaption>
        <p>{ctx.text.opening.caption}</p>
        <SandboxBar sandbox={sandbox} ctx={ctx} />
      </figcaption>
    </figure>
  );
}

/** The named openings of data/openings.txt that the lesson shows, each stepped through on a board with
 * the moves it allows next. */
export function OpeningsWidget({ ctx }: { ctx: LearnContext }) {
  const [name, setName] = useState<string>(LESSON_OPENINGS[0]);
  const opening = useMemo(() => namedOpening(name), [name]);
  const moves = opening?.moves ?? [];
  const [at, setAt] = useState(moves.length);
  useEffect(() => setAt(moves.length), [name]);
  const positions = useMemo(() => {
    const list = [Position.initial()];
    for (const m of moves) list.push(list[list.length - 1].after(m));
    return list;
  }, [moves]);
  const position = positions[Math.min(at, positions.length - 1)];
  const overlay = useMemo(() => overlayOf(position, ['mobility']), [position]);
  const words = ctx.text.openings;
  return (
    <figure class="demo widget" data-widget="openings" data-opening={name} data-at={at}>
      <fieldset class="choices">
        <legend class="sr-only">{words.choose}</legend>
        {LESSON_OPENINGS.map((n) => (
          <button key={n} type="button" aria-pressed={name === n} onClick={() => setName(n)}>
            {n}
          </button>
        ))}
      </fieldset>
      <MiniBoard
        position={position}
        t={ctx.t}
        overlay={overlay}
        lastMove={at > 0 ? moves[at - 1] : undefined}
      />
      <figcaption>
        <p>
          {format(words.line, {
            name,
            moves: makeMoveList(moves.slice(0, Math.max(at, 0)) as Square[]) || '—',
            total: moves.length,
          })}
        </p>
        <Stepper at={at} total={moves.length} onGo={setAt} ctx={ctx} label={words.choose} />
        <p class="muted">
          {format(words.replies, {
            color: colorName(ctx.t, position.turn),
            n: position.legalMoves().size(),
          })}
        </p>
      </figcaption>
    </figure>
  );
}
