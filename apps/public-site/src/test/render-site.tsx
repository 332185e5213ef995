import type { DonationCategory } from '@minbar/api/schemas/donations';
import { act, render } from '@testing-library/react';
import { App } from '../app/app';
import { createHttpActivitiesApi } from '../features/activities/data/http-activities';
import { createHttpDonationsApi } from '../features/donations/data/http-donations';
import { createHttpEventsApi } from '../features/events/data/http-events';
import { createHttpPrayerTimes } from '../features/prayer-times/data/http-prayer-times';

export interface ServerCall {
  method: string;
  path: string;
  body: unknown;
  /** The Accept-Language the call carried. */
  language: string | null;
  /** The Idempotency-Key header, when the call carried one. */
  idempotencyKey?: string | null;
}

export type ServerScript = (call: ServerCall) => { status: number; body?: unknown } | 'no-answer';

export interface FakeServer {
  fetch: typeof fetch;
  calls: ServerCall[];
}

/**
 * A fetch that answers from a script and records every call: the site runs its real API client,
 * headers and JSON included. 'no-answer' fails the request as a dropped connection does.
 */
export function fakeServer(script: ServerScript): FakeServer {
  const calls: ServerCall[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    const call = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      language: request.headers.get('accept-language'),
      idempotencyKey: request.headers.get('idempotency-key'),
    };
    calls.push(call);
    const answer = script(call);
    if (answer === 'no-answer') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fakeFetch as typeof fetch, calls };
}

export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

/** The whole site with its real providers, router and API client, at `path` (with history state). */
export async function renderSite({
  path = '/',
  state = null,
  server,
  storage = memoryStorage({ language: 'en' }),
}: {
  path?: string;
  state?: unknown;
  server: FakeServer;
  storage?: Storage;
}) {
  window.history.replaceState(state, '', path);
  const api = createHttpDonationsApi('http://localhost/api', server.fetch);
  const events = createHttpEventsApi('http://localhost/api', server.fetch);
  const activities = createHttpActivitiesApi('http://localhost/api', server.fetch);
  const prayerTimes = createHttpPrayerTimes('http://localhost/api', server.fetch);
  let result: ReturnType<typeof render> | undefined;
  // Rendered inside an awaited act(), so what suspends on its first render resumes when its data comes.
  await act(async () => {
    result = render(
      <App storage={storage} api={api} events={events} activities={activities} prayerTimes={prayerTimes} />,
    );
  });
  return result as ReturnType<typeof render>;
}

/** Runs a user action inside an awaited act(), so what it makes suspend resumes (see `eventually`). */
export async function acting(action: () => Promise<unknown>): Promise<void> {
  await act(async () => {
    await action();
  });
}

/**
 * Waits, inside act(), until `find` stops throwing, and returns what it found. Screens here suspend
 * on promises (use()); React resumes them only while act() drives its work in this test environment,
 * so Testing Library's findBy* (which waits outside act) would wait forever.
 */
// 10 s: a lazy route's chunk and a real HTTP round trip can take seconds on a busy 2-core CI machine
// running another suite beside this one; the wait ends as soon as the element is there.
export async function eventually<T>(find: () => T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    try {
      return find();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

export function category(overrides: Partial<DonationCategory> = {}): DonationCategory {
  return {
    id: 11,
    name: 'Roof repair',
    title: 'Keep the rain out of the prayer hall',
    description: 'The roof over the prayer hall leaks; help us repair it before winter.',
    image: null,
    payment_type: 'One Time',
    default_value: 50,
    target_amount: 20000,
    current_amount: 12500,
    is_available: true,
    is_system_defined: false,
    is_zakat: false,
    ...overrides,
  };
}

export const ZAKAT = category({
  id: 3,
  name: 'Zakat',
  title: 'Purify your wealth',
  description: 'Your zakat reaches those entitled to it.',
  target_amount: 0,
  current_amount: 0,
  is_system_defined: true,
  is_zakat: true,
});

export const CAMPAIGNS = [
  category(),
  category({ id: 12, name: 'Winter coats', title: 'Warm coats for families who arrived this year' }),
  category({ id: 13, name: 'Quran classes', title: 'Books and teachers for the weekend school' }),
  category({ id: 14, name: 'Iftar meals', title: 'A meal every evening of Ramadan for anyone who comes' }),
];

export const MAIN = [
  ZAKAT,
  category({ id: 1, name: 'Sadaqah', title: 'Give freely', target_amount: 0, is_system_defined: true }),
];

/** A page of campaigns as GET /customized_categories/ answers it. */
export function campaignPage(items: DonationCategory[]) {
  return { items, total: items.length, page: 1, per_page: 100, total_pages: 1 };
}

/** The usual answers of the public calls: main categories, campaigns, one category, the test provider. */
export function publicServer(
  overrides: (call: ServerCall) => ReturnType<ServerScript> | undefined = () => undefined,
) {
  return fakeServer((call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.path === '/main_categories/') return { status: 200, body: MAIN };
    if (call.path.startsWith('/customized_categories/'))
      return { status: 200, body: campaignPage(CAMPAIGNS) };
    const one = /^\/categories\/(\d+)\/$/.exec(call.path);
    if (one) {
      const found = [...MAIN, ...CAMPAIGNS].find((each) => each.id === Number(one[1]));
      return found ? { status: 200, body: found } : { status: 404, body: { detail: 'Category not found' } };
    }
    if (call.path === '/payments/config')
      return {
        status: 200,
        body: {
          provider: 'test',
          publishable_key: null,
          test_cards: { succeeds: '4242424242424242', declined: '4000000000000002' },
        },
      };
    return { status: 404, body: { detail: 'Not found' } };
  });
}
