/** The coach's notes for the first game: the right note for each kind of move, in every language. */
import { describe, expect, it } from 'vitest';
import { parseObf } from '../../core/formats/obf.js';
import { Position as P, type Position, square } from '../../core/index.js';
import { coachNote, noteWords } from './first-game.js';
import { de } from './text-de.js';
import { en } from './text-en.js';
import { fr } from './text-fr.js';
import { ja } from './text-ja.js';

const board = (obf: string): Position => {
  const e = parseObf(obf);
  if (!e.ok) throw new Error(e.error.message);
  return e.value.position;
};

/** tools/learn/find-positions.ts c-square's position (lessons.ts C_SQUARE): Black to move. */
const C = board('--XXX---X-OXOO---OXOXO--OOXOOOOOOOOXOOOO-OOOOXXX-OOOOXX--XXXX-XX X');

describe('coachNote', () => {
  it('says a corner was taken, and that a move hands one over', () => {
    expect(coachNote(C, square('a8'))).toEqual({ kind: 'corner-taken', square: square('a8') });
    // a7 lets White into a8 at once.
    expect(coachNote(C, square('a7'))).toEqual({ kind: 'corner-given', corners: [square('a8')] });
  });

  it('names a C square next to an empty corner that gives nothing at once', () => {
    expect(coachNote(C, square('b1'))).toEqual({
      kind: 'c-square',
      square: square('b1'),
      corner: square('a1'),
    });
  });

  it('on the first move: f5 adds frontier discs or none, and says so; every note has words in every language', () => {
    const start = P.initial();
    const note = coachNote(start, square('f5'));
    expect(['quiet', 'loud', 'mobility']).toContain(note.kind);
    for (const text of [en, fr, de, ja]) {
      const words = noteWords(text, note);
      expect(words).not.toMatch(/\{\w+\}/);
      expect(words.length).toBeGreaterThan(10);
    }
  });

  it('every kind of note reads in every language with its placeholders filled', () => {
    const notes = [
      coachNote(C, square('a8')),
      coachNote(C, square('a7')),
      coachNote(C, square('b1')),
      { kind: 'x-square', square: square('b2'), corner: square('a1') } as const,
      { kind: 'loud', added: 4 } as const,
      { kind: 'quiet' } as const,
      { kind: 'mobility', theirs: 7 } as const,
    ];
    for (const text of [en, fr, de, ja])
      for (const n of notes) expect(noteWords(text, n), n.kind).not.toMatch(/\{\w+\}/);
    expect(noteWords(en, { kind: 'mobility', theirs: 7 })).toBe('The computer now has 7 legal moves.');
  });
});
