import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/index.js';
import { addPlayer, createTournament, pairRound, setRound } from '../../tournament/index.js';
import { DB_NAME, memoryTournamentStore, openTournamentStore } from './store.js';

const club = () => {
  let t = unwrap(
    createTournament({ name: 'Club night', rounds: 3 }, [{ name: 'Ann', rating: 1900 }, { name: 'Bo' }]),
  );
  t = unwrap(setRound(t, unwrap(pairRound(t))));
  return unwrap(addPlayer(t, { name: 'Cy' }));
};

describe('the tournament store', () => {
  it('keeps tournaments in IndexedDB across openings, latest first, and forgets a removed one', async () => {
    const store = await openTournamentStore();
    expect(store.persistent).toBe(true);
    await store.save('t-1', club());
    await new Promise((resolve) => setTimeout(resolve, 2));
    await store.save('t-2', unwrap(createTournament({ rounds: 5 })));
    const again = await openTournamentStore();
    expect((await again.list()).map((l) => l.id)).toEqual(['t-2', 't-1']);
    expect(await again.load('t-1')).toEqual({ ok: true, value: club() });
    await again.remove('t-2');
    expect((await store.list()).map((l) => l.id)).toEqual(['t-1']);
    expect((await store.load('t-2')).ok).toBe(false);
  });

  it('lists a record that does not read with the reason, and keeps it', async () => {
    const store = await openTournamentStore();
    const db = await openDB(DB_NAME, 1);
    await db.put('tournaments', {
      id: 't-bad',
      json: '{"format":"wedge-tournament","version":1}',
      updated: 1,
    });
    db.close();
    const bad = (await store.list()).find((l) => l.id === 't-bad')!;
    expect(bad.tournament.ok).toBe(false);
    if (!bad.tournament.ok) expect(bad.tournament.error.message).toMatch(/settings/);
    expect((await store.list()).some((l) => l.id === 't-bad')).toBe(true);
  });

  it('has a stand-in in memory with the same calls', async () => {
    const store = memoryTournamentStore();
    expect(store.persistent).toBe(false);
    await store.save('x', club());
    expect(await store.load('x')).toEqual({ ok: true, value: club() });
    await store.remove('x');
    expect(await store.list()).toEqual([]);
  });
});
