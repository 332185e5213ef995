import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import {
  NISAB_ISSUE,
  NISAB_SETTING_RULES,
  type NisabSettingInput,
  rateHasItsDay,
  ZAKAT_CENTRE_CURRENCY,
  zakatCurrencySchema,
} from '@minbar/domain/donations/zakat';
import * as v from 'valibot';
import { typedNumber } from '../../../lib/forms/typed-number';

/** The form's values as typed: prices and the rate stay text, so a half-typed '473.' is kept. */
export interface NisabFormValues extends Record<string, string> {
  currency: string;
  basis: string;
  gold_price_per_gram: string;
  silver_price_per_gram: string;
  as_of: string;
  /** Empty for złoty, and for a currency whose zakat is not converted. */
  rate_to_centre: string;
  rate_as_of: string;
}

export const NISAB_FORM_FIELDS = [
  'currency',
  'basis',
  'gold_price_per_gram',
  'silver_price_per_gram',
  'as_of',
  'rate_to_centre',
  'rate_as_of',
] as const satisfies readonly (keyof NisabFormValues)[];

/** What a valid form hands to the save: the currency of the path and the body of the PUT. */
export interface NisabFormOutput extends NisabSettingInput {
  currency: string;
}

const rules = NISAB_SETTING_RULES;

/** A typed number: required, read as a number, then held to the domain's rule. */
const typedDate = v.pipe(v.string(DONATION_ISSUE.required), v.nonEmpty(DONATION_ISSUE.required), rules.as_of);
/** An empty box is no value: a rate left out, with its day. */
const optionalText = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => (text === '' ? null : text)),
);

/**
 * The domain's rules of a nisab setting over the typed text: each field under its own rule (so every
 * refused field says so at once), then the rule that a rate comes with its day. Złoty keeps no rate.
 */
export const nisabFormSchema = v.pipe(
  v.object(
    {
      currency: zakatCurrencySchema,
      basis: rules.basis,
      gold_price_per_gram: typedNumber(
        v.pipe(v.number(), rules.gold_price_per_gram),
        DONATION_ISSUE.required,
      ),
      silver_price_per_gram: typedNumber(
        v.pipe(v.number(), rules.silver_price_per_gram),
        DONATION_ISSUE.required,
      ),
      as_of: typedDate,
      rate_to_centre: v.pipe(
        optionalText,
        v.transform((text) => (text === null ? null : Number(text))),
        rules.rate_to_centre.wrapped,
      ),
      rate_as_of: v.pipe(optionalText, rules.rate_as_of.wrapped),
    },
    DONATION_ISSUE.required,
  ),
  v.transform((setting) =>
    setting.currency === ZAKAT_CENTRE_CURRENCY
      ? { ...setting, rate_to_centre: null, rate_as_of: null }
      : setting,
  ),
  v.forward(
    v.check((setting) => rateHasItsDay(setting), NISAB_ISSUE.rateDateInvalid),
    ['rate_as_of'],
  ),
) as unknown as v.GenericSchema<NisabFormValues, NisabFormOutput>;

/** A currency's values as stored, to start the form from (blank when none is set). */
export function nisabValuesOf(currency: string, settings: readonly NisabAnswer[]): NisabFormValues {
  const stored = settings.find((nisab) => nisab.currency === currency);
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    currency,
    basis: stored?.basis ?? 'gold',
    gold_price_per_gram: text(stored?.gold_price_per_gram),
    silver_price_per_gram: text(stored?.silver_price_per_gram),
    as_of: stored?.as_of ?? '',
    rate_to_centre: text(stored?.rate_to_centre),
    rate_as_of: stored?.rate_as_of ?? '',
  };
}

/** The form opens on the centre's own currency, the one most donors give in. */
export function initialNisabValues(settings: readonly NisabAnswer[]): NisabFormValues {
  return nisabValuesOf(ZAKAT_CENTRE_CURRENCY, settings);
}
