import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  findSubjectNameClash,
  subjectDeleteIssue,
  subjectDescriptionPreview,
  subjectInputSchema,
  subjectNameKey,
} from './subject';

const SUBJECTS = [
  { id: 1, name: 'Quran' },
  { id: 2, name: 'Arabic language' },
  { id: 3, name: 'Źródła fiqhu' },
];

describe('subject names are unique after trimming and ignoring case', () => {
  it.each([
    ['quran', 1],
    ['  QURAN  ', 1],
    ['Arabic   Language', 2],
    ['źródła FIQHU', 3],
    ['Qurans', undefined],
    ['Arabic', undefined],
    ['Tajweed', undefined],
  ])('%j clashes with subject %s', (name, id) => {
    expect(findSubjectNameClash(SUBJECTS, name)?.id).toBe(id);
  });

  it('lets a subject keep its own name, in other capitals too', () => {
    expect(findSubjectNameClash(SUBJECTS, 'QURAN', 1)).toBeUndefined();
    expect(findSubjectNameClash(SUBJECTS, 'quran', 2)?.id).toBe(1);
  });

  it('gives one key to one name written differently', () => {
    expect(subjectNameKey(' Arabic\tLanguage ')).toBe('arabic language');
    expect(subjectNameKey('Fiqh\u0301')).toBe(subjectNameKey('Fiqh\u0301'.normalize('NFC')));
  });
});

describe('subjectDeleteIssue', () => {
  it.each([
    [0, null],
    [1, 'subject.has_teachers'],
    [4, 'subject.has_teachers'],
  ])('a subject with %i teachers: %s', (count, issue) => {
    expect(subjectDeleteIssue({ teacher_count: count })).toBe(issue);
  });
});

describe('subjectDescriptionPreview', () => {
  it.each([
    [null, '', false],
    ['Short one', 'Short one', false],
    ['Exactly twenty chars', 'Exactly twenty chars', false],
    ['Reading the Quran with tajweed', 'Reading the Quran wi…', true],
    ['Lorem ipsum dolor si amet', 'Lorem ipsum dolor si…', true],
    ['قراءة القرآن الكريم مع التجويد', 'قراءة القرآن الكريم…', true],
  ])('%j → %j', (text, preview, cut) => {
    expect(subjectDescriptionPreview(text)).toEqual({ text: preview, cut });
  });
});

describe('subjectInputSchema', () => {
  it('trims the name and description, making inner spaces one', () => {
    expect(v.parse(subjectInputSchema, { name: '  Arabic   language ', description: ' Grammar ' })).toEqual({
      name: 'Arabic language',
      description: 'Grammar',
    });
    expect(v.parse(subjectInputSchema, { name: 'Fiqh' })).toEqual({ name: 'Fiqh', description: '' });
    expect(v.parse(subjectInputSchema, { name: 'Fiqh', description: null })).toEqual({
      name: 'Fiqh',
      description: '',
    });
  });

  it.each([
    [{ name: '' }, 'field.required'],
    [{ name: '   ' }, 'field.required'],
    [{}, 'field.required'],
    [{ name: 'x'.repeat(101) }, 'text.too_long'],
    [{ name: 'Qu\u202eran' }, 'text.invisible_character'],
    [{ name: 'Quran', description: 'x'.repeat(1001) }, 'text.too_long'],
    [{ name: 'Qu\u0000ran' }, 'text.invalid_character'],
  ])('%j is refused with %s', (input, issue) => {
    const result = v.safeParse(subjectInputSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(issue);
  });
});
