/**
 * Issue 16 in the browser: the two Reversi openings whose fourth disc may or must flip, played to the
 * end against Easy; the board turned to White's side (the view only), played by keyboard and by click, and
 * the separate setting that writes the moves from White's side.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, legalSquares, moveEntries, open, paste, shot, waitForHumanOrEnd } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const settings = (patch: object) => ({ 'wedge.settings': JSON.stringify({ version: 1, ...patch }) });

const NAMES = {
  'reversi-may-flip': 'Reversi (White’s second disc may flip)',
  'reversi-must-flip': 'Reversi (White’s second disc must flip)',
} as const;
type FlipVariant = keyof typeof NAMES;

/** The discs of a colour on the board, by the squares' own names (`data-square`). */
const discsOf = (page: Page, color: 'black' | 'white'): Promise<string[]> =>
  page
    .locator(`.square:has(.disc.${color}:not(.ghost))`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-square') ?? '').sort());

/**
 * Starts a game of `variant` as White against Easy through the dialog, makes White's fourth disc a
 * capture (after trying the last centre square, refused when the disc must flip), plays on to the end
 * and checks the card and the statistics.
 */
const playFlipVariant = async (page: Page, variant: FlipVariant): Promise<void> => {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel('Variant').selectOption(variant);
  // The rule in words, under the choice and read with it.
  const help = await dialog.getByLabel('Variant').evaluate((select) => {
    const id = select.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  });
  expect(help).toContain('Black, White and Black place the first three discs on the centre squares');
  expect(help).toContain(variant === 'reversi-must-flip' ? 'must be an ordinary move' : 'may go on the last');
  await dialog.getByRole('radio', { name: 'White' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  expect(await page.locator('[data-testid="variant"]').textContent()).toBe(NAMES[variant]);

  // Black (Easy) places, White places on the centre, Black places: three discs, all on the centre.
  await expect.poll(() => moveEntries(page)).toHaveLength(1);
  await waitForHumanOrEnd(page);
  expect(await page.locator('[data-testid="opening"]').textContent()).toBe(
    'Opening: the next disc goes on an empty centre square and flips nothing.',
  );
  const centre = ['d4', 'e4', 'd5', 'e5'];
  const [place] = await legalSquares(page);
  expect(centre).toContain(place);
  await page.locator(`[data-square="${place}"]`).click();
  await expect.poll(() => moveEntries(page)).toHaveLength(3);
  await waitForHumanOrEnd(page);

  // White's fourth disc: the captures (two of them, each flipping one disc), and the last centre square
  // only when the disc may (not must) flip.
  const occupied = [...(await discsOf(page, 'black')), ...(await discsOf(page, 'white'))];
  const last = centre.find((s) => !occupied.includes(s))!;
  const legal = await legalSquares(page);
  const captures = legal.filter((s) => s !== last);
  expect(captures).toHaveLength(2);
  expect(legal.includes(last)).toBe(variant === 'reversi-may-flip');
  expect(await page.locator('[data-testid="opening"]').textContent()).toBe(
    variant === 'reversi-must-flip'
      ? 'Opening: White’s second disc must flip a black disc.'
      : 'Opening: White’s second disc goes on the last centre square or flips a black disc anywhere.',
  );
  if (variant === 'reversi-must-flip') {
    await page.locator(`[data-square="${last}"]`).click();
    expect(await page.locator('[data-testid="refusal"]').textContent()).toBe(
      `${last} flips nothing: White’s second disc must flip a black disc.`,
    );
  }
  await page.locator(`[data-square="${captures[0]}"]`).click();
  await expect.poll(() => moveEntries(page)).toHaveLength(5);
  expect((await moveEntries(page))[3]).toBe(captures[0]);
  expect(await page.locator('[data-testid="opening"]').count()).toBe(0);

  // On to the end.
  for (let turn = 0; turn < 70; turn++) {
    await waitForHumanOrEnd(page);
    if (await page.locator('[data-testid="result"]').count()) break;
    const [square] = await legalSquares(page);
    await page.locator(`[data-square="${square}"]`).click();
  }
  const result = page.locator('[data-testid="result"]');
  await result.waitFor();
  const black = (await discsOf(page, 'black')).length;
  const white = (await discsOf(page, 'white')).length;
  const text = await result.textContent();
  if (black === white) expect(text).toContain(`A tie, Black ${black}–${white} White.`);
  else expect(text).toContain(`${black > white ? 'Black' : 'White'} wins ${Math.max(black, white)}–`);

  // The statistics keep the variant apart under its name.
  await page.getByRole('button', { name: 'Statistics' }).click();
  const table = page.locator(`[data-variant="${variant}"]`);
  expect(await table.getByRole('heading').textContent()).toBe(NAMES[variant]);
  expect(await table.locator('[data-stat="easy/white"] [data-field="games"]').textContent()).toBe('1');
  await page.keyboard.press('Escape');
};

describe('the Reversi openings whose fourth disc may or must flip', () => {
  it('play to the end against Easy, explained in words, and count apart in the statistics', async () => {
    // The two games wait on the computer's pauses, not on the processor: they run side by side.
    const pages = await Promise.all([open(browser), open(browser)]);
    await Promise.all([
      playFlipVariant(pages[0].page, 'reversi-may-flip'),
      playFlipVariant(pages[1].page, 'reversi-must-flip'),
    ]);
    for (const { context, errors } of pages) {
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('the board turned to White’s side, and moves written from White’s side', () => {
  it('turns the view only; the separate setting writes the moves as White does; both are kept', async () => {
    const { context, page, errors } = await open(browser, {
      storage: settings({ opponent: 'human' }),
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const turn = page.getByRole('button', { name: 'Turn the board' });
    const written = page.locator('[data-testid="moves-written"]');
    expect(await turn.getAttribute('aria-pressed')).toBe('false');
    expect(await written.textContent()).toBe('Moves in standard notation (from Black’s side).');
    await turn.click();
    expect(await turn.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.board').getAttribute('data-side')).toBe('white');

    // Drawn turned: Black's h8 in the top-left corner, a1 in the bottom-right; the coordinates turn with
    // the board (h..a along the top), so the square under "f" and "5" is f5, named f5.
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const centre = async (selector: string) => {
      const b = await box(selector);
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const corners = async () => {
      const boxes = await page
        .locator('[data-square]')
        .evaluateAll((els) =>
          els.map((e) => ({ name: e.getAttribute('data-square'), ...e.getBoundingClientRect().toJSON() })),
        );
      const topLeft = boxes.reduce((a, b) => (b.x + b.y < a.x + a.y ? b : a));
      const bottomRight = boxes.reduce((a, b) => (b.x + b.y > a.x + a.y ? b : a));
      return [topLeft.name, bottomRight.name];
    };
    const under = async (square: string, file: string, rank: string) => {
      const at = await centre(`[data-square="${square}"]`);
      const fileAt = await centre(`.coord.file:text-is("${file}")`);
      const rankAt = await centre(`.coord.rank:text-is("${rank}")`);
      return Math.abs(at.x - fileAt.x) < 2 && Math.abs(at.y - rankAt.y) < 2;
    };
    const files = () => page.locator('.coord.file').allInnerTexts();
    expect(await corners()).toEqual(['h8', 'a1']);
    expect(await files()).toEqual([...'hgfedcba']);
    expect(await under('f5', 'f', '5')).toBe(true);
    expect(await page.locator('[data-square="f5"]').getAttribute('aria-label')).toBe('f5, empty, legal move');

    // A click on f5 plays f5, and the list writes it f5 (before, turning the board renamed it c4).
    await page.getByRole('button', { name: 'f5, empty, legal move' }).click();
    expect(await moveEntries(page)).toEqual(['f5']);
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(['1.f5']);
    expect(await written.getAttribute('data-written')).toBe('black');
    expect(await written.textContent()).toBe('Moves in standard notation (from Black’s side).');
    expect(await page.locator('[data-testid="live"]').textContent()).toBe('Black played f5.');

    // The arrow keys go over the board as drawn: down from f5 is f4, up twice f6, right e6, back left f6.
    const focusedSquare = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.getAttribute('data-square')} ${el?.getAttribute('aria-label')}`;
      });
    await page.locator('[data-square="f5"]').focus();
    const steps: [string, string][] = [
      ['ArrowDown', 'f4 f4, empty, legal move'],
      ['ArrowUp', 'f5 f5, black, last move'],
      ['ArrowUp', 'f6 f6, empty, legal move'],
      ['ArrowRight', 'e6 e6, empty'],
      ['ArrowLeft', 'f6 f6, empty, legal move'],
    ];
    for (const [key, expected] of steps) {
      await page.keyboard.press(key);
      expect(await focusedSquare(), key).toBe(expected);
    }
    await page.keyboard.press('Enter');
    expect(await moveEntries(page)).toEqual(['f5', 'f6']);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('f5f6');

    // The separate setting writes the moves from White's side: the coordinates, the squares' names, the
    // list (with its caption), a copied list and a pasted one, as on White's sheet.
    await page.getByRole('button', { name: 'Settings' }).click();
    const writeSwitch = page.getByRole('switch', { name: 'Write moves from White’s side' });
    expect(await writeSwitch.isChecked()).toBe(false);
    await writeSwitch.click();
    await page.keyboard.press('Escape');
    expect(await page.locator('.board').getAttribute('data-names')).toBe('white');
    expect(await files()).toEqual([...'abcdefgh']);
    expect(await under('f5', 'c', '4')).toBe(true);
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(['1.c4', '2.c3']);
    expect(await written.getAttribute('data-written')).toBe('white');
    expect(await written.textContent()).toBe('Moves written from White’s side.');
    expect(await page.locator('[data-square="e5"]').getAttribute('aria-label')).toBe('d4, white');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('c4c3');
    await paste(page, 'c4e3');
    expect(await moveEntries(page)).toEqual(['f5', 'd6']);
    await shot(page, 'desktop-turned');

    // Both kept across a reload; each switched back on its own.
    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await page.locator('.board').getAttribute('data-side')).toBe('white');
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(['1.c4', '2.e3']);
    await page.getByRole('button', { name: 'Settings' }).click();
    const toggle = page.getByRole('switch', { name: 'Turn the board' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await page.keyboard.press('Escape');
    // Drawn the usual way, still written from White's side: the coordinates name the squares as White does.
    expect(await page.locator('.board').getAttribute('data-side')).toBe('black');
    expect(await corners()).toEqual(['a1', 'h8']);
    expect(await files()).toEqual([...'hgfedcba']);
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(['1.c4', '2.e3']);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Write moves from White’s side' }).click();
    await page.keyboard.press('Escape');
    expect(await page.locator('.move-list li').allInnerTexts()).toEqual(['1.f5', '2.d6']);
    expect(await page.locator('[data-square="f5"]').getAttribute('aria-label')).toBe('f5, black');
    expect(await files()).toEqual([...'abcdefgh']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
