#!/usr/bin/env node
/** The `wedge` command line: a thin adapter over the rules library and the engine facade. */
import { Command } from 'commander';
import { registerCommands } from './commands/index.js';

const program = new Command('wedge')
  .description('Wedge: Othello rules, engine, analysis and engine protocols')
  .version('0.1.0');

// commander's own usage errors (unknown option, missing argument) print one line and exit with code 2,
// as bad usage does.
program.exitOverride((error) => {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') process.exit(0);
  process.exit(error.exitCode === 0 ? 0 : 2);
});

// A reader that closes its end early (`wedge convert ... | head -1`) ends the command quietly, as it
// would a Unix tool: no stack trace for a pipe nobody reads any more.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  process.stderr.write(`wedge: cannot write the output: ${error.code ?? error.message}\n`);
  process.exit(1);
});

registerCommands(program);

await program.parseAsync(process.argv);
