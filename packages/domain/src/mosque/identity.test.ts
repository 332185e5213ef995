import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canSignPapers,
  EMPTY_MOSQUE_IDENTITY,
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
};

const issuesOf = (input: unknown) => {
  const result = v.safeParse(mosqueIdentityInputSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('mosqueIdentityInputSchema', () => {
  it('keeps a complete identity as given', () => {
    expect(v.parse(mosqueIdentityInputSchema, CENTRE)).toEqual(CENTRE);
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
    });
  });

  it('writes https:// before a website given without a scheme', () => {
    expect(v.parse(mosqueIdentityInputSchema, { ...CENTRE, website: 'ckm.example/pl' }).website).toBe(
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
  ])('refuses %o with %o', (change, issues) => {
    expect(issuesOf({ ...CENTRE, ...change })).toEqual(issues);
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
