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
  skipToBoard: 'Aller au plateau',
  skipToContent: 'Aller au contenu',
};

export default fr;
