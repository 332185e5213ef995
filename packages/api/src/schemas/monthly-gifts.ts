import { MONTHLY_GIFT_STATES, monthlyAmountChangeSchema } from '@minbar/domain/donations/monthly';
import * as v from 'valibot';
import { pageQuerySchema } from './common';

/*
 * Monthly gifts (docs/decisions/0044): the donor manages theirs through the signed link every
 * receipt carries, without an account; the staff see a category's monthly donors and may stop one.
 */

/** A monthly gift as its donor's management page shows it (GET /monthly-gifts/manage/{token}). */
export const managedMonthlyGiftSchema = v.object({
  category_id: v.nullish(v.number(), null),
  category_name: v.string(),
  amount: v.number(),
  currency: v.string(),
  state: v.picklist(MONTHLY_GIFT_STATES),
  /** When the next month is charged (ISO); null once stopped or lapsed. */
  next_charge_at: v.nullable(v.string()),
  /** When the first gift was made (ISO): its day of the month is each month's. */
  started_at: v.string(),
  stopped_at: v.nullable(v.string()),
  donor_email: v.string(),
});
export type ManagedMonthlyGift = v.InferOutput<typeof managedMonthlyGiftSchema>;

/** PUT /monthly-gifts/manage/{token}: the new amount, charged from the next month on. */
export const monthlyAmountRequestSchema = monthlyAmountChangeSchema;

/** A monthly donor as the staff's list shows them. */
export const monthlyGiftItemSchema = v.object({
  id: v.number(),
  /** Null for a donor who asked to give anonymously: the screen says 'Anonymous'. */
  donor_name: v.nullable(v.string()),
  donor_email: v.string(),
  amount: v.number(),
  currency: v.string(),
  state: v.picklist(MONTHLY_GIFT_STATES),
  started_at: v.string(),
  next_charge_at: v.nullable(v.string()),
  /** How many months have been paid, the first gift included. */
  months_paid: v.number(),
  stopped_at: v.nullable(v.string()),
  /** Who stopped it: the donor, the staff, or refused charges (lapsed); null while it charges. */
  stopped_by: v.nullable(v.picklist(['donor', 'staff', 'failures'])),
});
export type MonthlyGiftItem = v.InferOutput<typeof monthlyGiftItemSchema>;

/** GET /categories/{id}/monthly-gifts?page=&per_page= (admin): a page of its monthly donors and the monthly total. */
export const monthlyGiftListQuerySchema = pageQuerySchema;
export const monthlyGiftListSchema = v.object({
  items: v.array(monthlyGiftItemSchema),
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
  /** The gifts that still charge (active or retrying): how many and what they bring each month. */
  charging_count: v.number(),
  monthly_total: v.number(),
  currency: v.string(),
});
export type MonthlyGiftList = v.InferOutput<typeof monthlyGiftListSchema>;
