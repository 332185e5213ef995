import { describe, expect, it } from 'vitest';
import { AUDIT_AREAS, isAuditArea } from './areas';

describe('audit areas', () => {
  it.each([
    ['an area of the list', 'prayer', true],
    ['the mails sent again', 'mail', true],
    ['a table name, which is not an area', 'prayer_settings', false],
    ['another case', 'Prayer', false],
    ['nothing', '', false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isAuditArea(value)).toBe(expected);
  });

  it('names each area once', () => {
    expect(new Set(AUDIT_AREAS).size).toBe(AUDIT_AREAS.length);
  });
});
