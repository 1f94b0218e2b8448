/**
 * The pieces the Learn pages are built from: their words (loaded for the page's language), the small
 * board with the coach's marks, rings and numbers, a board to try moves on, a lesson's demonstration,
 * and an exercise (its ways of answering and its feedback in answers.tsx). The lessons' data and checks
 * live in lessons.ts.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Bitboard, type Move, PASS, type Position, type Square } from '../../core/index.js';
import { format } from '../i18n/i18n.js';
import type { Language } from '../i18n/language.js';
import { type KeyValueStore, memoryStore } from '../lib/kv.js';
import { Board, type SquareDecor } from '../ui/board.js';
import { colorName } from '../ui/labels.js';
import { CoachPanel } from '../ui/legend.js';
import type { ViewTranslate } from '../ui/messages/index.js';
import { type Overlay, overlayOf } from '../ui/overlay.js';
import { Choices, type ExerciseWords, Feedback, PickButtons, type Shown, TypedAnswer } from './answers.js';
import type { Demo, Exercise, Tools, Verdict } from './lessons.js';
import type { GameShelf, Valuer } from './review.js';
import type { Solver } from './solver.js';
import type { LearnText } from './text-en.js';

const LOADERS: Readonly<Record<Language, () => Promise<LearnText>>> = {
  en: () => import('./text-en.js').then((m) => m.en),
  de: () => import('./text-de.js').then((m) => m.de),
  fr: () => import('./text-fr.js').then((m) => m.fr),
  ja: () => import('./text-ja.js').then((m) => m.ja),
};

/** The Learn pages' words in a language: undefined while they load, `null` if they cannot. */
export const useLearnText = (language: Language): LearnText | undefined | null => {
  const [loaded, setLoaded] = useState<{ language: Language; text: LearnText | null }>();
  useEffect(() => {
    let live = true;
    LOADERS[language]()
      .then((text) => live && setLoaded({ language, text }))
      .catch(() => live && setLoaded({ language, text: null }));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.text : undefined;
};

/** What every Learn view works with. */
export interface LearnContext {
  readonly t: ViewTranslate;
  readonly text: LearnText;
  readonly store: KeyValueStore;
  readonly solver: Solver;
  readonly tools: Tools;
  /** The page's language, e.g. `'fr'` (numbers are written its way). */
  readonly language: Language;
  /** What the texts' placeholders are filled with everywhere: the measured figures (figures.ts) and
   * the number of lessons, e.g. `{ expertHard: '97,5', lessons: '16' }`. */
  readonly values: Readonly<Record<string, string>>;
  /** The player's finished games, as the shell hands them over. */
  readonly games: GameShelf;
  /** Values positions for the review (the analysing engine), started on first use. */
  readonly valuer: Valuer;
}

/** localStorage, or a memory store when the browser refuses it (progress then lasts the visit). */
export const learnStore = (): KeyValueStore => {
  try {
    const store = window.localStorage;
    if (store) return store;
  } catch {
    // Disabled storage: fall through to memory.
  }
  return memoryStore();
};

/** Paragraphs of text, their placeholders filled from `values`. */
export function Paragraphs({
  lines,
  values,
}: {
  lines: readonly string[];
  values?: Readonly<Record<string, string | number>>;
}) {
  return (
    <>
      {lines.map((line) => (
        <p key={line}>{values ? format(line, values) : line}</p>
      ))}
    </>
  );
}

/** Rings and labels on squares, combined with the coach's marks. */
export interface Marks {
  readonly overlay?: Overlay;
  readonly rings?: ReadonlyMap<Square, NonNullable<SquareDecor['ring']>>;
  readonly labels?: ReadonlyMap<Square, { readonly label: string; readonly note: string }>;
}

const decorOf =
  ({ overlay, rings, labels }: Marks) =>
  (square: Square): SquareDecor | undefined => {
    const coach = overlay?.at(square);
    const ring = rings?.get(square);
    const label = labels?.get(square);
    if (!coach && !ring && !label) return undefined;
    return { ...coach, ring, ...label };
  };

export interface MiniBoardProps extends Marks {
  readonly position: Position;
  readonly t: ViewTranslate;
  /** Squares a click plays (dots when `hints`); every square reports clicks through `onPlay`. */
  readonly playable?: Bitboard;
  readonly hints?: boolean;
  readonly lastMove?: Square;
  readonly flipped?: Bitboard;
  /** Changes with each move, so the flip animation plays for it (undefined: no animation). */
  readonly ply?: number;
  readonly onPlay?: (square: Square) => void;
}

/** A board sized for a page of text, with the coach's marks, rings and numbers. */
export function MiniBoard(props: MiniBoardProps) {
  const { position, t, playable, hints, lastMove, flipped, ply, onPlay } = props;
  const decor = useMemo(() => decorOf(props), [props.overlay, props.rings, props.labels]);
  // The Learn pages show every board from Black's side, as the lessons' texts name the squares.
  const side = useMemo(() => ({ turned: false, size: position.variant.size }), [position.variant.size]);
  return (
    <div class={`learn-board size-${position.variant.size}`}>
      <Board
        position={position}
        playable={playable ?? Bitboard.EMPTY}
        hints={hints ?? false}
        lastMove={lastMove}
        placed={lastMove}
        flipped={flipped ?? Bitboard.EMPTY}
        animate={ply !== undefined}
        ply={ply ?? 0}
        yourTurn={false}
        refused={undefined}
        side={side}
        t={t}
        onPlay={onPlay ?? (() => {})}
        decor={decor}
        mini
      />
    </div>
  );
}

/** A position with the moves tried on it: either colour's legal moves play, forced passes are played,
 * and it can be set back. */
export const useSandbox = (start: Position) => {
  const [line, setLine] = useState<{ positions: Position[]; moves: Move[]; flipped: Bitboard }>({
    positions: [start],
    moves: [],
    flipped: Bitboard.EMPTY,
  });
  // A new start (another lesson) begins a new line.
  useEffect(() => setLine({ positions: [start], moves: [], flipped: Bitboard.EMPTY }), [start]);
  const position = line.positions[line.positions.length - 1];
  const play = (square: Square): boolean => {
    const played = position.play(square);
    if (!played.ok) return false;
    const positions = [...line.positions, played.value.position];
    const moves: Move[] = [...line.moves, square];
    let next = played.value.position;
    while (next.mustPass()) {
      const passed = next.pass();
      if (!passed.ok) break;
      next = passed.value;
      positions.push(next);
      moves.push(PASS);
    }
    setLine({ positions, moves, flipped: played.value.flipped });
    return true;
  };
  const lastMove = [...line.moves].reverse().find((m): m is Square => m !== PASS);
  return {
    position,
    play,
    lastMove,
    flipped: line.flipped,
    ply: line.moves.length,
    changed: line.moves.length > 0,
    reset: () => setLine({ positions: [start], moves: [], flipped: Bitboard.EMPTY }),
  };
};

/** What the status line under a sandbox says: whose move, or that the game is over. */
const sandboxStatus = (t: ViewTranslate, text: LearnText, position: Position): string => {
  if (position.isGameOver()) return text.opening.over;
  const color = colorName(t, position.turn);
  return format(position.inPlacementPhase() ? text.opening.toPlace : text.opening.toMove, { color });
};

/** The line under a board the reader plays on: whose move, and a button that sets the board back. */
export function SandboxBar({ sandbox, ctx }: { sandbox: ReturnType<typeof useSandbox>; ctx: LearnContext }) {
  return (
    <div class="row">
      <span>{sandboxStatus(ctx.t, ctx.text, sandbox.position)}</span>
      <button type="button" disabled={!sandbox.changed} onClick={sandbox.reset}>
        {ctx.text.setBack}
      </button>
    </div>
  );
}

/** The figures under a demonstration, e.g. `{discBlack}`. */
export const demoValues = (position: Position, overlay: Overlay): Record<string, number> => ({
  discBlack: position.count('black'),
  discWhite: position.count('white'),
  moveBlack: overlay.counts.mobility.black,
  moveWhite: overlay.counts.mobility.white,
  stableBlack: overlay.counts.stable.black,
  stableWhite: overlay.counts.stable.white,
});

/** A lesson's demonstration: a board with the overlay of the idea, its legend and a caption. */
export function DemoBlock({ demo, caption, ctx }: { demo: Demo; caption: string; ctx: LearnContext }) {
  const sandbox = useSandbox(demo.position);
  const position = demo.playable ? sandbox.position : demo.position;
  const overlay = useMemo(() => overlayOf(position, demo.overlay), [position, demo.overlay]);
  return (
    <figure class="demo" data-demo={demo.id}>
      <div class="demo-board">
        <MiniBoard
          position={position}
          t={ctx.t}
          overlay={overlay}
          playable={demo.playable ? position.legalMoves() : undefined}
          lastMove={demo.playable ? (sandbox.lastMove ?? demo.lastMove) : demo.lastMove}
          flipped={demo.playable ? sandbox.flipped : undefined}
          ply={demo.playable && sandbox.changed ? sandbox.ply : undefined}
          onPlay={demo.playable ? (s) => void sandbox.play(s) : undefined}
        />
        <CoachPanel overlay={overlay} t={ctx.t} only={demo.overlay} heading="h3" />
      </div>
      <figcaption>
        <p>{caption}</p>
        <p class="muted demo-counts">{format(ctx.text.demoCounts, demoValues(position, overlay))}</p>
        {demo.playable && <SandboxBar sandbox={sandbox} ctx={ctx} />}
      </figcaption>
    </figure>
  );
}

/** The words of one exercise, as the lessons and the review hand them over. */
export type { ExerciseWords } from './answers.js';

export interface ExerciseProps {
  readonly exercise: Exercise;
  readonly words: ExerciseWords;
  readonly ctx: LearnContext;
  readonly solved: boolean;
  /** Called when the exercise is answered rightly. */
  readonly onSolved: () => void;
  /** Shown beside the board, e.g. a transcript sheet to read. */
  readonly aside?: ComponentChildren;
}

/** One exercise: the question, the board or the options, Check, the feedback, and the answer on request. */
export function ExerciseBlock({ exercise, words, ctx, solved, onSolved, aside }: ExerciseProps) {
  const [shown, setShown] = useState<Shown>();
  const [picked, setPicked] = useState(Bitboard.EMPTY);
  const [answered, setAnswered] = useState(false);
  const position = exercise.position;

  // Answers are not taken while one is being checked, so verdicts never cross.
  const judge = async (verdict: Verdict | Promise<Verdict>, revealed = false) => {
    setShown('checking');
    try {
      const v = await verdict;
      setShown({ verdict: v, revealed });
      if (!revealed) setAnswered(true);
      if (v.ok && !revealed) onSolved();
    } catch {
      setShown('failed');
    }
  };

  const verdict = typeof shown === 'object' ? shown.verdict : undefined;
  const rightNow = verdict?.ok === true;
  const overlay = useMemo(
    () => overlayOf(position, rightNow ? (exercise.overlay ?? []) : []),
    [position, rightNow, exercise.overlay],
  );
  const rings = useMemo(() => {
    const map = new Map<Square, NonNullable<SquareDecor['ring']>>();
    if (exercise.kind !== 'choice' && exercise.kind !== 'text' && exercise.marked !== undefined)
      map.set(exercise.marked, 'hint');
    if (exercise.kind === 'pick' && !verdict) for (const s of picked.toArray()) map.set(s, 'pick');
    for (const s of verdict?.wrong ?? []) map.set(s, 'wrong');
    for (const s of verdict?.right ?? []) map.set(s, 'right');
    return map;
  }, [verdict, picked, exercise]);

  const onSquare = (square: Square) => {
    if (shown === 'checking') return;
    if (exercise.kind === 'square') void judge(exercise.check(square, ctx.tools));
    else if (exercise.kind === 'pick') {
      if (!position.occupied().has(square)) return;
      setShown(undefined);
      setPicked((p) => (p.has(square) ? p.without(square) : p.with(square)));
    }
  };

  const said = verdict
    ? format(
        words[verdict.say] ?? (ctx.text as unknown as Record<string, string>)[verdict.say] ?? '',
        verdict.values,
      )
    : '';

  return (
    <section class="exercise" data-exercise={exercise.id} data-solved={solved ? 'true' : undefined}>
      <h3>
        {ctx.text.exercise}
        {solved && <span class="badge">{ctx.text.solved}</span>}
      </h3>
      <p class="prompt">{words.prompt}</p>
      <div class="exercise-body">
        <MiniBoard
          position={position}
          t={ctx.t}
          overlay={overlay}
          rings={rings}
          hints={exercise.kind === 'square'}
          playable={exercise.kind === 'square' ? position.legalMoves() : undefined}
          onPlay={exercise.kind === 'square' || exercise.kind === 'pick' ? onSquare : undefined}
        />
        {aside}
      </div>
      {exercise.kind === 'pick' && (
        <PickButtons
          text={ctx.text}
          checking={shown === 'checking'}
          nothingPicked={picked.isEmpty()}
          onCheck={() => void judge(exercise.check(picked))}
          onClear={() => {
            setPicked(Bitboard.EMPTY);
            setShown(undefined);
          }}
        />
      )}
      {exercise.kind === 'choice' && (
        <Choices
          exercise={exercise}
          words={words}
          checking={shown === 'checking'}
          onChoose={(option) => void judge(exercise.check(option, ctx.tools))}
        />
      )}
      {exercise.kind === 'text' && (
        <TypedAnswer text={ctx.text} onAnswer={(typed) => void judge(exercise.check(typed))} />
      )}
      <Feedback
        text={ctx.text}
        shown={shown}
        said={said}
        canReveal={answered && verdict !== undefined && !verdict.ok}
        onReveal={() => void judge(exercise.reveal(ctx.tools), true)}
      />
    </section>
  );
}
