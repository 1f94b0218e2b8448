/**
 * The review lesson's widget: the player's newest finished game (the sample game when there is none),
 * reviewed by the analysing engine with a progress line, opened at its biggest mistake, with the three
 * moments to jump between and an exercise that asks for a better move there. A link opens the game on
 * the analysis board, whose review lists every mistake.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { makeSquare, PASS, type Square } from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import { routeHash } from '../lib/router.js';
import { colorName } from '../ui/labels.js';
import { overlayOf } from '../ui/overlay.js';
import { ExerciseBlock, type ExerciseWords, type LearnContext, MiniBoard } from './parts.js';
import {
  type Decision,
  moveNumberAt,
  movesUpTo,
  pickGame,
  type Reviewable,
  type ReviewFindings,
  replayExercise,
  reviewGame,
} from './review.js';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'reviewing'; readonly game: Reviewable; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly game: Reviewable; readonly findings: ReviewFindings }
  | { readonly kind: 'failed' };

type Moment = 'worst' | 'corner' | 'squeeze';

/** The ply shown for a moment: the position before the player's decision it points at. */
const plyOf = (findings: ReviewFindings, moment: Moment): number | undefined =>
  moment === 'worst'
    ? findings.worst?.ply
    : moment === 'corner'
      ? findings.corner?.before
      : findings.squeeze !== undefined
        ? findings.squeeze.ply + 1
        : undefined;

export function ReviewWidget(props: {
  ctx: LearnContext;
  words: ExerciseWords;
  solved: boolean;
  onSolved: () => void;
}) {
  const { ctx } = props;
  const words = ctx.text.review;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [moment, setMoment] = useState<Moment>('worst');
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    ctx.games
      .finishedGames()
      .catch(() => [])
      .then(async (games) => {
        const game = pickGame(games);
        if (live) setState({ kind: 'reviewing', game, done: 0, total: 0 });
        const findings = await reviewGame(game, ctx.valuer, (done, total) => {
          if (live) setState({ kind: 'reviewing', game, done, total });
        });
        if (live) setState({ kind: 'done', game, findings });
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  if (state.kind === 'failed')
    return (
      <div class="demo widget" data-widget="review" data-state="failed">
        <p role="alert">{words.failed}</p>
        <button type="button" onClick={() => setAttempt((a) => a + 1)}>
          {words.retry}
        </button>
      </div>
    );
  if (state.kind !== 'done')
    return (
      <div class="demo widget" data-widget="review" data-state={state.kind}>
        <p role="status">
          {state.kind === 'reviewing' && state.total > 0
            ? format(words.reviewing, { done: state.done, total: state.total })
            : words.loading}
        </p>
        {state.kind === 'reviewing' && state.total > 0 && (
          <progress max={state.total} value={state.done} aria-label={words.progress} />
        )}
      </div>
    );
  return (
    <ReviewedGame
      {...props}
      game={state.game}
      findings={state.findings}
      moment={moment}
      onMoment={setMoment}
    />
  );
}

function ReviewedGame(props: {
  ctx: LearnContext;
  words: ExerciseWords;
  solved: boolean;
  onSolved: () => void;
  game: Reviewable;
  findings: ReviewFindings;
  moment: Moment;
  onMoment: (m: Moment) => void;
}) {
  const { ctx, game, findings, moment } = props;
  const words = ctx.text.review;
  const sample = game.game.id === 'sample';
  const them = colorName(ctx.t, game.color === 'black' ? 'white' : 'black');
  const worst = findings.worst;
  const exercise = useMemo(
    () => (worst ? replayExercise(game, worst, ctx.valuer) : undefined),
    [game, worst],
  );
  const ply = plyOf(findings, moment) ?? worst?.ply ?? 0;
  const link = sample
    ? routeHash('analysis', { moves: movesUpTo(game, game.moves.length), review: '' })
    : routeHash('analysis', { game: game.game.id, review: '' });
  const heading = format(sample ? words.sample : words.yours, {
    color: colorName(ctx.t, game.color),
    opponent: ctx.t(game.game.opponent as 'hard'),
    mine: findings.final.mine,
    theirs: findings.final.theirs,
  });
  const promptValues = worst && {
    move: moveNumberAt(game, worst.ply),
    played: makeSquare(worst.played),
    loss: worst.loss,
  };
  return (
    <div
      class="demo widget review-game"
      data-widget="review"
      data-state="done"
      data-game={game.game.id}
      data-ply={worst?.ply}
      data-worst={worst ? makeSquare(worst.played) : undefined}
    >
      <p>{heading}</p>
      <fieldset class="choices" data-moments>
        <legend class="sr-only">{words.moments}</legend>
        {(['worst', 'corner', 'squeeze'] as const).map((m) => {
          const at = plyOf(findings, m);
          return (
            <button
              key={m}
              type="button"
              data-moment={m}
              aria-pressed={moment === m}
              disabled={at === undefined}
              onClick={() => props.onMoment(m)}
            >
              {words[m]}
            </button>
          );
        })}
      </fieldset>
      <p class="muted" data-moment-text={moment}>
        {momentText(ctx, game, findings, moment, them)}
      </p>
      {moment !== 'worst' && (
        <MiniBoard
          position={game.positions[ply]}
          t={ctx.t}
          overlay={overlayOf(game.positions[ply], moment === 'corner' ? ['corners'] : ['mobility'])}
          lastMove={lastSquare(game, ply)}
          rings={ringsAt(game, ply)}
        />
      )}
      {moment === 'worst' && exercise && promptValues && (
        <ExerciseBlock
          exercise={exercise}
          words={{ ...props.words, prompt: format(props.words.prompt, promptValues) }}
          ctx={ctx}
          solved={props.solved}
          onSolved={props.onSolved}
        />
      )}
      {moment === 'worst' && !worst && <p>{words.noMistake}</p>}
      <p>
        <a href={link}>{words.analysis} →</a>
      </p>
    </div>
  );
}

/** The move that led to a ply's position, if it was one (not a pass). */
const lastSquare = (game: Reviewable, ply: number): Square | undefined => {
  const m = game.moves[ply - 1];
  return m === undefined || m === PASS ? undefined : (m as Square);
};

/** The player's move from a ply's position, ringed as played. */
const ringsAt = (game: Reviewable, ply: number) => {
  const m = game.moves[ply];
  return new Map(m === undefined || m === PASS ? [] : [[m as Square, 'wrong' as const]]);
};

/** A moment in words: what happened there. */
const momentText = (
  ctx: LearnContext,
  game: Reviewable,
  f: ReviewFindings,
  moment: Moment,
  them: string,
): string => {
  const words = ctx.text.review;
  if (moment === 'corner')
    return f.corner
      ? format(words.cornerText, {
          color: them,
          corner: makeSquare(f.corner.corner),
          move: moveNumberAt(game, f.corner.ply),
          before: moveNumberAt(game, f.corner.before),
        })
      : words.noCorner;
  if (moment === 'squeeze')
    return f.squeeze
      ? format(words.squeezeText, {
          color: them,
          before: f.squeeze.before,
          n: f.squeeze.moves,
          move: moveNumberAt(game, f.squeeze.ply),
        })
      : words.noSqueeze;
  return f.worst ? format(words.worstText, worstValues(game, f.worst)) : words.noMistake;
};

const worstValues = (game: Reviewable, d: Decision): Record<string, string | number> => ({
  played: makeSquare(d.played),
  best: makeSquare(d.best),
  loss: d.loss,
  move: moveNumberAt(game, d.ply),
});
