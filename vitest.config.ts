import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the contracts and web projects, `npm run test:api` the server's
// integration tests against a real PostgreSQL. Each project keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/web', 'apps/server'],
  },
});
