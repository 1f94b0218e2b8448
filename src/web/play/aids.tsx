/**
 * What the computer and its hints play without, said on the game screen (ui/aids.tsx draws it): the
 * opening book, which Hard and Expert open with (they search their first moves instead), and the learned
 * evaluation, which Expert plays with and the hints search with (the hand-written one plays instead).
 */
import type { EngineAids } from '../../engine/index.js';
import { type AidLine, AidsNotice, missingAids } from '../ui/aids.js';
import type { GameState } from './controller.js';
import type { PlayTranslate } from './messages/index.js';

/** The notice for the game in play and, once a hint was asked, for the engine of the hints. */
export function PlayAids({
  state,
  hintAids,
  t,
}: {
  state: GameState;
  hintAids: EngineAids | undefined;
  t: PlayTranslate;
}) {
  const opponent = state.setup.opponent;
  const needed =
    opponent === 'expert' ? (['book', 'weights'] as const) : opponent === 'hard' ? ['book' as const] : [];
  const missing = missingAids(state.aids, needed);
  const lines: AidLine[] = [];
  if (missing.includes('book')) lines.push({ aid: 'book', text: t('aidBookMissing') });
  if (missing.includes('weights')) lines.push({ aid: 'weights', text: t('aidWeightsMissing') });
  else if (opponent !== 'human' && missingAids(hintAids, ['weights']).length > 0)
    lines.push({ aid: 'hint-weights', text: t('aidHintWeightsMissing') });
  return <AidsNotice lines={lines} t={t} />;
}
