/** The position editor's two panels beside its board (editor.tsx): setting the position up (what a
 * click places, the start or an empty board, the side to move, the size, what is wrong, Analyse), and
 * playing a game from it. */
import type { BoardSize, Color, Position, Result } from '../../../core/index.js';
import { LEVELS, type Level } from '../../../engine/index.js';
import { colorName } from '../../ui/labels.js';
import type { AnalysisTranslate } from '../messages/index.js';
import { type Draft, type DraftProblem, emptyDraft, resize, startDraft, type Tool } from './editing.js';

/** Who the game from the position is played against: a level, or two players on one device. */
const OPPONENTS: readonly (Level | 'human')[] = [...LEVELS, 'human'];

const TOOLS: readonly Tool[] = ['black', 'white', 'empty'];
const SIZES: readonly BoardSize[] = [8, 6, 4];

/** What is wrong with a draft, in words. */
const problemText = (t: AnalysisTranslate, problem: DraftProblem): string => {
  switch (problem.code) {
    case 'centre':
      return t('editorCentre');
    case 'no-discs':
      return t('editorNoDiscs', { color: colorName(t, problem.color) });
    case 'no-moves':
      return t('editorNoMoves');
  }
};

/** A choice of Black or White, each with its disc. */
function ColorChoice(props: {
  t: AnalysisTranslate;
  legend: string;
  name: string;
  value: Color;
  onChange: (color: Color) => void;
  disabled?: boolean;
}) {
  const { t } = props;
  return (
    <fieldset class="segmented" disabled={props.disabled}>
      <legend>{props.legend}</legend>
      {(['black', 'white'] as Color[]).map((color) => (
        <label key={color}>
          <input
            type="radio"
            name={props.name}
            value={color}
            checked={props.value === color}
            onChange={() => props.onChange(color)}
          />
          <span class={`disc ${color}`} aria-hidden="true" />
          {colorName(t, color)}
        </label>
      ))}
    </fieldset>
  );
}

/** Setting the position up; Analyse takes it to the analysis board once it is a position. */
export function SetupPanel(props: {
  t: AnalysisTranslate;
  draft: Draft;
  checked: Result<Position, DraftProblem>;
  tool: Tool;
  onTool: (tool: Tool) => void;
  onChange: (draft: Draft) => void;
  onAnalyse: (position: Position) => void;
}) {
  const { t, draft, checked, onChange } = props;
  return (
    <section class="status fields">
      <fieldset class="segmented tools">
        <legend>{t('placeWhat')}</legend>
        {TOOLS.map((name) => (
          <label key={name}>
            <input
              type="radio"
              name="tool"
              value={name}
              checked={props.tool === name}
              onChange={() => props.onTool(name)}
            />
            {name === 'empty' ? (
              <span class="disc empty-disc" aria-hidden="true" />
            ) : (
              <span class={`disc ${name}`} aria-hidden="true" />
            )}
            {t(name === 'black' ? 'toolBlack' : name === 'white' ? 'toolWhite' : 'toolEmpty')}
          </label>
        ))}
      </fieldset>
      <div class="row">
        <button type="button" onClick={() => onChange(startDraft(draft.size, draft.turn))}>
          {t('initialPosition')}
        </button>
        <button type="button" onClick={() => onChange(emptyDraft(draft.size, draft.turn))}>
          {t('clearBoard')}
        </button>
      </div>
      <ColorChoice
        t={t}
        legend={t('sideToMove')}
        name="turn"
        value={draft.turn}
        onChange={(color) => onChange({ ...draft, turn: color })}
      />
      <label>
        {t('boardSize')}
        <select
          value={draft.size}
          onChange={(event) =>
            onChange(resize(draft, Number((event.target as HTMLSelectElement).value) as BoardSize))
          }
        >
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {`${size}×${size}`}
            </option>
          ))}
        </select>
      </label>
      <p class={checked.ok ? 'editor-check' : 'editor-check error'} role="status" data-testid="editor-check">
        {checked.ok
          ? checked.value.mustPass()
            ? t('editorPass', { color: colorName(t, draft.turn) })
            : t('editorValid', { color: colorName(t, draft.turn) })
          : problemText(t, checked.error)}
      </p>
      <button
        type="button"
        class="primary"
        disabled={!checked.ok}
        onClick={() => checked.ok && props.onAnalyse(checked.value)}
      >
        {t('analyse')}
      </button>
    </section>
  );
}

/** Playing a game from the position: against whom, with which colour. */
export function PlayPanel(props: {
  t: AnalysisTranslate;
  checked: Result<Position, DraftProblem>;
  opponent: Level | 'human';
  onOpponent: (opponent: Level | 'human') => void;
  humanColor: Color;
  onHumanColor: (color: Color) => void;
  onPlay: (position: Position) => void;
}) {
  const { t, checked, opponent } = props;
  return (
    <section class="status fields">
      <label>
        {t('opponent')}
        <select
          value={opponent}
          onChange={(event) => props.onOpponent((event.target as HTMLSelectElement).value as Level | 'human')}
        >
          {OPPONENTS.map((level) => (
            <option key={level} value={level}>
              {t(level)}
            </option>
          ))}
        </select>
      </label>
      <ColorChoice
        t={t}
        legend={t('colour')}
        name="play-colour"
        value={props.humanColor}
        onChange={props.onHumanColor}
        disabled={opponent === 'human'}
      />
      <button type="button" disabled={!checked.ok} onClick={() => checked.ok && props.onPlay(checked.value)}>
        {t('playFromHere')}
      </button>
    </section>
  );
}
