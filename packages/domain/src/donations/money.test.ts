import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DONATION_ISSUE,
  hasAtMostTwoDecimals,
  MAX_MONEY_AMOUNT,
  moneySchema,
  roundMoney,
  toMinorUnits,
} from './money';

describe('money', () => {
  it.each<[number, boolean]>([
    [0, true],
    [15, true],
    [15.5, true],
    [0.1 + 0.2, true],
    [19.99, true],
    [1.005, false],
    [0.001, false],
  ])('%d has at most two decimals: %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });

  it.each<[number, number]>([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [10, 10],
    [-1.005, -1.01],
  ])('roundMoney(%d) = %d', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [0, null],
    [MAX_MONEY_AMOUNT, null],
    [MAX_MONEY_AMOUNT + 1, DONATION_ISSUE.amountTooLarge],
    [-0.01, DONATION_ISSUE.amountInvalid],
    [Number.NaN, DONATION_ISSUE.amountInvalid],
    [Number.POSITIVE_INFINITY, DONATION_ISSUE.amountInvalid],
    ['10', DONATION_ISSUE.amountInvalid],
    [10.001, DONATION_ISSUE.amountInvalid],
  ])('moneySchema(0) takes %j: %s', (input, issue) => {
    expect(v.safeParse(moneySchema(0), input).issues?.[0]?.message ?? null).toBe(issue);
  });
});

describe('minor units', () => {
  it.each<[number, string, number]>([
    [25.5, 'PLN', 2550],
    [0.1 + 0.2, 'PLN', 30],
    [1500, 'JPY', 1500],
  ])('%s %s is %s', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });
});
