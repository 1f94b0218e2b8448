/**
 * The page's words: catalogues of messages, one per folder of the page that speaks (`ui/messages/`
 * the words every view shares, `shell/messages/` the frame's, and each feature's own `messages/`),
 * each a file per language that is fetched when the page first needs it in the visitor's language,
 * so a visit carries one language only. English defines each catalogue's keys (`messages/en.ts`);
 * the compiler checks that every other language has each key and no other. `{name}` in a message is
 * filled by `format`. Learn keeps its long texts in `learn/text-<language>.ts`, loaded the same way.
 *
 * A language is added with a file beside each catalogue's `en.ts` (and Learn's `text-en.ts`) and a
 * line in language.ts: each catalogue finds its files with `import.meta.glob`, so no list of files is
 * kept by hand (docs/browser.md, "The page's words").
 */
import type { Language } from './language.js';

/** A catalogue's messages in one language: a text for each key. */
export type Messages<K extends string> = Readonly<Record<K, string>>;

/** What fills a message's placeholders, e.g. `{ color: 'Black' }`. */
export type Values = Readonly<Record<string, string | number>>;

/** A translator: `t('toMove', { color })`. Views get one for the words every view shares
 * (`Translate<MessageKey>`, ui/messages); a feature's views, one for its own words besides
 * (`Translate<MessageKey | PlayKey>`). */
export type Translate<K extends string> = (key: K, values?: Values) => string;

/** Fills `{name}` placeholders, e.g. `format('{color} to move', { color: 'Black' })`. */
export const format = (message: string, values: Values = {}): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The form of a count's word in a language: `'one'` for 1 (and 0 in French), else `'many'`. */
export const pluralForm = (language: Language, n: number): 'one' | 'many' =>
  new Intl.PluralRules(language).select(n) === 'one' ? 'one' : 'many';

/** The translator of a catalogue's messages in one language. */
export const translate =
  <K extends string>(messages: Messages<K>): Translate<K> =>
  (key, values) =>
    format(messages[key], values);

/** A translator that knows the messages `more` besides those of `t` (a feature's words and the page's). */
export const extend =
  <A extends string, B extends string>(t: Translate<A>, more: Messages<B>): Translate<A | B> =>
  (key, values) =>
    Object.hasOwn(more, key) ? format(more[key as B], values) : t(key as A, values);

/** One part of the page's messages in every language, each language's file fetched on first use. */
export interface Catalogue<K extends string> {
  /** Which part, e.g. `'play'`. */
  readonly name: string;
  /** The languages it has a file for (language.ts's list, if nothing is missing). */
  readonly languages: readonly string[];
  /** The messages in `language`, fetched on the first call (and again after a fetch that failed). */
  load(language: Language): Promise<Messages<K>>;
  /** The messages in `language` once loaded, else undefined. */
  get(language: Language): Messages<K> | undefined;
}

/** Every catalogue made so far, i.e. of every part of the page loaded so far: switching languages
 * loads them all before any word changes. */
const catalogues = new Set<Catalogue<string>>();

/**
 * A catalogue of the files beside its `en.ts`, as `import.meta.glob` lists them: `./en.ts`, `./fr.ts`, ...
 * e.g. `catalogue<PlayKey>('play', import.meta.glob(['./*.ts', '!./index.ts'], { import: 'default' }))`.
 * The bundler makes each file a chunk of its own, fetched when `load` first asks for it.
 */
export const catalogue = <K extends string>(
  name: string,
  files: Readonly<Record<string, () => Promise<Messages<K>>>>,
): Catalogue<K> => {
  const loaded = new Map<Language, Messages<K>>();
  const loading = new Map<Language, Promise<Messages<K>>>();
  const made: Catalogue<K> = {
    name,
    languages: Object.keys(files).map((path) => path.replace(/^\.\/|\.ts$/g, '')),
    get: (language) => loaded.get(language),
    load: (language) => {
      const known = loaded.get(language);
      if (known) return Promise.resolve(known);
      let pending = loading.get(language);
      if (!pending) {
        const file = files[`./${language}.ts`];
        pending = file
          ? file().then((messages) => {
              loaded.set(language, messages);
              return messages;
            })
          : Promise.reject(new Error(`the ${name} messages have no file for ${language}`));
        // A failed fetch (offline) is tried again at the next call.
        pending.catch(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
  };
  catalogues.add(made);
  return made;
};

/** Loads the messages of every part of the page loaded so far in `language`, so that a switch to it
 * changes every word at once; rejects if any cannot be fetched (offline, say). */
export const loadLanguage = async (language: Language): Promise<void> => {
  await Promise.all([...catalogues].map((c) => c.load(language)));
};
