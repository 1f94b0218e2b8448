/**
 * The game the analysis board's route names, loaded into the (long-lived) board: from the archive
 * (`game=`), a link (`moves=`, `board=`, `variant=`), or else the game in play; and the ways to open
 * another (a pasted list, a file), each written into the address so that a reload or Back finds it.
 */
import { useEffect } from 'preact/hooks';
import { loadedOf } from '../lib/archive.js';
import { navigate, routeHash } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import type { AnalysisBoard, LoadedGame } from './analysisBoard.js';
import type { AnalysisTranslate } from './messages/index.js';
import { gameOfParams, paramsOfGame, readGames } from './sources.js';

/** A notice above the board: what went wrong, or what a file held. */
export interface Notice {
  readonly text: string;
  readonly error: boolean;
}

/** A route's parameters as one string, to tell whether the game they name is the one loaded. */
const paramsKey = (params: Readonly<Record<string, string>>): string =>
  Object.entries(params)
    .filter(([key]) => key === 'moves' || key === 'board' || key === 'variant' || key === 'game')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/** What the view last loaded into the (long-lived) board, per board. */
const loadedFrom = new WeakMap<AnalysisBoard, string>();

/** Loads the route's game once (coming back to the view keeps side lines and the cursor); `review`
 * (from the game-over card) starts the review, and leaves the address once it has. Returns the ways
 * to open another game. */
export const useRouteGame = (
  board: AnalysisBoard,
  { route, services, session }: Pick<ViewProps, 'route' | 'services' | 'session'>,
  t: AnalysisTranslate,
  setNotice: (notice: Notice | undefined) => void,
) => {
  const key = paramsKey(route.params);
  const review = route.params.review !== undefined;

  /** Opens a game and writes its link into the address. */
  const open = (game: LoadedGame, params = paramsOfGame(game.start, game.moves)) => {
    board.load(game);
    const hash = routeHash('analysis', params);
    loadedFrom.set(board, paramsKey(Object.fromEntries(new URLSearchParams(hash.split('?')[1] ?? ''))));
    navigate('analysis', params, { replace: true });
  };
  const openGameInPlay = () => open(session.played());

  useEffect(() => {
    const reviewed = () => {
      if (!review) return;
      void board.review();
      const { review: _, ...rest } = route.params;
      navigate('analysis', rest, { replace: true });
    };
    const loaded = (game: LoadedGame) => {
      loadedFrom.set(board, key);
      board.load(game);
      setNotice(undefined);
      reviewed();
    };
    if (loadedFrom.get(board) === key && key !== '') reviewed();
    else if (route.params.game !== undefined) {
      loadedFrom.set(board, key);
      void services
        .archive()
        .then((archive) => archive.get(route.params.game))
        .catch(() => undefined)
        .then((game) => {
          const found = game && loadedOf(game);
          if (found) loaded(found);
          else setNotice({ text: t('gameNotFound'), error: true });
        });
    } else {
      const game = gameOfParams(route.params);
      if (!game.ok) setNotice({ text: t('linkError', { message: game.error }), error: true });
      else if (game.value) {
        // Read here, drawn in the next task: reading a game's link (every move replayed) and drawing it
        // are each a share of what was one task of 52-62 ms (docs/browser.md).
        const value = game.value;
        const later = setTimeout(() => loaded(value), 0);
        return () => clearTimeout(later);
      } else if (!loadedFrom.has(board)) openGameInPlay();
    }
    return undefined;
  }, [key, review]);

  const openText = (text: string, name: string) => {
    const read = readGames(text, name);
    if (!read.ok) {
      setNotice({ text: t('fileError', { name, message: read.error }), error: true });
      return;
    }
    const { games, skipped } = read.value;
    open(games[0]);
    const parts: string[] = [];
    if (games.length > 1) parts.push(t('gamesInFile', { n: games.length }));
    if (skipped.length > 0) parts.push(t('skippedRecords', { n: skipped.length }));
    setNotice(parts.length > 0 ? { text: parts.join(' '), error: false } : undefined);
  };
  const openFile = async (file: File) => openText(await file.text(), file.name);
  return { openGameInPlay, openText, openFile };
};
