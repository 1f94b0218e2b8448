/**
 * The play view (`#/play`): the board and, beside it, who plays whom in which variant, whose move it
 * is, the computer's progress, passes, the game-over card and the move list. It draws the controller's
 * `GameState` and calls the session; the page shell (header, dialogs, notices) lives in app.tsx.
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  Bitboard,
  type Color,
  type Move,
  makeSquare,
  makeVariant,
  movesOf,
  opposite,
  PASS,
  Position,
  parseMoveList,
  type Square,
} from '../../core/index.js';
import type { Level } from '../../engine/index.js';
import { type Analyst, bestOf, type MoveValue } from '../engines/analyst.js';
import { needsKernel } from '../engines/engines.js';
import { paramsOfGame } from '../lib/links.js';
import { navigate } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { Board } from '../ui/board.js';
import { colorName, signedValue } from '../ui/labels.js';
import { CoachPanel } from '../ui/legend.js';
import type { MessageKey } from '../ui/messages/index.js';
import { MoveList } from '../ui/moves.js';
import { openingOf } from '../ui/openings.js';
import { overlayOf, toggleFeature } from '../ui/overlay.js';
import { type BoardSide, sideMoves } from '../ui/side.js';
import { click } from '../ui/sound.js';
import { AidsNotice } from './aids.js';
import { ClockFace, ClockNotices } from './clockface.js';
import type { GameController, GameState } from './controller.js';
import { type Coach, FirstGameGuide } from './first-game.js';
import type { PlayTranslate } from './messages/index.js';
import type { Session } from './session.js';
import {
  announcement,
  openingRule,
  passMessage,
  progressText,
  refusalMessage,
  resultMessages,
  statusLine,
  timeDefaultMessages,
  verdict,
} from './words.js';
import '../ui/panel.css';
import './play.css';

/** The levels that play in the page, offered when the engine of a searching level cannot load. */
const QUICK_LEVELS: readonly Level[] = ['easy', 'medium'];

/** A click that did not play: where, why (as said), and a serial so that the same refusal shows again. */
interface Refused {
  readonly square: Square;
  readonly message: string;
  readonly serial: number;
}

