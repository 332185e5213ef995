import { describe, expect, it } from 'vitest';
import { isMoneyField, isPersonField, personIdsOf } from './fields';

describe('the audit trail’s fields', () => {
  it('finds the accounts an action names: who refunded, and whose account a row is', () => {
    expect(
      personIdsOf([
        {
          entity: 'donations',
          entity_id: '1042',
          changes: { refunded_by: [null, 4], refund_reason: [null, '7'] },
        },
        { entity: 'user_roles', entity_id: '9', changes: { role: ['parent', null] } },
        { entity: 'mosque_settings', entity_id: '1', changes: { updated_by: ['4', 2] } },
      ]),
    ).toEqual([2, 4, 9]);
  });

  it('skips what is not an id: nothing, text, a fraction', () => {
    expect(
      personIdsOf([
        {
          entity: 'donations',
          entity_id: '3',
          changes: { refunded_by: [null, 'someone'], paid_by: [1.5, 0] },
        },
      ]),
    ).toEqual([]);
  });

  it('knows money and people by the column', () => {
    expect(isMoneyField('refunded_amount')).toBe(true);
    expect(isMoneyField('refund_told_amount')).toBe(true);
    expect(isMoneyField('donor_count')).toBe(false);
    expect(isPersonField('refunded_by')).toBe(true);
    expect(isPersonField('refund_reason')).toBe(false);
  });
});
