import { fatwaQuestionListSchema } from '@minbar/api/schemas/fatwa';
import { countUnansweredInAll } from '@minbar/domain/fatwa/filters';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FATWA_DEMO_COUNTS, seedFatwaDemo } from './seed-fatwa';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const imam = await createAccount(server, { roles: ['imam'], username: 'imam' });
  await createAccount(server, { username: 'Anna Kowalska' });
  await createAccount(server, { username: 'Yusuf Al-Haddad' });
  token = (await signIn(server, imam)).access_token;
  await seedFatwaDemo(server.deps.db, server.clock.now);
});
afterAll(() => server.close());

async function list(path: string, language = 'en') {
  const answer = await call(server, 'GET', `/api/fatwa/${path}`, {
    token,
    headers: { 'accept-language': language },
  });
  return v.parse(fatwaQuestionListSchema, answer.body);
}

describe('the fatwa demo seed', () => {
  it('holds about forty questions: fifteen answered, five canceled, some anonymous', async () => {
    expect(FATWA_DEMO_COUNTS).toMatchObject({ total: 40, answered: 15, canceled: 5 });
    const all = await list('questions');
    expect(all).toHaveLength(FATWA_DEMO_COUNTS.total);
    expect(all.filter((question) => !question.is_active)).toHaveLength(FATWA_DEMO_COUNTS.canceled);
    expect(all.filter((question) => question.is_anonymous)).toHaveLength(FATWA_DEMO_COUNTS.anonymous);
    expect(FATWA_DEMO_COUNTS.anonymous).toBeGreaterThan(3);
    expect(await list('questions-with-responses')).toHaveLength(FATWA_DEMO_COUNTS.answered);
    const unanswered = await list('questions-without-responses');
    expect(countUnansweredInAll(all, unanswered)).toBe(
      FATWA_DEMO_COUNTS.total - FATWA_DEMO_COUNTS.answered - FATWA_DEMO_COUNTS.canceled,
    );
  });

  it('writes questions in all three languages and answers filled in each', async () => {
    const all = await list('questions');
    expect(new Set(all.map((question) => question.language))).toEqual(new Set(['en', 'ar', 'pl']));
    for (const question of await list('questions-with-responses', 'ar')) {
      for (const response of question.responses) {
        for (const text of [response.response_en, response.response_ar, response.response_pl]) {
          expect(text.length).toBeGreaterThan(20);
        }
        expect(response.response).toBe(response.response_ar);
      }
    }
  });

  it('spreads the questions over the six weeks before the seed time, answers after their questions', async () => {
    const now = server.clock.now.getTime();
    for (const question of await list('questions')) {
      const asked = Date.parse(question.created_at);
      expect(asked).toBeLessThan(now);
      expect(now - asked).toBeLessThan(43 * 24 * 3_600_000);
      for (const response of question.responses) {
        const answered = Date.parse(response.created_at ?? '');
        expect(answered).toBeGreaterThan(asked);
        expect(answered).toBeLessThanOrEqual(now);
      }
    }
  });

  it('names the askers who have accounts unless they asked anonymously', async () => {
    const all = await list('questions');
    const anna = all.filter((question) => question.question.startsWith('Czy w podróży'));
    expect(anna.map((question) => question.username)).toEqual(['Anna Kowalska']);
    expect(
      all.filter((question) => question.is_anonymous).every((question) => question.username === null),
    ).toBe(true);
  });
});
