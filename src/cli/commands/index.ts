import type { Command } from 'commander';

/** Every command module adds itself here, one line each. */
const modules: Array<(program: Command) => void> = [];

export const registerCommands = (program: Command): void => {
  for (const register of modules) register(program);
};
