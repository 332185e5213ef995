import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from '../access/credentials';
import {
  changedReplyFields,
  FATWA_ISSUE,
  FATWA_TEXT_MAX_LENGTH,
  invalidLanguageTabs,
  type ReplyInput,
  replyFormSchema,
  replyUpdateSchema,
} from './reply';

const complete: ReplyInput = {
  question_en: 'Is it allowed to combine prayers while travelling?',
  response_en: 'Yes, a traveller may combine Dhuhr with Asr and Maghrib with Isha.',
  question_ar: 'هل يجوز الجمع بين الصلاتين في السفر؟',
  response_ar: 'نعم، يجوز للمسافر الجمع بين الظهر والعصر وبين المغرب والعشاء.',
  question_pl: 'Czy wolno łączyć modlitwy w podróży?',
  response_pl: 'Tak, podróżny może łączyć Dhuhr z Asr oraz Maghrib z Isha.',
};

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success
    ? { fields: {}, tabs: [] }
    : { fields: fieldIssues(result.issues), tabs: invalidLanguageTabs(result.issues) };
}

describe('replyFormSchema', () => {
  it('accepts a reply filled in all three languages and trims every text', () => {
    const result = v.safeParse(replyFormSchema, { ...complete, response_pl: '  Tak.  ' });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ response_pl: 'Tak.' });
  });

  it('reports every missing field on its own, so each tab can be marked', () => {
    expect(issuesOf(replyFormSchema, {})).toEqual({
      fields: {
        question_en: FATWA_ISSUE.required,
        response_en: FATWA_ISSUE.required,
        question_ar: FATWA_ISSUE.required,
        response_ar: FATWA_ISSUE.required,
        question_pl: FATWA_ISSUE.required,
        response_pl: FATWA_ISSUE.required,
      },
      tabs: ['en', 'ar', 'pl'],
    });
  });

  it.each<[field: keyof ReplyInput, value: string, issue: string, tab: string]>([
    ['question_en', '', FATWA_ISSUE.required, 'en'],
    ['response_en', '   ', FATWA_ISSUE.required, 'en'],
    ['question_ar', '\n\t', FATWA_ISSUE.required, 'ar'],
    ['response_ar', 'x'.repeat(FATWA_TEXT_MAX_LENGTH + 1), FATWA_ISSUE.textTooLong, 'ar'],
    ['question_pl', '', FATWA_ISSUE.required, 'pl'],
    ['response_pl', 'y'.repeat(FATWA_TEXT_MAX_LENGTH + 1), FATWA_ISSUE.textTooLong, 'pl'],
  ])('%s = %j gives %s on the %s tab only', (field, value, issue, tab) => {
    expect(issuesOf(replyFormSchema, { ...complete, [field]: value })).toEqual({
      fields: { [field]: issue },
      tabs: [tab],
    });
  });

  it('accepts a text of exactly the maximum length', () => {
    expect(
      v.safeParse(replyFormSchema, { ...complete, response_en: 'z'.repeat(FATWA_TEXT_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('lists invalid tabs in tab order whatever the order of the issues', () => {
    const result = v.safeParse(replyFormSchema, { ...complete, response_pl: '', question_en: '' });
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

  it('applies the form rules to every field it carries', () => {
    expect(issuesOf(replyUpdateSchema, { question_pl: '  ', response_en: 'ok' })).toEqual({
      fields: { question_pl: FATWA_ISSUE.required },
      tabs: ['pl'],
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
