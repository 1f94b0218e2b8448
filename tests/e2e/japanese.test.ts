/**
 * Japanese in Chromium: a visitor whose browser asks for Japanese gets it on every route (play, the
 * analysis board, Learn with a lesson, the FAQ and the puzzles, the tournament), in the system's
 * Japanese fonts and with no font file fetched; a visitor who picks 日本語 in the settings keeps it
 * after a reload. On every route no message is missing (no `undefined`, no unfilled `{placeholder}`)
 * and no English text is left where the Japanese catalogues have a translation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as learnEn } from '../../src/web/learn/text-en.js';
import { ja as learnJa } from '../../src/web/learn/text-ja.js';
import { MESSAGES } from '../support/messages.js';
import { messages } from '../support/terminology.js';
import { launch, open, shot } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The English texts that must not show on a Japanese page: the literal pieces (between placeholders)
 * of every English message whose Japanese differs, long enough to be a phrase rather than a name
 * (two words or more, eight characters or more).
 */
const englishPhrases = (): string[] => {
  const pairs: [string, string][] = [];
  const en = MESSAGES.en as Readonly<Record<string, string>>;
  const ja = MESSAGES.ja as Readonly<Record<string, string>>;
  for (const key of Object.keys(en)) pairs.push([en[key], ja[key]]);
  const learnJaByPath = new Map(messages(learnJa));
  for (const [path, words] of messages(learnEn)) pairs.push([words, learnJaByPath.get(path) ?? '']);
  const phrases = new Set<string>();
  for (const [english, japanese] of pairs) {
    if (english === japanese) continue;
    for (const piece of english.split(/\{\w+\}/)) {
      const phrase = piece.trim().replace(/[.,:;!?…]+$/, '');
      if (phrase.length >= 8 && /\s/.test(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
};
const ENGLISH = englishPhrases();

/** What is wrong with the words a page shows: missing messages and English left over. */
const leftovers = async (page: Page): Promise<string[]> => {
  const text = await page.locator('body').innerText();
  const found: string[] = [];
  if (/\bundefined\b/.test(text)) found.push('undefined');
  for (const m of text.matchAll(/\{\w+\}/g)) found.push(m[0]);
  for (const phrase of ENGLISH) if (text.includes(phrase)) found.push(phrase);
  return found;
};

/** The message files among `urls`, as `language-part`, e.g. `ja-ui` (vite.config.ts names them). */
const messageFiles = (urls: readonly string[]): string[] =>
  [...new Set(urls.flatMap((u) => /\/assets\/messages-([a-z]+-[a-z]+)-/.exec(u)?.[1] ?? []))].sort();

/** Font files the page fetched (there must be none: Japanese is drawn in the system's fonts). */
const fontRequests = (page: Page): string[] => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)(\?|$)/.test(request.url()))
      fonts.push(request.url());
  });
  return fonts;
};

