import { describe, expect, it } from 'vitest';
import { cataloguesOf, MESSAGES, translator } from '../../../tests/support/messages.js';
import { Position, scoreOf, square } from '../../core/index.js';
import { pluralForm } from '../i18n/i18n.js';
import { LANGUAGES } from '../i18n/language.js';
import { squareLabel } from '../ui/labels.js';
import type { GameState } from './controller.js';
import { openingRule, passMessage, progressText, refusalMessage, resultMessages, verdict } from './words.js';

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

  it('writes the running score in whole discs, as the analysis board does (#25)', () => {
    // The engine reports midgame scores with fractions (+3.86, +62.03 was seen while solving).
    expect(progressText(en, { depth: 12, score: 3.86 })).toBe('depth 12, score +4');
    expect(progressText(en, { depth: 9, score: 3.2 })).toBe('depth 9, score +3');
    expect(progressText(en, { depth: 20, score: -0.4 })).toBe('depth 20, score 0');
    expect(progressText(en, { depth: 0, score: 0, book: true })).toBe('from the opening book, score 0');
  });

  it('says a pass plainly', () => {
    expect(passMessage(en, 'white')).toBe('White has no legal move and passes. Black plays again.');
    expect(passMessage(translator('fr'), 'black')).toBe(
      'Noir n’a aucun coup possible et passe. Blanc rejoue.',
    );
  });

  it('gives the result in both scorings, winner first: the count and the tournament score', () => {
    expect(resultMessages(en, scoreOf(23, 41, 0))).toEqual([
      'Game over. White wins 41–23 against Black.',
      'Tournament score (empties to the winner): White 41–23 Black.',
    ]);
    expect(resultMessages(en, scoreOf(30, 20, 14))).toEqual([
      'Game over. Black wins 30–20 against White.',
      'Tournament score (empties to the winner): Black 44–20 White.',
    ]);
    expect(resultMessages(en, scoreOf(30, 30, 4))).toEqual([
      'Game over. A tie, Black 30–30 White.',
      'Tournament score (empties to the winner): Black 32–32 White.',
    ]);
  });

  it('Anti-Reversi "White wins 0-13": the empties go to the loser, and the line says so', () => {
    // The wipe-out d3c3b3d2e1d6d7e3f4 played in Anti-Reversi: White, with no disc left, has won.
    const outcome = scoreOf(13, 0, 51, 'anti');
    expect(resultMessages(en, outcome, 'anti')).toEqual([
      'Game over. White wins 0–13 against Black.',
      'Tournament score (empties to the loser, as fewer discs win): White 0–64 Black.',
    ]);
    expect(resultMessages(translator('de'), outcome, 'anti')[1]).toBe(
      'Turnierwertung (leere Felder an den Verlierer, da weniger Steine gewinnen): Weiß 0–64 Schwarz.',
    );
    expect(resultMessages(translator('fr'), outcome, 'anti')[1]).toBe(
      'Score de tournoi (cases vides au perdant, le moins de pions gagnant) : Blanc 0–64 Noir.',
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

  it('explains the Reversi openings: where the next disc goes and why a click was refused', () => {
    const play = (rules: 'reversi' | 'reversi-may-flip' | 'reversi-must-flip', moves: string[]) => {
      let position = Position.initial({ rules, size: 8 });
      for (const m of moves) {
        const next = position.play(square(m as 'a1'));
        if (!next.ok) throw new Error(next.error.message);
        position = next.value.position;
      }
      return position;
    };
    const placing = play('reversi-may-flip', ['d4']);
    expect(openingRule(en, placing)).toBe(
      'Opening: the next disc goes on an empty centre square and flips nothing.',
    );
    expect(refusalMessage(en, 'placement', square('a1'), { position: placing } as GameState)).toBe(
      'The first three discs go on the centre squares.',
    );
    expect(
      refusalMessage(en, 'placement', square('a1'), { position: play('reversi', []) } as GameState),
    ).toBe('The first four discs go on the four centre squares.');
    const may = play('reversi-may-flip', ['d4', 'e4', 'd5']);
    expect(openingRule(en, may)).toBe(
      'Opening: White’s second disc goes on the last centre square or flips a black disc anywhere.',
    );
    expect(refusalMessage(en, 'fourth-disc', square('a1'), { position: may } as GameState)).toBe(
      'a1 flips nothing: White’s second disc goes on the last centre square or flips a black disc.',
    );
    const must = play('reversi-must-flip', ['d4', 'e4', 'd5']);
    expect(openingRule(translator('de'), must)).toBe(
      'Eröffnung: Der zweite Stein von Weiß muss einen schwarzen Stein umdrehen.',
    );
    expect(refusalMessage(en, 'fourth-disc', square('e5'), { position: must } as GameState)).toBe(
      'e5 flips nothing: White’s second disc must flip a black disc.',
    );
    // Written from White's side, the refused square is named as White writes it (Black's e5 is White's
    // d4); on a board only turned, it keeps its own name.
    expect(
      refusalMessage(en, 'fourth-disc', square('e5'), { position: must } as GameState, {
        turned: true,
        size: 8,
        fromWhite: true,
      }),
    ).toBe('d4 flips nothing: White’s second disc must flip a black disc.');
    expect(
      refusalMessage(en, 'fourth-disc', square('e5'), { position: must } as GameState, {
        turned: true,
        size: 8,
      }),
    ).toBe('e5 flips nothing: White’s second disc must flip a black disc.');
    expect(openingRule(en, play('reversi-must-flip', ['d4', 'e4', 'd5', 'c6']))).toBeUndefined();
    expect(openingRule(en, Position.initial())).toBeUndefined();
  });

  it("names squares from White's side when moves are written so, and by their own names when only turned", () => {
    const start = Position.initial();
    const written = { turned: true, size: 8, fromWhite: true } as const;
    expect(squareLabel(en, start, square('f5'), true, false, written)).toBe('c4, empty, legal move');
    expect(squareLabel(en, start, square('e4'), false, false, written)).toBe('d5, black');
    const turned = { turned: true, size: 8 } as const;
    expect(squareLabel(en, start, square('f5'), true, false, turned)).toBe('f5, empty, legal move');
    expect(squareLabel(en, start, square('e4'), false, false, turned)).toBe('e4, black');
  });

  it('heads the result from the human side against the computer, by colour between two players', () => {
    const over = (opponent: 'easy' | 'human', humanColor: 'black' | 'white', black: number, white: number) =>
      ({ setup: { opponent, humanColor }, outcome: scoreOf(black, white, 0) }) as GameState;
    expect(verdict(en, over('easy', 'white', 23, 41))).toBe('You won!');
    expect(verdict(en, over('easy', 'black', 23, 41))).toBe('You lost.');
    expect(verdict(en, over('human', 'black', 23, 41))).toBe('White wins');
    expect(verdict(translator('fr'), over('human', 'black', 32, 32))).toBe('Égalité');
  });

  it('uses distinct words for Undo and Cancel, and plural forms for streaks', () => {
    for (const language of LANGUAGES)
      expect(MESSAGES[language].undo, language).not.toBe(MESSAGES[language].cancel);
    expect(pluralForm('en', 1)).toBe('one');
    expect(pluralForm('en', 3)).toBe('many');
    expect(pluralForm('fr', 1)).toBe('one');
    expect(translator('de')('streakWonMany', { n: 3 })).toBe('3 Siege');
  });

  it('has every placeholder of English in each translation, and every catalogue in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(cataloguesOf(language)).sort(), language).toEqual([
        'analysis',
        'play',
        'shell',
        'tournament',
        'ui',
      ]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(MESSAGES.en))
      for (const language of LANGUAGES.filter((l) => l !== 'en'))
        expect(
          placeholders(MESSAGES[language][key as keyof typeof MESSAGES.en]),
          `${language}.${key}`,
        ).toEqual(placeholders(text));
  });
});
