/** The page's long-lived parts beside the session, which views share: the analysis board (kept while
 * other views show, so a game opened there stays), the engine it analyses with, and the game archive
 * (its code, IndexedDB's wrapper and the record checks, fetched on first use). */
import type { AnalysisBoard } from '../analysis/analysisBoard.js';
import type { Analyst } from '../engines/analyst.js';
import type { Archive } from '../lib/archive.js';

export interface Services {
  readonly analysis: AnalysisBoard;
  /** The analysing engine, loaded on first use (the analysis board's, the review's and the hints'). */
  readonly analyst: () => Promise<Analyst>;
  readonly archive: () => Promise<Archive>;
}
