import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_UPDATE_TEXT_MAX_LENGTH, campaignUpdateInputSchema } from './campaign-update';
import { DONATION_ISSUE } from './money';

const valid = {
  date: '2026-11-20',
  text_en: 'The roof is on.',
  text_ar: 'تم تركيب السقف.',
  text_pl: 'Dach jest położony.',
};

const issuesOf = (input: unknown) => {
  const result = v.safeParse(campaignUpdateInputSchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('campaignUpdateInputSchema', () => {
  it('takes a date and the three texts, trimmed', () => {
    expect(v.parse(campaignUpdateInputSchema, { ...valid, text_en: '  The roof is on.  ' })).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a blank text', { text_ar: '   ' }, [['text_ar', DONATION_ISSUE.required]]],
    ['a missing text', { text_pl: undefined }, [['text_pl', DONATION_ISSUE.required]]],
    [
      'a text over the limit',
      { text_en: 'x'.repeat(CAMPAIGN_UPDATE_TEXT_MAX_LENGTH + 1) },
      [['text_en', DONATION_ISSUE.textTooLong]],
    ],
    ['a day that does not exist', { date: '2026-02-30' }, [['date', DONATION_ISSUE.dateInvalid]]],
    ['a date in another shape', { date: '20.11.2026' }, [['date', DONATION_ISSUE.dateInvalid]]],
    ['no date', { date: '' }, [['date', DONATION_ISSUE.required]]],
    ['a number for a text', { text_en: 5 }, [['text_en', DONATION_ISSUE.required]]],
  ])('refuses %s under its field', (_, change, expected) => {
    expect(issuesOf({ ...valid, ...change })).toEqual(expected);
  });

  it('takes a text of exactly the limit', () => {
    expect(issuesOf({ ...valid, text_en: 'x'.repeat(CAMPAIGN_UPDATE_TEXT_MAX_LENGTH) })).toEqual([]);
  });

  it('refuses every field of an empty body at once', () => {
    expect(issuesOf({}).map(([field]) => field)).toEqual(['date', 'text_en', 'text_ar', 'text_pl']);
  });
});
