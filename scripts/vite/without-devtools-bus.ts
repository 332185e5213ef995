import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Resolves @tanstack/devtools-event-client to the silent client beside this file, and the throttle
 * that only paces TanStack Form's broadcasts to it to a no-op (see both stubs for why).
 */
export function withoutDevtoolsBus(): Plugin {
  const stubs = new Map([
    [
      '@tanstack/devtools-event-client',
      fileURLToPath(new URL('./no-devtools-event-client.ts', import.meta.url)),
    ],
    ['@tanstack/pacer-lite', fileURLToPath(new URL('./no-devtools-throttle.ts', import.meta.url))],
  ]);
  return {
    name: 'minbar:without-devtools-bus',
    enforce: 'pre',
    resolveId(source) {
      return stubs.get(source) ?? null;
    },
  };
}
