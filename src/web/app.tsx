/** The page: header actions, the board, the status panel and the move list over one `Session`. */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { parseMoveList } from '../core/formats/index.js';
import { Bitboard, type Color, type Move, movesOf, PASS, Position } from '../core/index.js';
import { Board } from './board.js';
import type { GameState } from './controller.js';
import { NewGameDialog, SettingsDialog, StatsDialog } from './dialogs.js';
import { type MessageKey, type Translate, translator } from './i18n.js';
import { MoveList } from './moves.js';
import type { Session } from './session.js';
import { animationMs, resolveLanguage, type Settings } from './settings.js';
import { click } from './sound.js';
import type { StoragePart } from './storage.js';
import { announcement, colorName, passMessage, resultMessages, statusLine } from './text.js';

const PART_NAMES: Readonly<Record<StoragePart, MessageKey>> = {
  settings: 'partSettings',
  game: 'partGame',
  stats: 'partStats',
};

/** Applies theme, language and animation speed to the document root (CSS reads them). */
const applyToDocument = (settings: Settings, language: string): void => {
  const root = document.documentElement;
  root.dataset.theme = settings.theme;
  root.lang = language;
  root.style.setProperty('--flip-ms', `${animationMs(settings.animation)}ms`);
};

type Open = 'new' | 'settings' | 'stats' | undefined;

export function App({ session }: { session: Session }) {
  const controller = session.controller;
  const [state, setState] = useState<GameState>(controller.state);
  const [settings, setSettings] = useState(session.settings);
  const [stats, setStats] = useState(session.stats);
  const [open, setOpen] = useState<Open>();
  const [notices, setNotices] = useState<StoragePart[]>(session.resetParts);
  const language = resolveLanguage(settings.language, navigator.languages ?? [navigator.language]);
  const t: Translate = useMemo(() => translator(language), [language]);

  useEffect(
    () =>
      controller.subscribe((next) => {
        setState(next);
        setStats(session.stats);
      }),
    [controller, session],
  );
  useEffect(() => applyToDocument(settings, language), [settings, language]);

  // One click per move played, by either side, when sound is on (not for the game restored on load).
  const moveCount = state.moves.length;
  const heardCount = useRef(moveCount);
  useEffect(() => {
    if (settings.sound && moveCount > heardCount.current) click();
    heardCount.current = moveCount;
  }, [moveCount]);

  const update = (patch: Partial<Settings>) => {
    session.updateSettings(patch);
    setSettings(session.settings);
  };

  const humanToMove = controller.humanToMove();
  // The board is rebuilt only when something it draws changes, not on each search progress report,
  // so the main thread stays idle while the engine thinks.
  const board = useMemo(
    () => (
      <Board
        position={state.position}
        playable={humanToMove ? state.position.legalMoves() : Bitboard.EMPTY}
        hints={settings.hints}
        lastMove={state.lastMove}
        placed={state.moves[state.moves.length - 1] === PASS ? undefined : state.lastMove}
        flipped={state.flipped}
        ply={state.moves.length}
        t={t}
        onPlay={(square) => controller.play(square)}
      />
    ),
    [state.position, state.moves, state.lastMove, state.flipped, humanToMove, settings.hints, t, controller],
  );

  const loadMoves = (text: string): string | undefined => {
    const parsed = parseMoveList(text, Position.initial(state.setup.variant));
    if (!parsed.ok) return parsed.error.message;
    const loaded = controller.loadMoves(movesOf(parsed.value));
    return loaded.ok ? undefined : loaded.error.message;
  };

  return (
    <div class="app">
      <header class="top">
        <h1>
          {t('title')} <span class="muted">{t('tagline')}</span>
        </h1>
        <nav class="actions">
          <button type="button" class="primary" onClick={() => setOpen('new')}>
            {t('newGame')}
          </button>
          <button type="button" disabled={!state.canUndo} onClick={() => controller.undo()}>
            {t('undo')}
          </button>
          <button type="button" disabled={!state.canRedo || state.thinking} onClick={() => controller.redo()}>
            {t('redo')}
          </button>
          <button type="button" class="icon-button" onClick={() => setOpen('stats')}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <rect x="3" y="10" width="3.5" height="7" rx="1" />
              <rect x="8.25" y="3" width="3.5" height="14" rx="1" />
              <rect x="13.5" y="7" width="3.5" height="10" rx="1" />
            </svg>
            <span class="label">{t('statistics')}</span>
          </button>
          <button type="button" class="icon-button" onClick={() => setOpen('settings')}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke-width="1.8" stroke-linecap="round" />
              <circle cx="7" cy="5" r="2.2" />
              <circle cx="13" cy="10" r="2.2" />
              <circle cx="8" cy="15" r="2.2" />
            </svg>
            <span class="label">{t('settings')}</span>
          </button>
        </nav>
      </header>

      {notices.length > 0 && (
        <div class="notice" role="status">
          {notices.map((part) => (
            <p key={part}>{t('resetNotice', { part: t(PART_NAMES[part]) })}</p>
          ))}
          <button type="button" onClick={() => setNotices([])}>
            {t('dismiss')}
          </button>
        </div>
      )}

      <main class="play">
        {board}
        <aside class="side">
          <Status state={state} t={t} onRetry={() => controller.retry()} />
          <MoveList moves={state.moves} t={t} onLoad={loadMoves} />
        </aside>
      </main>

      <p class="sr-only" aria-live="polite" data-testid="live">
        {announcement(t, state)}
      </p>

      {open === 'new' && (
        <NewGameDialog
          settings={settings}
          t={t}
          onClose={() => setOpen(undefined)}
          onStart={(patch) => {
            if (session.inProgress() && !window.confirm(t('confirmDiscard'))) return;
            update(patch);
            setOpen(undefined);
            session.newGame();
          }}
        />
      )}
      {open === 'settings' && (
        <SettingsDialog settings={settings} t={t} onChange={update} onClose={() => setOpen(undefined)} />
      )}
      {open === 'stats' && (
        <StatsDialog
          stats={stats}
          t={t}
          onClose={() => setOpen(undefined)}
          onReset={() => {
            session.resetStats();
            setStats(session.stats);
          }}
        />
      )}
    </div>
  );
}

