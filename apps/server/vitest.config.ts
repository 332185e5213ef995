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
    // The test files of a worker share one module graph instead of importing the server afresh each
    // (a second or more per file, a third of the suite's time on two cores). What a test needs fresh
    // it makes itself: every app, database clone, mail sink and clock comes from the harness per file,
    // and the server keeps no state in its modules (per-app maps are keyed by the app).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    // Hashing and the first database clone take a moment on two cores, several on a CI machine where
    // the Storybook lane runs beside these tests; the limit only guards against a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
