/**
 * `wedge book`: looks a position up in the opening book (a move list or an OBF board) and prints each
 * book move with its value and depth; with no position, or `--stats`, the book's size, reach and
 * origin. As text or as one JSON object.
 */
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { makeMove, makeObf, quote } from '../../core/index.js';
import { type Book, decodeBook } from '../../engine/book.js';
import { bookUrl } from '../../engine/node.js';
import { badInput, type CliFailure, fileName, readBytes, readDecimal, runCommand } from '../io.js';
import { formatScore } from './bestmove.js';
import { loadPosition } from './position.js';

interface BookOptions {
  moves?: string;
  board?: string;
  book?: string;
  contempt?: string;
  stats?: boolean;
  json?: boolean;
}

/** An OBF board (64 squares and the side to move) rather than a move list. */
const looksLikeBoard = (text: string): boolean => /^[XOxo*\-.]{64}\s+[XOxo*]\s*$/.test(text.trim());

const readBook = async (path: string): Promise<{ book: Book } | CliFailure> => {
  const bytes = await readBytes(path);
  if (!bytes.ok) return bytes.error;
  const book = decodeBook(bytes.value);
  return book.ok ? { book: book.value } : badInput(`${fileName(path)}: ${book.error.message}`);
};

const plural = (n: number, word: string): string =>
  `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

const run = async (position: string | undefined, options: BookOptions): Promise<CliFailure | undefined> => {
  if (position !== undefined && (options.moves !== undefined || options.board !== undefined))
    return badInput('give the position once: as the argument, --moves or --board');
  if (options.stats && (position ?? options.moves ?? options.board) !== undefined)
    return badInput('--stats describes the whole book: give no position with it');
  const contempt = options.contempt === undefined ? 0 : readDecimal(options.contempt);
  if (contempt === undefined || Math.abs(contempt) > 6400)
    return badInput(
      `--contempt must be centi-discs from -6400 to 6400, got ${quote(options.contempt ?? '')}`,
    );
  const path = options.book ?? fileURLToPath(bookUrl());
  const loaded = await readBook(path);
  if ('exitCode' in loaded) return loaded;
  const { book } = loaded;
  const source =
    position === undefined
      ? { moves: options.moves, board: options.board }
      : looksLikeBoard(position)
        ? { board: position }
        : { moves: position };
  if (source.moves === undefined && source.board === undefined) {
    const stats = book.stats();
    if (options.json) process.stdout.write(`${JSON.stringify({ file: path, ...stats })}\n`);
    else
      process.stdout.write(
        `Book ${path}\n` +
          `${plural(stats.positions, 'position')}, ${plural(stats.moves, 'move')}, ${plural(stats.bytes, 'byte')}\n` +
          `plies ${stats.plies.min}-${stats.plies.max} from the start, searched ${stats.depth.min === stats.depth.max ? stats.depth.max : `${stats.depth.min}-${stats.depth.max}`} plies deep\n` +
          `made by ${stats.source}\n`,
      );
    return undefined;
  }
  const found = await loadPosition(source);
  if ('exitCode' in found)
    return position === undefined
      ? found
      : badInput(found.message.replace(/^--(moves|board)\b/, 'the position'));
  const p = found.position;
  const moves = book.moves(p, contempt / 100) ?? [];
  const line = book.line(p, contempt / 100);
  if (options.json) {
    process.stdout.write(
      `${JSON.stringify({
        board: makeObf(p),
        inBook: book.has(p),
        moves: moves.map((m) => ({
          move: makeMove(m.move),
          value: m.value,
          depth: m.depth,
          inBook: m.inBook,
        })),
        line: line.map(makeMove),
      })}\n`,
    );
    return undefined;
  }
  if (!book.has(p)) {
    process.stdout.write(`${makeObf(p)}\nnot in the book\n`);
    return undefined;
  }
  const rows = moves.map(
    (m) =>
      `  ${makeMove(m.move)}  ${formatScore(m.value).padStart(6)}  ${String(m.depth).padStart(5)}  ${m.inBook ? 'book' : 'search'}`,
  );
  process.stdout.write(
    `${makeObf(p)}\n  move   value  depth  from\n${rows.join('\n')}\nline ${line.map(makeMove).join(' ')}\n`,
  );
  return undefined;
};

/** Registers `wedge book`. */
export const registerBook = (program: Command): void => {
  program
    .command('book')
    .description("the opening book: a position's book moves with their values, or the book's size and reach")
    .argument(
      '[position]',
      'a move list (f5d6c3) or an OBF board ("<64 squares> X", after -- when it starts with -); none: the statistics',
    )
    .option('--moves <list>', 'the position after a move list, e.g. f5d6')
    .option('--board <obf>', 'the position of an OBF board')
    .option('--stats', "the book's size (positions, bytes), plies, search depth and origin")
    .option(
      '--contempt <centidiscs>',
      'what a drawn book line is worth to Black, as NBoard sets it (default 0)',
    )
    .option('--book <file>', 'another book file (default: data/book/wedge-book.bin)')
    .option('--json', 'print one JSON object')
    .action(runCommand('book', run));
};
