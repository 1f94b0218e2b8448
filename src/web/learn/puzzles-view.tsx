/**
 * The endgame puzzles (`#/puzzles`): the levels of the committed file, the puzzle of the day and the
 * streaks; `#/puzzles?id=<id>` plays one against the solver's perfect defence (puzzles.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FormatError } from '../../core/index.js';
import { Bitboard, type Result, type Square } from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import { routeHash } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import type { SquareDecor } from '../ui/board.js';
import { colorName } from '../ui/labels.js';
import { YourMistakes } from './mistakes-view.js';
import { type LearnContext, MiniBoard } from './parts.js';
import {
  dailyStreak,
  LEARN_KEYS,
  loadPuzzleProgress,
  type PuzzleProgress,
  recordPuzzle,
} from './progress.js';
import { PuzzleSide } from './puzzle-side.js';
import {
  localDay,
  type Puzzle,
  PuzzleGame,
  type PuzzleLevel,
  type PuzzleState,
  parsePuzzles,
  puzzleOfTheDay,
} from './puzzles.js';
import { LearnShell } from './shell.js';
import type { LearnText } from './text-en.js';

/** The file, read once per page: its chunk loads on the first visit to the puzzles. */
let levels: Promise<Result<PuzzleLevel[], FormatError>> | undefined;
const loadLevels = () => {
  levels ??= import('./puzzle-file.js').then((m) => parsePuzzles(m.default));
  levels.catch(() => {
    levels = undefined;
  });
  return levels;
};

/** The goal in words: win by n, a tie, or lose by no more than n. */
const goalOf = (words: LearnText['puzzles'], target: number): string =>
  target > 0
    ? format(words.goalWin, { n: target })
    : target === 0
      ? words.goalTie
      : format(words.goalLoss, { n: -target });

export function PuzzlesView(props: ViewProps) {
  return (
    <LearnShell view={props} name="puzzles">
      {(ctx) =>
        props.route.params.mistake !== undefined ? (
          <YourMistakes ctx={ctx} id={props.route.params.mistake} />
        ) : (
          <>
            <Puzzles ctx={ctx} id={props.route.params.id} />
            {props.route.params.id === undefined && <YourMistakes ctx={ctx} id={undefined} />}
          </>
        )
      }
    </LearnShell>
  );
}

function Puzzles({ ctx, id }: { ctx: LearnContext; id: string | undefined }) {
  const [file, setFile] = useState<Result<PuzzleLevel[], FormatError> | 'failed'>();
  const [loaded, setLoaded] = useState(() => loadPuzzleProgress(ctx.store));
  const [notice, setNotice] = useState(loaded.reset);
  const today = localDay(new Date());
  useEffect(() => {
    let live = true;
    loadLevels()
      .then((r) => live && setFile(r))
      .catch(() => live && setFile('failed'));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.key === LEARN_KEYS.puzzles || event.key === null) setLoaded(loadPuzzleProgress(ctx.store));
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [ctx.store]);
  useEffect(() => window.scrollTo(0, 0), [id]);
  const words = ctx.text.puzzles;
  if (file === undefined) return <p class="muted">{ctx.t('loadingView')}</p>;
  if (file === 'failed') return <p role="alert">{ctx.t('viewFailed')}</p>;
  if (!file.ok) return <p role="alert">{format(words.unreadable, { message: file.error.message })}</p>;
  const all = file.value.flatMap((l) => l.puzzles);
  const daily = puzzleOfTheDay(all, today);
  const puzzle = all.find((p) => p.id === id);
  return (
    <>
      {notice && (
        <div class="notice" role="status">
          <p>{words.noticeProgress}</p>
          <button type="button" onClick={() => setNotice(false)}>
            {ctx.t('dismiss')}
          </button>
        </div>
      )}
      {puzzle ? (
        <PuzzlePage
          key={puzzle.id}
          puzzle={puzzle}
          next={all[(all.indexOf(puzzle) + 1) % all.length]}
          daily={puzzle.id === daily.id}
          today={today}
          ctx={ctx}
          onRecorded={(progress) => setLoaded({ value: progress, reset: false })}
        />
      ) : (
        <PuzzleIndex levels={file.value} daily={daily} progress={loaded.value} today={today} ctx={ctx} />
      )}
    </>
  );
}

