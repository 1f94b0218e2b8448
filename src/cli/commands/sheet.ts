/**
 * `wedge sheet filled.txt ...`: reads filled transcript sheets (as `wedge pair --sheets text` prints
 * them, each move's number written on its square) and prints each game's line of the results file,
 * `round,black,white,black_discs,white_discs`, ready to append to it. The game is replayed from the
 * sheet, so a wrong or missing number is an error naming the move.
 */
import type { Command } from 'commander';
import { parseSheetText, sheetResultsLine } from '../../tournament/index.js';
import { badInput, type CliFailure, readText, runCommand, writeOutput } from '../io.js';

const sheet = async (files: readonly string[]): Promise<CliFailure | undefined> => {
  const lines: string[] = [];
  const faults: string[] = [];
  for (const file of files) {
    const text = await readText(file);
    if (!text.ok) return text.error;
    // `wedge pair --sheets text` separates sheets with a form feed: a file may hold a whole round.
    for (const [i, page] of text.value.split('\f').entries()) {
      if (page.trim() === '') continue;
      const where = text.value.includes('\f') ? `${file} (sheet ${i + 1})` : file;
      const read = parseSheetText(page);
      if (!read.ok) {
        faults.push(`${where}: ${read.error.message}`);
        continue;
      }
      const { round, black, white, result } = read.value;
      if (round === undefined || black === undefined || white === undefined) {
        faults.push(
          `${where}: the sheet does not say its round and players (a sheet from wedge pair --sheets)`,
        );
        continue;
      }
      lines.push(sheetResultsLine(round, black, white, result));
    }
  }
  if (faults.length > 0) {
    for (const f of faults.slice(0, -1)) process.stderr.write(`wedge sheet: ${f}\n`);
    return badInput(faults[faults.length - 1]);
  }
  const written = await writeOutput(undefined, `${lines.join('\n')}\n`);
  return written.ok ? undefined : written.error;
};

/** Registers `wedge sheet`. */
export const registerSheet = (program: Command): void => {
  program
    .command('sheet')
    .description('filled transcript sheets read back as lines of the results file')
    .argument('<sheets...>', 'filled sheets as text (- for stdin), as wedge pair --sheets text prints them')
    .action(runCommand('sheet', sheet));
};
