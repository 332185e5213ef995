import { campaignUpdateInputSchema } from '@minbar/domain/donations/campaign-update';
import { categoryCreateSchema, categoryUpdateSchema } from '@minbar/domain/donations/category';
import { donationRequestSchema } from '@minbar/domain/donations/payment';
import { refundRequestSchema as domainRefundRequestSchema } from '@minbar/domain/donations/refund';
import { statementRequestSchema as domainStatementRequestSchema } from '@minbar/domain/donations/statement';
import {
  nisabSettingSchema as domainNisabSettingSchema,
  zakatRequestSchema as domainZakatRequestSchema,
  NISAB_BASES,
  ZAKAT_LINE_ITEMS,
} from '@minbar/domain/donations/zakat';
import * as v from 'valibot';
import { pageQuerySchema } from './common';

/**
 * A donation category. `name`, `title` and `description` are in the request's Accept-Language; the
 * per-language fields come with them for the edit form (other servers may leave them out).
 * `image` is the stored file's name under the uploads path, or null. `is_zakat` marks the category
 * whose Donate offers the zakat calculator. `donor_count` is the number of people who have given.
 */
export const donationCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  title: v.nullish(v.string(), ''),
  description: v.nullish(v.string(), ''),
  image: v.nullish(v.string(), null),
  payment_type: v.string(),
  default_value: v.number(),
  target_amount: v.number(),
  current_amount: v.number(),
  /** How many people have given to it (distinct donors of gifts that count); other servers omit it. */
  donor_count: v.optional(v.number()),
  is_available: v.boolean(),
  is_system_defined: v.optional(v.boolean(), false),
  is_zakat: v.optional(v.boolean(), false),
  name_en: v.optional(v.string()),
  name_ar: v.optional(v.string()),
  name_pl: v.optional(v.string()),
  title_en: v.optional(v.string()),
  title_ar: v.optional(v.string()),
  title_pl: v.optional(v.string()),
  description_en: v.optional(v.string()),
  description_ar: v.optional(v.string()),
  description_pl: v.optional(v.string()),
});
export type DonationCategory = v.InferOutput<typeof donationCategorySchema>;

/** A list answered as an array, or wrapped in `results` or `items` as other servers do. */
export const categoryListSchema = v.pipe(
  v.union([
    v.array(donationCategorySchema),
    v.object({ results: v.array(donationCategorySchema) }),
    v.object({ items: v.array(donationCategorySchema) }),
  ]),
  v.transform((answer) =>
    Array.isArray(answer) ? answer : 'results' in answer ? answer.results : answer.items,
  ),
);

/** One page of categories: the admin table's list and the public Categories tab. */
export const categoryPageSchema = v.object({
  items: v.array(donationCategorySchema),
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
});
export type CategoryPage = v.InferOutput<typeof categoryPageSchema>;

/**
 * GET /categories/{id}/recent-gifts/ (public): the campaign's latest gifts as the public may see
 * them, newest first: a first name or null for an anonymous gift, the amount or null when the donor
 * did not allow it, and when it was given.
 */
export const recentGiftsSchema = v.object({
  items: v.array(
    v.object({
      first_name: v.nullable(v.string()),
      amount: v.nullable(v.number()),
      date: v.string(),
    }),
  ),
});
export type RecentGifts = v.InferOutput<typeof recentGiftsSchema>;

/**
 * A campaign update: the day it happened, its text in the request's language (`text`) and in each
 * language for the edit form, and its photo's stored name under the uploads path, or null.
 */
export const campaignUpdateSchema = v.object({
  id: v.number(),
  category_id: v.number(),
  date: v.string(),
  text: v.string(),
  text_en: v.string(),
  text_ar: v.string(),
  text_pl: v.string(),
  photo: v.nullish(v.string(), null),
});
export type CampaignUpdate = v.InferOutput<typeof campaignUpdateSchema>;

