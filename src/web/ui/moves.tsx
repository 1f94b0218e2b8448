/**
 * The move list beside the board: moves numbered as on a transcript (discs placed; a pass has no
 * number), copy in one click, and a field to paste a game into. Moves are written, copied and read with
 * their standard names, or as White writes them when that is chosen (see side.ts), and a caption says
 * which; `data-move` and `data-moves` keep the game's own names.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type Color,
  type Move,
  makeMoveList,
  makeSquare,
  moveNumbers,
  PASS,
  type Square,
} from '../../core/index.js';
import { colorName } from './labels.js';
import type { ViewTranslate } from './messages/index.js';
import { type BoardSide, sideMoves } from './side.js';
import './moves.css';

export interface MoveListProps {
  readonly moves: readonly Move[];
  /** Who made each move (a pass is made by the side that had to pass). */
  readonly movers: readonly Color[];
  /** A loss on time ends the list, as a transcript notes it. */
  readonly timeDefault?: { readonly loser: Color };
  /** How moves are written: with `fromWhite`, every move is named as White writes it. */
  readonly side: BoardSide;
  readonly t: ViewTranslate;
  /** Loads a pasted list; returns an error message, or undefined when the game was set up. */
  readonly onLoad: (text: string) => string | undefined;
}

/** Copies text, falling back to a hidden selection where the Clipboard API is unavailable. */
export const copyText = async (text: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
};

/** A pasted game's text field and its Load button, inside a form whose submit loads it: the play page's
 * move list and the analysis board both offer one. */
export function PasteField(props: {
  readonly id: string;
  readonly pasted: string;
  readonly onPasted: (text: string) => void;
  readonly t: ViewTranslate;
}) {
  const { id, pasted, onPasted, t } = props;
  return (
    <>
      <label for={id}>{t('pasteLabel')}</label>
      <div class="paste-row">
        <input
          id={id}
          type="text"
          autocomplete="off"
          spellcheck={false}
          placeholder={t('pastePlaceholder')}
          value={pasted}
          onInput={(event) => onPasted((event.target as HTMLInputElement).value)}
        />
        <button type="submit" disabled={pasted.trim() === ''}>
          {t('load')}
        </button>
      </div>
    </>
  );
}

export function MoveList({ moves, movers, timeDefault, side, t, onLoad }: MoveListProps) {
  const [copied, setCopied] = useState(false);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Standard notation, passes left out as most records do; the list still reads back exactly.
  const shown = sideMoves(side, moves);
  const text = makeMoveList(shown);
  const numbers = moveNumbers(moves);
  const list = useRef<HTMLOListElement>(null);
  // Keep the newest move in view as the list grows past its height.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [moves.length]);

  const load = () => {
    const problem = onLoad(pasted);
    setError(problem);
    if (!problem) setPasted('');
  };

  return (
    <section class="moves" aria-label={t('moves')}>
      <div class="moves-head">
        <h2>{t('moves')}</h2>
        <button
          type="button"
          disabled={moves.length === 0}
          onClick={async () => {
            await copyText(text);
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          }}
        >
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
      <p
        class="muted turned-note"
        data-testid="moves-written"
        data-written={side.fromWhite ? 'white' : 'black'}
      >
        {t(side.fromWhite ? 'writtenFromWhite' : 'writtenStandard')}
      </p>
      {moves.length === 0 && !timeDefault ? (
        <p class="muted">{t('noMoves')}</p>
      ) : (
        // The list scrolls once it is longer than its box: a stop for the keyboard, so its arrows scroll it.
        <ol
          class="move-list"
          data-moves={makeMoveList(moves)}
          ref={list}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-label={t('moveListLabel')}
        >
          {moves.map((move, i) => (
            <li key={i} class={`by-${movers[i]}`} data-move={move === PASS ? 'pass' : makeSquare(move)}>
              {move === PASS ? (
                <span class="pass-move">{t('passMove')}</span>
              ) : (
                <>
                  <span class="move-number">{numbers[i]}.</span>
                  {makeSquare(shown[i] as Square)}
                </>
              )}
            </li>
          ))}
          {timeDefault && (
            <li class={`by-${timeDefault.loser} time-entry`} data-move="time">
              {t('timeEntry', { color: colorName(t, timeDefault.loser) })}
            </li>
          )}
        </ol>
      )}
      <form
        class="paste"
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <PasteField id="paste-moves" pasted={pasted} onPasted={setPasted} t={t} />
        {error && (
          <p class="error" role="alert">
            {t('loadError', { message: error })}
          </p>
        )}
      </form>
    </section>
  );
}
