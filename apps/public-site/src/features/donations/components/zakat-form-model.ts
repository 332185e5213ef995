import { NISAB_BASES, type ZakatRequestInput, zakatRequestSchema } from '@minbar/domain/donations/zakat';
import * as v from 'valibot';

/** What the donor holds, in the order the calculator asks for it (and explains it). */
export const HOLDING_FIELDS = [
  'total_savings',
  'gold_grams',
  'silver_grams',
  'investments',
  'receivables',
  'debts',
] as const;
export type HoldingField = (typeof HOLDING_FIELDS)[number];

/**
 * The form's values as typed: each stays text, so a half-typed '12.' is kept. `basis` is the metal the
 * donor chose to reckon the nisab on, '' until they choose (the centre's basis then).
 */
export type ZakatFormValues = Record<HoldingField, string> & { currency: string; basis: string };

/**
 * A box left empty counts as nothing held; anything else is read as a number (NaN if it is not one),
 * its decimal mark a dot or the Polish reader's comma.
 */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return trimmed === '.' ? Number.NaN : Number(trimmed);
}

/** The request as the donor typed it: the empty boxes left out, so the server counts them as 0. */
export function zakatRequestOf(values: ZakatFormValues): ZakatRequestInput {
  const request: Record<string, unknown> = { currency: values.currency };
  for (const name of HOLDING_FIELDS) {
    const value = numberOf(values[name]);
    if (value !== undefined) request[name] = value;
  }
  const basis = NISAB_BASES.find((metal) => metal === values.basis);
  if (basis) request.basis = basis;
  return request as ZakatRequestInput;
}

/** True when nothing at all was typed: the calculator asks for something before it answers. */
export function isBlank(values: ZakatFormValues): boolean {
  return HOLDING_FIELDS.every((name) => values[name].trim() === '');
}

/**
 * Each refused field's issue code, read from the domain's own rules of the request (the ones the
 * server applies), so the form and the server refuse the same things.
 */
export function holdingIssues(values: ZakatFormValues): Partial<Record<HoldingField, string>> {
  const parsed = v.safeParse(zakatRequestSchema, zakatRequestOf(values));
  if (parsed.success) return {};
  const issues: Partial<Record<HoldingField, string>> = {};
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key;
    const field = HOLDING_FIELDS.find((name) => name === key);
    if (field && issues[field] === undefined) issues[field] = issue.message;
  }
  return issues;
}
