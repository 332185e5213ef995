import { defineConfig } from 'tsup';

/*
 * The library as apps outside this repository install it (docs/decisions/0027-built-ui-library.md).
 * Every module is its own entry, keeping the src/ layout, so `@minbar/ui/button/button` and the root
 * `@minbar/ui` resolve to the same code. The JavaScript imports no stylesheet (Node, a server renderer
 * or a test runner cannot load `.css`): the widgets' styles ship as one `styles.css` instead.
 */
export default defineConfig([
  {
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
      '!src/**/*.stories.tsx',
      // The stories' helpers: the workspace reads them from source, a published package has no use for them.
      '!src/provider/story-locale.ts',
      '!src/provider/story-content.ts',
      '!src/**/*-story-text.ts',
      '!src/provider/every-ui-message.ts',
    ],
    format: ['esm'],
    // Declarations come from tsc (tsconfig.build.json): tsup's dts bundler flattens the folder layout.
    dts: false,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    // A widget's `import './x.css'` is for the workspace's Vite builds; here styles.css carries it.
    loader: { '.css': 'empty' },
    esbuildOptions(options) {
      options.outbase = 'src';
      options.jsx = 'automatic';
    },
  },
  {
    entry: {
      styles: 'src/styles.css',
      'theme/global': 'src/theme/global.css',
      'theme/tokens': 'src/theme/tokens.css',
    },
    sourcemap: true,
  },
]);
