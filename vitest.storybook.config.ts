import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROME_FLAGS, CHROME_PATH, STABLE_RENDER_FLAGS } from './scripts/lib/chromium.mjs';
import {
  compareStoryImage,
  isComparedStory,
  STORY_IMAGE_VIEWPORT,
} from './scripts/review/lib/story-image.mjs';

/*
 * The browser draws the same pixels on every machine with the pinned fonts (the visual check in
 * .storybook/vitest.setup.ts compares them with baselines): no hinting or sub-pixel text, no
 * scrollbars, one device pixel per CSS pixel, no motion, English number formats and UTC outside the
 * stories' own providers. The page is larger than any story's viewport, so Vitest never scales the
 * story's frame down to fit.
 */
const chromium = playwright({
  launchOptions: {
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, ...STABLE_RENDER_FLAGS],
  },
  contextOptions: {
    viewport: { width: 1920, height: 1920 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    colorScheme: 'light',
  },
});

/** Every story runs in each language: English, Arabic (right to left) and Polish (the longest texts). */
function storybookProject(locale: 'en' | 'ar' | 'pl') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook' })],
    define: {
      __STORYBOOK_LOCALE__: JSON.stringify(locale),
      __STORYBOOK_VIEWPORT__: JSON.stringify(STORY_IMAGE_VIEWPORT),
    },
    test: {
      name: `storybook-${locale}`,
      setupFiles: ['.storybook/vitest.setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        commands: { compareStoryImage, isComparedStory },
      },
    },
  };
}

export default defineConfig({
  // ui's story helpers are exported under `minbar-source` only (they are not in the published build,
  // docs/decisions/0049): the projects' Storybook config names that condition, and `--changed` (npm run
  // test:changed) resolves the stories' imports here, in the server environment, so it names it too.
  resolve: { conditions: ['minbar-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['minbar-source', ...defaultServerConditions] } },
  // Pre-bundled up front: discovering these mid-run makes Vite re-optimise and load a second React.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@radix-ui/react-dialog',
      '@radix-ui/react-direction',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-popover',
      '@radix-ui/react-select',
      '@internationalized/date',
      'react-aria',
      'react-stately',
      'react-intl',
      // Used by the apps' screen stories.
      '@tanstack/react-query',
      '@tanstack/react-form',
      'jotai',
      'react-router',
      '@tanstack/react-virtual',
      'valibot',
      // The public site's carousel, router and QR code.
      'embla-carousel-react',
      'embla-carousel-autoplay',
      'wouter',
      'uqr',
      // The prayer tools' CSV reader and chart, discovered mid-run otherwise.
      'papaparse',
      'uplot',
      // The server's mail stories: React Email, its messages' formatter, and axe run inside the mail's frame.
      ...[
        'render',
        'body',
        'container',
        'head',
        'heading',
        'hr',
        'html',
        'img',
        'link',
        'preview',
        'section',
        'text',
      ].map((part) => `@react-email/${part}`),
      'intl-messageformat',
      'axe-core',
      // The dashboard shell's icons, one module each.
      ...[
        'activity',
        'baby',
        'book-open',
        'calendar-days',
        'circle-user',
        'clock',
        'hand-heart',
        'history',
        'landmark',
        'mail-check',
        'messages-square',
        'moon-star',
        'scroll-text',
        'tag',
        'users',
      ].map((icon) => `lucide-react/icons/${icon}`),
    ],
  },
  test: {
    env: { TZ: 'UTC' },
    // A ceiling for a hung story, not a speed goal: a whole month of react-aria time fields (150 of
    // them) with the accessibility check over every one takes 10 to 17 s on a loaded 2-core machine.
    testTimeout: 45_000,
    projects: [storybookProject('en'), storybookProject('ar'), storybookProject('pl')],
  },
});
