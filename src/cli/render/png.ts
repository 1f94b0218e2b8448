/**
 * PNG diagrams: the SVG diagram rasterised by resvg. resvg draws text only with fonts it has been
 * given, so DejaVu Sans (Debian's fonts-dejavu-core) is loaded by file when present; system fonts are
 * the fallback, and without any font the coordinates and numbers are simply missing from the picture.
 */
import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { DIAGRAM_FONT } from './svg.js';

/** Where Debian installs the diagram font. */
export const DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_SANS_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** True when the diagram font file is installed (PNG text needs it or a system font). */
export const hasDiagramFont = (): boolean => existsSync(DEJAVU_SANS);

/** Rasterises an SVG document to PNG bytes, `scale` pixels per SVG unit (e.g. 2 for print). */
export const svgToPng = (svg: string, scale = 1): Uint8Array => {
  const fontFiles = [DEJAVU_SANS, DEJAVU_SANS_BOLD].filter((f) => existsSync(f));
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: DIAGRAM_FONT },
  });
  return resvg.render().asPng();
};
