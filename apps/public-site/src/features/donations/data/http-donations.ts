import { fetchCategoryList } from './category-lists';
import type { DonationsApi, FlowApi } from './donations-api';

/** The campaigns the home's Categories tab shows at most (the server's largest page). */
export const CAMPAIGNS_SHOWN = 100;

/**
 * The site's DonationsApi over HTTP: the home's lists with a plain fetch, every other call through
 * the API client, which loads with the first of them (docs/decisions/0019).
 */
export function createHttpDonationsApi(baseURL: string, fetchImpl?: typeof fetch): DonationsApi {
  let flow: Promise<FlowApi> | null = null;
  const api = () => {
    flow ??= import('./http-donations-api').then((module) => module.createFlowApi(baseURL, fetchImpl));
    return flow;
  };
  return {
    mainCategories: (locale) => fetchCategoryList(`${baseURL}/main_categories/`, locale, fetchImpl),
    campaigns: (locale) =>
      fetchCategoryList(
        `${baseURL}/customized_categories/?page=1&per_page=${CAMPAIGNS_SHOWN}`,
        locale,
        fetchImpl,
      ),
    category: async (id, locale) => (await api()).category(id, locale),
    recentGifts: async (id, locale) => (await api()).recentGifts(id, locale),
    campaignUpdates: async (id, locale) => (await api()).campaignUpdates(id, locale),
    organiser: async (locale) => (await api()).organiser(locale),
    paymentConfig: async (locale) => (await api()).paymentConfig(locale),
    donate: async (payment, locale) => (await api()).donate(payment, locale),
    calculateZakat: async (input, locale) => (await api()).calculateZakat(input, locale),
    receipt: async (id, token, locale) => (await api()).receipt(id, token, locale),
    testBankPayment: async (id, locale) => (await api()).testBankPayment(id, locale),
    authorizeTestPayment: async (id, approve, locale) =>
      (await api()).authorizeTestPayment(id, approve, locale),
    requestStatement: async (input, locale) => (await api()).requestStatement(input, locale),
    monthlyGift: async (token, locale) => (await api()).monthlyGift(token, locale),
    changeMonthlyAmount: async (token, amount, locale) =>
      (await api()).changeMonthlyAmount(token, amount, locale),
    stopMonthlyGift: async (token, locale) => (await api()).stopMonthlyGift(token, locale),
    pauseMonthlyGift: async (token, locale) => (await api()).pauseMonthlyGift(token, locale),
    resumeMonthlyGift: async (token, locale) => (await api()).resumeMonthlyGift(token, locale),
    revokeMonthlyLinks: async (token, locale) => (await api()).revokeMonthlyLinks(token, locale),
    requestMonthlyLink: async (email, locale) => (await api()).requestMonthlyLink(email, locale),
    monthlyRaise: async (token, locale) => (await api()).monthlyRaise(token, locale),
    confirmMonthlyRaise: async (token, locale) => (await api()).confirmMonthlyRaise(token, locale),
  };
}
