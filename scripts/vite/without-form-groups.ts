import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GROUP_MODULES = new Set(['./useFormGroup.js', './useFieldGroup.js']);

/**
 * Resolves @tanstack/react-form's own imports of its group modules to the stub beside this file
 * (see there why). Only imports from inside @tanstack/react-form's build are redirected, and the
 * build fails if the stub stops being used, so an upgrade that moves them is noticed.
 */
export function withoutFormGroups(): Plugin {
  const stub = fileURLToPath(new URL('./no-form-groups.ts', import.meta.url));
  let redirected = 0;
  return {
    name: 'minbar:without-form-groups',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
    },
    resolveId(source, importer) {
      if (!GROUP_MODULES.has(source) || !importer?.includes('@tanstack/react-form/')) return null;
      redirected += 1;
      return stub;
    },
    buildEnd(error) {
      if (!error && this.environment.mode === 'build' && redirected === 0) {
        this.error(
          '@tanstack/react-form no longer imports ./useFormGroup.js or ./useFieldGroup.js: update scripts/vite/without-form-groups.ts',
        );
      }
    },
  };
}
