/**
 * The measured figures, one source: figures.json (written by `npm run figures`) holds every figure Learn
 * quotes; this test fails when the docs quote a figure the file does not hold (docs/engine.md's ladder,
 * docs/browser.md's 6x6 proof), when a Learn text types a measured number instead of its placeholder,
 * and when the parsers no longer read what the commands print.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../tests/support/cli.js';
import {
  FIGURES,
  FIGURES_FILE,
  figureValues,
  LADDER,
  PROOF_6X6,
  parseFigures,
  parseMatchTotals,
  parseSolveLine,
  proof6x6,
  rung,
} from './figures.js';
import { de } from './text-de.js';
import { en } from './text-en.js';
import { fr } from './text-fr.js';
import { ja } from './text-ja.js';

const read = (path: string): string => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

/** Every string of a text tree. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : Array.isArray(tree)
      ? tree.flatMap(strings)
      : Object.values(tree as Record<string, unknown>).flatMap(strings);

describe('figures.json', () => {
  it('is the file the command writes: its shape checked, its ladder adding up, every figure Learn quotes there', () => {
    const parsed = parseFigures(JSON.parse(read(FIGURES_FILE)));
    expect(parsed.ok, parsed.ok ? '' : parsed.error).toBe(true);
    expect(proof6x6().command).toBe(PROOF_6X6.command);
    for (const r of LADDER) expect(rung(r.a, r.b).command).toBe(r.command(rung(r.a, r.b).games));
    // Every placeholder the texts use for a figure has a value (text.test.ts checks the texts use only these).
    expect(Object.keys(figureValues('en')).sort()).toEqual(
      [
        'sixSeconds',
        'sixMinutes',
        'sixBillions',
        'sixPositions',
        'sixDate',
        'sixMargin',
        'mediumEasy',
        'hardMedium',
        'expertHard',
        'ladderGames',
        'ladderDate',
      ].sort(),
    );
  });

  it('writes the 6x6 proof’s positions in each language’s own units: 億 in Japanese', () => {
    const six = proof6x6();
    expect(figureValues('ja').sixPositions).toBe(`${Math.round(six.nodes / 1e8)}億`);
    expect(Number(figureValues('en').sixPositions.replace(/B$/, ''))).toBeCloseTo(six.nodes / 1e9, 1);
  });

  it('holds the 6x6 result the literature gives: White wins by 4 (16-20, proven in 1993)', () => {
    expect(proof6x6().score).toBe(-4);
    expect(en.lessons['small-boards'].text.six[0]).toContain('20–16');
  });

  it('rejects a hand edit that breaks it', () => {
    const ladder = FIGURES.ladder.map((r) => ({ ...r, wins: r.wins + 1 }));
    expect(parseFigures({ ...FIGURES, ladder })).toMatchObject({ ok: false });
    expect(parseFigures({ proof6x6: { command: 'x' }, ladder: [] })).toMatchObject({ ok: false });
  });
});

/** `94 wins`, `1 tie`, `5 losses`. */
const count = (n: number, word: string): string =>
  `${n} ${n === 1 ? word : word === 'loss' ? 'losses' : `${word}s`}`;

describe('the docs quote the file', () => {
  it('docs/engine.md: each rung of the ladder with the file’s command and result', () => {
    const engine = read('docs/engine.md');
    for (const r of FIGURES.ladder) {
      // The re-measured ladder's row: the older tables above it keep their own commands.
      const row = engine
        .split('\n')
        .find((line) => line.startsWith(`| ${r.a} vs ${r.b} |`) && line.includes(`\`${r.command}\``));
      expect(row, `docs/engine.md has a row for ${r.a} vs ${r.b} with \`${r.command}\``).toBeDefined();
      expect(row).toContain(
        `${count(r.wins, 'win')}, ${count(r.ties, 'tie')}, ${count(r.losses, 'loss')}: ${r.percent}%`,
      );
      expect(row).toContain(r.date);
    }
  });

  it('README.md: the ladder in one line', () => {
    const line = read('README.md')
      .split('\n')
      .find((l) => l.startsWith('| the ladder'));
    expect(line).toContain(
      `medium ${rung('medium', 'easy').percent}% against easy, hard ${rung('hard', 'medium').percent}% against medium, expert ${rung('expert', 'hard').percent}% against hard`,
    );
  });

  it('docs/browser.md: the 6x6 proof’s positions, seconds and date', () => {
    const browser = read('docs/browser.md');
    const six = proof6x6();
    expect(browser).toContain(`${(six.nodes / 1e9).toFixed(1)} billion positions`);
    expect(browser).toContain(`${six.cpuSeconds} s`);
    expect(browser).toContain(six.date);
    // The old, stale figures are gone.
    expect(browser).not.toMatch(/6\.9 billion|516 s/);
  });
});

describe('no Learn text types a measured figure', () => {
  for (const [language, text] of [
    ['en', en],
    ['fr', fr],
    ['de', de],
    ['ja', ja],
  ] as const)
    it(`in ${language}: percentages, billions of positions and seconds are placeholders`, () => {
      for (const line of strings(text)) {
        expect(line, line).not.toMatch(/\d\s?%/);
        expect(line, line).not.toMatch(/\d[\d.,]*\s+(billion|milliards?|Milliarden)/i);
        expect(line, line).not.toMatch(/\d+\s+(seconds|secondes|Sekunden)/i);
        expect(line, line).not.toMatch(/\d[\d.,]*\s*(億|秒)/);
      }
    });
});

describe('the parsers read what the commands print', () => {
  it('wedge match’s totals line', () => {
    expect(
      parseMatchTotals(
        'match: A = medium, B = easy, 100 games\nA (medium) vs B (easy): 94 wins, 1 draws, 5 losses; 94.5 points of 100 (94.5%); disc difference +2760 (+27.6 a game)\n',
      ),
    ).toEqual({
      ok: true,
      value: { games: 100, wins: 94, ties: 1, losses: 5, points: 94.5, percent: 94.5, discsPerGame: 27.6 },
    });
    expect(parseMatchTotals('nothing here')).toMatchObject({ ok: false });
  });

  it('wedge solve’s line for the first position', () => {
    expect(
      parseSolveLine(
        '#1   32 empties  best c4  score  -4  nodes 9201938270  time 700000 ms  13.15 M nodes/s\ntotal: ...',
      ),
    ).toEqual({ ok: true, value: { move: 'c4', score: -4, nodes: 9201938270, timeMs: 700000 } });
    expect(parseSolveLine('#1 UNPROVED')).toMatchObject({ ok: false });
  });

  it('as the commands print them today: a 2-game ladder rung, and the 4x4 proof by the same command', async () => {
    const match = await runCli([...LADDER[0].args(2)]);
    expect(match.code, match.stderr).toBe(0);
    expect(parseMatchTotals(match.stdout)).toMatchObject({ ok: true, value: { games: 2 } });
    const solve = await runCli(
      [...PROOF_6X6.args.map((w) => (w === '6x6' ? '4x4' : w))],
      `${'-'.repeat(9)}OX------XO${'-'.repeat(45)} X\n`,
    );
    expect(solve.code, solve.stderr).toBe(0);
    // 4x4 Othello is a White win by 10 (docs/engine.md).
    expect(parseSolveLine(solve.stdout)).toMatchObject({ ok: true, value: { score: -10 } });
  });
});
