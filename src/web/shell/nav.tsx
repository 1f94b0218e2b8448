/**
 * The navigation between sections and the "skip to the board" link. On a narrow screen the section
 * links may not all fit their row: the row then scrolls, and says so (a fade and an arrow at each edge
 * with more behind it, `data-more-start` / `data-more-end`), and the current section is scrolled into
 * view, so "Tournament" never shows as a cut-off "Tou".
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Translate } from '../i18n/i18n.js';
import { routeHash } from '../lib/router.js';
import type { MessageKey } from '../ui/messages/index.js';
import type { ShellKey } from './messages/index.js';
import './nav.css';

/** Which edges of a scrolling row have more behind them. */
const markEdges = (row: HTMLElement): void => {
  const more = row.scrollWidth - row.clientWidth;
  // Right-to-left rows scroll to negative positions; a pixel of slack for rounding.
  const at = Math.abs(row.scrollLeft);
  row.toggleAttribute('data-more-start', more > 1 && at > 1);
  row.toggleAttribute('data-more-end', more > 1 && at < more - 1);
};

export function SectionsNav(props: {
  entries: readonly { readonly path: string; readonly nav?: string }[];
  current: string;
  t: Translate<ShellKey | MessageKey>;
}) {
  const { entries, current, t } = props;
  const row = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const nav = row.current;
    if (!nav) return;
    nav
      .querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    markEdges(nav);
  }, [current]);
  useEffect(() => {
    const nav = row.current;
    if (!nav) return;
    const update = () => markEdges(nav);
    const resized = new ResizeObserver(update);
    resized.observe(nav);
    nav.addEventListener('scroll', update, { passive: true });
    return () => {
      resized.disconnect();
      nav.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <nav class="sections" aria-label={t('sections')} ref={row}>
      {entries.map((entry) => (
        <a
          key={entry.path}
          href={routeHash(entry.path)}
          aria-current={current === entry.path ? 'page' : undefined}
        >
          {t(entry.nav as ShellKey)}
        </a>
      ))}
    </nav>
  );
}

/**
 * The first thing a keyboard reaches: a skip link (a button, as the address is the route), shown when focused, that moves the focus to the board
 * (its square under the keyboard cursor), or where a view has no board, to the view itself.
 */
export function SkipLink({ t }: { t: Translate<ShellKey> }) {
  const [board, setBoard] = useState(true);
  const target = (): HTMLElement | null =>
    document.querySelector<HTMLElement>('.board [data-square][tabindex="0"]') ??
    document.querySelector<HTMLElement>('main');
  return (
    <button
      type="button"
      class="skip-link"
      onFocus={() => setBoard(document.querySelector('.board [data-square]') !== null)}
      onClick={(event) => {
        // A button, not a link: the address is the route, and this moves only the focus.
        event.preventDefault();
        const to = target();
        if (!to) return;
        if (to.tagName === 'MAIN' && !to.hasAttribute('tabindex')) to.setAttribute('tabindex', '-1');
        to.focus();
      }}
    >
      {t(board ? 'skipToBoard' : 'skipToContent')}
    </button>
  );
}
