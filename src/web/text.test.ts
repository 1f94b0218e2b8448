import { describe, expect, it } from 'vitest';
import { Position, scoreOf, square } from '../core/index.js';
import { MESSAGES, translator } from './i18n.js';
import { passMessage, resultMessages, squareLabel } from './text.js';

const en = translator('en');

describe('page text', () => {
  it('names squares for screen readers', () => {
    const start = Position.initial();
    expect(squareLabel(en, start, square('d3'), false, false)).toBe('d3, empty');
    expect(squareLabel(en, start, square('d3'), true, false)).toBe('d3, empty, legal move');
    expect(squareLabel(en, start, square('e4'), false, false)).toBe('e4, black');
    expect(squareLabel(en, start, square('d4'), false, true)).toBe('d4, white, last move');
    expect(squareLabel(translator('de'), start, square('d3'), true, false)).toBe('d3, leer, möglicher Zug');
  });

  it('says a pass plainly', () => {
    expect(passMessage(en, 'white')).toBe('White has no legal move and passes. Black plays again.');
    expect(passMessage(translator('fr'), 'black')).toBe(
      'Noir n’a aucun coup possible et passe. Blanc rejoue.',
    );
  });

  it('gives the count, winner first, and the tournament score only when it differs', () => {
    expect(resultMessages(en, scoreOf(23, 41, 0))).toEqual(['Game over. White wins 41–23.']);
    expect(resultMessages(en, scoreOf(30, 20, 14))).toEqual([
      'Game over. Black wins 30–20.',
      'Tournament score (empties to the winner): 44–20.',
    ]);
    expect(resultMessages(en, scoreOf(30, 30, 4))).toEqual([
      'Game over. Draw 30–30.',
      'Tournament score (empties to the winner): 32–32.',
    ]);
  });

  it('Anti-Reversi "White wins 0-13": the empties go to the loser, and the line says so', () => {
    // The wipe-out d3c3b3d2e1d6d7e3f4 played in Anti-Reversi: White, with no disc left, has won.
    const outcome = scoreOf(13, 0, 51, 'anti');
    expect(resultMessages(en, outcome, 'anti')).toEqual([
      'Game over. White wins 0–13.',
      'Tournament score (empties to the loser, as fewer discs win): 0–64.',
    ]);
    expect(resultMessages(translator('de'), outcome, 'anti')[1]).toBe(
      'Turnierwertung (leere Felder an den Verlierer, da weniger Steine gewinnen): 0–64.',
    );
    expect(resultMessages(translator('fr'), outcome, 'anti')[1]).toBe(
      'Score de tournoi (cases vides au perdant, le moins de pions gagnant) : 0–64.',
    );
  });

  it('has every placeholder of English in each translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(MESSAGES.en))
      for (const language of ['de', 'fr'] as const)
        expect(
          placeholders(MESSAGES[language][key as keyof typeof MESSAGES.en]),
          `${language}.${key}`,
        ).toEqual(placeholders(text));
  });
});
