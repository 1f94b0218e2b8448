/** The player's settings: what the next new game uses and how the page looks and sounds. Kept below the
 * features (the game, Learn and the editor read them; the shell keeps them), with the choices they offer. */
import { type Color, parseVariant, type TimeControl, type Variant } from '../../core/index.js';
import type { Level } from '../../engine/index.js';
import { LANGUAGES, type Language } from '../i18n/language.js';
import { type OverlayFeature, parseFeatures } from '../ui/overlay.js';

/** Who the computer is, a level, or `'human'` for two players on one device. */
export type Opponent = Level | 'human';

/** Minutes a player, as the dialog offers them (0: no clock, the default). */
export const CLOCK_MINUTES = [0, 1, 3, 5, 10, 15, 30] as const;
export type ClockMinutes = (typeof CLOCK_MINUTES)[number];
/** Seconds added after each move. */
export const CLOCK_INCREMENTS = [0, 1, 2, 3, 5, 10] as const;
export type ClockIncrement = (typeof CLOCK_INCREMENTS)[number];

/** Expert's seconds a move in a game without clocks (on a clock it spends by the clock). */
export const EXPERT_SECONDS = [1, 2, 5, 10] as const;
export type ExpertSeconds = (typeof EXPERT_SECONDS)[number];

/** The time control of a choice in the dialog, or undefined for a game without clocks. */
export const timeControlOf = (minutes: ClockMinutes, increment: ClockIncrement): TimeControl | undefined =>
  minutes === 0 ? undefined : { mainMs: minutes * 60_000, incrementMs: increment * 1000 };

/**
 * How a loss on time is scored: `complete`, the game played out by the computer from where the flag
 * fell, recorded as at least the narrowest win (the usual over-the-board procedure); or `fixed`, the
 * narrowest win itself (33-31 on 8x8), as some clubs prefer.
 */
export type TimeRule = 'complete' | 'fixed';
export const TIME_RULES: readonly TimeRule[] = ['complete', 'fixed'];

/** The variants the new-game dialog offers, by their `makeVariant` names. */
export const VARIANT_CHOICES = [
  'standard',
  'anti',
  '6x6',
  '4x4',
  'reversi',
  'reversi-may-flip',
  'reversi-must-flip',
] as const;
export type VariantChoice = (typeof VARIANT_CHOICES)[number];

export const OPPONENTS: readonly Opponent[] = ['easy', 'medium', 'hard', 'expert', 'human'];
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface Settings {
  /** The computer level, or `'human'` for two players on one device, e.g. `'easy'`. */
  readonly opponent: Opponent;
  /** The human's colour against the computer, e.g. `'black'`. */
  readonly humanColor: Color;
  readonly variant: VariantChoice;
  /** Dots on the legal moves, e.g. true. */
  readonly hints: boolean;
  /** A soft click on each move, off by default. */
  readonly sound: boolean;
  readonly animation: AnimationSpeed;
  readonly theme: Theme;
  /** The chosen language; `'auto'` follows the browser. */
  readonly language: Language | 'auto';
  /** The board drawn turned a half turn, as White sees it (the view only: names stay standard), e.g. false. */
  readonly turned: boolean;
  /** Squares and moves written as White writes them (White's a1 is Black's h8), whichever way the board
   * is drawn, e.g. false. */
  readonly writeFromWhite: boolean;
  /** Each player's minutes on the clock in the next games, 0 for no clock (the default), e.g. 5. */
  readonly clockMinutes: ClockMinutes;
  /** Seconds added after each move on the clock, e.g. 2. */
  readonly clockIncrement: ClockIncrement;
  /** How a loss on time is scored, e.g. `'complete'` (see `TimeRule`). */
  readonly timeRule: TimeRule;
  /** Expert's time a move without clocks, in seconds, e.g. 5 (its own time, the default). */
  readonly expertSeconds: ExpertSeconds;
  /** The coach's overlays drawn on the boards, e.g. `['mobility', 'stable']`. */
  readonly overlays: readonly OverlayFeature[];
  /** The guided first game was offered (it is offered once), e.g. false on a first visit. */
  readonly firstGameOffered: boolean;
  /** The coach's notes on the guided first game's moves, switched off with "Notes off", e.g. true. */
  readonly coachNotes: boolean;
  /** The id of the guided first game (the game the notes are for), '' when there is none. */
  readonly guidedGame: string;
}

export const DEFAULT_SETTINGS: Settings = {
  opponent: 'easy',
  humanColor: 'black',
  variant: 'standard',
  hints: true,
  sound: false,
  animation: 'normal',
  theme: 'system',
  language: 'auto',
  turned: false,
  writeFromWhite: false,
  clockMinutes: 0,
  clockIncrement: 0,
  timeRule: 'complete',
  expertSeconds: 5,
  overlays: [],
  firstGameOffered: false,
  coachNotes: true,
  guidedGame: '',
};

/** The variant a choice stands for. */
export const variantOf = (choice: VariantChoice): Variant => parseVariant(choice)!;

/** The game the settings describe. */
export const setupOf = (settings: Settings) => {
  const clock = timeControlOf(settings.clockMinutes, settings.clockIncrement);
  return {
    variant: variantOf(settings.variant),
    opponent: settings.opponent,
    humanColor: settings.humanColor,
    ...(clock ? { clock, timeRule: settings.timeRule } : {}),
  };
};

const oneOf =
  <T>(values: readonly T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** How each field is checked when read back from storage. */
export const SETTINGS_FIELDS: { readonly [K in keyof Settings]: (v: unknown) => v is Settings[K] } = {
  opponent: oneOf(OPPONENTS),
  humanColor: oneOf<Color>(['black', 'white']),
  variant: oneOf(VARIANT_CHOICES),
  hints: isBoolean,
  sound: isBoolean,
  animation: oneOf(ANIMATION_SPEEDS),
  theme: oneOf(THEMES),
  language: oneOf<Language | 'auto'>([...LANGUAGES, 'auto']),
  turned: isBoolean,
  writeFromWhite: isBoolean,
  clockMinutes: oneOf(CLOCK_MINUTES),
  clockIncrement: oneOf(CLOCK_INCREMENTS),
  timeRule: oneOf(TIME_RULES),
  expertSeconds: oneOf(EXPERT_SECONDS),
  overlays: (v: unknown): v is readonly OverlayFeature[] => parseFeatures(v) !== undefined,
  firstGameOffered: isBoolean,
  coachNotes: isBoolean,
  guidedGame: (v: unknown): v is string => typeof v === 'string' && v.length <= 64,
};

/** Milliseconds of one disc flip at a speed (0 = no animation). */
export const animationMs = (speed: AnimationSpeed): number =>
  ({ off: 0, fast: 150, normal: 300, slow: 550 })[speed];
