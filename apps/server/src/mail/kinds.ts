import type { BookingPriceStanding, CancellationMoney } from '@minbar/domain/events/event-news';

/**
 * What each kind of mail says, as typed data; the templates (templates.tsx) turn it into words in the
 * reader's language. Amounts arrive formatted (see `mailAmount`), dates as YYYY-MM-DD and times as
 * HH:MM. An optional field left out (null or '') leaves its line out of the mail.
 */

/** The centre the mail speaks for; every field but the name may be empty. */
export interface MailIdentity {
  /** The centre's name in the mail's language; '' while none is saved. */
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** An absolute https URL of the logo, or '' when there is none. */
  logoUrl: string;
  /** A bank account for transfers, or ''. */
  bankAccount: string;
}

export interface EventFacts {
  name: string;
  date: string;
  time: string;
  place: string;
}

export interface PeopleBooked {
  adults: number;
  childrenAbove3: number;
  childrenBelow3: number;
}

export type MailContent =
  | {
      kind: 'receipt';
      /** `dedication`: the line the donor gave the gift with, or ''. */
      data: {
        name: string;
        amount: string;
        purpose: string;
        dedication: string;
        donationId: number;
        /**
         * A monthly gift's receipt: when the next month is charged (YYYY-MM-DD) and the signed link
         * where the donor changes the amount or stops it ('' when the server does not know its address).
         */
        monthly?: { nextChargeOn: string; manageLink: string } | null;
        /** The built-in test provider took the payment: the mail says no money was taken. */
        testPayment?: boolean;
      };
    }
  | {
      kind: 'donation_refunded';
      /**
       * Staff gave back `amount` of the gift with `reason`: `total` is what the gift counts for now
       * (on the yearly statement too), `whole` when nothing of it is left. `testPayment`: the test
       * provider took the gift, so no money moved either way.
       */
      data: {
        name: string;
        amount: string;
        total: string;
        whole: boolean;
        purpose: string;
        reason: string;
        donationId: number;
        testPayment?: boolean;
      };
    }
  | {
      kind: 'monthly_refused';
      /** A month's charge was refused; `retryOn` (YYYY-MM-DD) is when it is tried again. */
      data: { name: string; amount: string; purpose: string; retryOn: string; manageLink: string };
    }
  | {
      kind: 'monthly_stopped';
      /** Who stopped it: the donor, the staff, or refused charges after every retry. */
      data: { name: string; amount: string; purpose: string; by: 'donor' | 'staff' | 'failures' };
    }
  | {
      kind: 'monthly_changed';
      /**
       * A change to a monthly gift, told to its donor: made through the management link (paused,
       * resumed, lowered, a raise confirmed), or its links revoked by the donor or the staff (`by`).
       * `previous`: the amount before a new one, else ''. `nextChargeOn` (YYYY-MM-DD): the next
       * payment's day, '' while paused. `link`: a fresh management link, or after a revocation the
       * page where a new one is asked for ('' when the server does not know its address).
       */
      data: {
        name: string;
        amount: string;
        purpose: string;
        change: 'paused' | 'resumed' | 'lowered' | 'raised' | 'links_revoked';
        by: 'donor' | 'staff';
        previous: string;
        nextChargeOn: string;
        link: string;
      };
    }
  | {
      kind: 'monthly_confirm';
      /**
       * A raise asked through the management link, which only the link in this mail makes:
       * `amount` is the gift's now, `newAmount` the one asked; the link works for `hours`.
       */
      data: {
        name: string;
        amount: string;
        newAmount: string;
        purpose: string;
        confirmLink: string;
        hours: number;
      };
    }
  | {
      kind: 'monthly_link';
      /** A new management link, asked for on the site with the donor's address. */
      data: { name: string; amount: string; purpose: string; manageLink: string };
    }
  | {
      kind: 'booking_confirmation';
      data: {
        name: string;
        bookingId: number;
        event: EventFacts;
        people: PeopleBooked;
        /** Formatted, or null when the event is free. */
        price: string | null;
        /** The booking's own page, where it can be paid online; '' without one. */
        bookingLink: string;
      };
    }
  | {
      kind: 'booking_paid';
      /** `testPayment`: paid online through the built-in test provider, so no money was taken. */
      data: { name: string; bookingId: number; event: string; amount: string; testPayment?: boolean };
    }
  | {
      kind: 'booking_refunded';
      /** `testPayment`: the payment given back was the test provider's, so no money was taken. */
      data: {
        name: string;
        bookingId: number;
        event: string;
        amount: string;
        reason: string;
        testPayment?: boolean;
      };
    }
  | {
      kind: 'event_changed';
      /**
       * A booked event changed: `event` as it is now; `before` the earlier value of each of its date,
       * time and place that changed (the others are absent); `price` what new prices mean for this
       * booking, which keeps the price it was made at, or null when they do not concern it.
       * Amounts arrive formatted. `bookingLink`: the booking's own page, or ''.
       */
      data: {
        name: string;
        bookingId: number;
        event: EventFacts;
        before: Partial<Pick<EventFacts, 'date' | 'time' | 'place'>>;
        price: { was: string; now: string; booked: string; standing: BookingPriceStanding } | null;
        bookingLink: string;
      };
    }
  | {
      kind: 'event_cancelled';
      /**
       * A booked event cancelled: `money` is what happens to what the booking paid (see
       * `moneyOnCancellation`), `amount` the booking's price, formatted. `testPayment`: paid online
       * through the built-in test provider, so no money was taken. `bookingLink`: its page, or ''.
       */
      data: {
        name: string;
        bookingId: number;
        event: string;
        date: string;
        money: CancellationMoney;
        amount: string;
        testPayment?: boolean;
        bookingLink: string;
      };
    }
  | {
      kind: 'request_status';
      data: {
        name: string;
        requestId: number;
        status: 'needs_correction' | 'approved' | 'rejected' | 'completed';
        /** What staff wrote to the applicant (the correction asked, the reason of a refusal), or ''. */
        note: string;
      };
    }
  | {
      kind: 'enrolment';
      data: {
        name: string;
        child: string;
        status: 'approved' | 'teacher_assigned';
        teacher: string;
        subject: string;
      };
    }
  | {
      kind: 'subscription';
      data: { name: string; package: string; status: 'suspended' | 'reactivated'; reason: string };
    }
  | {
      kind: 'statement';
      /**
       * `name`: the donor's as their latest gift gave it, or ''; `link` opens the PDF; `expiresOn`
       * (YYYY-MM-DD) is the last day it does.
       */
      data: { name: string; year: number; link: string; expiresOn: string };
    }
  | {
      kind: 'fatwa_answered';
      /** The answer in the asker's language: the asker may have no other place to read it. */
      data: { name: string; question: string; answer: string };
    };

export type TemplateKind = MailContent['kind'];

export const TEMPLATE_KINDS: readonly TemplateKind[] = [
  'receipt',
  'donation_refunded',
  'booking_confirmation',
  'booking_paid',
  'booking_refunded',
  'event_changed',
  'event_cancelled',
  'request_status',
  'enrolment',
  'subscription',
  'fatwa_answered',
  'statement',
  'monthly_refused',
  'monthly_stopped',
  'monthly_changed',
  'monthly_confirm',
  'monthly_link',
];
