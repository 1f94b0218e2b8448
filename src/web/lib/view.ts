/** What the page shell hands every view it routes to (see sections.tsx, where views are listed). */
import type { Translate } from '../i18n/i18n.js';
import type { Language } from '../i18n/language.js';
import type { Session } from '../play/session.js';
import type { Settings } from '../play/settings.js';
import type { Services } from '../shell/services.js';
import type { Route } from './router.js';

export interface ViewProps {
  /** The game, settings and statistics behind the page. */
  readonly session: Session;
  /** The current settings (the shell re-renders the view when they change). */
  readonly settings: Settings;
  readonly language: Language;
  readonly t: Translate;
  /** The route shown, with its parameters, e.g. `{ path: 'analysis', params: { moves: 'f5d6' } }`. */
  readonly route: Route;
  /** Opens the new-game dialog (a game started there is played in the Play view). */
  readonly onNewGame: () => void;
  /** The analysis board, its engine and the game archive. */
  readonly services: Services;
}
