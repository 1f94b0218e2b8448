/**
 * The page's session without the DOM: restores the saved game and settings, keeps the game saved as it
 * changes, and counts each finished game against the computer once in the statistics.
 *
 * Other tabs and windows write the same storage, and none may lose a game:
 * - statistics are read again before each change;
 * - each tab keeps its own game in its own `tabStore` (sessionStorage), so a reload brings back that
 *   tab's game; a new tab carries on the game saved last by any tab;
 * - every game has its own id: the heads (storage.ts) note the state each game id was last saved in,
 *   and a tab about to save a game whose id another tab has written since (two tabs that opened the same
 *   saved game, or a duplicated tab) gives its own game a new id first, so both games count.
 */
import {
  type Color,
  type Move,
  makeMove,
  makeVariant,
  opposite,
  PASS,
  Position,
  scoreOf,
} from '../../core/index.js';
import { type Settings, setupOf } from '../lib/settings.js';
import { GameController, type GameState, type SavedGame } from './controller.js';
import { NO_STATS, recordGame, type Stats } from './stats.js';
import {
  clearPart,
  KEYS,
  type KeyValueStore,
  loadGame,
  loadHeads,
  loadSettings,
  loadStats,
  type StoragePart,
  saveGame,
  saveHead,
  saveSettings,
  saveStats,
} from './storage.js';

export interface SessionOptions {
  readonly store: KeyValueStore;
  /** This tab's own storage (sessionStorage), where its game is kept for a reload; none in tests of
   * one tab. */
  readonly tabStore?: KeyValueStore;
  readonly engine: ConstructorParameters<typeof GameController>[0]['engine'];
  /** See `ControllerOptions.minThinkMs`. */
  readonly minThinkMs?: number;
  /** See `ControllerOptions.now` (tests pass a fake clock). */
  readonly now?: () => number;
  /** Called once a game is over with its result known, after at least one disc was placed past a
   * pasted part (the page keeps it in the archive). */
  readonly onFinished?: (state: GameState) => void;
}

