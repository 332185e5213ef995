import type { DonationCategory } from '@minbar/api/schemas/donations';
import type { DonationFrequency } from '@minbar/domain/donations/payment';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * What one page of the giving flow hands the next through the history entry's state: the category
 * (in the language it was read in), and from /donate on, the amount. A reload keeps it; a direct
 * visit has none.
 */
export interface FlowState {
  category: DonationCategory;
  locale: Locale;
  amount?: number;
  /** Given once or monthly (only to a category that takes monthly gifts); once when absent. */
  frequency?: DonationFrequency;
  /**
   * Set on the payment page's entry once the server has the gift: coming Back to it (from Stripe's
   * or the bank's page, or the thank-you page) leads to the gift's thank-you page, not the form.
   */
  thanks?: string;
}

export const paths = {
  home: '/',
  campaign: (id: number) => `/donation/${id}`,
  main: (id: number) => `/main/${id}`,
  donate: '/donate',
  payment: '/payment',
  /** The gift's thank-you page: its token shows it after a reload, Back or in a new tab. */
  thanks: (id: number, token: string) => `/thanks/${id}?token=${encodeURIComponent(token)}`,
};

/**
 * Where the bank page may send the donor back to: a gift's thank-you page or a booking's page of
 * this site only, so the page's address cannot be made to send a donor elsewhere.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value) return null;
  const gift = /^\/thanks\/\d+\?token=[A-Za-z0-9_-]+$/;
  const booking = /^\/events\/\d+\/bookings\/\d+\?token=[A-Za-z0-9_-]+$/;
  return gift.test(value) || booking.test(value) ? value : null;
}

function isFlowState(value: unknown): value is FlowState {
  if (!value || typeof value !== 'object') return false;
  const { category, amount, frequency } = value as Partial<FlowState>;
  return (
    typeof category === 'object' &&
    category !== null &&
    typeof category.id === 'number' &&
    (amount === undefined || typeof amount === 'number') &&
    (frequency === undefined || frequency === 'one-time' || frequency === 'monthly')
  );
}

export function useFlowState(): FlowState | null {
  const state: unknown = useHistoryState();
  return isFlowState(state) ? state : null;
}
