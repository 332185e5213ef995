import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import {
  type NisabSettingInput,
  nisabSettingSchema,
  ZAKAT_CENTRE_CURRENCY,
  zakatCurrencySchema,
} from '@minbar/domain/donations/zakat';
import * as v from 'valibot';

/** The form's values as typed: the price stays text, so a half-typed '473.' is kept. */
export interface NisabFormValues extends Record<string, string> {
  currency: string;
  basis: string;
  price_per_gram: string;
  as_of: string;
}

/** What a valid form hands to the save: the currency of the path and the body of the PUT. */
export interface NisabFormOutput extends NisabSettingInput {
  currency: string;
}

const rules = nisabSettingSchema.entries;

/** The domain's rules of a nisab setting, over the typed price turned into a number. */
export const nisabFormSchema = v.object(
  {
    currency: zakatCurrencySchema,
    basis: rules.basis,
    price_per_gram: v.pipe(
      v.string(DONATION_ISSUE.required),
      v.trim(),
      v.nonEmpty(DONATION_ISSUE.required),
      v.transform(Number),
      rules.price_per_gram,
    ),
    as_of: v.pipe(v.string(DONATION_ISSUE.required), v.nonEmpty(DONATION_ISSUE.required), rules.as_of),
  },
  DONATION_ISSUE.required,
) as unknown as v.GenericSchema<NisabFormValues, NisabFormOutput>;

/** A currency's values as stored, to start the form from (blank when none is set). */
export function nisabValuesOf(currency: string, settings: readonly NisabAnswer[]): NisabFormValues {
  const stored = settings.find((nisab) => nisab.currency === currency);
  return {
    currency,
    basis: stored?.basis ?? 'gold',
    price_per_gram: stored ? String(stored.price_per_gram) : '',
    as_of: stored?.as_of ?? '',
  };
}

/** The form opens on the centre's own currency, the one most donors give in. */
export function initialNisabValues(settings: readonly NisabAnswer[]): NisabFormValues {
  return nisabValuesOf(ZAKAT_CENTRE_CURRENCY, settings);
}
