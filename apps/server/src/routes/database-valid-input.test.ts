import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';

/**
 * The inputs that reached the database and answered 500: each is now refused with the contract's
 * 422, naming the field and the issue code.
 */
let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin', 'imam'] }))).access_token;
});
afterAll(() => server.close());

const refusal = (loc: Array<string | number>, type: string) => ({
  detail: [expect.objectContaining({ loc, type })],
});

describe('input the database cannot hold is refused with 422', () => {
  it('a NUL character in a question', async () => {
    const answer = await call(server, 'POST', '/api/fatwa/questions', {
      token,
      body: { question: 'Why\u0000?' },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: refusal(['body', 'question'], 'text.invalid_character'),
    });
  });

  it('a NUL character in a username', async () => {
    const answer = await call(server, 'POST', '/api/register', {
      body: {
        username: 'yu\u0000suf',
        email: 'yusuf@example.test',
        phone: '+48 600 000 000',
        password: 'password123',
      },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: refusal(['body', 'username'], 'text.invalid_character'),
    });
  });

  it('a NUL character in a search', async () => {
    const answer = await call(server, 'GET', '/api/fatwa/questions?search=a%00b', { token });
    expect(answer).toMatchObject({
      status: 422,
      body: refusal(['query', 'search'], 'text.invalid_character'),
    });
  });

  it('a page number of 20 digits', async () => {
    const answer = await call(server, 'GET', '/api/admin/users?page=99999999999999999999', { token });
    expect(answer).toMatchObject({ status: 422, body: refusal(['query', 'page'], 'page.invalid') });
  });

  it('an id beyond the integer column, in a path and in a body', async () => {
    const path = await call(server, 'DELETE', '/api/prayer-settings/2147483648', { token });
    expect(path).toMatchObject({ status: 422, body: refusal(['path', 'id'], 'id.invalid') });
    const reply = {
      question_en: 'q',
      response_en: 'r',
      question_ar: 'q',
      response_ar: 'r',
      question_pl: 'q',
      response_pl: 'r',
    };
    const body = await call(server, 'POST', '/api/fatwa/responses', {
      token,
      body: { question_id: 99999999999, ...reply },
    });
    expect(body).toMatchObject({ status: 422, body: refusal(['body', 'question_id'], 'id.invalid') });
  });

  it('the year 0000, in a path, a query and a body', async () => {
    const year = await call(server, 'GET', '/api/prayer-times/year/0000', { token });
    expect(year).toMatchObject({ status: 422, body: refusal(['path', 'year'], 'year.invalid') });
    const from = await call(
      server,
      'GET',
      '/api/fatwa/questions-with-responses?response_date_from=0000-01-01',
      {
        token,
      },
    );
    expect(from).toMatchObject({
      status: 422,
      body: refusal(['query', 'response_date_from'], 'date.invalid'),
    });
    const day = {
      date: '0000-01-01',
      fajr: '04:30',
      dhuhr: '11:55',
      asr: '14:50',
      maghrib: '17:30',
      isha: '19:10',
    };
    const bulk = await call(server, 'POST', '/api/prayer-times/bulk', {
      token,
      body: { city: 'Warsaw', data: [day] },
    });
    expect(bulk).toMatchObject({
      status: 422,
      body: refusal(['body', 'data', 0, 'date'], 'prayer.date_invalid'),
    });
  });

  it('more days than a year in one batch', async () => {
    const day = {
      date: '2026-03-01',
      fajr: '04:30',
      dhuhr: '11:55',
      asr: '14:50',
      maghrib: '17:30',
      isha: '19:10',
    };
    const answer = await call(server, 'POST', '/api/prayer-times/bulk', {
      token,
      body: { city: 'Warsaw', data: Array.from({ length: 367 }, () => day) },
    });
    expect(answer).toMatchObject({ status: 422, body: refusal(['body', 'data'], 'prayer.too_many_days') });
  });

  it('a direction override in a username', async () => {
    const answer = await call(server, 'POST', '/api/register', {
      body: {
        username: 'nimda\u202E',
        email: 'rlo@example.test',
        phone: '+48 600 000 000',
        password: 'password123',
      },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: refusal(['body', 'username'], 'text.invisible_character'),
    });
  });
});
