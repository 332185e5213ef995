import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ActivityFormValues,
  activityFormValuesOf,
  activityIssueOfType,
  activityIssueType,
  activityPayloadSchema,
  checkActivityField,
  checkActivityForm,
  emptyActivityForm,
  invalidActivityTabs,
  toActivityPayload,
} from './activity-form';

const valid: ActivityFormValues = {
  title_en: 'Quran circle',
  description_en: 'Weekly reading and tajweed for adults.',
  location_en: 'Main hall',
  title_ar: 'حلقة القرآن',
  description_ar: 'قراءة وتجويد أسبوعي للكبار.',
  location_ar: 'القاعة الرئيسية',
  title_pl: 'Koło Koranu',
  description_pl: 'Cotygodniowe czytanie i tadżwid dla dorosłych.',
  location_pl: 'Sala główna',
  video_link: 'https://youtu.be/dQw4w9WgXcQ',
  date: '2026-12-05',
  time: '18:30',
};

describe('checkActivityField', () => {
  it.each([
    ['title_en', '', 'required'],
    ['title_ar', '   ', 'required'],
    ['title_pl', 'ab', 'too_short'],
    ['title_en', '  ab  ', 'too_short'],
    ['title_en', 'abc', null],
    ['title_en', 'a'.repeat(99), null],
    ['title_en', 'a'.repeat(100), 'too_long'],
    ['title_en', 'Quran\u0000circle', 'invalid_character'],
    ['description_en', '', 'required'],
    ['description_en', 'Too short', 'too_short'],
    ['description_en', 'Ten chars!', null],
    ['description_ar', 'ب'.repeat(1000), null],
    ['description_pl', 'x'.repeat(1001), 'too_long'],
    ['location_en', '', null],
    ['location_en', 'Hall', null],
    ['location_en', 'x'.repeat(201), 'too_long'],
    ['video_link', '', null],
    ['video_link', 'https://youtu.be/dQw4w9WgXcQ', null],
    ['video_link', 'https://www.facebook.com/watch/?v=123', null],
    ['video_link', 'https://example.org/recording', null],
    ['video_link', 'example.org', 'invalid_url'],
    ['video_link', 'javascript:alert(1)', 'invalid_url'],
    ['video_link', 'data:text/html,hi', 'invalid_url'],
    ['video_link', `https://example.org/${'a'.repeat(500)}`, 'too_long'],
    ['date', '', null],
    ['date', '2026-02-28', null],
    ['date', '2026-02-30', 'invalid_date'],
    ['date', '28.02.2026', 'invalid_date'],
    ['time', '', null],
    ['time', '18:30', null],
    ['time', '6:30 PM', null],
    ['time', '25:00', 'invalid_time'],
    ['time', 'evening', 'invalid_time'],
  ] as const)('%s %j: %s', (field, value, issue) => {
    expect(checkActivityField(field, value)).toBe(issue);
  });
});

describe('checkActivityForm', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(checkActivityForm(valid)).toEqual({});
  });

  it('asks for the title and description in every language of an empty form, and nothing else', () => {
    expect(checkActivityForm(emptyActivityForm())).toEqual({
      title_en: 'required',
      description_en: 'required',
      title_ar: 'required',
      description_ar: 'required',
      title_pl: 'required',
      description_pl: 'required',
    });
  });
});

describe('invalidActivityTabs', () => {
  it.each([
    [{}, []],
    [{ title_ar: 'required' }, ['ar']],
    [{ description_pl: 'too_short', title_en: 'too_long' }, ['en', 'pl']],
    [{ video_link: 'invalid_url' }, []],
    [{ location_ar: null, title_pl: undefined }, []],
  ])('%j marks %j', (issues, tabs) => {
    expect(invalidActivityTabs(issues)).toEqual(tabs);
  });
});

describe('toActivityPayload', () => {
  it('trims the texts, writes the time as HH:MM, and sends a blank link, date or time as null', () => {
    const payload = toActivityPayload({
      ...valid,
      title_en: '  Quran circle ',
      time: '6:30 PM',
      video_link: ' ',
      date: '',
    });
    expect(payload).toMatchObject({ title_en: 'Quran circle', time: '18:30', video_link: null, date: null });
    expect(toActivityPayload({ ...valid, time: '' }).time).toBeNull();
  });

  it('is undone by activityFormValuesOf for a stored activity', () => {
    expect(activityFormValuesOf(toActivityPayload(valid))).toEqual(valid);
    expect(activityFormValuesOf({ title_en: 'Only', video_link: null, date: 5 })).toEqual({
      ...emptyActivityForm(),
      title_en: 'Only',
    });
  });
});

describe('activityPayloadSchema (the server reads the `activity` part with it)', () => {
  it('accepts a complete form and normalises it', () => {
    const parsed = v.parse(activityPayloadSchema, { ...valid, title_pl: ' Koło Koranu ', time: '18:30:00' });
    expect(parsed).toMatchObject({ title_pl: 'Koło Koranu', time: '18:30' });
  });

  it('accepts an activity without location, link, date or time', () => {
    const { location_en, location_ar, location_pl, video_link, date, time, ...texts } = valid;
    expect(v.parse(activityPayloadSchema, texts)).toMatchObject({
      location_en: '',
      video_link: null,
      date: null,
      time: null,
    });
  });

  it('refuses each bad field with its issue type, on its field', () => {
    const result = v.safeParse(activityPayloadSchema, {
      ...valid,
      title_ar: 'ab',
      description_pl: '',
      video_link: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const issues = (result.issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]);
    expect(issues).toEqual([
      ['title_ar', 'activity.too_short'],
      ['description_pl', 'field.required'],
      ['video_link', 'activity.invalid_url'],
    ]);
  });

  it('refuses a missing title or a number in place of a text as required', () => {
    const { title_en, ...rest } = valid;
    const result = v.safeParse(activityPayloadSchema, { ...rest, description_en: 42 });
    expect(result.success).toBe(false);
    expect((result.issues ?? []).map((issue) => issue.message)).toEqual(['field.required', 'field.required']);
  });
});

describe('activityIssueType and activityIssueOfType', () => {
  it.each([
    ['required', 'field.required'],
    ['too_short', 'activity.too_short'],
    ['invalid_url', 'activity.invalid_url'],
  ] as const)('%s travels as %s and back', (issue, type) => {
    expect(activityIssueType(issue)).toBe(type);
    expect(activityIssueOfType(type)).toBe(issue);
  });

  it('reads no issue from a type it does not know', () => {
    expect(activityIssueOfType('event.too_short')).toBeNull();
    expect(activityIssueOfType('activity.unknown')).toBeNull();
  });
});
