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

describe('the holdings as a Polish reader types them', () => {
  it('reads a comma as the decimal mark, as a dot', () => {
    expect(zakatRequestOf({ ...TYPED, total_savings: '2399,99', gold_grams: '12.5' })).toEqual({
      currency: 'PLN',
      total_savings: 2399.99,
      gold_grams: 12.5,
    });
  });

  it('counts a lone mark as no number, so the box is refused rather than read as zero', () => {
    expect(Number.isNaN(zakatRequestOf({ ...TYPED, total_savings: ',' }).total_savings)).toBe(true);
  });
});
