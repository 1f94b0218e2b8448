/**
 * The evaluation graph: one point per position of the main line, its value in Black's view (up: Black
 * ahead), proven values filled, the position shown marked; a zero line, a value axis and a move axis, a
 * legend, and a read-out of the value under the mouse or at the keyboard's position. A light SVG of
 * our own: uPlot, a small chart library that draws this, ships a 51 KB minified build. Each position is
 * one `<g data-ply="N">` child, which a click on its column of the graph selects.
 */
import { useState } from 'preact/hooks';
import type { MoveMark } from '../../engine/index.js';
import { signedValue } from '../ui/labels.js';
import type { AnalysisTranslate } from './messages/index.js';
import './graph.css';
import type { GraphPoint } from './analysisBoard.js';

export interface EvalGraphProps {
  readonly points: readonly GraphPoint[];
  /** The position shown on the board, if it is on the main line. */
  readonly current: number | undefined;
  /** Plies of the main line's inaccuracies, mistakes and blunders, to mark. */
  readonly mistakes?: ReadonlyMap<number, MoveMark>;
  readonly t: AnalysisTranslate;
  readonly onSelect: (ply: number) => void;
}

const WIDTH = 600;
const HEIGHT = 132;
/** Room for the value axis on the left and the move axis below. */
const LEFT = 30;
const RIGHT = 6;
const TOP = 6;
const BOTTOM = 16;

/** The value at the top and bottom edges: the largest one drawn, in steps of 8 discs from 16 to 64, so
 * that a close game does not hug the middle line. */
const rangeOf = (points: readonly GraphPoint[]): number => {
  const largest = points.reduce((m, p) => Math.max(m, Math.abs(p.value ?? 0)), 0);
  return Math.min(64, Math.max(16, Math.ceil(largest / 8) * 8));
};

/** The graph's scales: x by ply, y by value. */
const scalesOf = (n: number, range: number) => {
  const plot = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT - RIGHT) / Math.max(1, n - 1);
  return {
    step,
    x: (ply: number): number => LEFT + ply * step,
    y: (value: number): number => TOP + plot / 2 - (value / range) * (plot / 2),
  };
};

/** The line through the known values; an unknown position breaks it (one path of several runs). */
const pathOf = (points: readonly GraphPoint[], scales: ReturnType<typeof scalesOf>): string => {
  const runs: string[] = [];
  let run = '';
  for (const p of points) {
    if (p.value === undefined) {
      if (run) runs.push(run);
      run = '';
    } else run += `${run ? ' L' : 'M'}${scales.x(p.ply).toFixed(1)} ${scales.y(p.value).toFixed(1)}`;
  }
  if (run) runs.push(run);
  return runs.join(' ');
};

/** A point as words: `Move 12: +4, exact`. */
const pointText = (t: AnalysisTranslate, point: GraphPoint | undefined, ply: number): string =>
  t('graphPoint', {
    ply,
    value:
      point?.value === undefined
        ? '?'
        : `${signedValue(point.value)}${point.exact ? `, ${t('graphExact')}` : ''}`,
  });

/** Move ticks: every 10 plies (every 5 on a short line), and the last. */
const ticksOf = (n: number): number[] => {
  const every = n > 30 ? 10 : 5;
  const ticks: number[] = [];
  for (let ply = 0; ply < n; ply += every) ticks.push(ply);
  return ticks;
};

