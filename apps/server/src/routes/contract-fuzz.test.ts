import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCategories } from '../db/schema-donations';
import { createAccount, createTestServer, signIn, type TestAccount, type TestServer } from '../test/harness';

/**
 * Malformed input at every route of the contract: whatever a client sends, the answer is a 4xx
 * (422 for a refused value), never a 5xx. The routes are read from the app itself, so a new route is
 * fuzzed without touching this file; a new path parameter or field only needs a valid base value
 * below. Each value is changed one at a time on an otherwise valid request, so it reaches the
 * handler (and the database) whenever validation lets it through. The list is fixed: no randomness.
 */

let server: TestServer;
/**
 * Holds both staff roles and a parent's, so no role check (admin, imam, or a parent enrolling a child)
 * stops a request early.
 */
let fuzzer: TestAccount;
let token = '';
const VICTIM_EMAIL = 'fuzz-victim@example.test';

beforeAll(async () => {
  // The fuzzed sign-in and code calls fail by the hundred from one address; the fuzzer must still sign in.
  server = await createTestServer({
    limits: { signInPerAddress: 1_000_000, codePerAddress: 1_000_000, bookingPerAddress: 1_000_000 },
  });
  fuzzer = await createAccount(server, { roles: ['admin', 'imam', 'parent'] });
  await createAccount(server, { roles: ['parent'], email: VICTIM_EMAIL });
  token = (await signIn(server, fuzzer)).access_token;
  // A category open for gifts, so a fuzzed donation reaches the payment and the database.
  const [category] = await server.deps.db
    .insert(donationCategories)
    .values({
      nameEn: 'Fuzz',
      nameAr: 'Fuzz',
      namePl: 'Fuzz',
      descriptionEn: 'Fuzz',
      descriptionAr: 'Fuzz',
      descriptionPl: 'Fuzz',
      paymentType: 'One Time',
      isAvailable: true,
    })
    .returning();
  BODY_BASE.category_id = category!.id;
});
afterAll(() => server.close());

/** A valid value for each path parameter of the contract; a route with an unknown one fails the test. */
const PARAM_BASE: Record<string, string> = {
  id: '999999',
  event_id: '999999',
  updateId: '999999',
  token: 'not.signed',
  email: encodeURIComponent(VICTIM_EMAIL),
  date: '2026-03-01',
  year: '2026',
  currency: 'EUR',
};

/** Every query parameter of the contract with a valid value; routes ignore the ones they do not read. */
const QUERY_BASE: Record<string, string> = {
  page: '1',
  per_page: '10',
  search: 'fuzz',
  response_date_from: '2026-03-01',
  from_date: '2026-03-01',
  to_date: '2026-03-31',
  city: 'Warsaw',
  role: 'imam',
  new_role: 'imam',
  available_only: 'false',
  is_available: 'true',
  active_only: 'true',
  is_active: 'true',
  active_subscription: 'true',
  reason: 'Unpaid',
};

const DAY = {
  date: '2030-01-01',
  fajr: '04:30',
  dhuhr: '11:55',
  asr: '14:50',
  maghrib: '17:30',
  isha: '19:10',
};

/** Every body field of the contract with a valid value: one body is valid for each route at once. */
const BODY_BASE: Record<string, unknown> = {
  text_en: 'The roof is on.',
  text_ar: 'تم تركيب السقف.',
  text_pl: 'Dach jest położony.',
  email: 'nobody@example.test',
  password: 'password123',
  username: 'fuzz-newcomer',
  phone: '+48 600 000 001',
  code: '123456',
  new_password: 'password123',
  refresh_token: 'not-a-refresh-token',
  question: 'Is this a question?',
  is_anonymous: false,
  question_id: 1,
  question_en: 'Question',
  response_en: 'Answer',
  question_ar: 'سؤال',
  response_ar: 'جواب',
  question_pl: 'Pytanie',
  response_pl: 'Odpowiedź',
  city: 'Warsaw',
  data: [DAY],
  ...DAY,
  mode: 'minutes_after_athan',
  effective_from: '2030-02-01',
  effective_to: '2030-02-01',
  fajr_minutes: 10,
  dhuhr_minutes: 10,
  asr_minutes: 10,
  maghrib_minutes: 10,
  isha_minutes: 10,
  fajr_fixed: '05:00',
  dhuhr_fixed: '12:30',
  asr_fixed: '15:30',
  maghrib_fixed: '18:00',
  isha_fixed: '20:00',
  name_en: 'Roof',
  name_ar: 'سقف',
  name_pl: 'Dach',
  title_en: 'Title',
  title_ar: 'عنوان',
  title_pl: 'Tytuł',
  description_en: 'Description',
  description_ar: 'وصف',
  description_pl: 'Opis',
  payment_type: 'One Time',
  default_value: 50,
  target_amount: 1000,
  current_amount: 0,
  is_available: true,
  is_zakat: false,
  payment_method: '4242424242424242',
  amount: 25,
  category_id: 1,
  frequency: 'one-time',
  donor_name: 'Fuzz Donor',
  donor_email: 'donor@example.test',
  idempotency_key: 'fuzz-idempotency-key-0001',
  total_savings: 50000,
  currency: 'PLN',
  basis: 'gold',
  gold_price_per_gram: 112,
  silver_price_per_gram: 1.4,
  as_of: '2026-11-20',
  rate_to_centre: 4.2,
  rate_as_of: '2026-11-21',
  gold_grams: 10,
  silver_grams: 100,
  investments: 500,
  receivables: 200,
  debts: 100,
  event_name_en: 'Fuzz event',
  event_name_ar: 'حدث',
  event_name_pl: 'Wydarzenie',
  address_en: 'Main hall',
  address_ar: 'القاعة الرئيسية',
  address_pl: 'Sala główna',
  about_en: 'About the fuzz event.',
  about_ar: 'عن هذا الحدث هنا.',
  about_pl: 'O tym wydarzeniu.',
  time: '10:00',
  registration_deadline: '2029-12-31',
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
  status: 'active',
  type: 'personal',
  name: 'Fuzz Booker',
  student: false,
  transportation: false,
  description: 'Fuzz description',
  price: 150,
  num_subjects_included: 3,
  is_active: true,
  teacher_id: 1,
  subject_ids: [1],
  child_ids: [1],
  child_id: 1,
  package_id: 1,
  first_name: 'Fuzz',
  last_name: 'Child',
  birthdate: '2017-05-04',
};
/** The iqama calls take either mode: the fixed-time variant of the base. */
const BODY_BASES = [BODY_BASE, { ...BODY_BASE, mode: 'fixed_time' }];

