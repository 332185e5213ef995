import { describe, expect, it } from 'vitest';
import { CERTIFICATE_STATUSES, completedDateAfter, isCertificateStatus, STATUS_TONES } from './status';

const TODAY = '2026-11-24';

describe('completedDateAfter', () => {
  it.each([
    ['pending', 'completed', null, TODAY],
    ['approved', 'completed', null, TODAY],
    ['rejected', 'completed', null, TODAY],
    ['completed', 'completed', '2026-10-01', '2026-10-01'],
    ['completed', 'completed', null, TODAY],
    ['completed', 'approved', '2026-10-01', null],
    ['completed', 'pending', '2026-10-01', null],
    ['pending', 'under_review', null, null],
    ['under_review', 'needs_correction', null, null],
    ['needs_correction', 'approved', null, null],
    ['approved', 'rejected', null, null],
    ['rejected', 'pending', null, null],
  ] as const)('%s → %s with %s gives %s', (from, to, before, after) => {
    expect(completedDateAfter(from, to, before, TODAY)).toBe(after);
  });

  it('allows every move between the six statuses', () => {
    for (const from of CERTIFICATE_STATUSES) {
      for (const to of CERTIFICATE_STATUSES) {
        const after = completedDateAfter(from, to, null, TODAY);
        expect(after).toBe(to === 'completed' ? TODAY : null);
      }
    }
  });
});

describe('statuses', () => {
  it('gives each of the six statuses its own tone', () => {
    expect(CERTIFICATE_STATUSES).toHaveLength(6);
    expect(new Set(Object.values(STATUS_TONES)).size).toBe(6);
  });

  it.each([
    ['pending', true],
    ['completed', true],
    ['Completed', false],
    ['done', false],
    [3, false],
    [null, false],
  ])('%j is a status: %s', (value, expected) => {
    expect(isCertificateStatus(value)).toBe(expected);
  });
});
