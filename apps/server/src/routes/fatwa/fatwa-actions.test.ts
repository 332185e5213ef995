import { fatwaQuestionListSchema } from '@minbar/api/schemas/fatwa';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatwaQuestions, fatwaResponses } from '../../db/schema-fatwa';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let imam: string;
let imamId: number;
let parent: string;
let parentName: string;

const REPLY = {
  question_en: 'Is it permissible to pray Witr before sleeping?',
  response_en: 'Yes. Whoever fears not waking should pray Witr before sleeping.',
  question_ar: 'هل يجوز صلاة الوتر قبل النوم؟',
  response_ar: 'نعم، من خاف ألا يستيقظ فليوتر قبل أن ينام.',
  question_pl: 'Czy wolno odmówić Witr przed snem?',
  response_pl: 'Tak. Kto obawia się, że się nie obudzi, niech odmówi Witr przed snem.',
};

beforeAll(async () => {
  server = await createTestServer();
  const imamAccount = await createAccount(server, { roles: ['imam'] });
  imamId = imamAccount.id;
  imam = (await signIn(server, imamAccount)).access_token;
  const parentAccount = await createAccount(server, { roles: ['parent'], username: 'Khadija El Amrani' });
  parentName = parentAccount.username;
  parent = (await signIn(server, parentAccount)).access_token;
});
afterAll(() => server.close());

async function ask(body: unknown, headers: Record<string, string> = {}) {
  return call(server, 'POST', '/api/fatwa/questions', { token: parent, body, headers });
}

async function askedId(question = 'When should Witr be prayed?', language = 'en') {
  const answer = await ask({ question }, { 'accept-language': language });
  return (answer.body as { question: { id: number } }).question.id;
}

async function listIds(path: string) {
  const answer = await call(server, 'GET', `/api/fatwa/${path}`, { token: imam });
  return v.parse(fatwaQuestionListSchema, answer.body).map((question) => question.id);
}

describe('POST /api/fatwa/questions', () => {
  it('stores a member question with its language and answers 201 with the question', async () => {
    const answer = await ask({ question: '  Czy można pościć w podróży?  ' }, { 'accept-language': 'pl' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Question submitted successfully',
      question: {
        id: expect.any(Number),
        question: 'Czy można pościć w podróży?',
        language: 'pl',
        username: parentName,
        is_anonymous: false,
        created_at: server.clock.now.toISOString(),
        is_active: true,
        responses: [],
      },
    });
    const id = (answer.body as { question: { id: number } }).question.id;
    expect(await listIds('questions-without-responses')).toContain(id);
  });

  it('hides the asker of an anonymous question from the answer and the lists', async () => {
    const answer = await ask({ question: 'Is my zakat due on savings for Hajj?', is_anonymous: true });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ question: { username: null, is_anonymous: true } });
    const listed = await call(server, 'GET', '/api/fatwa/questions', { token: imam });
    expect(JSON.stringify(listed.body)).toContain('Is my zakat due on savings for Hajj?');
    const mine = v
      .parse(fatwaQuestionListSchema, listed.body)
      .find((question) => question.question === 'Is my zakat due on savings for Hajj?');
    expect(mine?.username).toBeNull();
  });

  it.each([
    [{}, [{ loc: ['body', 'question'], msg: 'Field required', type: 'field.required' }]],
    [{ question: '   ' }, [{ loc: ['body', 'question'], msg: 'Field required', type: 'field.required' }]],
    [
      { question: 'q'.repeat(2001) },
      [{ loc: ['body', 'question'], msg: 'Question is too long', type: 'fatwa.question_too_long' }],
    ],
    [
      { question: 'ok?', is_anonymous: 'yes' },
      [{ loc: ['body', 'is_anonymous'], msg: 'Must be true or false', type: 'fatwa.invalid_flag' }],
    ],
  ])('refuses %j with a 422 list of field errors', async (body, detail) => {
    const answer = await ask(body);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ detail });
  });
});

