/**
 * The play view (`#/play`): the board and, beside it, who plays whom in which variant, whose move it
 * is, the computer's progress, passes, the game-over card and the move list. It draws the controller's
 * `GameState` and calls the session; the page shell (header, dialogs, notices) lives in app.tsx. Its
 * parts are the files beside it: players.tsx, status.tsx (with game-over.tsx), controls.tsx (with the
 * hint of hint.ts), engine-failed.tsx, aids.tsx and the hooks of game-hooks.ts.
 */

import { useMemo } from 'preact/hooks';
import { Bitboard, movesOf, PASS, Position, parseMoveList } from '../../core/index.js';
import type { ViewProps } from '../lib/view.js';
import { Board } from '../ui/board.js';
import { CoachPanel } from '../ui/legend.js';
import { MoveList } from '../ui/moves.js';
import { overlayOf, toggleFeature } from '../ui/overlay.js';
import { type BoardSide, sideMoves } from '../ui/side.js';
import { PlayAids } from './aids.js';
import { ClockNotices } from './clockface.js';
import { Controls, HintLine } from './controls.js';
import { EngineFailed } from './engine-failed.js';
import { type Coach, FirstGameGuide } from './first-game.js';
import { useAnimateOnce, useGameState, usePlay } from './game-hooks.js';
import { useHint } from './hint.js';
import type { PlayTranslate } from './messages/index.js';
import { Players } from './players.js';
import type { Session } from './session.js';
import { GameStatus } from './status.js';
import { announcement } from './words.js';
import '../ui/panel.css';
import './play.css';

/** The game screen's props: a view's, with the whole session behind the game and a translator that
 * knows the game screen's words. */
export type PlayProps = Omit<ViewProps, 't'> & {
  readonly session: Session;
  readonly t: PlayTranslate;
  /** The coach's notes for the guided first game (the shell hands them in from Learn). */
  readonly coach?: Coach;
};

export function PlayView({ session, settings, t, onNewGame, services, coach }: PlayProps) {
  const controller = session.controller;
  const state = useGameState(controller);
  const hint = useHint(services.analyst, controller, state);
  const { hints, sound, turned, writeFromWhite, overlays } = settings;
  const size = state.setup.variant.size;
  const side: BoardSide = useMemo(
    () => ({ turned, size, fromWhite: writeFromWhite }),
    [turned, size, writeFromWhite],
  );
  const animate = useAnimateOnce(state);
  const { refused, play } = usePlay(controller, state, side, sound, t);
  const overlay = useMemo(() => overlayOf(state.position, overlays), [state.position, overlays]);
  const humanToMove = controller.humanToMove();
  const yourTurn = humanToMove && state.setup.opponent !== 'human';
  // The board is rebuilt only when something it draws changes, not on each search progress report,
  // so the main thread stays idle while the engine thinks.
  const board = useMemo(
    () => (
      <Board
        position={state.position}
        playable={humanToMove ? state.position.legalMoves() : Bitboard.EMPTY}
        hints={hints}
        lastMove={state.lastMove}
        placed={state.moves[state.moves.length - 1] === PASS ? undefined : state.lastMove}
        flipped={state.flipped}
        animate={animate}
        ply={state.moves.length}
        yourTurn={yourTurn}
        refused={refused}
        side={side}
        t={t}
        onPlay={play}
        decor={overlay.at}
        marked={hint.shown?.move}
      />
    ),
    [
      state.position,
      state.moves,
      state.lastMove,
      state.flipped,
      humanToMove,
      hints,
      animate,
      refused,
      side,
      t,
      overlay,
      hint.shown,
    ],
  );

  // A list pasted while moves are written from White's side is read as White wrote it. Every start is
  // its own half turn, so such a list replays as it stands; turned back, it is the game.
  const loadMoves = (text: string): string | undefined => {
    const parsed = parseMoveList(text, Position.initial(state.setup.variant));
    if (!parsed.ok) return parsed.error.message;
    const loaded = controller.loadMoves(sideMoves(side, movesOf(parsed.value)));
    return loaded.ok ? undefined : loaded.error.message;
  };
  const spoken = refused
    ? // The same words again would not be read out again: a no-break space makes them new.
      `${refused.message}${refused.serial % 2 ? '\u00a0' : ''}`
    : announcement(t, state, side);

  return (
    <main class="play">
      {board}
      <aside class="side">
        <section class="status">
          <Players state={state} now={controller.now} t={t} />
          <GameStatus state={state} session={session} refused={refused} onNewGame={onNewGame} t={t} />
          <PlayAids state={state} hintAids={hint.aids} t={t} />
          <FirstGameGuide state={state} settings={settings} session={session} coach={coach} t={t} />
          {state.engineFailed && (
            <EngineFailed
              state={state}
              t={t}
              onRetry={() => controller.retry()}
              onLevel={(level) => session.changeOpponent(level)}
            />
          )}
          <Controls
            state={state}
            controller={controller}
            hint={hint}
            turned={turned}
            yourTurn={yourTurn}
            onTurn={() => session.updateSettings({ turned: !turned })}
            t={t}
          />
          <HintLine hint={hint} side={side} t={t} />
        </section>
        <MoveList
          moves={state.moves}
          movers={state.positions.map((p) => p.turn)}
          timeDefault={state.timeDefault}
          side={side}
          t={t}
          onLoad={loadMoves}
        />
        <CoachPanel
          overlay={overlay}
          t={t}
          onToggle={(feature, on) =>
            session.updateSettings({ overlays: toggleFeature(overlays, feature, on) })
          }
        />
      </aside>
      <p class="sr-only" aria-live="polite" data-testid="live">
        {spoken}
      </p>
      <ClockNotices state={state} now={controller.now} t={t} />
    </main>
  );
}
