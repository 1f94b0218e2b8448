/**
 * How an exercise is answered and what it says back (ExerciseBlock in parts.tsx): Check and Clear for
 * squares picked on the board, a button per option, a typed answer, and the feedback line with Show
 * the answer after a wrong one.
 */
import { useState } from 'preact/hooks';
import { format } from '../i18n/i18n.js';
import type { ChoiceExercise, Verdict } from './lessons.js';
import type { LearnText } from './text-en.js';

/** The words of one exercise: its prompt, its feedback and its options. */
export type ExerciseWords = Readonly<Record<string, string>>;

/** What an exercise shows: a verdict (its feedback and rings), or the solver at work. */
export type Shown =
  | { readonly verdict: Verdict; readonly revealed: boolean }
  | 'checking'
  | 'failed'
  | undefined;

/** Check the squares picked, or clear them. */
export function PickButtons(props: {
  text: LearnText;
  checking: boolean;
  nothingPicked: boolean;
  onCheck: () => void;
  onClear: () => void;
}) {
  return (
    <div class="row">
      <button type="button" class="primary" disabled={props.checking} onClick={props.onCheck}>
        {props.text.check}
      </button>
      <button type="button" disabled={props.nothingPicked} onClick={props.onClear}>
        {props.text.clear}
      </button>
    </div>
  );
}

/** A button per option of a choice. */
export function Choices(props: {
  exercise: ChoiceExercise;
  words: ExerciseWords;
  checking: boolean;
  onChoose: (option: string) => void;
}) {
  const { exercise, words } = props;
  return (
    <fieldset class="choices">
      <legend class="sr-only">{words.prompt}</legend>
      {exercise.options.map((option) => (
        <button
          key={option}
          type="button"
          data-option={option}
          disabled={props.checking}
          onClick={() => props.onChoose(option)}
        >
          {format(words[`option-${option}`] ?? option, exercise.optionValues)}
        </button>
      ))}
    </fieldset>
  );
}

/** A typed answer, e.g. a move list, and Check. */
export function TypedAnswer(props: { text: LearnText; onAnswer: (typed: string) => void }) {
  const [typed, setTyped] = useState('');
  const { text } = props;
  return (
    <form
      class="row answer"
      onSubmit={(e) => {
        e.preventDefault();
        props.onAnswer(typed);
      }}
    >
      <label>
        <span class="sr-only">{text.answerLabel}</span>
        <input
          type="text"
          value={typed}
          autoComplete="off"
          spellcheck={false}
          placeholder="f5d6…"
          aria-label={text.answerLabel}
          onInput={(e) => setTyped((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <button type="submit" class="primary">
        {text.check}
      </button>
    </form>
  );
}

/** The feedback on the last answer (or that it is being checked), and Show the answer after a wrong one. */
export function Feedback(props: {
  text: LearnText;
  shown: Shown;
  /** The feedback's words, filled in. */
  said: string;
  canReveal: boolean;
  onReveal: () => void;
}) {
  const { text, shown } = props;
  const verdict = typeof shown === 'object' ? shown.verdict : undefined;
  return (
    <div class="feedback-row">
      <p
        class="feedback"
        role="status"
        data-feedback={
          shown === 'checking'
            ? 'checking'
            : verdict
              ? verdict.ok
                ? typeof shown === 'object' && shown.revealed
                  ? 'answer'
                  : 'right'
                : 'wrong'
              : undefined
        }
      >
        {shown === 'checking' && text.checking}
        {shown === 'failed' && text.solverFailed}
        {verdict && (
          <>
            <span class="verdict-mark" aria-hidden="true">
              {verdict.ok ? '✓ ' : '✗ '}
            </span>
            {props.said}
          </>
        )}
      </p>
      {props.canReveal && (
        <button type="button" onClick={props.onReveal}>
          {text.showAnswer}
        </button>
      )}
    </div>
  );
}
