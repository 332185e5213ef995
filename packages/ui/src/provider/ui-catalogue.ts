import en from '../../intl/en.json';
import { createMessageCatalogue } from './message-catalogue';
import type { UiMessageId } from './ui-messages';

type UiCatalogue = Record<UiMessageId, string>;

/**
 * The widgets' messages, one chunk per language; a key missing from ar or pl is a type error. English
 * is also bundled directly: it is what a widget rendered outside UiProvider (an app's unit test) reads.
 */
export const uiCatalogue = createMessageCatalogue<UiCatalogue>({
  en: () => Promise.resolve({ default: en }),
  ar: () => import('../../intl/ar.json'),
  pl: () => import('../../intl/pl.json'),
});

export const ENGLISH_UI_MESSAGES: UiCatalogue = en;
