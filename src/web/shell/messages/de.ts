/** The frame's words in German (the keys are English's, en.ts). */
import type { Messages } from '../../i18n/i18n.js';
import type { ShellKey } from './en.js';

const de: Messages<ShellKey> = {
  title: 'Wedge',
  noticeSettings:
    'Einige gespeicherte Einstellungen waren unlesbar und stehen wieder auf ihrem Standardwert.',
  noticeGame: 'Das gespeicherte Spiel war unlesbar; ein neues Spiel hat begonnen.',
  noticeStats: 'Ein Teil der gespeicherten Statistik war unlesbar und wurde entfernt.',
  updateReady: 'Eine neue Version von Wedge ist bereit.',
  reload: 'Neu laden',
  sections: 'Bereiche',
  navPlay: 'Spielen',
  navLearn: 'Lernen',
  navPuzzles: 'Aufgaben',
  navTournament: 'Turnier',
  ratingTitle: 'Deine Wertung',
  ratingNone: 'Noch keine gewertete Partie: Beende eine Partie gegen eine Stufe auf dem Standardbrett.',
  ratingGames: 'nach {n} Partien gegen die Stufen',
  ratingSuggested: 'empfohlene Stufe: {level}',
  ratingChart: 'Deine Wertung nach jeder Partie, mit den Wertungen der Stufen',
  ratingScale: 'Die Stufen auf derselben Skala, aus ihren gemessenen Partien: {levels}.',
  skipToBoard: 'Zum Brett springen',
  skipToContent: 'Zum Inhalt springen',
};

export default de;
