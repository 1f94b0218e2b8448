/** The game screen's words (en.ts defines the keys), a file per language, fetched for the page's
 * language before the page is first drawn, since the game screen and its dialogs come first. */
import { catalogue, type Messages, type Translate } from '../../i18n/i18n.js';
import type { MessageKey } from '../../ui/messages/index.js';
import type { PlayKey } from './en.js';

export type { PlayKey };

export const playMessages = catalogue<PlayKey>(
  'play',
  import.meta.glob<Messages<PlayKey>>(['./*.ts', '!./index.ts'], { import: 'default' }),
);

/** The game screen's translator: its words and every page's. */
export type PlayTranslate = Translate<MessageKey | PlayKey>;
