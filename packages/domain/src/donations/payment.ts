import * as v from 'valibot';
import { emailSchema } from '../access/credentials';
import { idSchema } from '../input/numbers';
import { identifierText } from '../input/text';
import { CENTRE_CURRENCY } from '../mosque/currency';
import { donationAmountSchema } from './amount';
import { DONATION_ISSUE } from './money';

export const DONOR_NAME_MAX_LENGTH = 100;
/** A dedication is one line on a receipt: room for "in memory of" and a full name or two. */
export const DEDICATION_MAX_LENGTH = 140;
/** A payment method reference (Stripe's `pm_...`, a test card number, `blik:<code>`). */
export const PAYMENT_METHOD_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/**
 * A gift is given once, or monthly to a category that takes monthly gifts (`takesMonthlyGifts`):
 * then the first gift saves the card and the centre charges it each month (docs/decisions/0044).
 */
export const DONATION_FREQUENCIES = ['one-time', 'monthly'] as const;
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number];

/**
 * Whether a payment method can be charged again each month: a card can, a BLIK code is good for one
 * payment only. Null is the browser's own choice (Stripe's Payment Element, which offers only the
 * methods that can be saved when the payment is set up for later).
 */
export function methodChargesMonthly(paymentMethod: string | null | undefined): boolean {
  return !paymentMethod?.trim().startsWith('blik:');
}

const donorNameSchema = v.pipe(
  identifierText(DONOR_NAME_MAX_LENGTH, { tooLong: DONATION_ISSUE.textTooLong }),
  v.trim(),
  v.nonEmpty(DONATION_ISSUE.required),
);

/**
 * An optional line the gift is given with ("in memory of my father Adam", "on behalf of the Nowak
 * family"), printed on the receipt and shown in the staff's history. One line, with no direction or
 * zero-width marks that could disguise it; blank is none.
 */
export const dedicationSchema = v.pipe(
  // One line: a line break is one of the control characters identifierText refuses.
  identifierText(DEDICATION_MAX_LENGTH, { tooLong: DONATION_ISSUE.textTooLong }),
  v.trim(),
);

/** The stored dedication: trimmed, or null for none. */
export function dedicationOf(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The payment form: who gives and where the receipt goes. An anonymous donor still gives a name and
 * an email for the receipt; only the staff's history hides the name.
 */
export const paymentFormSchema = v.object(
  {
    donor_name: donorNameSchema,
    donor_email: emailSchema,
    is_anonymous: v.optional(v.boolean(DONATION_ISSUE.invalidFlag), false),
    /** The donor allows the campaign page to show the amount beside their first name (or 'Anonymous'). */
    show_amount: v.optional(v.boolean(DONATION_ISSUE.invalidFlag), false),
    dedication: v.optional(dedicationSchema, ''),
  },
  DONATION_ISSUE.required,
);
export type PaymentFormInput = v.InferInput<typeof paymentFormSchema>;

/**
 * The key a client makes once per payment attempt and sends again with every retry of that attempt
 * (a lost answer, a double click): letters, digits, '-' and '_', as a UUID is written.
 */
export const idempotencyKeySchema = v.pipe(
  identifierText(IDEMPOTENCY_KEY_MAX_LENGTH, {
    type: DONATION_ISSUE.idempotencyKeyInvalid,
    tooLong: DONATION_ISSUE.idempotencyKeyInvalid,
  }),
  v.regex(/^[A-Za-z0-9_-]+$/, DONATION_ISSUE.idempotencyKeyInvalid),
  v.minLength(IDEMPOTENCY_KEY_MIN_LENGTH, DONATION_ISSUE.idempotencyKeyInvalid),
);

/** POST /donations: the payment payload with its idempotency key. */
const donationRequestFields = v.object(
  {
    /**
     * The method to confirm with at once (the test provider's card number or `blik:<code>`). Absent
     * when the donor's browser confirms the payment itself (Stripe's Payment Element).
     */
    payment_method: v.optional(
      v.pipe(
        identifierText(PAYMENT_METHOD_MAX_LENGTH, {
          type: DONATION_ISSUE.paymentMethodInvalid,
          tooLong: DONATION_ISSUE.paymentMethodInvalid,
        }),
        v.trim(),
        v.nonEmpty(DONATION_ISSUE.paymentMethodInvalid),
      ),
    ),
    amount: donationAmountSchema,
    category_id: v.pipe(v.number(DONATION_ISSUE.required), idSchema),
    frequency: v.optional(v.picklist(DONATION_FREQUENCIES, DONATION_ISSUE.frequencyInvalid), 'one-time'),
    /**
     * Gifts are taken in the centre's currency only. A client may say which it means; another one is
     * refused, never charged in złoty as if it had said nothing.
     */
    currency: v.optional(v.picklist([CENTRE_CURRENCY], DONATION_ISSUE.currencyUnsupported), CENTRE_CURRENCY),
    ...paymentFormSchema.entries,
    idempotency_key: idempotencyKeySchema,
  },
  DONATION_ISSUE.required,
);

/** POST /donations: the payment payload; a monthly gift is paid with a method that can be charged again. */
export const donationRequestSchema = v.pipe(
  donationRequestFields,
  v.forward(
    v.check(
      (request) => request.frequency !== 'monthly' || methodChargesMonthly(request.payment_method),
      DONATION_ISSUE.monthlyNeedsCard,
    ),
    ['payment_method'],
  ),
);
export type DonationRequestInput = v.InferInput<typeof donationRequestSchema>;
export type DonationRequest = v.InferOutput<typeof donationRequestSchema>;

/** The name the staff's history shows: none for an anonymous gift (the screen says 'Anonymous'). */
export function donorDisplayName(donation: {
  donor_name: string | null;
  is_anonymous: boolean;
}): string | null {
  if (donation.is_anonymous) return null;
  const name = donation.donor_name?.trim();
  return name ? name : null;
}

/** A BLIK code: the six digits the donor's banking app shows for two minutes. */
export const blikCodeSchema = v.pipe(
  v.string(DONATION_ISSUE.blikCodeInvalid),
  v.trim(),
  v.nonEmpty(DONATION_ISSUE.required),
  v.regex(/^\d{6}$/, DONATION_ISSUE.blikCodeInvalid),
);

/** The payment method a BLIK code is sent as (the test provider confirms it at once). */
export function blikPaymentMethod(code: string): string {
  return `blik:${code.trim()}`;
}
