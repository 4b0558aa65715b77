import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/server` turns schema changes into a new SQL migration.
// Migrations are committed and applied at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
