/**
 * The coach's notes for the guided first game, wired here because the shell alone joins features:
 * Learn's coach (learn/first-game.ts) says what a move does, in Learn's words for the page's language,
 * and the game screen shows the note. Both are fetched on first use, so a player who never plays the
 * guided game never loads Learn's words.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Language } from '../i18n/language.js';
import type { LearnText } from '../learn/text-en.js';
import type { Coach } from '../play/first-game.js';

const TEXTS: Readonly<Record<Language, () => Promise<LearnText>>> = {
  en: () => import('../learn/text-en.js').then((m) => m.en),
  de: () => import('../learn/text-de.js').then((m) => m.de),
  fr: () => import('../learn/text-fr.js').then((m) => m.fr),
  ja: () => import('../learn/text-ja.js').then((m) => m.ja),
};

/** The coach in `language`, loaded when `wanted` (a guided game is on); undefined until then, and
 * when Learn's words cannot be fetched (the game is then played without notes). */
export const useCoach = (language: Language, wanted: boolean): Coach | undefined => {
  const [coach, setCoach] = useState<{ language: Language; coach: Coach }>();
  useEffect(() => {
    if (!wanted || coach?.language === language) return;
    let live = true;
    Promise.all([import('../learn/first-game.js'), TEXTS[language]()])
      .then(([{ coachNote, noteWords, FIRST_GAME_NOTES }, text]) => {
        if (live)
          setCoach({
            language,
            coach: {
              notes: FIRST_GAME_NOTES,
              note: (before, move) => noteWords(text, coachNote(before, move)),
            },
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [language, wanted, coach]);
  return coach?.language === language ? coach.coach : undefined;
};
