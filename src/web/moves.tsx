/**
 * The move list beside the board: moves numbered as on a transcript (discs placed; a pass has no
 * number), copy in one click, and a field to paste a game into.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { makeMoveList } from '../core/formats/index.js';
import { type Color, type Move, makeSquare, moveNumbers, PASS } from '../core/index.js';
import type { Translate } from './i18n.js';

export interface MoveListProps {
  readonly moves: readonly Move[];
  /** Who made each move (a pass is made by the side that had to pass). */
  readonly movers: readonly Color[];
  readonly t: Translate;
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

export function MoveList({ moves, movers, t, onLoad }: MoveListProps) {
  const [copied, setCopied] = useState(false);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Standard notation, passes left out as most records do; the list still reads back exactly.
  const text = makeMoveList(moves);
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
      {moves.length === 0 ? (
        <p class="muted">{t('noMoves')}</p>
      ) : (
        <ol class="move-list" data-moves={text} ref={list}>
          {moves.map((move, i) => (
            <li key={i} class={`by-${movers[i]}`} data-move={move === PASS ? 'pass' : makeSquare(move)}>
              {move === PASS ? (
                <span class="pass-move">{t('passMove')}</span>
              ) : (
                <>
                  <span class="move-number">{numbers[i]}.</span>
                  {makeSquare(move)}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        class="paste"
        onSubmit={(event) => {
          event.preventDefault();
          load();
        }}
      >
        <label for="paste-moves">{t('pasteLabel')}</label>
        <div class="paste-row">
          <input
            id="paste-moves"
            type="text"
            autocomplete="off"
            spellcheck={false}
            placeholder={t('pastePlaceholder')}
            value={pasted}
            onInput={(event) => setPasted((event.target as HTMLInputElement).value)}
          />
          <button type="submit" disabled={pasted.trim() === ''}>
            {t('load')}
          </button>
        </div>
        {error && (
          <p class="error" role="alert">
            {t('loadError', { message: error })}
          </p>
        )}
      </form>
    </section>
  );
}
