import {
  MONTHLY_GIFT_STATES,
  monthlyAmountChangeSchema,
  monthlyLinkRequestSchema,
} from '@minbar/domain/donations/monthly';
import * as v from 'valibot';
import { pageQuerySchema } from './common';

/*
 * Monthly gifts (docs/decisions/0044): the donor manages theirs through the signed link every
 * receipt carries, without an account; the staff see a category's monthly donors and may stop one.
 * The link stops, pauses, resumes and lowers; a raise is confirmed from the donor's mailbox first,
 * and the link can be revoked (monthlyLinkVerdict in the domain).
 */

/**
 * The detail of a 410 for a link revoked (by the donor or the staff) rather than expired: the page
 * says so, and offers a new one by mail.
 */
export const MONTHLY_LINK_REVOKED_DETAIL = 'This link was revoked; ask for a new one by email';

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

/**
 * The answer to PUT /monthly-gifts/manage/{token}: 200 with `confirmation` null when the amount was
 * lowered (or was already so), 202 when a raise waits for the link mailed to the donor.
 */
export const monthlyAmountAnswerSchema = v.object({
  gift: managedMonthlyGiftSchema,
  confirmation: v.nullable(
    v.object({
      /** The amount the mailed link sets. */
      amount: v.number(),
      /** When the mailed link stops working (ISO). */
      expires_at: v.string(),
    }),
  ),
});
export type MonthlyAmountAnswer = v.InferOutput<typeof monthlyAmountAnswerSchema>;

/** GET /monthly-gifts/confirm/{token}: the raise a confirmation link makes, before it is made. */
export const monthlyRaiseSchema = v.object({
  gift: managedMonthlyGiftSchema,
  /** The new amount; `gift.amount` is the one it replaces. */
  amount: v.number(),
  expires_at: v.string(),
});
export type MonthlyRaise = v.InferOutput<typeof monthlyRaiseSchema>;

/** POST /monthly-gifts/links: an address to mail a new management link to (answered alike for any). */
export const monthlyLinkRequestBodySchema = monthlyLinkRequestSchema;

/** The one answer to a request for a new link, or to a revocation: a sentence to show as it is. */
export const monthlyLinkAnswerSchema = v.object({ message: v.string() });
export type MonthlyLinkAnswer = v.InferOutput<typeof monthlyLinkAnswerSchema>;

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
  /** When its management links were last revoked (ISO); null when never. */
  links_revoked_at: v.nullable(v.string()),
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
