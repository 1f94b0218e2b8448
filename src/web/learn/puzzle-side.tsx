/** The panel beside a puzzle's board (puzzles-view.tsx): the disc counts, what is happening, the
 * solution once asked for, the buttons (hint, retry, restart, solution, next) and the moves played. */
import { type Color, makeMove } from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import { routeHash } from '../lib/router.js';
import { colorName, signedValue } from '../ui/labels.js';
import type { LearnContext } from './parts.js';
import type { Puzzle, PuzzleGame, PuzzleState } from './puzzles.js';

/** What the panel's buttons need: the puzzle's game, its state and the next puzzle. */
interface PuzzleButtonsProps {
  ctx: LearnContext;
  next: Puzzle;
  game: PuzzleGame;
  state: PuzzleState;
  /** Whether the solution is shown (after a missed attempt, on request). */
  solution: boolean;
  setSolution: (shown: boolean) => void;
}

export function PuzzleSide(props: PuzzleButtonsProps & { puzzle: Puzzle }) {
  const { ctx, puzzle, state, solution } = props;
  const words = ctx.text.puzzles;
  const [best, second] = puzzle.solutions;
  return (
    <aside class="puzzle-side">
      <p class="puzzle-discs">
        {(['black', 'white'] as Color[]).map((color) => (
          <span key={color} data-count={color}>
            <span class={`disc ${color}`} aria-hidden="true" />
            {colorName(ctx.t, color)} {state.position.count(color)}
          </span>
        ))}
      </p>
      <p class="puzzle-status" role="status" data-testid="puzzle-status">
        {state.status === 'your-move' && (state.hint !== undefined ? words.hintShown : words.yourMove)}
        {state.status === 'thinking' &&
          (state.position.turn === state.player
            ? words.hintThinking
            : format(words.thinking, { color: colorName(ctx.t, state.position.turn) }))}
        {state.status === 'solved' &&
          format(words.solvedText, { final: signedValue(state.final ?? state.target) })}
        {state.status === 'missed' &&
          (state.slip
            ? format(words.missedSlip, {
                move: makeMove(state.slip.move),
                reachable: signedValue(state.slip.reachable),
                target: signedValue(state.target),
              })
            : format(words.missedFinal, {
                final: signedValue(state.final ?? 0),
                target: signedValue(state.target),
              }))}
        {state.status === 'engine-failed' && words.engineFailed}
      </p>
      {solution && (
        <p class="puzzle-solution">
          {second
            ? format(words.solutionText, {
                move: makeMove(best.move),
                score: signedValue(best.score),
                second: makeMove(second.move),
                secondScore: signedValue(second.score),
              })
            : format(words.solutionOnly, { move: makeMove(best.move), score: signedValue(best.score) })}
        </p>
      )}
      <PuzzleButtons {...props} />
      <p class="muted puzzle-moves">
        {format(words.movesPlayed, {
          moves:
            state.moves.length > 0
              ? state.moves.map((m) => (m === 'pass' ? ctx.t('passMove') : makeMove(m))).join(' ')
              : '—',
        })}
      </p>
    </aside>
  );
}

/** What the player can do now: a hint, a retry after the solver failed, a restart, the solution after a
 * missed attempt, the next puzzle once this one is over. */
function PuzzleButtons(props: PuzzleButtonsProps) {
  const { next, game, state, solution, setSolution } = props;
  const words = props.ctx.text.puzzles;
  const yourTurn = state.status === 'your-move';
  return (
    <div class="row">
      {yourTurn && state.hint === undefined && (
        <button type="button" onClick={() => void game.hint()}>
          {words.hint}
        </button>
      )}
      {state.status === 'engine-failed' && (
        <button type="button" onClick={() => game.retry()}>
          {words.retry}
        </button>
      )}
      {state.moves.length > 0 && (
        <button
          type="button"
          onClick={() => {
            setSolution(false);
            game.restart();
          }}
        >
          {words.restart}
        </button>
      )}
      {state.status === 'missed' && !solution && (
        <button
          type="button"
          onClick={() => {
            // The solution counts as help: the best move is ringed as a hint.
            game.restart();
            void game.hint();
            setSolution(true);
          }}
        >
          {words.solution}
        </button>
      )}
      {(state.status === 'solved' || state.status === 'missed') && (
        <a class="button primary" href={routeHash('puzzles', { id: next.id })}>
          {words.next}
        </a>
      )}
    </div>
  );
}
