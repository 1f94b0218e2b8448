/** The page's header: the name, the navigation between sections and the actions on the game (a new
 * game, the statistics, the settings), whichever view shows. */

import type { Translate } from '../i18n/i18n.js';
import { navigationOf, navPathOf } from '../lib/router.js';
import type { MessageKey } from '../ui/messages/index.js';
import type { ShellKey } from './messages/index.js';
import { SectionsNav } from './nav.js';
import { SECTIONS, type Section } from './sections.js';

/** The dialog the header opens, if any. */
export type Open = 'new' | 'settings' | 'stats' | undefined;

export function Header(props: {
  t: Translate<ShellKey | MessageKey>;
  /** The section shown, marked in the navigation. */
  section: Section;
  onOpen: (dialog: Open) => void;
}) {
  const { t, section, onOpen } = props;
  const nav = navigationOf(SECTIONS);
  return (
    <header class="top">
      <h1>
        <svg class="logo" viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="12" />
          <circle cx="22" cy="22" r="11" class="w" />
          <circle cx="42" cy="22" r="11" class="b" />
          <circle cx="22" cy="42" r="11" class="b" />
          <circle cx="42" cy="42" r="11" class="w" />
        </svg>
        <span class="title">{t('title')}</span>
      </h1>
      {nav.length > 0 && <SectionsNav entries={nav} current={navPathOf(section)} t={t} />}
      {/* The actions on the game, whichever view shows. */}
      <div class="actions">
        <button type="button" class="primary" onClick={() => onOpen('new')}>
          {t('newGame')}
        </button>
        <button type="button" class="icon-button" onClick={() => onOpen('stats')}>
          <svg viewBox="0 0 20 20" aria-hidden="true" class="filled">
            <rect x="3" y="10" width="3.5" height="7" rx="1" />
            <rect x="8.25" y="3" width="3.5" height="14" rx="1" />
            <rect x="13.5" y="7" width="3.5" height="10" rx="1" />
          </svg>
          <span class="label">{t('statistics')}</span>
        </button>
        <button type="button" class="icon-button" onClick={() => onOpen('settings')}>
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M3 5h14M3 10h14M3 15h14" />
            <circle cx="7" cy="5" r="2.2" class="knob" />
            <circle cx="13" cy="10" r="2.2" class="knob" />
            <circle cx="8" cy="15" r="2.2" class="knob" />
          </svg>
          <span class="label">{t('settings')}</span>
        </button>
      </div>
    </header>
  );
}
