/**
 * The committed puzzle file's text, bundled into a chunk of its own that only the puzzles page loads
 * (about 30 KB, so the game's first visit does not carry it).
 */
import text from '../../../data/puzzles/puzzles.obf?raw';

export default text;
