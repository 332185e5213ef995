import { describe, expect, it } from 'vitest';
import { type ZakatFormValues, zakatRequestOf } from './zakat-form-model';

const TYPED: ZakatFormValues = {
  currency: 'PLN',
  total_savings: '10000',
  gold_grams: '',
  silver_grams: '',
  investments: '',
  receivables: '',
  debts: '',
  basis: '',
};

describe('the zakat request', () => {
  it("leaves the basis out until the donor chooses one, so the centre's applies", () => {
    expect(zakatRequestOf(TYPED)).toEqual({ currency: 'PLN', total_savings: 10_000 });
  });

  it.each(['gold', 'silver'] as const)('sends %s once the donor chooses it', (basis) => {
    expect(zakatRequestOf({ ...TYPED, basis })).toEqual({ currency: 'PLN', total_savings: 10_000, basis });
  });
});
