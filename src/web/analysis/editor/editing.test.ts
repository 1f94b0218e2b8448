import { describe, expect, it } from 'vitest';
import { Position, square } from '../../../core/index.js';
import {
  checkDraft,
  type Draft,
  draftOfParams,
  draftParam,
  drawnPosition,
  emptyDraft,
  place,
  resize,
  startDraft,
} from './editing.js';

const placeAll = (draft: Draft, tool: 'black' | 'white' | 'empty', ...names: string[]): Draft =>
  names.reduce((d, name) => place(d, square(name as 'a1'), tool), draft);

describe('the position editor', () => {
  it('builds a position by placing and removing discs', () => {
    let draft = emptyDraft();
    expect(drawnPosition(draft).count('black')).toBe(0);
    draft = placeAll(draft, 'white', 'd4', 'e5');
    draft = placeAll(draft, 'black', 'd5', 'e4');
    const start = checkDraft(draft);
    expect(start.ok && start.value.equals(Position.initial())).toBe(true);
    // A disc of the other colour replaces the one there; Empty removes it.
    draft = place(draft, square('d4'), 'black');
    expect(draft.white.has(square('d4'))).toBe(false);
    expect(draft.black.has(square('d4'))).toBe(true);
    draft = place(draft, square('d4'), 'empty');
    expect(draft.black.has(square('d4')) || draft.white.has(square('d4'))).toBe(false);
  });

  it('says what is wrong: the centre not full, a side without discs, no side able to move', () => {
    expect(checkDraft(emptyDraft())).toEqual({ ok: false, error: { code: 'no-discs', color: 'black' } });
    expect(checkDraft(placeAll(emptyDraft(), 'black', 'd4', 'd5', 'e4', 'e5'))).toEqual({
      ok: false,
      error: { code: 'no-discs', color: 'white' },
    });
    expect(checkDraft(place(startDraft(), square('d4'), 'empty'))).toEqual({
      ok: false,
      error: { code: 'centre' },
    });
    // Black d4 d5 e4, White e5 and a1: Black moves (f6 takes e5); with only Black's discs and one far
    // White disc, neither side can.
    const stuck = placeAll(placeAll(emptyDraft(), 'black', 'd4', 'd5', 'e4'), 'white', 'e5', 'a1');
    expect(checkDraft(stuck).ok).toBe(true);
    const blocked = placeAll(placeAll(emptyDraft(), 'black', 'd4', 'd5', 'e4', 'e5', 'a1'), 'white', 'h8');
    expect(checkDraft(blocked)).toEqual({ ok: false, error: { code: 'no-moves' } });
  });

  it('keeps discs on the board of its size, and a new size starts from its start position', () => {
    const six = resize(startDraft(), 6);
    expect(six.size).toBe(6);
    expect(place(six, square('h8'), 'black')).toBe(six);
    const position = checkDraft(six);
    expect(position.ok && position.value.equals(Position.initial({ rules: 'standard', size: 6 }))).toBe(true);
  });

  it('writes its link and reads it back; anything else reads as nothing', () => {
    const draft = { ...placeAll(startDraft(), 'black', 'a1'), turn: 'white' as const };
    const back = draftOfParams({ board: draftParam(draft) });
    expect(back && draftParam(back)).toBe(draftParam(draft));
    expect(back?.turn).toBe('white');
    const six = draftOfParams({ board: draftParam(startDraft(6)), size: '6' });
    expect(six?.size).toBe(6);
    expect(draftOfParams({ board: 'XO' })).toBeUndefined();
    expect(draftOfParams({ board: draftParam(draft), size: '7' })).toBeUndefined();
    expect(draftOfParams({})).toBeUndefined();
  });
});
