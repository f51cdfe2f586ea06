import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and each family's in its folder.
  schema: ['./server/src/db/schema.ts', './server/src/modules/**/*tables.ts'],
  out: './server/drizzle',
});
