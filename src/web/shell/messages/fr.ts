/** The frame's words in French (the keys are English's, en.ts). */
import type { Messages } from '../../i18n/i18n.js';
import type { ShellKey } from './en.js';

const fr: Messages<ShellKey> = {
  title: 'Wedge',
  noticeSettings: 'Certains réglages enregistrés étaient illisibles et ont repris leur valeur par défaut.',
  noticeGame: 'La partie enregistrée était illisible : une nouvelle partie a commencé.',
  noticeStats: 'Une partie des statistiques enregistrées était illisible et a été supprimée.',
  updateReady: 'Une nouvelle version de Wedge est prête.',
  reload: 'Recharger',
  sections: 'Rubriques',
  navPlay: 'Jouer',
  navLearn: 'Apprendre',
  navPuzzles: 'Problèmes',
  navTournament: 'Tournoi',
  ratingTitle: 'Votre classement',
  ratingNone:
    'Aucune partie classée pour l’instant : terminez une partie contre un niveau sur le plateau standard.',
  ratingGames: 'après {n} parties contre les niveaux',
  ratingSuggested: 'niveau conseillé : {level}',
  ratingChart: 'Votre classement après chaque partie, avec ceux des niveaux',
  ratingScale: 'Les niveaux sur la même échelle, d’après leurs matchs mesurés : {levels}.',
  skipToBoard: 'Aller au plateau',
  skipToContent: 'Aller au contenu',
};

export default fr;
