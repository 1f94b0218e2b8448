/**
 * Tabs and windows on one storage never lose a finished game: a property test over interleavings of
 * moves, reloads, new games, undos and tabs opened (new or duplicated), on the 4x4 board so that games
 * end within a run. Every game a tab finished is counted once in the statistics and kept once in the
 * archive (which, like the page's IndexedDB store, keeps one game per id).
 */

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEngine } from '../../../tests/support/fake-engine.js';
import { makeMove, type Square } from '../../core/index.js';
import { memoryStore as memory } from '../lib/kv.js';
import { DEFAULT_SETTINGS } from '../lib/settings.js';
import { Session } from './session.js';
import { loadStats, saveSettings } from './storage.js';

const engine = fakeEngine();

type Op =
  | { kind: 'move' | 'finish' | 'reload' | 'newGame' | 'undo' | 'duplicate'; tab: number; pick: number }
  | { kind: 'open' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('move' as const), tab: fc.nat(3), pick: fc.nat(9) }),
  },
  ...(['finish', 'reload', 'newGame', 'undo', 'duplicate'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), tab: fc.nat(3), pick: fc.nat(9) }),
  ),
  fc.constant({ kind: 'open' as const }),
);

interface Tab {
  readonly tabStore: ReturnType<typeof memory>;
  session: Session;
}

/** The browser: one localStorage, tabs with their own sessionStorage, and the archive by id. */
const browser = () => {
  const shared = memory();
  saveSettings(shared, { ...DEFAULT_SETTINGS, variant: '4x4', opponent: 'easy', humanColor: 'black' });
  const archive = new Map<string, string>();
  /** The games finished in some tab, as their moves: the oracle. */
  const finished: string[] = [];
  const tabs: Tab[] = [];
  const start = (tabStore: ReturnType<typeof memory>): Tab => {
    const session = new Session({
      store: shared,
      tabStore,
      engine: async () => engine,
      onFinished: (state) => archive.set(state.id, state.moves.map(makeMove).join('')),
    });
    const tab = { tabStore, session };
    let over = session.controller.state.over;
    session.controller.subscribe(() => {
      const now = session.controller.state;
      if (now.over && !over) finished.push(now.moves.map(makeMove).join(''));
      over = now.over;
    });
    return tab;
  };
  const open = (tabStore = memory()) => tabs.push(start(tabStore));
  return { shared, archive, finished, tabs, start, open };
};

describe('two tabs or windows', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never lose a finished game, in any order of moves, reloads and finishes', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 60 }), async (ops) => {
        const b = browser();
        b.open();
        b.open();
        for (const op of ops) {
          if (op.kind === 'open') {
            if (b.tabs.length < 4) b.open();
            continue;
          }
          const tab = b.tabs[op.tab % b.tabs.length];
          const { controller } = tab.session;
          if (op.kind === 'move' || op.kind === 'finish') {
            // A move, or moves until the game is over.
            do {
              const moves = controller.state.position.legalMoveList();
              if (controller.humanToMove() && moves.length > 0)
                controller.play(moves[op.pick % moves.length] as Square);
              await vi.runAllTimersAsync();
            } while (op.kind === 'finish' && !controller.state.over);
          } else if (op.kind === 'reload') {
            tab.session.saveNow();
            controller.dispose();
            tab.session = b.start(tab.tabStore).session;
          } else if (op.kind === 'newGame') {
            tab.session.newGame();
          } else if (op.kind === 'undo') {
            if (!controller.state.over) controller.undo();
          } else if (b.tabs.length < 4) {
            // The browser's "duplicate tab" copies the tab's sessionStorage.
            b.open(memory(tab.tabStore.data));
          }
          await vi.runAllTimersAsync();
        }
        const lines = Object.values(loadStats(b.shared).value.lines);
        expect(lines.reduce((sum, line) => sum + line.games, 0)).toBe(b.finished.length);
        expect([...b.archive.values()].sort()).toEqual([...b.finished].sort());
      }),
      { numRuns: 60 },
    );
  });

  it('give two games begun on a fresh visit their own ids, both counted', async () => {
    vi.useFakeTimers();
    const b = browser();
    b.open();
    b.open();
    const [first, second] = b.tabs.map((t) => t.session);
    expect(second.controller.state.id).toBe(first.controller.state.id);
    const [a, c] = first.controller.state.position.legalMoveList() as Square[];
    first.controller.play(a);
    second.controller.play(c);
    await vi.runAllTimersAsync();
    expect(second.controller.state.id).not.toBe(first.controller.state.id);
    // A reload brings back each tab's own game.
    b.tabs[0].session = b.start(b.tabs[0].tabStore).session;
    expect(b.tabs[0].session.controller.state.id).toBe(first.controller.state.id);
    expect(b.tabs[0].session.controller.state.moves[0]).toBe(a);
  });
});
