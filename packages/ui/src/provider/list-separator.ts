import type { Locale } from './ui-messages';

/**
 * What separates the items of a list written inline (a user's roles, the options chosen): Arabic has
 * its own comma. Punctuation, not a message: Polish writes the English one, and a catalogue's
 * translations must differ from English.
 */
export const LIST_SEPARATOR: Readonly<Record<Locale, string>> = { en: ', ', ar: '، ', pl: ', ' };
