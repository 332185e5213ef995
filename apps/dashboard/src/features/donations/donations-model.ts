import type { DonationCategory, DonationHistoryItem } from '@minbar/api/schemas/donations';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { roundMoney } from '@minbar/domain/donations/money';

/** The Table view's tabs. */
export const CATEGORY_TABS = ['main', 'customized', 'inactive'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

/**
 * Which tab shows a category: one not activated is under Not activated whatever its kind; the
 * activated ones are split into the built-in main categories and the staff's own campaigns.
 */
export function tabOf(category: DonationCategory): CategoryTab {
  if (!category.is_available) return 'inactive';
  return category.is_system_defined ? 'main' : 'customized';
}

export type CategoriesByTab = Record<CategoryTab, DonationCategory[]>;

export function groupByTab(categories: readonly DonationCategory[]): CategoriesByTab {
  const groups: CategoriesByTab = { main: [], customized: [], inactive: [] };
  for (const category of categories) groups[tabOf(category)].push(category);
  return groups;
}

export function pageCount(total: number, perPage = DEFAULT_PER_PAGE): number {
  return Math.ceil(total / perPage);
}

export function pageOf<T>(rows: readonly T[], page: number, perPage = DEFAULT_PER_PAGE): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}

/** A built-in main category is never deleted (the server refuses it too). */
export function canDeleteCategory(category: DonationCategory): boolean {
  return !category.is_system_defined;
}

export interface MonthTotal {
  /** 'YYYY-MM' (UTC). */
  month: string;
  total: number;
  count: number;
}

/**
 * The gifts summed per calendar month (UTC), oldest first, with every month between the first and
 * the last gift present (a month without gifts is 0, so the line does not skip it).
 */
export function totalsByMonth(items: readonly DonationHistoryItem[]): MonthTotal[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const item of items) {
    const date = new Date(item.date);
    if (Number.isNaN(date.getTime())) continue;
    const month = monthKey(date.getUTCFullYear(), date.getUTCMonth());
    const sum = sums.get(month) ?? { total: 0, count: 0 };
    sum.total += item.amount - (item.refunded_amount ?? 0);
    sum.count += 1;
    sums.set(month, sum);
  }
  const months = [...sums.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const out: MonthTotal[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  month -= 1;
  for (let key = monthKey(year, month); key <= last; key = monthKey(year, month)) {
    const sum = sums.get(key);
    out.push({ month: key, total: roundMoney(sum?.total ?? 0), count: sum?.count ?? 0 });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return out;
}

function monthKey(year: number, monthIndex: number): string {
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}
