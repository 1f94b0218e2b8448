/**
 * Tournaments kept in the browser: IndexedDB through `idb`, one record a tournament holding its JSON
 * document (`makeTournamentJson`). What is read back goes through `parseTournamentJson`, so a stored
 * tournament obeys every rule an entered or imported one does, and a record that does not read is
 * listed with the reason, never dropped. Where the browser refuses IndexedDB (some private modes), a
 * store in memory stands in and says so: the director can still export the tournament as JSON.
 */
import { type DBSchema, openDB } from 'idb';
import { err, type Result } from '../../core/index.js';
import {
  makeTournamentJson,
  parseTournamentJson,
  type Tournament,
  type TournamentError,
  tournamentError,
} from '../../tournament/index.js';

/** The database's name: its own, apart from anything else the page may keep. */
export const DB_NAME = 'wedge-tournaments';
const STORE = 'tournaments';

/** One stored tournament: its id (e.g. `'t-m3k9x2'`), its JSON document and when it last changed. */
interface StoredTournament {
  readonly id: string;
  readonly json: string;
  /** Milliseconds since 1970 (`Date.now()`), to list the latest first. */
  readonly updated: number;
}

interface Schema extends DBSchema {
  tournaments: { key: string; value: StoredTournament };
}

/** A tournament in the list: read, or the reason it could not be. */
export interface ListedTournament {
  readonly id: string;
  readonly updated: number;
  readonly tournament: Result<Tournament, TournamentError>;
}

/** Where tournaments are kept. Every call may reject when the browser's storage fails (full, revoked). */
export interface TournamentStore {
  /** False for the stand-in in memory: nothing outlives the page. */
  readonly persistent: boolean;
  /** Every tournament, the latest changed first. */
  list(): Promise<ListedTournament[]>;
  /** One tournament, or an error that says why it cannot be read (or that there is none). */
  load(id: string): Promise<Result<Tournament, TournamentError>>;
  save(id: string, tournament: Tournament): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A fresh id for a tournament, e.g. `'t-lq3k9x2a'`. */
export const newTournamentId = (): string =>
  `t-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const read = (record: StoredTournament | undefined, id: string): Result<Tournament, TournamentError> =>
  record
    ? parseTournamentJson(record.json)
    : err(tournamentError('ERR_SYNTAX', `there is no tournament '${id}' in this browser`));

const listOf = (records: readonly StoredTournament[]): ListedTournament[] =>
  [...records]
    .sort((a, b) => b.updated - a.updated)
    .map((r) => ({ id: r.id, updated: r.updated, tournament: read(r, r.id) }));

/** Opens the tournaments kept in IndexedDB; rejects where the browser has none or refuses it. */
export const openTournamentStore = async (): Promise<TournamentStore> => {
  const db = await openDB<Schema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'id' });
    },
  });
  return {
    persistent: true,
    list: async () => listOf(await db.getAll(STORE)),
    load: async (id) => read(await db.get(STORE, id), id),
    save: async (id, tournament) => {
      await db.put(STORE, { id, json: makeTournamentJson(tournament), updated: Date.now() });
    },
    remove: (id) => db.delete(STORE, id),
  };
};

/** The stand-in where IndexedDB is refused: the same calls, kept in memory for the page's life. */
export const memoryTournamentStore = (): TournamentStore => {
  const records = new Map<string, StoredTournament>();
  return {
    persistent: false,
    list: async () => listOf([...records.values()]),
    load: async (id) => read(records.get(id), id),
    save: async (id, tournament) => {
      records.set(id, { id, json: makeTournamentJson(tournament), updated: Date.now() });
    },
    remove: async (id) => {
      records.delete(id);
    },
  };
};
