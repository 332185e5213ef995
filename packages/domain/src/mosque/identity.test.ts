import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canSignPapers,
  EMPTY_MOSQUE_IDENTITY,
  groupBankAccount,
  isIban,
  type MosqueIdentity,
  mosqueIdentityInputSchema,
  mosqueNameIn,
} from './identity';

const CENTRE: MosqueIdentity = {
  name: {
    en: 'Muslim Cultural Centre in Warsaw',
    ar: 'المركز الثقافي الإسلامي في وارسو',
    pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
  },
  short_name: 'CKM Warszawa',
  address: 'ul. Przykładowa 1\n00-000 Warszawa',
  phone: '+48 22 000 00 00',
  email: 'biuro@ckm.example',
  website: 'https://ckm.example',
  logo: '',
  registration_numbers: [
    { label: 'KRS', value: '0000000000' },
    { label: 'NIP', value: '000-000-00-00' },
  ],
  bank_account: 'PL61109010140000071219812874',
  mail_language: 'pl',
};

/** What a caller sends: everything but the stored logo, which comes as a file. */
const { logo: _logo, ...REQUEST } = CENTRE;

const issuesOf = (input: unknown) => {
  const result = v.safeParse(mosqueIdentityInputSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('mosqueIdentityInputSchema', () => {
  it('keeps a complete identity as given', () => {
    expect(v.parse(mosqueIdentityInputSchema, REQUEST)).toEqual({ ...REQUEST, remove_logo: false });
  });

  it('trims, keeps the address lines without blank ones, and leaves the optional fields empty', () => {
    expect(
      v.parse(mosqueIdentityInputSchema, {
        name: { en: ' Centre ', ar: ' مركز ', pl: ' Centrum ' },
        address: '  ul. Przykładowa 1 \r\n\n 00-000 Warszawa ',
        short_name: null,
      }),
    ).toEqual({
      name: { en: 'Centre', ar: 'مركز', pl: 'Centrum' },
      short_name: '',
      address: 'ul. Przykładowa 1\n00-000 Warszawa',
      phone: '',
      email: '',
      website: '',
      registration_numbers: [],
      bank_account: '',
      mail_language: 'en',
      remove_logo: false,
    });
  });

  it('keeps the bank account compact in capitals, and drops registration rows left empty', () => {
    const parsed = v.parse(mosqueIdentityInputSchema, {
      ...REQUEST,
      bank_account: ' pl61 1090 1014 0000 0712 1981 2874 ',
      registration_numbers: [
        { label: ' REGON ', value: ' 000000000 ' },
        { label: '', value: '  ' },
      ],
    });
    expect(parsed.bank_account).toBe('PL61109010140000071219812874');
    expect(parsed.registration_numbers).toEqual([{ label: 'REGON', value: '000000000' }]);
  });

  it('writes https:// before a website given without a scheme', () => {
    expect(v.parse(mosqueIdentityInputSchema, { ...REQUEST, website: 'ckm.example/pl' }).website).toBe(
      'https://ckm.example/pl',
    );
  });

  it.each([
    [{ name: { ...CENTRE.name, ar: '  ' } }, { 'name.ar': 'field.required' }],
    [
      { name: { en: '', ar: '', pl: '' } },
      { 'name.en': 'field.required', 'name.ar': 'field.required', 'name.pl': 'field.required' },
    ],
    [{ address: ' \n ' }, { address: 'field.required' }],
    [{ name: { ...CENTRE.name, pl: 'x'.repeat(201) } }, { 'name.pl': 'text.too_long' }],
    [{ name: { ...CENTRE.name, en: 'Centre\u202E' } }, { 'name.en': 'text.invisible_character' }],
    [{ phone: 'call us' }, { phone: 'identity.phone_invalid' }],
    [{ phone: '123' }, { phone: 'identity.phone_invalid' }],
    [{ email: 'biuro@' }, { email: 'identity.email_invalid' }],
    [{ email: 'biuro ckm.example' }, { email: 'identity.email_invalid' }],
    [{ website: 'javascript:alert(1)' }, { website: 'identity.website_invalid' }],
    [{ website: 'https://user:secret@ckm.example' }, { website: 'identity.website_invalid' }],
    [{ website: 'localhost' }, { website: 'identity.website_invalid' }],
    [{ short_name: 'x'.repeat(61) }, { short_name: 'text.too_long' }],
    [{ bank_account: 'PL62109010140000071219812874' }, { bank_account: 'identity.bank_account_invalid' }],
    [{ bank_account: '1090 1014 0000 0712 1981 2874' }, { bank_account: 'identity.bank_account_invalid' }],
    [{ bank_account: 'PL61\u200F109010140000071219812874' }, { bank_account: 'text.invisible_character' }],
    [{ bank_account: 'P'.repeat(51) }, { bank_account: 'text.too_long' }],
    [
      { registration_numbers: [{ label: 'KRS\u202E', value: '1' }] },
      { 'registration_numbers.0.label': 'text.invisible_character' },
    ],
    [
      { registration_numbers: [{ label: 'KRS', value: '1'.repeat(41) }] },
      { 'registration_numbers.0.value': 'text.too_long' },
    ],
    [
      {
        registration_numbers: [
          { label: 'NIP', value: '1' },
          { label: '', value: '000000000' },
        ],
      },
      { 'registration_numbers.1.label': 'field.required' },
    ],
    [
      { registration_numbers: Array.from({ length: 6 }, (_, n) => ({ label: `R${n}`, value: `${n}` })) },
      { registration_numbers: 'identity.too_many_registrations' },
    ],
    [{ mail_language: 'de' }, { mail_language: 'field.required' }],
  ])('refuses %o with %o', (change, issues) => {
    expect(issuesOf({ ...REQUEST, ...change })).toEqual(issues);
  });
});

describe('isIban', () => {
  it.each([
    ['PL61109010140000071219812874', true],
    ['GB82WEST12345698765432', true],
    ['DE89370400440532013000', true],
    ['GB82WEST12345698765431', false],
    ['pl61109010140000071219812874', false],
    ['PL61 1090 1014 0000 0712 1981 2874', false],
    ['PL6110901014', false],
    ['', false],
  ])('%j is an IBAN: %s', (text, expected) => {
    expect(isIban(text)).toBe(expected);
  });

  it('groups an account in fours for reading', () => {
    expect(groupBankAccount('PL61109010140000071219812874')).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });
});

describe('mosqueNameIn', () => {
  it.each([
    ['en', CENTRE, 'Muslim Cultural Centre in Warsaw'],
    ['ar', CENTRE, 'المركز الثقافي الإسلامي في وارسو'],
    ['pl', CENTRE, 'Centrum Kultury Muzułmańskiej w Warszawie'],
    ['ar', { ...CENTRE, name: { en: 'Centre', ar: '', pl: 'Centrum' } }, 'Centre'],
    ['pl', EMPTY_MOSQUE_IDENTITY, ''],
  ] as const)('in %s of %o is %j', (language, identity, name) => {
    expect(mosqueNameIn(identity, language)).toBe(name);
  });
});

describe('canSignPapers', () => {
  it.each([
    [CENTRE, true],
    [{ ...CENTRE, phone: '', email: '', website: '', short_name: '' }, true],
    [{ ...CENTRE, address: '' }, false],
    [{ ...CENTRE, name: { ...CENTRE.name, ar: '' } }, false],
    [EMPTY_MOSQUE_IDENTITY, false],
  ])('%o signs: %s', (identity, expected) => {
    expect(canSignPapers(identity)).toBe(expected);
  });
});
