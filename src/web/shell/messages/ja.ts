/** The frame's words in Japanese (the keys are English's, en.ts). */
import type { Messages } from '../../i18n/i18n.js';
import type { ShellKey } from './en.js';

const ja: Messages<ShellKey> = {
  title: 'Wedge',
  noticeSettings: '保存された設定の一部を読み込めなかったため、初期値に戻しました。',
  noticeGame: '保存された対局を読み込めなかったため、新しい対局を始めました。',
  noticeStats: '保存された成績の一部を読み込めなかったため、削除しました。',
  updateReady: 'Wedgeの新しいバージョンが使えます。',
  reload: '再読み込み',
  sections: 'セクション',
  navPlay: '対局',
  navLearn: '学ぶ',
  navPuzzles: '問題',
  navTournament: '大会',
  ratingTitle: 'あなたのレーティング',
  ratingNone:
    'まだレーティング対象の対局がありません:標準の盤でいずれかのレベルとの対局を最後まで打ってください。',
  ratingGames: '各レベルとの{n}局の結果から',
  ratingSuggested: 'おすすめのレベル:{level}',
  ratingChart: '各対局後のあなたのレーティングと、各レベルのレーティング',
  ratingScale: '同じ尺度での各レベル(実測した対戦結果から):{levels}。',
  skipToBoard: '盤へ移動',
  skipToContent: '本文へ移動',
};

export default ja;
