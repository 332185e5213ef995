import type { Locale } from '@minbar/ui/provider/ui-provider';

/**
 * Each mail language by its own name ('Polski', 'العربية'), as a reader looks for it in any list:
 * a name never translated, which the messages place before their translation ('Polski (Polish)').
 */
export const LANGUAGE_OWN_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية', pl: 'Polski' };
