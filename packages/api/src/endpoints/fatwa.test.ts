import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  activateQuestion,
  askQuestion,
  createResponse,
  deactivateQuestion,
  deleteResponse,
  listQuestions,
  updateResponse,
} from './fatwa';

const IMAM: Session = {
  token: 'imam-token',
  userEmail: 'imam@example.org',
  userId: 2,
  username: 'imam',
  role: 'imam',
  roles: ['imam'],
};

const REPLY = {
  question_en: 'May I fast while travelling?',
  response_en: 'A traveller may break the fast and make it up later.',
  question_ar: 'هل يجوز لي الصيام أثناء السفر؟',
  response_ar: 'يجوز للمسافر أن يفطر ويقضي لاحقًا.',
  question_pl: 'Czy mogę pościć w podróży?',
  response_pl: 'Podróżny może przerwać post i nadrobić go później.',
};

const RESPONSE = {
  id: 7,
  question_id: 3,
  question_by_language: REPLY.question_ar,
  response: REPLY.response_ar,
  ...REPLY,
};

const QUESTION = {
  id: 3,
  question: 'May I fast while travelling?',
  username: null,
  is_anonymous: true,
  created_at: '2026-02-20T10:15:00.000Z',
  is_active: true,
  language: 'en',
  responses: [RESPONSE],
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const ended: string[] = [];
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(IMAM),
    getLanguage: () => 'en',
    onSessionEnded: (reason) => ended.push(reason),
  });
  return { client, requests: server.requests, ended };
}

describe('fatwa lists', () => {
  it.each([
    ['all', '/fatwa/questions'],
    ['unanswered', '/fatwa/questions-without-responses'],
    ['answered', '/fatwa/questions-with-responses'],
  ] as const)('the %s list is a GET of %s with the token, parsed into questions', async (list, path) => {
    const { client, requests } = await setup(() => ({ body: [QUESTION] }));
    await expect(listQuestions(client, list)).resolves.toEqual([QUESTION]);
    expect(requests[0]).toMatchObject({ method: 'GET', path });
    expect(requests[0]?.headers.authorization).toBe('Bearer imam-token');
    expect(requests[0]?.headers['accept-language']).toBe('en');
  });

  it('sends search and response_date_from, leaving out blank values', async () => {
    const { client, requests } = await setup(() => ({ body: [] }));
    await listQuestions(client, 'answered', { search: ' zakat ', response_date_from: '2026-02-01' });
    await listQuestions(client, 'all', { search: '   ', response_date_from: '' });
    expect(requests.map((request) => request.path)).toEqual([
      '/fatwa/questions-with-responses?search=zakat&response_date_from=2026-02-01',
      '/fatwa/questions',
    ]);
  });

  it('switches the Accept-Language of one fetch for Translate, and only that one', async () => {
    const { client, requests } = await setup(() => ({ body: [] }));
    await listQuestions(client, 'all', {}, 'ar');
    await listQuestions(client, 'all');
    expect(requests.map((request) => request.headers['accept-language'])).toEqual(['ar', 'en']);
  });

  it('reads a question without a username or responses from another server as Unknown with no answers', async () => {
    const { username: _u, responses: _r, ...bare } = QUESTION;
    const { client } = await setup(() => ({ body: [{ ...bare, is_anonymous: false }] }));
    const [question] = await listQuestions(client, 'all');
    expect(question).toMatchObject({ username: null, responses: [] });
  });

  it('rejects a list that breaks the contract', async () => {
    const { client } = await setup(() => ({ body: [{ id: 'x' }] }));
    const error = await listQuestions(client, 'all').catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});

describe('fatwa answers', () => {
  it('creates a response with question_id plus the six language fields', async () => {
    const { client, requests } = await setup(() => ({
      status: 201,
      body: { message: 'Response created successfully', response: RESPONSE },
    }));
    await expect(createResponse(client, 3, REPLY, 'ar')).resolves.toEqual({
      message: 'Response created successfully',
      response: RESPONSE,
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/fatwa/responses',
      body: { question_id: 3, ...REPLY },
    });
    expect(requests[0]?.headers['accept-language']).toBe('ar');
  });

  it('updates a response with only the changed fields', async () => {
    const { client, requests } = await setup(() => ({
      body: { message: 'Response updated successfully', response: { ...RESPONSE, response_pl: 'Tak.' } },
    }));
    const answer = await updateResponse(client, 7, { response_pl: 'Tak.' });
    expect(answer.response.response_pl).toBe('Tak.');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/update-fatwa-response/7',
      body: { response_pl: 'Tak.' },
    });
  });

  it('deletes a response, activates and deactivates a question through the contract’s paths', async () => {
    const { client, requests } = await setup((request) => ({
      body:
        request.method === 'DELETE'
          ? { message: 'Response deleted successfully' }
          : { message: 'ok', id: 3, is_active: request.path.endsWith('/activate') },
    }));
    await deleteResponse(client, 7);
    await expect(activateQuestion(client, 3)).resolves.toEqual({ message: 'ok', id: 3, is_active: true });
    await expect(deactivateQuestion(client, 3)).resolves.toEqual({ message: 'ok', id: 3, is_active: false });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /delete-fatwa-response/7',
      'PATCH /fatwa/questions/3/activate',
      'PATCH /fatwa/questions/3/deactivate',
    ]);
    expect(requests.slice(1).every((request) => request.body === undefined)).toBe(true);
  });

  it('passes on the server detail of a refusal', async () => {
    const { client } = await setup(() => ({
      status: 409,
      body: { detail: 'Cannot answer a canceled question' },
    }));
    const error = await createResponse(client, 3, REPLY).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([
      409,
      'Cannot answer a canceled question',
    ]);
  });

  it('passes on "Response not found"', async () => {
    const { client } = await setup(() => ({ status: 404, body: { detail: 'Response not found' } }));
    const error = await deleteResponse(client, 99).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([404, 'Response not found']);
  });
});

describe('askQuestion', () => {
  it('posts the question and its anonymity and returns the stored question', async () => {
    const { client, requests } = await setup(() => ({
      status: 201,
      body: { message: 'Question submitted successfully', question: { ...QUESTION, responses: [] } },
    }));
    const answer = await askQuestion(client, {
      question: 'May I fast while travelling?',
      is_anonymous: true,
    });
    expect(answer.question).toMatchObject({ id: 3, is_anonymous: true, username: null, responses: [] });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/fatwa/questions',
      body: { question: 'May I fast while travelling?', is_anonymous: true },
    });
  });
});
