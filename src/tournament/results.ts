/**
 * Game results as a tournament records them: disc counts (checked, empties to the winner), the score
 * of a finished game record (a transcript or a move list read by `src/core`), a loss on time with the
 * score its rule gave, or a forfeit.
 */
import {
  type BoardSize,
  type Color,
  err,
  type GameRecord,
  narrowWin,
  ok,
  Position,
  parseMoveList,
  parseTranscript,
  type Result,
  replay,
  type Score,
} from '../core/index.js';
import { type GameResult, type TournamentError, tournamentError } from './types.js';

/** The squares of a board: 64 on 8x8. */
export const squaresOf = (size: BoardSize): number => size * size;

/**
 * A result from disc counts as the players wrote them: each a whole number from 0 to the squares of
 * the board, together at most that many; the empty squares go to the winner (shared on a tie).
 * `discsResult(30, 20, 8)` is 44-20.
 */
export const discsResult = (
  black: number,
  white: number,
  size: BoardSize,
  source: GameResult['source'] = 'discs',
): Result<GameResult, TournamentError> => {
  const squares = squaresOf(size);
  for (const [side, discs] of [
    ['Black', black],
    ['White', white],
  ] as const)
    if (!Number.isInteger(discs) || discs < 0 || discs > squares)
      return err(
        tournamentError(
          'ERR_RESULT',
          `${side}'s discs must be a whole number from 0 to ${squares}, got ${discs}`,
        ),
      );
  if (black + white > squares)
    return err(
      tournamentError(
        'ERR_RESULT',
        `${black}-${white} is ${black + white} discs, more than the ${squares} squares of the board`,
      ),
    );
  const empty = squares - black - white;
  if (black > white) return ok({ black: black + empty, white, source });
  if (white > black) return ok({ black, white: white + empty, source });
  return ok({ black: black + empty / 2, white: white + empty / 2, source });
};

/** The result of a finished game record (passes inferred or explicit); an error if it is unfinished. */
export const gameResult = (record: GameRecord): Result<GameResult, TournamentError> => {
  const final = replay(record);
  if (!final.ok) return err(tournamentError('ERR_RESULT', final.error.message));
  const outcome = final.value.outcome();
  if (outcome === undefined)
    return err(
      tournamentError(
        'ERR_RESULT',
        `the game is not over after ${record.moves.length} moves: a result needs a finished game`,
      ),
    );
  const { black, white } = outcome.score.tournament;
  return ok({ black, white, source: 'game' });
};

/**
 * The result of a game written as text: a transcript sheet (a grid of move numbers, several lines) or
 * a move list (`f5d6c3...`, one line).
 */
export const gameResultFromText = (
  text: string,
  size: BoardSize = 8,
): Result<GameResult, TournamentError> => {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 1) {
    const sheet = parseTranscript(text);
    return sheet.ok ? gameResult(sheet.value) : err(tournamentError('ERR_RESULT', sheet.error.message));
  }
  const start = size === 8 ? undefined : Position.initial({ rules: 'standard', size });
  const record = parseMoveList(text, start);
  return record.ok ? gameResult(record.value) : err(tournamentError('ERR_RESULT', record.error.message));
};

/** The result of a loss on time, with the score its rule gave (see `timeDefaultScore`). */
export const timeDefaultResult = (score: Score): GameResult => ({ ...score, source: 'time' });

/** A forfeit: the winner scores the narrowest win (33-31 on 8x8), as for a time default. */
export const forfeitResult = (winner: Color, size: BoardSize): GameResult => ({
  ...narrowWin(winner, { rules: 'standard', size }),
  source: 'forfeit',
});

/** Who won a result, or undefined for a tie. */
export const winnerOf = (result: GameResult): Color | undefined =>
  result.black === result.white ? undefined : result.black > result.white ? 'black' : 'white';
