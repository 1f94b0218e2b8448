/** The Learn pages' words: every language has every text, translated, with the same placeholders. */
import { describe, expect, it } from 'vitest';
import { drawWhereTieMeant } from '../../../tests/support/terminology.js';
import { figureValues } from './figures.js';
import { perftValues } from './perft-counts.js';
import { de } from './text-de.js';
import { en } from './text-en.js';
import { fr } from './text-fr.js';

/** Every string of a text tree with its path, e.g. `['lessons.rules.title', 'The board…']`. */
const leaves = (tree: unknown, path = ''): [string, string][] => {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, path ? `${path}.${k}` : k),
  );
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Learn texts', () => {
  const english = new Map(leaves(en));
  for (const [name, text] of [
    ['German', de],
    ['French', fr],
  ] as const) {
    it(`${name} has every text, translated, with the same placeholders`, () => {
      const theirs = new Map(leaves(text));
      expect([...theirs.keys()]).toEqual([...english.keys()]);
      for (const [path, words] of english) {
        const translated = theirs.get(path)!;
        expect(placeholders(translated), path).toEqual(placeholders(words));
        if (words.replace(/\{\w+\}/g, '').length > 12) expect(translated, path).not.toBe(words);
      }
    });
  }
});

describe('the words for equal counts', () => {
  // The page's other catalogues (src/web/*/messages) are checked the same way in src/web/i18n/i18n.test.ts.
  for (const [language, text] of [
    ['en', en],
    ['fr', fr],
    ['de', de],
  ] as const)
    it(`are "tie" and its ${language} equivalent in the Learn texts, never "draw"`, () => {
      expect(drawWhereTieMeant(text, language)).toEqual([]);
    });

  it('catch "draw" where a tie is meant, and let a board drawn on paper and "nulle part" be', () => {
    expect(drawWhereTieMeant({ a: 'Equal counts make a draw.', b: 'a board drawn on paper' }, 'en')).toEqual([
      'a: Equal counts make a draw.',
    ]);
    expect(drawWhereTieMeant({ a: 'Match nul 32–32', b: 'envoyé nulle part' }, 'fr')).toEqual([
      'a: Match nul 32–32',
    ]);
    expect(drawWhereTieMeant(['Ein Remis', 'Gleichstand'], 'de')).toEqual(['[0]: Ein Remis']);
  });
});

describe('the placeholders of the Learn texts', () => {
  /** What the pages fill in everywhere (shell.tsx): the measured figures, the counts, the lessons. */
  const global = new Set([
    ...Object.keys(figureValues('en')),
    ...Object.keys(perftValues('en')),
    'lessons',
    // The FAQ's levels (faq.tsx reads them from the levels' settings).
    'hardDepth',
    'hardExact',
    'expertSeconds',
    'expertExact',
  ]);

  it('of the lessons’ paragraphs, the FAQ’s answers and the intro are all filled: no figure is typed', () => {
    const paragraphs = [
      ...leaves(en.lessons).filter(([path]) => /\.text\./.test(path)),
      ...leaves(en.faq.items).filter(([path]) => /\.a\[/.test(path)),
      ['learnIntro', en.learnIntro] as [string, string],
      ['proof6.progressLabel', en.proof6.progressLabel] as [string, string],
    ];
    for (const [path, words] of paragraphs)
      for (const name of placeholders(words)) expect(global.has(name), `${path}: {${name}}`).toBe(true);
  });
});
