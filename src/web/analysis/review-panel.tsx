/**
 * The review on the analysis board: its progress with Cancel (it starts on its own when a finished game
 * is opened), or the button that starts it; the thresholds of the marks; then each side's
 * inaccuracies, mistakes and blunders, each a button to the position with the better move ringed.
 */
import { type Color, makeSquare, moveNumbers } from '../../core/index.js';
import { routeHash } from '../lib/router.js';
import { colorName } from '../ui/labels.js';
import {
  type AnalysisBoard,
  type AnalysisState,
  BLUNDER_DISCS,
  INACCURACY_DISCS,
  MISTAKE_DISCS,
  type Mistake,
  type MistakeReason,
} from './analysisBoard.js';
import type { AnalysisKey, AnalysisTranslate } from './messages/index.js';

export function ReviewPanel({
  state,
  board,
  t,
}: {
  state: AnalysisState;
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const review = state.review;
  const bySide = (color: Color) => review?.mistakes.filter((m) => m.color === color) ?? [];
  return (
    // The review's heading (for those who move by headings; the panel shows its button) heads each side's
    // list below it, as the best lines' and the moves' headings do theirs: one level under the page's.
    <section class="review" aria-labelledby="review-title">
      <h2 id="review-title" class="sr-only">
        {t('reviewTitle')}
      </h2>
      {review?.running ? (
        <div class="review-progress" data-testid="review-progress">
          <label for="review-bar">{t('reviewing', { done: review.done, total: review.total })}</label>
          <progress id="review-bar" max={review.total} value={review.done} />
          <button type="button" onClick={() => board.cancelReview()}>
            {t('cancelReview')}
          </button>
        </div>
      ) : (
        <button type="button" class="primary" onClick={() => void board.review()}>
          {t('reviewGame')}
        </button>
      )}
      {review && !review.running && (
        <p class="muted" data-testid="review-result">
          {review.finished
            ? t('reviewFinished', { total: review.total })
            : t('reviewStopped', { done: review.done, total: review.total })}
        </p>
      )}
      {review?.kept && (
        <p class="notice" role="status" data-testid="mistakes-kept">
          {t('mistakesKept', review.kept)} <a href={routeHash('puzzles')}>{t('practiseMistakes')}</a>
        </p>
      )}
      <p class="muted small-text" data-testid="marks-rule">
        {t('marksRule', { inaccuracy: INACCURACY_DISCS, mistake: MISTAKE_DISCS, blunder: BLUNDER_DISCS })}
      </p>
      {review && (
        <div class="mistakes" data-testid="mistakes">
          {(['black', 'white'] as Color[]).map((color) => (
            <MistakeList key={color} color={color} mistakes={bySide(color)} board={board} t={t} />
          ))}
        </div>
      )}
    </section>
  );
}

const REASONS: Readonly<Record<MistakeReason, AnalysisKey>> = {
  corner: 'reasonCorner',
  'x-square': 'reasonXSquare',
  mobility: 'reasonMobility',
};

function MistakeList(props: {
  color: Color;
  mistakes: readonly Mistake[];
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const { color, mistakes, board, t } = props;
  const count = (kind: Mistake['kind']) => mistakes.filter((m) => m.kind === kind).length;
  const numbers = moveNumbers(
    board
      .mainLine()
      .slice(1)
      .map((n) => n.move!),
  );
  return (
    <div class={`mistake-side by-${color}`} data-color={color}>
      <h3>
        <span class={`disc ${color}`} aria-hidden="true" /> {colorName(t, color)}:{' '}
        <span class="muted">
          {mistakes.length === 0
            ? t('noMistakes', { discs: INACCURACY_DISCS })
            : t('mistakesSummary', {
                inaccuracies: count('inaccuracy'),
                mistakes: count('mistake'),
                blunders: count('blunder'),
              })}
        </span>
      </h3>
      {mistakes.length > 0 && (
        <ul>
          {mistakes.map((m) => (
            <li key={m.ply}>
              <button
                type="button"
                class={`mistake ${m.kind}`}
                data-ply={m.ply}
                data-played={makeSquare(m.played)}
                data-better={makeSquare(m.better)}
                data-loss={m.loss}
                onClick={() => board.goTo(new Array(m.ply).fill(0), m.better)}
              >
                <span class="mistake-kind">{t(m.kind)}</span> {numbers[m.ply]}. {makeSquare(m.played)}:{' '}
                {t('betterMove', { better: makeSquare(m.better), loss: t('discsLost', { loss: m.loss }) })}
                {m.reasons.length > 0 && ` (${m.reasons.map((r) => t(REASONS[r])).join(', ')})`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
