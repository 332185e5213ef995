import * as v from 'valibot';

/** The desk's three languages. English is the desk's default (docs/decisions/0014). */
export const FATWA_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type FatwaLanguage = (typeof FATWA_LANGUAGES)[number];
export const fatwaLanguageSchema = v.picklist(FATWA_LANGUAGES);
export const DEFAULT_FATWA_LANGUAGE: FatwaLanguage = 'en';

function isFatwaLanguage(value: string): value is FatwaLanguage {
  return (FATWA_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a question was asked in, as one of the desk's three: a question stored before the
 * language was kept, or from a server that leaves it out, counts as English.
 */
export function askerLanguageOf(language: string | null | undefined): FatwaLanguage {
  return language && isFatwaLanguage(language) ? language : DEFAULT_FATWA_LANGUAGE;
}

/**
 * The language an Accept-Language header asks for, among en, ar and pl. Ranges are matched by their
 * primary subtag (`pl-PL` -> pl), the highest q-value wins, ties keep the header's order, `q=0`
 * means "not this one", and anything unknown, empty or malformed falls back to English.
 */
export function pickLanguage(acceptLanguage: string | null | undefined): FatwaLanguage {
  if (!acceptLanguage) return DEFAULT_FATWA_LANGUAGE;
  let best: { language: FatwaLanguage; q: number } | null = null;
  for (const part of acceptLanguage.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isFatwaLanguage(primary)) continue;
    const q = qualityOf(params);
    if (q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_FATWA_LANGUAGE;
}

function qualityOf(params: readonly string[]): number {
  for (const param of params) {
    const match = /^\s*q\s*=(.*)$/i.exec(param);
    if (match?.[1] !== undefined) {
      // A malformed weight ranks last rather than first: the header's author did not ask for it.
      const q = /^\s*[0-9.]+\s*$/.test(match[1]) ? Number(match[1]) : Number.NaN;
      return Number.isFinite(q) ? Math.min(q, 1) : 0;
    }
  }
  return 1;
}
