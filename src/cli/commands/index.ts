import type { Command } from 'commander';
import { registerPlay } from './play.js';

/** Every command module adds itself here, one line each. */
const modules: Array<(program: Command) => void> = [registerPlay];

export const registerCommands = (program: Command): void => {
  for (const register of modules) register(program);
};
