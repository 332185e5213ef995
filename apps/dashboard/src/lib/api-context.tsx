import type { ApiClient } from '@minbar/api/client';
import type { Session, SessionStore } from '@minbar/api/session';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';

interface ApiContextValue {
  client: ApiClient;
  session: SessionStore;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ client, session, children }: ApiContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ client, session }), [client, session]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('ApiProvider is missing above this component');
  return value;
}

export function useApiClient(): ApiClient {
  return useApiContext().client;
}

export function useSessionStore(): SessionStore {
  return useApiContext().session;
}

/*
 * The browser store builds a new object on every get(), which useSyncExternalStore would read
 * as a change on every render; the snapshot is therefore cached by its serialised form.
 */
const snapshots = new WeakMap<SessionStore, { key: string; value: Session | null }>();

function snapshotOf(store: SessionStore): Session | null {
  const value = store.get();
  const key = JSON.stringify(value);
  const cached = snapshots.get(store);
  if (cached && cached.key === key) return cached.value;
  snapshots.set(store, { key, value });
  return value;
}

/** The signed-in session, re-rendering on sign-in, refresh and sign-out. */
export function useSession(): Session | null {
  const store = useSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => snapshotOf(store),
    () => snapshotOf(store),
  );
}
