import { defineConfig } from 'tsup';

// Compiled because the Node server consumes this package. Every module is its own entry, keeping
// the src/ layout, so consumers import `@minbar/<pkg>/<area>/<module>` without a barrel file.
export default defineConfig({
  // src/testing holds the tests' HTTP server: Node-only, never shipped to the apps.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/testing/**'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): tsup's dts bundler flattens the folder layout.
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildOptions(options) {
    options.outbase = 'src';
  },
});
