import { describe, expect, it } from 'vitest';
import { askerLanguageOf, pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each<[header: string | null | undefined, expected: string]>([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['de-DE,fr;q=0.9', 'en'],
    ['ar', 'ar'],
    ['pl', 'pl'],
    ['PL-pl', 'pl'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en;q=0.5,pl;q=0.9', 'pl'],
    ['de,ar;q=0.3,pl;q=0.2', 'ar'],
    ['pl;q=0, ar;q=0.1', 'ar'],
    ['pl;q=0', 'en'],
    ['ar;q=0.7,pl;q=0.7', 'ar'],
    ['  pl-PL ; q=1 , en ; q=0.4', 'pl'],
    ['pl;q=abc,ar;q=0.2', 'ar'],
  ])('%j -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('askerLanguageOf', () => {
  it.each<[stored: string | null | undefined, expected: string]>([
    ['pl', 'pl'],
    ['ar', 'ar'],
    ['en', 'en'],
    [undefined, 'en'],
    [null, 'en'],
    ['de', 'en'],
    ['PL', 'en'],
  ])('%j -> %s', (stored, expected) => {
    expect(askerLanguageOf(stored)).toBe(expected);
  });
});
