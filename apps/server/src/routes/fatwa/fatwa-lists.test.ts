import { fatwaQuestionListSchema } from '@minbar/api/schemas/fatwa';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { fatwaQuestions, fatwaResponses } from '../../db/schema-fatwa';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let token: string;
let yusufName: string;
let annaName: string;
const ids: Record<'fajr' | 'gold' | 'travel' | 'fitr' | 'percent', number> = {
  fajr: 0,
  gold: 0,
  travel: 0,
  fitr: 0,
  percent: 0,
};

const texts = (en: [string, string], ar: [string, string], pl: [string, string]) => ({
  questionEn: en[0],
  responseEn: en[1],
  questionAr: ar[0],
  responseAr: ar[1],
  questionPl: pl[0],
  responsePl: pl[1],
});

async function addQuestion(values: typeof fatwaQuestions.$inferInsert) {
  const [row] = await server.deps.db.insert(fatwaQuestions).values(values).returning();
  return row!.id;
}

async function addResponse(questionId: number, createdAt: string, values: ReturnType<typeof texts>) {
  const at = new Date(createdAt);
  await server.deps.db.insert(fatwaResponses).values({ questionId, createdAt: at, updatedAt: at, ...values });
}

/*
 * Five questions, newest last: fajr (answered), gold (anonymous, waiting), travel (canceled, waiting),
 * fitr (asker deleted, answered twice), percent (anonymous, canceled, answered; wildcard characters).
 */
beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  const yusuf = await createAccount(server, { username: 'Yusuf Al-Haddad' });
  const anna = await createAccount(server, { username: 'Anna Kowalska' });
  const gone = await createAccount(server, { username: 'Former Member' });
  yusufName = yusuf.username;
  annaName = anna.username;

  ids.fajr = await addQuestion({
    userId: yusuf.id,
    question: 'How many rakat is the Fajr prayer?',
    createdAt: new Date('2026-02-01T06:00:00Z'),
  });
  await addResponse(
    ids.fajr,
    '2026-02-03T12:00:00Z',
    texts(
      ['How many rakat is Fajr?', 'Fajr has two obligatory rakat.'],
      ['كم ركعة صلاة الفجر؟', 'صلاة الفجر ركعتان.'],
      ['Ile rakatów ma modlitwa Fajr?', 'Fajr ma dwa obowiązkowe rakaty.'],
    ),
  );
  ids.gold = await addQuestion({
    userId: anna.id,
    question: 'Czy zakat należy się od złotej biżuterii?',
    language: 'pl',
    isAnonymous: true,
    createdAt: new Date('2026-02-05T10:00:00Z'),
  });
  ids.travel = await addQuestion({
    userId: yusuf.id,
    question: 'هل يجوز الجمع بين الصلاتين في السفر؟',
    language: 'ar',
    isActive: false,
    createdAt: new Date('2026-02-08T10:00:00Z'),
  });
  ids.fitr = await addQuestion({
    userId: gone.id,
    question: 'Can I pay Zakat al-Fitr early in Ramadan?',
    createdAt: new Date('2026-02-10T10:00:00Z'),
  });
  await addResponse(
    ids.fitr,
    '2026-02-20T09:00:00Z',
    texts(
      ['Early payment?', 'Later addition.'],
      ['الدفع المبكر؟', 'إضافة لاحقة.'],
      ['Wcześniej?', 'Uzupełnienie.'],
    ),
  );
  await addResponse(
    ids.fitr,
    '2026-02-12T09:00:00Z',
    texts(
      ['Can Zakat al-Fitr be paid early?', 'Yes, during Ramadan.'],
      ['هل يجوز تعجيل زكاة الفطر؟', 'نعم، في رمضان.'],
      ['Czy można wcześniej zapłacić zakat al-fitr?', 'Tak, w czasie Ramadanu.'],
    ),
  );
  ids.percent = await addQuestion({
    userId: anna.id,
    question: 'Am I 100% sure my fasting_days count is right?',
    isAnonymous: true,
    isActive: false,
    createdAt: new Date('2026-02-14T10:00:00Z'),
  });
  await addResponse(
    ids.percent,
    '2026-02-15T00:00:00Z',
    texts(
      ['Counting days', 'Count from the crescent.'],
      ['عد الأيام', 'ابدأ العد من الهلال.'],
      ['Liczenie', 'Od nowiu.'],
    ),
  );
  await server.deps.db.delete(users).where(eq(users.id, gone.id));
});
afterAll(() => server.close());

