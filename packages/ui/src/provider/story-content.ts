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

const EACH_LANGUAGE = '__storyContentInEachLanguage';

/**
 * A story's arg written in each language, for args Storybook keeps from the file's load (a button's
 * label, a table's rows): typed as the value itself, it is replaced by the value of the story's
 * language by the preview's decorator (resolveStoryContent) before the story renders, so the controls
 * and the toolbar's language switch keep working. Play functions read the same `values` with
 * inStoryLanguage(values, storyLocale(globals)).
 */
export function byLanguage<T>(values: InEachLanguage<T>): T {
  return { [EACH_LANGUAGE]: values } as unknown as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // A React element is a plain object too, but its own: it is never rebuilt.
  if ('$$typeof' in value) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const resolved: Record<Locale, WeakMap<object, unknown>> = {
  en: new WeakMap(),
  ar: new WeakMap(),
  pl: new WeakMap(),
};

/**
 * `value` with every byLanguage() in it (in arrays and plain objects, not in React elements) replaced
 * by its value in `locale`; the same object when there is none, and the same result for the same
 * object, so a story's rows keep their identity from one render to the next.
 */
export function resolveStoryContent<T>(value: T, locale: Locale = current): T {
  if (typeof value !== 'object' || value === null) return value;
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  const cache = resolved[locale];
  if (cache.has(value)) return cache.get(value) as T;
  let result: unknown = value;
  if (isPlainObject(value) && EACH_LANGUAGE in value) {
    result = resolveStoryContent((value[EACH_LANGUAGE] as InEachLanguage<unknown>)[locale], locale);
  } else if (Array.isArray(value)) {
    const items = value.map((item) => resolveStoryContent(item, locale));
    if (items.some((item, index) => item !== value[index])) result = items;
  } else {
    const entries = Object.entries(value).map(([key, item]) => [key, resolveStoryContent(item, locale)]);
    if (entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key as string]))
      result = Object.fromEntries(entries);
  }
  cache.set(value, result);
  return result as T;
}

/**
 * A fixture defined once at a story file's load whose content follows the story's language: every
 * read (a field, an item, a spread, JSON) goes to `build(locale)` for the language the story now
 * renders in, built once per language. For data a fake API answers and a play function reads
 * (`FAMILY_DAY.event_name` is the Polish name in the Polish story), where a function would change
 * every place that names it. `build` gives the same shape in every language (an array, the same
 * length). A spread made at a file's load is made in English: wrap it in storyFixture too.
 */
export function storyFixture<T extends object>(build: (locale: Locale) => T): T {
  const built = new Map<Locale, T>();
  const now = (): T => {
    let value = built.get(current);
    if (value === undefined) {
      value = build(current);
      built.set(current, value);
    }
    return value;
  };
  const shape = build('en');
  built.set('en', shape);
  const target = (Array.isArray(shape) ? [] : {}) as T;
  return new Proxy(target, {
    get: (_target, key) => {
      const value = now();
      const found = Reflect.get(value, key, value);
      // A method (an array's map, find) works on the language's own value, not on the empty target.
      return typeof found === 'function' ? found.bind(value) : found;
    },
    has: (_target, key) => Reflect.has(now(), key),
    ownKeys: () => Reflect.ownKeys(now()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(now(), key);
      // Only an array's length is fixed on the target; every other property is reported as it is.
      return descriptor && key !== 'length' ? { ...descriptor, configurable: true } : descriptor;
    },
  });
}
