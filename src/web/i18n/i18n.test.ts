import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cataloguesOf } from '../../../tests/support/messages.js';
import { DRAW_WORDS, drawWhereTieMeant } from '../../../tests/support/terminology.js';
import { catalogue, extend, format, loadLanguage, translate } from './i18n.js';
import { LANGUAGES } from './language.js';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every catalogue's folder: src/web/<folder>/messages. */
const catalogueFolders = readdirSync(web, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => join(web, e.name, 'messages'))
  .filter((folder) => {
    try {
      return readdirSync(folder).length > 0;
    } catch {
      return false;
    }
  });

describe('the page’s words', () => {
  it('has a file in every language of language.ts beside each catalogue’s en.ts, and no other', () => {
    expect(catalogueFolders.map((f) => f.slice(web.length + 1)).sort()).toEqual(
      ['analysis', 'play', 'shell', 'tournament', 'ui'].map((f) => join(f, 'messages')),
    );
    for (const folder of catalogueFolders)
      expect(readdirSync(folder).sort(), folder).toEqual(
        [...LANGUAGES.map((l) => `${l}.ts`), 'index.ts'].sort(),
      );
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(format('{color} to move', { color: 'Black' })).toBe('Black to move');
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('extends a translator with a feature’s words, the feature’s first', () => {
    const t = extend(translate({ a: 'page a', b: 'page b' }), { b: 'feature b', c: 'feature c {n}' });
    expect([t('a'), t('b'), t('c', { n: 3 })]).toEqual(['page a', 'feature b', 'feature c 3']);
  });

  it('fetches a language’s file once, tries a failed fetch again, and refuses a language it lacks', async () => {
    let fetches = 0;
    let fail = true;
    const words = catalogue<'k'>('test', {
      './en.ts': async () => {
        fetches++;
        if (fail) throw new Error('offline');
        return { k: 'English' };
      },
    });
    expect(words.languages).toEqual(['en']);
    await expect(words.load('en')).rejects.toThrow('offline');
    expect(words.get('en')).toBeUndefined();
    fail = false;
    await expect(loadLanguage('en')).resolves.toBeUndefined();
    expect(words.get('en')).toEqual({ k: 'English' });
    await words.load('en');
    expect(fetches).toBe(2);
    await expect(words.load('de')).rejects.toThrow('the test messages have no file for de');
  });

  it('says "tie" and its equivalents for equal counts, never "draw", in every catalogue', () => {
    for (const language of LANGUAGES) {
      expect(Object.hasOwn(DRAW_WORDS, language), `tests/support/terminology.ts lacks ${language}`).toBe(
        true,
      );
      expect(drawWhereTieMeant(cataloguesOf(language), language as keyof typeof DRAW_WORDS)).toEqual([]);
    }
  });
});
