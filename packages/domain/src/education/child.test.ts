import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { birthdateIssue, childAge, childEnrolmentSchema, childListsOf, isInChildList } from './child';

describe('childAge on the mosque’s today', () => {
  it.each([
    ['2018-03-01', '2026-03-01', 8],
    ['2018-03-02', '2026-03-01', 7],
    ['2018-02-28', '2026-03-01', 8],
    ['2018-12-31', '2026-01-01', 7],
    ['2020-02-29', '2026-02-28', 5],
    ['2020-02-29', '2026-03-01', 6],
    ['2020-02-29', '2024-02-29', 4],
    ['2026-03-01', '2026-03-01', 0],
    ['2026-03-02', '2026-03-01', null],
    ['2026-02-30', '2026-03-01', null],
    ['', '2026-03-01', null],
  ])('born %s, on %s: %s', (birthdate, today, age) => {
    expect(childAge(birthdate, today)).toBe(age);
  });
});

describe('birthdateIssue', () => {
  it.each([
    ['2015-06-01', null],
    ['2026-03-01', null],
    ['2026-03-02', 'child.birthdate_in_future'],
    ['2007-03-01', 'child.too_old'],
    ['2007-03-02', null],
    ['2015-13-01', 'child.birthdate_invalid'],
    ['1.6.2015', 'child.birthdate_invalid'],
  ])('%s: %s', (birthdate, issue) => {
    expect(birthdateIssue(birthdate, '2026-03-01')).toBe(issue);
  });
});

describe('the lists a child belongs to', () => {
  it.each([
    [{ approved: false, teacher_count: 0, has_active_subscription: false }, ['requests']],
    [{ approved: false, teacher_count: 2, has_active_subscription: true }, ['requests']],
    [{ approved: true, teacher_count: 0, has_active_subscription: false }, ['approved', 'no_teachers']],
    [{ approved: true, teacher_count: 1, has_active_subscription: false }, ['approved']],
    [
      { approved: true, teacher_count: 1, has_active_subscription: true },
      ['approved', 'active_subscriptions'],
    ],
    [
      { approved: true, teacher_count: 0, has_active_subscription: true },
      ['approved', 'active_subscriptions', 'no_teachers'],
    ],
  ] as const)('%j → %j', (child, lists) => {
    expect(childListsOf(child)).toEqual(lists);
  });

  it('answers for one list', () => {
    const child = { approved: true, teacher_count: 0, has_active_subscription: false };
    expect(isInChildList(child, 'no_teachers')).toBe(true);
    expect(isInChildList(child, 'requests')).toBe(false);
    expect(isInChildList({ ...child, teacher_count: 1 }, 'no_teachers')).toBe(false);
  });
});

describe('childEnrolmentSchema', () => {
  it('trims the names and leaves the subject and the parent unset by default', () => {
    expect(
      v.parse(childEnrolmentSchema, { first_name: ' Adam ', last_name: 'Nowak', birthdate: '2016-05-04' }),
    ).toEqual({
      first_name: 'Adam',
      last_name: 'Nowak',
      birthdate: '2016-05-04',
      suggested_subject_id: null,
      responsible_parent_id: null,
    });
  });

  it.each([
    [{ first_name: '', last_name: 'Nowak', birthdate: '2016-05-04' }, 'first_name', 'field.required'],
    [{ first_name: 'Adam', last_name: ' ', birthdate: '2016-05-04' }, 'last_name', 'field.required'],
    [
      { first_name: 'Adam', last_name: 'Nowak', birthdate: '2016-02-30' },
      'birthdate',
      'child.birthdate_invalid',
    ],
    [{ first_name: 'Adam', last_name: 'Nowak', birthdate: '' }, 'birthdate', 'field.required'],
    [
      { first_name: 'Adam', last_name: 'Nowak', birthdate: '2016-05-04', suggested_subject_id: 0 },
      'suggested_subject_id',
      'id.invalid',
    ],
  ])('%j: %s %s', (input, field, issue) => {
    const result = v.safeParse(childEnrolmentSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((item) => [v.getDotPath(item), item.message])[0]).toEqual([field, issue]);
  });
});
