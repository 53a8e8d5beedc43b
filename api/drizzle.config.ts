import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the table definitions; the API applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.schema.ts',
  out: './drizzle',
});
