/**
 * Equal counts at the end of a game are a tie: players say "tie" ("draw" is frowned upon, as the
 * encyclopedia article on Reversi notes), the French say "égalité" and the Germans "Gleichstand",
 * rather than the words for a game left undecided ("match nul", "partie nulle", "Unentschieden",
 * "Remis"), and Japanese players say 引き分け rather than the loanword ドロー or 和局. This finds, in any tree of messages (a language's catalogue: objects, arrays and strings),
 * every string that uses one of those words, with its path, so that a test can require none. It takes
 * the Learn texts today and the game's message files once they are split out of src/web/i18n.ts.
 */

/** The words that say "draw" where a tie is meant, by language. */
export const DRAW_WORDS: Readonly<Record<'en' | 'fr' | 'de' | 'ja', readonly RegExp[]>> = {
  // "drawn" is allowed for a picture ("a board drawn on paper"), not for a result ("Drawn", "a drawn game").
  en: [/\bdraws?\b/i, /^drawn\b/i, /\bdrawn\s+(game|result|match)/i, /\b(was|is|are|were|games?)\s+drawn\b/i],
  // "nul" and "nulle" for a result; "nulle part" (nowhere) is fine.
  fr: [/\bnul(le)?s?\b(?!\s+part\b)/i],
  de: [/\bunentschieden\b/i, /\bremis\b/i],
  ja: [/ドロー/, /和局/],
};

/** Every string of a message tree with its path, e.g. `['lessons.ending.text.ties[0]', 'Equal…']`. */
export const messages = (tree: unknown, path = ''): [string, string][] => {
  if (typeof tree === 'string') return [[path, tree]];
  if (typeof tree === 'function' || tree === null || tree === undefined) return [];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => messages(item, `${path}[${i}]`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    messages(v, path ? `${path}.${k}` : k),
  );
};

/** The messages of a tree that say "draw" where a tie is meant: `path: text` each. */
export const drawWhereTieMeant = (tree: unknown, language: keyof typeof DRAW_WORDS): string[] =>
  messages(tree)
    .filter(([, text]) => DRAW_WORDS[language].some((word) => word.test(text)))
    .map(([path, text]) => `${path}: ${text}`);