/** A side's disc count with a disc beside it, so colour is never the only cue. */
function Count({ color, state, t }: { color: Color; state: GameState; t: Translate }) {
  const toMove = !state.outcome && state.position.turn === color;
  return (
    <div class={`count${toMove ? ' to-move' : ''}`} data-count={color}>
      <span class={`disc ${color}`} aria-hidden="true" />
      <span class="count-name">{colorName(t, color)}</span>
      <span class="count-number">{state.position.count(color)}</span>
    </div>
  );
}

/** Disc counts, whose turn it is, the computer's progress, passes and the result. */
function Status({ state, t, onRetry }: { state: GameState; t: Translate; onRetry: () => void }) {
  const progress = state.progress;
  const human = state.setup.opponent === 'human' ? undefined : state.setup.humanColor;
  const lastMove: Move | undefined = state.moves[state.moves.length - 1];
  return (
    <section class="status">
      <div class="counts">
        <Count color="black" state={state} t={t} />
        <Count color="white" state={state} t={t} />
      </div>
      <p class="turn" data-testid="status" hidden={!!state.outcome}>
        {state.thinking && <span class="spinner" aria-hidden="true" />}
        {statusLine(t, state)}
        {state.thinking && progress && (
          <span class="progress" data-testid="progress">
            {' '}
            (
            {t('progress', {
              depth: progress.depth,
              score: progress.score > 0 ? `+${progress.score}` : progress.score,
            })}
            )
          </span>
        )}
      </p>
      {state.passed && (
        <p class="pass" data-testid="pass" data-last={lastMove === PASS ? 'pass' : 'move'}>
          {passMessage(t, state.passed)}
        </p>
      )}
      {state.outcome && (
        <div class="result" data-testid="result">
          {resultMessages(t, state.outcome, state.setup.variant.rules).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {human && state.outcome.winner && (
            <p class="verdict">{t(state.outcome.winner === human ? 'youWon' : 'youLost')}</p>
          )}
        </div>
      )}
      {state.engineFailed && (
        <p class="error" role="alert">
          {t('engineFailed')}{' '}
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      )}
    </section>
  );
}
