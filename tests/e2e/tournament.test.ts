/**
 * Issue 13's tournament page, `#/tournament`: a 5-player, 3-round Swiss tournament entered through the
 * page (a late entry, a withdrawal, a changed pairing, results in all four ways) gives the standings
 * that `wedge standings` computes from the results CSV the page exports; the tournament outlives a
 * reload (IndexedDB) and an export and import as JSON.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, open, shot } from './browser.js';
import { LAST_MOVE_G8 } from './games.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'wedge-tournament-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The standings as the page shows them, best first. */
const standingsOf = (page: Page) =>
  page.locator('[data-standing]').evaluateAll((rows) =>
    rows.map((row) => {
      const value = (field: string) => row.querySelector(`[data-field="${field}"]`)!;
      const number = (field: string) => Number(value(field).getAttribute('data-value'));
      return {
        rank: number('rank'),
        player: value('player').textContent,
        points: number('points'),
        bq: number('bq'),
        discs: number('discs'),
        games: number('games'),
      };
    }),
  );

/** Saves what a click downloads, and gives its path. */
const downloaded = async (page: Page, click: () => Promise<void>): Promise<string> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(dir, download.suggestedFilename());
  await download.saveAs(path);
  return path;
};

/** The round's boards as `[black, white]`, board 1 first. */
const boardsOf = async (round: Locator): Promise<[string, string][]> =>
  round
    .locator('table.pairings tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector('[data-field="black"]')!.textContent ?? '',
        r.querySelector('[data-field="white"]')!.textContent ?? '',
      ]),
    );

/** Enters disc counts on a board of the round and saves them. */
const enterDiscs = async (round: Locator, board: number, black: number, white: number): Promise<void> => {
  await round.getByLabel(`Black discs (Board ${board})`).fill(String(black));
  await round.getByLabel(`White discs (Board ${board})`).fill(String(white));
  await round.getByRole('button', { name: `Save (Board ${board})` }).click();
};

const addPlayer = async (page: Page, name: string, rating?: number): Promise<void> => {
  const players = page.locator('section[aria-labelledby="players-title"]');
  await players.getByLabel('Name', { exact: true }).fill(name);
  await players.getByLabel('Rating (optional)').fill(rating === undefined ? '' : String(rating));
  await players.getByRole('button', { name: 'Add player' }).click();
  await page.locator(`[data-player="${name}"]`).waitFor();
};

