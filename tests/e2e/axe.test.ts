/**
 * Issue 25: axe-core (the accessibility rules engine, a dev dependency) finds no serious or critical
 * violation on any route of the page, at 1280x800 and at 390x844: the game (also over, with its move
 * list), the analysis board, the editor, the games, Learn (the lessons, a lesson, the review of one's
 * own game, the FAQ), the puzzles and the tournament (the list and a tournament with a round), and a
 * finished game reviewed on the analysis board, whose headings must also be in order (heading-order). The
 * header on a phone shows that its links scroll; "skip to the board" is the first stop of the keyboard.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, paste, waitForHumanOrEnd } from './browser.js';
import { LAST_MOVE_G8, WIPE_OUT } from './games.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Found {
  readonly id: string;
  readonly impact: string;
  readonly nodes: string[];
}

/** axe's serious and critical violations on the page as it stands, with the elements named; and those of
 * the rules in `also`, whatever their impact (e.g. `heading-order`, which axe calls moderate). */
const violations = async (page: Page, also: readonly string[] = []): Promise<Found[]> => {
  // Once a document: the routes change by the hash, so the page keeps axe from the first route on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async (also) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical' || also.includes(v.id))
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, also);
};

/** The routes: the game, the analysis board, the editor, the games, Learn, a lesson, the review of
 * one's own game, the FAQ, the puzzles and the tournaments. */
const ROUTES = [
  '#/play',
  '#/analysis',
  '#/editor',
  '#/games',
  '#/learn',
  '#/learn?lesson=corners',
  '#/learn?lesson=review',
  '#/learn/faq',
  '#/puzzles',
  '#/tournament',
];

/** Goes to a route and waits for its view (lazily loaded views are busy until they come). */
const go = async (page: Page, hash: string): Promise<void> => {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
  await page.locator('main:not([aria-busy="true"]) > *').first().waitFor();
  // A view's own data (IndexedDB, the archive) comes a moment after it shows.
  await page.waitForTimeout(400);
};

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe('axe-core', () => {
  for (const viewport of SIZES)
    it(`finds no serious or critical violation on any route at ${viewport.width}x${viewport.height}`, async () => {
      const { context, page, errors } = await open(browser, { viewport });
      const found: Record<string, Found[]> = {};
      for (const hash of ROUTES) {
        await go(page, hash);
        found[hash] = await violations(page);
      }
      // The game over, its move list full: the list scrolls, so it must be reachable by keyboard.
      await go(page, '#/play');
      await paste(page, LAST_MOVE_G8);
      await waitForHumanOrEnd(page);
      await page.locator('[data-square="g8"]').click();
      await page.locator('[data-testid="result"]').waitFor();
      found['#/play (over)'] = await violations(page);
      // A tournament with a round paired.
      await go(page, '#/learn?lesson=review');
      found['#/learn?lesson=review (a game)'] = await violations(page);
      await go(page, '#/tournament');
      await page.getByLabel('Pairing').selectOption('round-robin');
      await page.getByLabel('Players, one a line').fill('Ann\nBo\nCy');
      await page.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'Pair round 1' }).click();
      await page.locator('[data-round="1"]').waitFor();
      found['#/tournament?id='] = await violations(page);
      // A finished game reviewed on the analysis board (its review starts on its own): the headings of the
      // review, the best lines and the moves go in order too (axe's heading-order, a moderate rule). The
      // nine-move wipe-out has the review's every part (White's mistakes listed) at a fraction of the cost
      // of a whole game's review, which tests/e2e/analysis.test.ts checks.
      await go(page, `#/analysis?moves=${WIPE_OUT}`);
      await page.locator('[data-testid="review-result"]').waitFor({ timeout: 90_000 });
      // At the start, which has moves to value, so that the best lines show too.
      await page.keyboard.press('Home');
      await page.locator('[data-testid="top-lines"]').waitFor({ timeout: 30_000 });
      found['#/analysis (a game reviewed)'] = await violations(page, ['heading-order']);
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0))).toEqual({});
      expect(errors).toEqual([]);
      await context.close();
    });
});

describe('the header on a phone (390 px)', () => {
  it('shows that the section links scroll, and brings the current one into view', async () => {
    const { context, page, errors } = await open(browser, { viewport: { width: 390, height: 844 } });
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const edges = () =>
      nav.evaluate((n) => [n.hasAttribute('data-more-start'), n.hasAttribute('data-more-end')]);
    const fits = (name: string) =>
      nav.evaluate((n, label) => {
        const link = [...n.querySelectorAll('a')].find((a) => a.textContent === label)!;
        const [row, box] = [n.getBoundingClientRect(), link.getBoundingClientRect()];
        return box.left >= row.left - 1 && box.right <= row.right + 1;
      }, name);
    // More behind the right edge: the row says so; Tournament is not shown cut.
    if ((await nav.evaluate((n) => n.scrollWidth > n.clientWidth)) === true) {
      expect(await edges()).toEqual([false, true]);
      expect(await fits('Tournament')).toBe(false);
      await nav.getByRole('link', { name: 'Tournament' }).click();
      await page.getByRole('heading', { name: 'Tournaments' }).waitFor();
      // The current section is scrolled fully into view, and the row says there is more to the left.
      await expect.poll(() => fits('Tournament')).toBe(true);
      await expect.poll(edges).toEqual([true, false]);
    }
    expect(await fits('Tournament')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('skip to the board', () => {
  it('is the first stop of the keyboard and moves the focus to the board, or to the view without one', async () => {
    const { context, page, errors } = await open(browser);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to the board' });
    expect(await skip.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-square'))).toMatch(
      /^[a-h][1-8]$/,
    );
    await go(page, '#/tournament');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('.skip-link').focus();
    expect(await page.locator('.skip-link').textContent()).toBe('Skip to the content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(page.url()).toMatch(/#\/tournament$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
