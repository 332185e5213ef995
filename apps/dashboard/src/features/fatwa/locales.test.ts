import { unisolatedLatinRuns } from '@minbar/ui/user-text/latin-runs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FATWA_MESSAGES } from './fatwa-intl';

describe('fatwa desk messages', () => {
  const english = Object.keys(FATWA_MESSAGES.en).sort();

  it.each(['ar', 'pl'] as const)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(FATWA_MESSAGES[locale]).sort()).toEqual(english);
  });

  it.each(['en', 'ar', 'pl'] as const)('every %s message is valid ICU', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale,
      messages: FATWA_MESSAGES[locale],
      onError: (error) => errors.push(error),
    });
    for (const id of english)
      intl.formatMessage({ id }, { count: 2, max: 5000, name: 'n', language: 'l', time: 't' });
    expect(errors).toEqual([]);
  });

  it('pluralises question counts with the Polish and Arabic forms', () => {
    const pl = createIntl({ locale: 'pl', messages: FATWA_MESSAGES.pl });
    expect(pl.formatMessage({ id: 'fatwa.list.label' }, { count: 3 })).toBe('3 pytania');
    expect(pl.formatMessage({ id: 'fatwa.list.label' }, { count: 5 })).toBe('5 pytań');
    const ar = createIntl({ locale: 'ar', messages: FATWA_MESSAGES.ar });
    expect(ar.formatMessage({ id: 'fatwa.list.label' }, { count: 2 })).toBe('سؤالان');
    expect(ar.formatMessage({ id: 'fatwa.list.label' }, { count: 11 })).toBe('11 سؤالًا');
  });

  it('keeps the English popups in the server’s own wording', () => {
    expect(FATWA_MESSAGES.en['fatwa.success.created']).toBe('Response created successfully');
    expect(FATWA_MESSAGES.en['fatwa.error.fetchQuestions']).toBe('Failed to fetch questions');
  });

  it('isolate the Latin quoted in Arabic (such as NUL), so it is not reordered', () => {
    const bare = Object.entries(FATWA_MESSAGES.ar).flatMap(([id, message]) =>
      unisolatedLatinRuns(message).map((run) => `${id}: ${run}`),
    );
    expect(bare).toEqual([]);
  });
});
