import { describe, expect, it } from 'vitest';
import { dateFromSearch, eventsByDate, stepAnchor, weekDates } from './events-model';

describe('weekDates', () => {
  it.each([
    ['2026-11-23', '2026-11-22', '2026-11-28'], // a Monday
    ['2026-11-22', '2026-11-22', '2026-11-28'], // the Sunday itself
    ['2026-11-28', '2026-11-22', '2026-11-28'], // the Saturday
    ['2026-01-01', '2025-12-28', '2026-01-03'], // across a year
  ])('the week of %s runs from Sunday %s to Saturday %s', (date, first, last) => {
    const week = weekDates(date);
    expect(week).toHaveLength(7);
    expect(week[0]).toBe(first);
    expect(week[6]).toBe(last);
  });
});

describe('stepAnchor', () => {
  it.each([
    ['month', '2026-01-31', 1, '2026-02-01'],
    ['month', '2026-01-15', -1, '2025-12-01'],
    ['week', '2026-12-29', 1, '2027-01-05'],
    ['week', '2026-03-03', -1, '2026-02-24'],
  ] as const)('%s view from %s by %i shows %s', (view, anchor, step, expected) => {
    expect(stepAnchor(view, anchor, step)).toBe(expected);
  });
});

describe('eventsByDate', () => {
  it('groups by day in time order, an event without a time last', () => {
    const grouped = eventsByDate([
      { id: 1, date: '2026-12-01', time: null },
      { id: 2, date: '2026-12-01', time: '18:00' },
      { id: 3, date: '2026-12-02', time: '09:00' },
      { id: 4, date: '2026-12-01', time: '09:30' },
    ]);
    expect(grouped.get('2026-12-01')?.map((event) => event.id)).toEqual([4, 2, 1]);
    expect(grouped.get('2026-12-02')?.map((event) => event.id)).toEqual([3]);
  });
});

describe('dateFromSearch', () => {
  it.each([
    ['2026-02-28', '2026-02-28'],
    ['2026-02-30', null],
    ['yesterday', null],
    [null, null],
  ])('%s reads as %s', (value, expected) => {
    expect(dateFromSearch(value)).toBe(expected);
  });
});
