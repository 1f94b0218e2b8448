/** The dialogs: new game, settings and statistics. Each edits plain settings or shows plain data. */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Color } from '../core/index.js';
import type { Level } from '../engine/types.js';
import type { Translate } from './i18n.js';
import {
  ANIMATION_SPEEDS,
  LANGUAGES,
  OPPONENTS,
  type Settings,
  THEMES,
  VARIANT_CHOICES,
} from './settings.js';
import { averageDifference, EMPTY_LINE, type Stats, statKey } from './stats.js';

const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch', fr: 'Français' } as const;

/** Wraps Tab and Shift+Tab around the dialog's controls so focus never falls behind the backdrop. */
const keepFocusInside = (box: HTMLElement | null, event: KeyboardEvent): void => {
  const controls = [...(box?.querySelectorAll<HTMLElement>('button, select, input') ?? [])].filter(
    (el) => !(el as HTMLButtonElement).disabled,
  );
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
  readonly t: Translate;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
}

/** A modal dialog: focus moves in, Escape or the backdrop closes it. */
function Modal({ title, t, onClose, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('select, input, button:not(.close)')?.focus();
    return () => previous?.focus();
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only closes; Escape does the same
    <div
      class="backdrop"
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        if (event.key === 'Tab') keepFocusInside(box.current, event);
      }}
    >
      <div class="dialog" role="dialog" aria-modal="true" aria-label={title} ref={box}>
        <div class="dialog-head">
          <h2>{title}</h2>
          <button type="button" class="close" aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

interface NewGameProps {
  readonly settings: Settings;
  readonly t: Translate;
  readonly onStart: (patch: Partial<Settings>) => void;
  readonly onClose: () => void;
}

/** Colour, opponent, variant and hints for the next game. */
export function NewGameDialog({ settings, t, onStart, onClose }: NewGameProps) {
  const [choice, setChoice] = useState({
    humanColor: settings.humanColor,
    opponent: settings.opponent,
    variant: settings.variant,
    hints: settings.hints,
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
        <label>
          {t('opponent')}
          <select
            value={choice.opponent}
            onChange={(e) =>
              setChoice({
                ...choice,
                opponent: (e.target as HTMLSelectElement).value as Settings['opponent'],
              })
            }
          >
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {t(o)}
              </option>
            ))}
          </select>
        </label>
        <fieldset disabled={twoPlayers}>
          <legend>{t('colour')}</legend>
          {(['black', 'white'] as Color[]).map((c) => (
            <label key={c} class="inline">
              <input
                type="radio"
                name="colour"
                value={c}
                checked={choice.humanColor === c}
                onChange={() => setChoice({ ...choice, humanColor: c })}
              />
              {t(c)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('variant')}
          <select
            value={choice.variant}
            onChange={(e) =>
              setChoice({ ...choice, variant: (e.target as HTMLSelectElement).value as Settings['variant'] })
            }
          >
            {VARIANT_CHOICES.map((v) => (
              <option key={v} value={v}>
                {t(v)}
              </option>
            ))}
          </select>
        </label>
        <label class="inline">
          <input
            type="checkbox"
            checked={choice.hints}
            onChange={(e) => setChoice({ ...choice, hints: (e.target as HTMLInputElement).checked })}
          />
          {t('hints')}
        </label>
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
  readonly t: Translate;
  readonly onChange: (patch: Partial<Settings>) => void;
  readonly onClose: () => void;
}

/** A labelled select over a fixed list of values. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  values: readonly T[];
  name: (value: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        onChange={(e) => props.onChange((e.target as HTMLSelectElement).value as T)}
      >
        {props.values.map((v) => (
          <option key={v} value={v}>
            {props.name(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Sound, animation speed, theme, language and hints; changes apply at once. */
export function SettingsDialog({ settings, t, onChange, onClose }: SettingsProps) {
  return (
    <Modal title={t('settings')} t={t} onClose={onClose}>
      <div class="fields">
        <label class="inline">
          <input
            type="checkbox"
            checked={settings.hints}
            onChange={(e) => onChange({ hints: (e.target as HTMLInputElement).checked })}
          />
          {t('hints')}
        </label>
        <label class="inline">
          <input
            type="checkbox"
            checked={settings.sound}
            onChange={(e) => onChange({ sound: (e.target as HTMLInputElement).checked })}
          />
          {t('sound')}
        </label>
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
  readonly t: Translate;
  readonly onReset: () => void;
  readonly onClose: () => void;
}

const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Games, wins, losses, draws, best and average disc difference and streak per level and colour. */
export function StatsDialog({ stats, t, onReset, onClose }: StatsProps) {
  const rows = LEVELS.flatMap((level) =>
    (['black', 'white'] as Color[]).map((color) => ({ level, color, line: stats[statKey(level, color)] })),
  ).filter((row) => row.line && row.line.games > 0);
  return (
    <Modal title={t('statistics')} t={t} onClose={onClose}>
      {rows.length === 0 ? (
        <p class="muted">{t('noStats')}</p>
      ) : (
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
              </tr>
            </thead>
            <tbody>
              {rows.map(({ level, color, line = EMPTY_LINE }) => (
                <tr key={`${level}/${color}`} data-stat={`${level}/${color}`}>
                  <th scope="row">{t(level)}</th>
                  <td>{t(color)}</td>
                  <td data-field="games">{line.games}</td>
                  <td data-field="wins">{line.wins}</td>
                  <td data-field="losses">{line.losses}</td>
                  <td data-field="draws">{line.draws}</td>
                  <td>{line.best === null ? '–' : signed(line.best)}</td>
                  <td>{signed(Math.round((averageDifference(line) ?? 0) * 10) / 10)}</td>
                  <td>
                    {line.streak > 0
                      ? t('streakWon', { n: line.streak })
                      : line.streak < 0
                        ? t('streakLost', { n: -line.streak })
                        : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div class="actions">
        <button
          type="button"
          disabled={rows.length === 0}
          onClick={() => {
            if (window.confirm(t('confirmReset'))) onReset();
          }}
        >
          {t('resetStats')}
        </button>
        <button type="button" class="primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
