/**
 * The position editor (`#/editor`): discs placed and removed by clicks (black, white or empty), the
 * start position, a clear board, the side to move and the board size; what is wrong said plainly; then
 * Analyse (the analysis board from there) or Play from here against any level. The board being set up
 * lives in the address (`#/editor?board=...`), so a reload or a shared link keeps it.
 */
import { useState } from 'preact/hooks';
import { Bitboard, type BoardSize, type Color, type Position } from '../../../core/index.js';
import { LEVELS, type Level } from '../../../engine/index.js';
import { type WithMessages, withMessages } from '../../lib/lazy.js';
import { navigate } from '../../lib/router.js';
import type { ViewProps } from '../../lib/view.js';
import { Board } from '../../ui/board.js';
import { colorName } from '../../ui/labels.js';
import { type AnalysisKey, type AnalysisTranslate, analysisMessages } from '../messages/index.js';
import { paramsOfGame } from '../sources.js';
import { AnalysisTabs } from '../tabs.js';
import {
  checkDraft,
  type Draft,
  type DraftProblem,
  draftOfParams,
  draftParam,
  drawnPosition,
  emptyDraft,
  place,
  resize,
  startDraft,
  type Tool,
} from './editing.js';
import '../../ui/forms.css';
import '../../ui/panel.css';
import './editor.css';

/** Who the game from the position is played against: a level, or two players on one device. */
const OPPONENTS: readonly (Level | 'human')[] = [...LEVELS, 'human'];

const TOOLS: readonly Tool[] = ['black', 'white', 'empty'];
const SIZES: readonly BoardSize[] = [8, 6, 4];

/** What is wrong with a draft, in words. */
const problemText = (t: AnalysisTranslate, problem: DraftProblem): string => {
  switch (problem.code) {
    case 'centre':
      return t('editorCentre');
    case 'no-discs':
      return t('editorNoDiscs', { color: colorName(t, problem.color) });
    case 'no-moves':
      return t('editorNoMoves');
  }
};

/** The position editor, drawn once the analysis section's words are loaded. */
export const EditorView = withMessages<ViewProps, AnalysisKey>('editor', analysisMessages, Editor);

function Editor({ session, settings, t, route }: WithMessages<ViewProps, AnalysisKey>) {
  const draft = draftOfParams(route.params) ?? startDraft();
  const [tool, setTool] = useState<Tool>('black');
  const [opponent, setOpponent] = useState(settings.opponent);
  const [humanColor, setHumanColor] = useState<Color>(settings.humanColor);
  const checked = checkDraft(draft);
  const drawn = drawnPosition(draft);

  // Every change goes into the address (replacing it, so Back leaves the editor rather than undoing).
  const change = (next: Draft) =>
    navigate(
      'editor',
      { board: draftParam(next), size: next.size === 8 ? undefined : String(next.size) },
      { replace: true },
    );

  const analyse = (position: Position) => navigate('analysis', paramsOfGame(position, []));
  const play = (position: Position) => {
    if (session.inProgress() && !window.confirm(t('confirmDiscard'))) return;
    session.playFrom(position, opponent, humanColor);
    navigate('play');
  };

  return (
    <main class="editor">
      <AnalysisTabs current="editor" t={t} />
      <div class="analysis-grid">
        <div class="analysis-board">
          <Board
            position={drawn}
            playable={Bitboard.EMPTY}
            hints={false}
            lastMove={undefined}
            placed={undefined}
            flipped={Bitboard.EMPTY}
            animate={false}
            ply={0}
            yourTurn={false}
            refused={undefined}
            side={{ turned: false, size: draft.size }}
            t={t}
            onPlay={(square) => change(place(draft, square, tool))}
          />
        </div>
        <aside class="side">
          <section class="status fields">
            <fieldset class="segmented tools">
              <legend>{t('placeWhat')}</legend>
              {TOOLS.map((name) => (
                <label key={name}>
                  <input
                    type="radio"
                    name="tool"
                    value={name}
                    checked={tool === name}
                    onChange={() => setTool(name)}
                  />
                  {name === 'empty' ? (
                    <span class="disc empty-disc" aria-hidden="true" />
                  ) : (
                    <span class={`disc ${name}`} aria-hidden="true" />
                  )}
                  {t(name === 'black' ? 'toolBlack' : name === 'white' ? 'toolWhite' : 'toolEmpty')}
                </label>
              ))}
            </fieldset>
            <div class="row">
              <button type="button" onClick={() => change(startDraft(draft.size, draft.turn))}>
                {t('initialPosition')}
              </button>
              <button type="button" onClick={() => change(emptyDraft(draft.size, draft.turn))}>
                {t('clearBoard')}
              </button>
            </div>
            <fieldset class="segmented">
              <legend>{t('sideToMove')}</legend>
              {(['black', 'white'] as Color[]).map((color) => (
                <label key={color}>
                  <input
                    type="radio"
                    name="turn"
                    value={color}
                    checked={draft.turn === color}
                    onChange={() => change({ ...draft, turn: color })}
                  />
                  <span class={`disc ${color}`} aria-hidden="true" />
                  {colorName(t, color)}
                </label>
              ))}
            </fieldset>
            <label>
              {t('boardSize')}
              <select
                value={draft.size}
                onChange={(event) =>
                  change(resize(draft, Number((event.target as HTMLSelectElement).value) as BoardSize))
                }
              >
                {SIZES.map((size) => (
                  <option key={size} value={size}>
                    {`${size}×${size}`}
                  </option>
                ))}
              </select>
            </label>
            <p
              class={checked.ok ? 'editor-check' : 'editor-check error'}
              role="status"
              data-testid="editor-check"
            >
              {checked.ok
                ? checked.value.mustPass()
                  ? t('editorPass', { color: colorName(t, draft.turn) })
                  : t('editorValid', { color: colorName(t, draft.turn) })
                : problemText(t, checked.error)}
            </p>
            <button
              type="button"
              class="primary"
              disabled={!checked.ok}
              onClick={() => checked.ok && analyse(checked.value)}
            >
              {t('analyse')}
            </button>
          </section>
          <section class="status fields">
            <label>
              {t('opponent')}
              <select
                value={opponent}
                onChange={(event) =>
                  setOpponent((event.target as HTMLSelectElement).value as Level | 'human')
                }
              >
                {OPPONENTS.map((level) => (
                  <option key={level} value={level}>
                    {t(level)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset class="segmented" disabled={opponent === 'human'}>
              <legend>{t('colour')}</legend>
              {(['black', 'white'] as Color[]).map((color) => (
                <label key={color}>
                  <input
                    type="radio"
                    name="play-colour"
                    value={color}
                    checked={humanColor === color}
                    onChange={() => setHumanColor(color)}
                  />
                  <span class={`disc ${color}`} aria-hidden="true" />
                  {colorName(t, color)}
                </label>
              ))}
            </fieldset>
            <button type="button" disabled={!checked.ok} onClick={() => checked.ok && play(checked.value)}>
              {t('playFromHere')}
            </button>
          </section>
        </aside>
      </div>
    </main>
  );
}
