/**
 * The analysis board (`#/analysis`): a game opened from a link, the game in play, the archive, a
 * pasted list or a file (chosen or dropped), stepped through with buttons, the arrow keys, Home and
 * End or a click on a move; side lines played from any position; the engine's value of every legal
 * move on its square, the best three lines with the best move and its reply as arrows; the evaluation
 * graph; the review (on its own for a finished game) with its marks. It draws `AnalysisState`
 * (analysisBoard.ts) through the panels beside it; no rule or search here.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'preact/hooks';
import { Bitboard, PASS, type Square } from '../../core/index.js';
import { bestOf } from '../engines/analyst.js';
import { type WithMessages, withMessages } from '../lib/lazy.js';
import { routeLink } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { AidsNotice, missingAids } from '../ui/aids.js';
import { Board, type SquareValue } from '../ui/board.js';
import { copyText } from '../ui/moves.js';
import { openingOf } from '../ui/openings.js';
import { type AnalysisBoard, type AnalysisState, analysable, graphOf, positionKey } from './analysisBoard.js';
import { EvalGraph } from './graph.js';
import { arrowsOf } from './lines.js';
import { type AnalysisKey, analysisMessages } from './messages/index.js';
import { OpenGame } from './open-game.js';
import { EngineLine, gameTitle, PositionLine, Stepper } from './panels.js';
import { ReviewPanel } from './review-panel.js';
import { type Notice, useRouteGame } from './route-game.js';
import { paramsOfGame } from './sources.js';
import { AnalysisTabs } from './tabs.js';
import { mainLinePath, movesAlong, nodesAlong, onMainLine } from './tree.js';
import { TreeMoves } from './tree-moves.js';
import '../ui/panel.css';
import './view.css';

/** The board's state, following every change. */
const useAnalysisState = (board: AnalysisBoard): AnalysisState => {
  const [state, setState] = useState(board.state);
  useEffect(() => {
    setState(board.state);
    return board.subscribe(setState);
  }, [board]);
  return state;
};

/** Keys that step through the game, unless typing in a field or moving over the board's squares. */
const stepKey = (event: KeyboardEvent): boolean => {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (target?.closest('input, textarea, select, .board, .eval-graph, dialog')) return false;
  return ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key);
};

/** Stepping with the keyboard anywhere on the page but in fields and on the board's own squares; a
 * layout effect, so that the keys work from the first frame the board shows. */
const useStepKeys = (board: AnalysisBoard) =>
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!stepKey(event)) return;
      event.preventDefault();
      if (event.key === 'ArrowLeft') board.back();
      else if (event.key === 'ArrowRight') board.forward();
      else if (event.key === 'Home') board.first();
      else board.last();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [board]);

/** What the board and graph draw of the state: values on squares, arrows, the line shown, the graph. */
const useDrawn = (state: AnalysisState) => {
  const values = state.values.get(positionKey(state.node.position));
  const best = bestOf(values);
  const squareValues = useMemo(() => {
    const map = new Map<Square, SquareValue>();
    for (const s of values?.scores ?? [])
      map.set(s.move, { score: s.score, exact: s.exact, best: s.score === best?.score });
    return map;
  }, [values, best]);
  const line = useMemo(() => nodesAlong(state.root, state.path), [state.root, state.path]);
  const mainLine = useMemo(() => nodesAlong(state.root, mainLinePath(state.root)), [state.root]);
  const points = useMemo(() => graphOf(mainLine, state.values), [mainLine, state.values]);
  const moves = useMemo(() => movesAlong(state.root, state.path), [state.root, state.path]);
  const opening = useMemo(() => openingOf(line[0].position, moves), [line, moves]);
  const lastMove = [...line].reverse().find((n) => n.move !== undefined && n.move !== PASS)?.move as
    | Square
    | undefined;
  const mistakes = state.review?.mistakes;
  const marks = useMemo(() => new Map((mistakes ?? []).map((m) => [m.ply, m.kind] as const)), [mistakes]);
  return { values, squareValues, arrows: arrowsOf(best), line, moves, points, opening, lastMove, marks };
};