/**
 * GET /categories/{id}/updates/ (public): a campaign's latest updates, newest day first. With
 * `available_only=false` (admin) a campaign not yet open to donors answers too.
 */
export const campaignUpdatesSchema = v.object({ items: v.array(campaignUpdateSchema) });
export type CampaignUpdates = v.InferOutput<typeof campaignUpdatesSchema>;

/**
 * The body of POST /categories/{id}/updates/ and PUT /categories/{id}/updates/{update_id} (admin):
 * JSON, or multipart with it as the `update` JSON part and an optional `photo` image file.
 */
export const campaignUpdateRequestSchema = campaignUpdateInputSchema;

/** GET /active_categories/: the campaigns with their progress and the total collected by all categories. */
export const activeCategoriesSchema = v.object({
  items: v.array(donationCategorySchema),
  total_pages: v.number(),
  total_amount: v.number(),
  total: v.optional(v.number()),
  page: v.optional(v.number()),
  per_page: v.optional(v.number()),
});
export type ActiveCategories = v.InferOutput<typeof activeCategoriesSchema>;

/** One gift of the staff's history; `donor_name` is null for an anonymous gift. */
export const donationHistoryItemSchema = v.object({
  id: v.number(),
  donor_name: v.nullish(v.string(), null),
  is_anonymous: v.boolean(),
  /** The line the donor gave it with ("in memory of …"), or null. */
  dedication: v.nullish(v.string(), null),
  category_name: v.nullish(v.string(), null),
  /** When the gift was made (ISO 8601). */
  date: v.string(),
  amount: v.number(),
  currency: v.string(),
  /** succeeded, refunded (wholly), disputed, pending, processing or failed (docs/decisions/0024). */
  status: v.optional(v.string(), 'succeeded'),
  /** What was given back of it so far. */
  refunded_amount: v.optional(v.number(), 0),
  /** How it was paid (card, blik, p24, wallet …); null until the provider reports a charge. */
  method: v.nullish(v.string(), null),
  /** `monthly` for a monthly gift's first gift and each month's charge after it. */
  frequency: v.optional(v.string(), 'one-time'),
  /**
   * Staff should look at this gift: its payment was failed because the payment provider had no
   * record of it an hour on (a payment made elsewhere, or the provider's data lost).
   */
  needs_attention: v.optional(v.boolean(), false),
});
export type DonationHistoryItem = v.InferOutput<typeof donationHistoryItemSchema>;

/** The gift states staff filter the history by; `received` is every gift whose money came in. */
export const DONATION_HISTORY_FILTERS = [
  'received',
  'succeeded',
  'refunded',
  'disputed',
  'pending',
  'failed',
] as const;
export type DonationHistoryFilter = (typeof DONATION_HISTORY_FILTERS)[number];

/**
 * GET /donations-history/: a page, and which gifts. `succeeded` by default, the history the staff's
 * screen shows until it shows each gift's state.
 */
export const donationHistoryQuerySchema = v.object({
  ...pageQuerySchema.entries,
  status: v.optional(v.picklist(DONATION_HISTORY_FILTERS, 'donation.status_filter_invalid'), 'succeeded'),
});

/** POST /donations/{id}/refund (admin): all that is left of the gift, or `amount` of it, with a reason. */
export const refundRequestSchema = domainRefundRequestSchema;

export const donationHistorySchema = v.object({
  items: v.array(donationHistoryItemSchema),
  total: v.number(),
  page: v.optional(v.number()),
  per_page: v.optional(v.number()),
  total_pages: v.optional(v.number()),
});
export type DonationHistory = v.InferOutput<typeof donationHistorySchema>;

/** POST /categories/ (the JSON body, or the `category` part of a multipart body with an `image`). */
export const createCategoryRequestSchema = categoryCreateSchema;
/** PUT /categories/{id}. */
export const updateCategoryRequestSchema = categoryUpdateSchema;

