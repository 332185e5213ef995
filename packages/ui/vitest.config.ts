import { defineConfig } from 'vitest/config';

// Plain Node tests of the ui package's pure parts (and of its docs' token reader); the widgets are tested as stories in a browser
// (root vitest.storybook.config.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'docs/**/*.test.ts'],
    environment: 'node',
  },
});
