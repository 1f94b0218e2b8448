/**
 * The beginner's guidance on the game screen, without the DOM: when the guided first game is offered,
 * which of the player's moves gets the coach's note, and when to suggest the next level up. The notes'
 * content is the coach's (learn/first-game.ts), handed in by the shell; this decides only when.
 */
import { type Color, type Move, PASS, type Position, type Square } from '../../core/index.js';
import { LEVELS, type Level } from '../../engine/index.js';
import { type Stats, statKey } from './stats.js';

/** The guided first game is offered once, to a newcomer: no finished game and no earlier offer. */
export const offerFirstGame = (stats: Stats, offered: boolean): boolean =>
  !offered && Object.values(stats.lines).every((line) => line.games === 0);

/** Wins in a row against a level after which the next level up is suggested. */
export const WINS_TO_LEVEL_UP = 3;

/** The level above `level` when the player's last WINS_TO_LEVEL_UP games against it with this colour
 * and variant were all wins; undefined otherwise, and against the top level. */
export const levelUp = (stats: Stats, variant: string, level: Level, color: Color): Level | undefined => {
  const line = stats.lines[statKey(variant, level, color)];
  if (!line || line.streak < WINS_TO_LEVEL_UP) return undefined;
  return LEVELS[LEVELS.indexOf(level) + 1];
};

/** How many moves the player has made in a game (`positions[i]` is the position before `moves[i]`);
 * passes are not moves. */
export const movesMade = (positions: readonly Position[], moves: readonly Move[], human: Color): number =>
  moves.filter((move, i) => move !== PASS && positions[i].turn === human).length;

/** The player's latest move in a game when it is among the player's first `count` moves, with the
 * position before it; passes are not moves. */
export const noteMove = (
  positions: readonly Position[],
  moves: readonly Move[],
  human: Color,
  count: number,
): { readonly before: Position; readonly move: Square } | undefined => {
  if (movesMade(positions, moves, human) > count) return undefined;
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i];
    if (move !== PASS && positions[i].turn === human) return { before: positions[i], move };
  }
  return undefined;
};
