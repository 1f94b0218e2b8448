/**
 * The analysis board's side panel above the review: the game's title or opening, whose move it is,
 * the stepping buttons, and the engine's work on the position shown with its best lines.
 */
import { type Color, makeMoveList } from '../../core/index.js';
import type { PositionValues } from '../engines/analyst.js';
import type { Language } from '../i18n/language.js';
import { colorName, signedValue } from '../ui/labels.js';
import { type AnalysisBoard, type AnalysisState, analysable } from './analysisBoard.js';
import { topLines } from './lines.js';
import type { AnalysisTranslate } from './messages/index.js';

/** The names and result of a game opened from a record, e.g. `Ann – Bob, +4`. */
export const gameTitle = (state: AnalysisState, t: AnalysisTranslate): string => {
  const { black, white, result, date } = state.info;
  if (black === undefined && white === undefined) return t('analysisBoard');
  return [`${black ?? '?'} – ${white ?? '?'}`, result, date].filter(Boolean).join(', ');
};

/** Whose move it is in the position shown, the counts, or the result. */
export function PositionLine({ state, t }: { state: AnalysisState; t: AnalysisTranslate }) {
  const position = state.node.position;
  const outcome = position.outcome();
  const count = (color: Color) => (
    <span class="count-pair">
      <span class={`disc ${color}`} aria-hidden="true" />
      <span class="sr-only">{colorName(t, color)}</span> {position.count(color)}
    </span>
  );
  return (
    <p class="position-line" data-testid="analysis-status">
      {count('black')}
      {count('white')}
      <span>
        {outcome
          ? t(outcome.winner === undefined ? 'drawVerdict' : 'colorWins', {
              color: outcome.winner ? colorName(t, outcome.winner) : '',
            })
          : position.mustPass()
            ? t('mustPassHere', { color: colorName(t, position.turn) })
            : t('toMove', { color: colorName(t, position.turn) })}
      </span>
    </p>
  );
}

/** First, previous, next, last; pause; share. */
export function Stepper(props: {
  board: AnalysisBoard;
  paused: boolean;
  copied: boolean;
  onShare: () => void;
  t: AnalysisTranslate;
}) {
  const { board, paused, t } = props;
  return (
    <div class="stepper">
      <IconButton label={t('firstPosition')} onClick={() => board.first()} path="M5 4v12M15 4l-6 6 6 6" />
      <IconButton label={t('previousMove')} onClick={() => board.back()} path="M12.5 4l-6 6 6 6" />
      <IconButton label={t('nextMove')} onClick={() => board.forward()} path="M7.5 4l6 6-6 6" />
      <IconButton label={t('lastPosition')} onClick={() => board.last()} path="M15 4v12M5 4l6 6-6 6" />
      <button type="button" onClick={() => board.setPaused(!paused)} aria-pressed={paused}>
        {paused ? t('resume') : t('pause')}
      </button>
      <button type="button" onClick={props.onShare}>
        {props.copied ? t('linkCopied') : t('share')}
      </button>
    </div>
  );
}

function IconButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" class="icon-button" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}

/** The engine's work on the position: depth and speed, or paused; then the best lines, each with its
 * value (the first drawn as arrows on the board). */
export function EngineLine(props: {
  state: AnalysisState;
  values: PositionValues | undefined;
  language: Language;
  t: AnalysisTranslate;
}) {
  const { state, values, t } = props;
  if (!analysable(state.node.position)) return null;
  const speed = values
    ? new Intl.NumberFormat(props.language, { notation: 'compact' }).format(values.nodesPerSecond)
    : '';
  const exact = values !== undefined && values.scores.length > 0 && values.scores.every((s) => s.exact);
  const lines = topLines(values);
  return (
    <div class="engine-line" data-testid="engine">
      <p class="muted">
        {state.analysing && <span class="spinner" aria-hidden="true" />}
        {[
          state.paused
            ? t('analysisPaused')
            : state.analysing
              ? t('analysing')
              : values
                ? t('analysisDone')
                : '',
          values ? (exact ? t('solved') : t('depthSpeed', { depth: values.depth, speed })) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {lines.length > 0 && (
        <section class="best-lines" aria-label={t('bestLines')}>
          <h2 class="muted">{lines.length === 1 ? t('bestLine') : t('bestLines')}</h2>
          <ol data-testid="top-lines">
            {lines.map((line) => (
              <li
                key={line.move}
                class="best-line"
                data-score={line.score}
                data-exact={line.exact ? '' : undefined}
              >
                <strong>{signedValue(line.score)}</strong> {makeMoveList(line.pv, { separator: ' ' })}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
