import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './feedback';
import { DASHBOARD_MESSAGES } from './i18n';

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

describe('locale files', () => {
  const english = Object.keys(DASHBOARD_MESSAGES.en).sort();

  it.each(['ar', 'pl'] as const)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(DASHBOARD_MESSAGES[locale]).sort()).toEqual(english);
  });

  it.each(['en', 'ar', 'pl'] as const)('every %s message is valid ICU', (locale) => {
    const errors: unknown[] = [];
    const intl = createIntl({
      locale,
      messages: DASHBOARD_MESSAGES[locale],
      onError: (error) => errors.push(error),
    });
    for (const id of english) {
      intl.formatMessage(
        { id },
        {
          count: 2,
          seconds: 2,
          min: 8,
          max: 64,
          length: 6,
          username: 'u',
          email: 'e',
          role: 'r',
          roles: 'r',
          language: 'l',
        },
      );
    }
    expect(errors).toEqual([]);
  });

  it('uses the Polish texts the spec gives', () => {
    expect(DASHBOARD_MESSAGES.pl['error.invalidCredentials']).toBe('Nieprawidłowy email lub hasło');
    expect(DASHBOARD_MESSAGES.pl['error.unauthorizedRole']).toBe('Nieautoryzowana rola');
    expect(DASHBOARD_MESSAGES.en['shell.logoutTitle']).toBe('Confirm Logout');
  });

  it('has a message for every domain issue code', () => {
    for (const code of ISSUE_CODES) {
      const message = issueMessage(code);
      expect(message, code).not.toBeNull();
      expect(DASHBOARD_MESSAGES.en).toHaveProperty(message?.id ?? '');
    }
  });

  it('pluralises Polish counts with the few and many forms', () => {
    const intl = createIntl({ locale: 'pl', messages: DASHBOARD_MESSAGES.pl });
    expect(intl.formatMessage({ id: 'admins.total' }, { count: 3 })).toBe('3 konta');
    expect(intl.formatMessage({ id: 'admins.total' }, { count: 5 })).toBe('5 kont');
  });
});
