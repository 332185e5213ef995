import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Resolves @tanstack/devtools-event-client to the silent client beside this file (see there why). */
export function withoutDevtoolsBus(): Plugin {
  const stub = fileURLToPath(new URL('./no-devtools-event-client.ts', import.meta.url));
  return {
    name: 'minbar:without-devtools-bus',
    enforce: 'pre',
    resolveId(source) {
      return source === '@tanstack/devtools-event-client' ? stub : null;
    },
  };
}