async function list(path: string, headers: Record<string, string> = {}) {
  const answer = await call(server, 'GET', `/api/fatwa/${path}`, { token, headers });
  expect(answer.status).toBe(200);
  return v.parse(fatwaQuestionListSchema, answer.body);
}

const idsOf = (questions: { id: number }[]) => questions.map((question) => question.id);

describe('the three lists', () => {
  it('lists every question newest first', async () => {
    expect(idsOf(await list('questions'))).toEqual([ids.percent, ids.fitr, ids.travel, ids.gold, ids.fajr]);
  });

  it('lists the questions without responses, canceled ones included', async () => {
    expect(idsOf(await list('questions-without-responses'))).toEqual([ids.travel, ids.gold]);
  });

  it('lists the questions with responses, canceled ones included', async () => {
    expect(idsOf(await list('questions-with-responses'))).toEqual([ids.percent, ids.fitr, ids.fajr]);
  });

  it('carries the question fields with ISO times and the responses oldest first', async () => {
    const questions = await list('questions');
    const fitr = questions.find((question) => question.id === ids.fitr);
    expect(fitr).toMatchObject({
      question: 'Can I pay Zakat al-Fitr early in Ramadan?',
      is_anonymous: false,
      is_active: true,
      created_at: '2026-02-10T10:00:00.000Z',
      language: 'en',
    });
    expect(fitr?.responses.map((response) => response.response_en)).toEqual([
      'Yes, during Ramadan.',
      'Later addition.',
    ]);
    expect(fitr?.responses[0]).toMatchObject({
      question_id: ids.fitr,
      created_at: '2026-02-12T09:00:00.000Z',
    });
    const travel = questions.find((question) => question.id === ids.travel);
    expect(travel).toMatchObject({ is_active: false, responses: [], language: 'ar' });
  });
});

describe('askers', () => {
  it('names the asker of a question that is not anonymous', async () => {
    const questions = await list('questions');
    expect(questions.find((question) => question.id === ids.fajr)?.username).toBe(yusufName);
  });

  it('never sends the name of an anonymous asker, in any list', async () => {
    for (const path of ['questions', 'questions-without-responses', 'questions-with-responses']) {
      const answer = await call(server, 'GET', `/api/fatwa/${path}`, { token });
      const questions = v.parse(fatwaQuestionListSchema, answer.body);
      for (const question of questions.filter((q) => q.is_anonymous)) expect(question.username).toBeNull();
      expect(JSON.stringify(answer.body)).not.toContain(annaName);
    }
  });

  it('sends null for an asker whose account was deleted, keeping the question', async () => {
    const fitr = (await list('questions')).find((question) => question.id === ids.fitr);
    expect(fitr).toMatchObject({ username: null, is_anonymous: false });
  });
});

describe('search', () => {
  it.each([
    ['ZAKAT', 'questions', ['fitr', 'gold']],
    ['zakat', 'questions-without-responses', ['gold']],
    ['zakat', 'questions-with-responses', ['fitr']],
    ['dwa obowiązkowe', 'questions', ['fajr']],
    ['ركعتان', 'questions', ['fajr']],
    ['CRESCENT', 'questions-with-responses', ['percent']],
    ['%', 'questions', ['percent']],
    ['_', 'questions', ['percent']],
    ['no such words', 'questions', []],
  ] as const)('%j in %s finds %j', async (search, path, expected) => {
    const found = await list(`${path}?search=${encodeURIComponent(search)}`);
    expect(idsOf(found)).toEqual(expected.map((name) => ids[name]));
  });

  it('treats a blank search as no search', async () => {
    expect(await list('questions?search=%20%20')).toHaveLength(5);
  });

  it('keeps all responses of a question found through one of them', async () => {
    const [fitr] = await list('questions?search=later%20addition');
    expect(fitr?.responses).toHaveLength(2);
  });
});

