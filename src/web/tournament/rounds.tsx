/**
 * The rounds of a tournament: pair the next one (`pairRound`: Swiss, or the round robin's Berger
 * table), change the latest pairing as the director sees fit (`setRound` checks it), enter each game's
 * result (results.tsx), print the pairings and a blank transcript sheet per game, and read a filled
 * sheet back (sheets.tsx).
 */
import { useState } from 'preact/hooks';
import { randomSeed } from '../../engine/index.js';
import { makeResultsCsv, pairRound, setRound, type Tournament } from '../../tournament/index.js';
import { download, fileStem } from './files.js';
import type { TournamentTranslate } from './messages/index.js';
import { PairingEditor } from './pairing-editor.js';
import { ResultCell } from './results.js';
import { describe, printPart, type SectionProps } from './section.js';
import { SheetEntry, TranscriptSheets } from './sheets.js';

export function RoundsSection({ tournament, t, change }: SectionProps) {
  const [firstRound, setFirstRound] = useState<'rating' | 'random'>('rating');
  const [problem, setProblem] = useState<string>();
  const next = tournament.rounds.length + 1;
  const canPair = next <= tournament.settings.rounds;
  const swiss = tournament.settings.system !== 'round-robin';

  const pair = () => {
    const options =
      next === 1 && firstRound === 'random' ? { firstRound: { by: 'random', seed: randomSeed() } } : {};
    const proposal = pairRound(tournament, next, options as Parameters<typeof pairRound>[2]);
    setProblem(proposal.ok ? change(setRound(tournament, proposal.value)) : describe(proposal.error));
  };

  return (
    <section class="panel" aria-labelledby="rounds-title">
      <h2 id="rounds-title">{t('roundsTitle')}</h2>
      {canPair ? (
        <div class="row no-print">
          {next === 1 && swiss && (
            <label class="inline">
              {t('firstRound')}
              <select
                value={firstRound}
                onChange={(e) => setFirstRound(e.currentTarget.value as 'rating' | 'random')}
              >
                <option value="rating">{t('byRating')}</option>
                <option value="random">{t('atRandom')}</option>
              </select>
            </label>
          )}
          <button type="button" class="primary" onClick={pair}>
            {t('pairRound', { n: next })}
          </button>
        </div>
      ) : (
        <p class="muted">{t('allPaired')}</p>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      {/* The latest round first: it is the one the director works on. */}
      {tournament.rounds
        .map((_, i) => (
          <RoundCard
            key={i}
            tournament={tournament}
            number={i + 1}
            latest={i === tournament.rounds.length - 1}
            t={t}
            change={change}
          />
        ))
        .reverse()}
    </section>
  );
}

interface RoundProps {
  readonly tournament: Tournament;
  readonly number: number;
  /** The latest round, whose pairing the director may still change. */
  readonly latest: boolean;
  readonly t: TournamentTranslate;
  readonly change: SectionProps['change'];
}

function RoundCard({ tournament, number, latest, t, change }: RoundProps) {
  const round = tournament.rounds[number - 1];
  const [editing, setEditing] = useState(false);
  const csv = () =>
    download(
      `${fileStem(tournament.settings.name)}-round-${number}.csv`,
      makeResultsCsv(tournament, number),
      'text/csv',
    );
  const sheets = tournament.settings.size === 8 && round.games.length > 0;
  return (
    <article class="round" data-round={number} data-print-part={`round-${number}`}>
      <div class="round-head">
        <h3>{t('roundTitle', { n: number })}</h3>
        <div class="row no-print">
          <button type="button" onClick={csv}>
            {t('exportPairings')}
          </button>
          <button type="button" onClick={() => printPart(`round-${number}`)}>
            {t('printPairings')}
          </button>
          {sheets && (
            <button type="button" onClick={() => printPart(`sheets-${number}`)}>
              {t('printSheets')}
            </button>
          )}
          {latest && !editing && (
            <button type="button" onClick={() => setEditing(true)}>
              {t('changePairing')}
            </button>
          )}
        </div>
      </div>
      {editing ? (
        <PairingEditor
          tournament={tournament}
          number={number}
          t={t}
          onSave={(pairing) => {
            const problem = change(setRound(tournament, pairing));
            if (!problem) setEditing(false);
            return problem;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div class="table-scroll">
          <table class="data pairings">
            <thead>
              <tr>
                <th scope="col">{t('boardCol')}</th>
                <th scope="col">{t('black')}</th>
                <th scope="col">{t('white')}</th>
                <th scope="col">{t('resultCol')}</th>
              </tr>
            </thead>
            <tbody>
              {round.games.map((game, i) => (
                <tr key={`${game.black}/${game.white}`} data-board={i + 1}>
                  <td>{i + 1}</td>
                  <td data-field="black">{game.black}</td>
                  <td data-field="white">{game.white}</td>
                  <td>
                    <ResultCell {...{ tournament, round: number, board: i + 1, game, t, change }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!editing && round.byes.length > 0 && (
        <p data-testid="byes">{t('byes', { names: round.byes.join(', ') })}</p>
      )}
      {sheets && !editing && <SheetEntry {...{ tournament, number, t, change }} />}
      {sheets && <TranscriptSheets tournament={tournament} number={number} t={t} />}
    </article>
  );
}
