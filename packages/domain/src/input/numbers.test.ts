import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ID_ISSUE, INT4_MAX, idSchema, idTextSchema } from './numbers';

describe('idSchema (a body id)', () => {
  it.each<[input: unknown, ok: boolean]>([
    [1, true],
    [INT4_MAX, true],
    [INT4_MAX + 1, false],
    [1e20, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['1', false],
    [null, false],
  ])('%s is an id: %s', (input, ok) => {
    const result = v.safeParse(idSchema, input);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.issues?.[0]?.message).toBe(ID_ISSUE);
  });
});

describe('idTextSchema (a path id)', () => {
  it.each<[input: string, expected: number | null]>([
    ['1', 1],
    ['007', 7],
    ['2147483647', INT4_MAX],
    ['2147483648', null],
    ['9999999999', null],
    ['99999999999999999999', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [' 1', null],
    ['١٢', null],
  ])('%j reads as %s', (input, expected) => {
    const result = v.safeParse(idTextSchema, input);
    expect(result.success ? result.output : null).toBe(expected);
  });
});
