/**
 * Issue 21's tournament page: a round robin of five players created on the page and run to its end.
 * Each round is the library's Berger table; its blank transcript sheets print (print media emulated)
 * with both names, colours, round and board and the 8x8 grid, and nothing else; one filled sheet is
 * read back as its game's result; the standings say the last round with every result in; the ratings
 * show provisional ratings for the unrated, performances, and follow K.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bergerTable } from '../../src/tournament/index.js';
import { launch, open, shot } from './browser.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launch();
  dir = mkdtempSync(join(tmpdir(), 'wedge-round-robin-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const PLAYERS = ['Ann', 'Bo', 'Zoé', 'Di', 'Ed'];
const RATINGS: Record<string, number> = { Ann: 1700, Bo: 1600, Di: 1500 };

/** Black's nine-move wipeout (d3 c3 b3 d2 e1 d6 d7 e3 f4), 64-0, as a director types the grid. */
const WIPEOUT_GRID = `   a  b  c  d  e  f  g  h
1  .  .  .  .  5  .  .  .
2  .  .  .  4  .  .  .  .
3  .  3  2  1  8  .  .  .
4  .  .  .  o  x  9  .  .
5  .  .  .  x  o  .  .  .
6  .  .  .  6  .  .  .  .
7  .  .  .  7  .  .  .  .
8  .  .  .  .  .  .  .  .`;

const boardsOf = (round: Locator): Promise<[string, string][]> =>
  round
    .locator('table.pairings tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [
        r.querySelector('[data-field="black"]')!.textContent ?? '',
        r.querySelector('[data-field="white"]')!.textContent ?? '',
      ]),
    );

/** What the page shows (is laid out) under the current media, as laid out: innerText, not
 * textContent, since the sheet's lines are the test's subject. */
const visibleText = (locator: Locator): Promise<string[]> =>
  locator.evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null || e.getClientRects().length > 0)
      .map((e) => (e as HTMLElement).innerText),
  );

