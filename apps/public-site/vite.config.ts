import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { devApiTarget } from '../../scripts/vite/dev-api-target';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';
import { PAGE_PATHS } from './src/app/page-paths';
import { firstPaint } from './vite/first-paint';
import { publicDataChunk } from './vite/public-data-chunk';

// The dev server proxies /api (and /uploads, the categories' pictures) to the reference server so the
// browser talks to one origin, exactly as it does in production where the server itself serves this build:
// the server `npm run dev` starts, wherever MINBAR_HOST and MINBAR_API_PORT put it, or MINBAR_API_URL.
const apiTarget = devApiTarget();

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    // The key and default of src/app/language-preference.ts (config cannot import the app's modules).
    firstPaint({
      storageKey: 'language',
      defaultLocale: 'pl',
      // What src/app/page-starts.ts starts for each page: its route, its data module, its messages.
      pages: [
        {
          path: PAGE_PATHS.campaign,
          modules: [
            'src/features/donations/routes/category-route.tsx',
            'src/features/donations/data/http-donations-api.ts',
            'src/features/donations/locales/[locale].json',
          ],
          // Its name and description, written into the page by the server, which knows the campaign.
          shell: { key: 'campaign', fromServer: true },
        },
        {
          path: PAGE_PATHS.events,
          modules: [
            'src/features/events/routes/events-route.tsx',
            'src/features/events/data/http-events-api.ts',
            'src/features/events/locales/[locale].json',
          ],
          shell: {
            key: 'events',
            messages: 'src/features/events/locales',
            title: 'events.title',
            intro: 'events.intro',
          },
        },
        {
          path: PAGE_PATHS.activities,
          modules: [
            'src/features/activities/routes/activities-route.tsx',
            'src/features/activities/data/http-activities-api.ts',
            'src/features/activities/locales/[locale].json',
          ],
          shell: {
            key: 'activities',
            messages: 'src/features/activities/locales',
            title: 'activities.title',
            intro: 'activities.intro',
          },
        },
        {
          path: PAGE_PATHS.prayerTimes,
          modules: [
            'src/features/prayer-times/routes/prayer-times-route.tsx',
            'src/features/prayer-times/data/prayer-times-source.ts',
            'src/features/prayer-times/locales/[locale].json',
          ],
          shell: {
            key: 'prayer-times',
            messages: 'src/features/prayer-times/locales',
            title: 'timetable.title',
            intro: 'timetable.intro',
            className: 'timetable-page',
            headerClassName: 'timetable-page__header',
          },
        },
      ],
    }),
    precompressedAssets(),
    // The service worker (src/service-worker/sw.ts, docs/decisions/0053-installable-public-site.md):
    // Workbox's injectManifest, so the worker is our own code with the build's file list put in. The
    // page registers it itself after load (src/app/service-worker-start.ts) and the server answers the
    // manifest in the visitor's language, so the plugin neither injects a script nor writes a manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell: the page, its scripts and styles, its messages and the site's own pictures.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The hall's display is built after this build and keeps its files as they load (sw.ts).
        globIgnores: ['display/**', 'sw.js'],
      },
    }),
    // The API client, each area's HTTP module and each area's messages (their loaders): the code a
    // page's first reads and first render wait for, in one file.
    publicDataChunk({
      roots:
        /src\/(?:lib\/public-api-clients|features\/[^/]+\/(?:data\/(?:http-[\w-]+-api|prayer-times-source)|[\w-]+-intl))\.ts$/,
      // The pages src/app/page-starts.ts starts early: a campaign, the events, activities and prayer times.
      pages: /src\/features\/\w+\/routes\/(?:category|events|activities|prayer-times)-route\.tsx$/,
      areas: ['donations', 'events', 'activities', 'prayer-times'],
    }),
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
  build: {
    outDir: 'dist',
    sourcemap: true,
    // As the dashboard: every browser the site serves knows <link rel="modulepreload">, so the entry
    // need not carry the snippet that fetches those links for one that does not (0.3 KiB on the home).
    modulePreload: { polyfill: false },
  },
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
