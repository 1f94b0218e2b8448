/**
 * The page's words come in the visitor's language only (src/web/i18n/i18n.ts): a first visit fetches
 * that language's message files and no other's, a switch of language fetches the new one's words of
 * every part shown before any word changes, a feature opened later brings its words in the language
 * shown, and the offline cache keeps the languages in use (shell/sw.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, open } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The message files among `urls`, as `language-part`, e.g. `fr-ui` (vite.config.ts names them). */
const messageFiles = (urls: readonly string[]): string[] =>
  [...new Set(urls.flatMap((u) => /\/assets\/messages-([a-z]+-[a-z]+)-/.exec(u)?.[1] ?? []))].sort();

/** The message files in the offline cache, as `messageFiles` names them. */
const cachedMessageFiles = async (page: Page): Promise<string[]> =>
  messageFiles(
    await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls;
    }),
  );

describe('the page in the visitor’s language', () => {
  it('carries only the visitor’s language on a first visit, and the new one’s words on a switch', async () => {
    const { context, page, errors } = await open(browser, { locale: 'fr-FR', serviceWorkers: true });
    // The page's requests; the offline cache's own fetches are checked in the cache itself.
    const requests: string[] = [];
    context.on('request', (request) => {
      if (!request.serviceWorker()) requests.push(request.url());
    });
    // The first visit again, every request seen (the cache is not in control before a reload).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await page.getByRole('button', { name: 'Nouvelle partie' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(messageFiles(requests)).toEqual(['fr-play', 'fr-shell', 'fr-ui']);
    // The offline cache took French only, its parts the first visit did not yet show as well.
    expect(await cachedMessageFiles(page)).toEqual([
      'fr-analysis',
      'fr-play',
      'fr-shell',
      'fr-tournament',
      'fr-ui',
    ]);

    requests.length = 0;
    await page.getByRole('button', { name: 'Réglages' }).click();
    await page.getByLabel('Langue').selectOption('de');
    await page.getByRole('button', { name: 'Schließen' }).first().click();
    expect(await page.getByRole('button', { name: 'Neues Spiel' }).count()).toBe(1);
    expect(messageFiles(requests)).toEqual(['de-play', 'de-shell', 'de-ui']);

    // A feature opened later brings its words, in the language shown only.
    requests.length = 0;
    await page.getByRole('link', { name: 'Analyse', exact: true }).click();
    await page.getByRole('link', { name: 'Analysebrett', exact: true }).waitFor();
    expect(messageFiles(requests)).toEqual(['de-analysis']);
    // The page told the offline cache that German is in use: it keeps German's words too.
    await expect
      .poll(() => cachedMessageFiles(page))
      .toEqual([
        'de-analysis',
        'de-play',
        'de-shell',
        'de-tournament',
        'de-ui',
        'fr-analysis',
        'fr-play',
        'fr-shell',
        'fr-tournament',
        'fr-ui',
      ]);
    expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline, keeps the language shown when another cannot be fetched, and switches once it can', async () => {
    const { context, page, errors } = await open(browser, { locale: 'fr-FR', serviceWorkers: true });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await page.getByRole('button', { name: 'Nouvelle partie' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Réglages' }).click();
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('button', { name: 'Fermer' }).first().click();
    // English was never shown, so the cache lacks its words: the page stays French and says so.
    await page.locator('[data-testid="language-failed"]').waitFor();
    expect(await page.getByRole('button', { name: 'Nouvelle partie' }).count()).toBe(1);
    await context.setOffline(false);
    await page.locator('[data-testid="language-failed"] button').click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.locator('[data-testid="language-failed"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