/** Prints the round's transcript sheets with print media emulated; returns the sheets as printed. */
const printSheets = async (page: Page, round: Locator, number: number) => {
  // window.print stands still here: the page stays marked for printing until afterprint.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await round.getByRole('button', { name: 'Print transcript sheets' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.print)).toBe(`sheets-${number}`);
  await page.emulateMedia({ media: 'print' });
  const sheets = await visibleText(page.locator('.transcript-sheet'));
  // Nothing else prints: not the pairings, the standings, the ratings or the players.
  const others = await visibleText(
    page.locator(
      'table.pairings, [data-testid="standings"], [data-testid="ratings"], [data-testid="players"], h2',
    ),
  );
  const grids = await page.locator('.transcript-sheet .sheet-grid').evaluateAll((tables) =>
    tables.map((table) => ({
      files: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
      ranks: [...table.querySelectorAll('tbody th')].map((th) => th.textContent),
      squares: table.querySelectorAll('tbody td').length,
      starts: [...table.querySelectorAll('tbody td.start')].map((td) => td.textContent),
    })),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  expect(await visibleText(page.locator('.transcript-sheet'))).toEqual([]);
  return { sheets, others, grids };
};

describe('a round robin on the tournament page', () => {
  it('runs five players to the end by the Berger tables, with printed sheets, standings and ratings', async () => {
    const { context, page, errors } = await open(browser, { hash: '#/tournament', ready: 'h2' });
    await page.getByRole('heading', { name: 'New tournament' }).waitFor();
    await page.getByLabel('Name').fill('Spring all-play-all');
    await page.getByLabel('Pairing').selectOption('round-robin');
    expect(await page.getByLabel('Rounds').count()).toBe(0);
    await page
      .getByLabel('Players, one a line')
      .fill(PLAYERS.map((p) => (RATINGS[p] ? `${p},${RATINGS[p]}` : p)).join('\n'));
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'Spring all-play-all' }).waitFor();
    expect(await page.locator('.tournament-head p.muted').first().textContent()).toMatch(
      /^Round robin \(all play all\) · 5 rounds · 8×8 board/,
    );
    expect(await page.locator('[data-player]').count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Add player' }).count()).toBe(0);

    const table = bergerTable(5);
    const met = new Set<string>();
    const colours = new Map(PLAYERS.map((p) => [p, { black: 0, white: 0 }]));
    for (let r = 1; r <= 5; r++) {
      await page.getByRole('button', { name: `Pair round ${r}` }).click();
      const round = page.locator(`[data-round="${r}"]`);
      const boards = await boardsOf(round);
      // The library's Berger table, players numbered in the order entered.
      expect(boards).toEqual(table[r - 1].games.map(([b, w]) => [PLAYERS[b - 1], PLAYERS[w - 1]]));
      expect(await round.locator('[data-testid="byes"]').textContent()).toBe(
        `Bye: ${PLAYERS[table[r - 1].bye! - 1]}`,
      );
      // The standings stay after the last complete round while this one's results come in.
      expect(await page.locator('[data-testid="pending"]').textContent()).toBe(
        `Round ${r} is not counted until all its results are in.`,
      );
      if (r > 1)
        expect(await page.locator('[data-testid="after"]').textContent()).toBe(` · after round ${r - 1}`);

      const printed = await printSheets(page, round, r);
      expect(printed.others).toEqual([]);
      expect(printed.sheets).toHaveLength(2);
      for (const [i, [black, white]] of boards.entries()) {
        const sheet = printed.sheets[i];
        expect(sheet).toContain(`Round ${r} · Board ${i + 1}`);
        expect(sheet).toContain('Spring all-play-all');
        expect(sheet).toMatch(new RegExp(`● Black \\(moves first\\): ${black}$`, 'm'));
        expect(sheet).toMatch(new RegExp(`○ White: ${white}$`, 'm'));
      }
      for (const grid of printed.grids) {
        expect(grid.files).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
        expect(grid.ranks).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
        expect(grid.squares).toBe(64);
        expect(grid.starts).toEqual(['○', '●', '●', '○']);
      }
      if (r === 1) await shot(page, 'tournament-sheets-screen');

      // Board 1 of round 1 from its filled sheet's grid, typed in; the rest as disc counts.
      for (const [i, [black, white]] of boards.entries()) {
        const board = i + 1;
        met.add([black, white].sort().join('/'));
        colours.get(black)!.black++;
        colours.get(white)!.white++;
        if (r === 1 && board === 1) {
          await round.getByText('Enter a filled transcript sheet').click();
          // A sheet that names another board is refused, and nothing changes.
          await round
            .getByLabel('Filled sheet or its grid (Round 1)')
            .fill(`Round 1, board 2\n${WIPEOUT_GRID}`);
          await round.getByRole('button', { name: 'Read the sheet (Round 1)' }).click();
          expect(await round.locator('.sheet-entry [role="alert"]').textContent()).toBe(
            'this is the sheet of round 1, board 2, not round 1, board 1',
          );
          await round.getByLabel('Filled sheet or its grid (Round 1)').fill(WIPEOUT_GRID);
          await round.getByRole('button', { name: 'Read the sheet (Round 1)' }).click();
          await round.locator('[data-board="1"] [data-result="64-0"]').waitFor();
          continue;
        }
        const [b, w] = board % 2 === 1 ? [40, 24] : [30, 34];
        await round.getByLabel(`Black discs (Board ${board})`).fill(String(b));
        await round.getByLabel(`White discs (Board ${board})`).fill(String(w));
        await round.getByRole('button', { name: `Save (Board ${board})` }).click();
      }
      await page.locator('[data-testid="after"]', { hasText: `after round ${r}` }).waitFor();
      expect(await page.locator('[data-testid="pending"]').count()).toBe(0);
    }
    expect(await page.getByText('Every round is paired.').count()).toBe(1);
    // Every pair met once; each player's Blacks and Whites differ by at most one.
    expect(met.size).toBe(10);
    for (const { black, white } of colours.values()) {
      expect(black + white).toBe(4);
      expect(Math.abs(black - white)).toBeLessThanOrEqual(1);
    }

    // The standings are those of `wedge standings` on the page's results file.
    const shown = await page
      .locator('[data-standing]')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('[data-field="player"]')!.textContent,
          Number(row.querySelector('[data-field="points"]')!.getAttribute('data-value')),
          Number(row.querySelector('[data-field="games"]')!.getAttribute('data-value')),
        ]),
      );
    expect(shown.map(([, , games]) => games)).toEqual([4, 4, 4, 4, 4]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Results CSV' }).click(),
    ]);
    const csv = join(dir, 'results.csv');
    await download.saveAs(csv);
    const cli = spawnSync(process.execPath, ['dist/cli/main.js', 'standings', csv, '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cli.status).toBe(0);
    expect(
      JSON.parse(cli.stdout).map((s: { player: string; points: number; games: number }) => [
        s.player,
        s.points,
        s.games,
      ]),
    ).toEqual(shown);

    // Ratings: those of `wedge ratings` on the same results and players, rounded; the unrated get a
    // provisional rating (their performance); K moves the rated.
    const ratings = page.locator('[data-testid="ratings"]');
    const players = join(dir, 'players.txt');
    writeFileSync(players, PLAYERS.map((p) => (RATINGS[p] ? `${p},${RATINGS[p]}` : p)).join('\n'));
    const rated = spawnSync(process.execPath, ['dist/cli/main.js', 'ratings', csv, players, '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(rated.status).toBe(0);
    const report = JSON.parse(rated.stdout) as { player: string; after: number; performance: number }[];
    expect(
      await ratings
        .locator('[data-rating]')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.getAttribute('data-rating'),
            Number(row.querySelector('[data-field="after"]')!.getAttribute('data-value')),
            Number(row.querySelector('[data-field="performance"]')!.textContent),
          ]),
        ),
    ).toEqual(report.map((r) => [r.player, Math.round(r.after), Math.round(r.performance)]));
    const ratedAfter = (player: string) => ratings.locator(`[data-rating="${player}"] [data-field="after"]`);
    expect(await ratedAfter('Zoé').textContent()).toMatch(/^\d{3,4} \(provisional\)$/);
    expect(await ratedAfter('Ed').textContent()).toMatch(/\(provisional\)$/);
    expect(await ratings.locator('[data-rating="Ann"] [data-field="performance"]').textContent()).toMatch(
      /^\d{3,4}$/,
    );
    const ann32 = Number(await ratedAfter('Ann').getAttribute('data-value'));
    await page.getByLabel('K-factor').fill('0');
    await expect
      .poll(async () => Number(await ratedAfter('Ann').getAttribute('data-value')))
      .toBe(RATINGS.Ann);
    expect(ann32).not.toBe(RATINGS.Ann);
    await page.getByLabel('K-factor').fill('-1');
    expect(await page.locator('section[aria-labelledby="ratings-title"] [role="alert"]').textContent()).toBe(
      "K must be a number from 0 to 100, not '-1'",
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
