import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { makeMoveList, parseGgf, parseMoveList } from '../../core/formats/index.js';
import { movesOf, Position, parseMove, unwrap } from '../../core/index.js';
import { readGgfGames } from '../analysis/sources.js';
import { quickLevels } from '../engines/engines.js';
import { GameController } from '../play/controller.js';
import {
  type ArchivedGame,
  archivedOf,
  archivedOfRecord,
  exportGgf,
  filterGames,
  loadedOf,
  openArchive,
  parseArchived,
  resultFor,
  timeControlText,
} from './archive.js';

/** Black to move with g8 the only legal move; after it White wins 41-23 (see tests/e2e/games.ts). */
const LAST_MOVE_G8 =
  'd3c3b3b2b1e3d2a1f5c5e2c1b4d1c4c2b6f6e1a7d6c6e6a2a3f2f7a5g3d7a6f1d8h4g1g2a4h1a8b5e7f3g7h3h2h8g4g5f4f8h5g6e8b7h7h6c7c8b8';

/** A game the page finished: loaded to its last move and played out by the human as Black. */
const finished = (opponent: 'easy' | 'human' = 'easy', id = 'g1') => {
  const controller = new GameController(
    { engine: async () => quickLevels, makeId: () => id },
    { variant: { rules: 'standard', size: 8 }, opponent, humanColor: 'black' },
  );
  controller.newGame(controller.state.setup);
  unwrap(controller.loadMoves(movesOf(unwrap(parseMoveList(LAST_MOVE_G8)))));
  controller.play(parseMove('g8') as never);
  return controller.state;
};

let dbs = 0;
const fresh = () => openArchive(`test-${++dbs}`);

