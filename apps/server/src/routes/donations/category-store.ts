import type { DonationCategory } from '@minbar/api/schemas/donations';
import type { CategorySave } from '@minbar/domain/donations/category';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { donationCategories } from '../../db/schema-donations';

export type CategoryRow = typeof donationCategories.$inferSelect;

export const CATEGORY_DETAIL = {
  notFound: 'Category not found',
  systemDefined: 'Cannot delete a system-defined category',
  notAvailable: 'This category is not accepting donations',
} as const;

const pick = (row: CategoryRow, field: 'name' | 'title' | 'description', language: FatwaLanguage) => {
  const suffix = language === 'en' ? 'En' : language === 'ar' ? 'Ar' : 'Pl';
  return row[`${field}${suffix}`] || row[`${field}En`];
};

/** A row in the contract's shape: texts in the asked language (English when that one is blank) and all nine. */
export function toCategory(row: CategoryRow, language: FatwaLanguage): DonationCategory {
  return {
    id: row.id,
    name: pick(row, 'name', language),
    title: pick(row, 'title', language),
    description: pick(row, 'description', language),
    image: row.image,
    payment_type: row.paymentType,
    default_value: row.defaultValue,
    target_amount: row.targetAmount,
    current_amount: row.currentAmount,
    donor_count: row.donorCount,
    is_available: row.isAvailable,
    is_system_defined: row.isSystemDefined,
    is_zakat: row.isZakat,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    name_pl: row.namePl,
    title_en: row.titleEn,
    title_ar: row.titleAr,
    title_pl: row.titlePl,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    description_pl: row.descriptionPl,
  };
}

/** The columns of a saved category form. */
export function categoryColumns(input: CategorySave) {
  return {
    nameEn: input.name_en,
    nameAr: input.name_ar,
    namePl: input.name_pl,
    titleEn: input.title_en,
    titleAr: input.title_ar,
    titlePl: input.title_pl,
    descriptionEn: input.description_en,
    descriptionAr: input.description_ar,
    descriptionPl: input.description_pl,
    paymentType: input.payment_type,
    defaultValue: input.default_value,
    targetAmount: input.target_amount,
    currentAmount: input.current_amount,
    isAvailable: input.is_available,
    isZakat: input.is_zakat,
  };
}

export function pageOf<T>(items: T[], total: number, page: number, perPage: number) {
  return { items, total, page, per_page: perPage, total_pages: Math.ceil(total / perPage) };
}
