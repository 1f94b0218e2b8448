/** The form of a new tournament: Swiss or round robin, its name, rounds, board and points; a round
 * robin's players with it (see create.ts). */
import { useState } from 'preact/hooks';
import { randomSeed } from '../../engine/index.js';
import type { PairingSystem, Tournament } from '../../tournament/index.js';
import { NEW_TOURNAMENT, type NewTournamentForm, tournamentOf } from './create.js';
import type { TournamentTranslate } from './messages/index.js';

export function NewTournament({
  t,
  onCreate,
}: {
  t: TournamentTranslate;
  onCreate: (t: Tournament) => Promise<void>;
}) {
  const [form, setForm] = useState<NewTournamentForm>(NEW_TOURNAMENT);
  const [problem, setProblem] = useState<string>();
  type Text = Exclude<keyof NewTournamentForm, 'system' | 'byLot'>;
  const field = (key: Text) => ({
    value: form[key],
    onInput: (e: Event) => setForm({ ...form, [key]: (e.currentTarget as HTMLInputElement).value }),
  });
  const robin = form.system === 'round-robin';
  return (
    <section class="panel">
      <h2>{t('newTournament')}</h2>
      <form
        class="form-grid"
        onSubmit={async (event) => {
          event.preventDefault();
          const created = tournamentOf(form, randomSeed());
          if (!created.ok) return setProblem(created.error);
          setProblem(undefined);
          await onCreate(created.value);
        }}
      >
        <label>
          {t('tournamentName')}
          <input type="text" maxLength={80} {...field('name')} />
        </label>
        <label>
          {t('systemLabel')}
          <select
            value={form.system}
            onChange={(e) => setForm({ ...form, system: e.currentTarget.value as PairingSystem })}
          >
            <option value="swiss">{t('systemSwiss')}</option>
            <option value="round-robin">{t('systemRoundRobin')}</option>
          </select>
        </label>
        {!robin && (
          <label>
            {t('roundsLabel')}
            <input type="number" min={1} max={99} required {...field('rounds')} />
          </label>
        )}
        <label>
          {t('boardLabel')}
          <select value={form.size} onChange={(e) => setForm({ ...form, size: e.currentTarget.value })}>
            {['8', '6', '4'].map((n) => (
              <option key={n} value={n}>{`${n}×${n}`}</option>
            ))}
          </select>
        </label>
        {(['win', 'tie', 'bye'] as const).map((key) => (
          <label key={key}>
            {t(key === 'win' ? 'pointsWin' : key === 'tie' ? 'pointsTie' : 'pointsBye')}
            <input type="number" min={0} max={100} step="any" required {...field(key)} />
          </label>
        ))}
        {robin && (
          <>
            <label class="wide">
              {t('robinPlayers')}
              <textarea rows={6} placeholder={'Ann,1650\nBo\nCy,1500'} {...field('players')} />
            </label>
            <p class="muted wide">{t('robinNote')}</p>
            <label class="inline wide">
              <input
                type="checkbox"
                checked={form.byLot}
                onChange={(e) => setForm({ ...form, byLot: e.currentTarget.checked })}
              />
              {t('robinByLot')}
            </label>
          </>
        )}
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
        <div class="form-actions">
          <button type="submit" class="primary">
            {t('create')}
          </button>
        </div>
      </form>
    </section>
  );
}
