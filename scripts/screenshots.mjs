// `npm run screenshots`: refreshes the pictures of the browser game that README.md and
// docs/browser.md show. The browser tests take them (tests/e2e/browser.ts `shot`) into the ignored
// test-results/screenshots, so that `npm test` leaves the tree clean; this runs those tests and copies
// every picture they took over docs/screenshots.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const taken = join(root, 'test-results/screenshots');
const shown = join(root, 'docs/screenshots');

// Stale pictures from an earlier run must not be copied as if they were new.
rmSync(taken, { recursive: true, force: true });
const run = spawnSync('npx', ['vitest', 'run', '--project', 'e2e'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) {
  console.error('screenshots: the browser tests failed; docs/screenshots left as it was');
  process.exit(run.status ?? 1);
}
const pictures = existsSync(taken) ? readdirSync(taken).filter((name) => name.endsWith('.png')) : [];
if (pictures.length === 0) {
  console.error('screenshots: the browser tests took no pictures');
  process.exit(1);
}
mkdirSync(shown, { recursive: true });
for (const name of pictures) copyFileSync(join(taken, name), join(shown, name));
console.log(
  `screenshots: ${pictures.length} pictures copied to docs/screenshots: ${pictures.sort().join(', ')}`,
);
