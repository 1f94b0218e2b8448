import { describe, expect, it } from 'vitest';
import { Position, scoreOf, square } from '../core/index.js';
import type { GameState } from './controller.js';
import { MESSAGES, pluralForm, translator } from './i18n.js';
import { passMessage, refusalMessage, resultMessages, squareLabel, verdict } from './text.js';

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

  it('gives the result in both scorings, winner first: the count and the tournament score', () => {
    expect(resultMessages(en, scoreOf(23, 41, 0))).toEqual([
      'Game over. White wins 41–23.',
      'Tournament score (empties to the winner): 41–23.',
    ]);
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

  it('says why a click did not play, in each language', () => {
    const state = { position: Position.initial() } as GameState;
    expect(refusalMessage(en, 'no-flip', square('c5'), state)).toBe('c5 does not flip any disc.');
    expect(refusalMessage(en, 'occupied', square('d4'), state)).toBe('d4 is taken.');
    expect(refusalMessage(en, 'computer-to-move', square('c4'), state)).toBe(
      'Wait: Black (the computer) is to move.',
    );
    expect(refusalMessage(translator('fr'), 'no-flip', square('c5'), state)).toBe(
      'c5 ne retourne aucun pion.',
    );
    expect(refusalMessage(translator('de'), 'game-over', square('c5'), state)).toBe('Das Spiel ist vorbei.');
  });

  it('heads the result from the human side against the computer, by colour between two players', () => {
    const over = (opponent: 'easy' | 'human', humanColor: 'black' | 'white', black: number, white: number) =>
      ({ setup: { opponent, humanColor }, outcome: scoreOf(black, white, 0) }) as GameState;
    expect(verdict(en, over('easy', 'white', 23, 41))).toBe('You won!');
    expect(verdict(en, over('easy', 'black', 23, 41))).toBe('You lost.');
    expect(verdict(en, over('human', 'black', 23, 41))).toBe('White wins');
    expect(verdict(translator('fr'), over('human', 'black', 32, 32))).toBe('Match nul');
  });

  it('uses distinct words for Undo and Cancel, and plural forms for streaks', () => {
    for (const language of ['en', 'de', 'fr'] as const)
      expect(MESSAGES[language].undo, language).not.toBe(MESSAGES[language].cancel);
    expect(pluralForm('en', 1)).toBe('one');
    expect(pluralForm('en', 3)).toBe('many');
    expect(pluralForm('fr', 1)).toBe('one');
    expect(translator('de')('streakWonMany', { n: 3 })).toBe('3 Siege');
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
