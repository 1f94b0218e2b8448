/**
 * The analysis board (`#/analysis`): a game opened from a link, the game in play, the archive, a
 * pasted list or a file (chosen or dropped), stepped through with buttons, the arrow keys, Home and
 * End or a click on a move; side lines played from any position; the engine's value of every legal
 * move on its square, the best line with its depth and speed; the evaluation graph; the review with
 * its mistakes. It draws `AnalysisState` (analysis.ts) and calls the board; no rule or search here.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  Bitboard,
  type Color,
  makeMoveList,
  makeSquare,
  moveNumbers,
  PASS,
  type Square,
} from '../../core/index.js';
import { bestOf } from '../engines/analyst.js';
import { loadedOf } from '../lib/archive.js';
import { type WithMessages, withMessages } from '../lib/lazy.js';
import { navigate, routeHash, routeLink } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { Board, type SquareValue } from '../ui/board.js';
import { colorName, signedValue } from '../ui/labels.js';
import { copyText, PasteField } from '../ui/moves.js';
import { openingOf } from '../ui/openings.js';
import {
  type AnalysisBoard,
  type AnalysisState,
  analysable,
  graphOf,
  type Mistake,
  type MistakeReason,
  positionKey,
} from './analysisBoard.js';
import { EvalGraph } from './graph.js';
import { type AnalysisKey, type AnalysisTranslate, analysisMessages } from './messages/index.js';
import { gameOfParams, paramsOfGame, readGames } from './sources.js';
import { AnalysisTabs } from './tabs.js';
import { mainLinePath, movesAlong, nodesAlong, onMainLine, type Path, type TreeNode } from './tree.js';

/** The board's state, following every change. */
const useAnalysisState = (board: AnalysisBoard): AnalysisState => {
  const [state, setState] = useState(board.state);
  useEffect(() => {
    setState(board.state);
    return board.subscribe(setState);
  }, [board]);
  return state;
};

/** A route's parameters as one string, to tell whether the game they name is the one loaded. */
const paramsKey = (params: Readonly<Record<string, string>>): string =>
  Object.entries(params)
    .filter(([key]) => key === 'moves' || key === 'board' || key === 'variant' || key === 'game')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/** What the view last loaded into the (long-lived) board, per board. */
const loadedFrom = new WeakMap<AnalysisBoard, string>();

/** Keys that step through the game, unless typing in a field or moving over the board's squares. */
const stepKey = (event: KeyboardEvent): boolean => {
  const target = event.target as HTMLElement | null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (target?.closest('input, textarea, select, .board, .eval-graph, dialog')) return false;
  return ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key);
};

/** The analysis view's props: a view's, and the board the shell keeps across views. */
export type AnalysisProps = ViewProps & { readonly board: AnalysisBoard };

/** The analysis board, drawn once the analysis section's words are loaded. */
export const AnalysisView = withMessages<AnalysisProps, AnalysisKey>('analysis', analysisMessages, Analysis);

