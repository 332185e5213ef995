import { createMessageCatalogue } from './message-catalogue';
import type { UiMessageId } from './ui-messages';

type UiCatalogue = Record<UiMessageId, string>;

/** The widgets' messages, one chunk per language (English too); a key missing from ar or pl is a type error. */
export const uiCatalogue = createMessageCatalogue<UiCatalogue>({
  en: () => import('../../intl/en.json'),
  ar: () => import('../../intl/ar.json'),
  pl: () => import('../../intl/pl.json'),
});