export function EvalGraph({ points, current, mistakes, t, onSelect }: EvalGraphProps) {
  const [hover, setHover] = useState<number>();
  const [focused, setFocused] = useState(false);
  const n = points.length;
  const range = rangeOf(points);
  const scales = scalesOf(n, range);
  const plyAt = (event: Event): number | undefined => {
    const ply = (event.target as Element).closest('[data-ply]')?.getAttribute('data-ply');
    return ply == null ? undefined : Number(ply);
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
  const shown = hover ?? (focused ? current : undefined);
  return (
    <figure class="eval-figure">
      <div
        class="eval-graph"
        role="slider"
        tabIndex={0}
        aria-label={t('evalGraph')}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, n - 1)}
        aria-valuenow={current ?? 0}
        aria-valuetext={pointText(t, current === undefined ? undefined : points[current], current ?? 0)}
        onClick={(event) => {
          const ply = plyAt(event);
          if (ply !== undefined) onSelect(ply);
        }}
        onMouseOver={(event) => setHover(plyAt(event))}
        onMouseLeave={() => setHover(undefined)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      >
        <svg data-eval-graph="" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
          <Axes n={n} range={range} scales={scales} />
          {current !== undefined && current < n && (
            <line
              class="graph-current"
              x1={scales.x(current)}
              x2={scales.x(current)}
              y1={TOP}
              y2={HEIGHT - BOTTOM}
            />
          )}
          {n > 0 && <path class="graph-line" d={pathOf(points, scales)} />}
          {points.map((p) => (
            <g
              key={p.ply}
              data-ply={p.ply}
              data-eval={p.value}
              data-exact={p.exact && p.value !== undefined ? '' : undefined}
              class={mistakes?.get(p.ply) ?? undefined}
            >
              <title>{pointText(t, p, p.ply)}</title>
              <rect
                class="graph-hit"
                x={scales.x(p.ply) - scales.step / 2}
                y="0"
                width={scales.step}
                height={HEIGHT}
              />
              {p.value !== undefined && (
                <circle
                  class={`graph-point${p.exact ? ' exact' : ''}`}
                  cx={scales.x(p.ply)}
                  cy={scales.y(p.value)}
                  r="3"
                />
              )}
            </g>
          ))}
        </svg>
      </div>
      <figcaption class="graph-caption">
        <output class="graph-readout" data-testid="graph-readout" aria-live="polite">
          {shown === undefined ? '' : pointText(t, points[shown], shown)}
        </output>
        <GraphLegend t={t} />
      </figcaption>
    </figure>
  );
}

/** The zero line, Black's and White's halves, the value axis (±range, 0) and the move axis. */
function Axes({ n, range, scales }: { n: number; range: number; scales: ReturnType<typeof scalesOf> }) {
  const zero = scales.y(0);
  const bottom = HEIGHT - BOTTOM;
  return (
    <g class="graph-axes">
      <rect class="graph-white" x={LEFT} y={zero} width={WIDTH - LEFT - RIGHT} height={bottom - zero} />
      <line class="graph-axis" x1={LEFT} x2={LEFT} y1={TOP} y2={bottom} />
      <line class="graph-axis" x1={LEFT} x2={WIDTH - RIGHT} y1={bottom} y2={bottom} />
      <line class="graph-zero" data-zero="" x1={LEFT} x2={WIDTH - RIGHT} y1={zero} y2={zero} />
      {[range, range / 2, 0, -range / 2, -range].map((v) => (
        <text
          key={v}
          class="graph-label"
          data-value-tick={v}
          x={LEFT - 4}
          y={scales.y(v) + 3}
          text-anchor="end"
        >
          {signedValue(v)}
        </text>
      ))}
      {ticksOf(n).map((ply) => (
        <text
          key={ply}
          class="graph-label"
          data-ply-tick={ply}
          x={scales.x(ply)}
          y={HEIGHT - 3}
          text-anchor="middle"
        >
          {ply}
        </text>
      ))}
    </g>
  );
}

/** What the colours and marks mean. */
function GraphLegend({ t }: { t: AnalysisTranslate }) {
  return (
    <ul class="graph-legend" data-testid="graph-legend">
      <li>
        <span class="swatch black-ahead" aria-hidden="true" /> {t('graphBlackAhead')}
      </li>
      <li>
        <span class="swatch white-ahead" aria-hidden="true" /> {t('graphWhiteAhead')}
      </li>
      <li>
        <span class="swatch exact" aria-hidden="true" /> {t('graphExact')}
      </li>
      {(['inaccuracy', 'mistake', 'blunder'] as const).map((mark) => (
        <li key={mark}>
          <span class={`swatch ${mark}`} aria-hidden="true" /> {t(mark)}
        </li>
      ))}
    </ul>
  );
}
