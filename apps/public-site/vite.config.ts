import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { devApiTarget } from '../../scripts/vite/dev-api-target';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';
import { firstPaint } from './vite/first-paint';

// The dev server proxies /api (and /uploads, the categories' pictures) to the reference server so the
// browser talks to one origin, exactly as it does in production where the server itself serves this build:
// the server `npm run dev` starts, wherever MINBAR_HOST and MINBAR_API_PORT put it, or MINBAR_API_URL.
const apiTarget = devApiTarget();

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    // The key and default of src/app/language-preference.ts (config cannot import the app's modules).
    firstPaint({ storageKey: 'language', defaultLocale: 'pl' }),
    precompressedAssets(),
  ],
  // @minbar/ui from its source (docs/decisions/0027-built-ui-library.md): each widget brings its own
  // stylesheet, so a page's CSS holds only the widgets it renders, and edits reload without a build.
  resolve: { conditions: ['minbar-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['minbar-source', ...defaultServerConditions] } },
  server: {
    port: Number(process.env.MINBAR_PUBLIC_DEV_PORT ?? 5174),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4174 },
  // The prayer hall's display (display/index.html) is built on its own by vite.display.config.ts: as a
  // second entry here, the code both share would be split into extra chunks the home pays for.
  build: { outDir: 'dist', sourcemap: true },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's test files share one environment and module graph, rather than a fresh DOM and React
    // for each file (half the suite's time); src/test/setup.ts leaves each test clean.
    isolate: false,
    // Long enough for a few slow waits on a busy CI machine; a test that hangs still fails.
    testTimeout: 30_000,
  },
});
