/**
 * How the page looks and ships: measured contrast in both themes, the layout at phone and desktop
 * widths in both themes and in French (with screenshots), the Content-Security-Policy, installability
 * and a clean update of the offline cache.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../../scripts/serve.mjs';
import { baseUrl, launch, moveEntries, open, shot, watchErrors } from './browser.js';
import { LAST_MOVE_G8, WHITE_PASSES_AFTER_G2 } from './games.js';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist/web');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Rgba = readonly [number, number, number, number];

/** A computed CSS colour, `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`. */
const parseColor = (text: string): Rgba => {
  const parts = /rgba?\(([^)]+)\)/
    .exec(text)?.[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: ${text}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
};

/** `top` painted over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as unknown as Rgba;
};

/** WCAG 2 relative luminance. */
const luminance = (c: Rgba): number => {
  const [r, g, b] = [c[0], c[1], c[2]].map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two opaque colours. */
const ratio = (a: Rgba, b: Rgba): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** Computed colours of the first element matching `selector`. */
const colours = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor };
    });

describe('contrast (bug 5), measured from the computed styles', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`is at least 3:1 for hint dots and 4.5:1 for button and badge text in the ${theme} theme`, async () => {
      const { context, page, errors } = await open(browser, { colorScheme: theme });
      const felt = parseColor((await colours(page, '.square.legal')).background);
      const dot = parseColor((await colours(page, '.square.legal .dot')).background);
      const dots = ratio(over(dot, felt), felt);
      const primary = await colours(page, 'button.primary');
      const button = ratio(parseColor(primary.color), parseColor(primary.background));
      const badge = await colours(page, '.badge');
      const badgeRatio = ratio(parseColor(badge.color), parseColor(badge.background));
      const panel = parseColor((await colours(page, '.status')).background);
      const muted = ratio(parseColor((await colours(page, '.player-role')).color), panel);
      const frame = parseColor((await colours(page, '.board')).background);
      const coords = ratio(parseColor((await colours(page, '.coord')).color), frame);
      console.log(
        `${theme}: hint dots ${dots.toFixed(2)}:1, primary button ${button.toFixed(2)}:1, ` +
          `badge ${badgeRatio.toFixed(2)}:1, muted text ${muted.toFixed(2)}:1, coordinates ${coords.toFixed(2)}:1`,
      );
      expect(dots).toBeGreaterThanOrEqual(3);
      expect(button).toBeGreaterThanOrEqual(4.5);
      expect(badgeRatio).toBeGreaterThanOrEqual(4.5);
      expect(muted).toBeGreaterThanOrEqual(4.5);
      expect(coords).toBeGreaterThanOrEqual(4.5);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

/** A game against Easy in progress, White having just passed: the move list shows a pass. */
const gameWithPass = {
  'wedge.game': JSON.stringify({
    version: 1,
    id: 'shot',
    variant: 'standard',
    opponent: 'easy',
    humanColor: 'black',
    moves: [...(WHITE_PASSES_AFTER_G2.match(/../g) ?? []), 'g2', 'pass'],
    redo: [],
    recorded: false,
  }),
};

/** What is wrong with the layout: sideways scrolling, a header on two rows, panels at the edge. */
const layoutProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    const tops = [...document.querySelectorAll('.top button, .top h1')].map((el) => {
      const r = el.getBoundingClientRect();
      return r.top + r.height / 2;
    });
    if (Math.max(...tops) - Math.min(...tops) > 4) problems.push('the header takes two rows');
    const dialog = document.querySelector('dialog[open]');
    if (dialog) {
      const box = dialog.getBoundingClientRect();
      for (const el of dialog.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        // The statistics table may scroll sideways inside its own box; nothing else leaves the dialog.
        if (r.right > box.right + 0.5 && !el.closest('.table-scroll'))
          problems.push(`${el.tagName} leaves the dialog`);
      }
    }
    for (const selector of ['.board', '.status', '.moves', '.top .actions']) {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      if (r.left < 6 || r.right > width - 6)
        problems.push(`${selector} touches the edge (${r.left}..${r.right} of ${width})`);
    }
    return problems;
  });

