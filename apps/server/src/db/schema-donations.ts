import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { uploadRef } from './upload-ref';

/** Money in the currency's major unit with two decimals: exact sums, far beyond any campaign. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/**
 * A donation category: a main category the centre always offers (system-defined: Zakat, Sadaqah ...)
 * or a campaign staff create with a target. Texts are kept in the three languages of the product.
 */
export const donationCategories = pgTable(
  'donation_categories',
  {
    id: serial('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    namePl: text('name_pl').notNull(),
    titleEn: text('title_en').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    titlePl: text('title_pl').notNull().default(''),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionPl: text('description_pl').notNull(),
    /** The stored image's random file name under the uploads path. */
    image: uploadRef('image'),
    paymentType: text('payment_type').notNull(),
    defaultValue: money('default_value').notNull().default(0),
    targetAmount: money('target_amount').notNull().default(0),
    currentAmount: money('current_amount').notNull().default(0),
    /**
     * How many people have given to it: distinct donor addresses among its gifts that count
     * (succeeded or disputed), recounted in the transaction that settles or refunds a gift.
     */
    donorCount: integer('donor_count').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(false),
    isSystemDefined: boolean('is_system_defined').notNull().default(false),
    /** Donate offers the zakat calculator for this category. */
    isZakat: boolean('is_zakat').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('donation_categories_listing_idx').on(table.isSystemDefined, table.isAvailable, table.id),
    check(
      'donation_categories_amounts_check',
      sql`default_value >= 0 and target_amount >= 0 and current_amount >= 0`,
    ),
  ],
);

/**
 * An update the staff post on a campaign: the day it happened, the text in the three languages and
 * an optional photo (its random file name under the uploads path). It goes with its campaign.
 */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => donationCategories.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    textEn: text('text_en').notNull(),
    textAr: text('text_ar').notNull(),
    textPl: text('text_pl').notNull(),
    photo: uploadRef('photo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('campaign_updates_category_date_idx').on(table.categoryId, table.date, table.id)],
);

/**
 * A donor's monthly gift to a category (docs/decisions/0044): set up by a first gift paid on the page
 * that saved the card, then charged by the server each month (`services/monthly-gifts.ts`). Each
 * charge is a row of `donations` of its own, pointing here. The saved card is the provider's
 * reference (Stripe's customer and payment method); no card detail is ever stored here.
 */
export const monthlyGifts = pgTable(
  'monthly_gifts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => donationCategories.id, { onDelete: 'set null' }),
    categoryName: text('category_name').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    showAmount: boolean('show_amount').notNull().default(false),
    dedication: text('dedication'),
    language: text('language').notNull().default('en'),
    /** setting_up, active, retrying, paused, stopped or lapsed (MONTHLY_GIFT_STATES). */
    state: text('state').notNull(),
    provider: text('provider').notNull(),
    providerCustomer: text('provider_customer'),
    providerPaymentMethod: text('provider_payment_method'),
    /** When the first gift was paid: each month's charge falls on its day (monthlyChargeDue). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The month the next charge is for (1 = the first after the first gift) and its refused tries. */
    period: integer('period').notNull().default(1),
    failedTries: integer('failed_tries').notNull().default(0),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** A renewal run holds the gift until then, so two server instances never charge it at once. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** donor, staff or failures (lapsed). */
    stoppedBy: text('stopped_by'),
    /**
     * Every management link carries the version it was signed under; revoking (the donor or the
     * staff) moves it on, so every link made before stops working.
     */
    linkVersion: integer('link_version').notNull().default(0),
    linksRevokedAt: timestamp('links_revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('monthly_gifts_due_idx').on(table.state, table.nextChargeAt),
    index('monthly_gifts_category_idx').on(table.categoryId, table.id),
    check('monthly_gifts_amount_check', sql`amount > 0`),
  ],
);

/**
 * One payment attempt under its idempotency key: a gift ('succeeded') or a refusal ('failed'),
 * kept so that the same key is answered the same way and never charged twice. A gift outlives its
 * category: the category's name at the time is kept with it.
 */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A digest of the payload, so a key sent again with another payment is refused. */
    requestDigest: text('request_digest').notNull(),
    categoryId: integer('category_id').references(() => donationCategories.id, { onDelete: 'set null' }),
    categoryName: text('category_name').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    frequency: text('frequency').notNull(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** The line the donor gave the gift with ("in memory of …"), or null. */
    dedication: text('dedication'),
    /** The donor allowed the campaign page to show this gift's amount beside their first name. */
    showAmount: boolean('show_amount').notNull().default(false),
    /** The donor's language, for the receipt. */
    language: text('language').notNull().default('en'),
    /**
     * pending (recorded, the provider's answer not known yet), processing (the provider has it),
     * succeeded, failed, refunded (wholly; a part is in refunded_amount) or disputed. What moves a
     * gift between them: docs/decisions/0024.
     */
    status: text('status').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** How it was paid (card, blik, p24, wallet …), once the provider reports a charge. */
    method: text('method'),
    /**
     * The donor's proof that a gift is theirs, in the thank-you page's address: it shows the gift as
     * the server knows it after a reload, Back or a new tab, and to no one without the address.
     */
    viewToken: text('view_token'),
    /** The provider's message of a refusal, answered again to a retry of the same key. */
    failureMessage: text('failure_message'),
    /** What was given back, in the gift's currency: campaign totals count amount less this. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** The last refund staff made through the dashboard: why, who and when. */
    refundReason: text('refund_reason'),
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * How much of refunded_amount the donor has been mailed about. A staff refund mails what is
     * above it and raises it in the same locked step, so each refund is told once: a retry or a double
     * click finds it raised, and a refund the webhook recorded first is still told by the refund's request.
     */
    refundToldAmount: money('refund_told_amount').notNull().default(0),
    /**
     * The monthly gift this gift set up (its first) or charged (a month's); `monthlyPeriod` is the
     * month it paid (0 for the first gift), one row per try of a month under a key of its own.
     */
    monthlyGiftId: integer('monthly_gift_id').references(() => monthlyGifts.id, { onDelete: 'set null' }),
    monthlyPeriod: integer('monthly_period'),
    /** A sweep of unsettled payments holds a gift until then, so two server instances never ask twice. */
    settleClaimedUntil: timestamp('settle_claimed_until', { withTimezone: true }),
    /**
     * Set when the provider has no record of the gift's payment long after it was made
     * (services/donation-settlement.ts): the gift is failed and staff are asked to look at it.
     */
    attentionReason: text('attention_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('donations_idempotency_key').on(table.idempotencyKey),
    index('donations_provider_reference_idx').on(table.providerReference),
    index('donations_history_idx').on(table.status, table.createdAt),
    index('donations_category_idx').on(table.categoryId),
    index('donations_monthly_gift_idx').on(table.monthlyGiftId),
  ],
);

/**
 * The nisab per currency, a setting staff keep up to date with the prices of gold and silver. The
 * amount is worked out from the basis and its metal's price per gram when saved, so the two never
 * disagree; `price_per_gram` is that basis metal's price, kept beside both metals' prices, which value
 * a donor's gold and silver. The rate to złoty (with its day) converts zakat reckoned in this currency.
 */
export const nisabSettings = pgTable('nisab_settings', {
  currency: text('currency').primaryKey(),
  amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  basis: text('basis').notNull(),
  pricePerGram: numeric('price_per_gram', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  goldPricePerGram: numeric('gold_price_per_gram', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  silverPricePerGram: numeric('silver_price_per_gram', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  rateToCentre: numeric('rate_to_centre', { precision: 18, scale: 6, mode: 'number' }),
  rateAsOf: date('rate_as_of', { mode: 'string' }),
  /** The administrator who last set it; null for the seeded figures. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each provider event (a Stripe webhook's event id) handled once: recorded in the transaction that
 * applies it, so a repeated delivery finds it and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
