import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatwaQuestions, fatwaResponses } from '../../db/schema-fatwa';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/**
 * The fatwa calls, one by one (docs/decisions/0004), with every kind of caller: staff (admin, imam)
 * read, only the imam role acts on questions and answers, any signed-in member may ask. A refused call
 * changes nothing.
 */
type Caller = 'anonymous' | 'unverified' | 'parent' | 'admin' | 'imam' | 'admin+imam';

let server: TestServer;
const tokens: Partial<Record<Caller, string>> = {};

const REPLY = {
  question_en: 'Q',
  response_en: 'A',
  question_ar: 'س',
  response_ar: 'ج',
  question_pl: 'P',
  response_pl: 'O',
};

async function newQuestion() {
  const [row] = await server.deps.db
    .insert(fatwaQuestions)
    .values({ question: 'Is it allowed?' })
    .returning();
  return row!.id;
}

async function newResponse() {
  const questionId = await newQuestion();
  const [row] = await server.deps.db
    .insert(fatwaResponses)
    .values({
      questionId,
      questionEn: 'Q',
      responseEn: 'A',
      questionAr: 'س',
      responseAr: 'ج',
      questionPl: 'P',
      responsePl: 'O',
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['parent', 'admin', 'imam'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
  tokens['admin+imam'] = (
    await signIn(server, await createAccount(server, { roles: ['admin', 'imam'] }))
  ).access_token;
  const unverified = await createAccount(server, { roles: ['parent'] });
  tokens.unverified = (await signIn(server, unverified)).access_token;
  // Un-verified after sign-in, so the token is well signed but the account no longer counts.
  await server.deps.db.execute(sql`update users set verified_at = null where id = ${unverified.id}`);
});
afterAll(() => server.close());

interface Row {
  name: string;
  method: string;
  path: () => Promise<string> | string;
  body?: () => Promise<unknown> | unknown;
  /** The status per caller. */
  expected: Record<Caller, number>;
}

const read = { anonymous: 401, unverified: 401, parent: 403, admin: 200, imam: 200, 'admin+imam': 200 };
const act = (ok: number) => ({
  anonymous: 401,
  unverified: 401,
  parent: 403,
  admin: 403,
  imam: ok,
  'admin+imam': ok,
});

const rows: Row[] = [
  { name: 'GET /fatwa/questions', method: 'GET', path: () => '/api/fatwa/questions', expected: read },
  {
    name: 'GET /fatwa/questions-without-responses',
    method: 'GET',
    path: () => '/api/fatwa/questions-without-responses',
    expected: read,
  },
  {
    name: 'GET /fatwa/questions-with-responses',
    method: 'GET',
    path: () => '/api/fatwa/questions-with-responses',
    expected: read,
  },
  {
    name: 'POST /fatwa/questions',
    method: 'POST',
    path: () => '/api/fatwa/questions',
    body: () => ({ question: 'When does the time of Isha begin?' }),
    expected: { anonymous: 401, unverified: 401, parent: 201, admin: 201, imam: 201, 'admin+imam': 201 },
  },
  {
    name: 'POST /fatwa/responses',
    method: 'POST',
    path: () => '/api/fatwa/responses',
    body: async () => ({ question_id: await newQuestion(), ...REPLY }),
    expected: act(201),
  },
  {
    name: 'PATCH /update-fatwa-response/{id}',
    method: 'PATCH',
    path: async () => `/api/update-fatwa-response/${await newResponse()}`,
    body: () => ({ response_en: 'Changed' }),
    expected: act(200),
  },
  {
    name: 'DELETE /delete-fatwa-response/{id}',
    method: 'DELETE',
    path: async () => `/api/delete-fatwa-response/${await newResponse()}`,
    expected: act(200),
  },
  {
    name: 'PATCH /fatwa/questions/{id}/activate',
    method: 'PATCH',
    path: async () => `/api/fatwa/questions/${await newQuestion()}/activate`,
    expected: act(200),
  },
  {
    name: 'PATCH /fatwa/questions/{id}/deactivate',
    method: 'PATCH',
    path: async () => `/api/fatwa/questions/${await newQuestion()}/deactivate`,
    expected: act(200),
  },
];

const callers: Caller[] = ['anonymous', 'unverified', 'parent', 'admin', 'imam', 'admin+imam'];

describe.each(rows)('$name', (row) => {
  it.each(callers)('answers the expected status to %s', async (caller) => {
    const answer = await call(server, row.method, await row.path(), {
      token: tokens[caller],
      body: row.body ? await row.body() : undefined,
    });
    expect(answer.status).toBe(row.expected[caller]);
    if (answer.status === 401) expect(answer.body).toEqual({ detail: 'Could not validate credentials' });
    if (answer.status === 403) expect(answer.body).toEqual({ detail: 'Not enough permissions' });
  });
});

describe('a refused call changes nothing', () => {
  it.each(['parent', 'admin'] as const)(
    'leaves answers and question state untouched for %s',
    async (caller) => {
      const responseId = await newResponse();
      const questionId = await newQuestion();
      const token = tokens[caller];
      await call(server, 'PATCH', `/api/update-fatwa-response/${responseId}`, {
        token,
        body: { response_en: 'X' },
      });
      await call(server, 'DELETE', `/api/delete-fatwa-response/${responseId}`, { token });
      await call(server, 'PATCH', `/api/fatwa/questions/${questionId}/deactivate`, { token });
      await call(server, 'POST', '/api/fatwa/responses', {
        token,
        body: { question_id: questionId, ...REPLY },
      });

      const [response] = await server.deps.db
        .select()
        .from(fatwaResponses)
        .where(eq(fatwaResponses.id, responseId));
      expect(response?.responseEn).toBe('A');
      const [question] = await server.deps.db
        .select()
        .from(fatwaQuestions)
        .where(eq(fatwaQuestions.id, questionId));
      expect(question?.isActive).toBe(true);
      const answers = await server.deps.db
        .select()
        .from(fatwaResponses)
        .where(eq(fatwaResponses.questionId, questionId));
      expect(answers).toEqual([]);
    },
  );
});