const goTo = async (page: Page, hash: string, ready: string): Promise<void> => {
  await page.goto(page.url().replace(/#.*$/, '') + hash);
  await page.locator(ready).first().waitFor();
};

describe('the page in Japanese', () => {
  it('follows a Japanese browser on every route, in the system’s Japanese fonts, with nothing left in English', async () => {
    const { context, page, errors } = await open(browser, { locale: 'ja-JP' });
    const fonts = fontRequests(page);
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    // The first visit again, every request seen: the page's words in Japanese only.
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(messageFiles(requests)).toEqual(['ja-play', 'ja-shell', 'ja-ui']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.locator('[data-testid="status"]').textContent()).toContain('あなたの番(黒)');
    expect(await page.getByRole('button', { name: '新しい対局' }).count()).toBe(1);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.startsWith('"Hiragino Sans"')).toBe(true);
    expect(await leftovers(page)).toEqual([]);
    await shot(page, 'ja-play');

    // A move, and the status follows in Japanese.
    await page.locator('[data-square="f5"]').click();
    await page.locator('.move-list').waitFor();
    expect(await page.locator('[data-square="f5"]').getAttribute('aria-label')).toContain('黒石');

    await goTo(page, '#/analysis?moves=f5d6c3', '[data-testid="analysis-status"]');
    expect(await leftovers(page)).toEqual([]);

    await goTo(page, '#/learn', '[data-lesson]');
    expect(await page.locator('.lesson-index h2').textContent()).toBe('オセロを学ぶ');
    expect(await leftovers(page)).toEqual([]);
    await goTo(page, '#/learn?lesson=x-c', '[data-exercise="connected"]');
    expect(await page.locator('body').innerText()).toContain('X打ち');
    expect(await leftovers(page)).toEqual([]);
    await shot(page, 'ja-lesson');
    await goTo(page, '#/learn/faq', '[data-faq]');
    await page.evaluate(() => {
      for (const d of document.querySelectorAll('details')) d.open = true;
    });
    expect(await page.locator('body').innerText()).toContain('初心者のよくある質問');
    expect(await leftovers(page)).toEqual([]);
    await goTo(page, '#/puzzles', '.puzzle-level');
    expect(await page.locator('body').innerText()).toContain('終盤の問題');
    expect(await leftovers(page)).toEqual([]);

    await goTo(page, '#/tournament', 'h2, h1');
    await page.getByRole('heading', { name: '新しい大会' }).waitFor();
    await page.getByLabel('名前').fill('クラブ例会');
    await page.getByLabel('回戦数').fill('3');
    await page.getByRole('button', { name: '作成' }).click();
    await page.getByRole('heading', { name: 'クラブ例会' }).waitFor();
    const players = page.locator('section[aria-labelledby="players-title"]');
    for (const name of ['佐藤', '鈴木', '高橋']) {
      await players.getByLabel('名前', { exact: true }).fill(name);
      await players.getByRole('button', { name: '参加者を追加' }).click();
      await page.locator(`[data-player="${name}"]`).waitFor();
    }
    await page.getByRole('button', { name: '第1回戦の組み合わせを作る' }).click();
    await page.locator('[data-round="1"]').waitFor();
    expect(await page.locator('[data-round="1"] [data-testid="byes"]').textContent()).toMatch(/^不戦勝:/);
    expect(await page.locator('body').innerText()).toContain('順位表');
    expect(await leftovers(page)).toEqual([]);
    await shot(page, 'ja-tournament', { fullPage: true });

    // Every part of the page came in Japanese, Learn's words too, and nothing in another language.
    expect(messageFiles(requests)).toEqual(['ja-analysis', 'ja-play', 'ja-shell', 'ja-tournament', 'ja-ui']);
    const learnTexts = [
      ...new Set(requests.flatMap((u) => /\/assets\/learn-text-([a-z]+)-/.exec(u)?.[1] ?? [])),
    ];
    expect(learnTexts).toEqual(['ja']);
    expect(fonts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is chosen as 日本語 in the settings and kept after a reload', async () => {
    const { context, page, errors } = await open(browser);
    // The check finds English on an English page: it would see what a Japanese page left untranslated.
    expect(await leftovers(page)).toContain('New game');
    await page.getByRole('button', { name: 'Settings' }).click();
    const language = page.getByLabel('Language');
    expect(await language.locator('option[value="ja"]').textContent()).toBe('日本語');
    await language.selectOption('ja');
    await page.getByRole('button', { name: '閉じる' }).first().click();
    expect(await page.locator('[data-testid="status"]').textContent()).toContain('あなたの番(黒)');
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.getByRole('button', { name: '新しい対局' }).count()).toBe(1);
    expect(await leftovers(page)).toEqual([]);
    await goTo(page, '#/learn', '[data-lesson]');
    expect(await page.locator('.lesson-index h2').textContent()).toBe('オセロを学ぶ');
    expect(await leftovers(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
