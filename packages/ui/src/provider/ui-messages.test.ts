import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { UI_MESSAGES } from './every-ui-message';
import { storyLocale, storyUiMessage } from './story-locale';
import { directionOf, isLocale, LOCALES } from './ui-messages';

describe('ui messages', () => {
  const englishKeys = Object.keys(UI_MESSAGES.en).sort();

  it.each(LOCALES)('%s has exactly the English keys, none empty', (locale) => {
    const messages: Record<string, string> = UI_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
    for (const key of englishKeys) expect(messages[key]?.trim(), key).not.toBe('');
  });

  it.each(LOCALES)('%s messages are valid ICU and keep the English placeholders', (locale) => {
    const messages: Record<string, string> = UI_MESSAGES[locale];
    for (const key of englishKeys) {
      const english = UI_MESSAGES.en[key as keyof typeof UI_MESSAGES.en];
      const placeholders = [...english.matchAll(/\{(\w+)/g)].map((match) => match[1]);
      // Every English placeholder gets a value: a translation that renamed or dropped one fails.
      const values = Object.fromEntries(placeholders.map((name) => [name, 7]));
      const formatted = new IntlMessageFormat(messages[key] ?? '', locale).format(values);
      expect(typeof formatted, key).toBe('string');
      if (placeholders.length > 0) expect(formatted, key).toContain('7');
    }
  });

  it('Polish and Arabic are real translations, not copies of English', () => {
    for (const locale of ['pl', 'ar'] as const) {
      const same = englishKeys.filter(
        (key) =>
          UI_MESSAGES[locale][key as keyof typeof UI_MESSAGES.en] ===
          UI_MESSAGES.en[key as keyof typeof UI_MESSAGES.en],
      );
      expect(same, locale).toEqual([]);
    }
  });
});

describe('locales and direction', () => {
  it('only Arabic is right to left', () => {
    expect(LOCALES.map(directionOf)).toEqual(['ltr', 'rtl', 'ltr']);
  });

  it('recognises only the three supported locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('story locale', () => {
  it('reads the toolbar global and falls back to English for anything unknown', () => {
    expect(storyLocale({ locale: 'ar' })).toBe('ar');
    expect(storyLocale({ locale: 'xx' })).toBe('en');
    expect(storyLocale({})).toBe('en');
  });

  it('gives play functions the widget message in the story language', () => {
    expect(storyUiMessage({ locale: 'pl' }, 'ui.dialog.close')).toBe('Zamknij');
    expect(storyUiMessage({ locale: 'ar' }, 'ui.dialog.close')).toBe('إغلاق');
  });
});
