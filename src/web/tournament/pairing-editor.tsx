/** The director's own pairing of the latest round. */
import { useState } from 'preact/hooks';
import { activePlayers, type Pairing, type Tournament } from '../../tournament/index.js';
import type { TournamentTranslate } from './messages/index.js';

/**
 * The latest round's pairing as the director changes it: who has Black and White on each board, boards
 * added or removed, the byes. `setRound` checks it (everyone active, nobody twice); the Swiss rules are
 * the director's to break.
 */
export function PairingEditor(props: {
  tournament: Tournament;
  number: number;
  t: TournamentTranslate;
  onSave: (pairing: Pairing) => string | undefined;
  onCancel: () => void;
}) {
  const { tournament, number, t, onSave, onCancel } = props;
  const round = tournament.rounds[number - 1];
  const [games, setGames] = useState(round.games.map(({ black, white }) => ({ black, white })));
  const [byes, setByes] = useState([...round.byes]);
  const [problem, setProblem] = useState<string>();
  const names = activePlayers(tournament, number).map((p) => p.name);
  const choose = (label: string, value: string, onChange: (name: string) => void) => (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
      {names.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
  const setGame = (i: number, patch: Partial<(typeof games)[number]>) =>
    setGames(games.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  return (
    <form
      class="pairing-editor"
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(onSave({ round: number, games, byes }));
      }}
    >
      <ol class="boards">
        {games.map((g, i) => (
          <li key={i} data-board={i + 1}>
            {choose(`${t('black')} (${t('boardCol')} ${i + 1})`, g.black, (black) => setGame(i, { black }))}
            {choose(`${t('white')} (${t('boardCol')} ${i + 1})`, g.white, (white) => setGame(i, { white }))}
            <button type="button" onClick={() => setGame(i, { black: g.white, white: g.black })}>
              {t('swapColours')}
              <span class="sr-only">{` (${t('boardCol')} ${i + 1})`}</span>
            </button>
            <button type="button" onClick={() => setGames(games.filter((_, j) => j !== i))}>
              {t('removeBoard', { n: i + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {byes.map((name, i) => (
        <p key={i} class="row">
          {choose(`${t('byeLabel')} ${i + 1}`, name, (n) => setByes(byes.map((b, j) => (j === i ? n : b))))}
          <button type="button" onClick={() => setByes(byes.filter((_, j) => j !== i))}>
            {t('removeBye', { n: i + 1 })}
          </button>
        </p>
      ))}
      <div class="row">
        <button
          type="button"
          onClick={() => setGames([...games, { black: names[0], white: names[1] ?? names[0] }])}
        >
          {t('addBoard')}
        </button>
        <button type="button" onClick={() => setByes([...byes, names[names.length - 1]])}>
          {t('addBye')}
        </button>
      </div>
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
      <div class="row">
        <button type="submit" class="primary">
          {t('savePairing')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
