/** The browser game end to end in headless Chromium: whole games, undo/redo, passes, persistence. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discCount,
  legalSquares,
  moveEntries,
  moveText,
  open,
  paste,
  shot,
  squareName,
  waitForHumanOrEnd,
} from './browser.js';
import { BLACK_MUST_PASS, LAST_MOVE_G8, WHITE_PASSES_AFTER_G2 } from './games.js';

let browser: Browser;
beforeAll(async () => {
  const { launch } = await import('./browser.js');
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('browser game', () => {
  it('plays a whole game against Easy to the end and shows counts and result', async () => {
    const { context, page, errors } = await open(browser);
    expect(await squareName(page, 'd3')).toBe('d3, empty, legal move');
    expect(await squareName(page, 'e4')).toBe('e4, black');
    expect(await squareName(page, 'd4')).toBe('d4, white');
    expect(await squareName(page, 'a1')).toBe('a1, empty');
    for (let turn = 0; turn < 70; turn++) {
      await waitForHumanOrEnd(page);
      if (await page.locator('[data-testid="result"]').count()) break;
      const [square] = await legalSquares(page);
      await page.locator(`[data-square="${square}"]`).click();
      if (turn === 10) await shot(page, 'desktop-game');
    }
    const result = page.locator('[data-testid="result"]');
    await expect.poll(() => result.count()).toBe(1);
    const black = await discCount(page, 'black');
    const white = await discCount(page, 'white');
    expect(await page.locator('[data-count="black"] .count-number').textContent()).toBe(String(black));
    expect(await page.locator('[data-count="white"] .count-number').textContent()).toBe(String(white));
    const text = await result.textContent();
    const [high, low] = [Math.max(black, white), Math.min(black, white)];
    expect(text).toContain(
      black === white
        ? `A tie, Black ${black}–${white} White.`
        : `${black > white ? 'Black' : 'White'} wins ${high}–${low} against ${black > white ? 'White' : 'Black'}.`,
    );
    // Both scorings are always shown; in standard Othello the empties go to the winner.
    expect(text).toContain('Tournament score (empties to the winner)');
    expect(await legalSquares(page)).toEqual([]);
    await shot(page, 'desktop-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('undoes and redoes across a computer reply and across a pass', async () => {
    const { context, page, errors } = await open(browser);
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await moveEntries(page)).toEqual([]);
    expect(await squareName(page, 'f5')).toBe('f5, empty, legal move');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect((await moveEntries(page))[0]).toBe('f5');
    expect(await moveEntries(page)).toHaveLength(2);

    await paste(page, WHITE_PASSES_AFTER_G2);
    await waitForHumanOrEnd(page);
    const before = await moveEntries(page);
    await page.locator('[data-square="g2"]').click();
    const pass = page.locator('[data-testid="pass"]');
    await expect.poll(() => pass.count()).toBe(1);
    expect(await pass.textContent()).toBe('White has no legal move and passes. Black plays again.');
    expect((await moveEntries(page)).slice(before.length)).toEqual(['g2', 'pass']);
    expect(await page.locator('[data-testid="live"]').textContent()).toContain('White has no legal move');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await moveEntries(page)).toEqual(before);
    expect(await pass.count()).toBe(0);
    expect(await squareName(page, 'g2')).toBe('g2, empty, legal move');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    expect((await moveEntries(page)).slice(before.length)).toEqual(['g2', 'pass']);
    expect(await squareName(page, 'g2')).toBe('g2, black, last move');
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('announces a pass the human must make, and the computer moves again', async () => {
    const { context, page, errors } = await open(browser);
    await paste(page, BLACK_MUST_PASS);
    const pass = page.locator('[data-testid="pass"]');
    await expect.poll(() => pass.count()).toBe(1);
    expect(await pass.textContent()).toBe('Black has no legal move and passes. White plays again.');
    const pasted = BLACK_MUST_PASS.length / 2;
    await expect.poll(async () => (await moveEntries(page)).length).toBeGreaterThan(pasted + 1);
    const entries = await moveEntries(page);
    expect(entries[pasted]).toBe('pass');
    expect(entries[pasted + 1]).toMatch(/^[a-h][1-8]$/);
    // White's second move in a row stays visible: the pass notice remains until Black moves.
    expect(await pass.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores the game and the settings (theme, language) after a reload; copies the move list', async () => {
    const { context, page, errors } = await open(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await page.locator('[data-square="d3"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Schließen' }).first().click();
    const moves = await moveText(page);
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(moves);
    const board = await page.locator('[data-square]').evaluateAll((els) => els.map((e) => e.ariaLabel));
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await moveText(page)).toBe(moves);
    expect(await page.locator('[data-square]').evaluateAll((els) => els.map((e) => e.ariaLabel))).toEqual(
      board,
    );
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.locator('[data-testid="status"]').textContent()).toContain('Du bist am Zug (Schwarz)');
    expect(await page.getByRole('button', { name: 'Neues Spiel' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts a finished game in the statistics', async () => {
    const { context, page, errors } = await open(browser);
    await page.getByRole('button', { name: 'Statistics' }).click();
    await expect.poll(() => page.getByText('No finished games against the computer yet.').count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).last().click();
    await paste(page, LAST_MOVE_G8);
    await waitForHumanOrEnd(page);
    expect(await legalSquares(page)).toEqual(['g8']);
    await page.locator('[data-square="g8"]').click();
    const result = page.locator('[data-testid="result"]');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toContain('White wins 41–23 against Black.');
    await page.getByRole('button', { name: 'Statistics' }).click();
    const row = page.locator('[data-stat="easy/black"]');
    expect(await row.locator('[data-field="games"]').textContent()).toBe('1');
    expect(await row.locator('[data-field="losses"]').textContent()).toBe('1');
    await shot(page, 'desktop-statistics');
    // Reloading a finished game does not count it twice.
    await page.reload();
    await page.getByRole('button', { name: 'Statistics' }).click();
    expect(await page.locator('[data-stat="easy/black"] [data-field="games"]').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays a move with the keyboard alone', async () => {
    const { context, page, errors } = await open(browser);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-square'))) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('d3');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toBe('c4');
    await page.keyboard.press('Enter');
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    expect((await moveEntries(page))[0]).toBe('c4');
    await waitForHumanOrEnd(page);
    // Space plays too: walk the cursor to a legal move and press it.
    const [target] = await legalSquares(page);
    await page.locator(`[data-square="${target}"]`).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => moveEntries(page)).toHaveLength(4);
    expect((await moveEntries(page))[2]).toBe(target);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets two players play on one device, after confirming to discard the game in progress', async () => {
    const { context, page, errors } = await open(browser);
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    const confirmations: string[] = [];
    page.once('dialog', async (dialog) => {
      confirmations.push(dialog.message());
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('human');
    await page.getByLabel('Variant').selectOption('6x6');
    await page.getByRole('button', { name: 'Start' }).click();
    expect(confirmations).toEqual(['Discard the game in progress and start a new one?']);
    expect(await page.locator('[data-square]').count()).toBe(36);
    expect(await page.locator('[data-testid="status"]').textContent()).toBe('Black to move');
    const [first] = await legalSquares(page);
    await page.locator(`[data-square="${first}"]`).click();
    expect(await page.locator('[data-testid="status"]').textContent()).toBe('White to move');
    const [second] = await legalSquares(page);
    await page.locator(`[data-square="${second}"]`).click();
    expect(await moveEntries(page)).toEqual([first, second]);
    expect(await squareName(page, second)).toBe(`${second}, white, last move`);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    expect(await moveEntries(page)).toEqual([first]);
    expect(await page.locator('[data-testid="status"]').textContent()).toBe('White to move');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right on a phone', async () => {
    const { context, page, errors } = await open(browser, { viewport: { width: 390, height: 844 } });
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    const box = await page.locator('.board').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    await shot(page, 'phone-game');
    await page.getByRole('button', { name: 'New game' }).click();
    await shot(page, 'phone-new-game');
    await page.getByLabel('Variant').selectOption('4x4');
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Start' }).click();
    expect(await page.locator('[data-square]').count()).toBe(16);
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'phone-4x4-dark');
    expect(errors).toEqual([]);
    await context.close();
  });
});
