import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Resolves @tanstack/form-core's own imports of ./metaHelper.js to the stub beside this file (see
 * there why). Only imports from inside @tanstack/form-core's build are redirected, and the build
 * fails if the stub stops being used, so an upgrade that moves or changes it is noticed: check the
 * stub against the new metaHelper.js (the version it copies is 1.33.5) before updating this.
 */
export function withoutArrayFieldMoves(): Plugin {
  const stub = fileURLToPath(new URL('./no-array-field-moves.ts', import.meta.url));
  let redirected = 0;
  return {
    name: 'minbar:without-array-field-moves',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      redirected = 0;
    },
    resolveId: {
      filter: { id: /^\.\/metaHelper\.js$/ },
      handler(source, importer) {
        if (source !== './metaHelper.js' || !importer?.includes('@tanstack/form-core/')) return null;
        redirected += 1;
        return stub;
      },
    },
    buildEnd(error) {
      if (!error && redirected === 0) {
        this.error(
          '@tanstack/form-core no longer imports ./metaHelper.js: update scripts/vite/without-array-field-moves.ts',
        );
      }
    },
  };
}
