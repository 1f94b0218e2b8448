/**
 * The views the router shows, in the order of the header's navigation. A view registers by adding an
 * entry here: its path (the route `#/<path>`), its name in the navigation (a message key in i18n.ts;
 * leave it out for a view reached only by links) and the component, which receives `ViewProps`. The
 * navigation lists only the views that exist, and only once there are two of them.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { MessageKey } from './i18n.js';
import { PlayView } from './play.js';
import type { RouteEntry } from './router.js';
import type { ViewProps } from './view.js';

export interface Section extends RouteEntry {
  readonly nav?: MessageKey;
  readonly View: ComponentType<ViewProps>;
}

/**
 * A view fetched when first shown, with what it alone needs: a player who only plays never loads the
 * analysis section or the tournament (nor IndexedDB's wrapper, the record and JSON checks and the file
 * readers they bring). While it loads its `<main>` is busy; if it cannot load, it says so.
 */
const lazyView = (name: string, load: () => Promise<ComponentType<ViewProps>>): ComponentType<ViewProps> => {
  let loaded: ComponentType<ViewProps> | undefined;
  return function LazyView(props: ViewProps) {
    const [View, setView] = useState(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (View) return;
      load().then(
        (view) => {
          loaded = view;
          setView(() => view);
        },
        () => setFailed(true),
      );
    }, []);
    if (View) return <View {...props} />;
    return (
      <main class={name} aria-busy={!failed}>
        {failed && (
          <p class="error" role="alert">
            {props.t('viewFailed')}
          </p>
        )}
      </main>
    );
  };
};

/** Every view; the first is the default, shown for an empty or unknown route. */
export const SECTIONS: readonly Section[] = [
  { path: 'play', nav: 'navPlay', View: PlayView },
  {
    path: 'analysis',
    nav: 'navAnalysis',
    View: lazyView('analysis', () => import('./analysis.js').then((m) => m.AnalysisView)),
  },
  {
    path: 'editor',
    under: 'analysis',
    View: lazyView('editor', () => import('./editor.js').then((m) => m.EditorView)),
  },
  {
    path: 'games',
    under: 'analysis',
    View: lazyView('games', () => import('./games.js').then((m) => m.GamesView)),
  },
  {
    path: 'tournament',
    nav: 'navTournament',
    View: lazyView('tournament', () => import('./tournament/view.js').then((m) => m.TournamentView)),
  },
];
