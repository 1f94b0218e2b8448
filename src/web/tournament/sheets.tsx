/**
 * Transcript sheets on the page: one blank sheet per game of a round (`transcriptSheets` of
 * `wedge/tournament`: both names and colours, the round and board, the 8x8 grid with a-h and 1-8 on
 * which the players write each move's number), hidden on screen and printed one a page (sheets.css);
 * and a filled sheet typed or pasted back as its game's result (`filledSheetResult`).
 */
import { useState } from 'preact/hooks';
import { recordResult, type Tournament, transcriptSheets } from '../../tournament/index.js';
import { filledSheetResult } from './entry.js';
import type { TournamentTranslate } from './messages/index.js';
import type { SectionProps } from './section.js';
import './sheets.css';

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
/** The starting discs: d4 and e5 White, e4 and d5 Black. */
const START: Readonly<Record<string, 'black' | 'white'>> = {
  d4: 'white',
  e5: 'white',
  e4: 'black',
  d5: 'black',
};

/** The round's blank sheets, printed by "Print transcript sheets" (part `sheets-N`). */
export function TranscriptSheets({
  tournament,
  number,
  t,
}: {
  tournament: Tournament;
  number: number;
  t: TournamentTranslate;
}) {
  const sheets = transcriptSheets(tournament, number);
  if (!sheets.ok) return null;
  return (
    <div class="transcript-sheets" data-print-part={`sheets-${number}`}>
      {sheets.value.map((s) => (
        <section
          key={s.board}
          class="transcript-sheet"
          data-sheet={s.board}
          aria-label={t('sheetTitle', { round: s.round, board: s.board })}
        >
          <h4>{t('sheetTitle', { round: s.round, board: s.board })}</h4>
          {s.event && <p class="event">{s.event}</p>}
          <p class="sheet-players">
            <span data-field="black">
              {`● ${t('sheetBlack')}: `}
              <strong>{s.black}</strong>
            </span>
            <br />
            <span data-field="white">
              {`○ ${t('white')}: `}
              <strong>{s.white}</strong>
            </span>
          </p>
          <p>{t('sheetHow')}</p>
          <table class="sheet-grid">
            <thead>
              <tr>
                <td />
                {FILES.map((f) => (
                  <th key={f} scope="col">
                    {f}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {FILES.map((_, row) => (
                <tr key={row}>
                  <th scope="row">{row + 1}</th>
                  {FILES.map((f) => {
                    const disc = START[`${f}${row + 1}`];
                    return (
                      <td key={f} class={disc ? 'start' : undefined}>
                        {disc ? (disc === 'black' ? '●' : '○') : ''}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p class="fill">{t('sheetDiscs')}</p>
          <p class="fill">{t('sheetSignatures')}</p>
        </section>
      ))}
    </div>
  );
}

/** A filled sheet read back: the board, and its grid (or the whole text sheet) typed or pasted. */
export function SheetEntry({
  tournament,
  number,
  t,
  change,
}: Omit<SectionProps, 'language'> & { number: number }) {
  const games = tournament.rounds[number - 1].games;
  const [board, setBoard] = useState(games.findIndex((g) => !g.result) + 1 || 1);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const on = ` (${t('roundTitle', { n: number })})`;
  return (
    <details class="sheet-entry no-print">
      <summary>{t('enterSheet')}</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const read = filledSheetResult(tournament, number, board, text);
          const problem = read.ok
            ? change(recordResult(tournament, number, read.value.game, read.value.result))
            : read.error.message;
          setProblem(problem);
          if (!problem) setText('');
        }}
      >
        <label class="inline">
          {t('boardCol')}
          <select
            aria-label={`${t('sheetBoard')}${on}`}
            value={board}
            onChange={(e) => setBoard(Number(e.currentTarget.value))}
          >
            {games.map((g, i) => (
              <option key={i} value={i + 1}>{`${i + 1}: ${g.black} – ${g.white}`}</option>
            ))}
          </select>
        </label>
        <textarea
          rows={10}
          class="sheet-text"
          aria-label={`${t('sheetText')}${on}`}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit">
          {t('readSheet')}
          <span class="sr-only">{on}</span>
        </button>
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