function PuzzleIndex(props: {
  levels: readonly PuzzleLevel[];
  daily: Puzzle;
  progress: PuzzleProgress;
  today: string;
  ctx: LearnContext;
}) {
  const { levels, daily, progress, today, ctx } = props;
  const words = ctx.text.puzzles;
  const stateOf = (p: Puzzle): string =>
    progress.solved[p.id] === 'clean'
      ? words.stateClean
      : progress.solved[p.id] === 'helped'
        ? words.stateHelped
        : words.stateNew;
  return (
    <section class="puzzle-index">
      <h2>{words.title}</h2>
      <p>{words.intro}</p>
      <div class="puzzle-stats">
        <a class="daily" href={routeHash('puzzles', { id: daily.id })} data-testid="daily">
          <strong>{words.daily}</strong>
          <span>{format(words.puzzle, { level: daily.level, n: daily.number })}</span>
          {progress.daily.last === today && <span class="badge">✓ {words.dailySolved}</span>}
        </a>
        <p data-testid="streak">{format(words.streak, progress.streak)}</p>
        <p data-testid="daily-streak">
          {format(words.dailyStreak, { current: dailyStreak(progress, today), best: progress.daily.best })}
        </p>
      </div>
      {levels.map((level) => (
        <section key={level.level} class="puzzle-level" data-level={level.level}>
          <h3>
            {format(words.level, { level: level.level })}{' '}
            <span class="muted">{format(words.range, { min: level.minEmpties, max: level.maxEmpties })}</span>
          </h3>
          <p class="muted">
            {format(words.levelSolved, {
              solved: level.puzzles.filter((p) => progress.solved[p.id]).length,
              total: level.puzzles.length,
            })}
          </p>
          <ol class="puzzle-grid">
            {level.puzzles.map((p) => (
              <li key={p.id}>
                <a
                  href={routeHash('puzzles', { id: p.id })}
                  data-puzzle={p.id}
                  data-solved={progress.solved[p.id]}
                  aria-label={format(words.open, { level: p.level, n: p.number, state: stateOf(p) })}
                >
                  {p.number}
                  {progress.solved[p.id] && (
                    <span aria-hidden="true">{progress.solved[p.id] === 'clean' ? '✓' : '•'}</span>
                  )}
                </a>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

/** The game of one puzzle, following every change. */
const usePuzzleGame = (ctx: LearnContext, puzzle: Puzzle) => {
  const game = useMemo(() => new PuzzleGame(ctx.solver, puzzle), [ctx.solver, puzzle]);
  const [state, setState] = useState<PuzzleState>(game.state);
  useEffect(() => {
    setState(game.state);
    const unsubscribe = game.subscribe(setState);
    return () => {
      unsubscribe();
      game.dispose();
    };
  }, [game]);
  return { game, state };
};

function PuzzlePage(props: {
  puzzle: Puzzle;
  next: Puzzle;
  daily: boolean;
  today: string;
  ctx: LearnContext;
  onRecorded: (progress: PuzzleProgress) => void;
}) {
  const { puzzle, next, daily, today, ctx } = props;
  const words = ctx.text.puzzles;
  const { game, state } = usePuzzleGame(ctx, puzzle);
  const [solution, setSolution] = useState(false);
  // Each attempt is counted once, when it ends.
  const recorded = useRef<PuzzleState | undefined>(undefined);
  useEffect(() => {
    const over = state.status === 'solved' || state.status === 'missed';
    if (!over) {
      if (state.moves.length === 0) recorded.current = undefined;
      return;
    }
    if (recorded.current) return;
    recorded.current = state;
    props.onRecorded(
      recordPuzzle(ctx.store, {
        id: puzzle.id,
        solved: state.status === 'solved',
        hinted: state.hinted,
        daily,
        today,
      }),
    );
  }, [state]);

  const rings = useMemo(() => {
    const map = new Map<Square, NonNullable<SquareDecor['ring']>>();
    if (state.hint !== undefined) map.set(state.hint, 'hint');
    if (state.slip) map.set(state.slip.move, 'wrong');
    return map;
  }, [state.hint, state.slip]);

  const player = colorName(ctx.t, state.player);
  const yourTurn = state.status === 'your-move';
  return (
    <article class="puzzle" data-puzzle-page={puzzle.id} data-status={state.status}>
      <nav class="lesson-nav">
        <a href={routeHash('puzzles')}>← {words.allPuzzles}</a>
      </nav>
      <h2>
        {format(words.puzzle, { level: puzzle.level, n: puzzle.number })}
        {daily && <span class="badge">{words.daily}</span>}
      </h2>
      <p class="goal" data-testid="goal" data-target={state.target}>
        {format(words.goal, { color: player, goal: goalOf(words, state.target) })}
      </p>
      <div class="puzzle-body">
        <MiniBoard
          key={`${puzzle.id}-${state.moves.length === 0 ? 'start' : 'play'}`}
          position={state.position}
          t={ctx.t}
          rings={rings}
          hints
          playable={yourTurn ? state.position.legalMoves() : Bitboard.EMPTY}
          lastMove={state.lastMove}
          flipped={state.flipped}
          ply={state.moves.length > 0 ? state.moves.length : undefined}
          onPlay={(square) => {
            setSolution(false);
            game.play(square);
          }}
        />
        <PuzzleSide
          ctx={ctx}
          puzzle={puzzle}
          next={next}
          game={game}
          state={state}
          solution={solution}
          setSolution={setSolution}
        />
      </div>
    </article>
  );
}
