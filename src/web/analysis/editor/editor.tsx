/**
 * The position editor (`#/editor`): discs placed and removed by clicks (black, white or empty), the
 * start position, a clear board, the side to move and the board size; what is wrong said plainly; then
 * Analyse (the analysis board from there) or Play from here against any level. The board being set up
 * lives in the address (`#/editor?board=...`), so a reload or a shared link keeps it.
 */
import { useState } from 'preact/hooks';
import { Bitboard, type Color, type Position } from '../../../core/index.js';
import { type WithMessages, withMessages } from '../../lib/lazy.js';
import { navigate } from '../../lib/router.js';
import type { ViewProps } from '../../lib/view.js';
import { Board } from '../../ui/board.js';
import { type AnalysisKey, analysisMessages } from '../messages/index.js';
import { paramsOfGame } from '../sources.js';
import { AnalysisTabs } from '../tabs.js';
import {
  checkDraft,
  type Draft,
  draftOfParams,
  draftParam,
  drawnPosition,
  place,
  startDraft,
  type Tool,
} from './editing.js';
import { PlayPanel, SetupPanel } from './panels.js';
import '../../ui/forms.css';
import '../../ui/panel.css';
import './editor.css';

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
          <SetupPanel
            t={t}
            draft={draft}
            checked={checked}
            tool={tool}
            onTool={setTool}
            onChange={change}
            onAnalyse={analyse}
          />
          <PlayPanel
            t={t}
            checked={checked}
            opponent={opponent}
            onOpponent={setOpponent}
            humanColor={humanColor}
            onHumanColor={setHumanColor}
            onPlay={play}
          />
        </aside>
      </div>
    </main>
  );
}
