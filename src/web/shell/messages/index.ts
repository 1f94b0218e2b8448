/** The frame's words (en.ts defines the keys), a file per language, fetched for the page's language
 * before the page is first drawn (main.tsx). */
import { catalogue, type Messages } from '../../i18n/i18n.js';
import type { ShellKey } from './en.js';

export type { ShellKey };

export const shellMessages = catalogue<ShellKey>(
  'shell',
  import.meta.glob<Messages<ShellKey>>(['./*.ts', '!./index.ts'], { import: 'default' }),
);
