/** The guided first game in headless Chromium: offered on a first visit, its coach's notes on the first
 * moves, and "Notes off", which hides them and stays off after a reload. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalSquares, moveEntries, open, waitForHumanOrEnd } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  const { launch } = await import('./browser.js');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('guided first game', () => {
  it('is offered on a first visit, notes the first moves, and its notes switch off for good', async () => {
    const { context, page, errors } = await open(browser);
    const offer = page.locator('[data-testid="first-game-offer"]');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('guided first game against Easy');
    await page.getByRole('button', { name: 'Play the guided game' }).click();
    await expect.poll(() => offer.count()).toBe(0);

    // The coach's overlays are on for the guided game.
    expect(await page.locator('.coach input[type="checkbox"]:checked').count()).toBeGreaterThan(0);

    const note = page.locator('[data-testid="coach-note"]');
    expect(await note.count()).toBe(0);
    // The opening move d3 flips one disc, adds a frontier disc or two and gives no corner: the coach
    // says how many moves the computer then has (3) or calls it quiet.
    await waitForHumanOrEnd(page);
    await page.locator('[data-square="d3"]').click();
    await note.waitFor();
    const first = await note.textContent();
    expect(first).toMatch(/legal moves|quiet move|frontier/);
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    const [second] = await legalSquares(page);
    await page.locator(`[data-square="${second}"]`).click();
    await expect.poll(() => moveEntries(page)).toHaveLength(3);
    expect(await note.count()).toBe(1);

    await page.getByRole('button', { name: 'Notes off' }).click();
    await expect.poll(() => note.count()).toBe(0);
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    await waitForHumanOrEnd(page);
    expect(await note.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Notes off' }).count()).toBe(0);
    // Offered once: not again after the reload.
    expect(await offer.count()).toBe(0);

    // Before any rated game, the new-game dialog says where to start.
    await page.getByRole('button', { name: 'New game' }).first().click();
    expect(await page.locator('[data-testid="level-advice"]').textContent()).toContain('start with Easy');
    expect(await page.locator('[data-testid="level-up"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not offered to a player with finished games, who is told the next level after three wins in a row', async () => {
    const line = { games: 4, wins: 3, losses: 1, draws: 0, best: 20, total: 40, streak: 3 };
    const storage = {
      'wedge.stats': JSON.stringify({ version: 2, lines: { 'standard/easy/black': line }, counted: [] }),
    };
    const { context, page, errors } = await open(browser, { storage });
    expect(await page.locator('[data-testid="first-game-offer"]').count()).toBe(0);
    await page.getByRole('button', { name: 'New game' }).first().click();
    const up = page.locator('[data-testid="level-up"]');
    await up.waitFor();
    expect(await up.textContent()).toBe('3 wins in a row against Easy: try Medium.');
    expect(errors).toEqual([]);
    await context.close();
  });
});
