/** The router: views under hash routes that any static host serves, and the header's navigation. */
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

describe('routes', () => {
  it('shows the game under #/play, and an unknown route as #/play', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/play' });
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await page.goto(`${page.url().replace(/#.*$/, '')}#/no-such-view?x=1`);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/play');
    expect(await moveEntries(page)).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