function Analysis({
  session,
  t,
  route,
  services,
  language,
  board,
}: WithMessages<AnalysisProps, AnalysisKey>) {
  const state = useAnalysisState(board);
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const [copied, setCopied] = useState(false);
  const [dragging, setDragging] = useState(false);

  // The engine works while the view shows, and stops when it goes.
  useEffect(() => {
    board.setActive(true);
    return () => board.setActive(false);
  }, [board]);

  // The game the route names, loaded once (coming back to the view keeps side lines and the cursor);
  // `review` (from the game-over card) starts the review, and leaves the address once it has.
  const key = paramsKey(route.params);
  const review = route.params.review !== undefined;
  useEffect(() => {
    const reviewed = () => {
      if (!review) return;
      void board.review();
      const { review: _, ...rest } = route.params;
      navigate('analysis', rest, { replace: true });
    };
    if (loadedFrom.get(board) === key && key !== '') {
      reviewed();
      return;
    }
    if (route.params.game !== undefined) {
      loadedFrom.set(board, key);
      void services
        .archive()
        .then((archive) => archive.get(route.params.game))
        .catch(() => undefined)
        .then((game) => {
          const loaded = game && loadedOf(game);
          if (!loaded) {
            setNotice({ text: t('gameNotFound'), error: true });
            return;
          }
          board.load(loaded);
          setNotice(undefined);
          reviewed();
        });
      return;
    }
    const game = gameOfParams(route.params);
    if (!game.ok) {
      setNotice({ text: t('linkError', { message: game.error }), error: true });
      return;
    }
    if (game.value) {
      loadedFrom.set(board, key);
      board.load(game.value);
      setNotice(undefined);
      reviewed();
    } else if (!loadedFrom.has(board)) openGameInPlay();
  }, [key, review]);

  /** Opens a game and writes its link into the address, so that a reload or Back finds it again. */
  const open = (
    game: Parameters<AnalysisBoard['load']>[0],
    params = paramsOfGame(game.start, game.moves),
  ) => {
    board.load(game);
    const hash = routeHash('analysis', params);
    loadedFrom.set(board, paramsKey(Object.fromEntries(new URLSearchParams(hash.split('?')[1] ?? ''))));
    navigate('analysis', params, { replace: true });
  };

  const openGameInPlay = () => {
    open(session.played());
  };

  const openText = (text: string, name: string) => {
    const read = readGames(text, name);
    if (!read.ok) {
      setNotice({ text: t('fileError', { name, message: read.error }), error: true });
      return;
    }
    const { games, skipped } = read.value;
    open(games[0]);
    const parts: string[] = [];
    if (games.length > 1) parts.push(t('gamesInFile', { n: games.length }));
    if (skipped.length > 0) parts.push(t('skippedRecords', { n: skipped.length }));
    setNotice(parts.length > 0 ? { text: parts.join(' '), error: false } : undefined);
  };

  const openFile = async (file: File) => openText(await file.text(), file.name);

  // Stepping with the keyboard anywhere on the page but in fields and on the board's own squares; a
  // layout effect, so that the keys work from the first frame the board shows.
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

  const node = state.node;
  const position = node.position;
  const values = state.values.get(positionKey(position));
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
  const opening = useMemo(
    () => openingOf(line[0].position, movesAlong(state.root, state.path)),
    [line, state.root, state.path],
  );
  const lastMove = [...line].reverse().find((n) => n.move !== undefined && n.move !== PASS)?.move as
    | Square
    | undefined;
  const mistakes = state.review?.mistakes ?? [];
  const mistakePlies = useMemo(() => new Map(mistakes.map((m) => [m.ply, m.kind] as const)), [mistakes]);

  const share = async () => {
    const params = paramsOfGame(line[0].position, movesAlong(state.root, state.path));
    await copyText(routeLink(window.location, 'analysis', params));
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
      onDragLeave={(event) => {
        if (event.target === event.currentTarget) setDragging(false);
      }}
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
            lastMove={lastMove}
            placed={undefined}
            flipped={Bitboard.EMPTY}
            animate={false}
            ply={state.path.length}
            yourTurn={false}
            refused={undefined}
            side={{ turned: false, size: position.variant.size }}
            t={t}
            onPlay={(square) => board.play(square)}
            values={squareValues}
            marked={state.marked}
          />
          <EvalGraph
            points={points}
            current={onMainLine(state.path) ? state.path.length : undefined}
            mistakes={mistakePlies}
            t={t}
            onSelect={(ply) => board.goTo(new Array(ply).fill(0))}
          />
        </div>
        <aside class="side">
          <section class="status">
            <p class="opening-name" data-opening={opening?.name ?? ''}>
              {opening ? (
                <>
                  <span class="muted">{t('opening')}:</span> {opening.name}
                </>
              ) : (
                <span class="muted">{gameTitle(state, t)}</span>
              )}
            </p>
            <PositionLine state={state} t={t} />
            <div class="stepper">
              <IconButton
                label={t('firstPosition')}
                onClick={() => board.first()}
                path="M5 4v12M15 4l-6 6 6 6"
              />
              <IconButton label={t('previousMove')} onClick={() => board.back()} path="M12.5 4l-6 6 6 6" />
              <IconButton label={t('nextMove')} onClick={() => board.forward()} path="M7.5 4l6 6-6 6" />
              <IconButton
                label={t('lastPosition')}
                onClick={() => board.last()}
                path="M15 4v12M5 4l6 6-6 6"
              />
              <button
                type="button"
                onClick={() => board.setPaused(!state.paused)}
                aria-pressed={state.paused}
              >
                {state.paused ? t('resume') : t('pause')}
              </button>
              <button type="button" onClick={share}>
                {copied ? t('linkCopied') : t('share')}
              </button>
            </div>
            <EngineLine state={state} best={best} values={values} language={language} t={t} />
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

/** The names and result of a game opened from a record, e.g. `Ann – Bob, +4`. */
const gameTitle = (state: AnalysisState, t: AnalysisTranslate): string => {
  const { black, white, result, date } = state.info;
  if (black === undefined && white === undefined) return t('analysisBoard');
  return [`${black ?? '?'} – ${white ?? '?'}`, result, date].filter(Boolean).join(', ');
};

/** Whose move it is in the position shown, the counts, or the result. */
function PositionLine({ state, t }: { state: AnalysisState; t: AnalysisTranslate }) {
  const position = state.node.position;
  const outcome = position.outcome();
  const count = (color: Color) => (
    <span class="count-pair">
      <span class={`disc ${color}`} aria-hidden="true" />
      <span class="sr-only">{colorName(t, color)}</span> {position.count(color)}
    </span>
  );
  return (
    <p class="position-line" data-testid="analysis-status">
      {count('black')}
      {count('white')}
      <span>
        {outcome
          ? t(outcome.winner === undefined ? 'drawVerdict' : 'colorWins', {
              color: outcome.winner ? colorName(t, outcome.winner) : '',
            })
          : position.mustPass()
            ? t('mustPassHere', { color: colorName(t, position.turn) })
            : t('toMove', { color: colorName(t, position.turn) })}
      </span>
    </p>
  );
}

/** The engine's work on the position: depth and speed, the best line, or paused. */
function EngineLine(props: {
  state: AnalysisState;
  best: ReturnType<typeof bestOf>;
  values: AnalysisState['values'] extends ReadonlyMap<string, infer V> ? V | undefined : never;
  language: string;
  t: AnalysisTranslate;
}) {
  const { state, best, values, t } = props;
  if (!analysable(state.node.position)) return null;
  const speed = values
    ? new Intl.NumberFormat(props.language, { notation: 'compact' }).format(values.nodesPerSecond)
    : '';
  const exact = values !== undefined && values.scores.length > 0 && values.scores.every((s) => s.exact);
  return (
    <div class="engine-line" data-testid="engine">
      <p class="muted">
        {state.analysing && <span class="spinner" aria-hidden="true" />}
        {[
          state.paused
            ? t('analysisPaused')
            : state.analysing
              ? t('analysing')
              : values
                ? t('analysisDone')
                : '',
          values ? (exact ? t('solved') : t('depthSpeed', { depth: values.depth, speed })) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {best && (
        <p class="best-line">
          <span class="muted">{t('bestLine')}:</span> <strong>{signedValue(best.score)}</strong>{' '}
          {makeMoveList(best.pv, { separator: ' ' })}
        </p>
      )}
    </div>
  );
}

function IconButton({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" class="icon-button" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d={path} />
      </svg>
    </button>
  );
}

/** Review this game: the button, the progress with Cancel, then each side's mistakes and blunders. */
function ReviewPanel({
  state,
  board,
  t,
}: {
  state: AnalysisState;
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const review = state.review;
  const bySide = (color: Color) => review?.mistakes.filter((m) => m.color === color) ?? [];
  return (
    <section class="review" aria-label={t('reviewGame')}>
      {review?.running ? (
        <div class="review-progress" data-testid="review-progress">
          <label for="review-bar">{t('reviewing', { done: review.done, total: review.total })}</label>
          <progress id="review-bar" max={review.total} value={review.done} />
          <button type="button" onClick={() => board.cancelReview()}>
            {t('cancelReview')}
          </button>
        </div>
      ) : (
        <button type="button" class="primary" onClick={() => void board.review()}>
          {t('reviewGame')}
        </button>
      )}
      {review && !review.running && (
        <p class="muted" data-testid="review-result">
          {review.finished
            ? t('reviewFinished', { total: review.total })
            : t('reviewStopped', { done: review.done, total: review.total })}
        </p>
      )}
      {review && (
        <div class="mistakes" data-testid="mistakes">
          {(['black', 'white'] as Color[]).map((color) => (
            <MistakeList key={color} color={color} mistakes={bySide(color)} board={board} t={t} />
          ))}
        </div>
      )}
    </section>
  );
}

const REASONS: Readonly<Record<MistakeReason, AnalysisKey>> = {
  corner: 'reasonCorner',
  'x-square': 'reasonXSquare',
  mobility: 'reasonMobility',
};

function MistakeList(props: {
  color: Color;
  mistakes: readonly Mistake[];
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const { color, mistakes, board, t } = props;
  const blunders = mistakes.filter((m) => m.kind === 'blunder').length;
  const numbers = moveNumbers(
    board
      .mainLine()
      .slice(1)
      .map((n) => n.move!),
  );
  return (
    <div class={`mistake-side by-${color}`} data-color={color}>
      <h3>
        <span class={`disc ${color}`} aria-hidden="true" /> {colorName(t, color)}:{' '}
        <span class="muted">
          {mistakes.length === 0
            ? t('noMistakes')
            : t('mistakesSummary', { mistakes: mistakes.length - blunders, blunders })}
        </span>
      </h3>
      {mistakes.length > 0 && (
        <ul>
          {mistakes.map((m) => (
            <li key={m.ply}>
              <button
                type="button"
                class={`mistake ${m.kind}`}
                data-ply={m.ply}
                data-played={makeSquare(m.played)}
                data-better={makeSquare(m.better)}
                data-loss={m.loss}
                onClick={() => board.goTo(new Array(m.ply).fill(0), m.better)}
              >
                <span class="mistake-kind">{t(m.kind)}</span> {numbers[m.ply]}. {makeSquare(m.played)}:{' '}
                {t('betterMove', { better: makeSquare(m.better), loss: t('discsLost', { loss: m.loss }) })}
                {m.reasons.length > 0 && ` (${m.reasons.map((r) => t(REASONS[r])).join(', ')})`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The moves of the tree: the main line, and under the move each side line leaves from, the side
 * line with its Promote and Delete. The move shown is marked. */
function TreeMoves({
  state,
  board,
  t,
}: {
  state: AnalysisState;
  board: AnalysisBoard;
  t: AnalysisTranslate;
}) {
  const current = state.path.join('.');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  /** The moves of the line that goes on from `from` (at `path`, `placed` discs placed by then), each
   * followed by the side lines that leave from the position before it. */
  const lineFrom = (from: TreeNode, path: Path, placed: number, depth: number): ComponentChildren[] => {
    const out: ComponentChildren[] = [];
    let node = from;
    let p = path;
    let discs = placed;
    while (node.children.length > 0) {
      const after = (child: TreeNode) => discs + (child.move === PASS ? 0 : 1);
      const child = node.children[0];
      const childPath = [...p, 0];
      out.push(moveButton(child, childPath, after(child), depth));
      for (let i = 1; i < node.children.length; i++) {
        const side = node.children[i];
        const sidePath = [...p, i];
        out.push(
          <div class="side-line" key={`line-${sidePath.join('.')}`} data-line={sidePath.join('.')}>
            {moveButton(side, sidePath, after(side), depth + 1)}
            {lineFrom(side, sidePath, after(side), depth + 1)}
            <span class="line-actions">
              <button type="button" class="small" onClick={() => board.promoteLine(sidePath)}>
                {t('promoteLine')}
              </button>
              <button type="button" class="small" onClick={() => board.deleteLine(sidePath)}>
                {t('deleteLine')}
              </button>
            </span>
          </div>,
        );
      }
      discs = after(child);
      node = child;
      p = childPath;
    }
    return out;
  };

  const moveButton = (node: TreeNode, path: Path, number: number, depth: number) => {
    const id = path.join('.');
    const main = depth === 0;
    return (
      <button
        type="button"
        key={`move-${id}`}
        class={`tree-move${node.position.turn === 'white' ? ' by-black' : ' by-white'}`}
        data-path={id}
        data-ply={main ? path.length : undefined}
        data-move={node.move === PASS ? 'pass' : makeSquare(node.move as Square)}
        aria-current={id === current ? 'true' : undefined}
        onClick={() => board.goTo(path)}
      >
        {node.move === PASS ? (
          <span class="pass-move">{t('passMove')}</span>
        ) : (
          <>
            <span class="move-number">{number}.</span>
            {makeSquare(node.move as Square)}
          </>
        )}
      </button>
    );
  };

  const root = state.root;
  return (
    <div class="tree-moves" ref={list}>
      <button
        type="button"
        class="tree-move start"
        data-path=""
        data-ply={0}
        aria-current={current === '' ? 'true' : undefined}
        onClick={() => board.goTo([])}
      >
        {t('startPosition')}
      </button>
      {lineFrom(root, [], 0, 0)}
    </div>
  );
}

/** Open a game: the one in play, a pasted list, a file (or one dropped on the page). */
function OpenGame(props: {
  t: AnalysisTranslate;
  onGameInPlay: () => void;
  onText: (text: string) => void;
  onFile: (file: File) => void;
}) {
  const { t } = props;
  const [pasted, setPasted] = useState('');
  return (
    <section class="open-game" aria-label={t('openGame')}>
      <h2>{t('openGame')}</h2>
      <div class="row">
        <button type="button" onClick={props.onGameInPlay}>
          {t('gameInPlay')}
        </button>
        <label class="file-button">
          {t('openFile')}
          <input
            type="file"
            accept=".ggf,.txt,.obf,text/plain"
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              const file = input.files?.[0];
              if (file) props.onFile(file);
              input.value = '';
            }}
          />
        </label>
      </div>
      <form
        class="paste"
        onSubmit={(event) => {
          event.preventDefault();
          props.onText(pasted);
          setPasted('');
        }}
      >
        <PasteField id="analysis-paste" pasted={pasted} onPasted={setPasted} t={t} />
      </form>
      <p class="muted small-text">{t('dropHint')}</p>
    </section>
  );
}
