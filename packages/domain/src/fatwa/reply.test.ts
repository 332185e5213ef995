import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../access/credentials';
import type { FatwaLanguage } from './language';
import {
  changedReplyFields,
  FATWA_ISSUE,
  FATWA_TEXT_MAX_LENGTH,
  invalidLanguageTabs,
  type ReplyInput,
  replyFormSchemaFor,
  replyIssues,
  replyUpdateSchema,
  requiredReplyFields,
  shownReplyLanguage,
} from './reply';

const complete: ReplyInput = {
  question_en: 'Is it allowed to combine prayers while travelling?',
  response_en: 'Yes, a traveller may combine Dhuhr with Asr and Maghrib with Isha.',
  question_ar: 'هل يجوز الجمع بين الصلاتين في السفر؟',
  response_ar: 'نعم، يجوز للمسافر الجمع بين الظهر والعصر وبين المغرب والعشاء.',
  question_pl: 'Czy wolno łączyć modlitwy w podróży?',
  response_pl: 'Tak, podróżny może łączyć Dhuhr z Asr oraz Maghrib z Isha.',
};

const BLANK: ReplyInput = {
  question_en: '',
  response_en: '',
  question_ar: '',
  response_ar: '',
  question_pl: '',
  response_pl: '',
};

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { fields: {}, tabs: [] }
    : { fields: fieldIssues(result.issues), tabs: invalidLanguageTabs(result.issues) };
}

describe('replyIssues', () => {
  const polishOnly = { question_pl: 'Czy wolno łączyć modlitwy w podróży?', response_pl: 'Tak.' };
  it.each<[asker: FatwaLanguage, reply: Partial<ReplyInput>, expected: Record<string, string>]>([
    // Only the asker's language is required.
    ['pl', polishOnly, {}],
    ['en', { question_en: 'Q?', response_en: 'A.' }, {}],
    ['ar', { question_ar: 'س؟', response_ar: 'ج.' }, {}],
    ['pl', complete, {}],
    // The asker's answer may not be left out or blank, whatever else is filled.
    ['pl', { ...polishOnly, response_pl: '' }, { response_pl: FATWA_ISSUE.required }],
    ['pl', { ...complete, response_pl: ' \n ' }, { response_pl: FATWA_ISSUE.required }],
    ['ar', polishOnly, { question_ar: FATWA_ISSUE.required, response_ar: FATWA_ISSUE.required }],
    ['en', {}, { question_en: FATWA_ISSUE.required, response_en: FATWA_ISSUE.required }],
    // A translation is optional, but never half of one.
    ['pl', { ...polishOnly, question_en: 'Q?' }, { response_en: FATWA_ISSUE.translationIncomplete }],
    ['pl', { ...polishOnly, response_ar: 'نعم.' }, { question_ar: FATWA_ISSUE.translationIncomplete }],
    ['pl', { ...polishOnly, question_en: '  ', response_en: '' }, {}],
    [
      'en',
      { question_en: 'Q?', response_en: '', question_pl: 'P?' },
      {
        response_en: FATWA_ISSUE.required,
        response_pl: FATWA_ISSUE.translationIncomplete,
      },
    ],
  ])('asked in %s, %j lacks %j', (asker, reply, expected) => {
    const issues = Object.fromEntries(replyIssues(asker, reply).map((issue) => [issue.field, issue.code]));
    expect(issues).toEqual(expected);
  });

  it("requires the question and the answer of the asker's language only", () => {
    expect(requiredReplyFields('pl')).toEqual(['question_pl', 'response_pl']);
    expect(requiredReplyFields('ar')).toEqual(['question_ar', 'response_ar']);
  });
});

