import { MAIL_KINDS } from '@minbar/domain/mail/kinds';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';

/*
 * The list of kinds is the one the server's own lists are checked against, so a kind the server
 * starts sending without words here fails this test rather than showing as 'monthly_link' to staff.
 */
describe('the words of every kind of mail the server sends', () => {
  const locales: Record<string, Record<string, string>> = { en, ar, pl };
  it.each(Object.keys(locales))('%s names each kind in words', (locale) => {
    const messages = locales[locale] ?? {};
    const missing = MAIL_KINDS.filter((kind) => !messages[`mailKind.${kind}`]?.trim());
    expect(missing).toEqual([]);
  });
});
