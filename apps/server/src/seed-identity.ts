import { type MosqueIdentity, mosqueIdentityInputSchema } from '@minbar/domain/mosque/identity';
import * as v from 'valibot';
import type { Database } from './db/client';
import { writeMosqueIdentity } from './routes/settings/identity-store';
import { encodePng, type Rgb } from './services/png';
import type { Uploads } from './services/uploads';

/** The demo's mosque: a fictional centre in Warsaw, with a placeholder street, postcode, phone and domains. */
export const DEMO_MOSQUE_IDENTITY: MosqueIdentity = {
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
  // Placeholder numbers of the right lengths; the account is a made-up one whose check digits hold.
  registration_numbers: [
    { label: 'KRS', value: '0000000000' },
    { label: 'NIP', value: '000-000-00-00' },
    { label: 'REGON', value: '000000000' },
  ],
  bank_account: 'PL05102010000000000000000001',
  mail_language: 'pl',
};

const WHITE: Rgb = [255, 255, 255];
const GREEN: Rgb = [21, 94, 69];

/** The demo's logo, drawn here so the demo needs no image file: a white crescent on a green disc, 256 px square. */
export function demoMosqueLogo(): Uint8Array {
  const size = 256;
  const within = (x: number, y: number, cx: number, cy: number, r: number) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;
  return encodePng(size, size, (x, y) => {
    if (!within(x, y, 128, 128, 124)) return WHITE;
    const crescent = within(x, y, 118, 128, 78) && !within(x, y, 148, 118, 66);
    return crescent ? WHITE : GREEN;
  });
}

/**
 * Stores the demo identity through the same rule an administrator's save goes through, and, given the
 * uploads, its logo through the same upload path as an administrator's (re-encoded, content-hashed).
 */
export async function seedMosqueIdentityDemo(db: Database, uploads?: Uploads): Promise<void> {
  const logo = uploads ? await uploads.saveImage(demoMosqueLogo()) : undefined;
  await writeMosqueIdentity(db, v.parse(mosqueIdentityInputSchema, DEMO_MOSQUE_IDENTITY), null, logo);
}
