/**
 * A tournament as JSON, to export and import whole (the page keeps its tournaments this way too).
 * The shape is the `Tournament` value itself under a format tag and a version:
 * `{"format":"wedge-tournament","version":1,"settings":{...},"players":[...],"rounds":[...]}`.
 *
 * Reading checks the shape with valibot (each fault named by its path, e.g.
 * `rounds[1].games[0].result.black`), then rebuilds the tournament through the same operations the
 * page uses, so an imported file obeys every rule an entered one does.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '../core/index.js';
import { addPlayer, createTournament, recordResult, setRound, withdrawPlayer } from './tournament.js';
import {
  PAIRING_SYSTEMS,
  RESULT_SOURCES,
  type Tournament,
  type TournamentError,
  tournamentError,
} from './types.js';

export const TOURNAMENT_FORMAT = 'wedge-tournament';
export const TOURNAMENT_VERSION = 1;

const whole = v.pipe(v.number(), v.integer());

const DocumentSchema = v.object({
  format: v.literal(TOURNAMENT_FORMAT),
  version: v.literal(TOURNAMENT_VERSION),
  settings: v.object({
    name: v.optional(v.string()),
    rounds: whole,
    size: v.picklist([4, 6, 8]),
    points: v.object({ win: v.number(), tie: v.number(), bye: v.number() }),
    system: v.optional(v.picklist(PAIRING_SYSTEMS)),
  }),
  players: v.array(
    v.object({
      name: v.string(),
      rating: v.optional(v.number()),
      joined: whole,
      withdrawn: v.optional(whole),
    }),
  ),
  rounds: v.array(
    v.object({
      games: v.array(
        v.object({
          black: v.string(),
          white: v.string(),
          result: v.optional(v.object({ black: whole, white: whole, source: v.picklist(RESULT_SOURCES) })),
        }),
      ),
      byes: v.array(v.string()),
    }),
  ),
});

/** The tournament as a JSON document (two-space indented, so that it reads and diffs well). */
export const makeTournamentJson = (t: Tournament): string =>
  `${JSON.stringify({ format: TOURNAMENT_FORMAT, version: TOURNAMENT_VERSION, ...t }, null, 2)}\n`;

/** `rounds[1].games[0]` from valibot's path items. */
const pathOf = (issue: v.BaseIssue<unknown>): string =>
  (issue.path ?? [])
    .map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
    .join('')
    .replace(/^\./, '');

/** Reads a tournament exported by `makeTournamentJson`; the first fault is named with its path. */
export const parseTournamentJson = (text: string): Result<Tournament, TournamentError> => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(tournamentError('ERR_SYNTAX', `not JSON: ${(e as Error).message}`));
  }
  const parsed = v.safeParse(DocumentSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = pathOf(issue) || '(top)';
    return err(tournamentError('ERR_SYNTAX', `${path}: ${issue.message}`, { path }));
  }
  const doc = parsed.output;
  const at = (path: string, e: TournamentError): Result<Tournament, TournamentError> =>
    err({ ...e, path, message: `${path}: ${e.message}` });
  const created = createTournament(doc.settings);
  if (!created.ok) return at('settings', created.error);
  let t = created.value;
  for (const [i, p] of doc.players.entries()) {
    const added = addPlayer(t, p, p.joined);
    if (!added.ok) return at(`players[${i}]`, added.error);
    t = added.value;
  }
  for (const [i, r] of doc.rounds.entries()) {
    const set = setRound(t, { round: i + 1, games: r.games, byes: r.byes });
    if (!set.ok) return at(`rounds[${i}]`, set.error);
    t = set.value;
    for (const [j, g] of r.games.entries()) {
      if (g.result === undefined) continue;
      const recorded = recordResult(t, i + 1, g, g.result);
      if (!recorded.ok) return at(`rounds[${i}].games[${j}].result`, recorded.error);
      t = recorded.value;
    }
  }
  for (const [i, p] of doc.players.entries()) {
    if (p.withdrawn === undefined) continue;
    const withdrawn = withdrawPlayer(t, p.name, p.withdrawn);
    if (!withdrawn.ok) return at(`players[${i}].withdrawn`, withdrawn.error);
    t = withdrawn.value;
  }
  return ok(t);
};
