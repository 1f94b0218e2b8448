/** The languages of the page, and which one a visitor gets: their choice, else their browser's. The
 * one home of the language setting below the settings, so that the messages need nothing of the game. */

export const LANGUAGES = ['en', 'de', 'fr', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language to show: the chosen one, else the browser's first supported one, else English. */
export const resolveLanguage = (choice: Language | 'auto', browser: readonly string[]): Language => {
  if (choice !== 'auto') return choice;
  for (const tag of browser) {
    const base = tag.slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
};