/** Longer than any field allows, well under a request-body limit of 1 MB. */
const HUGE = 'x'.repeat(100_000);

const JSON_JUNK: unknown[] = [
  '\u0000',
  'fuzz\u0000text',
  '\u202Efuzz',
  '99999999999999999999',
  1e20,
  2147483648,
  -1,
  1.5,
  '0000-01-01',
  '2026-02-30',
  '275760-09-14',
  HUGE,
  '',
  null,
  true,
  [],
  {},
  { nested: { deeper: [null, { x: '\u0000' }] } },
];

/** Whole bodies that are not the expected object, as raw text. */
const RAW_BODY_JUNK: string[] = [
  '[]',
  '"text"',
  '123',
  'null',
  '{"email":',
  '{"question":"\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"roles":["admin"]}}',
  JSON.stringify([BODY_BASE]),
];

/** Query and path values, already percent-encoded as a client would send them. */
const URL_JUNK: string[] = [
  '%00',
  'a%00b',
  '%C0%80',
  '99999999999999999999',
  '-1',
  '1e400',
  '0000-01-01',
  '0000',
  '2026-02-30',
  '%E2%80%AE',
  '%',
  '%ZZ',
  '%FF',
  'x'.repeat(20_000),
  '',
];

interface Route {
  method: string;
  path: string;
}

/** The contract's routes as the app registered them: each method and path once, middleware left out. */
function contractRoutes(): Route[] {
  const routes = new Map<string, Route>();
  for (const route of server.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    routes.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...routes.values()];
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name] ?? PARAM_BASE[name];
    if (value === undefined) throw new Error(`no base value for path parameter :${name} (${path})`);
    return value;
  });
}

