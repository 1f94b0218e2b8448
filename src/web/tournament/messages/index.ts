/** The tournament page's words (en.ts defines the keys), a file per language, fetched for the page's
 * language with the page's code. */
import { catalogue, type Messages, type Translate } from '../../i18n/i18n.js';
import type { MessageKey } from '../../ui/messages/index.js';
import type { TournamentKey } from './en.js';

export type { TournamentKey };

export const tournamentMessages = catalogue<TournamentKey>(
  'tournament',
  import.meta.glob<Messages<TournamentKey>>(['./*.ts', '!./index.ts'], { import: 'default' }),
);

/** The tournament page's translator: its words and every page's. */
export type TournamentTranslate = Translate<MessageKey | TournamentKey>;
