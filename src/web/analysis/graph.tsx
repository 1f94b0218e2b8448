/**
 * The evaluation graph: one point per position of the main line, its value in Black's view (up: Black
 * ahead), proven values filled, the position shown marked. A light SVG of our own: uPlot, a small chart
 * library that draws this, ships a 51 KB minified build. Each position is one `<g data-ply="N">`
 * child, which a click on its column of the graph selects.
 */

import { signedValue } from '../ui/labels.js';
import type { GraphPoint } from './analysisBoard.js';
import type { AnalysisTranslate } from './messages/index.js';

export interface EvalGraphProps {
  readonly points: readonly GraphPoint[];
  /** The position shown on the board, if it is on the main line. */
  readonly current: number | undefined;
  /** Plies of the main line's mistakes and blunders, to mark. */
  readonly mistakes?: ReadonlyMap<number, 'mistake' | 'blunder'>;
  readonly t: AnalysisTranslate;
  readonly onSelect: (ply: number) => void;
}

const WIDTH = 600;
const HEIGHT = 120;
const PAD = 6;

/** The value at the top and bottom edges: the largest one drawn, in steps of 8 discs from 16 to 64, so
 * that a close game does not hug the middle line. */
const rangeOf = (points: readonly GraphPoint[]): number => {
  const largest = points.reduce((m, p) => Math.max(m, Math.abs(p.value ?? 0)), 0);
  return Math.min(64, Math.max(16, Math.ceil(largest / 8) * 8));
};

export function EvalGraph({ points, current, mistakes, t, onSelect }: EvalGraphProps) {
  const n = points.length;
  const range = rangeOf(points);
  const yOf = (value: number): number => HEIGHT / 2 - (value / range) * (HEIGHT / 2 - PAD);
  const step = (WIDTH - 2 * PAD) / Math.max(1, n - 1);
  const xOf = (ply: number): number => PAD + ply * step;
  // The line runs through known values; an unknown position breaks it (one path of several runs).
  const runs: string[] = [];
  let run = '';
  for (const p of points) {
    if (p.value === undefined) {
      if (run) runs.push(run);
      run = '';
    } else run += `${run ? ' L' : 'M'}${xOf(p.ply).toFixed(1)} ${yOf(p.value).toFixed(1)}`;
  }
  if (run) runs.push(run);
  const select = (event: MouseEvent) => {
    const ply = (event.target as Element).closest('[data-ply]')?.getAttribute('data-ply');
    if (ply != null) onSelect(Number(ply));
  };
  // A slider over the positions: the arrow keys, Home and End move along it as a click does.
  const onKeyDown = (event: KeyboardEvent) => {
    const at = current ?? 0;
    const to: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowDown: at - 1,
      ArrowRight: at + 1,
      ArrowUp: at + 1,
      Home: 0,
      End: n - 1,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    onSelect(Math.max(0, Math.min(n - 1, to[event.key])));
  };
  const shown = current === undefined ? undefined : points[current]?.value;
  return (
    <div
      class="eval-graph"
      role="slider"
      tabIndex={0}
      aria-label={t('evalGraph')}
      aria-valuemin={0}
      aria-valuemax={Math.max(0, n - 1)}
      aria-valuenow={current ?? 0}
      aria-valuetext={`${current ?? 0}: ${shown === undefined ? '?' : signedValue(shown)}`}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      <svg data-eval-graph="" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
        <rect class="graph-white" x="0" y={HEIGHT / 2} width={WIDTH} height={HEIGHT / 2} />
        <line class="graph-zero" x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
        {current !== undefined && current < n && (
          <line class="graph-current" x1={xOf(current)} x2={xOf(current)} y1="0" y2={HEIGHT} />
        )}
        {runs.length > 0 && <path class="graph-line" d={runs.join(' ')} />}
        {points.map((p) => (
          <g
            key={p.ply}
            data-ply={p.ply}
            data-eval={p.value}
            data-exact={p.exact && p.value !== undefined ? '' : undefined}
            class={mistakes?.get(p.ply) ?? undefined}
          >
            <title>{`${p.ply}: ${p.value === undefined ? '?' : signedValue(p.value)}`}</title>
            <rect class="graph-hit" x={xOf(p.ply) - step / 2} y="0" width={step} height={HEIGHT} />
            {p.value !== undefined && (
              <circle
                class={`graph-point${p.exact ? ' exact' : ''}`}
                cx={xOf(p.ply)}
                cy={yOf(p.value)}
                r="3"
              />
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
