/** Search threads in the page: served cross-origin isolated (scripts/serve.mjs), Expert searches on
 * two workers sharing the kernel's memory and still answers a legal move; Hard keeps one. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, moveEntries, open } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('search threads in the page', () => {
  it('is cross-origin isolated, and Expert answers with two engine workers', async () => {
    const { context, page, errors } = await open(browser);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('expert');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => performance.getEntriesByName('wedge-engine-ready').length > 0);
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page), { timeout: 30_000 }).toHaveLength(2);
    // The owner and its helper (Chromium's two dedicated workers of the page).
    expect(page.workers()).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
