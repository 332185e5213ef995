import { type MosqueIdentity, mosqueIdentityInputSchema } from '@minbar/domain/mosque/identity';
import * as v from 'valibot';
import type { Database } from './db/client';
import { writeMosqueIdentity } from './routes/settings/identity-store';

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
};

/** Stores the demo identity through the same rule an administrator's save goes through. */
export async function seedMosqueIdentityDemo(db: Database): Promise<void> {
  await writeMosqueIdentity(db, v.parse(mosqueIdentityInputSchema, DEMO_MOSQUE_IDENTITY), null);
}
