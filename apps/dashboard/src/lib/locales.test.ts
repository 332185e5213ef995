import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './feedback';
import { DASHBOARD_MESSAGES } from './i18n';

type Messages = Record<string, string>;
const LOCALES = ['en', 'ar', 'pl'] as const;

const ISSUE_CODES = [
  'field.required',
  'email.invalid',
  'password.too_short',
  'password.too_long',
  'password.mismatch',
  'phone.invalid',
  'username.too_long',
  'code.invalid',
  'value_error.email_taken',
  'value_error.username_taken',
];

/** The arguments a message names, each given a number: it suits plurals, dates, selects and text alike. */
function sampleValues(message: string): Record<string, number> {
  const values: Record<string, number> = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal) values[element.value] = 2;
      if ('options' in element)
        for (const option of Object.values(element.options) as Array<{ value: MessageFormatElement[] }>)
          visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return values;
}

/**
 * The app-wide catalogue and every feature's own (features/<area>/locales, and a part's own such as
 * the printed certificate's, features/<area>/<part>/locales), and those areas share (lib/<part>/locales),
 * found on disk so a new area's messages are checked without being listed here.
 */
const featureFiles = import.meta.glob<Messages>(
  ['../features/*/locales/*.json', '../features/*/*/locales/*.json', './*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function featureCatalogues(): Record<string, Record<string, Messages>> {
  const catalogues: Record<string, Record<string, Messages>> = {};
  for (const [path, messages] of Object.entries(featureFiles)) {
    const [, area, locale] =
      /^(?:\.\.\/)?((?:features|\.)\/[^/]+(?:\/[^/]+)?)\/locales\/([a-z]{2})\.json$/.exec(path) ?? [];
    if (!area || !locale) throw new Error(`unexpected locale file ${path}`);
    const folder = `${area.replace(/^\.\//, 'lib/')}/locales`;
    catalogues[folder] ??= {};
    catalogues[folder][locale] = messages;
  }
  return catalogues;
}

const CATALOGUES: Record<string, Record<string, Messages>> = {
  'src/locales': DASHBOARD_MESSAGES,
  ...featureCatalogues(),
};

describe('locale files', () => {
  it('finds the catalogue of every area that has its own messages', () => {
    expect(Object.keys(CATALOGUES)).toEqual(
      expect.arrayContaining([
        'src/locales',
        'features/administrators/locales',
        'features/auth/locales',
        'features/certificates/paper/locales',
        'features/fatwa/locales',
        'features/prayer-times/locales',
        'features/profile/locales',
        'features/shell/locales',
        'lib/mail-kinds/locales',
      ]),
    );
  });

  describe.each(Object.entries(CATALOGUES))('%s', (_folder, catalogue) => {
    const english = Object.keys(catalogue.en ?? {}).sort();

    it('has messages in en, ar and pl', () => {
      expect(Object.keys(catalogue).sort()).toEqual(['ar', 'en', 'pl']);
      expect(english.length).toBeGreaterThan(0);
    });

    it.each(['ar', 'pl'] as const)('%s has exactly the English keys', (locale) => {
      expect(Object.keys(catalogue[locale] ?? {}).sort()).toEqual(english);
    });

    it.each(LOCALES)('every %s message is valid ICU', (locale) => {
      const errors: unknown[] = [];
      const intl = createIntl({
        locale,
        messages: catalogue[locale],
        onError: (error) => errors.push(error),
      });
      const messages = catalogue[locale] ?? {};
      for (const id of english) intl.formatMessage({ id }, sampleValues(messages[id] ?? ''));
      expect(errors).toEqual([]);
    });
  });

  it('keeps each key in one catalogue: an area never shadows an app-wide message or another area', () => {
    const owners = new Map<string, string[]>();
    for (const [folder, catalogue] of Object.entries(CATALOGUES))
      for (const id of Object.keys(catalogue.en ?? {})) owners.set(id, [...(owners.get(id) ?? []), folder]);
    expect([...owners].filter(([, folders]) => folders.length > 1)).toEqual([]);
  });

  it('keeps the wording staff know from the old dashboard: the Polish sign-in errors, Confirm Logout', () => {
    const shell = CATALOGUES['features/shell/locales'];
    expect(DASHBOARD_MESSAGES.pl['error.invalidCredentials']).toBe('Nieprawidłowy email lub hasło');
    expect(DASHBOARD_MESSAGES.pl['error.unauthorizedRole']).toBe('Nieautoryzowana rola');
    expect(shell?.en?.['shell.logoutTitle']).toBe('Confirm Logout');
  });

  it('has a message for every domain issue code', () => {
    for (const code of ISSUE_CODES) {
      const message = issueMessage(code);
      expect(message, code).not.toBeNull();
      expect(DASHBOARD_MESSAGES.en).toHaveProperty(message?.id ?? '');
    }
  });

  it('pluralises Polish counts with the few and many forms', () => {
    const messages = CATALOGUES['features/administrators/locales']?.pl;
    const intl = createIntl({ locale: 'pl', messages });
    expect(intl.formatMessage({ id: 'admins.total' }, { count: 3 })).toBe('3 konta');
    expect(intl.formatMessage({ id: 'admins.total' }, { count: 5 })).toBe('5 kont');
  });
});
