/**
 * Issue 13's clocks in the browser: a 1-minute game lost on time, scored as the page's rule says, and a
 * clock that survives a reload. Time is Playwright's fake clock: the tests jump ahead, they never wait.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Position, parseMoveList, replay } from '../../src/core/index.js';
import { quickLevels } from '../../src/web/engines/engines.js';
import { playOut } from '../../src/web/play/clocks.js';
import { baseUrl, launch, moveEntries, open, shot, waitForHumanOrEnd, watchErrors } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Starts a game on the clock through the new-game dialog. */
const startOnClock = async (page: Page, minutes: string, increment = 'Nothing'): Promise<void> => {
  await page.getByRole('button', { name: 'New game' }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByLabel('Clock').selectOption({ label: minutes });
  await dialog.getByLabel('Added after each move').selectOption({ label: increment });
  await dialog.getByRole('button', { name: 'Start' }).click();
};

const face = (page: Page, color: 'black' | 'white') => page.locator(`[data-clock="${color}"]`);

/** A face's time in seconds, e.g. `'4:42'` -> 282. */
const seconds = async (page: Page, color: 'black' | 'white'): Promise<number> => {
  const [m, s] = (await face(page, color).textContent())!.split(':').map(Number);
  return m * 60 + s;
};

describe('clocks', () => {
  it('end a 1-minute game the human lets run out on time, with the played-out score recorded', async () => {
    const { context, page, errors } = await open(browser, { fakeClock: true });
    await startOnClock(page, '1 min a player');
    expect(await face(page, 'black').textContent()).toBe('1:00');
    expect(await face(page, 'white').textContent()).toBe('1:00');
    expect(await face(page, 'black').getAttribute('role')).toBe('timer');
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    // Black's clock runs, White's (Easy, after its short pause) stands.
    expect(await face(page, 'black').getAttribute('class')).toContain('running');
    expect(await face(page, 'white').getAttribute('class')).not.toContain('running');
    expect(await page.locator('[data-testid="clock-live"]').textContent()).toMatch(
      /^Black has (1 min 0|0 min 59) s left\.$/,
    );

    // The last tenth: the face warns, and a screen reader hears it once.
    await page.clock.fastForward(55_000);
    await expect.poll(() => face(page, 'black').getAttribute('data-low')).toBe('true');
    expect(await page.locator('[data-testid="clock-live"]').textContent()).toMatch(
      /^Black is low on time: 0 min [1-5] s left\.$/,
    );
    const white = await face(page, 'white').textContent();
    await shot(page, 'desktop-clock-low');

    // The flag falls: the game ends at once, the computer plays it out, the score is recorded.
    await page.clock.fastForward(6_000);
    const card = page.locator('[data-testid="result"]');
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe('You lost on time.');
    await expect.poll(() => card.textContent()).toContain('Recorded score');
    expect(await face(page, 'black').textContent()).toBe('0:00');
    expect(await face(page, 'white').textContent()).toBe(white);
    expect(await page.locator('[data-square].legal').count()).toBe(0);
    await expect.poll(() => page.locator('[data-testid="time-default"]').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'desktop-time-default');

    // The same score, worked out here from the saved game: Medium plays both sides from the flag, seeded
    // by the game, and the recorded score is the better for White of that and 33-31.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('wedge.game')))!);
    const list = parseMoveList(saved.moves.join(' '), Position.initial());
    if (!list.ok) throw new Error(list.error.message);
    const atFlag = replay(list.value);
    if (!atFlag.ok) throw new Error(atFlag.error.message);
    const expected = await playOut(atFlag.value, 'black', 'medium', saved.id, quickLevels);
    expect(saved.timeDefault).toEqual(expected);
    const { score, completed } = expected;
    expect(score!.white - score!.black).toBeGreaterThanOrEqual(2);
    const lines = await page.locator('[data-testid="time-default"]').allInnerTexts();
    expect(lines[0]).toBe('Black’s time is up: White wins on time.');
    expect(lines[1]).toBe(`Recorded score: White ${score!.white}–${score!.black} Black.`);
    expect(lines.slice(2)).toEqual([
      `Played out from there by Medium for both sides, the game ends White ${completed!.score.white}–${completed!.score.black} Black.`,
      // Played out, White may do worse than 33-31 (even lose): the narrowest win is then the floor.
      ...(completed!.score.white === score!.white
        ? []
        : ['That is less than the narrowest win, which is recorded instead.']),
    ]);
    expect(await page.locator('[data-testid="live"]').textContent()).toContain(
      `Black’s time is up: White wins on time. Recorded score: White ${score!.white}–${score!.black} Black.`,
    );

    // The move list and the statistics note the loss on time as such.
    expect((await moveEntries(page)).at(-1)).toBe('time');
    expect(await page.locator('.move-list li').last().textContent()).toBe('time (Black)');
    await page.getByRole('button', { name: 'Statistics' }).click();
    const row = page.locator('[data-variant="standard"] [data-stat="easy/black"]');
    expect(await row.locator('[data-field="losses"]').textContent()).toBe('1');
    expect(await row.locator('[data-field="on-time"]').textContent()).toBe('0–1');
    expect(await row.locator('[data-field="best"]').textContent()).toBe(`${score!.black - score!.white}`);
    // And so does the archive: the recorded score, marked as a loss on time.
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl()}#/games`);
    const kept = page.locator(`[data-game="${saved.id}"]`);
    await kept.waitFor();
    expect(await kept.locator('[data-on-time]').getAttribute('data-on-time')).toBe('black');
    expect(await kept.locator('.game-result').textContent()).toBe(
      `${score!.black}–${score!.white} Lost on time`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('survive a reload: the times are kept, and the running side resumes without the time closed', async () => {
    const { context, page, errors } = await open(browser, { fakeClock: true });
    await startOnClock(page, '5 min a player', '+2 s');
    await page.locator('[data-square="f5"]').click();
    await expect.poll(() => moveEntries(page)).toHaveLength(2);
    await waitForHumanOrEnd(page);
    // The fake clock stands from here on and moves only when the test moves it: its time otherwise flows
    // as the real one does, and a reload that takes seconds on a loaded machine would count. It stops a
    // second ahead of the page's time, since it cannot be set back and flows on while the test asks.
    // While it stands, the page's frames come only as the test runs the clock (`runFor` fires every timer
    // and frame in turn, where a jump would fire each once and leave the faces' next timers unset).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.clock.runFor(100);
    // 5:00, plus 2 s for f5, less the time Black has thought since White's reply (a second at least).
    await expect.poll(() => seconds(page, 'black')).toBeLessThanOrEqual(301);
    const paused = await seconds(page, 'black');
    // Twenty seconds of thought, and a frame for the face to turn (see below).
    await page.clock.runFor(20_000 + 50);
    await expect.poll(() => seconds(page, 'black')).toBeLessThanOrEqual(paused - 20);
    const black = await seconds(page, 'black');
    expect(black).toBeGreaterThanOrEqual(paused - 21);
    const white = await face(page, 'white').textContent();
    expect(white).toBe('5:02');

    await page.reload();
    await page.locator('[data-square="a1"]').waitFor();
    expect(await moveEntries(page)).toHaveLength(2);
    expect(Math.abs((await seconds(page, 'black')) - black)).toBeLessThanOrEqual(1);
    expect(await face(page, 'white').textContent()).toBe(white);
    expect(await face(page, 'black').getAttribute('class')).toContain('running');
    // Ten seconds go by, every timer of the page firing in its turn (the clock stands otherwise), and a
    // frame more: a face sets its timer for the next second after it is painted (Preact's effects run
    // after the frame), so it turns a frame after the second does, and at the end of exactly ten
    // seconds it could still show the second before (about 1 run in 60, by the remainder's place).
    await page.clock.runFor(10_000 + 50);
    await expect.poll(() => seconds(page, 'black')).toBeLessThanOrEqual(black - 10);

    // Closed for an hour (the page gone, the clock running on): none of it is counted.
    const before = await seconds(page, 'black');
    await page.close();
    await context.clock.fastForward(60 * 60_000);
    const again = await context.newPage();
    const againErrors = watchErrors(again);
    await again.goto(baseUrl());
    await again.locator('[data-square="a1"]').waitFor();
    expect(Math.abs((await seconds(again, 'black')) - before)).toBeLessThanOrEqual(1);
    expect(await face(again, 'white').textContent()).toBe(white);
    expect(await again.locator('[data-testid="result"]').count()).toBe(0);
    expect([...errors, ...againErrors]).toEqual([]);
    await context.close();
  });
});
