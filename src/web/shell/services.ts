/** The page's long-lived parts beside the session: the helpers every view may use (lib/view.ts) and the
 * analysis board, kept while other views show so that a game opened there stays, which the shell
 * hands to the analysis view alone. */
import type { AnalysisBoard } from '../analysis/analysisBoard.js';
import type { Services as ViewServices } from '../lib/view.js';

export interface Services extends ViewServices {
  readonly analysis: AnalysisBoard;
}
