/** The languages of the page, and which one a visitor gets: their choice, else their browser's. The
 * one home of the language setting below the settings, so that the messages need nothing of the game. */

/** Each language of the page by its code, with its name in itself (as the settings list it). The one
 * list of languages: a language added here and given a file beside each catalogue's `en.ts` (and
 * Learn's `text-en.ts`) is on the page. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français' } as const;

export type Language = keyof typeof LANGUAGE_NAMES;
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as readonly Language[];

/** The language to show: the chosen one, else the browser's first supported one, else English. */
export const resolveLanguage = (choice: Language | 'auto', browser: readonly string[]): Language => {
  if (choice !== 'auto') return choice;
  for (const tag of browser) {
    const base = tag.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
};

/** The browser's languages, most preferred first. */
export const browserLanguages = (): readonly string[] => navigator.languages ?? [navigator.language];
