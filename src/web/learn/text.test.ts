/** The Learn pages' words: every language has every text, translated, with the same placeholders. */
import { describe, expect, it } from 'vitest';
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
