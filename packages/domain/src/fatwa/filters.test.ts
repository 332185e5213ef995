import { describe, expect, it } from 'vitest';
import {
  countUnansweredInAll,
  FATWA_FILTERS,
  FATWA_LIST_OF_FILTER,
  FATWA_LIST_PATHS,
  filterUsesResponseDate,
  isUnansweredInAll,
  questionStatus,
  questionsForFilter,
} from './filters';

const waiting = { id: 1, is_active: true, responses: [] };
const answered = { id: 2, is_active: true, responses: [{ id: 10 }] };
const canceledWaiting = { id: 3, is_active: false, responses: [] };
const canceledAnswered = { id: 4, is_active: false, responses: [{ id: 11 }] };
const all = [waiting, answered, canceledWaiting, canceledAnswered];

describe('the filter model', () => {
  it('fetches one list per filter; Canceled reads the full list', () => {
    expect(FATWA_FILTERS.map((filter) => FATWA_LIST_PATHS[FATWA_LIST_OF_FILTER[filter]])).toEqual([
      '/fatwa/questions',
      '/fatwa/questions-without-responses',
      '/fatwa/questions-with-responses',
      '/fatwa/questions',
    ]);
  });

  it('shows the date input on the Answered filter only', () => {
    expect(FATWA_FILTERS.filter(filterUsesResponseDate)).toEqual(['answered']);
  });

  it.each([
    ['all', all, [1, 2, 3, 4]],
    ['canceled', all, [3, 4]],
    ['unanswered', [waiting, canceledWaiting], [1]],
    ['answered', [answered, canceledAnswered], [2, 4]],
  ] as const)('the %s filter shows the right rows of its list', (filter, list, ids) => {
    expect(questionsForFilter(filter, list).map((question) => question.id)).toEqual(ids);
  });
});

describe('the All filter counting rule', () => {
  const unansweredList = [waiting, canceledWaiting];
  const ids = new Set(unansweredList.map((question) => question.id));

  it('counts a question as unanswered only when it is in the unanswered list and active', () => {
    expect(all.map((question) => isUnansweredInAll(question, ids))).toEqual([true, false, false, false]);
    expect(countUnansweredInAll(all, unansweredList)).toBe(1);
  });

  it('trusts the unanswered list over the responses a question carries', () => {
    expect(isUnansweredInAll({ id: 2, is_active: true, responses: [] }, new Set([1]))).toBe(false);
    expect(countUnansweredInAll(all, [])).toBe(0);
  });
});

describe('questionStatus', () => {
  it.each([
    [waiting, 'unanswered'],
    [answered, 'answered'],
    [canceledWaiting, 'canceled'],
    [canceledAnswered, 'canceled'],
  ] as const)('%j is %s', (question, status) => {
    expect(questionStatus(question)).toBe(status);
  });
});
