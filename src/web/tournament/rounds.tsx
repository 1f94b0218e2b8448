/**
 * The rounds of a tournament: pair the next one (Swiss, by `pairRound`), change the latest pairing as the
 * director sees fit (`setRound` checks it), and enter each game's result in one of four ways.
 */
import { useState } from 'preact/hooks';
import { type Color, makeScore } from '../../core/index.js';
import { randomSeed } from '../../engine/index.js';
import {
  activePlayers,
  type Game,
  type GameResult,
  makeResultsCsv,
  type Pairing,
  pairRound,
  type ResultSource,
  recordResult,
  setRound,
  type Tournament,
} from '../../tournament/index.js';
import type { MessageKey } from '../ui/messages/index.js';
import { EMPTY_ENTRY, entryOf, RESULT_HOWS, type ResultEntry, type ResultHow, resultOf } from './entry.js';
import { download, fileStem } from './files.js';
import type { TournamentKey, TournamentTranslate } from './messages/index.js';
import { describe, printPart, type SectionProps } from './section.js';

const HOW_WORDS: Readonly<Record<ResultHow, MessageKey | TournamentKey>> = {
  discs: 'howDiscs',
  game: 'howGame',
  time: 'howTime',
  forfeit: 'howForfeit',
};
const SOURCE_WORDS: Readonly<Record<ResultSource, MessageKey | TournamentKey>> = {
  discs: 'sourceDiscs',
  game: 'sourceGame',
  time: 'sourceTime',
  forfeit: 'sourceForfeit',
};

export function RoundsSection({ tournament, t, change }: SectionProps) {
  const [firstRound, setFirstRound] = useState<'rating' | 'random'>('rating');
  const [problem, setProblem] = useState<string>();
  const next = tournament.rounds.length + 1;
  const canPair = next <= tournament.settings.rounds;

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
          {next === 1 && (
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
  return (
    <article class="round" data-round={number} data-print-part={`round-${number}`}>
      <div class="round-head">
        <h3>{t('roundTitle', { n: number })}</h3>
        <div class="row no-print">
          <button
            type="button"
            onClick={() =>
              download(
                `${fileStem(tournament.settings.name)}-round-${number}.csv`,
                makeResultsCsv(tournament, number),
                'text/csv',
              )
            }
          >
            {t('exportPairings')}
          </button>
          <button type="button" onClick={() => printPart(`round-${number}`)}>
            {t('printPairings')}
          </button>
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
        <>
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
                      <ResultCell
                        tournament={tournament}
                        round={number}
                        board={i + 1}
                        game={game}
                        t={t}
                        change={change}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {round.byes.length > 0 && <p data-testid="byes">{t('byes', { names: round.byes.join(', ') })}</p>}
        </>
      )}
    </article>
  );
}

/** The recorded result of a game (empties given to the winner) with how it was entered; or its form. */
function ResultCell(props: {
  tournament: Tournament;
  round: number;
  board: number;
  game: Game;
  t: TournamentTranslate;
  change: SectionProps['change'];
}) {
  const { tournament, round, board, game, t, change } = props;
  const [editing, setEditing] = useState(false);
  if (game.result && !editing)
    return (
      <span class="result" data-result={makeScore(game.result)}>
        <strong>{`${game.result.black}–${game.result.white}`}</strong>{' '}
        <span class="muted">({t(SOURCE_WORDS[game.result.source])})</span>{' '}
        <button type="button" class="link no-print" onClick={() => setEditing(true)}>
          {t('changeResult')}
          <span class="sr-only">{` ${t('boardCol')} ${board}`}</span>
        </button>
      </span>
    );
  return (
    <ResultForm
      size={tournament.settings.size}
      board={board}
      recorded={game.result}
      t={t}
      onSave={(result) => {
        const problem = change(recordResult(tournament, round, game, result));
        if (!problem) setEditing(false);
        return problem;
      }}
      onCancel={game.result ? () => setEditing(false) : undefined}
    />
  );
}

/** A game's result, entered as disc counts, a move list or transcript, a loss on time or a forfeit. */
function ResultForm(props: {
  size: Tournament['settings']['size'];
  board: number;
  recorded: GameResult | undefined;
  t: TournamentTranslate;
  /** Saves a result (or clears it with undefined); returns the error to show, if any. */
  onSave: (result: GameResult | undefined) => string | undefined;
  onCancel?: () => void;
}) {
  const { size, board, recorded, t, onSave, onCancel } = props;
  const [entry, setEntry] = useState<ResultEntry>(recorded ? entryOf(recorded) : EMPTY_ENTRY);
  const [problem, setProblem] = useState<string>();
  const set = (patch: Partial<ResultEntry>) => setEntry({ ...entry, ...patch });
  // Every control names its board, so a screen reader (and a test) tells the forms apart.
  const on = ` (${t('boardCol')} ${board})`;
  const sideChoice = (label: string) => (
    <label>
      {label}
      <select
        aria-label={`${label}${on}`}
        value={entry.side}
        onChange={(e) => set({ side: e.currentTarget.value as Color })}
      >
        <option value="black">{t('black')}</option>
        <option value="white">{t('white')}</option>
      </select>
    </label>
  );
  const discs = (color: Color) => (
    <input
      type="text"
      inputMode="numeric"
      size={3}
      aria-label={`${t(color === 'black' ? 'blackDiscs' : 'whiteDiscs')}${on}`}
      value={entry[color]}
      onInput={(e) => set({ [color]: e.currentTarget.value })}
    />
  );
  return (
    <form
      class="result-form no-print"
      onSubmit={(event) => {
        event.preventDefault();
        const result = resultOf(entry, size);
        setProblem(result.ok ? onSave(result.value) : result.error.message);
      }}
    >
      <select
        aria-label={`${t('resultHow')}${on}`}
        value={entry.how}
        onChange={(e) => set({ how: e.currentTarget.value as ResultHow })}
      >
        {RESULT_HOWS.map((how) => (
          <option key={how} value={how}>
            {t(HOW_WORDS[how])}
          </option>
        ))}
      </select>
      {(entry.how === 'discs' || entry.how === 'time') && (
        <span class="discs">
          {entry.how === 'time' && sideChoice(t('lostOnTime'))}
          {discs('black')}
          <span aria-hidden="true">–</span>
          {discs('white')}
        </span>
      )}
      {entry.how === 'game' && (
        <textarea
          rows={3}
          aria-label={`${t('gameText')}${on}`}
          placeholder="f5d6c3d3c4…"
          value={entry.text}
          onInput={(e) => set({ text: e.currentTarget.value })}
        />
      )}
      {entry.how === 'forfeit' && sideChoice(t('forfeitWinner'))}
      <button type="submit">
        {t('saveResult')}
        <span class="sr-only">{on}</span>
      </button>
      {recorded && (
        <button type="button" onClick={() => setProblem(onSave(undefined))}>
          {t('clearResult')}
        </button>
      )}
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
      {problem && (
        <p class="error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The latest round's pairing as the director changes it: who has Black and White on each board, boards
 * added or removed, the byes. `setRound` checks it (everyone active, nobody twice); the Swiss rules are
 * the director's to break.
 */
function PairingEditor(props: {
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
