/** The words every view shares (en.ts defines the keys), a file per language, fetched for the page's
 * language before the page is first drawn (main.tsx). */
import { catalogue, type Messages, type Translate } from '../../i18n/i18n.js';
import type { MessageKey } from './en.js';

export type { MessageKey };

export const uiMessages = catalogue<MessageKey>(
  'ui',
  import.meta.glob<Messages<MessageKey>>(['./*.ts', '!./index.ts'], { import: 'default' }),
);

/** A view's translator: the words every view shares (a feature's views get their own besides). */
export type ViewTranslate = Translate<MessageKey>;
