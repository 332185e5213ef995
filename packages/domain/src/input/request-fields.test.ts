import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  emailSchema,
  ISSUE,
  PASSWORD_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  signInSchema,
  signUpSchema,
  USERNAME_MAX_LENGTH,
  verifySchema,
} from '../access/credentials';
import { FATWA_SEARCH_MAX_LENGTH, fatwaListQuerySchema } from '../fatwa/filters';
import { newQuestionSchema, QUESTION_MAX_LENGTH } from '../fatwa/question';
import { FATWA_ISSUE, FATWA_TEXT_MAX_LENGTH, replyUpdateSchema } from '../fatwa/reply';
import { bulkRequestSchema, MAX_BULK_DAYS } from '../prayer/bulk-entry';
import { IQAMA_ISSUE, iqamaFixedSaveSchema } from '../prayer/iqama';
import { CITY_MAX_LENGTH, citySchema, isoDateSchema, PRAYER_ISSUE, timeSchema } from '../prayer/prayers';
import { TEXT_ISSUE } from './text';

/** The first issue code of a value, or null when the schema accepts it. */
function firstCode(schema: v.GenericSchema, input: unknown): string | null {
  return v.safeParse(schema, input).issues?.[0]?.message ?? null;
}

const day = {
  date: '2026-03-01',
  fajr: '04:30',
  dhuhr: '11:55',
  asr: '14:50',
  maghrib: '17:30',
  isha: '19:10',
};
const signUp = {
  username: 'Yusuf',
  email: 'yusuf@example.org',
  phone: '+48 600 100 200',
  password: 'correct horse',
};

