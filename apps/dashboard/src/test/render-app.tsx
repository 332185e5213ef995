import { createApiClient } from '@minbar/api/client';
import { createMemorySession, type Session, type SessionStore } from '@minbar/api/session';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { ApiProvider } from '../lib/api-context';
import { createLocaleState, LocaleProvider } from '../lib/locale-state';

export type FakeRoute = (request: { method: string; path: string; body: unknown }) => {
  status: number;
  body?: unknown;
};

export interface FakeServer {
  fetch: typeof fetch;
  calls: Array<{ method: string; path: string; body: unknown }>;
}

/** A fetch that answers from a function, recording every call: the app is tested with its real client. */
export function fakeServer(answer: FakeRoute): FakeServer {
  const calls: FakeServer['calls'] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

export const ADMIN_SESSION: Session = {
  token: 'access-admin',
  userEmail: 'amina@example.org',
  userId: 1,
  username: 'amina',
  role: 'admin',
  roles: ['admin'],
};

export const IMAM_SESSION: Session = {
  token: 'access-imam',
  userEmail: 'yusuf@example.org',
  userId: 2,
  username: 'yusuf',
  role: 'imam',
  roles: ['imam'],
};

/** Renders the real route table with the real providers, in English unless `locale` says otherwise, at `path`. */
export function renderApp({
  path,
  session = null,
  sessionStore: ownStore,
  server,
  state,
  locale: language = 'en',
}: {
  path: string;
  /** The interface's language; English unless a test is about another. */
  locale?: Locale;
  session?: Session | null;
  /** A store of its own (the browser's, over localStorage) instead of a memory one holding `session`. */
  sessionStore?: SessionStore;
  server: FakeServer;
  state?: unknown;
}) {
  const store = createStore();
  const locale = createLocaleState(language);
  locale.set(language);
  const sessionStore = ownStore ?? createMemorySession(session);
  // The app's own cache defaults (network mode, no replayed saves), without the one retry of a load
  // that would only slow the error-state tests down.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  // A path may carry a query (?page=2) and an anchor (#nisab): the router takes them apart.
  const [beforeHash = path, hash] = path.split('#');
  const [pathname = beforeHash, query] = beforeHash.split('?');
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', hash: hash ? `#${hash}` : '', state }],
  });
  const client = createApiClient({
    baseURL: 'http://localhost/api',
    session: sessionStore,
    getLanguage: () => locale.get(),
    onSessionEnded: () => void router.navigate('/', { replace: true }),
    fetch: server.fetch,
  });
  const view = render(
    <LocaleProvider value={locale}>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={client} session={sessionStore}>
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </LocaleProvider>,
  );
  return { ...view, router, session: sessionStore };
}
