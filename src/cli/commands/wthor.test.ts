import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import {
  makeWthorGames,
  makeWthorNames,
  parseGgf,
  parseMoveList,
  WTHOR_PLAYER_SIZE,
  WTHOR_TOURNAMENT_SIZE,
} from '../../core/formats/index.js';
import { movesOf, unwrap } from '../../core/index.js';

const GAME =
  'd3c3c4e3f4c5e6f3f2g3e2f5f6g4g5h5d6g2d2g7h1c2h2e1h4f7b6c6c1h3h6d1f1g6b5b4h7a4h8g8e7d7f8e8c8d8a6b7c7g1a8b8a7a5a3b3b2a2b1a1';
const SHORT = 'f5d6c3d3c4f4c5b3c2';

// A small database written with the formats library: two games, three players, two tournaments.
const dir = mkdtempSync(join(tmpdir(), 'wedge-wthor-'));
const names = join(dir, 'names');
const file = join(dir, 'WTH_2026.wtb');
writeFileSync(
  file,
  unwrap(
    makeWthorGames(
      [
        { record: unwrap(parseMoveList(GAME)), tournament: 1, blackPlayer: 0, whitePlayer: 2 },
        {
          record: unwrap(parseMoveList(SHORT)),
          tournament: 0,
          blackPlayer: 1,
          whitePlayer: 0,
          blackDiscs: 30,
        },
      ],
      { year: 2026 },
    ),
  ),
);
mkdirSync(names);
writeFileSync(join(names, 'WTHOR.JOU'), unwrap(makeWthorNames(['Alice', 'Bob', 'Carol'], WTHOR_PLAYER_SIZE)));
writeFileSync(
  join(names, 'wthor.trn'),
  unwrap(makeWthorNames(['Club night', 'Paris Open'], WTHOR_TOURNAMENT_SIZE)),
);

describe('wedge wthor', () => {
  it('lists the games with player and tournament names, scores and moves', async () => {
    const { code, stdout, stderr } = await runCli(['wthor', file, '--names', names]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toContain('2 games of 2026');
    expect(lines[1]).toMatch(/^ {4}1 Alice +Carol +Paris Open +39-25 \(39-25 perfect\) +d3c3c4/);
    expect(lines[1].endsWith(GAME)).toBe(true);
    expect(lines[2]).toMatch(/^ {4}2 Bob +Alice +Club night +30-34 /);
  }, 30_000);

  it('exports GGF that reads back to the same games, with indices when no names are given', async () => {
    const { code, stdout } = await runCli(['wthor', file, '--ggf']);
    expect(code).toBe(0);
    const games = unwrap(parseGgf(stdout));
    expect(games).toHaveLength(2);
    expect(movesOf(games[0])).toEqual(movesOf(unwrap(parseMoveList(GAME))));
    expect(games[0]).toMatchObject({
      black: '#0',
      white: '#2',
      place: '#1',
      date: '2026',
      result: '+14.000',
    });
    expect(movesOf(games[1])).toEqual(movesOf(unwrap(parseMoveList(SHORT))));
  }, 30_000);

  it('names the fault in a broken file and a missing names folder, exit code 2', async () => {
    const broken = join(dir, 'broken.wtb');
    writeFileSync(broken, new Uint8Array([20, 26, 1, 1, 5, 0, 0, 0]));
    const bad = await runCli(['wthor', broken]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^wedge wthor: .*broken\.wtb: .*16-byte header.*\n$/);
    const noNames = await runCli(['wthor', file, '--names', join(dir, 'nowhere')]);
    expect(noNames.code).toBe(2);
    expect(noNames.stderr).toMatch(/^wedge wthor: --names .*nowhere: ENOENT\n$/);
  }, 30_000);

  it('shows names with control characters escaped, not sent to the terminal (issue #23)', async () => {
    const evil = join(dir, 'evil');
    mkdirSync(evil);
    writeFileSync(
      join(evil, 'WTHOR.JOU'),
      unwrap(makeWthorNames(['Al\u001b[2Jice', 'B\u009bob', 'Carol'], WTHOR_PLAYER_SIZE)),
    );
    writeFileSync(
      join(evil, 'WTHOR.TRN'),
      unwrap(makeWthorNames(['Club\u0007', 'Paris'], WTHOR_TOURNAMENT_SIZE)),
    );
    const { code, stdout } = await runCli(['wthor', file, '--names', evil]);
    expect(code).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be printed
    expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(stdout).toContain('Al\\u001b[2Jice');
    expect(stdout).toContain('B\\u009bob');
    expect(stdout).toContain('Club\\u0007');
  }, 30_000);
});
