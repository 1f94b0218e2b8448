/**
 * The Learn section's entry: the lessons, the FAQ and the puzzles. The page loads this chunk (and its
 * stylesheet) only when one of them opens, so the game's first visit does not carry them.
 */
import './learn.css';

export { FaqView } from './faq.js';
export { LessonsView } from './lessons-view.js';
export { PuzzlesView } from './puzzles-view.js';
