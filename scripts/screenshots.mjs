// `npm run screenshots`: refreshes the pictures of the browser game that README.md and
// docs/browser.md show, the files in docs/screenshots. The browser tests take their pictures (tests/e2e
// `shot`) into the ignored test-results/screenshots, so that `npm test` leaves the tree clean; this
// runs those tests and copies each shown picture over from there. The tests take more pictures than the
// docs show (every layout, theme and language); those stay in test-results for review.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, rmSync } from 'node:fs';
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
const pictures = readdirSync(shown).filter((name) => name.endsWith('.png'));
const missing = pictures.filter((name) => !existsSync(join(taken, name)));
if (missing.length > 0) {
  console.error(`screenshots: no test takes ${missing.join(', ')} any more; docs/screenshots left as it was`);
  process.exit(1);
}
for (const name of pictures) copyFileSync(join(taken, name), join(shown, name));
console.log(
  `screenshots: ${pictures.length} pictures refreshed in docs/screenshots: ${pictures.sort().join(', ')}`,
);
