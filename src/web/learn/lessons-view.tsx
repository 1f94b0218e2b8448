/**
 * The lessons (`#/learn`): the list, each lesson under `#/learn?lesson=<id>` with its text, boards and
 * exercises, and the progress kept in the browser.
 */
import { useEffect, useState } from 'preact/hooks';
import { format } from '../i18n/i18n.js';
import { routeHash } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { type Block, EXERCISE_IDS, LESSONS, type Lesson, lessonOf } from './lessons.js';
import { DemoBlock, ExerciseBlock, type ExerciseWords, type LearnContext, Paragraphs } from './parts.js';
import { LEARN_KEYS, type LessonProgress, loadLessons, recordExercise } from './progress.js';
import { ReviewWidget } from './review-view.js';
import { LearnShell } from './shell.js';
import type { LearnText } from './text-en.js';
import {
  OpeningsWidget,
  Proof4Widget,
  Proof6Widget,
  ReversiOpeningWidget,
  SheetTable,
  TranscriptWidget,
} from './widgets.js';

type LessonWords = LearnText['lessons'][keyof LearnText['lessons']];

const wordsOf = (text: LearnText, lesson: Lesson): LessonWords => text.lessons[lesson.id];

/** The lessons' progress, kept in step with other tabs. */
const useLessonProgress = (ctx: LearnContext) => {
  const [loaded, setLoaded] = useState(() => loadLessons(ctx.store, EXERCISE_IDS));
  const [notice, setNotice] = useState(loaded.reset);
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.key === LEARN_KEYS.lessons || event.key === null)
        setLoaded(loadLessons(ctx.store, EXERCISE_IDS));
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [ctx.store]);
  const record = (lesson: string, exercise: string) =>
    setLoaded({ value: recordExercise(ctx.store, EXERCISE_IDS, lesson, exercise), reset: false });
  return { progress: loaded.value, notice, dismiss: () => setNotice(false), record };
};

const isDone = (progress: LessonProgress, lesson: Lesson): boolean =>
  EXERCISE_IDS[lesson.id].every((id) => progress[lesson.id]?.includes(id));

export function LessonsView(props: ViewProps) {
  return (
    <LearnShell view={props} name="learn">
      {(ctx) => <Lessons ctx={ctx} lessonId={props.route.params.lesson} />}
    </LearnShell>
  );
}

function Lessons({ ctx, lessonId }: { ctx: LearnContext; lessonId: string | undefined }) {
  const { progress, notice, dismiss, record } = useLessonProgress(ctx);
  const lesson = lessonOf(lessonId);
  useEffect(() => window.scrollTo(0, 0), [lesson?.id]);
  return (
    <>
      {notice && (
        <div class="notice" role="status">
          <p>{ctx.text.noticeLessons}</p>
          <button type="button" onClick={dismiss}>
            {ctx.t('dismiss')}
          </button>
        </div>
      )}
      {lesson ? (
        <LessonPage key={lesson.id} lesson={lesson} ctx={ctx} progress={progress} onSolved={record} />
      ) : (
        <LessonList ctx={ctx} progress={progress} />
      )}
    </>
  );
}

function LessonList({ ctx, progress }: { ctx: LearnContext; progress: LessonProgress }) {
  const done = LESSONS.filter((l) => isDone(progress, l)).length;
  return (
    <section class="lesson-index">
      <h2>{ctx.text.learnTitle}</h2>
      <p>{format(ctx.text.learnIntro, ctx.values)}</p>
      <p class="muted" data-testid="lessons-done">
        {format(ctx.text.lessonsDone, { done, total: LESSONS.length })}
      </p>
      <ol class="lesson-list">
        {LESSONS.map((lesson, i) => {
          const words = wordsOf(ctx.text, lesson);
          const finished = isDone(progress, lesson);
          return (
            <li key={lesson.id} data-lesson={lesson.id} data-done={finished ? 'true' : undefined}>
              <a href={routeHash('learn', { lesson: lesson.id })}>
                <span class="lesson-number">{format(ctx.text.lessonNumber, { n: i + 1 })}</span>
                <span class="lesson-title">{words.title}</span>
                <span class="lesson-summary">{words.summary}</span>
                {finished && <span class="badge">✓ {ctx.text.lessonDone}</span>}
              </a>
            </li>
          );
        })}
      </ol>
      <p class="learn-links">
        <a href={routeHash('learn/faq')}>{ctx.text.faqLink}</a>
        <a href={routeHash('puzzles')}>{ctx.text.puzzlesLink}</a>
      </p>
    </section>
  );
}

