/** A game's result on the page: as recorded (with how it was entered), or the form that enters it as
 * disc counts, a move list or transcript, a loss on time or a forfeit (entry.ts reads it). */
import { useState } from 'preact/hooks';
import { type Color, makeScore } from '../../core/index.js';
import {
  type Game,
  type GameResult,
  type ResultSource,
  recordResult,
  type Tournament,
} from '../../tournament/index.js';
import type { MessageKey } from '../ui/messages/index.js';
import { EMPTY_ENTRY, entryOf, RESULT_HOWS, type ResultEntry, type ResultHow, resultOf } from './entry.js';
import type { TournamentKey, TournamentTranslate } from './messages/index.js';
import type { SectionProps } from './section.js';

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

/** The recorded result of a game (empties given to the winner) with how it was entered; or its form. */
export function ResultCell(props: {
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
