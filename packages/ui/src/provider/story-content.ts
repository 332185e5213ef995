import { storyLocale } from './story-locale';
import type { Locale } from './ui-messages';

/**
 * The sample content of a story (names, titles, descriptions, addresses, answers) written in each
 * language the stories render in, so a designer reviewing the Polish or Arabic story reads what a
 * congregant of a Polish mosque would write, not English left behind.
 */
export type InEachLanguage<T> = Readonly<Record<Locale, T>>;

let current: Locale = 'en';

/**
 * Set by the Storybook preview before each story renders (and again when the toolbar switches
 * language), so sample data made outside the story's own context (a fake API answering at render
 * time, a fixture built by a function) follows the story's language.
 */
export function setStoryContentLocale(globals: Record<string, unknown>): Locale {
  current = storyLocale(globals);
  return current;
}

/** The language the story now renders in (English outside Storybook). */
export function storyContentLocale(): Locale {
  return current;
}

/** The value written for the story's language: the current one, or the one given. */
export function inStoryLanguage<T>(values: InEachLanguage<T>, locale: Locale = current): T {
  return values[locale];
}
