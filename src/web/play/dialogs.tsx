/** The dialogs: new game, settings and statistics. Each edits plain settings or shows plain data. */
import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Color } from '../../core/index.js';
import { LEVELS, type Level } from '../../engine/index.js';
import { pluralForm } from '../i18n/i18n.js';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/language.js';
import {
  ANIMATION_SPEEDS,
  EXPERT_SECONDS,
  type ExpertSeconds,
  OPPONENTS,
  type Settings,
  THEMES,
  VARIANT_CHOICES,
  type VariantChoice,
} from '../lib/settings.js';
import type { MessageKey } from '../ui/messages/index.js';
import {
  CLOCK_INCREMENTS,
  CLOCK_MINUTES,
  type ClockIncrement,
  type ClockMinutes,
  TIME_RULES,
} from './clocks.js';
import { LevelAdvice } from './level-advice.js';
import type { PlayKey, PlayTranslate } from './messages/index.js';
import { averageDifference, EARLIER, type StatLine, type Stats, statKey } from './stats.js';
import '../ui/forms.css';
import './dialogs.css';

/** Each variant's rule in a player's words, shown under the choice. */
const VARIANT_RULES: Readonly<Record<VariantChoice, PlayKey>> = {
  standard: 'aboutStandard',
  anti: 'aboutAnti',
  '6x6': 'about6x6',
  '4x4': 'about4x4',
  reversi: 'aboutReversi',
  'reversi-may-flip': 'aboutMayFlip',
  'reversi-must-flip': 'aboutMustFlip',
};

/** The enabled controls of a dialog, in tab order. */
const controlsOf = (box: HTMLElement): HTMLElement[] =>
  [...box.querySelectorAll<HTMLElement>('button, select, input, [tabindex="0"]')].filter(
    (el) => !(el as HTMLButtonElement).disabled && !el.closest('fieldset:disabled'),
  );

/** Wraps Tab and Shift+Tab around the dialog's controls, so focus never leaves it for the browser's UI. */
const keepFocusInside = (box: HTMLElement, event: KeyboardEvent): void => {
  const controls = controlsOf(box);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

interface ModalProps {
  readonly title: string;
  readonly t: PlayTranslate;
  readonly onClose: () => void;
  /** A wider dialog, e.g. for the statistics tables. */
  readonly wide?: boolean;
  readonly children: ComponentChildren;
}

/**
 * A modal dialog on the browser's own `<dialog>`: the page behind is inert, Escape or a click on the
 * backdrop closes it, and focus goes to the control marked `data-autofocus` (else the first one) and
 * back to the button that opened it.
 */
function Modal({ title, t, onClose, wide, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const box = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    box.showModal();
    (box.querySelector<HTMLElement>('[data-autofocus]') ?? controlsOf(box)[0])?.focus();
    return () => {
      box.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      class={wide ? 'dialog wide' : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog element itself is hit only on its backdrop: its content fills it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => event.key === 'Tab' && keepFocusInside(event.currentTarget, event)}
    >
      <div class="dialog-body">
        <div class="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" class="close" aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

interface NewGameProps {
  readonly settings: Settings;
  readonly t: PlayTranslate;
  readonly onStart: (patch: Partial<Settings>) => void;
  readonly onClose: () => void;
  /** The statistics, for the level-up suggestion after wins in a row. */
  readonly stats: Stats;
  /** The level nearest the user's rating, when the shell has rated the user's games. */
  readonly suggested?: Level;
}

/** Opponent, colour and variant for the next game, with advice on the level. */
export function NewGameDialog({ settings, t, onStart, onClose, stats, suggested }: NewGameProps) {
  const [choice, setChoice] = useState({
    humanColor: settings.humanColor,
    opponent: settings.opponent,
    variant: settings.variant,
    clockMinutes: settings.clockMinutes,
    clockIncrement: settings.clockIncrement,
    expertSeconds: settings.expertSeconds,
  });
  const twoPlayers = choice.opponent === 'human';
  return (
    <Modal title={t('newGame')} t={t} onClose={onClose}>
      <form
        class="fields"
        onSubmit={(event) => {
          event.preventDefault();
          onStart(choice);
        }}
      >
        <Choice
          label={t('opponent')}
          value={choice.opponent}
          values={OPPONENTS}
          name={(o) => t(o)}
          onChange={(opponent) => setChoice({ ...choice, opponent })}
        />
        <LevelAdvice
          suggested={suggested}
          stats={stats}
          variant={settings.variant}
          opponent={settings.opponent}
          color={settings.humanColor}
          t={t}
        />
        {choice.opponent === 'expert' && (
          <ExpertTime
            t={t}
            value={choice.expertSeconds}
            onChange={(expertSeconds) => setChoice({ ...choice, expertSeconds })}
          />
        )}
        <fieldset class="segmented" disabled={twoPlayers}>
          <legend>{t('colour')}</legend>
          {(['black', 'white'] as Color[]).map((c) => (
            <label key={c}>
              <input
                type="radio"
                name="colour"
                value={c}
                checked={choice.humanColor === c}
                onChange={() => setChoice({ ...choice, humanColor: c })}
              />
              <span class={`disc ${c}`} aria-hidden="true" />
              {t(c)}
            </label>
          ))}
        </fieldset>
        <Choice
          label={t('variant')}
          value={choice.variant}
          values={VARIANT_CHOICES}
          name={(v) => t(v)}
          help={t(VARIANT_RULES[choice.variant])}
          onChange={(variant) => setChoice({ ...choice, variant })}
        />
        <Choice
          label={t('clockLabel')}
          value={String(choice.clockMinutes)}
          values={CLOCK_MINUTES.map(String)}
          name={(n) => (n === '0' ? t('clockNone') : t('clockMinutes', { n }))}
          help={choice.clockMinutes === 0 ? undefined : t('clockHelp')}
          onChange={(n) => setChoice({ ...choice, clockMinutes: Number(n) as ClockMinutes })}
        />
        <Choice
          label={t('incrementLabel')}
          value={String(choice.clockIncrement)}
          values={CLOCK_INCREMENTS.map(String)}
          name={(n) => (n === '0' ? t('incrementNone') : t('increment', { n }))}
          disabled={choice.clockMinutes === 0}
          onChange={(n) => setChoice({ ...choice, clockIncrement: Number(n) as ClockIncrement })}
        />
        <div class="actions">
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" class="primary">
            {t('start')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface SettingsProps {
  readonly settings: Settings;
  readonly t: PlayTranslate;
  readonly onChange: (patch: Partial<Settings>) => void;
  readonly onClose: () => void;
}

/** Expert's time a move without clocks (on a clock, the clock decides). */
function ExpertTime(props: { t: PlayTranslate; value: ExpertSeconds; onChange: (s: ExpertSeconds) => void }) {
  const { t } = props;
  return (
    <Choice
      label={t('expertTime')}
      value={String(props.value)}
      values={EXPERT_SECONDS.map(String)}
      name={(n) => t('expertSeconds', { n })}
      help={t('expertTimeHelp')}
      onChange={(n) => props.onChange(Number(n) as ExpertSeconds)}
    />
  );
}

/** A labelled select over a fixed list of values, with an optional explanation of the chosen one. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  values: readonly T[];
  name: (value: T) => string;
  onChange: (value: T) => void;
  /** Words about the chosen value, shown below and read with the select, e.g. a variant's rule. */
  help?: string;
  disabled?: boolean;
}) {
  const helpId = useId();
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        disabled={props.disabled}
        aria-describedby={props.help ? helpId : undefined}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as T)}
      >
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.name(v)}
          </option>
        ))}
      </select>
      {props.help && (
        <span class="help" id={helpId}>
          {props.help}
        </span>
      )}
    </label>
  );
}

