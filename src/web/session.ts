/**
 * The page's session without the DOM: restores the saved game and settings, keeps the game saved as it
 * changes, and counts each finished game against the computer once in the statistics.
 */
import { PASS } from '../core/index.js';
import { GameController, type GameState, type SavedGame } from './controller.js';
import { type Settings, setupOf } from './settings.js';
import { recordGame, type Stats } from './stats.js';
import {
  clearPart,
  type KeyValueStore,
  loadGame,
  loadSettings,
  loadStats,
  type StoragePart,
  saveGame,
  saveSettings,
  saveStats,
} from './storage.js';

export interface SessionOptions {
  readonly store: KeyValueStore;
  readonly engine: ConstructorParameters<typeof GameController>[0]['engine'];
  /** See `ControllerOptions.minThinkMs`. */
  readonly minThinkMs?: number;
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

  constructor(private readonly options: SessionOptions) {
    const { store } = options;
    const settings = loadSettings(store);
    const stats = loadStats(store);
    const game = loadGame(store);
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
      { engine: options.engine, minThinkMs: options.minThinkMs },
      setupOf(this.settings),
    );
    let restored = false;
    if (game.value) {
      // The moves replay through the rules library; a game that does not replay is reset.
      restored = this.controller.restore(game.value).ok;
      if (restored && game.value.recorded) this.recordedId = game.value.id;
    }
    if (game.reset || (game.value && !restored)) {
      this.resetParts.push('game');
      clearPart(store, 'game');
    }
    this.controller.subscribe((state) => this.onChange(state));
    if (!restored) this.controller.newGame(setupOf(this.settings));
    else this.onChange(this.controller.state);
  }

  /** True when a game is under way that a new game would discard (moves played, not finished). */
  inProgress(): boolean {
    const s = this.controller.state;
    return s.moves.length > 0 && !s.outcome;
  }

  /** Changes settings and saves them. */
  updateSettings(patch: Partial<Settings>): void {
    this.settings = { ...this.settings, ...patch };
    saveSettings(this.options.store, this.settings);
  }

  /** Starts a new game from the settings. */
  newGame(): void {
    this.controller.newGame(setupOf(this.settings));
  }

  /** Forgets the statistics. */
  resetStats(): void {
    this.stats = {};
    saveStats(this.options.store, this.stats);
  }

  private onChange(state: GameState): void {
    const { store } = this.options;
    if (
      state.outcome &&
      state.setup.opponent !== 'human' &&
      this.recordedId !== state.id &&
      humanPlayedAfterLoading(state)
    ) {
      this.recordedId = state.id;
      this.stats = recordGame(
        this.stats,
        state.setup.opponent,
        state.setup.humanColor,
        state.outcome,
        state.setup.variant.rules,
      );
      saveStats(store, this.stats);
      this.savedId = undefined; // save the game again with its new `recorded` flag
    }
    // Progress reports change nothing worth saving; only new moves, undo/redo or a new game do.
    if (state.moves === this.savedMoves && state.redo === this.savedRedo && state.id === this.savedId) return;
    this.savedMoves = state.moves;
    this.savedRedo = state.redo;
    this.savedId = state.id;
    const saved: SavedGame = this.controller.save();
    saveGame(store, { ...saved, recorded: this.recordedId === state.id });
  }
}

/** True when the human placed a disc after the pasted part: a pasted finished game is not theirs to count. */
const humanPlayedAfterLoading = (state: GameState): boolean => {
  for (let i = state.loaded; i < state.moves.length; i++)
    if (state.moves[i] !== PASS && state.positions[i].turn === state.setup.humanColor) return true;
  return false;
};
