import { describe, expect, it } from 'vitest';
import {
  outstandingIncome,
  pageFromSearch,
  peopleInAll,
  seatsInAll,
  tabFromSearch,
} from './registrations-model';

describe('the registrations page model', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
  ])('reads page %s from the URL as %i', (value, page) => {
    expect(pageFromSearch(value)).toBe(page);
  });

  it('opens the personal tab unless the URL names the family one', () => {
    expect(tabFromSearch('family')).toBe('family');
    expect(tabFromSearch(null)).toBe('personal');
    expect(tabFromSearch('other')).toBe('personal');
  });

  it('counts every person once and every seat', () => {
    expect(peopleInAll({ adults: 12, children_above_3: 5, children_below_3: 2, students: 4 })).toBe(23);
    expect(
      seatsInAll([
        { city: 'Warszawa', seats: 7 },
        { city: 'Łódź', seats: 3 },
      ]),
    ).toBe(10);
    expect(seatsInAll([])).toBe(0);
  });

  it('gives what is still to be paid to the grosz, never below zero', () => {
    expect(outstandingIncome({ expected: 0.3, paid: 0.1 })).toBe(0.2);
    expect(outstandingIncome({ expected: 1250.5, paid: 400.25 })).toBe(850.25);
    expect(outstandingIncome({ expected: 100, paid: 120 })).toBe(0);
  });
});
