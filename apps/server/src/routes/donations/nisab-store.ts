import type { nisabSettingSchema } from '@minbar/domain/donations/zakat';
import { NISAB_BASES, type Nisab, type NisabBasis, nisabOf } from '@minbar/domain/donations/zakat';
import type * as v from 'valibot';
import type { Database } from '../../db/client';
import { nisabSettings } from '../../db/schema-donations';

function basisOf(text: string): NisabBasis {
  return NISAB_BASES.find((basis) => basis === text) ?? 'gold';
}

/** The nisab figures staff have set, by currency. */
export async function readNisabSettings(db: Database): Promise<Nisab[]> {
  const rows = await db.select().from(nisabSettings);
  return rows.map((row) => ({
    currency: row.currency,
    amount: row.amount,
    basis: basisOf(row.basis),
    price_per_gram: row.pricePerGram,
    as_of: row.asOf,
  }));
}

/** Sets a currency's nisab from its basis and price per gram; the amount is worked out, never typed. */
export async function writeNisabSetting(
  db: Database,
  currency: string,
  setting: v.InferOutput<typeof nisabSettingSchema>,
  userId: number,
): Promise<Nisab> {
  const nisab = nisabOf(currency, setting);
  const columns = {
    amount: nisab.amount,
    basis: nisab.basis,
    pricePerGram: nisab.price_per_gram,
    asOf: nisab.as_of,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(nisabSettings)
    .values({ currency, ...columns })
    .onConflictDoUpdate({ target: nisabSettings.currency, set: columns });
  return nisab;
}
