/**
 * Issue 25: an archive exported as GGF through the games view's Export and imported back through its
 * Import is the archive it was: no game twice, and every field (the players or the level, the player's
 * colour, the result, the moves, the hint mark, the date) as before, for a game of the page's own and
 * for one imported from another program.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, paste, waitForHumanOrEnd } from './browser.js';
import { LAST_MOVE_G8 } from './games.js';

let browser: Awaited<ReturnType<typeof launch>>;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Every record of the archive as IndexedDB holds it, by id. */
const stored = (page: Page): Promise<Record<string, Record<string, unknown>>> =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('wedge', 1);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const all = request.result.transaction('games').objectStore('games').getAll();
          all.onsuccess = () => resolve(Object.fromEntries(all.result.map((g: { id: string }) => [g.id, g])));
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** What each row of the games view says: who, when, variant, colour, result. */
const rowTexts = (page: Page): Promise<string[]> =>
  page.locator('.game-row .game-main, .game-row .game-result').allTextContents();

/** A game of another program's: two named players, Black winning by 4 on the board's count. */
const THEIRS = '(;GM[Othello]PC[Club]DT[2024-05-01]PB[Ann]PW[Bob]RE[+4]TY[8]B[F5]W[D6]B[C3]W[D3]B[C4];)\n';

describe('the game archive through a GGF file', () => {
  it('imports its own export back with no duplicate and every field as before', async () => {
    // The player is White against Easy: the colour is not the default one.
    const storage = {
      'wedge.settings': JSON.stringify({ version: 1, opponent: 'easy', humanColor: 'white' }),
    };
    const { context, page, errors } = await open(browser, { storage });
    // The game up to White's b8; the player plays it, Easy (Black) its only move g8: White wins 41-23.
    await paste(page, LAST_MOVE_G8.slice(0, -2));
    await waitForHumanOrEnd(page);
    await page.locator('[data-square="b8"]').click();
    await page.locator('[data-testid="result"]').waitFor({ timeout: 30_000 });

    await page.goto(page.url().replace(/#.*$/, '#/games'));
    const rows = page.locator('.game-row');
    await rows.first().waitFor();
    // Another program's game beside it, imported through the page.
    const input = page.locator('.games-bar input[type="file"]');
    await input.setInputFiles({ name: 'club.ggf', mimeType: 'text/plain', buffer: Buffer.from(THEIRS) });
    await expect.poll(() => rows.count()).toBe(2);

    const before = await stored(page);
    const own = Object.values(before).find((g) => g.opponent === 'easy')!;
    expect(own).toMatchObject({ color: 'white', discs: { black: 23, white: 41 } });
    expect(own.moves).toMatch(/b8g8$/);
    const theirs = Object.values(before).find((g) => g.opponent === 'imported')!;
    expect(theirs).toMatchObject({ black: 'Ann', white: 'Bob', result: '+4', date: '2024-05-01' });
    const rowsBefore = await rowTexts(page);
    expect(rowsBefore.join(' ')).toContain('against Easy');
    expect(rowsBefore.join(' ')).toContain('Ann – Bob');

    // Out through Export, back in through Import.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export GGF' }).click();
    let ggf = '';
    for await (const chunk of await (await download).createReadStream()) ggf += chunk;
    expect(ggf.trim().split('\n')).toHaveLength(2);
    await input.setInputFiles({ name: 'wedge-games.ggf', mimeType: 'text/plain', buffer: Buffer.from(ggf) });
    await expect
      .poll(() => page.locator('[data-testid="archive-notice"]').textContent())
      .toContain('Games imported: 2.');

    // No game twice; each as it was. The other program's game takes the time of its import as the
    // moment it was kept (the file says nothing of it), so only that field may differ.
    expect(await rows.count()).toBe(2);
    const after = await stored(page);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(after[own.id as string]).toEqual(own);
    const { savedAt: _kept, ...theirFields } = theirs;
    expect(after[theirs.id as string]).toMatchObject(theirFields);
    expect(Object.keys(after[theirs.id as string]).sort()).toEqual(Object.keys(theirs).sort());
    expect((await rowTexts(page)).sort()).toEqual([...rowsBefore].sort());
    expect(errors).toEqual([]);
    await context.close();
  });
});
