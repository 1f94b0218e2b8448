import { describe, expect, it } from 'vitest';
import { Position, type Square, type SquareName, square, unwrap } from '../../core/index.js';
import { svgToPng } from './png.js';
import { diagramGeometry, makeSvgDiagram } from './svg.js';
import { renderBoard } from './terminal.js';

/** The position after f5 d6 c3 (3 plies of the tiger opening) and each move's square in order. */
const afterMoves = (names: string[]): { position: Position; numbers: Map<Square, number> } => {
  let position = Position.initial();
  const numbers = new Map<Square, number>();
  for (const [i, name] of names.entries()) {
    const s = square(name as 'f5');
    position = unwrap(position.play(s)).position;
    numbers.set(s, i + 1);
  }
  return { position, numbers };
};

const count = (text: string, pattern: RegExp): number => (text.match(pattern) ?? []).length;

describe('renderBoard', () => {
  it('draws the start position as plain text with coordinates and no escape codes', () => {
    const text = renderBoard(Position.initial());
    expect(text.split('\n')).toEqual([
      '   a b c d e f g h',
      ' 1 . . . . . . . .',
      ' 2 . . . . . . . .',
      ' 3 . . . . . . . .',
      ' 4 . . . O X . . .',
      ' 5 . . . X O . . .',
      ' 6 . . . . . . . .',
      ' 7 . . . . . . . .',
      ' 8 . . . . . . . .',
    ]);
    expect(text).not.toContain('\u001b');
  });

  it('draws a 6x6 board with six columns', () => {
    const lines = renderBoard(Position.initial({ rules: 'standard', size: 6 })).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('   a b c d e f');
    expect(lines[3]).toBe(' 3 . . O X . .');
  });

  it('colours the board and marks the legal moves in ANSI mode', () => {
    const start = Position.initial();
    const text = renderBoard(start, { ansi: true, marks: start.legalMoves() });
    expect(text).toContain('\u001b[42m');
    expect(count(text, /\u00b7/g)).toBe(4); // d3, c4, f5, e6
    expect(count(text, /\u25cf/g)).toBe(4);
  });
});

describe('makeSvgDiagram', () => {
  const { position, numbers } = afterMoves(['f5', 'd6', 'c3']);

  it('has 64 squares, one circle per disc, both coordinate sets and the dots', () => {
    const svg = makeSvgDiagram(position);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(count(svg, /class="square"/g)).toBe(64);
    expect(count(svg, /class="disc black"/g)).toBe(position.count('black'));
    expect(count(svg, /class="disc white"/g)).toBe(position.count('white'));
    expect(count(svg, /class="coordinate"/g)).toBe(16);
    expect(count(svg, /class="dot"/g)).toBe(4);
    expect(svg).not.toContain('class="number"');
  });

  it('writes move numbers on the played discs only and rings the marked squares', () => {
    const svg = makeSvgDiagram(position, { numbers, marks: [square('c4'), square('f5')] });
    const written = [...svg.matchAll(/class="number"[^>]*>(\d+)</g)].map((m) => Number(m[1]));
    expect(written.sort()).toEqual([1, 2, 3]);
    expect(count(svg, /class="mark"/g)).toBe(2);
  });

  it('sizes the picture from the board size and the cell', () => {
    const svg = makeSvgDiagram(Position.initial({ rules: 'standard', size: 4 }), { cell: 50 });
    const { width, height } = diagramGeometry(4, 50, false);
    expect(svg).toContain(`width="${width}" height="${height}"`);
    expect(count(svg, /class="square"/g)).toBe(16);
    expect(count(svg, /class="dot"/g)).toBe(0);
  });

  it("draws the board from White's side: turned a half turn, coordinates included", () => {
    const usual = makeSvgDiagram(position, { numbers, marks: [square('c4')] });
    const turned = makeSvgDiagram(position, { numbers, marks: [square('c4')], view: 'white' });
    const labels = (svg: string): string =>
      [...svg.matchAll(/class="coordinate"[^>]*>(\w)</g)].map((m) => m[1]).join('');
    expect(labels(usual)).toBe('a1b2c3d4e5f6g7h8');
    expect(labels(turned)).toBe('h8g7f6e5d4c3b2a1');
    // h8 takes a1's place at the top left; f5's disc (number 1) is drawn where c4 would be.
    const at = (svg: string, pattern: RegExp): string => pattern.exec(svg)![1];
    expect(at(turned, /data-square="h8" (x="\d+" y="\d+")/)).toBe(
      at(usual, /data-square="a1" (x="\d+" y="\d+")/),
    );
    const centre = (s: SquareName): { cx: number; cy: number } => {
      const { margin } = diagramGeometry(8, 40, false);
      return { cx: margin + (square(s) & 7) * 40 + 20, cy: margin + (square(s) >> 3) * 40 + 20 };
    };
    const f5 = /class="number" x="([\d.]+)" y="([\d.]+)"[^>]*>1</.exec(turned)!;
    expect({ cx: Number(f5[1]), cy: Number(f5[2]) }).toEqual(centre('c4'));
    const mark = /class="mark" cx="([\d.]+)" cy="([\d.]+)"/.exec(turned)!;
    expect({ cx: Number(mark[1]), cy: Number(mark[2]) }).toEqual(centre('f5'));
    expect(count(turned, /class="disc black"/g)).toBe(count(usual, /class="disc black"/g));
  });

  it('escapes the caption', () => {
    expect(makeSvgDiagram(position, { caption: 'a<b & c' })).toContain('a&lt;b &amp; c');
  });

  it('a caption "Rose\\u0007Bill\\u001b" drops the control characters XML cannot hold: the SVG still renders', () => {
    const svg = makeSvgDiagram(position, { caption: 'Rose\u0007Bill\u001b' });
    expect(svg).toContain('>RoseBill</text>');
    // resvg parses the document strictly; invalid XML would throw here.
    expect(Buffer.from(svgToPng(svg, 1)).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});

describe('svgToPng', () => {
  it('renders a PNG whose header gives the SVG size times the scale', () => {
    const svg = makeSvgDiagram(Position.initial());
    const { width, height } = diagramGeometry(8, 40, false);
    const png = Buffer.from(svgToPng(svg, 2));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(width * 2);
    expect(png.readUInt32BE(20)).toBe(height * 2);
  });
});