function LessonPage(props: {
  lesson: Lesson;
  ctx: LearnContext;
  progress: LessonProgress;
  onSolved: (lesson: string, exercise: string) => void;
}) {
  const { lesson, ctx, progress, onSolved } = props;
  const words = wordsOf(ctx.text, lesson);
  const index = LESSONS.indexOf(lesson);
  const next = LESSONS[index + 1];
  return (
    <article class="lesson" data-lesson-page={lesson.id}>
      {/* The lesson's top link is a plain paragraph: one navigation landmark a page (axe: landmark-unique). */}
      <p class="lesson-nav">
        <a href={routeHash('learn')}>← {ctx.text.allLessons}</a>
      </p>
      <p class="lesson-number">{format(ctx.text.lessonNumber, { n: index + 1 })}</p>
      <h2>{words.title}</h2>
      {lesson.blocks.map((block, i) => (
        <BlockView
          // Blocks never move, so their place is a stable key.
          key={`${lesson.id}-${i}`}
          block={block}
          lesson={lesson}
          words={words}
          ctx={ctx}
          solved={(id) => progress[lesson.id]?.includes(id) ?? false}
          onSolved={(id) => onSolved(lesson.id, id)}
        />
      ))}
      <nav class="lesson-nav end">
        <a href={routeHash('learn')}>← {ctx.text.allLessons}</a>
        {next && (
          <a href={routeHash('learn', { lesson: next.id })} class="next">
            {format(ctx.text.nextLesson, { title: wordsOf(ctx.text, next).title })} →
          </a>
        )}
      </nav>
    </article>
  );
}

function BlockView(props: {
  block: Block;
  lesson: Lesson;
  words: LessonWords;
  ctx: LearnContext;
  solved: (id: string) => boolean;
  onSolved: (id: string) => void;
}) {
  const { block, words, ctx } = props;
  switch (block.kind) {
    case 'text':
      return (
        <Paragraphs
          lines={(words.text as Record<string, readonly string[]>)[block.key] ?? []}
          values={ctx.values}
        />
      );
    case 'demo':
      return (
        <DemoBlock
          demo={block.demo}
          caption={(words.demos as Record<string, string>)[block.demo.id] ?? ''}
          ctx={ctx}
        />
      );
    case 'exercise': {
      const e = block.exercise;
      return (
        <ExerciseBlock
          exercise={e}
          words={(words.exercises as Record<string, ExerciseWords>)[e.id]}
          ctx={ctx}
          solved={props.solved(e.id)}
          onSolved={() => props.onSolved(e.id)}
          aside={e.sheet ? <SheetTable ctx={ctx} /> : undefined}
        />
      );
    }
    case 'widget':
      switch (block.widget) {
        case 'transcript':
          return <TranscriptWidget ctx={ctx} />;
        case 'proof-4x4':
          return <Proof4Widget ctx={ctx} />;
        case 'proof-6x6':
          return <Proof6Widget ctx={ctx} />;
        case 'reversi-opening':
          return <ReversiOpeningWidget ctx={ctx} />;
        case 'openings':
          return <OpeningsWidget ctx={ctx} />;
        case 'review':
          return (
            <ReviewWidget
              ctx={ctx}
              words={(words.exercises as Record<string, ExerciseWords>).replay}
              solved={props.solved('replay')}
              onSolved={() => props.onSolved('replay')}
            />
          );
      }
  }
}
