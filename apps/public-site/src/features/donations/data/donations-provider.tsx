import type { DonationCategory, PaymentConfig } from '@minbar/api/schemas/donations';
import { type Locale, useUiLocale } from '@minbar/ui/provider/ui-provider';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { createResourceCache, type ResourceCache } from '../../../lib/resource-cache';
import type { DonationsApi } from './donations-api';

interface DonationsContextValue {
  api: DonationsApi;
  cache: ResourceCache;
}

const DonationsContext = createContext<DonationsContextValue | null>(null);

export function DonationsProvider({ api, children }: { api: DonationsApi; children: ReactNode }) {
  const value = useMemo(() => ({ api, cache: createResourceCache() }), [api]);
  return <DonationsContext value={value}>{children}</DonationsContext>;
}

export function useDonations(): DonationsContextValue & { locale: Locale } {
  const context = use(DonationsContext);
  const locale = useUiLocale();
  if (!context) throw new Error('The donation screens must be rendered inside DonationsProvider.');
  return { ...context, locale };
}

export const donationKeys = {
  main: (locale: Locale) => `main:${locale}`,
  campaigns: (locale: Locale) => `campaigns:${locale}`,
  category: (locale: Locale, id: number) => `category:${locale}:${id}`,
  paymentConfig: () => 'payment-config:',
};

/** Both tabs' lists, loaded together so the second tab opens at once. Suspends until they arrive. */
export function useCategoryLists(): { main: DonationCategory[]; campaigns: DonationCategory[] } {
  const { api, cache, locale } = useDonations();
  const main = cache.read(donationKeys.main(locale), () => api.mainCategories(locale));
  const campaigns = cache.read(donationKeys.campaigns(locale), () => api.campaigns(locale));
  return { main: use(main), campaigns: use(campaigns) };
}

/**
 * A category for its page: the one the previous page handed over (navigation state), else fetched,
 * so a direct link works too. Null for an id the server does not know. Suspends while it loads.
 */
export function useCategory(id: number, handedOver: DonationCategory | null): DonationCategory | null {
  const { api, cache, locale } = useDonations();
  const key = donationKeys.category(locale, id);
  if (handedOver && handedOver.id === id) cache.prime(key, handedOver);
  return use(cache.read(key, () => api.category(id, locale)));
}

export function usePaymentConfig(): PaymentConfig {
  const { api, cache, locale } = useDonations();
  return use(cache.read(donationKeys.paymentConfig(), () => api.paymentConfig(locale)));
}

/** Drops failed or stale loads so the next render (a retry) asks the server again. */
export function useForget(): (key: string) => void {
  const { cache } = useDonations();
  return cache.forget;
}
