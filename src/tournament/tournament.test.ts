import { describe, expect, it } from 'vitest';
import { makeTranscript, parseMoveList, parseTranscript, unwrap } from '../core/index.js';
import {
  discsResult,
  forfeitResult,
  gameResult,
  gameResultFromText,
  timeDefaultResult,
  winnerOf,
} from './results.js';
import {
  activePlayers,
  addPlayer,
  createTournament,
  recordResult,
  setRound,
  unfinishedGames,
  withdrawPlayer,
} from './tournament.js';
import type { Tournament } from './types.js';

const club = (): Tournament =>
  unwrap(
    createTournament({ name: ' Club night ', rounds: 3 }, [
      { name: 'Ann', rating: 1900 },
      { name: 'Bo' },
      { name: 'Cy' },
    ]),
  );

describe('results', () => {
  it('checks disc counts and gives the empties to the winner', () => {
    expect(unwrap(discsResult(30, 20, 8))).toEqual({ black: 44, white: 20, source: 'discs' });
    expect(unwrap(discsResult(13, 0, 8))).toEqual({ black: 64, white: 0, source: 'discs' });
    expect(unwrap(discsResult(15, 16, 6))).toEqual({ black: 15, white: 21, source: 'discs' });
    expect(unwrap(discsResult(31, 31, 8))).toEqual({ black: 32, white: 32, source: 'discs' });
    expect(discsResult(65, 0, 8)).toMatchObject({
      ok: false,
      error: { code: 'ERR_RESULT', message: "Black's discs must be a whole number from 0 to 64, got 65" },
    });
    expect(discsResult(10, 27, 6)).toMatchObject({
      ok: false,
      error: { message: '10-27 is 37 discs, more than the 36 squares of the board' },
    });
    expect(discsResult(1.5, 3, 8).ok).toBe(false);
  });

  it('scores a finished game from a move list or a transcript, and refuses an unfinished one', () => {
    // Black's nine-move wipeout: 13-0 on the board, 64-0 with the empties.
    const wipeout = 'd3c3b3d2e1d6d7e3f4';
    expect(unwrap(gameResult(unwrap(parseMoveList(wipeout))))).toEqual({
      black: 64,
      white: 0,
      source: 'game',
    });
    expect(unwrap(gameResultFromText(wipeout))).toMatchObject({ black: 64, white: 0 });
    const sheet = unwrap(makeTranscript(unwrap(parseMoveList(wipeout))));
    expect(unwrap(gameResult(unwrap(parseTranscript(sheet))))).toMatchObject({ black: 64, white: 0 });
    expect(unwrap(gameResultFromText(sheet))).toMatchObject({ black: 64, white: 0, source: 'game' });
    expect(gameResultFromText('f5d6c3')).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_RESULT',
        message: 'the game is not over after 3 moves: a result needs a finished game',
      },
    });
    expect(gameResultFromText('f5d6a1')).toMatchObject({ ok: false, error: { message: /move 3 \(a1\)/ } });
  });

  it('records a time default with its score and a forfeit as the narrowest win', () => {
    expect(timeDefaultResult({ black: 40, white: 24 })).toEqual({ black: 40, white: 24, source: 'time' });
    expect(forfeitResult('white', 8)).toEqual({ black: 31, white: 33, source: 'forfeit' });
    expect(winnerOf(forfeitResult('black', 6))).toBe('black');
    expect(winnerOf({ black: 32, white: 32, source: 'discs' })).toBeUndefined();
  });
});