describe('replyFormSchemaFor', () => {
  it('accepts a Polish question answered in Polish only, trimmed, with the other languages blank', () => {
    const result = v.safeParse(replyFormSchemaFor('pl'), {
      ...BLANK,
      question_en: '  ',
      question_pl: 'Czy?',
      response_pl: '  Tak.  ',
    });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({
      question_en: '',
      response_en: '',
      question_ar: '',
      response_ar: '',
      question_pl: 'Czy?',
      response_pl: 'Tak.',
    });
  });

  it('accepts a reply filled in all three languages', () => {
    expect(v.safeParse(replyFormSchemaFor('ar'), complete).success).toBe(true);
  });

  it("reports a blank answer in the asker's language under its field and tab", () => {
    expect(issuesOf(replyFormSchemaFor('pl'), { ...complete, response_pl: '' })).toEqual({
      fields: { response_pl: FATWA_ISSUE.required },
      tabs: ['pl'],
    });
    expect(issuesOf(replyFormSchemaFor('en'), BLANK)).toEqual({
      fields: { question_en: FATWA_ISSUE.required, response_en: FATWA_ISSUE.required },
      tabs: ['en'],
    });
  });

  it.each<[field: keyof ReplyInput, value: string, issue: string, tab: string]>([
    ['response_en', '   ', FATWA_ISSUE.translationIncomplete, 'en'],
    ['question_ar', '\n\t', FATWA_ISSUE.translationIncomplete, 'ar'],
    ['response_ar', 'x'.repeat(FATWA_TEXT_MAX_LENGTH + 1), FATWA_ISSUE.textTooLong, 'ar'],
    ['response_pl', 'y'.repeat(FATWA_TEXT_MAX_LENGTH + 1), FATWA_ISSUE.textTooLong, 'pl'],
  ])('asked in Polish, %s = %j gives %s on the %s tab only', (field, value, issue, tab) => {
    expect(issuesOf(replyFormSchemaFor('pl'), { ...complete, [field]: value })).toEqual({
      fields: { [field]: issue },
      tabs: [tab],
    });
  });

  it('accepts a text of exactly the maximum length', () => {
    expect(
      v.safeParse(replyFormSchemaFor('en'), { ...complete, response_en: 'z'.repeat(FATWA_TEXT_MAX_LENGTH) })
        .success,
    ).toBe(true);
  });

  it('lists invalid tabs in tab order whatever the order of the issues', () => {
    const result = v.safeParse(replyFormSchemaFor('pl'), { ...complete, response_pl: '', question_en: '' });
    expect(result.success).toBe(false);
    expect(invalidLanguageTabs([...(result.issues ?? [])].reverse())).toEqual(['en', 'pl']);
  });
});

describe('replyUpdateSchema', () => {
  it('accepts any non-empty subset of the six fields and drops unknown keys', () => {
    const result = v.safeParse(replyUpdateSchema, { response_ar: ' جواب ', question_id: 9 });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ response_ar: 'جواب' });
  });

  it('refuses an update that changes nothing', () => {
    expect(issuesOf(replyUpdateSchema, {}).fields).toEqual({ '': FATWA_ISSUE.nothingToUpdate });
    expect(issuesOf(replyUpdateSchema, { unrelated: 'x' }).fields).toEqual({
      '': FATWA_ISSUE.nothingToUpdate,
    });
  });

  it('bounds every text it carries and lets a translation be cleared', () => {
    expect(issuesOf(replyUpdateSchema, { question_pl: 'x'.repeat(FATWA_TEXT_MAX_LENGTH + 1) })).toEqual({
      fields: { question_pl: FATWA_ISSUE.textTooLong },
      tabs: ['pl'],
    });
    expect(v.parse(replyUpdateSchema, { question_en: '  ', response_en: '' })).toEqual({
      question_en: '',
      response_en: '',
    });
  });
});

describe('changedReplyFields', () => {
  it('returns only the fields whose text differs', () => {
    expect(changedReplyFields(complete, complete)).toEqual({});
    expect(changedReplyFields(complete, { ...complete, response_ar: 'نعم.', question_en: 'Q?' })).toEqual({
      question_en: 'Q?',
      response_ar: 'نعم.',
    });
  });
});

describe('shownReplyLanguage', () => {
  it.each<[reply: Partial<ReplyInput>, wanted: FatwaLanguage, shown: FatwaLanguage]>([
    [complete, 'ar', 'ar'],
    [{ question_pl: 'Czy?', response_pl: 'Tak.' }, 'en', 'pl'],
    [{ question_pl: 'Czy?', response_pl: 'Tak.' }, 'pl', 'pl'],
    [{ question_ar: 'س؟', response_ar: 'ج.', question_pl: 'Czy?', response_pl: 'Tak.' }, 'en', 'ar'],
    [{ response_en: '  ', question_pl: 'Czy?', response_pl: 'Tak.' }, 'en', 'pl'],
    [{}, 'pl', 'pl'],
  ])('%j read in %s is shown in %s', (reply, wanted, shown) => {
    expect(shownReplyLanguage({ ...BLANK, ...reply }, wanted)).toBe(shown);
  });
});
