import type { AuthLocation, AuthNavigator, NavigateOptions } from './auth-navigation';

type Listener = () => void;

/**
 * The navigator of the first page a visitor loads: the address bar through the History API. A move
 * to one of the account pages pushes (or replaces) a history entry and re-renders; a move anywhere
 * else is handed to `onLeave`, which brings in the dashboard. Back and Forward arrive as popstate.
 */
export function createHistoryNavigator({
  isOwnPath,
  onLeave,
  preload,
  window: win = window,
}: {
  isOwnPath: (pathname: string) => boolean;
  onLeave: (to: string, options: NavigateOptions) => void;
  preload?: () => void;
  window?: Window;
}) {
  const listeners = new Set<Listener>();
  let snapshot: AuthNavigator;

  function read(): AuthLocation {
    return { pathname: win.location.pathname, state: win.history.state?.usr ?? null };
  }

  function changed() {
    const current = read();
    if (!isOwnPath(current.pathname)) {
      onLeave(current.pathname + win.location.search, { replace: true });
      return;
    }
    snapshot = { location: current, navigate, preload };
    for (const listener of listeners) listener();
  }

  const navigate = (to: string, options: NavigateOptions = {}) => {
    const pathname = new URL(to, win.location.href).pathname;
    if (!isOwnPath(pathname)) {
      onLeave(to, options);
      return;
    }
    // Kept under `usr`, where react-router keeps a location's state, so either side can read it.
    const entry = { usr: options.state ?? null };
    if (options.replace) win.history.replaceState(entry, '', to);
    else win.history.pushState(entry, '', to);
    changed();
  };

  snapshot = { location: read(), navigate, preload };
  const onPopState = () => changed();

  return {
    subscribe(listener: Listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    /** Stable between moves, as useSyncExternalStore needs. */
    snapshot: (): AuthNavigator => snapshot,
    navigate,
  };
}
