/** The analysis section's words (en.ts defines the keys), a file per language, fetched for the page's
 * language with the first of its views that opens (the board, the editor or the archive's list). */
import { catalogue, type Messages, type Translate } from '../../i18n/i18n.js';
import type { MessageKey } from '../../ui/messages/index.js';
import type { AnalysisKey } from './en.js';

export type { AnalysisKey };

export const analysisMessages = catalogue<AnalysisKey>(
  'analysis',
  import.meta.glob<Messages<AnalysisKey>>(['./*.ts', '!./index.ts'], { import: 'default' }),
);

/** The analysis section's translator: its words and every page's. */
export type AnalysisTranslate = Translate<MessageKey | AnalysisKey>;
