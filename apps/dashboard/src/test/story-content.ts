import { type InEachLanguage, inStoryLanguage, storyContentLocale } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Decorator } from '@storybook/react-vite';

/** A sample text written in English, Arabic and Polish. */
export type Words = InEachLanguage<string>;

/**
 * `base` whose fields named in `texts` read in the story's language each time they are read.
 * Story args and fixtures are built once when a story file loads, for all three languages; a field
 * read through a getter follows the language the story renders (or its play function runs) in.
 */
export function inLanguages<T extends object>(base: T, texts: { [K in keyof T]?: InEachLanguage<T[K]> }): T {
  // Its fields copied as they are: a field already read in the story's language keeps its getter.
  const result = Object.defineProperties({}, Object.getOwnPropertyDescriptors(base)) as T;
  for (const key of Object.keys(texts) as Array<keyof T>) {
    const values = texts[key];
    if (values === undefined) continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => inStoryLanguage(values),
    });
  }
  return result;
}

/** A sample text in the language of the story whose play function runs with these globals. */
export function wordsIn(globals: Record<string, unknown>, words: Words): string {
  return inStoryLanguage(words, storyLocale(globals));
}

/** `value` with some fields replaced; fields read in the story's language keep their getters. */
export function overriding<T extends object>(value: T, fields: Partial<T>): T {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(value)) as T;
  for (const [key, field] of Object.entries(fields)) {
    Object.defineProperty(copy, key, { value: field, enumerable: true, configurable: true, writable: true });
  }
  return copy;
}

/**
 * A decorator giving the story args built when it renders, in the story's language: for a prop
 * that is a plain string (a dialog's title naming an event), which a getter cannot carry through
 * Storybook's copy of the args.
 */
export function argsInLanguage(build: () => Record<string, unknown>): Decorator {
  return (Story, context) => Story({ args: { ...context.args, ...build() } });
}

/**
 * A screen with a content-language picker shows the content in the story's language, picked; a
 * story about another content language says so with `parameters: { keepContentLanguage: true }`.
 */
export const withContentLanguage: Decorator = (Story, context) =>
  context.parameters.keepContentLanguage
    ? Story()
    : Story({ args: { ...context.args, contentLanguage: storyContentLocale() } });

/**
 * A decorator for string args written in English at the top of a story file (a dialog's campaign
 * name): each arg equal to the English of one of `texts` is given in the story's language instead.
 */
export function argsWrittenIn(...texts: Words[]): Decorator {
  return (Story, context) => {
    const args: Record<string, unknown> = { ...context.args };
    for (const [key, value] of Object.entries(args)) {
      const words = texts.find((text) => text.en === value);
      if (words) args[key] = inStoryLanguage(words);
    }
    return Story({ args });
  };
}
