/**
 * Issue 22's rule for the tournament page: no view function over 120 lines, so each stays readable
 * as one screen's part. A view is a top-level `function` of a .tsx file here, from its line to the
 * `}` that closes it at the start of a line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Each top-level function of a file with its length in lines, e.g. `['view.tsx RoundCard', 74]`. */
const viewLengths = (file: string): [string, number][] => {
  const lines = readFileSync(join(here, file), 'utf8').split('\n');
  const found: [string, number][] = [];
  lines.forEach((line, i) => {
    const start = /^(?:export )?function (\w+)/.exec(line);
    if (!start) return;
    const end = lines.findIndex((l, j) => j > i && l === '}');
    found.push([`${file} ${start[1]}`, end - i + 1]);
  });
  return found;
};

describe('the tournament views', () => {
  it('are 120 lines or fewer each', () => {
    const views = readdirSync(here)
      .filter((f) => f.endsWith('.tsx'))
      .flatMap(viewLengths);
    expect(views.length).toBeGreaterThanOrEqual(12);
    expect(views.filter(([, length]) => length > 120)).toEqual([]);
  });
});
