/**
 * Book-style board diagrams as SVG text: a green board with a grid and the four corner dots,
 * coordinates along the top and left edges, discs, optional move numbers on the discs (the
 * transcript view) and optional marked squares. Written by hand rather than through a drawing
 * library: the picture is ~150 elements of five kinds, and plain strings keep the output stable for
 * tests and diffs.
 */
import {
  type Color,
  FILE_NAMES,
  type Position,
  RANK_NAMES,
  type Square,
  squareAt,
} from '../../core/index.js';

export interface DiagramOptions {
  /** Move numbers to print on the discs, e.g. `new Map([[square('f5'), 1]])`. */
  readonly numbers?: ReadonlyMap<Square, number>;
  /** Squares to mark with a red ring, e.g. `[square('c4')]`. */
  readonly marks?: readonly Square[];
  /** Side of one square in SVG units, e.g. 40. */
  readonly cell?: number;
  /** Write the side to move under the board, e.g. `true` for a problem diagram. */
  readonly caption?: string;
  /** The side the board is seen from: `'white'` turns it a half turn, coordinates included, as a
   * player sitting at White's side sees it (default `'black'`, the usual view). */
  readonly view?: Color;
}

/** The font every text element asks for; the PNG renderer loads this family. */
export const DIAGRAM_FONT = 'DejaVu Sans';

const COLORS = {
  board: '#1f7a3e',
  line: '#0d3b1d',
  frame: '#0d3b1d',
  background: '#ffffff',
  coordinate: '#222222',
  black: '#111111',
  white: '#f7f7f7',
  discEdge: '#000000',
  mark: '#e0261b',
} as const;

const fmt = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** Where the board starts and how large the picture is, for a board of `n` squares a side: a wide
 * margin on the top and left for the coordinates, a narrow one on the right and bottom, and a line
 * under the board for a caption. */
export const diagramGeometry = (
  n: number,
  cell: number,
  caption: boolean,
): { margin: number; width: number; height: number } => {
  const margin = Math.round(cell * 0.7);
  const far = Math.round(cell * 0.3);
  const width = margin + n * cell + far;
  const height = width + (caption ? Math.round(cell * 0.8) : 0);
  return { margin, width, height };
};

/** The diagram of a position as a standalone SVG document. */
export const makeSvgDiagram = (position: Position, options: DiagramOptions = {}): string => {
  const n = position.variant.size;
  const cell = options.cell ?? 40;
  const { margin, width, height } = diagramGeometry(n, cell, options.caption !== undefined);
  const side = n * cell;
  // Where a row or column of the board is drawn: from White's side, last first.
  const turned = options.view === 'white';
  const shown = (i: number): number => (turned ? n - 1 - i : i);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${DIAGRAM_FONT}">`,
  );
  out.push(
    `<rect class="background" x="0" y="0" width="${width}" height="${height}" fill="${COLORS.background}"/>`,
  );
  out.push(
    `<rect class="board" x="${margin}" y="${margin}" width="${side}" height="${side}" fill="${COLORS.board}" stroke="${COLORS.frame}" stroke-width="${fmt(cell / 20)}"/>`,
  );
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      out.push(
        `<rect class="square" data-square="${FILE_NAMES[c]}${RANK_NAMES[r]}" x="${margin + shown(c) * cell}" y="${margin + shown(r) * cell}" width="${cell}" height="${cell}" fill="none" stroke="${COLORS.line}" stroke-width="1"/>`,
      );
  // The four dots that mark the corners of the central 4x4 area on an 8x8 board (book convention);
  // the half turn maps them onto each other.
  if (n === 8)
    for (const [r, c] of [
      [2, 2],
      [2, 6],
      [6, 2],
      [6, 6],
    ])
      out.push(
        `<circle class="dot" cx="${margin + c * cell}" cy="${margin + r * cell}" r="${fmt(cell / 14)}" fill="${COLORS.line}"/>`,
      );
  const coordSize = fmt(cell * 0.38);
  for (let i = 0; i < n; i++) {
    const mid = margin + i * cell + cell / 2;
    out.push(
      `<text class="coordinate" x="${fmt(mid)}" y="${fmt(margin / 2)}" font-size="${coordSize}" fill="${COLORS.coordinate}" text-anchor="middle" dominant-baseline="central">${FILE_NAMES[shown(i)]}</text>`,
    );
    out.push(
      `<text class="coordinate" x="${fmt(margin / 2)}" y="${fmt(mid)}" font-size="${coordSize}" fill="${COLORS.coordinate}" text-anchor="middle" dominant-baseline="central">${RANK_NAMES[shown(i)]}</text>`,
    );
  }
  const radius = cell * 0.42;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      const s = squareAt(r, c);
      const black = position.board.black.has(s);
      if (!black && !position.board.white.has(s)) continue;
      const cx = margin + shown(c) * cell + cell / 2;
      const cy = margin + shown(r) * cell + cell / 2;
      out.push(
        `<circle class="disc ${black ? 'black' : 'white'}" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}" fill="${black ? COLORS.black : COLORS.white}" stroke="${COLORS.discEdge}" stroke-width="1"/>`,
      );
      const number = options.numbers?.get(s);
      if (number !== undefined)
        out.push(
          `<text class="number" x="${fmt(cx)}" y="${fmt(cy)}" font-size="${fmt(cell * (number >= 10 ? 0.4 : 0.44))}" font-weight="bold" fill="${black ? COLORS.white : COLORS.black}" text-anchor="middle" dominant-baseline="central">${number}</text>`,
        );
    }
  for (const s of options.marks ?? []) {
    const cx = margin + shown(s & 7) * cell + cell / 2;
    const cy = margin + shown(s >> 3) * cell + cell / 2;
    out.push(
      `<circle class="mark" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(cell * 0.2)}" fill="none" stroke="${COLORS.mark}" stroke-width="${fmt(cell / 12)}"/>`,
    );
  }
  if (options.caption !== undefined)
    out.push(
      `<text class="caption" x="${fmt(margin + side / 2)}" y="${fmt(margin + side + cell * 0.65)}" font-size="${coordSize}" fill="${COLORS.coordinate}" text-anchor="middle" dominant-baseline="central">${escapeXml(options.caption)}</text>`,
    );
  out.push('</svg>');
  return `${out.join('\n')}\n`;
};

/** Text as SVG content: markup characters escaped, and the control characters XML 1.0 forbids
 * (all below U+0020 but tab, newline and return) dropped, since no escape can write them. */
const escapeXml = (text: string): string =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to drop
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
