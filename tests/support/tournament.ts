/** Tournaments for the tests, written as results files (the format `wedge standings` reads). */
import type { BoardSize } from '../../src/core/index.js';
import { unwrap } from '../../src/core/index.js';
import {
  addPlayer,
  createTournament,
  discsResult,
  pairRound,
  parseResultsCsv,
  recordResult,
  setRound,
  type Tournament,
  timeDefaultResult,
  tournamentFromResults,
  withdrawPlayer,
} from '../../src/tournament/index.js';

/** The tournament a results-file text describes; throws with every bad line if it is not one. */
export const tournamentOf = (
  text: string,
  options: { rounds?: number; size?: BoardSize } = {},
): Tournament => {
  const lines = parseResultsCsv(text, options.size);
  if (!lines.ok) throw new Error(lines.error.map((e) => e.message).join('; '));
  const t = tournamentFromResults(lines.value, options);
  if (!t.ok) throw new Error(t.error.map((e) => e.message).join('; '));
  return t.value;
};

/**
 * A 3-round tournament made through the operations: names that need quoting, a time default, a
 * withdrawal and a late entry, round 3 paired and not played.
 */
export const sampleTournament = (): Tournament => {
  let t = unwrap(
    createTournament({ rounds: 3 }, [
      { name: 'Smith, J', rating: 2000 },
      { name: 'O"Neil', rating: 1900 },
      { name: 'Ann', rating: 1800 },
      { name: 'Bo', rating: 1700 },
      { name: 'Cy', rating: 1600 },
    ]),
  );
  for (let round = 1; round <= 2; round++) {
    const p = unwrap(pairRound(t));
    t = unwrap(setRound(t, p));
    for (const [i, g] of p.games.entries()) {
      const result =
        i === 0 ? timeDefaultResult({ black: 33, white: 31 }) : unwrap(discsResult(20 + 9 * i, 30, 8));
      t = unwrap(recordResult(t, round, g, result));
    }
  }
  t = unwrap(withdrawPlayer(t, 'Bo', 3));
  t = unwrap(addPlayer(t, { name: 'Di' }, 3));
  return unwrap(setRound(t, unwrap(pairRound(t))));
};

/** Unwraps a result whose error is a list of faults (a file's bad lines). */
export const unwrapAll = <T>(
  result:
    | { readonly ok: true; readonly value: T }
    | { readonly ok: false; readonly error: readonly { message: string }[] },
): T => {
  if (!result.ok) throw new Error(result.error.map((e) => e.message).join('; '));
  return result.value;
};