/** The game as the controller has it, following every change. */
const useGameState = (controller: GameController): GameState => {
  const [state, setState] = useState<GameState>(controller.state);
  useEffect(() => {
    setState(controller.state);
    return controller.subscribe(setState);
  }, [controller]);
  return state;
};

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
  const { hints, sound, turned, overlays } = settings;
  const size = state.setup.variant.size;
  const side: BoardSide = useMemo(() => ({ turned, size }), [turned, size]);
  const [refused, setRefused] = useState<Refused>();
  const moveCount = state.moves.length;

  // A move is animated once, when it is played or redone; never for a restored game, an undo, a new
  // game or a re-render while its animation runs.
  const seen = useRef({ id: state.id, moves: moveCount, animate: -1 });
  if (state.id !== seen.current.id || moveCount < seen.current.moves)
    seen.current = { id: state.id, moves: moveCount, animate: -1 };
  else if (moveCount > seen.current.moves)
    seen.current = { id: state.id, moves: moveCount, animate: moveCount };
  const animate = seen.current.animate === moveCount;

  // One click per move played, by either side, when sound is on; a refusal is over once a move is made.
  const heard = useRef(moveCount);
  useEffect(() => {
    if (sound && moveCount > heard.current) click();
    heard.current = moveCount;
    setRefused(undefined);
  }, [moveCount]);

  const play = (square: Square) => {
    const played = controller.play(square);
    if (played.ok) return;
    setRefused((last) => ({
      square,
      message: refusalMessage(t, played.error, square, controller.state, side),
      serial: (last?.serial ?? 0) + 1,
    }));
  };

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
        ply={moveCount}
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

  // A list pasted while the board is turned is read as written from White's side. Every start is its
  // own half turn, so such a list replays as it stands; turned back, it is the game.
  const loadMoves = (text: string): string | undefined => {
    const parsed = parseMoveList(text, Position.initial(state.setup.variant));
    if (!parsed.ok) return parsed.error.message;
    const loaded = controller.loadMoves(sideMoves(side, movesOf(parsed.value)));
    return loaded.ok ? undefined : loaded.error.message;
  };
  const opening = openingRule(t, state.position);

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
          {state.over ? (
            <GameOver
              state={state}
              t={t}
              onRematch={() => session.rematch()}
              onNewGame={onNewGame}
              onReview={() =>
                navigate('analysis', {
                  ...paramsOfGame(state.positions[0], state.moves),
                  review: '1',
                  // The user's colour against the computer: the review keeps the user's mistakes as puzzles.
                  ...(state.setup.opponent === 'human' ? {} : { user: state.setup.humanColor }),
                })
              }
            />
          ) : (
            <p class="turn" data-testid="status">
              {state.thinking && <span class="spinner" aria-hidden="true" />}
              {statusLine(t, state)}
              {state.thinking && state.progress && (
                <span class="progress" data-testid="progress">
                  {' '}
                  ({progressText(t, state.progress)})
                </span>
              )}
            </p>
          )}
          {opening && !state.over && (
            <p class="opening" data-testid="opening">
              {opening}
            </p>
          )}
          {state.passed && (
            <p class="pass" data-testid="pass" data-last={lastOf(state.moves) === PASS ? 'pass' : 'move'}>
              {passMessage(t, state.passed)}
            </p>
          )}
          {refused && (
            <p class="refusal" data-testid="refusal" aria-hidden="true">
              {refused.message}
            </p>
          )}
          <AidsNotice state={state} t={t} />
          <FirstGameGuide state={state} settings={settings} session={session} coach={coach} t={t} />
          {state.engineFailed && (
            <EngineFailed
              state={state}
              t={t}
              onRetry={() => controller.retry()}
              onLevel={(level) => session.changeOpponent(level)}
            />
          )}
          <div class="controls">
            <button
              type="button"
              class="icon-button"
              disabled={!state.canUndo}
              onClick={() => controller.undo()}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M7.5 4.5 3.5 8.5l4 4M4 8.5h7.5a5 5 0 0 1 0 10H9" />
              </svg>
              {t('undo')}
            </button>
            <button
              type="button"
              class="icon-button"
              disabled={!state.canRedo || state.thinking}
              onClick={() => controller.redo()}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M12.5 4.5l4 4-4 4M16 8.5H8.5a5 5 0 0 0 0 10H11" />
              </svg>
              {t('redo')}
            </button>
            <button
              type="button"
              class="icon-button"
              aria-pressed={turned}
              onClick={() => session.updateSettings({ turned: !turned })}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true">
                <path d="M15.5 7.5A6 6 0 0 0 4.6 6M4.5 12.5A6 6 0 0 0 15.4 14M4.5 2.5V6h3.5M15.5 17.5V14H12" />
              </svg>
              {t('turnBoard')}
            </button>
            {state.setup.opponent !== 'human' && !state.over && (
              <button
                type="button"
                class="icon-button"
                disabled={!yourTurn || hint.thinking}
                onClick={hint.ask}
                data-testid="hint"
              >
                <svg viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M7.5 15h5M8 17.5h4M10 2.5a5 5 0 0 0-3 9c.6.5 1 1.2 1 2h4c0-.8.4-1.5 1-2a5 5 0 0 0-3-9z" />
                </svg>
                {t('hint')}
              </button>
            )}
          </div>
          {(hint.thinking || hint.shown || hint.failed) && (
            <p class="hint-line" role="status" data-testid="hint-text">
              {hint.thinking && <span class="spinner" aria-hidden="true" />}
              {hint.failed
                ? t('hintFailed')
                : hint.shown
                  ? t('hintText', {
                      square: makeSquare(hint.shown.move),
                      value: signedValue(hint.shown.score),
                    })
                  : t('hintThinking')}
            </p>
          )}
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

const lastOf = (moves: readonly Move[]): Move | undefined => moves[moves.length - 1];

/** Who plays which colour (you, the computer at its level, or two players), the clocks, the counts and the
 * variant. */
function Players({ state, now, t }: { state: GameState; now: () => number; t: PlayTranslate }) {
  const { setup } = state;
  const role = (color: Color): string | undefined =>
    setup.opponent === 'human'
      ? undefined
      : color === setup.humanColor
        ? t('you')
        : t('computerLevel', { level: t(setup.opponent) });
  const variant = makeVariant(setup.variant);
  const opening = openingOf(state.positions[0], state.moves);
  return (
    <div class="players">
      {(['black', 'white'] as Color[]).map((color) => {
        const toMove = !state.over && state.position.turn === color;
        const yours = toMove && setup.opponent !== 'human' && color === setup.humanColor && !state.thinking;
        return (
          <div key={color} class={`player${toMove ? ' to-move' : ''}`} data-count={color}>
            <span class={`disc ${color}`} aria-hidden="true" />
            <span class="player-name">
              {colorName(t, color)}
              {role(color) && <span class="player-role">{role(color)}</span>}
            </span>
            {yours && <span class="badge">{t('yourTurn')}</span>}
            {state.clock && <ClockFace clock={state.clock} color={color} now={now} t={t} />}
            <span class="count-number">{state.position.count(color)}</span>
          </div>
        );
      })}
      <p class="game-info" data-testid="variant">
        {t(variant as MessageKey)}
        {state.setup.start && ` · ${t('positionEditor')}`}
      </p>
      <p class="game-info opening-name" data-opening={opening?.name ?? ''}>
        {opening && `${t('opening')}: ${opening.name}`}
      </p>
    </div>
  );
}

