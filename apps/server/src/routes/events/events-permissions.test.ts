import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FORM, eventForm, insertEvent, insertRegistration } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { PNG } from '../../test/images';

/**
 * The events calls, one by one (docs/decisions/0004), with every kind of caller: the staff's calls
 * are the admin's and the imam's; the upcoming list and a booking are public.
 */
type Caller = 'anonymous' | 'parent' | 'teacher' | 'imam' | 'admin';
const callers: Caller[] = ['anonymous', 'parent', 'teacher', 'imam', 'admin'];

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  server = await createTestServer({ limits: { bookingPerAddress: 1_000 } });
  for (const role of ['parent', 'teacher', 'imam', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

const everyone = (status: number) => Object.fromEntries(callers.map((caller) => [caller, status]));
const staff = (status: number) => ({
  anonymous: 401,
  parent: 403,
  teacher: 403,
  imam: status,
  admin: status,
});

interface Row {
  name: string;
  method: string;
  path: () => Promise<string> | string;
  /** JSON, or a multipart form made fresh for each call. */
  body?: () => unknown;
  expected: Record<string, number>;
}

const eventPath = async (suffix = '') => `/api/events/${(await insertEvent(server)).id}${suffix}`;

let lastToken = '';
let walkKeys = 0;
/** A fresh booking made through the public form, with its page's token. */
const bookingWithToken = async () => {
  const event = await insertEvent(server);
  const answer = await call(server, 'POST', `/api/events/${event.id}/registrations`, {
    body: { type: 'personal', name: 'Ali', phone: '600100200', email: 'ali@example.org' },
  });
  const body = answer.body as { registration: { id: number }; receipt_token: string };
  lastToken = body.receipt_token;
  return {
    token: body.receipt_token,
    path: (suffix: string) => `/api/events/${event.id}/registrations/${body.registration.id}${suffix}`,
  };
};

/** A fresh booking in `status` of a fresh event, and the address of one of its calls. */
const bookingPath = async (status: string, suffix: string) => {
  const event = await insertEvent(server);
  const booking = await insertRegistration(server, event.id, { paymentStatus: status });
  return `/api/events/${event.id}/registrations/${booking.id}${suffix}`;
};

const rows: Row[] = [
  { name: 'GET /events/', method: 'GET', path: () => '/api/events/', expected: staff(200) },
  { name: 'GET /events/{id}', method: 'GET', path: () => eventPath(), expected: staff(200) },
  {
    name: 'POST /events/',
    method: 'POST',
    path: () => '/api/events/',
    body: () => eventForm(EVENT_FORM, PNG),
    expected: staff(201),
  },
  {
    name: 'PATCH /events/{id}',
    method: 'PATCH',
    path: () => eventPath(),
    body: () => eventForm(EVENT_FORM, PNG),
    expected: staff(200),
  },
  { name: 'DELETE /events/{id}', method: 'DELETE', path: () => eventPath(), expected: staff(204) },
  {
    name: 'GET /events/{event_id}/registrations',
    method: 'GET',
    path: () => eventPath('/registrations?page=1&per_page=10'),
    expected: staff(200),
  },
  { name: 'GET /public/events', method: 'GET', path: () => '/api/public/events', expected: everyone(200) },
  {
    name: 'GET /public/events/{id}',
    method: 'GET',
    path: async () => `/api/public/events/${(await insertEvent(server)).id}`,
    expected: everyone(200),
  },
  {
    name: 'POST /events/{id}/registrations',
    method: 'POST',
    path: () => eventPath('/registrations'),
    body: () => ({ type: 'personal', name: 'Ali', phone: '600100200', email: 'ali@example.org' }),
    expected: everyone(201),
  },
  {
    // Public, to the holder of the booking page's token only (another token is a 404, tested apart).
    name: 'POST /events/{event_id}/registrations/{id}/payment',
    method: 'POST',
    path: async () => (await bookingWithToken()).path('/payment'),
    // The token is read when the body is sent, after the path made the booking.
    body: () => ({
      get token() {
        return lastToken;
      },
      payment_method: '4242424242424242',
      idempotency_key: `walk-${++walkKeys}-000000000`,
    }),
    expected: everyone(200),
  },
  {
    name: 'GET /events/{event_id}/registrations/{id}/status',
    method: 'GET',
    path: async () => {
      const booking = await bookingWithToken();
      return booking.path(`/status?token=${booking.token}`);
    },
    expected: everyone(200),
  },
  {
    // The booking's calendar file: public, to the holder of its page's token (another is a 404).
    name: 'GET /events/{event_id}/registrations/{id}/calendar.ics',
    method: 'GET',
    path: async () => {
      const booking = await bookingWithToken();
      return booking.path(`/calendar.ics?token=${booking.token}`);
    },
    expected: everyone(200),
  },
  {
    name: 'POST /events/{event_id}/registrations/{id}/mark-paid',
    method: 'POST',
    path: () => bookingPath('pending', '/mark-paid'),
    body: () => ({ via: 'cash' }),
    expected: staff(200),
  },
  {
    // Giving money back is the admin's only.
    name: 'POST /events/{event_id}/registrations/{id}/refund',
    method: 'POST',
    path: () => bookingPath('paid', '/refund'),
    body: () => ({ reason: 'Event moved' }),
    expected: { anonymous: 401, parent: 403, teacher: 403, imam: 403, admin: 200 },
  },
];

describe('who may call what in the events area', () => {
  it('covers every events call the app serves', () => {
    const served = server.app.routes
      .filter((route) => route.method !== 'ALL' && route.path.includes('/events'))
      .map(
        (route) =>
          `${route.method} ${route.path.replace('/api', '').replace(':event_id', '{event_id}').replace(':id', '{id}')}`,
      );
    expect(served.length).toBeGreaterThanOrEqual(8);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(served));
  });

  it.each(rows)('$name', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of callers) {
      const body = row.body?.();
      const headers: Record<string, string> = {};
      const token = tokens[caller];
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
      const response = await server.app.request(await row.path(), {
        method: row.method,
        headers,
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      seen[caller] = response.status;
    }
    expect(seen).toEqual(row.expected);
  });

  it('a refused change leaves the event, its photo and its bookings as they were', async () => {
    const event = await insertEvent(server, { photo: null });
    for (const caller of ['anonymous', 'parent', 'teacher'] as const) {
      const headers: Record<string, string> = tokens[caller]
        ? { authorization: `Bearer ${tokens[caller]}` }
        : {};
      await server.app.request(`/api/events/${event.id}`, {
        method: 'PATCH',
        headers,
        body: eventForm({ ...EVENT_FORM, event_name_en: 'Changed' }, PNG),
      });
      await call(server, 'DELETE', `/api/events/${event.id}`, { token: tokens[caller] });
    }
    const answer = await call(server, 'GET', `/api/events/${event.id}`, { token: tokens.imam });
    expect((answer.body as { event: unknown }).event).toMatchObject({
      event_name: 'Lecture on patience',
      photo: null,
    });
  });

  it('answers 401 to a token that is not valid, before reading the body', async () => {
    const answer = await call(server, 'POST', '/api/events/', { token: 'not-a-token', body: {} });
    expect(answer.status).toBe(401);
  });
});