export const categoryAnswerSchema = donationCategorySchema;

/** GET /categories/: `available_only=false` (admin) includes the categories not activated. */
export const categoryListQuerySchema = v.object({
  ...pageQuerySchema.entries,
  available_only: v.optional(v.picklist(['true', 'false'], 'donation.invalid_flag'), 'true'),
});

/** PATCH /categories/{id}/toggle?is_available=true|false. */
export const toggleQuerySchema = v.object({
  is_available: v.picklist(['true', 'false'], 'donation.invalid_flag'),
});

/** POST /donations: the payment payload with the attempt's idempotency key. */
export const donationPaymentRequestSchema = donationRequestSchema;

/** A recorded gift, as POST /donations answers it (201 the first time, 200 for a retry of the same key). */
export const donationSchema = v.object({
  id: v.number(),
  category_id: v.nullish(v.number(), null),
  amount: v.number(),
  currency: v.string(),
  frequency: v.string(),
  status: v.string(),
  date: v.string(),
});
export type Donation = v.InferOutput<typeof donationSchema>;

/**
 * POST /donations: the gift, the token of its thank-you page, and what the donor's browser does next:
 * nothing (succeeded or processing), go to the bank's page (`redirect_url`), or confirm the payment
 * with Stripe.js (`client_secret`). 201 succeeded, 200 a retry of the same key, 202 not settled yet.
 */
export const donationAnswerSchema = v.object({
  message: v.string(),
  donation: donationSchema,
  receipt_token: v.nullish(v.string(), null),
  next: v.optional(
    v.object({
      client_secret: v.nullish(v.string(), null),
      redirect_url: v.nullish(v.string(), null),
    }),
    { client_secret: null, redirect_url: null },
  ),
});
export type DonationAnswer = v.InferOutput<typeof donationAnswerSchema>;

/** GET /donations/{id}/receipt?token=: the token from the gift's answer, which its thank-you address carries. */
export const donationReceiptQuerySchema = v.object({
  token: v.pipe(
    v.string('donation.receipt_token_invalid'),
    v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'donation.receipt_token_invalid'),
  ),
});

/**
 * A gift as its donor's thank-you page shows it (public, with the token): pending or processing
 * while the bank or the provider has not answered, succeeded once received, failed if refused.
 */
export const donationReceiptSchema = v.object({
  id: v.number(),
  category_id: v.nullish(v.number(), null),
  category_name: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.string(),
  refunded_amount: v.optional(v.number(), 0),
  method: v.nullish(v.string(), null),
  donor_email: v.string(),
  date: v.string(),
  /** `monthly` for a monthly gift's first gift or a month's: the page says what comes next. */
  frequency: v.optional(v.string(), 'one-time'),
});
export type DonationReceipt = v.InferOutput<typeof donationReceiptSchema>;

/** What a test payment is for: a gift to a category, a monthly gift's first gift, or a booking. */
export const TEST_BANK_PURPOSES = ['donation', 'monthly', 'booking'] as const;
export type TestBankPurposeKind = (typeof TEST_BANK_PURPOSES)[number];

/** GET /payments/test/{id} (the test provider only): what its bank page shows. */
export const testBankPaymentSchema = v.object({
  id: v.string(),
  amount_minor: v.number(),
  currency: v.string(),
  /** The provider's own line, in English as the centre's payment records keep it. */
  description: v.string(),
  /**
   * What is paid for, for the page to say in its language: the kind, and the category's or the
   * event's name in the request's Accept-Language. Absent when the record is gone (the page then
   * shows `description`).
   */
  purpose: v.nullish(v.object({ kind: v.picklist(TEST_BANK_PURPOSES), name: v.string() })),
  awaiting_confirmation: v.boolean(),
});
export type TestBankPayment = v.InferOutput<typeof testBankPaymentSchema>;

