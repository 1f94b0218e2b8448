/** A game as a link names it: the parameters of `#/analysis?moves=...&board=...&variant=...` for a
 * game's start and moves (the analysis board reads them back in analysis/sources.ts). */
import { type Move, makeMoveList, makeObf, makeVariant, Position } from '../../core/index.js';
import type { RouteParams } from './router.js';

/** The parameters of a link to a game's position: the moves to it, and the start when it is not the
 * variant's usual one. */
export const paramsOfGame = (start: Position, moves: readonly Move[]): RouteParams => {
  const usual = start.equals(Position.initial(start.variant));
  const name = makeVariant(start.variant);
  const list = makeMoveList(moves);
  return {
    ...(usual ? {} : { board: makeObf(start).replace(' ', '') }),
    ...(list === '' && !usual ? {} : { moves: list }),
    ...(name === 'standard' ? {} : { variant: name }),
  };
};