/** The analysis view's props: a view's, and the board the shell keeps across views. */
export type AnalysisProps = ViewProps & { readonly board: AnalysisBoard };

/** The analysis board, drawn once the analysis section's words are loaded. */
export const AnalysisView = withMessages<AnalysisProps, AnalysisKey>('analysis', analysisMessages, Analysis);

function Analysis(props: WithMessages<AnalysisProps, AnalysisKey>) {
  const { t, language, board } = props;
  const state = useAnalysisState(board);
  const [notice, setNotice] = useState<Notice>();
  const [copied, setCopied] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The engine works while the view shows, and stops when it goes.
  useEffect(() => {
    board.setActive(true);
    return () => board.setActive(false);
  }, [board]);
  const { openGameInPlay, openText, openFile } = useRouteGame(board, props, t, setNotice);
  useStepKeys(board);
  const drawn = useDrawn(state);
  const position = state.node.position;
  const share = async () => {
    await copyText(routeLink(window.location, 'analysis', paramsOfGame(drawn.line[0].position, drawn.moves)));
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  };
  return (
    <main
      class={`analysis${dragging ? ' dropping' : ''}`}
      onDragOver={(event) => {
        if (!event.dataTransfer?.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => event.target === event.currentTarget && setDragging(false)}
      onDrop={(event) => {
        const file = event.dataTransfer?.files[0];
        setDragging(false);
        if (!file) return;
        event.preventDefault();
        void openFile(file);
      }}
    >
      <AnalysisTabs current="analysis" t={t} />
      {notice && (
        <p class={notice.error ? 'notice error' : 'notice'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <div class="analysis-grid">
        <div class="analysis-board">
          <Board
            position={position}
            playable={analysable(position) ? position.legalMoves() : Bitboard.EMPTY}
            hints={true}
            lastMove={drawn.lastMove}
            placed={undefined}
            flipped={Bitboard.EMPTY}
            animate={false}
            ply={state.path.length}
            yourTurn={false}
            refused={undefined}
            side={{ turned: false, size: position.variant.size }}
            t={t}
            onPlay={(square) => board.play(square)}
            values={drawn.squareValues}
            marked={state.marked}
            arrows={drawn.arrows}
          />
          <EvalGraph
            points={drawn.points}
            current={onMainLine(state.path) ? state.path.length : undefined}
            mistakes={drawn.marks}
            t={t}
            onSelect={(ply) => board.goTo(new Array(ply).fill(0))}
          />
        </div>
        <aside class="side">
          <section class="status">
            <p class="opening-name" data-opening={drawn.opening?.name ?? ''}>
              {drawn.opening ? (
                <>
                  <span class="muted">{t('opening')}:</span> {drawn.opening.name}
                </>
              ) : (
                <span class="muted">{gameTitle(state, t)}</span>
              )}
            </p>
            <PositionLine state={state} t={t} />
            <Stepper board={board} paused={state.paused} copied={copied} onShare={share} t={t} />
            <EngineLine state={state} values={drawn.values} language={language} t={t} />
            <AidsNotice
              lines={missingAids(state.aids, ['weights']).map((aid) => ({
                aid,
                text: t('aidWeightsMissing'),
              }))}
              t={t}
            />
            {state.engineFailed && (
              <div class="engine-failed" role="alert">
                <p>{t('analysisFailed')}</p>
                <div class="row">
                  <button type="button" onClick={() => board.retry()}>
                    {t('retry')}
                  </button>
                </div>
              </div>
            )}
          </section>
          <ReviewPanel state={state} board={board} t={t} />
          <section class="moves" aria-label={t('moves')}>
            <h2>{t('moves')}</h2>
            <TreeMoves state={state} board={board} t={t} />
          </section>
          <OpenGame
            t={t}
            onGameInPlay={openGameInPlay}
            onText={(text) => openText(text, '')}
            onFile={openFile}
          />
        </aside>
      </div>
    </main>
  );
}
