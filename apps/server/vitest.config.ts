import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Hashing and the first database clone take a moment on two cores.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
