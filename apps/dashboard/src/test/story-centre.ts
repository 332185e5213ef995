import type { MosqueIdentity } from '@minbar/domain/mosque/identity';

/** The fictional centre of the demo: the stories of the identity form and of the certificates it signs. */
export const STORY_CENTRE: MosqueIdentity = {
  name: {
    en: 'Muslim Cultural Centre in Warsaw',
    ar: 'المركز الثقافي الإسلامي في وارسو',
    pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
  },
  short_name: 'CKM Warszawa',
  address: 'ul. Przykładowa 1\n00-000 Warszawa',
  phone: '+48 22 000 00 00',
  email: 'biuro@ckm-warszawa.example',
  website: 'https://ckm-warszawa.example',
  logo: '',
  registration_numbers: [
    { label: 'KRS', value: '0000000000' },
    { label: 'NIP', value: '000-000-00-00' },
  ],
  bank_account: 'PL05102010000000000000000001',
  mail_language: 'pl',
};
