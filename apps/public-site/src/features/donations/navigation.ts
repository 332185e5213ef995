import type { DonationCategory } from '@minbar/api/schemas/donations';
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
}

export const paths = {
  home: '/',
  campaign: (id: number) => `/donation/${id}`,
  main: (id: number) => `/main/${id}`,
  donate: '/donate',
  payment: '/payment',
};

function isFlowState(value: unknown): value is FlowState {
  if (!value || typeof value !== 'object') return false;
  const { category, amount } = value as Partial<FlowState>;
  return (
    typeof category === 'object' &&
    category !== null &&
    typeof category.id === 'number' &&
    (amount === undefined || typeof amount === 'number')
  );
}

export function useFlowState(): FlowState | null {
  const state: unknown = useHistoryState();
  return isFlowState(state) ? state : null;
}
