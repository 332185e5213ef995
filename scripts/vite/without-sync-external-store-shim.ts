import type { Plugin } from 'vite';

/*
 * React 19 has useSyncExternalStore itself. @tanstack/react-store (under TanStack Form, on the
 * sign-in page) still imports the `use-sync-external-store/shim/*` entries written for React 17,
 * which ship their own fallback implementation beside the check that picks React's; the builds
 * resolve them to the package's non-shim entries, which use React's hook directly (the shim picks
 * the same hook on React 18 and later, so nothing changes but 0.4 KiB gz less on the first page).
 * The build fails if nothing is redirected any more, so an upgrade that drops the shim is noticed.
 */
const SHIMS = new Map([
  ['use-sync-external-store/shim/with-selector', 'use-sync-external-store/with-selector'],
  ['use-sync-external-store/shim/with-selector.js', 'use-sync-external-store/with-selector.js'],
  ['use-sync-external-store/shim', 'use-sync-external-store'],
  ['use-sync-external-store/shim/index.js', 'use-sync-external-store'],
]);

export function withoutSyncExternalStoreShim(): Plugin {
  let redirected = 0;
  return {
    name: 'minbar:without-sync-external-store-shim',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      redirected = 0;
    },
    resolveId: {
      // Only the shim's own entries reach the handler, so the bundler calls no script for the rest.
      filter: { id: /^use-sync-external-store\/shim/ },
      handler(source, importer, options) {
        const target = SHIMS.get(source);
        if (!target) return null;
        redirected += 1;
        return this.resolve(target, importer, { ...options, skipSelf: true });
      },
    },
    buildEnd(error) {
      if (!error && redirected === 0) {
        this.error(
          'nothing imports use-sync-external-store/shim any more: remove scripts/vite/without-sync-external-store-shim.ts',
        );
      }
    },
  };
}
