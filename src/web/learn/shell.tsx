/**
 * What every Learn view needs before it can draw: its words in the page's language (a chunk of their
 * own), the progress store, and the solver's worker, started on first use and closed when the view
 * goes (so the game's engine gets its memory back).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { ViewProps } from '../lib/view.js';
import { type LearnContext, learnStore, useLearnText } from './parts.js';
import { createSolver } from './solver.js';

/** Draws `children(ctx)` once the words are loaded; a short note while they load or if they cannot. */
export function LearnShell({
  view,
  name,
  children,
}: {
  view: ViewProps;
  name: string;
  children: (ctx: LearnContext) => ComponentChildren;
}) {
  const text = useLearnText(view.language);
  const solver = useMemo(() => createSolver(), []);
  const store = useMemo(() => learnStore(), []);
  useEffect(() => () => solver.close(), [solver]);
  const ctx = useMemo<LearnContext | undefined>(
    () => (text ? { t: view.t, text, store, solver, tools: { solve: (p) => solver.solve(p) } } : undefined),
    [text, view.t, store, solver],
  );
  return (
    <main class="learn" data-view={name}>
      {ctx ? (
        children(ctx)
      ) : (
        <p class="muted">{text === null ? view.t('viewFailed') : view.t('loadingView')}</p>
      )}
    </main>
  );
}
