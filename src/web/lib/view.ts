/**
 * What the page shell hands every view it routes to (shell/sections.tsx lists the views). The types
 * here are what any view may need, stated as this folder's own interfaces, so that a feature depends on
 * them and never on another feature: the shell passes the game screen's session, which has the methods
 * of `GameDesk`, and adds what one feature alone needs (the game screen its whole session, the
 * analysis view its board).
 */
import type { Color, Position } from '../../core/index.js';
import type { Analyst } from '../engines/analyst.js';
import type { Language } from '../i18n/language.js';
import type { ViewTranslate } from '../ui/messages/index.js';
import type { Archive, LoadedGame } from './archive.js';
import type { Route } from './router.js';
import type { Opponent, Settings } from './settings.js';

/** The game on the Play screen, as the other views reach it. */
export interface GameDesk {
  /** True when a game is under way that a new one would discard. */
  inProgress(): boolean;
  /** Starts a game from `position` on the Play screen, against `opponent`, the human playing `humanColor`. */
  playFrom(position: Position, opponent: Opponent, humanColor: Color): void;
  /** The game on the Play screen, its start and moves, to open elsewhere. */
  played(): LoadedGame;
}

/** The long-lived helpers views share, loaded on first use: the analysing engine (the analysis
 * board's, the review's and the hints') and the game archive. */
export interface Services {
  readonly analyst: () => Promise<Analyst>;
  readonly archive: () => Promise<Archive>;
}

export interface ViewProps {
  /** The game on the Play screen. */
  readonly session: GameDesk;
  /** The current settings (the shell re-renders the view when they change). */
  readonly settings: Settings;
  readonly language: Language;
  readonly t: ViewTranslate;
  /** The route shown, with its parameters, e.g. `{ path: 'analysis', params: { moves: 'f5d6' } }`. */
  readonly route: Route;
  /** Opens the new-game dialog (a game started there is played in the Play view). */
  readonly onNewGame: () => void;
  readonly services: Services;
}
