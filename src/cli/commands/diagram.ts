/**
 * `wedge diagram`: a book-style picture of a position or of a whole game (move numbers on the discs,
 * the transcript view), as SVG or, through resvg, PNG, seen from Black's side or from White's. The
 * output format follows the file extension.
 */
import type { Command } from 'commander';
import {
  type GameRecord,
  makeSquare,
  PASS,
  type Position,
  quote,
  replay,
  type Square,
  transformGame,
  transformPosition,
  transformSquare,
} from '../../core/index.js';
import {
  badInput,
  type CliFailure,
  FROM_WHITE_HELP,
  failed,
  loadBoard,
  loadGame,
  parseIntOption,
  parseSquareList,
  parseVariantOption,
  runCommand,
  VARIANT_HELP,
  WHITE_SIDE,
  writeOutput,
} from '../io.js';
import { hasDiagramFont, svgToPng } from '../render/png.js';
import { makeSvgDiagram } from '../render/svg.js';

interface DiagramOptions {
  board?: string;
  variant?: string;
  transcript?: string;
  ggf?: string;
  numbers?: boolean;
  marks?: string;
  caption?: string;
  cell?: string;
  scale?: string;
  output?: string;
  fromWhite?: boolean;
  view?: string;
}

/** Each placed disc's move number (passes are not numbered, as on a transcript sheet). */
export const moveNumbers = (game: GameRecord): Map<Square, number> => {
  const numbers = new Map<Square, number>();
  for (const { move } of game.moves) if (move !== PASS) numbers.set(move, numbers.size + 1);
  return numbers;
};

/** The index of the first character a caption may not hold, or -1. */
const captionFault = (caption: string): number => {
  for (let i = 0; i < caption.length; i++) {
    const c = caption.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfffe || c === 0xffff) return i;
    if (c >= 0xd800 && c <= 0xdbff && (caption.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    else if (c >= 0xd800 && c <= 0xdfff) return i;
  }
  return -1;
};

const diagram = async (
  moves: string | undefined,
  options: DiagramOptions,
): Promise<CliFailure | undefined> => {
  const output = options.output;
  if (output === undefined) return badInput('give the picture file with -o <file.svg|file.png>');
  const kind = /\.svg$/i.test(output) ? 'svg' : /\.png$/i.test(output) ? 'png' : undefined;
  if (kind === undefined) return badInput(`-o ${output}: the file must end in .svg or .png`);
  const cell = parseIntOption('--cell', options.cell, 16, 200);
  if (!cell.ok) return cell.error;
  const scale = parseIntOption('--scale', options.scale, 1, 8);
  if (!scale.ok) return scale.error;
  const marks =
    options.marks === undefined
      ? { ok: true as const, value: [] }
      : parseSquareList('--marks', options.marks);
  if (!marks.ok) return marks.error;
  // A caption is one line of text: a control character (C0, DEL, C1) would be invisible at best, invalid
  // SVG at worst, and so would the noncharacters U+FFFE and U+FFFF or half a surrogate pair.
  const control = options.caption === undefined ? -1 : captionFault(options.caption);
  if (control >= 0) {
    const c = options.caption!.charCodeAt(control);
    const code = c.toString(16).toUpperCase().padStart(4, '0');
    const what =
      c >= 0xd800 && c <= 0xdfff
        ? 'half of a surrogate pair'
        : c >= 0xfffe
          ? 'the noncharacter'
          : 'the control character';
    return badInput(
      `--caption: character ${control + 1} is ${what} U+${code}; a caption is one line of plain text`,
    );
  }
  const fromWhite = options.fromWhite === true;
  const view = options.view?.toLowerCase() ?? (fromWhite ? 'white' : 'black');
  if (view !== 'black' && view !== 'white')
    return badInput(`--view must be black or white, got ${quote(options.view ?? '')}`);

  let position: Position;
  let numbers: Map<Square, number> | undefined;
  if (options.board !== undefined) {
    if (moves !== undefined || options.transcript !== undefined || options.ggf !== undefined)
      return badInput('give either --board or a game (moves, --ggf, --transcript), not both');
    if (options.numbers)
      return badInput('--numbers needs a game (moves, --ggf or --transcript), not a --board');
    const variant = parseVariantOption(options.variant);
    if (!variant.ok) return variant.error;
    const board = loadBoard(options.board, variant.value);
    if (!board.ok) return board.error;
    position = fromWhite ? transformPosition(WHITE_SIDE, board.value) : board.value;
  } else {
    const loaded = await loadGame({ moves, ggf: options.ggf, transcript: options.transcript });
    if (!loaded.ok) return loaded.error;
    const game = fromWhite ? transformGame(WHITE_SIDE, loaded.value) : loaded.value;
    const end = replay(game);
    // loadGame has replayed the moves already; failing now would be a broken invariant.
    if (!end.ok) throw new Error(end.error.message);
    position = end.value;
    if (options.numbers) numbers = moveNumbers(game);
  }
  const offBoard = marks.value.find(
    (s) => (s & 7) >= position.variant.size || s >> 3 >= position.variant.size,
  );
  if (offBoard !== undefined)
    return badInput(
      `--marks: ${makeSquare(offBoard)} is not on the ${position.variant.size}x${position.variant.size} board`,
    );

  // Marks are squares of the input too, so written from the same side.
  const size = position.variant.size;
  const marked = fromWhite ? marks.value.map((s) => transformSquare(WHITE_SIDE, s, size)) : marks.value;
  const svg = makeSvgDiagram(position, {
    ...(numbers ? { numbers } : {}),
    marks: marked,
    view,
    ...(cell.value === undefined ? {} : { cell: cell.value }),
    ...(options.caption === undefined ? {} : { caption: options.caption }),
  });
  if (kind === 'png' && !hasDiagramFont())
    process.stderr.write(
      'wedge diagram: DejaVu Sans not found (apt-get install fonts-dejavu-core); using system fonts\n',
    );
  let data: string | Uint8Array;
  try {
    data = kind === 'svg' ? svg : svgToPng(svg, scale.value ?? 2);
  } catch (error) {
    return failed(`cannot render ${output}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const written = await writeOutput(output, data);
  return written.ok ? undefined : written.error;
};

/** Registers `wedge diagram`. */
export const registerDiagram = (program: Command): void => {
  program
    .command('diagram')
    .description('draw a book-style board diagram (SVG or PNG) of a game or a position')
    .argument('[moves]', 'a move list, e.g. f5d6c3d3c4')
    .option('--board <obf>', 'a position in OBF: 64 squares (X, O, -) and the side to move')
    .option('--variant <variant>', `the variant of a --board (standard 8x8 by default): ${VARIANT_HELP}`)
    .option('--ggf <file>', 'a GGF file (its first game)')
    .option('--transcript <file>', 'a transcript sheet')
    .option('-n, --numbers', 'write each move number on its disc (transcript view)')
    .option('-m, --marks <squares>', 'squares to ring, e.g. c4,f5')
    .option('--caption <text>', 'a line of text under the board')
    .option('--cell <units>', 'side of one square (default 40)')
    .option('--scale <n>', 'PNG pixels per SVG unit (default 2)')
    .option('--from-white', `${FROM_WHITE_HELP}; the picture is then drawn from White's side too`)
    .option(
      '--view <side>',
      'the side the board is seen from: black (default) or white (turned, coordinates included)',
    )
    .option('-o, --output <file>', 'the picture to write: .svg or .png')
    .action(runCommand('diagram', diagram));
};
