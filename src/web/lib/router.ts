/**
 * Routes in the URL's hash, `#/analysis?moves=f5d6c3`: the fragment never reaches the server, so any
 * static host (or a sub-folder, or the offline cache) serves every route from the one index.html, and
 * the browser's back and forward buttons move between views. Parsing and writing are pure functions;
 * `useRoute` and `navigate` are the page's side.
 */
import { useEffect, useState } from 'preact/hooks';

/** Where the page is: a view's path and the parameters after `?`, e.g. `{ path: 'analysis', params:
 * { moves: 'f5d6c3' } }`. An empty hash has path `''`. */
export interface Route {
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Parameters to write into a route; undefined ones are left out. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route's path is lower-case words separated by slashes, such as `play`, `analysis` or `learn/faq`. */
const PATH = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/;

/**
 * Reads a hash, with or without its `#` and leading `/`: `#/analysis?moves=f5d6` is the analysis view
 * with `moves` `f5d6`. Letter case of the path is ignored; a path that is not made of words reads as
 * `''` (the page shows its default view). The last of repeated parameters wins.
 */
export const parseRoute = (hash: string): Route => {
  const text = hash.replace(/^#/, '').replace(/^\/+/, '');
  const query = text.indexOf('?');
  const rawPath = decodeURIComponentSafe(query < 0 ? text : text.slice(0, query))
    .replace(/\/+$/, '')
    .toLowerCase();
  // fromEntries defines own properties, so even a parameter named __proto__ stays a parameter.
  const params = query < 0 ? {} : Object.fromEntries(new URLSearchParams(text.slice(query + 1)));
  return { path: PATH.test(rawPath) ? rawPath : '', params };
};

/** A malformed escape (`%E0`) reads as written rather than throwing. */
const decodeURIComponentSafe = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Writes a route as a hash: `routeHash('analysis', { moves: 'f5d6' })` is `#/analysis?moves=f5d6`.
 * Values are escaped as a form's query string is, which leaves what OBF boards and move lists are
 * made of (letters, digits, `-`, `*`, `.`) readable.
 */
export const routeHash = (path: string, params: RouteParams = {}): string => {
  if (!PATH.test(path)) throw new Error(`not a route path: "${path}"`);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return `#/${path}${text ? `?${text}` : ''}`;
};

/** The full link of a route from the page's address, e.g. to share it. */
export const routeLink = (location: Pick<Location, 'href'>, path: string, params: RouteParams = {}): string =>
  `${location.href.replace(/#.*$/, '')}${routeHash(path, params)}`;

/** The route the page shows now. */
export const currentRoute = (): Route => parseRoute(window.location.hash);

/**
 * Goes to a route. A new entry in the history by default, so Back returns; `replace` swaps the current
 * entry instead (a redirect, or a parameter that only records the state of the view).
 */
export const navigate = (
  path: string,
  params: RouteParams = {},
  options: { replace?: boolean } = {},
): void => {
  const hash = routeHash(path, params);
  if (hash === window.location.hash) return;
  if (options.replace) {
    // replaceState fires no hashchange event: say it, so every useRoute sees the new route.
    window.history.replaceState(window.history.state, '', hash);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else window.location.hash = hash;
};

/** A view the router can show: its path and, when it has one, its entry in the header's navigation. */
export interface RouteEntry {
  /** The path, e.g. `'analysis'`. */
  readonly path: string;
  /** Its name in the navigation (a message key, e.g. `'navPlay'`); none for views reached by links. */
  readonly nav?: string;
  /** The navigation entry marked while this view shows, e.g. `'analysis'` for the position editor. */
  readonly under?: string;
}

/** The entry a route shows: the one with its path, else the first entry (the default view). */
export const entryOf = <E extends RouteEntry>(route: Route, entries: readonly E[]): E =>
  entries.find((e) => e.path === route.path) ?? entries[0];

/** The entries of the navigation, in table order; none while only one section exists (a navigation
 * with one place to go is noise). */
export const navigationOf = <E extends RouteEntry>(entries: readonly E[]): E[] => {
  const nav = entries.filter((e) => e.nav !== undefined);
  return nav.length > 1 ? nav : [];
};

/** The path of the navigation entry to mark for an entry (itself, or the one it sits under). */
export const navPathOf = (entry: RouteEntry): string => entry.under ?? entry.path;

/** The current route, following the hash as it changes (links, Back, `navigate`). */
export const useRoute = (): Route => {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const changed = () => setRoute(currentRoute());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return route;
};