function queryString(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${key}=${item}`),
  );
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

interface Answer {
  status: number;
  body: unknown;
}

interface Attempt {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** A value to send as JSON, or raw text. */
  body?: { json: unknown } | { raw: string };
}

const hasBody = (method: string) => !['GET', 'HEAD', 'DELETE'].includes(method);

/**
 * One request. A route under test may end the fuzzer's session (a logout): after a 401, if the token
 * no longer works, the request is retried once with a fresh sign-in, so the rest of the run still
 * gets past authentication.
 */
async function send(route: Route, attempt: Attempt): Promise<Answer> {
  const once = async () => {
    const url = fillPath(route.path, attempt.params ?? {}) + queryString(attempt.query ?? QUERY_BASE);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let body: string | undefined;
    if (hasBody(route.method)) {
      headers['content-type'] = 'application/json';
      const given = attempt.body ?? { json: BODY_BASE };
      body = 'raw' in given ? given.raw : JSON.stringify(given.json);
    }
    const response = await server.app.request(url, { method: route.method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // CSV downloads and plain-text answers stay as text.
    }
    return { status: response.status, body: parsed };
  };
  const answer = await once();
  if (answer.status !== 401) return answer;
  const me = await server.app.request('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  if (me.status === 200) return answer;
  token = (await signIn(server, fuzzer)).access_token;
  return once();
}

/** The `loc` lists of a 422 answer (`{detail:[{loc:[...]}]}`). */
function refusedLocations(answer: Answer): unknown[][] {
  if (answer.status !== 422) return [];
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  return Array.isArray(detail) ? detail.map((item) => (item as { loc?: unknown[] }).loc ?? []) : [];
}

/** Every path inside a value down to its leaves: `data`, `data.0`, `data.0.date`, ... */
function pathsOf(value: unknown, prefix: string[]): string[][] {
  const out: string[][] = [prefix];
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...prefix, key]));
  }
  return out;
}

function withValueAt(base: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValueAt(copy[head], rest, value);
  return copy;
}

/**
 * The fields of a base body that a route reads. Every field not yet known is given a wrong type at
 * once, and the 422 names the ones the route checks; the probe repeats with those restored, since a
 * union on one field (the iqama `mode`) checks the others only once that field is valid.
 */
async function fieldsReadBy(route: Route, bodyBase: Record<string, unknown>): Promise<string[]> {
  const known = new Set<string>();
  for (;;) {
    const probe = { ...bodyBase };
    for (const key of Object.keys(bodyBase)) if (!known.has(key)) probe[key] = { probe: true };
    const named = refusedLocations(await send(route, { body: { json: probe } }))
      .map((loc) => loc[1])
      .filter((key): key is string => typeof key === 'string' && key in bodyBase && !known.has(key));
    if (named.length === 0) return [...known];
    for (const key of named) known.add(key);
  }
}

interface Finding {
  route: string;
  input: string;
  status: number;
}

/** Sends every malformed value at one route; returns the 5xx answers and every status seen. */
async function fuzzRoute(route: Route): Promise<{ failures: Finding[]; statuses: Set<number> }> {
  const failures: Finding[] = [];
  const statuses = new Set<number>();
  const name = `${route.method} ${route.path}`;
  const record = async (input: string, attempt: Attempt) => {
    const answer = await send(route, attempt);
    statuses.add(answer.status);
    if (answer.status >= 500) failures.push({ route: name, input, status: answer.status });
    return answer;
  };
  const show = (value: unknown) => {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 40 ? `${text.slice(0, 20)}...(${text.length} characters)` : text;
  };

  for (const param of [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string)) {
    for (const junk of URL_JUNK) await record(`path ${param}=${show(junk)}`, { params: { [param]: junk } });
  }

  // A key sent twice arrives as a list: a route refuses that with a 422 naming each key it reads.
  await record('base request', {});
  const twice = Object.fromEntries(Object.keys(QUERY_BASE).map((key) => [key, ['1', '2']]));
  const readKeys = new Set(refusedLocations(await send(route, { query: twice })).map((loc) => loc[1]));
  for (const key of Object.keys(QUERY_BASE).filter((name) => readKeys.has(name))) {
    for (const junk of URL_JUNK) {
      await record(`query ${key}=${show(junk)}`, { query: { ...QUERY_BASE, [key]: junk } });
    }
  }

  if (!hasBody(route.method)) return { failures, statuses };
  for (const raw of RAW_BODY_JUNK) await record(`body ${show(raw)}`, { body: { raw } });
  const readFields = await fieldsReadBy(route, BODY_BASE);
  // The other bases differ only in `mode`: worth a pass only where the route reads it.
  const bases = readFields.includes('mode') ? BODY_BASES : [BODY_BASE];
  for (const bodyBase of bases) {
    const fields = bodyBase === BODY_BASE ? readFields : await fieldsReadBy(route, bodyBase);
    for (const key of fields) {
      for (const path of pathsOf(bodyBase[key], [key])) {
        for (const junk of JSON_JUNK) {
          await record(`body ${path.join('.')}=${show(junk)}`, {
            body: { json: withValueAt(bodyBase, path, junk) },
          });
        }
      }
    }
  }
  return { failures, statuses };
}

describe('malformed input at every route of the contract', () => {
  it('finds the contract routes in the app', () => {
    const routes = contractRoutes().map((route) => `${route.method} ${route.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/token',
        'GET /api/admin/users',
        'DELETE /api/admin/users/:id',
        'PATCH /api/update-fatwa-response/:id',
        'POST /api/prayer-times/bulk',
        'GET /api/prayer-times/year/:year',
        'GET /api/categories/',
        'PUT /api/categories/:id',
        'POST /api/donations',
        'POST /api/zakat/calculate',
        'GET /api/events/',
        'POST /api/events/',
        'PATCH /api/events/:id',
        'GET /api/events/:event_id/registrations',
        'GET /api/public/events',
        'POST /api/events/:id/registrations',
      ]),
    );
  });

  it('answers every value without a server error, and gets past sign-in on every route', async () => {
    const failures: Finding[] = [];
    const neverPastAuth: string[] = [];
    for (const route of contractRoutes()) {
      const result = await fuzzRoute(route);
      failures.push(...result.failures);
      if ([...result.statuses].every((status) => status === 401 || status === 403)) {
        neverPastAuth.push(`${route.method} ${route.path}`);
      }
    }
    expect(neverPastAuth).toEqual([]);
    expect(failures.map((failure) => `${failure.status} ${failure.route} ${failure.input}`)).toEqual([]);
  }, 120_000);
});
