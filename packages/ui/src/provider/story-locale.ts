import { UI_MESSAGES } from './every-ui-message';
import { isLocale, type Locale, type UiMessageId } from './ui-messages';

/** The Storybook toolbar global that selects the language every story renders in. */
export const STORY_LOCALE_GLOBAL = 'locale';

/**
 * Reads the locale chosen in the Storybook toolbar. Screen stories in the apps call this from their
 * own decorators (`storyLocale(context.globals)`) to pick their messages for the same language.
 */
export function storyLocale(globals: Record<string, unknown>): Locale {
  const value = globals[STORY_LOCALE_GLOBAL];
  return isLocale(value) ? value : 'en';
}

/** A widget message in the story's locale, so play functions find controls in every language. */
export function storyUiMessage(globals: Record<string, unknown>, id: UiMessageId): string {
  return UI_MESSAGES[storyLocale(globals)][id];
}
