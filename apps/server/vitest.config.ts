import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    // The identity package's tests run here too: they need the PostgreSQL this project starts
    // and the migrated template (the server's migrations create the pool's tables).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/identity/src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