describe('answering', () => {
  it('creates a response in the chosen language, moving the question to the answered list', async () => {
    const id = await askedId();
    const answer = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...REPLY },
      headers: { 'accept-language': 'ar' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Response created successfully',
      response: {
        id: expect.any(Number),
        question_id: id,
        question_by_language: REPLY.question_ar,
        response: REPLY.response_ar,
        ...REPLY,
        created_at: server.clock.now.toISOString(),
        updated_at: server.clock.now.toISOString(),
      },
    });
    const responseId = (answer.body as { response: { id: number } }).response.id;
    const [stored] = await server.deps.db
      .select()
      .from(fatwaResponses)
      .where(eq(fatwaResponses.id, responseId));
    expect(stored?.responderId).toBe(imamId);
    expect(await listIds('questions-with-responses')).toContain(id);
    expect(await listIds('questions-without-responses')).not.toContain(id);
  });

  it('answers a Polish question in Polish only: the other languages are optional translations', async () => {
    const id = await askedId('Czy wolno odmówić Witr przed snem?', 'pl');
    const polishOnly = { question_pl: REPLY.question_pl, response_pl: REPLY.response_pl };
    const answer = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...polishOnly },
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(201);
    // Read in English, the untranslated answer shows in the language it was given in.
    expect(answer.body).toMatchObject({
      response: {
        question_by_language: REPLY.question_pl,
        response: REPLY.response_pl,
        question_en: '',
        response_en: '',
        question_ar: '',
        response_ar: '',
        ...polishOnly,
      },
    });
  });

  it("names the asker's missing answer and a half translation in a 422, storing nothing", async () => {
    const id = await askedId('Czy wolno odmówić Witr przed snem?', 'pl');
    const answer = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...REPLY, response_pl: '  ', response_ar: '' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [
        {
          loc: ['body', 'response_ar'],
          msg: 'Translate both the question and the answer, or neither',
          type: 'fatwa.translation_incomplete',
        },
        { loc: ['body', 'response_pl'], msg: 'Field required', type: 'field.required' },
      ],
    });
    expect(
      await server.deps.db.select().from(fatwaResponses).where(eq(fatwaResponses.questionId, id)),
    ).toEqual([]);
  });

  it('requires the English answer of a question asked in English', async () => {
    const id = await askedId();
    const answer = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, question_pl: REPLY.question_pl, response_pl: REPLY.response_pl },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [
        { loc: ['body', 'question_en'], msg: 'Field required', type: 'field.required' },
        { loc: ['body', 'response_en'], msg: 'Field required', type: 'field.required' },
      ],
    });
  });

  it('answers 404 for a question that does not exist', async () => {
    const answer = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: 999_999, ...REPLY },
    });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Question not found' } });
  });

  it('refuses to answer a canceled question until it is activated again', async () => {
    const id = await askedId();
    const deactivated = await call(server, 'PATCH', `/api/fatwa/questions/${id}/deactivate`, { token: imam });
    expect(deactivated).toMatchObject({
      status: 200,
      body: { message: 'Question deactivated successfully', id, is_active: false },
    });
    const refused = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...REPLY },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'Cannot answer a canceled question: activate it first' },
    });
    expect(
      await server.deps.db.select().from(fatwaResponses).where(eq(fatwaResponses.questionId, id)),
    ).toEqual([]);

    const activated = await call(server, 'PATCH', `/api/fatwa/questions/${id}/activate`, { token: imam });
    expect(activated).toMatchObject({
      status: 200,
      body: { message: 'Question activated successfully', id, is_active: true },
    });
    const accepted = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...REPLY },
    });
    expect(accepted.status).toBe(201);
  });

  it.each(['activate', 'deactivate'])('answers 404 to %s of a missing question', async (action) => {
    const answer = await call(server, 'PATCH', `/api/fatwa/questions/999999/${action}`, { token: imam });
    expect(answer).toMatchObject({ status: 404, body: { detail: 'Question not found' } });
  });

  it('keeps a canceled question in the lists with is_active false', async () => {
    const id = await askedId('Should I cancel this?');
    await call(server, 'PATCH', `/api/fatwa/questions/${id}/deactivate`, { token: imam });
    const [stored] = await server.deps.db.select().from(fatwaQuestions).where(eq(fatwaQuestions.id, id));
    expect(stored?.isActive).toBe(false);
    expect(await listIds('questions')).toContain(id);
  });
});

