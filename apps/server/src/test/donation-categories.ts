import { eq } from 'drizzle-orm';
import { donationCategories } from '../db/schema-donations';
import type { TestServer } from './harness';

/** The create form's body of a campaign, valid as it stands. */
export const CAMPAIGN_FORM = {
  name_en: 'New roof',
  name_ar: 'السقف الجديد',
  name_pl: 'Nowy dach',
  title_en: 'Keep the prayer hall dry',
  title_ar: 'لنحافظ على قاعة الصلاة جافة',
  title_pl: 'Sucha sala modlitw',
  description_en: 'The roof of the prayer hall leaks in the rain.',
  description_ar: 'سقف قاعة الصلاة يسرب الماء عند المطر.',
  description_pl: 'Dach sali modlitw przecieka podczas deszczu.',
  payment_type: 'One Time',
  default_value: 50,
  target_amount: 1000,
  current_amount: 0,
  is_available: true,
};

/** Inserts a category straight into the database; a campaign by default, available. */
export async function insertCategory(
  server: TestServer,
  values: Partial<typeof donationCategories.$inferInsert> = {},
) {
  const [row] = await server.deps.db
    .insert(donationCategories)
    .values({
      nameEn: 'Campaign',
      nameAr: 'حملة',
      namePl: 'Zbiórka',
      descriptionEn: 'A campaign of the centre.',
      descriptionAr: 'حملة المركز.',
      descriptionPl: 'Zbiórka centrum.',
      paymentType: 'One Time',
      defaultValue: 50,
      targetAmount: 1000,
      currentAmount: 0,
      isAvailable: true,
      ...values,
    })
    .returning();
  return row!;
}

/** What a category has collected, as the database keeps it. */
export async function collectedBy(server: TestServer, categoryId: number) {
  const [row] = await server.deps.db
    .select({ amount: donationCategories.currentAmount })
    .from(donationCategories)
    .where(eq(donationCategories.id, categoryId));
  return row?.amount;
}