/** The result in both scorings (or the loss on time and its recorded score) and what to do next: a
 * rematch with the colours swapped, a new game, or the game's review on the analysis board. */
function GameOver(props: {
  state: GameState;
  t: PlayTranslate;
  onRematch: () => void;
  onNewGame: () => void;
  onReview: () => void;
}) {
  const { state, t } = props;
  const { setup, outcome, timeDefault } = state;
  const rematchColor = setup.opponent === 'human' ? undefined : opposite(setup.humanColor);
  return (
    <section class="game-over" data-testid="result" aria-labelledby="game-over-title">
      <h2 id="game-over-title" class="verdict">
        {verdict(t, state)}
      </h2>
      {timeDefault ? (
        timeDefaultMessages(t, timeDefault).map((line) => (
          <p key={line} data-testid="time-default">
            {line}
          </p>
        ))
      ) : (
        <>
          <p class="final-discs">
            <span class="disc black" aria-hidden="true" />
            {colorName(t, 'black')} {outcome!.black}
            <span class="disc white" aria-hidden="true" />
            {colorName(t, 'white')} {outcome!.white}
          </p>
          {resultMessages(t, outcome!, setup.variant.rules).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      )}
      <div class="card-actions">
        <button type="button" class="primary" onClick={props.onRematch}>
          {t('rematch')}
          {rematchColor && (
            <span class="button-note">{t('rematchAs', { color: colorName(t, rematchColor) })}</span>
          )}
        </button>
        <button type="button" onClick={props.onNewGame}>
          {t('newGame')}
        </button>
        <button type="button" onClick={props.onReview}>
          {t('reviewGame')}
        </button>
      </div>
    </section>
  );
}

/** The engine failed: ask again, or, for a searching level, go on against a level that plays in the page. */
function EngineFailed(props: {
  state: GameState;
  t: PlayTranslate;
  onRetry: () => void;
  onLevel: (level: Level) => void;
}) {
  const { state, t } = props;
  const opponent = state.setup.opponent;
  return (
    <div class="engine-failed" role="alert">
      <p>{t('engineFailed')}</p>
      <div class="row">
        <button type="button" onClick={props.onRetry}>
          {t('retry')}
        </button>
      </div>
      {opponent !== 'human' && needsKernel(opponent) && (
        <>
          <p>{t('quickLevelsWork')}</p>
          <div class="row">
            {QUICK_LEVELS.map((level) => (
              <button key={level} type="button" onClick={() => props.onLevel(level)}>
                {t('playOnAgainst', { level: t(level) })}
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** How a hint is searched: quick, and exact near the end. */
const HINT_LIMITS = { depth: 8, exactEmpties: 14 } as const;

/** A hint: the best move for the human and its value, for the position it was asked in. */
interface Hint {
  readonly shown: MoveValue | undefined;
  readonly thinking: boolean;
  readonly failed: boolean;
  readonly ask: () => void;
}

/** Asks the analysing engine for the human's best move; the game is marked as hinted. The hint goes as
 * soon as the position changes. */
const useHint = (analyst: () => Promise<Analyst>, controller: GameController, state: GameState): Hint => {
  const [answer, setAnswer] = useState<{ position: Position; value?: MoveValue; failed?: boolean }>();
  const asked = useRef<Position | undefined>(undefined);
  const current = answer?.position === state.position ? answer : undefined;
  useEffect(() => {
    if (asked.current && asked.current !== state.position) asked.current = undefined;
  }, [state.position]);
  const ask = () => {
    const position = state.position;
    if (asked.current === position) return;
    asked.current = position;
    controller.markHinted();
    setAnswer({ position });
    analyst()
      .then((engine) => engine.analyze(position, HINT_LIMITS))
      .then(
        (values) => setAnswer({ position, value: bestOf(values) }),
        () => setAnswer({ position, failed: true }),
      )
      .finally(() => {
        if (asked.current === position) asked.current = undefined;
      });
  };
  return {
    shown: current?.value,
    thinking: current !== undefined && current.value === undefined && !current.failed,
    failed: current?.failed === true,
    ask,
  };
};
