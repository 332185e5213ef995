import { describe, expect, it } from 'vitest';
import activities from '../features/activities/locales/en.json';
import donations from '../features/donations/locales/en.json';
import events from '../features/events/locales/en.json';
import prayerTimes from '../features/prayer-times/locales/en.json';
import site from './en.json';

/** A message of two or more words whose every word starts with a capital: a headline, not a sentence. */
function isTitleCase(message: string): boolean {
  const words = message.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word));
}

describe("the public site's English", () => {
  it('writes headings, tabs and buttons in sentence case, as the rest of the site does', () => {
    const catalogues = { ...site, ...donations, ...events, ...activities, ...prayerTimes };
    const titleCased = Object.entries(catalogues)
      .filter(([, message]) => isTitleCase(message))
      .map(([id, message]) => `${id}: ${message}`);
    expect(titleCased).toEqual([]);
  });

  it('tells a headline from a sentence', () => {
    expect(isTitleCase('No Donation Data')).toBe(true);
    expect(isTitleCase('Go Back')).toBe(true);
    expect(isTitleCase('No donation data')).toBe(false);
    expect(isTitleCase('Donate')).toBe(false);
  });
});
