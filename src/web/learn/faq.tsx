/**
 * The questions beginners ask (`#/learn/faq`), each a `[data-faq]` section; where a board helps, a live
 * one shows the position the answer speaks of, and Show plays the move it describes.
 */
import { useMemo, useState } from 'preact/hooks';
import { Position, type Square, square } from '../../core/index.js';
import { LEVEL_SETTINGS } from '../../engine/index.js';
import { routeHash } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { FEW_POSITION, FINISHED, MOST, PASSING, WHICH, WHICH_MOVE } from './lessons.js';
import { type LearnContext, MiniBoard, Paragraphs } from './parts.js';
import { LearnShell } from './shell.js';
import type { LearnText } from './text-en.js';

type FaqId = keyof LearnText['faq']['items'];

/** A board beside an answer: a position, a ringed square, and a move that Show plays. */
interface FaqBoard {
  readonly position: Position;
  readonly ring?: { readonly square: Square; readonly kind: 'hint' | 'wrong' };
  readonly move?: Square;
}

/** The questions in the order beginners meet them, with their boards. */
export const FAQ: readonly { readonly id: FaqId; readonly board?: FaqBoard; readonly lesson?: string }[] = [
  { id: 'othello-reversi', lesson: 'variants' },
  { id: 'illegal', board: { position: Position.initial(), ring: { square: square('c3'), kind: 'wrong' } } },
  {
    id: 'lines',
    board: { position: MOST, ring: { square: square('d1'), kind: 'hint' }, move: square('d1') },
  },
  { id: 'chain', board: { position: WHICH, ring: { square: WHICH_MOVE, kind: 'hint' }, move: WHICH_MOVE } },
  { id: 'choose-flips' },
  { id: 'no-move', board: { position: PASSING } },
  { id: 'pass-by-choice' },
  { id: 'computer-twice', board: { position: PASSING } },
  { id: 'early-end', board: { position: FINISHED } },
  { id: 'scoring', board: { position: FINISHED }, lesson: 'ending' },
  { id: 'corner-wins', board: { position: FEW_POSITION }, lesson: 'corners' },
  { id: 'many-early', lesson: 'fallacy' },
  { id: 'levels' },
  { id: 'which-level' },
  { id: 'accounts' },
  { id: 'undo-reload' },
  { id: 'opening', lesson: 'small-boards' },
];

/** What the answer on levels fills in from the levels' own settings. */
const levelValues = {
  hardDepth: LEVEL_SETTINGS.hard.depth,
  hardExact: LEVEL_SETTINGS.hard.exactEmpties,
  expertSeconds: LEVEL_SETTINGS.expert.timeMs / 1000,
  expertExact: LEVEL_SETTINGS.expert.exactEmpties,
};

export function FaqView(props: ViewProps) {
  return (
    <LearnShell view={props} name="faq">
      {(ctx) => <Faq ctx={ctx} />}
    </LearnShell>
  );
}

function Faq({ ctx }: { ctx: LearnContext }) {
  const words = ctx.text.faq;
  return (
    <article class="faq">
      <nav class="lesson-nav">
        <a href={routeHash('learn')}>← {ctx.text.allLessons}</a>
      </nav>
      <h2>{words.title}</h2>
      <p>{words.intro}</p>
      {FAQ.map((item) => {
        const entry = words.items[item.id] as { q: string; a: readonly string[]; board?: string };
        return (
          <section key={item.id} class="faq-item" data-faq={item.id} aria-labelledby={`faq-${item.id}`}>
            <h3 id={`faq-${item.id}`}>{entry.q}</h3>
            <Paragraphs lines={entry.a} values={{ ...levelValues, ...ctx.values }} />
            {item.board && <FaqBoardView board={item.board} caption={entry.board ?? ''} ctx={ctx} />}
            {item.lesson && (
              <p>
                <a href={routeHash('learn', { lesson: item.lesson })}>
                  {ctx.text.lessons[item.lesson as keyof LearnText['lessons']].title} →
                </a>
              </p>
            )}
          </section>
        );
      })}
    </article>
  );
}

function FaqBoardView({ board, caption, ctx }: { board: FaqBoard; caption: string; ctx: LearnContext }) {
  const [shown, setShown] = useState(false);
  const played = useMemo(() => {
    if (!board.move) return undefined;
    const next = board.position.play(board.move);
    return next.ok ? next.value : undefined;
  }, [board]);
  const rings = useMemo(
    () => new Map(board.ring && !shown ? [[board.ring.square, board.ring.kind] as const] : []),
    [board, shown],
  );
  return (
    <figure class="demo faq-board">
      <MiniBoard
        position={shown && played ? played.position : board.position}
        t={ctx.t}
        rings={rings}
        lastMove={shown ? board.move : undefined}
        flipped={shown ? played?.flipped : undefined}
        ply={shown ? 1 : undefined}
      />
      <figcaption>
        <p>{caption}</p>
        {played && (
          <button type="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? ctx.text.setBack : `${ctx.text.faq.show}`}
          </button>
        )}
      </figcaption>
    </figure>
  );
}