describe('the tournament page', () => {
  it('gives the standings of `wedge standings` on its results CSV, and keeps the tournament', async () => {
    const { context, page, errors } = await open(browser);
    // The header's navigation leads there.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Tournament' })
      .click();
    await page.getByRole('heading', { name: 'New tournament' }).waitFor();
    expect(await page.locator('[data-testid="kept"]').textContent()).toContain('kept in this browser');

    await page.getByLabel('Name').fill('Club night');
    await page.getByLabel('Rounds').fill('3');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Club night' }).waitFor();
    expect(page.url()).toMatch(/#\/tournament\?id=t-/);
    for (const [name, rating] of [
      ['Ann', 1900],
      ['Bo', 1800],
      ['Cy', 1700],
      ['Di', undefined],
    ] as const)
      await addPlayer(page, name, rating);

    // Round 1, by rating: the page pairs; the test reads the boards and enters results.
    await page.getByRole('button', { name: 'Pair round 1' }).click();
    const round = (n: number) => page.locator(`[data-round="${n}"]`);
    expect(await boardsOf(round(1))).toHaveLength(2);
    // A count out of range is refused with the reason, and nothing changes.
    await enterDiscs(round(1), 1, 70, 20);
    expect(await round(1).getByRole('alert').textContent()).toBe(
      "Black's discs must be a whole number from 0 to 64, got 70",
    );
    await enterDiscs(round(1), 1, 40, 24);
    await enterDiscs(round(1), 2, 30, 30);
    expect(
      await round(1)
        .locator('[data-result]')
        .evaluateAll((els) => els.map((e) => e.textContent)),
    ).toEqual(['40–24 (discs) Change Board 1', '32–32 (discs) Change Board 2']);

    // A late entry joins from round 2; five players give two boards and a bye.
    await addPlayer(page, 'Ed', 1650);
    expect(await page.locator('[data-player="Ed"] td').nth(1).textContent()).toBe('late entry, from round 2');
    await page.getByRole('button', { name: 'Pair round 2' }).click();
    const proposed = await boardsOf(round(2));
    expect(proposed).toHaveLength(2);
    expect(await round(2).locator('[data-testid="byes"]').textContent()).toMatch(/^Bye: \w+$/);
    // The director swaps the colours of board 1.
    await round(2).getByRole('button', { name: 'Change pairing' }).click();
    await round(2).getByRole('button', { name: 'Swap colours (Board 1)' }).click();
    await round(2).getByRole('button', { name: 'Save pairing' }).click();
    const changed = await boardsOf(round(2));
    expect(changed).toEqual([[proposed[0][1], proposed[0][0]], proposed[1]]);
    // Board 1 from a whole game's move list (White wins 41-23); board 2 a loss on time by Black, 31-33.
    await round(2).getByLabel('Result from (Board 1)').selectOption({ label: 'a move list or transcript' });
    await round(2).getByLabel('Move list or transcript (Board 1)').fill(`${LAST_MOVE_G8}g8`);
    await round(2).getByRole('button', { name: 'Save (Board 1)' }).click();
    await round(2).getByLabel('Result from (Board 2)').selectOption({ label: 'a loss on time' });
    await round(2).getByLabel('Lost on time (Board 2)').selectOption('black');
    await enterDiscs(round(2), 2, 31, 33);
    expect(
      await round(2)
        .locator('[data-result]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-result'))),
    ).toEqual(['23-41', '31-33']);

    // Di withdraws before round 3: four players, two boards; board 2 is a forfeit won by White.
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Withdraw: Di' }).click();
    expect(await page.locator('[data-player="Di"] td').nth(1).textContent()).toBe('withdrawn from round 3');
    await page.getByRole('button', { name: 'Pair round 3' }).click();
    const last = await boardsOf(round(3));
    expect(last.flat().sort()).toEqual(['Ann', 'Bo', 'Cy', 'Ed']);
    await enterDiscs(round(3), 1, 50, 14);
    await round(3).getByLabel('Result from (Board 2)').selectOption({ label: 'a forfeit' });
    await round(3).getByLabel('Winner (Board 2)').selectOption('white');
    await round(3).getByRole('button', { name: 'Save (Board 2)' }).click();
    expect(await page.getByText('Every round is paired.').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'desktop-tournament');

    // The standings are those `wedge standings` computes from the exported results file.
    const shown = await standingsOf(page);
    expect(shown.map((s) => s.player).sort()).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Results CSV' }).click());
    expect(readFileSync(csv, 'utf8')).toContain('3,Di,WITHDRAWN,,');
    const cli = spawnSync(process.execPath, ['dist/cli/main.js', 'standings', csv, '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(shown);
    // The standings CSV says the same.
    const standingsCsv = await downloaded(page, () =>
      page.getByRole('button', { name: 'Standings CSV' }).click(),
    );
    const lines = readFileSync(standingsCsv, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('rank,player,points,bq,discs,games');
    expect(lines.slice(1)).toEqual(
      shown.map((s) => [s.rank, s.player, s.points, s.bq, s.discs, s.games].join(',')),
    );

    // Printing the standings prints them alone.
    await page.evaluate(() => {
      const w = window as unknown as { printed: string[] };
      w.printed = [];
      window.print = () => {
        w.printed.push(
          `${document.documentElement.dataset.print}:${document.querySelector('[data-printing]')?.getAttribute('data-print-part')}`,
        );
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    await page.getByRole('button', { name: 'Print standings' }).click();
    await page.locator('[data-round="2"]').getByRole('button', { name: 'Print pairings' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
      'standings:standings',
      'round-2:round-2',
    ]);
    expect(await page.evaluate(() => document.documentElement.dataset.print)).toBeUndefined();

    // Kept in the browser across a reload.
    await page.reload();
    await page.locator('[data-standing]').first().waitFor();
    expect(await standingsOf(page)).toEqual(shown);

    // Exported as JSON, deleted, imported again: the same tournament.
    const json = await downloaded(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
    await page.getByRole('link', { name: 'All tournaments' }).click();
    const entry = page.locator('.tournament-list li', { hasText: 'Club night' });
    page.once('dialog', (dialog) => dialog.accept());
    await entry.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => entry.count()).toBe(0);
    // A broken file is refused with the place of the fault.
    const broken = join(dir, 'broken.json');
    const text = readFileSync(json, 'utf8');
    writeFileSync(broken, text.replace('"black": 50,', '"black": 50.5,'));
    await page.getByLabel('Import JSON').setInputFiles(broken);
    expect(await page.getByRole('alert').textContent()).toMatch(
      /^Not imported: .*\(rounds\[2\]\.games\[\d\]\.result\.black\)$/,
    );
    await page.getByLabel('Import JSON').setInputFiles(json);
    await page.getByRole('heading', { name: 'Club night' }).waitFor();
    expect(await standingsOf(page)).toEqual(shown);
    expect(errors).toEqual([]);
    await context.close();
  });
});
