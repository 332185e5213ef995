import ar from '../../intl/ar.json';
import en from '../../intl/en.json';
import pl from '../../intl/pl.json';
import type { Locale, UiMessageId } from './ui-messages';

/**
 * The widgets' messages of every language at once, for tests and stories only (pages load one
 * language through `uiCatalogue`). `satisfies` makes a missing key in ar or pl a type error.
 */
export const UI_MESSAGES = { en, ar, pl } satisfies Record<Locale, Record<UiMessageId, string>>;