describe('layout (bug 13) and screenshots', () => {
  const sizes = [
    { name: '320', viewport: { width: 320, height: 640 } },
    { name: '390', viewport: { width: 390, height: 844 } },
    { name: '1280', viewport: { width: 1280, height: 800 } },
  ];
  for (const { name, viewport } of sizes) {
    it(`fits ${viewport.width} px wide in both themes and in French`, async () => {
      // The theme changes no size, the language does: light in English and dark in French cover both.
      for (const [theme, locale] of [
        ['light', 'en-US'],
        ['dark', 'fr-FR'],
      ] as const) {
        const { context, page, errors } = await open(browser, {
          viewport,
          colorScheme: theme,
          locale,
          storage: gameWithPass,
        });
        expect(await moveEntries(page)).toContain('pass');
        expect(await layoutProblems(page), `${theme} ${locale}`).toEqual([]);
        await shot(page, `layout-${name}-${theme}-${locale.slice(0, 2)}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('leaves no gap beside the board on a phone held sideways', async () => {
    const { context, page, errors } = await open(browser, { viewport: { width: 844, height: 390 } });
    const board = (await page.locator('.board').boundingBox())!;
    const side = (await page.locator('.side').boundingBox())!;
    expect(side.x - (board.x + board.width)).toBeLessThanOrEqual(24);
    expect(board.y + board.height).toBeLessThanOrEqual(390);
    expect(board.width).toBeGreaterThanOrEqual(250);
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'layout-844x390-landscape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dialogs and the game-over card on a small phone', async () => {
    const { context, page, errors } = await open(browser, {
      viewport: { width: 320, height: 640 },
      colorScheme: 'dark',
      locale: 'fr-FR',
    });
    await page.getByLabel('Coller une liste de coups').fill(LAST_MOVE_G8);
    await page.getByRole('button', { name: 'Charger les coups' }).click();
    await page.locator('[data-square="g8"]').click();
    await page.locator('[data-testid="result"]').scrollIntoViewIfNeeded();
    expect(await layoutProblems(page)).toEqual([]);
    await shot(page, 'phone-320-fr-dark-game-over');
    for (const [button, name] of [
      ['Statistiques', 'statistics'],
      ['Nouvelle partie', 'new-game'],
      ['Réglages', 'settings'],
    ]) {
      await page.getByRole('button', { name: button }).first().click();
      const dialog = (await page.getByRole('dialog').boundingBox())!;
      expect(dialog.x).toBeGreaterThanOrEqual(6);
      expect(dialog.x + dialog.width).toBeLessThanOrEqual(314);
      expect(await layoutProblems(page), name).toEqual([]);
      await shot(page, `phone-320-fr-dark-${name}`);
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('is in the page and in every response header, and nothing in the app breaks it', async () => {
    const { context, page, errors } = await open(browser);
    const paths = new Set(['/']);
    context.on('request', (request) => paths.add(new URL(request.url()).pathname));
    // Hard loads the engine facade, its worker, the kernel and the weights (as Expert does, faster).
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByLabel('Opponent').selectOption('hard');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page), { timeout: 20_000 }).toHaveLength(2);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("default-src 'self'");
    expect(meta).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(meta).not.toContain('unsafe-inline');
    for (const file of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
      paths.add(new URL(file).pathname);
    expect([...paths].some((p) => /worker-/.test(p))).toBe(true);
    expect([...paths].some((p) => /wedge-eval-/.test(p))).toBe(true);
    for (const path of paths) {
      const response = await page.request.get(new URL(`.${path}`, baseUrl()).href);
      expect(response.headers()['content-security-policy'], path).toBe(`${meta}; frame-ancestors 'none'`);
    }
    expect(errors).toEqual([]);
    // The watch works: an inline style attribute is refused and reported.
    await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    await context.close();
  });
});

describe('as an installed app', () => {
  it('has a manifest with icons and a theme colour, and Chromium finds nothing missing to install it', async () => {
    const { context, page, errors } = await open(browser, { serviceWorkers: true });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await (await page.request.get(`${baseUrl()}manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#1f6b45', start_url: './' });
    for (const icon of manifest.icons) {
      const response = await page.request.get(`${baseUrl()}${icon.src}`);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type']).toBe(icon.type);
    }
    expect(manifest.icons.map((i: { purpose?: string }) => i.purpose)).toContain('maskable');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test profile is private ("incognito"), where Chromium installs nothing; that is all it says.
    expect(installabilityErrors?.map((e) => e.errorId)).toEqual(['in-incognito']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('installs a new version beside the running one, tells the player, and switches on Reload', async () => {
    // Version 2 differs from the built site only in its service worker's version.
    const next = mkdtempSync(join(tmpdir(), 'wedge-next-'));
    cpSync(dist, next, { recursive: true });
    const sw = readFileSync(join(next, 'sw.js'), 'utf8');
    const version = /"version":"([0-9a-f]+)"/.exec(sw)![1];
    writeFileSync(join(next, 'sw.js'), sw.replace(`"version":"${version}"`, '"version":"next"'));
    // Served on a port of its own: the new version must come from the same origin as the old one.
    let server = await serve({ dir: dist, port: 0, host: '127.0.0.1' });
    const port = Number(new URL(server.url).port);
    const context = await browser.newContext({ serviceWorkers: 'allow', reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(server.url);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.locator('[data-square="f5"]').click();
      await expect.poll(() => moveEntries(page)).toHaveLength(2);
      expect(await page.locator('[data-testid="update"]').count()).toBe(0);

      await server.close();
      server = await serve({ dir: next, port, host: '127.0.0.1' });
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.locator('[data-testid="update"]');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('A new version of Wedge is ready.');
      // Until the player says so, the old version stays in charge, its cache whole.
      expect(await page.evaluate(() => caches.keys())).toContain(`wedge-${version}`);
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.locator('[data-square="a1"]').waitFor();
      expect(await page.evaluate(() => caches.keys())).toEqual(['wedge-next']);
      expect(await moveEntries(page)).toHaveLength(2);
      expect(await page.locator('[data-testid="update"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
      rmSync(next, { recursive: true, force: true });
    }
  });
});
