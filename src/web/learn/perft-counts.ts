/**
 * The number of ways a game can have gone after a few moves, as data/perft.txt lists them (counts
 * reproduced by this project's perft, an independent C perft and published tables; see that file):
 * what the openings lesson quotes to show how fast memorised lines run out.
 */
import perftText from '../../../data/perft.txt?raw';

/** The leaves at each depth of the table, e.g. `counts.get(8)` is 390216. */
export const PERFT_COUNTS: ReadonlyMap<number, number> = new Map(
  perftText
    .split(/\r?\n/)
    .map((line) => /^(\d+)\s+(\d+)\s*$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [Number(m[1]), Number(m[2])]),
);

/** The counts the texts quote, by placeholder, written the page's language's way: `{perft4}`... */
export const perftValues = (language: string): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const depth of [4, 8, 10]) {
    const n = PERFT_COUNTS.get(depth);
    if (n !== undefined) values[`perft${depth}`] = new Intl.NumberFormat(language).format(n);
  }
  return values;
};