describe('response_date_from', () => {
  it.each([
    ['2026-02-01', ['percent', 'fitr', 'fajr']],
    ['2026-02-15', ['percent', 'fitr']],
    ['2026-02-16', ['fitr']],
    ['2026-02-21', []],
  ] as const)('from %s keeps the questions answered on or after that day', async (from, expected) => {
    const found = await list(`questions-with-responses?response_date_from=${from}`);
    expect(idsOf(found)).toEqual(expected.map((name) => ids[name]));
  });

  it("starts the day at midnight in the mosque's time zone", async () => {
    server.deps.timeZone = 'Europe/Warsaw';
    try {
      // Midnight of the 15th in Warsaw is 23:00 UTC on the 14th: before the answer at 00:00 UTC.
      expect(idsOf(await list('questions-with-responses?response_date_from=2026-02-15'))).toEqual([
        ids.percent,
        ids.fitr,
      ]);
      server.deps.timeZone = 'Asia/Tokyo';
      // Midnight of the 15th in Tokyo is 15:00 UTC on the 14th: still before the answer.
      expect(idsOf(await list('questions-with-responses?response_date_from=2026-02-15'))).toEqual([
        ids.percent,
        ids.fitr,
      ]);
      server.deps.timeZone = 'America/New_York';
      // Midnight of the 15th in New York is 05:00 UTC on the 15th: after the answer at 00:00 UTC.
      expect(idsOf(await list('questions-with-responses?response_date_from=2026-02-15'))).toEqual([ids.fitr]);
    } finally {
      delete server.deps.timeZone;
    }
  });

  it('applies to the other lists too and combines with search', async () => {
    expect(idsOf(await list('questions?response_date_from=2026-02-16'))).toEqual([ids.fitr]);
    expect(await list('questions-without-responses?response_date_from=2026-02-01')).toEqual([]);
    expect(idsOf(await list('questions-with-responses?search=zakat&response_date_from=2026-02-10'))).toEqual([
      ids.fitr,
    ]);
    expect(await list('questions-with-responses?search=fajr&response_date_from=2026-02-10')).toEqual([]);
  });

  it('treats an empty date as no date filter', async () => {
    expect(await list('questions?response_date_from=')).toHaveLength(5);
  });

  it.each(['2026-02-30', '15-02-2026', 'yesterday', '2026-2-1'])(
    'refuses %j with a 422 on the query',
    async (from) => {
      const answer = await call(server, 'GET', `/api/fatwa/questions?response_date_from=${from}`, { token });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        detail: [expect.objectContaining({ loc: ['query', 'response_date_from'], type: 'date.invalid' })],
      });
    },
  );
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'Fajr has two obligatory rakat.', 'How many rakat is Fajr?'],
    ['ar', 'صلاة الفجر ركعتان.', 'كم ركعة صلاة الفجر؟'],
    ['pl-PL,pl;q=0.9', 'Fajr ma dwa obowiązkowe rakaty.', 'Ile rakatów ma modlitwa Fajr?'],
    ['de-DE', 'Fajr has two obligatory rakat.', 'How many rakat is Fajr?'],
    ['en;q=0.4, ar;q=0.8', 'صلاة الفجر ركعتان.', 'كم ركعة صلاة الفجر؟'],
  ])('%j picks the text of question_by_language and response', async (language, response, question) => {
    const questions = await list('questions-with-responses', language ? { 'accept-language': language } : {});
    const [answer] = questions.find((q) => q.id === ids.fajr)?.responses ?? [];
    expect(answer).toMatchObject({ response, question_by_language: question });
    // The six language fields travel with every answer, whatever the language.
    expect(answer).toMatchObject({
      response_en: 'Fajr has two obligatory rakat.',
      response_ar: 'صلاة الفجر ركعتان.',
      response_pl: 'Fajr ma dwa obowiązkowe rakaty.',
    });
  });
});
