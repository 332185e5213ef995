import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // @minbar/ui from its source (docs/decisions/0027-built-ui-library.md): each widget brings its own
  // stylesheet, so a page's CSS holds only the widgets it renders, and edits reload without a build.
  resolve: { conditions: ['minbar-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['minbar-source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's test files share one environment and module graph: a fresh DOM, React and every
    // message catalogue for each of some 70 files was two thirds of the suite's time. Each test still
    // starts clean (src/test/setup.ts unmounts and clears storage after every test), and a test that
    // needs a double passes it in rather than mocking a module another file has loaded.
    isolate: false,
    // Long enough for a few slow waits on a busy CI machine; a test that hangs still fails.
    testTimeout: 30_000,
    css: false,
  },
});