/** Each request field of the contract with the rules of the shared text helpers, as its own schema applies them. */
describe('request fields hold only what the database can store', () => {
  it.each<[name: string, schema: v.GenericSchema, input: unknown, code: string | null]>([
    ['username', signUpSchema, { ...signUp, username: 'a\u0000b' }, TEXT_ISSUE.invalidCharacter],
    [
      'username',
      signUpSchema,
      { ...signUp, username: 'u'.repeat(USERNAME_MAX_LENGTH + 1) },
      ISSUE.usernameTooLong,
    ],
    ['username', signUpSchema, { ...signUp, username: 'nimda\u202E' }, TEXT_ISSUE.invisibleCharacter],
    ['username', signUpSchema, { ...signUp, username: 'yu\u200Bsuf' }, TEXT_ISSUE.invisibleCharacter],
    ['username', signUpSchema, { ...signUp, username: 'يوسف' }, null],
    ['email', emailSchema, `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.org`, null],
    ['email', emailSchema, `${'a'.repeat(EMAIL_MAX_LENGTH - 11)}@example.org`, ISSUE.emailInvalid],
    ['email', emailSchema, 'yusuf\u202E@example.org', TEXT_ISSUE.invisibleCharacter],
    ['email', emailSchema, 'yusuf\u0000@example.org', TEXT_ISSUE.invalidCharacter],
    [
      'password',
      signUpSchema,
      { ...signUp, password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
      ISSUE.passwordTooLong,
    ],
    ['password', signUpSchema, { ...signUp, password: 'correct\u0000horse' }, TEXT_ISSUE.invalidCharacter],
    ['phone', signUpSchema, { ...signUp, phone: '+48 600\u0000100 200' }, TEXT_ISSUE.invalidCharacter],
    ['phone', signUpSchema, { ...signUp, phone: ' '.repeat(SHORT_TEXT_MAX_LENGTH + 1) }, ISSUE.phoneInvalid],
    [
      'code',
      verifySchema,
      { email: 'a@example.org', code: '1'.repeat(SHORT_TEXT_MAX_LENGTH + 1) },
      ISSUE.codeInvalid,
    ],
    ['code', verifySchema, { email: 'a@example.org', code: '123456\u0000' }, TEXT_ISSUE.invalidCharacter],
    ['sign-in login', signInSchema, { email: 'a\u0000', password: 'x' }, TEXT_ISSUE.invalidCharacter],
    [
      'sign-in login',
      signInSchema,
      { email: 'a'.repeat(EMAIL_MAX_LENGTH + 1), password: 'x' },
      ISSUE.emailInvalid,
    ],
    // A name from before the identifier rule can still sign in.
    ['sign-in login', signInSchema, { email: 'old\u202Ename', password: 'x' }, null],
    [
      'sign-in password',
      signInSchema,
      { email: 'a', password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) },
      ISSUE.passwordTooLong,
    ],
    ['question', newQuestionSchema, { question: 'Is it\u0000?' }, TEXT_ISSUE.invalidCharacter],
    [
      'question',
      newQuestionSchema,
      { question: 'q'.repeat(QUESTION_MAX_LENGTH + 1) },
      FATWA_ISSUE.questionTooLong,
    ],
    ['question', newQuestionSchema, { question: 'سؤال \u202Bمع\u202C علامة' }, null],
    ['reply text', replyUpdateSchema, { response_ar: 'a\u0000' }, TEXT_ISSUE.invalidCharacter],
    [
      'reply text',
      replyUpdateSchema,
      { response_ar: 'a'.repeat(FATWA_TEXT_MAX_LENGTH + 1) },
      FATWA_ISSUE.textTooLong,
    ],
    ['search', fatwaListQuerySchema, { search: 'a\u0000b' }, TEXT_ISSUE.invalidCharacter],
    ['search', fatwaListQuerySchema, { search: 's'.repeat(FATWA_SEARCH_MAX_LENGTH + 1) }, 'search.too_long'],
    ['response date', fatwaListQuerySchema, { response_date_from: '0000-01-01' }, 'date.invalid'],
    ['response date', fatwaListQuerySchema, { response_date_from: '2026-02-30' }, 'date.invalid'],
    ['response date', fatwaListQuerySchema, { response_date_from: '' }, null],
    ['city', citySchema, 'War\u0000saw', TEXT_ISSUE.invalidCharacter],
    ['city', citySchema, 'Warsaw\u200F', TEXT_ISSUE.invisibleCharacter],
    ['city', citySchema, 'c'.repeat(CITY_MAX_LENGTH + 1), TEXT_ISSUE.tooLong],
    ['date', isoDateSchema, '0000-01-01', PRAYER_ISSUE.dateInvalid],
    ['date', isoDateSchema, '2026-13-01', PRAYER_ISSUE.dateInvalid],
    ['date', isoDateSchema, '2'.repeat(100_000), PRAYER_ISSUE.dateInvalid],
    ['time', timeSchema, '04:30\u0000', TEXT_ISSUE.invalidCharacter],
    ['time', timeSchema, ' '.repeat(17), PRAYER_ISSUE.timeInvalid],
    [
      'bulk time',
      bulkRequestSchema,
      { city: 'Warsaw', data: [{ ...day, fajr: '4'.repeat(17) }] },
      PRAYER_ISSUE.timeInvalid,
    ],
    [
      'bulk date',
      bulkRequestSchema,
      { city: 'Warsaw', data: [{ ...day, date: '0000-01-01' }] },
      PRAYER_ISSUE.dateInvalid,
    ],
    [
      'bulk rows',
      bulkRequestSchema,
      { city: 'Warsaw', data: Array.from({ length: MAX_BULK_DAYS + 1 }, () => day) },
      PRAYER_ISSUE.tooManyDays,
    ],
    [
      'bulk rows',
      bulkRequestSchema,
      { city: 'Warsaw', data: Array.from({ length: MAX_BULK_DAYS }, () => day) },
      null,
    ],
    [
      'iqama fixed time',
      iqamaFixedSaveSchema,
      {
        mode: 'fixed_time',
        city: 'Warsaw',
        effective_from: '2026-03-01',
        effective_to: '2026-03-01',
        fajr_fixed: 'x'.repeat(17),
      },
      IQAMA_ISSUE.fixedInvalid,
    ],
  ])('%s: %j gives %s', (_name, schema, input, code) => {
    expect(firstCode(schema, input)).toBe(code);
  });
});
