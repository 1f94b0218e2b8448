/**
 * "Your mistakes" on the puzzles page: the user's own mistakes that the analysis board's review kept
 * (lib/mistakes.ts, which Learn reads without importing the analysis), listed with the solved ones
 * marked; `#/puzzles?mistake=<id>` sets one: the position before the mistake, and a click on any of the
 * best moves (by the review's values) solves it.
 */
import { useMemo, useState } from 'preact/hooks';
import { makeSquare, type Square } from '../../core/index.js';
import { loadMistakes, type MistakePuzzle, markSolved, positionOf } from '../lib/mistakes.js';
import { routeHash } from '../lib/router.js';
import { colorName } from '../ui/labels.js';
import { type LearnContext, MiniBoard } from './parts.js';

const KINDS = { inaccuracy: 'kindInaccuracy', mistake: 'kindMistake', blunder: 'kindBlunder' } as const;

/** The list, or the puzzle `id` names. */
export function YourMistakes({ ctx, id }: { ctx: LearnContext; id: string | undefined }) {
  const [loaded, setLoaded] = useState(() => loadMistakes(ctx.store));
  const puzzle = loaded.puzzles.find((p) => p.id === id);
  const { t } = ctx;
  if (puzzle)
    return (
      <MistakePage
        key={puzzle.id}
        puzzle={puzzle}
        ctx={ctx}
        onSolved={() => setLoaded(loadMistakes(ctx.store))}
      />
    );
  return (
    <section class="your-mistakes" data-testid="your-mistakes" aria-labelledby="your-mistakes">
      <h2 id="your-mistakes">{t('yourMistakes')}</h2>
      <p class="muted">{loaded.puzzles.length > 0 ? t('yourMistakesIntro') : t('noMistakePuzzles')}</p>
      {loaded.problems.length > 0 && (
        <p class="notice" role="status">
          {t('mistakesUnread', { problems: loaded.problems.join('; ') })}
        </p>
      )}
      {loaded.puzzles.length > 0 && (
        <ul class="mistake-puzzles">
          {[...loaded.puzzles].reverse().map((p) => (
            <li key={p.id} data-mistake={p.id} data-solved={p.solved ? '' : undefined}>
              <a href={routeHash('puzzles', { mistake: p.id })}>
                {t('mistakePuzzleItem', { kind: t(KINDS[p.kind]), played: p.played, loss: p.loss })}
              </a>
              {p.solved && <span class="solved-mark"> ✓ {t('mistakeSolvedMark')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MistakePage(props: { puzzle: MistakePuzzle; ctx: LearnContext; onSolved: () => void }) {
  const { puzzle, ctx } = props;
  const { t } = ctx;
  const position = useMemo(() => positionOf(puzzle)!, [puzzle]);
  const [said, setSaid] = useState<{ text: string; solved: boolean }>();
  const play = (square: Square) => {
    if (!position.legalMoves().has(square)) return;
    const move = makeSquare(square);
    if (puzzle.best.includes(move)) {
      markSolved(ctx.store, puzzle.id);
      props.onSolved();
      setSaid({ text: t('mistakeFound', { move }), solved: true });
    } else
      setSaid({
        text: t(move === puzzle.played ? 'mistakePlayedAgain' : 'mistakeAgain', { move }),
        solved: false,
      });
  };
  return (
    <section class="mistake-puzzle" data-testid="mistake-puzzle" aria-labelledby="mistake-title">
      <p>
        <a href={routeHash('puzzles')}>{t('backToMistakes')}</a>
      </p>
      <h2 id="mistake-title">{t('mistakePuzzleTitle', { color: colorName(t, position.turn) })}</h2>
      <MiniBoard position={position} t={t} playable={position.legalMoves()} hints onPlay={play} />
      <p role="status" data-testid="mistake-verdict" data-solved={said?.solved ? '' : undefined}>
        {said?.text ?? ''}
      </p>
    </section>
  );
}
