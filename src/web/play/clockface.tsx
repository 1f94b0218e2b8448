/**
 * The clocks on the page: a face per side (`m:ss`, running or not, warning in the last tenth of the time)
 * and what a screen reader hears of them. Each face redraws itself once a second while its side runs,
 * so the board and the rest of the panel are not drawn again as time passes.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type Clock, type Color, formatClockTime } from '../../core/index.js';
import { colorName } from '../ui/labels.js';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';
import { spokenTime } from './words.js';
import './clockface.css';

/** Milliseconds until a face showing `left` (seconds rounded up) changes. */
const untilNextSecond = (left: number): number => (left % 1000 || 1000) + 1;

/** One side's clock face, e.g. `4:52`; `data-clock` names the side, `data-low` the last tenth. */
export function ClockFace(props: { clock: Clock; color: Color; now: () => number; t: PlayTranslate }) {
  const { clock, color, now, t } = props;
  const [, setTick] = useState(0);
  const left = clock.timeLeft(color, now());
  const running = clock.running === color;
  const low = clock.isLow(color, now());
  useEffect(() => {
    if (!running || left <= 0) return;
    const timer = setTimeout(() => setTick((n) => n + 1), untilNextSecond(left));
    return () => clearTimeout(timer);
  });
  return (
    <span
      class={`clock${running ? ' running' : ''}${low ? ' low' : ''}`}
      data-clock={color}
      data-low={low ? 'true' : 'false'}
      role="timer"
      aria-label={t('clockOf', { color: colorName(t, color), time: spokenTime(t, left) })}
    >
      {formatClockTime(left)}
    </span>
  );
}

/**
 * What a screen reader hears of the clocks, at the moments a player needs it: a human's time left when
 * their turn comes, and, once per side and game, that it is low (the last tenth). A flag is said by the
 * page's main announcement. The faces themselves are timers, which screen readers do not read out.
 */
export function ClockNotices(props: { state: GameState; now: () => number; t: PlayTranslate }) {
  const { state, now, t } = props;
  const { clock, over, setup } = state;
  const [notice, setNotice] = useState('');
  const warned = useRef({ id: state.id, sides: new Set<Color>() });
  if (warned.current.id !== state.id) warned.current = { id: state.id, sides: new Set() };
  const turn = state.position.turn;
  const human = setup.opponent === 'human' || turn === setup.humanColor;

  // A human's turn begins (a move was made, or the game started): their time left.
  useEffect(() => {
    if (!clock || over || !human) return;
    setNotice(
      t('clockTurn', { color: colorName(t, turn), time: spokenTime(t, clock.timeLeft(turn, now())) }),
    );
  }, [state.id, state.moves.length, over]);

  // The running side enters its last tenth: said once per side and game.
  useEffect(() => {
    const side = clock?.running;
    if (!clock || !side || over || warned.current.sides.has(side)) return;
    const until = clock.timeLeft(side, now()) - clock.control.mainMs / 10;
    const timer = setTimeout(
      () => {
        warned.current.sides.add(side);
        setNotice(
          t('clockLow', { color: colorName(t, side), time: spokenTime(t, clock.timeLeft(side, now())) }),
        );
      },
      Math.max(0, until),
    );
    return () => clearTimeout(timer);
  }, [clock, over]);

  return (
    <p class="sr-only" aria-live="polite" data-testid="clock-live">
      {notice}
    </p>
  );
}
