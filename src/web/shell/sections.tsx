/**
 * The views the router shows, in the order of the header's navigation. A view registers by adding an
 * entry here: its path (the route `#/<path>`), its name in the navigation (a key of the frame's words,
 * shell/messages/en.ts, or of every view's, ui/messages/en.ts; leave it out for a view reached only by
 * links) and the component, which receives `ShellProps`. The navigation lists only the views that
 * exist, and only once there are two of them.
 */
import type { ComponentType } from 'preact';
import type { AnalysisBoard } from '../analysis/analysisBoard.js';
import { lazyView } from '../lib/lazy.js';
import type { RouteEntry } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import type { Coach } from '../play/first-game.js';
import type { PlayTranslate } from '../play/messages/index.js';
import { PlayView } from '../play/play.js';
import type { Session } from '../play/session.js';
import type { MessageKey } from '../ui/messages/index.js';
import type { ShellKey } from './messages/index.js';

/** What the shell hands each view: every view's props (lib/view.ts), and what one feature alone takes
 * (the game screen its whole session and its words, the analysis view the board kept across views).
 * Each view declares the part it reads, so a feature never names another feature's types. */
export type ShellProps = ViewProps & {
  readonly session: Session;
  readonly board: AnalysisBoard;
  readonly t: PlayTranslate;
  /** The coach's notes for the guided first game (the game screen's; shell/coach.ts). */
  readonly coach?: Coach;
};

export interface Section extends RouteEntry {
  readonly nav?: ShellKey | MessageKey;
  readonly View: ComponentType<ShellProps>;
}

/** The Learn section (lessons, FAQ, puzzles) loads on first use: see learn/learn.tsx. */
const learn = () => import('../learn/learn.js');

/** Every view; the first is the default, shown for an empty or unknown route. Every view but Play is
 * fetched when first shown (lazy.tsx): a player who only plays never loads the analysis section, Learn
 * or the tournament (nor IndexedDB's wrapper, the record checks and the file readers they bring). */
export const SECTIONS: readonly Section[] = [
  { path: 'play', nav: 'navPlay', View: PlayView },
  {
    path: 'analysis',
    nav: 'navAnalysis',
    View: lazyView('analysis', () => import('../analysis/view.js').then((m) => m.AnalysisView)),
  },
  {
    path: 'editor',
    under: 'analysis',
    View: lazyView('editor', () => import('../analysis/editor/editor.js').then((m) => m.EditorView)),
  },
  {
    path: 'games',
    under: 'analysis',
    View: lazyView('games', () => import('../analysis/games/games.js').then((m) => m.GamesView)),
  },
  { path: 'learn', nav: 'navLearn', View: lazyView('learn', () => learn().then((m) => m.LessonsView)) },
  { path: 'learn/faq', under: 'learn', View: lazyView('learn', () => learn().then((m) => m.FaqView)) },
  { path: 'puzzles', nav: 'navPuzzles', View: lazyView('learn', () => learn().then((m) => m.PuzzlesView)) },
  {
    path: 'tournament',
    nav: 'navTournament',
    View: lazyView('tournament', () => import('../tournament/view.js').then((m) => m.TournamentView)),
  },
];
