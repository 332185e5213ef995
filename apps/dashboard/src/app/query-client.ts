import { QueryClient } from '@tanstack/react-query';

/**
 * The query cache's defaults, which every area inherits.
 *
 * TanStack Query's default network mode ('online') pauses a call while the browser is offline and
 * sends it when the network returns: a save spins without a word and is sent later, even after the
 * user closed its form, and a screen waits on 'Loading…' for ever. Here every call is tried at once,
 * so offline it fails straight away and the screen shows its network message; a failed save is
 * never tried again by the library (the user presses Save again, with the form still filled in).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // Auth failures are handled by the client (refresh, then sign-out); retrying them only delays,
        // and offline a retry cannot succeed.
        retry: (failureCount) => failureCount < 1 && isBrowserOnline(),
        refetchOnWindowFocus: false,
        // The 'always' mode turns this off by default; a screen that failed offline loads again
        // by itself when the network returns.
        refetchOnReconnect: true,
      },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
