import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // What only PostgreSQL can show (the deploy guide installs it) runs in the PostgreSQL suite alone.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
    ],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Hashing and the first database clone take a moment on two cores, several on a CI machine where
    // the Storybook lane runs beside these tests; the limit only guards against a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