describe('editing and deleting answers', () => {
  async function answered() {
    const id = await askedId();
    const created = await call(server, 'POST', '/api/fatwa/responses', {
      token: imam,
      body: { question_id: id, ...REPLY },
    });
    return (created.body as { response: { id: number } }).response.id;
  }

  it('changes only the fields sent and moves updated_at', async () => {
    const responseId = await answered();
    const createdAt = server.clock.now.toISOString();
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const answer = await call(server, 'PATCH', `/api/update-fatwa-response/${responseId}`, {
      token: imam,
      body: { response_pl: ' Tak, przed snem. ' },
      headers: { 'accept-language': 'pl' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Response updated successfully',
      response: expect.objectContaining({
        ...REPLY,
        response_pl: 'Tak, przed snem.',
        response: 'Tak, przed snem.',
        question_by_language: REPLY.question_pl,
        created_at: createdAt,
        updated_at: server.clock.now.toISOString(),
      }),
    });
  });

  it.each([
    [{}, [{ loc: ['body'], msg: 'Change at least one field', type: 'fatwa.nothing_to_update' }]],
    [{ response_en: '' }, [{ loc: ['body', 'response_en'], msg: 'Field required', type: 'field.required' }]],
    [
      { response_pl: ' ' },
      [
        {
          loc: ['body', 'response_pl'],
          msg: 'Translate both the question and the answer, or neither',
          type: 'fatwa.translation_incomplete',
        },
      ],
    ],
  ])('refuses the update %j with a 422', async (body, detail) => {
    const responseId = await answered();
    const answer = await call(server, 'PATCH', `/api/update-fatwa-response/${responseId}`, {
      token: imam,
      body,
    });
    expect(answer).toEqual(expect.objectContaining({ status: 422, body: { detail } }));
  });

  it('lets a translation be cleared, question and answer together', async () => {
    const responseId = await answered();
    const answer = await call(server, 'PATCH', `/api/update-fatwa-response/${responseId}`, {
      token: imam,
      body: { question_ar: '', response_ar: '  ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ response: { question_ar: '', response_ar: '' } });
  });

  it('deletes an answer once, then answers 404', async () => {
    const responseId = await answered();
    const first = await call(server, 'DELETE', `/api/delete-fatwa-response/${responseId}`, { token: imam });
    expect(first).toMatchObject({ status: 200, body: { message: 'Response deleted successfully' } });
    expect(
      await server.deps.db.select().from(fatwaResponses).where(eq(fatwaResponses.id, responseId)),
    ).toEqual([]);
    const again = await call(server, 'DELETE', `/api/delete-fatwa-response/${responseId}`, { token: imam });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Response not found' } });
  });

  it('answers 404 to an update of a missing response and 422 to an id that is not a number', async () => {
    const missing = await call(server, 'PATCH', '/api/update-fatwa-response/999999', {
      token: imam,
      body: { response_en: 'x' },
    });
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Response not found' } });
    const bad = await call(server, 'DELETE', '/api/delete-fatwa-response/abc', { token: imam });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      detail: [expect.objectContaining({ loc: ['path', 'id'], type: 'id.invalid' })],
    });
  });
});

describe('list query validation', () => {
  it('refuses a search longer than 200 characters', async () => {
    const answer = await call(server, 'GET', `/api/fatwa/questions?search=${'a'.repeat(201)}`, {
      token: imam,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      detail: [expect.objectContaining({ loc: ['query', 'search'], type: 'search.too_long' })],
    });
  });
});
