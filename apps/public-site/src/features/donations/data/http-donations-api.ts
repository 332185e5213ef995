import {
  authorizeTestPayment,
  calculateZakat,
  donate,
  getCategory,
  getDonationReceipt,
  getPaymentConfig,
  getTestBankPayment,
  listCampaignUpdates,
  listRecentGifts,
  requestStatement,
} from '@minbar/api/endpoints/donations';
import {
  changeMonthlyAmount,
  confirmMonthlyRaise,
  getManagedMonthlyGift,
  getMonthlyRaise,
  pauseManagedMonthlyGift,
  requestMonthlyLink,
  resumeManagedMonthlyGift,
  revokeMonthlyLinks,
  stopManagedMonthlyGift,
} from '@minbar/api/endpoints/monthly-gifts';
import { getPublicMosque } from '@minbar/api/endpoints/mosque-identity';
import { isApiError } from '@minbar/api/errors';
import { MONTHLY_LINK_REVOKED_DETAIL } from '@minbar/api/schemas/monthly-gifts';
import { publicApiClients } from '../../../lib/public-api-clients';
import type { FlowApi, MonthlyLinkRefusal } from './donations-api';

/** Why the server refused a link, or null for any other failure (thrown for the page's retry). */
function refusalOf(error: unknown): MonthlyLinkRefusal | null {
  if (!isApiError(error)) return null;
  // 422 is a token the server cannot even read: as good as altered.
  if (error.status === 404 || error.status === 422) return 'invalid';
  if (error.status === 410) return error.detail === MONTHLY_LINK_REVOKED_DETAIL ? 'revoked' : 'expired';
  return null;
}

/**
 * The calls of the pages beyond the home through the shared API client (its schemas check every
 * answer), in the language each call names (Accept-Language).
 */
export function createFlowApi(baseURL: string, fetchImpl?: typeof fetch): FlowApi {
  const client = publicApiClients(baseURL, fetchImpl);
  /** A 404 is an answer (nothing by that address), any other failure is thrown for the page's retry. */
  const orNull = async <T>(request: Promise<T>): Promise<T | null> => {
    try {
      return await request;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
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
    recentGifts: (id, locale) => listRecentGifts(client(locale), id),
    campaignUpdates: (id, locale) => listCampaignUpdates(client(locale), id),
    organiser: (locale) => getPublicMosque(client(locale)),
    paymentConfig: (locale) => getPaymentConfig(client(locale)),
    donate: (payment, locale) => donate(client(locale), payment),
    calculateZakat: (input, locale) => calculateZakat(client(locale), input),
    receipt: (id, token, locale) => orNull(getDonationReceipt(client(locale), id, token)),
    testBankPayment: (id, locale) => orNull(getTestBankPayment(client(locale), id)),
    authorizeTestPayment: (id, approve, locale) => authorizeTestPayment(client(locale), id, approve),
    requestStatement: (input, locale) => requestStatement(client(locale), input),
    async monthlyGift(token, locale) {
      try {
        return { kind: 'gift', gift: await getManagedMonthlyGift(client(locale), token) };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return { kind: refusal };
        throw error;
      }
    },
    changeMonthlyAmount: (token, amount, locale) => changeMonthlyAmount(client(locale), token, { amount }),
    stopMonthlyGift: (token, locale) => stopManagedMonthlyGift(client(locale), token),
    pauseMonthlyGift: (token, locale) => pauseManagedMonthlyGift(client(locale), token),
    resumeMonthlyGift: (token, locale) => resumeManagedMonthlyGift(client(locale), token),
    revokeMonthlyLinks: (token, locale) => revokeMonthlyLinks(client(locale), token),
    requestMonthlyLink: (email, locale) => requestMonthlyLink(client(locale), { email }),
    async monthlyRaise(token, locale) {
      try {
        return { kind: 'raise', raise: await getMonthlyRaise(client(locale), token) };
      } catch (error) {
        if (isApiError(error) && error.status === 409) return { kind: 'stale' };
        const refusal = refusalOf(error);
        if (refusal) return { kind: refusal };
        throw error;
      }
    },
    confirmMonthlyRaise: (token, locale) => confirmMonthlyRaise(client(locale), token),
  };
}
