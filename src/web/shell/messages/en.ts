/**
 * The frame's words in English: the title, the navigation between sections and the notices of the
 * page shell (storage reset, a new version ready). The words every view shares are in
 * `ui/messages/`; English defines the keys: the compiler checks that every other language has each
 * one, and no other.
 */

const en = {
  title: 'Wedge',
  noticeSettings: 'Some of your stored settings could not be read and are back to their defaults.',
  noticeGame: 'The saved game could not be read, so a new game has started.',
  noticeStats: 'Some stored statistics could not be read and were removed.',
  updateReady: 'A new version of Wedge is ready.',
  reload: 'Reload',
  sections: 'Sections',
  navPlay: 'Play',
  navLearn: 'Learn',
  navPuzzles: 'Puzzles',
  navTournament: 'Tournament',
  ratingTitle: 'Your rating',
  ratingNone: 'No rated game yet: finish a game against a level on the standard board.',
  ratingGames: 'after {n} games against the levels',
  ratingSuggested: 'suggested level: {level}',
  ratingChart: 'Your rating after each game, with the levels’ ratings',
  ratingScale: 'The levels on the same scale, from their measured matches: {levels}.',
  skipToBoard: 'Skip to the board',
  skipToContent: 'Skip to the content',
};

export type ShellKey = keyof typeof en;
export default en;