/** The headless session behind the page. */
export class Session {
  readonly controller: GameController;
  settings: Settings;
  stats: Stats;
  /** Stored parts that could not be read and were reset, to tell the player. */
  readonly resetParts: StoragePart[] = [];
  /** The id of the last game counted in the statistics. */
  private recordedId: string | undefined;
  private savedMoves: unknown;
  private savedRedo: unknown;
  private savedId: string | undefined;
  private savedClock: unknown;
  private savedTimeDefault: unknown;
  private savedHinted = false;
  /** The id of the last game handed to `onFinished`. */
  private finishedId: string | undefined;
  /** The game this tab saved or restored last, and the state it saved it in (see `headOf`). */
  private owned: { readonly id: string; readonly head: string } | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: SessionOptions) {
    const { store } = options;
    const settings = loadSettings(store);
    const stats = loadStats(store);
    // This tab's own game first (a reload), else the one any tab saved last (a new tab).
    const own = options.tabStore ? loadGame(options.tabStore) : undefined;
    const game = own?.value ? own : loadGame(store);
    this.settings = settings.value;
    this.stats = stats.value;
    if (settings.reset) {
      this.resetParts.push('settings');
      saveSettings(store, this.settings);
    }
    if (stats.reset) {
      this.resetParts.push('stats');
      saveStats(store, this.stats);
    }
    this.controller = new GameController(
      {
        engine: options.engine,
        minThinkMs: options.minThinkMs,
        now: options.now,
        // The player's choice of Expert's time a move (the other levels keep their own).
        moveMs: (level) => (level === 'expert' ? this.settings.expertSeconds * 1000 : undefined),
      },
      setupOf(this.settings),
    );
    let restored = false;
    if (game.value) {
      // The moves replay through the rules library; a game that does not replay is reset.
      restored = this.controller.restore(game.value).ok;
      if (restored && game.value.recorded) this.recordedId = game.value.id;
      if (restored) this.owned = { id: game.value.id, head: headOf(game.value) };
    }
    if (game.reset || (game.value && !restored)) {
      this.resetParts.push('game');
      clearPart(store, 'game');
    }
    this.controller.subscribe((state) => this.onChange(state));
    if (!restored) this.controller.newGame(setupOf(this.settings));
    else this.onChange(this.controller.state);
  }

  /** Calls `listener` when settings or statistics change (here or in another tab); returns the
   * function that unsubscribes. Game changes come from `controller.subscribe`. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads a part again after another tab wrote it (the page passes `storage` events here). */
  storageChanged(key: string | null): void {
    const { store } = this.options;
    // A null key: the other tab cleared all storage.
    if (key === KEYS.stats || key === null) this.stats = loadStats(store).value;
    if (key === KEYS.settings || key === null) this.settings = loadSettings(store).value;
    if (key === KEYS.stats || key === KEYS.settings || key === null) this.notify();
  }

  /** True when a game is under way that a new game would discard (moves played, not finished). */
  inProgress(): boolean {
    const s = this.controller.state;
    return s.moves.length > 0 && !s.over;
  }

  /** Saves the game with its clocks as they stand now: the page calls this as it is hidden or closed, so
   * a reload counts the time spent thinking before it (and none while the page was closed). */
  saveNow(): void {
    this.savedId = undefined;
    this.onChange(this.controller.state);
  }

  /** Changes settings and saves them. */
  updateSettings(patch: Partial<Settings>): void {
    this.settings = { ...this.settings, ...patch };
    saveSettings(this.options.store, this.settings);
    this.notify();
  }

  /** Starts a new game from the settings. */
  newGame(): void {
    this.controller.newGame(setupOf(this.settings));
  }

  /** The finished game again with the colours swapped (two players: the same game again). */
  rematch(): void {
    const { setup } = this.controller.state;
    const humanColor = setup.opponent === 'human' ? setup.humanColor : opposite(setup.humanColor);
    this.updateSettings({ humanColor });
    this.controller.newGame({ ...setup, humanColor });
  }

  /** The game on the board, its start and moves, as the analysis board opens it. */
  played(): { readonly start: Position; readonly moves: readonly Move[] } {
    const { positions, moves } = this.controller.state;
    return { start: positions[0], moves };
  }

  /** Starts a game from a position set up in the editor, against an opponent (kept for the next games),
   * with the clocks of the settings. */
  playFrom(start: Position, opponent: Settings['opponent'], humanColor: Color): void {
    this.updateSettings({ opponent, humanColor });
    const usual = start.equals(Position.initial(start.variant));
    this.controller.newGame({
      ...setupOf(this.settings),
      variant: start.variant,
      ...(usual ? {} : { start }),
    });
  }

  /** Goes on with the game in play against another level (and keeps it for the next games). */
  changeOpponent(opponent: Settings['opponent']): void {
    this.updateSettings({ opponent });
    this.controller.changeOpponent(opponent);
  }

  /** Forgets the statistics. */
  resetStats(): void {
    this.stats = NO_STATS;
    saveStats(this.options.store, this.stats);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** True when another tab saved this game's id in a state this tab did not see: the game on this
   * tab's board is then a different game and needs an id of its own. */
  private sharedWithAnotherTab(state: GameState): boolean {
    if (this.owned?.id !== state.id) return false;
    const head = loadHeads(this.options.store).get(state.id);
    return head !== undefined && head !== this.owned.head;
  }

  private onChange(state: GameState): void {
    const { store } = this.options;
    const outcome = resultOf(state);
    const count =
      outcome &&
      state.setup.opponent !== 'human' &&
      this.recordedId !== state.id &&
      (humanPlayedAfterLoading(state) || (state.timeDefault !== undefined && state.loaded === 0));
    const finish =
      outcome &&
      this.finishedId !== state.id &&
      (discPlacedAfterLoading(state) || (state.timeDefault !== undefined && state.loaded === 0));
    // Progress reports change nothing worth saving; only new moves, undo/redo, a new game, the clocks
    // pressed, started or stopped, a loss on time or a hint do.
    const unchanged =
      state.moves === this.savedMoves &&
      state.redo === this.savedRedo &&
      state.id === this.savedId &&
      state.clock === this.savedClock &&
      state.timeDefault === this.savedTimeDefault &&
      state.hinted === this.savedHinted;
    if (!count && !finish && unchanged) return;
    if (this.sharedWithAnotherTab(state)) {
      // The new id comes back here as a change of its own, which counts and saves the game.
      this.owned = undefined;
      this.controller.renewId();
      return;
    }
    if (count) {
      this.recordedId = state.id;
      // Read again first: another tab may have counted its own games since this one last looked.
      this.stats = recordGame(loadStats(store).value, {
        id: state.id,
        variant: makeVariant(state.setup.variant),
        rules: state.setup.variant.rules,
        level: state.setup.opponent,
        color: state.setup.humanColor,
        outcome,
        onTime: state.timeDefault !== undefined,
        hinted: state.hinted,
      });
      saveStats(store, this.stats);
      this.savedId = undefined; // save the game again with its new `recorded` flag
      this.notify();
    }
    if (finish) {
      this.finishedId = state.id;
      this.options.onFinished?.(state);
    }
    if (
      state.moves === this.savedMoves &&
      state.redo === this.savedRedo &&
      state.id === this.savedId &&
      state.clock === this.savedClock &&
      state.timeDefault === this.savedTimeDefault &&
      state.hinted === this.savedHinted
    )
      return;
    this.savedMoves = state.moves;
    this.savedRedo = state.redo;
    this.savedId = state.id;
    this.savedClock = state.clock;
    this.savedTimeDefault = state.timeDefault;
    this.savedHinted = state.hinted;
    const saved: SavedGame = this.controller.save();
    const stored = { ...saved, recorded: this.recordedId === state.id };
    saveGame(store, stored);
    if (this.options.tabStore) saveGame(this.options.tabStore, stored);
    const head = headOf(saved);
    if (this.owned?.id !== state.id || this.owned.head !== head) saveHead(store, state.id, head);
    this.owned = { id: state.id, head };
  }
}

/** A game's state as the heads note it: its moves and the moves undone, e.g. `f5d6c3/f4`. */
const headOf = (game: Pick<SavedGame, 'moves' | 'redo'>): string =>
  `${game.moves.map(makeMove).join('')}/${game.redo.map(makeMove).join('')}`;

/** The result to count: the board's, or a loss on time's recorded score (undefined while it is worked out). */
const resultOf = (state: GameState) => {
  if (state.outcome) return state.outcome;
  const score = state.timeDefault?.score;
  return score ? scoreOf(score.black, score.white, 0, state.setup.variant.rules) : undefined;
};

/** True when a disc was placed after the pasted part: a pasted finished game is not a game played. */
const discPlacedAfterLoading = (state: GameState): boolean =>
  state.moves.slice(state.loaded).some((move) => move !== PASS);

/** True when the human placed a disc after the pasted part: a pasted finished game is not theirs to count. */
const humanPlayedAfterLoading = (state: GameState): boolean => {
  for (let i = state.loaded; i < state.moves.length; i++)
    if (state.moves[i] !== PASS && state.positions[i].turn === state.setup.humanColor) return true;
  return false;
};
