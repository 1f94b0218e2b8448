/**
 * What a director types, read into the tournament's values: a game's result entered as disc counts, as
 * a move list or transcript, as a loss on time or as a forfeit. Each reading returns the result or an
 * error that says what is wrong, so the form can say it and keep what was typed; and a filled transcript
 * sheet read back as its game's result.
 */
import { type BoardSize, type Color, err, ok, opposite, type Result } from '../../core/index.js';
import {
  checkResult,
  discsResult,
  forfeitResult,
  type Game,
  type GameResult,
  gameResultFromText,
  parseSheetText,
  RESULT_SOURCES,
  type ResultSource,
  type Tournament,
  type TournamentError,
  timeDefaultResult,
  tournamentError,
  winnerOf,
} from '../../tournament/index.js';

/** How a result is entered: the ways a result comes to be (the tournament library's sources). */
export type ResultHow = ResultSource;
export const RESULT_HOWS = RESULT_SOURCES;

/** A result form as typed: every field is text or a choice, read only when saved. */
export interface ResultEntry {
  readonly how: ResultHow;
  /** Black's and White's discs (`discs`; for `time`, the recorded score), e.g. `'30'`. */
  readonly black: string;
  readonly white: string;
  /** A move list or a transcript sheet (`game`). */
  readonly text: string;
  /** The side that lost on time (`time`), or won by forfeit (`forfeit`). */
  readonly side: Color;
}

export const EMPTY_ENTRY: ResultEntry = { how: 'discs', black: '', white: '', text: '', side: 'black' };

/** A count of discs as typed: a whole number, or an error naming the field. */
const discsOf = (text: string, who: string): Result<number, TournamentError> => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed))
    return err(
      tournamentError(
        'ERR_RESULT',
        trimmed === '' ? `enter ${who}'s discs` : `${who}'s discs must be a whole number, not '${trimmed}'`,
      ),
    );
  return ok(Number(trimmed));
};

/** Reads a result form on a board of `size`. */
export const resultOf = (entry: ResultEntry, size: BoardSize): Result<GameResult, TournamentError> => {
  switch (entry.how) {
    case 'discs':
    case 'time': {
      const black = discsOf(entry.black, 'Black');
      if (!black.ok) return black;
      const white = discsOf(entry.white, 'White');
      if (!white.ok) return white;
      if (entry.how === 'discs') return discsResult(black.value, white.value, size);
      // A loss on time is recorded with the score its rule gave: a win for the other side, all squares
      // shared out (see timeDefaultScore).
      const result = checkResult(timeDefaultResult({ black: black.value, white: white.value }), size);
      if (!result.ok) return result;
      const squares = size * size;
      const winner = opposite(entry.side);
      if (winnerOf(result.value) !== winner || black.value + white.value !== squares)
        return err(
          tournamentError(
            'ERR_RESULT',
            `a loss on time by ${entry.side === 'black' ? 'Black' : 'White'} is recorded as a win for ${winner === 'black' ? 'Black' : 'White'} with all ${squares} squares shared out, not ${black.value}-${white.value}`,
          ),
        );
      return result;
    }
    case 'game':
      if (entry.text.trim() === '')
        return err(tournamentError('ERR_RESULT', 'paste the move list or the transcript of the game'));
      return gameResultFromText(entry.text, size);
    case 'forfeit':
      return ok(forfeitResult(entry.side, size));
  }
};

/** The form filled with a recorded result, to change it. */
export const entryOf = (result: GameResult): ResultEntry => {
  const winner = winnerOf(result) ?? 'black';
  const how: ResultHow = result.source === 'game' ? 'discs' : result.source;
  return {
    ...EMPTY_ENTRY,
    how,
    black: String(result.black),
    white: String(result.white),
    side: how === 'time' ? opposite(winner) : winner,
  };
};

/**
 * A filled transcript sheet typed or pasted back for board `board` of round `round`: the sheet as
 * `makeSheetText` prints it with the move numbers written in, or its grid alone. A header that names
 * another round, board or player is refused, so a sheet never lands on the wrong game.
 */
export const filledSheetResult = (
  t: Tournament,
  round: number,
  board: number,
  text: string,
): Result<{ game: Game; result: GameResult }, TournamentError> => {
  const game = t.rounds[round - 1]?.games[board - 1];
  if (!game) return err(tournamentError('ERR_RESULT', `round ${round} has no board ${board}`));
  if (text.trim() === '')
    return err(tournamentError('ERR_RESULT', 'type or paste the filled sheet, or its grid'));
  const sheet = parseSheetText(text);
  if (!sheet.ok) return sheet;
  const named = sheet.value;
  if (named.round !== undefined && (named.round !== round || named.board !== board))
    return err(
      tournamentError(
        'ERR_RESULT',
        `this is the sheet of round ${named.round}, board ${named.board}, not round ${round}, board ${board}`,
      ),
    );
  for (const [side, name, paired] of [
    ['Black', named.black, game.black],
    ['White', named.white, game.white],
  ] as const)
    if (name !== undefined && name !== paired)
      return err(
        tournamentError('ERR_RESULT', `the sheet names ${name} as ${side}; board ${board} has ${paired}`),
      );
  return ok({ game, result: named.result });
};