/** POST /payments/test/{id}/authorize: the donor approves or refuses on the test bank's page. */
export const testBankAnswerSchema = v.object({ approve: v.boolean('field.required') });

/** POST /zakat/calculate. */
export const zakatRequestSchema = domainZakatRequestSchema;

/** One line of the result's explanation: a holding's value, metals with their grams and price. */
export const zakatLineSchema = v.object({
  item: v.picklist(ZAKAT_LINE_ITEMS),
  amount: v.number(),
  grams: v.optional(v.number()),
  price_per_gram: v.optional(v.number()),
});
export type ZakatLineAnswer = v.InferOutput<typeof zakatLineSchema>;

/**
 * The zakat due; the nisab, its basis (the donor's choice, else the centre's), the centre's own basis,
 * what it was set from (price per gram, day), the reason and the lines that explain it come from this
 * server, other servers may omit them. `total_savings` is what
 * zakat was reckoned on (the holdings less debts). `in_centre_currency` is what to give in the centre's
 * currency when the savings are in another one, with the rate staff set and its day.
 */
export const zakatResultSchema = v.object({
  zakat_amount: v.number(),
  currency: v.string(),
  total_savings: v.optional(v.number()),
  nisab: v.optional(v.number()),
  nisab_basis: v.optional(v.string()),
  centre_nisab_basis: v.optional(v.string()),
  nisab_price_per_gram: v.optional(v.number()),
  nisab_as_of: v.optional(v.string()),
  reason: v.optional(v.string()),
  lines: v.optional(v.array(zakatLineSchema)),
  in_centre_currency: v.optional(
    v.object({
      zakat_amount: v.number(),
      currency: v.string(),
      rate: v.number(),
      as_of: v.string(),
    }),
  ),
});
export type ZakatResultAnswer = v.InferOutput<typeof zakatResultSchema>;

/**
 * PUT /zakat/nisab/{currency} (admin): basis, a gram of gold and of silver and their day, and for
 * another currency than the centre's its rate to złoty and that day; the nisab is worked out.
 */
export const nisabSettingSchema = domainNisabSettingSchema;

/**
 * A currency's nisab as set: the amount, what it was set from (the basis metal's price), both metals'
 * prices, and the rate to złoty with its day (null for złoty, or when none is set).
 */
export const nisabAnswerSchema = v.object({
  currency: v.string(),
  amount: v.number(),
  basis: v.picklist(NISAB_BASES),
  price_per_gram: v.number(),
  gold_price_per_gram: v.number(),
  silver_price_per_gram: v.number(),
  as_of: v.string(),
  rate_to_centre: v.nullable(v.number()),
  rate_as_of: v.nullable(v.string()),
});
export type NisabAnswer = v.InferOutput<typeof nisabAnswerSchema>;

/** GET /zakat/nisab (admin): every currency the calculator takes, with its nisab. */
export const nisabListSchema = v.array(nisabAnswerSchema);

/** GET /payments/config: which provider takes the card; Stripe's publishable key, or the test cards of the demo. */
export const paymentConfigSchema = v.object({
  provider: v.string(),
  publishable_key: v.nullish(v.string(), null),
  test_cards: v.nullish(v.record(v.string(), v.string()), null),
  /** The test provider's BLIK code that is approved; the page offers BLIK when it is set. */
  test_blik_code: v.nullish(v.string(), null),
});
export type PaymentConfig = v.InferOutput<typeof paymentConfigSchema>;

/**
 * POST /donations/statements (public): a donor's address and a year up to the current one (the
 * domain's rule, given the year it is now). The answer is the same whether or not the address gave:
 * when it did, a signed link to the year's statement (a PDF, GET /donations/statements/{token}) is
 * mailed to it.
 */
export const statementRequestSchema = domainStatementRequestSchema;
export const statementAnswerSchema = v.object({ message: v.string() });
export type StatementAnswer = v.InferOutput<typeof statementAnswerSchema>;
