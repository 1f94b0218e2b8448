/** What the tournament page's sections share: the props each receives, how a refused operation is
 * worded, and printing one part of the page. The page (view.tsx) holds the sections; they import this. */
import type { Result } from '../../core/index.js';
import type { Tournament, TournamentError } from '../../tournament/index.js';
import type { Language } from '../i18n/language.js';
import type { TournamentTranslate } from './messages/index.js';

/** What every section of a tournament's page gets: the tournament and the one way to change it. */
export interface SectionProps {
  readonly tournament: Tournament;
  readonly t: TournamentTranslate;
  readonly language: Language;
  /**
   * Applies an operation's result: an accepted change is shown and kept at once; a refused one changes
   * nothing. Returns the error to show, or undefined when the change was made.
   */
  readonly change: (next: Result<Tournament, TournamentError>) => string | undefined;
}

/** A library error as the page says it: the message, and where in a file when it says. */
export const describe = (error: TournamentError): string =>
  `${error.message}${error.path ? ` (${error.path})` : ''}${error.line && !/^line /.test(error.message) ? ` (line ${error.line})` : ''}`;

/** Prints one part of the page (`standings`, or a round's pairings, `round-2`): the print stylesheet
 * shows only the element marked `data-print-part` with that name. */
export const printPart = (part: string): void => {
  const root = document.documentElement;
  const element = document.querySelector<HTMLElement>(`[data-print-part="${part}"]`);
  root.dataset.print = part;
  element?.setAttribute('data-printing', '');
  const done = () => {
    delete root.dataset.print;
    element?.removeAttribute('data-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
};
