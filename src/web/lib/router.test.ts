import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryOf, navigationOf, navPathOf, parseRoute, routeHash, routeLink } from './router.js';

describe('routes in the hash', () => {
  it('reads the path and the parameters', () => {
    expect(parseRoute('#/analysis?moves=f5d6c3d3c4')).toEqual({
      path: 'analysis',
      params: { moves: 'f5d6c3d3c4' },
    });
    const board = `${'-'.repeat(27)}OX${'-'.repeat(6)}XO${'-'.repeat(27)}`;
    expect(parseRoute(`#/analysis?board=${board}X`).params.board).toBe(`${board}X`);
    expect(parseRoute('#/play')).toEqual({ path: 'play', params: {} });
    expect(parseRoute('#/games?result=won&level=expert').params).toEqual({ result: 'won', level: 'expert' });
  });

  it('forgives what people type: no #, no slash, capitals, a trailing slash, repeated parameters', () => {
    expect(parseRoute('/play').path).toBe('play');
    expect(parseRoute('play').path).toBe('play');
    expect(parseRoute('#/Analysis/').path).toBe('analysis');
    expect(parseRoute('#//editor').path).toBe('editor');
    expect(parseRoute('#/Learn/FAQ/').path).toBe('learn/faq');
    expect(parseRoute('#/analysis?moves=f5&moves=d3').params.moves).toBe('d3');
    const odd = parseRoute('#/play?__proto__=x');
    expect(Object.getPrototypeOf(odd.params)).toBe(Object.prototype);
    expect(odd.params).toEqual({ ['__proto__']: 'x' });
  });

  it('reads anything else as the empty path (the default view), never throwing', () => {
    for (const hash of [
      '',
      '#',
      '#/',
      '#/../../etc',
      '#/a b',
      '#/%E0%A4%A',
      '#?x=1',
      '#/1play',
      '#/learn//faq',
      '#/learn/1',
    ])
      expect(parseRoute(hash).path, hash).toBe('');
    expect(parseRoute('#/play?%E0%A4%A=1').path).toBe('play');
  });

  it('writes hashes that read back as written', () => {
    expect(routeHash('play')).toBe('#/play');
    expect(routeHash('analysis', { moves: 'f5d6', board: undefined })).toBe('#/analysis?moves=f5d6');
    expect(() => routeHash('../x')).toThrow(/not a route path/);
    const words = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}(\/[a-z][a-z0-9-]{0,6}){0,2}$/);
    fc.assert(
      fc.property(words, fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (path, params) => {
        expect(parseRoute(routeHash(path, params))).toEqual({ path, params: { ...params } });
      }),
    );
  });

  it('makes a link to share from the page address, whatever route it shows now', () => {
    expect(routeLink({ href: 'https://example.org/wedge/#/play' }, 'analysis', { moves: 'f5' })).toBe(
      'https://example.org/wedge/#/analysis?moves=f5',
    );
    expect(routeLink({ href: 'http://localhost:5173/' }, 'editor')).toBe('http://localhost:5173/#/editor');
  });
});

describe('the table of views', () => {
  const table = [
    { path: 'play', nav: 'navPlay' },
    { path: 'analysis', nav: 'navAnalysis' },
    { path: 'editor', under: 'analysis' },
  ];

  it('shows the view of the path, else the first one', () => {
    expect(entryOf(parseRoute('#/analysis'), table).path).toBe('analysis');
    expect(entryOf(parseRoute('#/editor'), table).path).toBe('editor');
    expect(entryOf(parseRoute('#/nowhere'), table).path).toBe('play');
    expect(entryOf(parseRoute('#/play/extra'), table).path).toBe('play');
    expect(entryOf(parseRoute(''), table).path).toBe('play');
  });

  it('lists in the navigation only views that have an entry there, and none while only one exists', () => {
    expect(navigationOf(table).map((e) => e.path)).toEqual(['play', 'analysis']);
    expect(navigationOf([table[0], table[2]])).toEqual([]);
  });

  it('marks the entry a view sits under', () => {
    expect(navPathOf(table[2])).toBe('analysis');
    expect(navPathOf(table[1])).toBe('analysis');
  });
});
