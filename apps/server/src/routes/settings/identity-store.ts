import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import { EMPTY_MOSQUE_IDENTITY, type MosqueIdentity } from '@minbar/domain/mosque/identity';
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
  };
}

/** Writes the one row of the identity, creating it on the first save; `by` is the administrator. */
export async function writeMosqueIdentity(
  db: Database,
  identity: MosqueIdentityUpdate,
  by: number | null,
): Promise<void> {
  const values = {
    nameEn: identity.name.en,
    nameAr: identity.name.ar,
    namePl: identity.name.pl,
    shortName: identity.short_name || null,
    address: identity.address,
    phone: identity.phone || null,
    email: identity.email || null,
    website: identity.website || null,
    updatedBy: by,
  };
  await db
    .insert(mosqueIdentity)
    .values({ id: IDENTITY_ROW, ...values })
    .onConflictDoUpdate({ target: mosqueIdentity.id, set: { ...values, updatedAt: sql`now()` } });
}
