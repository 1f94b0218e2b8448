/**
 * Ratings from the results entered so far (`rateEvent` of `wedge/tournament`, Elo-type): each player's
 * rating before and after, with K as the director sets it; an unrated player's provisional rating is
 * their performance; and every player's performance rating. The formulas are in docs/tournament.md.
 */
import { useState } from 'preact/hooks';
import type { SectionProps } from './section.js';
import { kOf, ratingRows } from './tables.js';

export function RatingsSection({ tournament, t, language }: SectionProps) {
  const [kText, setKText] = useState('32');
  const k = kOf(kText);
  const rows = k.ok ? ratingRows(tournament, k.value) : [];
  // Ratings are written without grouping: 1733, not 1,733.
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
  const show = (x: number | undefined) => (x === undefined ? '–' : number.format(x));
  return (
    <section class="panel" aria-labelledby="ratings-title" data-print-part="ratings">
      <h2 id="ratings-title">{t('ratingsTitle')}</h2>
      <p class="muted">{t('ratingsNote')}</p>
      <label class="inline no-print">
        {t('kFactor')}
        <input
          type="number"
          min={0}
          max={100}
          step="any"
          value={kText}
          onInput={(e) => setKText(e.currentTarget.value)}
        />
      </label>
      {!k.ok && (
        <p class="error" role="alert">
          {k.error}
        </p>
      )}
      {rows.length > 0 && (
        // A wide table scrolls on a phone: the keyboard reaches it (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
        <div class="table-scroll" tabIndex={0}>
          <table class="data" data-testid="ratings">
            <thead>
              <tr>
                <th scope="col">{t('playerCol')}</th>
                <th scope="col" class="num">
                  {t('ratingBefore')}
                </th>
                <th scope="col" class="num">
                  {t('games')}
                </th>
                <th scope="col" class="num">
                  {t('ratingScore')}
                </th>
                <th scope="col" class="num">
                  {t('ratingExpected')}
                </th>
                <th scope="col" class="num">
                  {t('performance')}
                </th>
                <th scope="col" class="num">
                  {t('ratingAfter')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.player} data-rating={r.player}>
                  <th scope="row">{r.player}</th>
                  <td data-field="before">{show(r.before)}</td>
                  <td data-field="games">{r.games}</td>
                  <td data-field="score">{number.format(r.score)}</td>
                  <td data-field="expected">{show(r.expected)}</td>
                  <td data-field="performance">{show(r.performance)}</td>
                  <td data-field="after" data-value={r.after}>
                    {show(r.after)}
                    {r.change !== undefined && ` (${signed.format(r.change)})`}
                    {r.provisional && ` ${t('provisional')}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
