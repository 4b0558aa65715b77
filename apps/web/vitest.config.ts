import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      // Component tests type and click through user-event; on a loaded 2-core machine (CI, or
      // several test runs at once) one such test can take over the 5 s default. A budget, not an
      // assertion: a test that hangs still fails.
      testTimeout: 20_000,
    },
  }),
);
