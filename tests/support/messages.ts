/**
 * The page's words for tests, loaded at once: every catalogue (`src/web/<folder>/messages/`) merged
 * per language, and a translator over them, as the page builds one from the catalogues it loaded
 * (src/web/i18n/i18n.ts). Found as the page finds them, so a language added there is here too.
 * Learn's texts are its own (learn/text-*.ts).
 */
import type { AnalysisKey } from '../../src/web/analysis/messages/en.js';
import { type Messages, type Translate, translate } from '../../src/web/i18n/i18n.js';
import { LANGUAGES, type Language } from '../../src/web/i18n/language.js';
import type { PlayKey } from '../../src/web/play/messages/en.js';
import type { ShellKey } from '../../src/web/shell/messages/en.js';
import type { TournamentKey } from '../../src/web/tournament/messages/en.js';
import type { MessageKey } from '../../src/web/ui/messages/en.js';

/** Every key of every catalogue. */
export type AnyKey = MessageKey | ShellKey | PlayKey | AnalysisKey | TournamentKey;

/** Every catalogue's file, by path, e.g. `../../src/web/play/messages/fr.ts`. */
const FILES = import.meta.glob<Messages<string>>(
  ['../../src/web/*/messages/*.ts', '!../../src/web/*/messages/index.ts'],
  { eager: true, import: 'default' },
);

/** The catalogues of `language`, by folder, e.g. `{ ui: {...}, play: {...} }`. */
export const cataloguesOf = (language: Language): Record<string, Messages<string>> =>
  Object.fromEntries(
    Object.entries(FILES)
      .map(([path, messages]) => [/\/web\/([^/]+)\/messages\/([^/]+)\.ts$/.exec(path), messages] as const)
      .filter(([m]) => m?.[2] === language)
      .map(([m, messages]) => [m![1], messages]),
  );

/** Every word of each language, the catalogues merged. */
export const MESSAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, Object.assign({}, ...Object.values(cataloguesOf(language)))]),
) as Record<Language, Messages<AnyKey>>;

/** A translator knowing every word of `language`. */
export const translator = (language: Language): Translate<AnyKey> => translate(MESSAGES[language]);
