/**
 * What every Learn view needs before it can draw: its words in the page's language (a chunk of their
 * own), the progress store, and the solver's worker, started on first use and closed when the view
 * goes (so the game's engine gets its memory back).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import type { ViewProps } from '../lib/view.js';
import { figureValues } from './figures.js';
import { LESSONS } from './lessons.js';
import { type LearnContext, learnStore, useLearnText } from './parts.js';
import { perftValues } from './perft-counts.js';
import { type GameShelf, REVIEW_DEPTH, type Valuer } from './review.js';
import { createSolver } from './solver.js';

/**
 * The player's finished games, from the archive the shell's services open (the review lesson reads
 * them through `GameShelf` only; after the web restructure the shell can hand any list over instead).
 */
const shelfOf = (view: ViewProps): GameShelf => ({
  finishedGames: async () => (await (await view.services.archive()).list()).games,
});

/** The analysing engine of the analysis board, at its review's depth, so that both reviews agree. */
const valuerOf = (view: ViewProps): Valuer => ({
  values: async (position) => (await (await view.services.analyst()).analyze(position, REVIEW_DEPTH)).scores,
});

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
    () =>
      text
        ? {
            t: view.t,
            text,
            store,
            solver,
            tools: { solve: (p) => solver.solve(p) },
            language: view.language,
            values: {
              ...figureValues(view.language),
              ...perftValues(view.language),
              lessons: String(LESSONS.length),
            },
            games: shelfOf(view),
            valuer: valuerOf(view),
          }
        : undefined,
    [text, view.t, store, solver, view.language],
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
