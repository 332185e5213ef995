import {
  NISAB_BASES,
  type Nisab,
  type NisabBasis,
  type NisabSetting,
  nisabOf,
} from '@minbar/domain/donations/zakat';
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
    gold_price_per_gram: row.goldPricePerGram,
    silver_price_per_gram: row.silverPricePerGram,
    as_of: row.asOf,
    rate_to_centre: row.rateToCentre,
    rate_as_of: row.rateAsOf,
  }));
}

/** Sets a currency's nisab from its basis and metal prices; the amount is worked out, never typed. */
export async function writeNisabSetting(
  db: Database,
  currency: string,
  setting: NisabSetting,
  userId: number,
): Promise<Nisab> {
  const nisab = nisabOf(currency, setting);
  const columns = {
    amount: nisab.amount,
    basis: nisab.basis,
    pricePerGram: nisab.price_per_gram,
    goldPricePerGram: nisab.gold_price_per_gram,
    silverPricePerGram: nisab.silver_price_per_gram,
    asOf: nisab.as_of,
    rateToCentre: nisab.rate_to_centre,
    rateAsOf: nisab.rate_as_of,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(nisabSettings)
    .values({ currency, ...columns })
    .onConflictDoUpdate({ target: nisabSettings.currency, set: columns });
  return nisab;
}