describe('the game archive', () => {
  it('keeps a finished game with its result, and opens it again with the same moves', async () => {
    const state = finished();
    expect(state.outcome).toBeDefined();
    const game = archivedOf(state, 1000, true);
    expect(game).toMatchObject({
      id: 'g1',
      savedAt: 1000,
      variant: 'standard',
      opponent: 'easy',
      color: 'black',
      discs: { black: 23, white: 41 },
      hinted: true,
    });
    expect(game.start).toBeUndefined();
    expect(resultFor(game)).toBe('lost');
    const archive = fresh();
    await archive.put(game);
    const { games, skipped } = await archive.list();
    expect(skipped).toBe(0);
    expect(games).toEqual([game]);
    expect(await archive.get('g1')).toEqual(game);
    const loaded = loadedOf(games[0])!;
    expect(loaded.moves).toEqual(state.moves);
    expect(loaded.info?.archiveId).toBe('g1');
    // The user's colour against the computer, so that the review knows whose mistakes are the user's.
    expect(loaded.info?.user).toBe('black');
    expect(loadedOf({ ...game, opponent: 'human', color: undefined })!.info?.user).toBeUndefined();
    await archive.remove('g1');
    expect((await archive.list()).games).toEqual([]);
  });

  it('skips a record it cannot read and keeps the others, saying how many', async () => {
    const name = `test-${++dbs}`;
    const archive = openArchive(name);
    const good = archivedOf(finished(), 5);
    await archive.put(good);
    const db = await openDB(name, 1);
    await db.put('games', { id: 'bad1', savedAt: 'yesterday' });
    await db.put('games', { ...good, id: 'bad2', moves: 'f5f5' });
    await db.put('games', { ...good, id: 'bad3', variant: 'chess' });
    await db.put('games', { ...good, id: 'bad4', start: 'XO' });
    await db.put('games', { ...good, id: 'bad5', opponent: 'grandmaster' });
    db.close();
    const { games, skipped } = await archive.list();
    expect(games.map((g) => g.id)).toEqual(['g1']);
    expect(skipped).toBe(5);
    expect(await archive.get('bad2')).toBeUndefined();
    expect(parseArchived(null)).toBeUndefined();
  });

  it('exports one GGF file that imports back to exactly the same games, once each', async () => {
    const own = archivedOf(finished('easy', 'a1'), 10);
    const two = archivedOf(finished('human', 'a2'), 20);
    // Every field the page keeps: White against Expert on a clock with hints, and a loss on time.
    const asWhite: ArchivedGame = {
      ...own,
      id: 'a3',
      savedAt: 1_764_670_503_123,
      opponent: 'expert',
      color: 'white',
      hinted: true,
      timeControl: '05:00/00:03/00:00',
    };
    const onTime: ArchivedGame = {
      ...own,
      id: 'a4',
      savedAt: 40,
      moves: 'f5d6c3',
      discs: { black: 40, white: 24 },
      onTime: 'white',
      timeControl: '01:00/00:00/00:00',
    };
    const foreign = archivedOfRecord(
      unwrap(
        parseGgf(
          '(;GM[Othello]PB[alice]PW[bob]RE[+2]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6];)',
        ),
      )[0],
      50,
    );
    const games = [own, two, asWhite, onTime, foreign];
    const text = exportGgf(games);
    expect(text.trim().split('\n')).toHaveLength(5);
    expect(text).toContain('PB[Player]PW[Wedge (easy)]');
    expect(text).toContain('RE[-18]');
    const read = readGgfGames(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.skipped).toEqual([]);
    const imported = read.value.games.map((g) => archivedOfRecord(g, 30));
    // The page's own games come back as they were; a game imported before keeps its id (and comes
    // back with the time of this import).
    expect(imported.slice(0, 4)).toEqual(games.slice(0, 4));
    expect({ ...imported[4], savedAt: 50 }).toEqual(foreign);
    // The same file again: the same ids, so the archive keeps each game once.
    const archive = fresh();
    await archive.put(...games);
    await archive.put(...imported);
    expect((await archive.list()).games.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
    // A file from elsewhere that borrows the names is not taken for one of the page's games.
    const borrowed = unwrap(
      parseGgf(
        '(;GM[Othello]PB[Player]PW[Wedge (easy)]RE[+2]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)',
      ),
    )[0];
    expect(archivedOfRecord(borrowed, 60).opponent).toBe('imported');
  });

  it('filters by the player`s result and by opponent, newest first', () => {
    const base = archivedOf(finished(), 0);
    const games: ArchivedGame[] = [
      { ...base, id: 'w', savedAt: 1, discs: { black: 40, white: 24 } },
      { ...base, id: 'l', savedAt: 2 },
      { ...base, id: 'd', savedAt: 3, discs: { black: 32, white: 32 } },
      { ...base, id: 'x', savedAt: 4, opponent: 'expert', color: 'white' },
      { ...base, id: 'h', savedAt: 5, opponent: 'human', color: undefined },
      { ...base, id: 'a', savedAt: 6, variant: 'anti', discs: { black: 20, white: 44 } },
    ];
    const ids = (filter: Parameters<typeof filterGames>[1]) => filterGames(games, filter).map((g) => g.id);
    expect(ids({ result: 'all', opponent: 'all' })).toEqual(['a', 'h', 'x', 'd', 'l', 'w']);
    expect(ids({ result: 'won', opponent: 'all' })).toEqual(['a', 'x', 'w']);
    expect(ids({ result: 'lost', opponent: 'all' })).toEqual(['l']);
    expect(ids({ result: 'drawn', opponent: 'all' })).toEqual(['d']);
    expect(ids({ result: 'all', opponent: 'human' })).toEqual(['h']);
    expect(ids({ result: 'won', opponent: 'easy' })).toEqual(['a', 'w']);
  });

  it('keeps a clock game`s time control as GGF writes it, shown as minutes and increment', () => {
    const state = finished();
    const timed = { ...state, setup: { ...state.setup, clock: { mainMs: 300_000, incrementMs: 3_000 } } };
    const game = archivedOf(timed, 1);
    expect(game.timeControl).toBe('05:00/00:03/00:00');
    expect(timeControlText(game.timeControl!)).toBe('5+3');
    expect(exportGgf([game])).toContain('TI[05:00/00:03/00:00]');
    expect(timeControlText('no clock')).toBe('no clock');
  });

  it('records a loss on time as such: the side whose flag fell, its recorded score, and RE[..:t] both ways', () => {
    const controller = new GameController(
      { engine: async () => quickLevels, makeId: () => 't1' },
      { variant: { rules: 'standard', size: 8 }, opponent: 'easy', humanColor: 'black' },
    );
    controller.newGame(controller.state.setup);
    unwrap(controller.loadMoves(movesOf(unwrap(parseMoveList('f5d6c3d3c4')))));
    const state = {
      ...controller.state,
      setup: { ...controller.state.setup, clock: { mainMs: 60_000, incrementMs: 0 } },
      timeDefault: { loser: 'white' as const, rule: 'fixed' as const, score: { black: 33, white: 31 } },
    };
    expect(state.outcome).toBeUndefined();
    const game = archivedOf(state, 1);
    expect(game).toMatchObject({ onTime: 'white', discs: { black: 33, white: 31 } });
    expect(resultFor(game)).toBe('won');
    expect(parseArchived(JSON.parse(JSON.stringify(game)))).toEqual(game);
    const ggf = exportGgf([game]);
    expect(ggf).toContain('RE[+2:t]');
    const read = readGgfGames(ggf);
    if (!read.ok) throw new Error(read.error);
    const back = archivedOfRecord(read.value.games[0]!, 2);
    expect(back.onTime).toBe('white');
    expect(back.moves).toBe(game.moves);
    // A finished game is not on time, and a stored flag must name a side.
    expect(archivedOf(finished(), 1).onTime).toBeUndefined();
    expect(parseArchived({ ...game, onTime: 'grey' })).toBeUndefined();
  });

  it('keeps a game set up from another start with that start', () => {
    const after = unwrap(Position.initial().play(parseMove('f5')!)).position;
    const record = unwrap(parseMoveList('d6c3', after));
    const game = archivedOfRecord(record, 1);
    expect(game.start).toBeDefined();
    const loaded = loadedOf(game)!;
    expect(loaded.start.equals(after)).toBe(true);
    expect(makeMoveList(loaded.moves)).toBe('d6c3');
  });
});
