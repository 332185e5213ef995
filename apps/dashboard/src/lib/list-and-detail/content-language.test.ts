import { describe, expect, it } from 'vitest';
import { contentLanguageOf, contentLanguageParam } from './content-language';

const LANGUAGES = ['en', 'ar', 'pl'] as const;

describe('contentLanguageOf', () => {
  it.each<[picked: string | null, interfaceLanguage: string, shown: string]>([
    // Nothing picked: the content follows the interface.
    [null, 'pl', 'pl'],
    [null, 'ar', 'ar'],
    [null, 'en', 'en'],
    // A pick wins over the interface.
    ['en', 'pl', 'en'],
    ['ar', 'pl', 'ar'],
    // A pick the area has no texts in is ignored.
    ['de', 'pl', 'pl'],
    // An interface language the content is not written in falls back to the first.
    [null, 'de', 'en'],
  ])('picked %j in a %s interface shows %s', (picked, interfaceLanguage, shown) => {
    expect(contentLanguageOf(picked, LANGUAGES, interfaceLanguage)).toBe(shown);
  });
});

describe('contentLanguageParam', () => {
  it.each<[picked: string, interfaceLanguage: string, param: string | null]>([
    ['pl', 'pl', null],
    ['en', 'pl', 'en'],
    ['en', 'en', null],
    ['ar', 'en', 'ar'],
  ])('picking %s in a %s interface keeps ?lang=%j', (picked, interfaceLanguage, param) => {
    expect(contentLanguageParam(picked, interfaceLanguage)).toBe(param);
  });
});
