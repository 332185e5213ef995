import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import {
  EMPTY_MOSQUE_IDENTITY,
  MOSQUE_LANGUAGES,
  type MosqueIdentity,
  type MosqueLanguage,
} from '@minbar/domain/mosque/identity';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mosqueIdentity } from '../../db/schema-settings';

const IDENTITY_ROW = 1;

/** The mosque's identity, every field '' while no administrator has saved one. */
export async function readMosqueIdentity(db: Database): Promise<MosqueIdentity> {
  const [row] = await db.select().from(mosqueIdentity).limit(1);
  if (!row) return EMPTY_MOSQUE_IDENTITY;
  return {
    name: { en: row.nameEn, ar: row.nameAr, pl: row.namePl },
    short_name: row.shortName ?? '',
    address: row.address,
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    logo: row.logo ?? '',
    registration_numbers: row.registrationNumbers,
    bank_account: row.bankAccount ?? '',
    mail_language: (MOSQUE_LANGUAGES as readonly string[]).includes(row.mailLanguage)
      ? (row.mailLanguage as MosqueLanguage)
      : 'en',
  };
}

/**
 * Writes the one row of the identity, creating it on the first save; `by` is the administrator.
 * `logo` is the new logo's reference, null to take it away, or undefined to keep the stored one.
 * Answers the logo it replaced or took away, for the caller to remove from the uploads.
 */
export async function writeMosqueIdentity(
  db: Database,
  identity: MosqueIdentityUpdate,
  by: number | null,
  logo?: string | null,
): Promise<string | null> {
  const values = {
    nameEn: identity.name.en,
    nameAr: identity.name.ar,
    namePl: identity.name.pl,
    shortName: identity.short_name || null,
    address: identity.address,
    phone: identity.phone || null,
    email: identity.email || null,
    website: identity.website || null,
    registrationNumbers: identity.registration_numbers,
    bankAccount: identity.bank_account || null,
    mailLanguage: identity.mail_language,
    updatedBy: by,
    ...(logo !== undefined ? { logo } : identity.remove_logo ? { logo: null } : {}),
  };
  return db.transaction(async (tx) => {
    // Locked, so two saves at once cannot both believe they replace the same old logo.
    const [current] = await tx.select({ logo: mosqueIdentity.logo }).from(mosqueIdentity).for('update');
    await tx
      .insert(mosqueIdentity)
      .values({ id: IDENTITY_ROW, ...values })
      .onConflictDoUpdate({ target: mosqueIdentity.id, set: { ...values, updatedAt: sql`now()` } });
    const previous = current?.logo ?? null;
    return 'logo' in values && previous !== values.logo ? previous : null;
  });
}
