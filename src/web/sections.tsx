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
 * The tournament view, fetched when first shown: a player who only plays never loads it (nor the
 * tournament library, IndexedDB's wrapper and the JSON checks it brings).
 */
function TournamentSection(props: ViewProps) {
  const [View, setView] = useState<ComponentType<ViewProps>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./tournament/view.js').then(
      (m) => setView(() => m.TournamentView),
      () => setFailed(true),
    );
  }, []);
  if (View) return <View {...props} />;
  return (
    <main class="tournament" aria-busy={!failed}>
      {failed && (
        <p class="error" role="alert">
          {props.t('viewFailed')}
        </p>
      )}
    </main>
  );
}

/** Every view; the first is the default, shown for an empty or unknown route. */
export const SECTIONS: readonly Section[] = [
  { path: 'play', nav: 'navPlay', View: PlayView },
  { path: 'tournament', nav: 'navTournament', View: TournamentSection },
];
