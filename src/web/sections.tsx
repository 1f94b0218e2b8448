/**
 * The views the router shows, in the order of the header's navigation. A view registers by adding an
 * entry here: its path (the route `#/<path>`), its name in the navigation (a message key in i18n.ts;
 * leave it out for a view reached only by links) and the component, which receives `ViewProps`. The
 * navigation lists only the views that exist, and only once there are two of them.
 */
import type { ComponentType } from 'preact';
import { AnalysisView } from './analysis.js';
import { EditorView } from './editor.js';
import { GamesView } from './games.js';
import type { MessageKey } from './i18n.js';
import { PlayView } from './play.js';
import type { RouteEntry } from './router.js';
import type { ViewProps } from './view.js';

export interface Section extends RouteEntry {
  readonly nav?: MessageKey;
  readonly View: ComponentType<ViewProps>;
}

/** Every view; the first is the default, shown for an empty or unknown route. */
export const SECTIONS: readonly Section[] = [
  { path: 'play', nav: 'navPlay', View: PlayView },
  { path: 'analysis', nav: 'navAnalysis', View: AnalysisView },
  { path: 'editor', under: 'analysis', View: EditorView },
  { path: 'games', under: 'analysis', View: GamesView },
];
