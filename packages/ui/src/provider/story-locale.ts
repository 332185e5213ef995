import { isLocale, type Locale } from './ui-messages';

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
