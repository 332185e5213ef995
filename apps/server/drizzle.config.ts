import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-fatwa.ts',
    './src/db/schema-prayer.ts',
    './src/db/schema-donations.ts',
    './src/db/schema-events.ts',
    './src/db/schema-activities.ts',
    './src/db/schema-certificates.ts',
    './src/db/schema-settings.ts',
    './src/db/schema-education.ts',
    './src/db/schema-push.ts',
  ],
  out: './src/db/migrations',
});
