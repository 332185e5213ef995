import { type ApiClient, createApiClient } from '@minbar/api/client';
import { calculateZakat, donate, getCategory, getPaymentConfig } from '@minbar/api/endpoints/donations';
import { isApiError } from '@minbar/api/errors';
import { createMemorySession } from '@minbar/api/session';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { FlowApi } from './donations-api';

/**
 * The calls of the pages beyond the home through the shared API client (its schemas check every
 * answer), in the language each call names (Accept-Language).
 */
export function createFlowApi(baseURL: string, fetchImpl?: typeof fetch): FlowApi {
  // Donors never sign in: the session stays empty and every call is public.
  const session = createMemorySession();
  const clients = new Map<Locale, ApiClient>();
  const client = (locale: Locale) => {
    let existing = clients.get(locale);
    if (!existing) {
      existing = createApiClient({
        baseURL,
        session,
        getLanguage: () => locale,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        refreshLock: (run) => run(),
      });
      clients.set(locale, existing);
    }
    return existing;
  };
  return {
    async category(id, locale) {
      try {
        return await getCategory(client(locale), id);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    paymentConfig: (locale) => getPaymentConfig(client(locale)),
    donate: (payment, locale) => donate(client(locale), payment),
    calculateZakat: (input, locale) => calculateZakat(client(locale), input),
  };
}
