/**
 * The standings: points, then the Brightwell Quotient, then discs (`standings` in src/tournament), after
 * the last round with every result in (a round still coming in is not counted yet), with
 * the files a director hands out: the standings and the whole results as CSV (the results file that
 * `wedge standings` reads), and a printed page.
 */
import { makeResultsCsv, makeStandingsCsv } from '../../tournament/index.js';
import { download, fileStem } from './files.js';
import type { SectionProps } from './section.js';
import { printPart } from './section.js';
import { postedStandings } from './tables.js';

export function StandingsSection({ tournament, t, language }: SectionProps) {
  const { after, pending, rows } = postedStandings(tournament);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const stem = fileStem(tournament.settings.name);
  return (
    <section class="panel" aria-labelledby="standings-title" data-print-part="standings">
      <h2 id="standings-title">
        {t('standingsTitle')}
        {after > 0 && (
          <span class="muted" data-testid="after">
            {' '}
            · {t('afterRound', { n: after })}
          </span>
        )}
      </h2>
      {pending !== undefined && (
        <p class="muted" data-testid="pending">
          {t('resultsComing', { n: pending })}
        </p>
      )}
      {rows.length > 0 && (
        // A wide table scrolls on a phone: the keyboard reaches it (axe: scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
        <div class="table-scroll" tabIndex={0}>
          <table class="data" data-testid="standings">
            <thead>
              <tr>
                <th scope="col" class="num">
                  {t('rankCol')}
                </th>
                <th scope="col">{t('playerCol')}</th>
                <th scope="col" class="num">
                  {t('pointsCol')}
                </th>
                <th scope="col" class="num">
                  <abbr title={t('bqLong')}>{t('bqCol')}</abbr>
                </th>
                <th scope="col" class="num">
                  {t('discsCol')}
                </th>
                <th scope="col" class="num">
                  {t('games')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.player} data-standing={s.player}>
                  <td data-field="rank" data-value={s.rank}>
                    {s.rank}
                  </td>
                  <th scope="row" data-field="player">
                    {s.player}
                  </th>
                  <td data-field="points" data-value={s.points}>
                    {number.format(s.points)}
                  </td>
                  <td data-field="bq" data-value={s.bq}>
                    {number.format(s.bq)}
                  </td>
                  <td data-field="discs" data-value={s.discs}>
                    {s.discs}
                  </td>
                  <td data-field="games" data-value={s.games}>
                    {s.games}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div class="row no-print">
        <button
          type="button"
          onClick={() => download(`${stem}-standings.csv`, makeStandingsCsv(rows), 'text/csv')}
        >
          {t('exportStandings')}
        </button>
        <button
          type="button"
          onClick={() => download(`${stem}-results.csv`, makeResultsCsv(tournament), 'text/csv')}
        >
          {t('exportResults')}
        </button>
        <button type="button" onClick={() => printPart('standings')}>
          {t('printStandings')}
        </button>
      </div>
    </section>
  );
}
