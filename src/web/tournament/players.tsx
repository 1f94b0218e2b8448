/** The players of a tournament: who is in, from which round, who withdrew; entries and withdrawals. */
import { useState } from 'preact/hooks';
import { addPlayer, isActive, withdrawPlayer } from '../../tournament/index.js';
import type { SectionProps } from './section.js';

export function PlayersSection({ tournament, t, change }: SectionProps) {
  const [name, setName] = useState('');
  const [rating, setRating] = useState('');
  const [problem, setProblem] = useState<string>();
  // A player added now, or withdrawn now, is so from the next round to pair.
  const next = tournament.rounds.length + 1;
  const open = next <= tournament.settings.rounds;
  // A round robin's players fix its rounds: they are entered when it is created.
  const robin = tournament.settings.system === 'round-robin';

  const status = (joined: number, withdrawn: number | undefined): string => {
    if (withdrawn !== undefined) return t('withdrawnFrom', { round: withdrawn });
    return joined > 1 ? t('lateEntry', { round: joined }) : t('playing');
  };

  return (
    <section class="panel" aria-labelledby="players-title">
      <h2 id="players-title">{t('playersTitle')}</h2>
      {tournament.players.length > 0 && (
        <div class="table-scroll">
          <table class="data" data-testid="players">
            <thead>
              <tr>
                <th scope="col">{t('playerName')}</th>
                <th scope="col">{t('rating')}</th>
                <th scope="col">{t('playerStatus')}</th>
                <th scope="col" class="no-print">
                  <span class="sr-only">{t('withdraw')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tournament.players.map((p) => (
                <tr key={p.name} data-player={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>{p.rating ?? '–'}</td>
                  <td>{status(p.joined, p.withdrawn)}</td>
                  <td class="no-print">
                    {open && p.withdrawn === undefined && isActive(p, next) && (
                      <button
                        type="button"
                        aria-label={`${t('withdraw')}: ${p.name}`}
                        onClick={() => {
                          if (!window.confirm(t('confirmWithdraw', { name: p.name, round: next }))) return;
                          setProblem(change(withdrawPlayer(tournament, p.name)));
                        }}
                      >
                        {t('withdraw')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {robin && <p class="muted">{t('robinFixed')}</p>}
      {open && !robin && (
        <form
          class="form-grid no-print"
          onSubmit={(event) => {
            event.preventDefault();
            const text = rating.trim();
            const problem = change(
              addPlayer(tournament, { name, ...(text === '' ? {} : { rating: Number(text) }) }),
            );
            setProblem(problem);
            if (!problem) {
              setName('');
              setRating('');
            }
          }}
        >
          {tournament.rounds.length > 0 && <p class="muted wide">{t('lateEntryNote', { round: next })}</p>}
          <label>
            {t('playerName')}
            <input
              type="text"
              required
              maxLength={80}
              value={name}
              onInput={(e) => setName(e.currentTarget.value)}
            />
          </label>
          <label>
            {t('ratingOptional')}
            <input
              type="number"
              step="any"
              value={rating}
              onInput={(e) => setRating(e.currentTarget.value)}
            />
          </label>
          <div class="form-actions">
            <button type="submit">{t('addPlayer')}</button>
          </div>
        </form>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