/** An on/off setting drawn as a switch. */
function Toggle(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label class="toggle">
      <span>{props.label}</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={props.checked}
        checked={props.checked}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)}
      />
    </label>
  );
}

/** Hints, sound, animation speed, theme and language; changes apply at once. */
export function SettingsDialog({ settings, t, onChange, onClose }: SettingsProps) {
  return (
    <Modal title={t('settings')} t={t} onClose={onClose}>
      <div class="fields">
        <Toggle label={t('hints')} checked={settings.hints} onChange={(hints) => onChange({ hints })} />
        <ExpertTime
          t={t}
          value={settings.expertSeconds}
          onChange={(expertSeconds) => onChange({ expertSeconds })}
        />
        <Toggle label={t('sound')} checked={settings.sound} onChange={(sound) => onChange({ sound })} />
        <Toggle
          label={t('turnBoard')}
          checked={settings.turned}
          onChange={(turned) => onChange({ turned })}
        />
        <Toggle
          label={t('writeFromWhite')}
          checked={settings.writeFromWhite}
          onChange={(writeFromWhite) => onChange({ writeFromWhite })}
        />
        <Choice
          label={t('timeRuleLabel')}
          value={settings.timeRule}
          values={TIME_RULES}
          name={(v) => t(v === 'complete' ? 'timeRuleComplete' : 'timeRuleFixed')}
          onChange={(timeRule) => onChange({ timeRule })}
        />
        <Choice
          label={t('animation')}
          value={settings.animation}
          values={ANIMATION_SPEEDS}
          name={(v) => t(v)}
          onChange={(animation) => onChange({ animation })}
        />
        <Choice
          label={t('theme')}
          value={settings.theme}
          values={THEMES}
          name={(v) => t(v)}
          onChange={(theme) => onChange({ theme })}
        />
        <Choice
          label={t('language')}
          value={settings.language}
          values={['auto', ...LANGUAGES]}
          name={(v) => (v === 'auto' ? t('auto') : LANGUAGE_NAMES[v])}
          onChange={(language) => onChange({ language })}
        />
        <div class="actions">
          <button type="button" class="primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

interface StatsProps {
  readonly stats: Stats;
  readonly language: Language;
  readonly t: PlayTranslate;
  readonly onReset: () => void;
  readonly onClose: () => void;
  /** Drawn above the tables, e.g. the personal rating the shell adds (shell/rating.tsx). */
  readonly extra?: ComponentChildren;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** The variants in the order the tables show them: the offered ones (standard first), then any other
 * stored ones (a newer version's, or lines from before variants were told apart) by name. */
const variantsOf = (stats: Stats): string[] => {
  const stored = new Set(Object.keys(stats.lines).map((key) => key.split('/')[0]));
  const offered = VARIANT_CHOICES.filter((v) => stored.has(v));
  const others = [...stored].filter((v) => !(VARIANT_CHOICES as readonly string[]).includes(v)).sort();
  return [...offered, ...others];
};

/** A variant's heading: its name in the page's language where the page knows it. */
const variantTitle = (t: PlayTranslate, variant: string): string =>
  variant === EARLIER
    ? t('earlier')
    : (VARIANT_CHOICES as readonly string[]).includes(variant)
      ? t(variant as MessageKey)
      : variant;

/** Games, wins, losses, draws, best and average disc difference, streak and games with hints per variant,
 * level and colour. */
export function StatsDialog({ stats, language, t, onReset, onClose, extra }: StatsProps) {
  const streak = (n: number): string => {
    if (n === 0) return '–';
    const one = pluralForm(language, Math.abs(n)) === 'one';
    const key: PlayKey =
      n > 0 ? (one ? 'streakWonOne' : 'streakWonMany') : one ? 'streakLostOne' : 'streakLostMany';
    return t(key, { n: Math.abs(n) });
  };
  const tables = variantsOf(stats)
    .map((variant) => ({
      variant,
      rows: LEVELS.flatMap((level) =>
        (['black', 'white'] as Color[]).map((color) => ({
          level,
          color,
          line: stats.lines[statKey(variant, level, color)] as StatLine | undefined,
        })),
      ).filter((row): row is typeof row & { line: StatLine } => row.line !== undefined && row.line.games > 0),
    }))
    .filter((table) => table.rows.length > 0)
    // The columns of games decided on time and of games with hints show only where there are some.
    .map((table) => ({
      ...table,
      onTime: table.rows.some(({ line }) => line.timeWins + line.timeLosses > 0),
      hinted: table.rows.some(({ line }) => line.hinted > 0),
    }));
  const empty = tables.length === 0;
  return (
    <Modal title={t('statistics')} t={t} onClose={onClose} wide>
      {extra}
      {empty ? (
        <p class="muted">{t('noStats')}</p>
      ) : (
        tables.map(({ variant, rows, onTime, hinted }) => (
          <section key={variant} class="stats-variant" data-variant={variant}>
            <h3>{variantTitle(t, variant)}</h3>
            {/* Wider than a phone: it scrolls sideways (Chromium lets the keyboard focus a scroller). */}
            <div class="table-scroll">
              <table class="stats">
                <thead>
                  <tr>
                    <th scope="col">{t('level')}</th>
                    <th scope="col">{t('colourShort')}</th>
                    <th scope="col">{t('games')}</th>
                    <th scope="col">{t('winsCol')}</th>
                    <th scope="col">{t('losses')}</th>
                    <th scope="col">{t('draws')}</th>
                    <th scope="col">{t('best')}</th>
                    <th scope="col">{t('average')}</th>
                    <th scope="col">{t('streak')}</th>
                    {onTime && <th scope="col">{t('onTime')}</th>}
                    {hinted && <th scope="col">{t('hintedCol')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ level, color, line }) => (
                    <tr key={`${level}/${color}`} data-stat={`${level}/${color}`}>
                      <th scope="row">{t(level)}</th>
                      <td data-field="colour">{t(color)}</td>
                      <td data-field="games" data-label={t('games')}>
                        {line.games}
                      </td>
                      <td data-field="wins" data-label={t('winsCol')}>
                        {line.wins}
                      </td>
                      <td data-field="losses" data-label={t('losses')}>
                        {line.losses}
                      </td>
                      <td data-field="draws" data-label={t('draws')}>
                        {line.draws}
                      </td>
                      <td data-field="best" data-label={t('best')}>
                        {line.best === null ? '–' : signed(line.best)}
                      </td>
                      <td data-field="average" data-label={t('average')}>
                        {signed(Math.round((averageDifference(line) ?? 0) * 10) / 10)}
                      </td>
                      <td data-field="streak" data-label={t('streak')}>
                        {streak(line.streak)}
                      </td>
                      {onTime && (
                        <td data-field="on-time" data-label={t('onTime')}>
                          {line.timeWins}–{line.timeLosses}
                        </td>
                      )}
                      {hinted && (
                        <td data-field="hinted" data-label={t('hintedCol')}>
                          {line.hinted}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
      <div class="actions">
        {!empty && (
          <button
            type="button"
            class="danger"
            onClick={() => {
              if (window.confirm(t('confirmReset'))) onReset();
            }}
          >
            {t('resetStats')}
          </button>
        )}
        <button type="button" class="primary" data-autofocus onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
