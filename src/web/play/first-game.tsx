/**
 * The guided first game on the game screen: the offer (made once, to a newcomer: guide.ts), and in the
 * game it starts, against Easy with the coach's overlays on, a one-line note on each of the player's
 * first moves. The notes' words are the coach's (learn/first-game.ts), which the shell hands in as
 * `coach`; a "Notes off" button switches them off, and the choice is kept in the settings.
 */
import type { Position, Square } from '../../core/index.js';
import type { Settings } from '../lib/settings.js';
import { OVERLAY_FEATURES } from '../ui/overlay.js';
import type { GameState } from './controller.js';
import { movesMade, noteMove, offerFirstGame } from './guide.js';
import type { PlayTranslate } from './messages/index.js';
import type { Session } from './session.js';
import './guide.css';

/** The coach's notes, as the shell hands them in: how many of the player's moves get one, and the
 * note on a move in the page's language. */
export interface Coach {
  readonly notes: number;
  readonly note: (before: Position, move: Square) => string;
}

/** The overlays the guided game turns on: what its notes talk about. */
const GUIDED_OVERLAYS = ['mobility', 'frontier', 'corners'] as const;

export function FirstGameGuide(props: {
  state: GameState;
  settings: Settings;
  session: Session;
  coach?: Coach;
  t: PlayTranslate;
}) {
  const { state, settings, session, coach, t } = props;
  if (offerFirstGame(session.stats, settings.firstGameOffered)) {
    const start = () => {
      if (state.moves.length > 0 && !window.confirm(t('confirmDiscard'))) return;
      const overlays = OVERLAY_FEATURES.filter(
        (f) => settings.overlays.includes(f) || (GUIDED_OVERLAYS as readonly string[]).includes(f),
      );
      session.updateSettings({ firstGameOffered: true, opponent: 'easy', variant: 'standard', overlays });
      session.newGame();
      session.updateSettings({ guidedGame: session.controller.state.id, coachNotes: true });
    };
    return (
      <div class="guide-offer" role="status" data-testid="first-game-offer">
        <p>{t('firstGameOffer', { easy: t('easy') })}</p>
        <button type="button" class="primary" onClick={start}>
          {t('firstGameStart')}
        </button>
        <button type="button" onClick={() => session.updateSettings({ firstGameOffered: true })}>
          {t('firstGameNo')}
        </button>
      </div>
    );
  }
  if (!coach || state.id !== settings.guidedGame) return null;
  if (!settings.coachNotes)
    return (
      <p class="muted">
        <button type="button" class="link" onClick={() => session.updateSettings({ coachNotes: true })}>
          {t('notesOn')}
        </button>
      </p>
    );
  const human = state.setup.humanColor;
  // The notes end with the player's last noted move: no box after it.
  if (movesMade(state.positions, state.moves, human) > coach.notes) return null;
  const noted = noteMove(state.positions, state.moves, human, coach.notes);
  return (
    <div class="coach-note" data-testid="coach-note-box">
      {noted && (
        <p role="status" data-testid="coach-note">
          {coach.note(noted.before, noted.move)}
        </p>
      )}
      <button
        type="button"
        data-testid="notes-off"
        onClick={() => session.updateSettings({ coachNotes: false })}
      >
        {t('notesOff')}
      </button>
    </div>
  );
}
