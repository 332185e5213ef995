import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/*
 * Bundler notes that say nothing about the stories and would bury a real warning (a missing story
 * file or addon) in the static build's log: libraries' "use client" directives, languages the stories
 * import statically on purpose (every language is loaded up front), and the build's own timings. The
 * preview is one large bundle by design, so its size is not a warning either.
 */
const QUIET_BUILD_LOGS = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT', 'PLUGIN_TIMINGS']);

const config: StorybookConfig = {
  stories: [
    // The library's guides (introduction, languages, theme, accessibility, reviewing), before its widgets.
    '../packages/ui/docs/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/*/src/**/*.stories.tsx',
    // The stories' own checks, tested with them (tagged self-test, hidden from the sidebar).
    './*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The public site's category pictures for categories without an image of their own.
  staticDirs: [{ from: '../apps/public-site/public/fallback', to: '/fallback' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const previousOnLog = rolldownOptions.onLog;
    return {
      ...viteConfig,
      // @minbar/ui from its source: stories show the widgets as edited, without a build first
      // (docs/decisions/0027-built-ui-library.md).
      resolve: { ...viteConfig.resolve, conditions: ['minbar-source', ...defaultClientConditions] },
      build: {
        ...viteConfig.build,
        chunkSizeWarningLimit: 8192,
        rolldownOptions: {
          ...rolldownOptions,
          onLog(level, log, handler) {
            if (log.code && QUIET_BUILD_LOGS.has(log.code)) return;
            if (previousOnLog) previousOnLog(level, log, handler);
            else handler(level, log);
          },
        },
      },
    };
  },
};

/*
 * MINBAR_STORYBOOK_STORIES (story files or globs from the repository's root, comma-separated) builds
 * or serves those stories alone: the fresh-clone test (scripts/fresh-clone) runs every Storybook
 * command on one story file, so it proves each command builds what it needs without taking minutes.
 */
const onlyStories = process.env.MINBAR_STORYBOOK_STORIES;
if (onlyStories) config.stories = onlyStories.split(',').map((story) => `../${story.trim()}`);

export default config;
