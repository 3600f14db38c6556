import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @vendoc/server` writes a new migration into ./drizzle after a schema change;
// `npm run db:check` fails when this schema and the committed migrations disagree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
