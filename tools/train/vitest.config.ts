import { defineConfig } from 'vitest/config';

// The training pipeline's tests (not in the default projects): npx vitest run --config tools/train/vitest.config.ts
export default defineConfig({
  test: { include: ['tools/train/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
