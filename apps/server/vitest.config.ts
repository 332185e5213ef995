import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Hashing and the first database clone take a moment on two cores, several on a CI machine where
    // the Storybook lane runs beside these tests; the limit only guards against a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