describe('createTournament', () => {
  it('fills in the board and the points, trims names', () => {
    const t = club();
    expect(t.settings).toEqual({
      name: 'Club night',
      rounds: 3,
      size: 8,
      points: { win: 1, tie: 0.5, bye: 1 },
    });
    expect(t.players).toEqual([
      { name: 'Ann', rating: 1900, joined: 1 },
      { name: 'Bo', joined: 1 },
      { name: 'Cy', joined: 1 },
    ]);
  });

  it('refuses bad settings and bad names, saying which', () => {
    expect(createTournament({ rounds: 0 })).toMatchObject({ ok: false, error: { code: 'ERR_SETTINGS' } });
    expect(createTournament({ rounds: 3, size: 5 as 8 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_SETTINGS' },
    });
    expect(createTournament({ rounds: 3, points: { bye: -1 } })).toMatchObject({
      ok: false,
      error: { message: 'the points for a bye must be a number from 0 to 100, got -1' },
    });
    for (const [name, message] of [
      ['  ', 'a player needs a name'],
      ['bye', "'bye' cannot be a name"],
      ['Ann', "there is already a player named 'Ann'"],
      ['a\nb', '"a\\nb": the control character U+000A at column 2 cannot be in a name'],
      ['Ann\u202Eyb', 'the control character U+202E at column 4'],
      ['x'.repeat(81), 'a name has at most 80 characters'],
    ])
      expect(addPlayer(club(), { name })).toMatchObject({
        ok: false,
        error: { code: 'ERR_PLAYER', message: expect.stringContaining(message) },
      });
    expect(addPlayer(club(), { name: 'Di', rating: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: 'ERR_PLAYER' },
    });
    expect(addPlayer(club(), { name: 'Di' }, 4)).toMatchObject({ ok: false, error: { code: 'ERR_ROUND' } });
  });
});

describe('names', () => {
  it('are one player however "é" was typed (NFC), trimmed', () => {
    const composed = 'Jos\u00e9';
    const decomposed = 'Jose\u0301';
    let t = unwrap(createTournament({ rounds: 3 }, [{ name: ` ${decomposed} ` }, { name: 'Bo' }]));
    expect(t.players[0].name).toBe(composed);
    expect(addPlayer(t, { name: composed })).toMatchObject({
      ok: false,
      error: { message: `there is already a player named '${composed}'` },
    });
    t = unwrap(setRound(t, { round: 1, games: [{ black: decomposed, white: 'Bo' }], byes: [] }));
    t = unwrap(recordResult(t, 1, { black: composed, white: 'Bo' }, unwrap(discsResult(40, 24, 8))));
    expect(t.rounds[0].games[0]).toMatchObject({ black: composed, result: { black: 40 } });
    expect(unwrap(withdrawPlayer(t, decomposed)).players[0].withdrawn).toBe(2);
  });
});

describe('players joining late and withdrawing', () => {
  it('pairs a late entry from the round they join, and a withdrawn player no more', () => {
    let t = club();
    t = unwrap(setRound(t, { round: 1, games: [{ black: 'Ann', white: 'Bo' }], byes: ['Cy'] }));
    t = unwrap(addPlayer(t, { name: 'Di' }));
    expect(t.players[3]).toEqual({ name: 'Di', joined: 2 });
    t = unwrap(withdrawPlayer(t, 'Bo'));
    expect(activePlayers(t, 2).map((p) => p.name)).toEqual(['Ann', 'Cy', 'Di']);
    expect(activePlayers(t, 1).map((p) => p.name)).toEqual(['Ann', 'Bo', 'Cy']);
    expect(setRound(t, { round: 2, games: [{ black: 'Bo', white: 'Cy' }], byes: [] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_PAIRING', message: 'round 2, board 1: Bo withdrew from round 2' },
    });
  });

  it('refuses to withdraw a player from a round they are paired in', () => {
    const t = unwrap(setRound(club(), { round: 1, games: [{ black: 'Ann', white: 'Bo' }], byes: ['Cy'] }));
    expect(withdrawPlayer(t, 'Cy', 1)).toMatchObject({
      ok: false,
      error: {
        message:
          "Cy has the bye in round 1: change that round's pairing before withdrawing them from round 1",
      },
    });
    expect(withdrawPlayer(t, 'Zed')).toMatchObject({ ok: false, error: { code: 'ERR_PLAYER' } });
  });
});

describe('setRound and recordResult', () => {
  const paired = (): Tournament =>
    unwrap(setRound(club(), { round: 1, games: [{ black: 'Ann', white: 'Bo' }], byes: ['Cy'] }));

  it('refuses a pairing with a player twice, unknown, not yet joined, or a round out of order', () => {
    const t = club();
    expect(setRound(t, { round: 1, games: [{ black: 'Ann', white: 'Bo' }], byes: ['Ann'] })).toMatchObject({
      ok: false,
      error: { message: 'round 1, the bye: Ann is already on round 1, board 1' },
    });
    expect(setRound(t, { round: 1, games: [{ black: 'Ann', white: 'Zed' }], byes: [] })).toMatchObject({
      ok: false,
      error: { message: 'round 1, board 1: there is no player named "Zed"' },
    });
    expect(setRound(t, { round: 2, games: [], byes: [] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_ROUND' },
    });
    expect(setRound(t, { round: 4, games: [], byes: [] })).toMatchObject({
      ok: false,
      error: { message: 'the tournament has 3 rounds: there is no round 4' },
    });
    const late = unwrap(addPlayer(t, { name: 'Di' }, 2));
    expect(setRound(late, { round: 1, games: [{ black: 'Di', white: 'Bo' }], byes: [] })).toMatchObject({
      ok: false,
      error: { message: 'round 1, board 1: Di joins from round 2' },
    });
  });

  it('records results, keeps them through a director’s change of other boards, and clears them', () => {
    let t = paired();
    expect(unfinishedGames(t, 1)).toEqual(['Ann-Bo']);
    t = unwrap(recordResult(t, 1, { black: 'Ann', white: 'Bo' }, unwrap(discsResult(40, 24, 8))));
    expect(unfinishedGames(t, 1)).toEqual([]);
    // The director swaps the bye: Ann-Bo is unchanged and keeps its result.
    const changed = unwrap(setRound(t, { round: 1, games: [{ black: 'Ann', white: 'Bo' }], byes: ['Cy'] }));
    expect(changed.rounds[0].games[0].result).toEqual({ black: 40, white: 24, source: 'discs' });
    // Colours swapped: a different game, no result.
    const swapped = unwrap(setRound(t, { round: 1, games: [{ black: 'Bo', white: 'Ann' }], byes: ['Cy'] }));
    expect(swapped.rounds[0].games[0].result).toBeUndefined();
    const cleared = unwrap(recordResult(t, 1, { black: 'Ann', white: 'Bo' }, undefined));
    expect(cleared.rounds[0].games[0]).toEqual({ black: 'Ann', white: 'Bo' });
  });

  it('refuses a result for a game that is not paired or out of range, and changes nothing', () => {
    const t = paired();
    const before = JSON.stringify(t);
    expect(recordResult(t, 1, { black: 'Bo', white: 'Ann' }, unwrap(discsResult(40, 24, 8)))).toMatchObject({
      ok: false,
      error: { message: 'round 1 has no game with Bo as Black and Ann as White' },
    });
    expect(
      recordResult(t, 1, { black: 'Ann', white: 'Bo' }, { black: 40, white: 40, source: 'discs' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_RESULT' },
    });
    // A result keeps the tournament rule: the empty squares go to the winner, 40-20 is 44-20.
    expect(
      recordResult(t, 1, { black: 'Ann', white: 'Bo' }, { black: 40, white: 20, source: 'discs' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_RESULT',
        message: '40-20 leaves 4 squares empty: a result gives the empty squares to the winner (44-20)',
      },
    });
    expect(
      recordResult(t, 1, { black: 'Ann', white: 'Bo' }, { black: 30, white: 30, source: 'time' }),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining('(32-32)') } });
    expect(JSON.stringify(t)).toBe(before);
  });
});
