import type { Command } from 'commander';
import { registerAnalyze } from './analyze.js';
import { registerBench } from './bench.js';
import { registerBestMove } from './bestmove.js';
import { registerBook } from './book.js';
import { registerCoach } from './coach.js';
import { registerConvert } from './convert.js';
import { registerDiagram } from './diagram.js';
import { registerMatch } from './match.js';
import { registerNboard } from './nboard.js';
import { registerPair } from './pair.js';
import { registerPerft } from './perft.js';
import { registerPlay } from './play.js';
import { registerPosition } from './position.js';
import { registerRatings } from './ratings.js';
import { registerSheet } from './sheet.js';
import { registerSolve } from './solve.js';
import { registerStandings } from './standings.js';
import { registerWthor } from './wthor.js';

/** Every command module adds itself here, one line each. */
const modules: Array<(program: Command) => void> = [
  registerPlay,
  registerNboard,
  registerAnalyze,
  registerDiagram,
  registerConvert,
  registerWthor,
  registerSolve,
  registerBestMove,
  registerBook,
  registerMatch,
  registerBench,
  registerPerft,
  registerPosition,
  registerCoach,
  registerStandings,
  registerPair,
  registerRatings,
  registerSheet,
];

export const registerCommands = (program: Command): void => {
  for (const register of modules) register(program);
};
