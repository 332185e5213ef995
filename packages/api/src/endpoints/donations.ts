import type { CampaignUpdateInput } from '@minbar/domain/donations/campaign-update';
import type { CategoryCreateInput, CategoryUpdateInput } from '@minbar/domain/donations/category';
import type { DonationRequestInput } from '@minbar/domain/donations/payment';
import type { RefundRequestInput } from '@minbar/domain/donations/refund';
import type { StatementRequestInput } from '@minbar/domain/donations/statement';
import type { NisabSettingInput, ZakatRequestInput } from '@minbar/domain/donations/zakat';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type ActiveCategories,
  activeCategoriesSchema,
  type CampaignUpdate,
  type CampaignUpdates,
  type CategoryPage,
  campaignUpdateSchema,
  campaignUpdatesSchema,
  categoryAnswerSchema,
  categoryListSchema,
  categoryPageSchema,
  type DonationAnswer,
  type DonationCategory,
  type DonationHistory,
  type DonationHistoryFilter,
  type DonationHistoryItem,
  type DonationReceipt,
  donationAnswerSchema,
  donationHistoryItemSchema,
  donationHistorySchema,
  donationReceiptSchema,
  type NisabAnswer,
  nisabAnswerSchema,
  nisabListSchema,
  type PaymentConfig,
  paymentConfigSchema,
  type RecentGifts,
  recentGiftsSchema,
  type StatementAnswer,
  statementAnswerSchema,
  type TestBankPayment,
  testBankPaymentSchema,
  type ZakatResultAnswer,
  zakatResultSchema,
} from '../schemas/donations';

const segment = (value: number) => encodeURIComponent(String(value));

export interface PageRequest {
  page?: number;
  per_page?: number;
}

/** GET /main_categories/ (public): the system-defined categories that are available. */
export function listMainCategories(client: ApiClient): Promise<DonationCategory[]> {
  return client.request(categoryListSchema, '/main_categories/', { auth: false });
}

/** GET /customized_categories/ (public): one page of the available campaigns. */
export function listCustomizedCategories(client: ApiClient, page: PageRequest = {}): Promise<CategoryPage> {
  return client.request(categoryPageSchema, '/customized_categories/', { auth: false, query: { ...page } });
}

/**
 * GET /categories/. The available categories are public; with `availableOnly: false` (admin) the list
 * also holds those not activated, and the call carries the token.
 */
export function listCategories(
  client: ApiClient,
  options: PageRequest & { availableOnly?: boolean } = {},
): Promise<CategoryPage> {
  const { availableOnly = true, ...page } = options;
  return client.request(categoryPageSchema, '/categories/', {
    auth: !availableOnly,
    query: { ...page, available_only: availableOnly ? undefined : 'false' },
  });
}

/** GET /categories/{id}/ (public): one available category, for a direct link to its page; 404 otherwise. */
export function getCategory(client: ApiClient, id: number): Promise<DonationCategory> {
  return client.request(categoryAnswerSchema, `/categories/${segment(id)}/`, { auth: false });
}

/** GET /active_categories/ (public): campaigns with progress and the total collected. */
export function listActiveCategories(client: ApiClient, page: PageRequest = {}): Promise<ActiveCategories> {
  return client.request(activeCategoriesSchema, '/active_categories/', { auth: false, query: { ...page } });
}

/** A category save: JSON, or multipart with the `category` JSON part and the `image` file when one is chosen. */
function categoryBody(input: CategoryCreateInput | CategoryUpdateInput, image?: Blob): unknown {
  if (!image) return input;
  const form = new FormData();
  form.append('category', JSON.stringify(input));
  form.append('image', image);
  return form;
}

/** POST /categories/ (admin). 422 names the refused fields. */
export function createCategory(
  client: ApiClient,
  input: CategoryCreateInput,
  image?: Blob,
): Promise<DonationCategory> {
  return client.request(categoryAnswerSchema, '/categories/', {
    method: 'POST',
    body: categoryBody(input, image),
  });
}

/** PUT /categories/{id} (admin); the image only when a new one was chosen. */
export function updateCategory(
  client: ApiClient,
  id: number,
  input: CategoryUpdateInput,
  image?: Blob,
): Promise<DonationCategory> {
  return client.request(categoryAnswerSchema, `/categories/${segment(id)}`, {
    method: 'PUT',
    body: categoryBody(input, image),
  });
}

/** DELETE /categories/{id} (admin). A system-defined category answers 409. */
export async function deleteCategory(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/categories/${segment(id)}`, { method: 'DELETE' });
}

/** PATCH /categories/{id}/toggle?is_available= (admin): activates or deactivates a category. */
export function toggleCategory(
  client: ApiClient,
  id: number,
  isAvailable: boolean,
): Promise<DonationCategory> {
  return client.request(categoryAnswerSchema, `/categories/${segment(id)}/toggle`, {
    method: 'PATCH',
    query: { is_available: isAvailable ? 'true' : 'false' },
  });
}

/** GET /donations-history/ (admin): the gifts, newest first. */
export function listDonationHistory(
  client: ApiClient,
  page: PageRequest & { status?: DonationHistoryFilter } = {},
): Promise<DonationHistory> {
  return client.request(donationHistorySchema, '/donations-history/', { query: { ...page } });
}

/**
 * POST /donations/{id}/refund (admin): gives back all that is left of a received gift, or `amount`
 * of it, through the payment provider; answers the gift as the history shows it afterwards.
 */
export function refundDonation(
  client: ApiClient,
  id: number,
  refund: RefundRequestInput,
): Promise<DonationHistoryItem> {
  return client.request(donationHistoryItemSchema, `/donations/${segment(id)}/refund`, {
    method: 'POST',
    body: refund,
  });
}

/**
 * POST /donations (public). Send the same `idempotency_key` again after a lost answer: the gift is
 * recorded and charged once. After a refusal (402, the provider's detail) a new attempt takes a new key.
 */
export function donate(client: ApiClient, payment: DonationRequestInput): Promise<DonationAnswer> {
  return client.request(donationAnswerSchema, '/donations', { method: 'POST', body: payment, auth: false });
}

/** GET /donations/{id}/receipt (public, with the token of the gift's thank-you address). */
export function getDonationReceipt(client: ApiClient, id: number, token: string): Promise<DonationReceipt> {
  return client.request(donationReceiptSchema, `/donations/${segment(id)}/receipt`, {
    auth: false,
    query: { token },
  });
}

/** GET /payments/test/{id} (the test provider's bank page; 404 with Stripe). */
export function getTestBankPayment(client: ApiClient, id: string): Promise<TestBankPayment> {
  return client.request(testBankPaymentSchema, `/payments/test/${encodeURIComponent(id)}`, { auth: false });
}

/** POST /payments/test/{id}/authorize: the test bank's Approve or Fail. */
export function authorizeTestPayment(
  client: ApiClient,
  id: string,
  approve: boolean,
): Promise<TestBankPayment> {
  return client.request(testBankPaymentSchema, `/payments/test/${encodeURIComponent(id)}/authorize`, {
    method: 'POST',
    body: { approve },
    auth: false,
  });
}

/** GET /zakat/nisab (admin): the nisab of every currency the calculator takes. */
export function listNisabSettings(client: ApiClient): Promise<NisabAnswer[]> {
  return client.request(nisabListSchema, '/zakat/nisab');
}

/** PUT /zakat/nisab/{currency} (admin): sets a currency's basis, price per gram and its day. */
export function saveNisabSetting(
  client: ApiClient,
  currency: string,
  input: NisabSettingInput,
): Promise<NisabAnswer> {
  return client.request(nisabAnswerSchema, `/zakat/nisab/${encodeURIComponent(currency)}`, {
    method: 'PUT',
    body: input,
  });
}

/** GET /categories/{id}/recent-gifts/ (public): a campaign's latest gifts as the public sees them. */
export function listRecentGifts(client: ApiClient, categoryId: number): Promise<RecentGifts> {
  return client.request(recentGiftsSchema, `/categories/${segment(categoryId)}/recent-gifts/`, {
    auth: false,
  });
}

/**
 * GET /categories/{id}/updates/: a campaign's updates, newest day first. Public for an available
 * campaign; `everyCategory` (admin) answers for one not yet open to donors too.
 */
export function listCampaignUpdates(
  client: ApiClient,
  categoryId: number,
  options: { everyCategory?: boolean } = {},
): Promise<CampaignUpdates> {
  return client.request(campaignUpdatesSchema, `/categories/${segment(categoryId)}/updates/`, {
    ...(options.everyCategory ? { query: { available_only: 'false' } } : { auth: false }),
  });
}

function campaignUpdateBody(input: CampaignUpdateInput, photo?: Blob): unknown {
  if (!photo) return input;
  const form = new FormData();
  form.append('update', JSON.stringify(input));
  form.append('photo', photo);
  return form;
}

/** POST /categories/{id}/updates/ (admin): posts an update, with a photo when one was chosen. */
export function createCampaignUpdate(
  client: ApiClient,
  categoryId: number,
  input: CampaignUpdateInput,
  photo?: Blob,
): Promise<CampaignUpdate> {
  return client.request(campaignUpdateSchema, `/categories/${segment(categoryId)}/updates/`, {
    method: 'POST',
    body: campaignUpdateBody(input, photo),
  });
}

/** PUT /categories/{id}/updates/{update_id} (admin); the photo only when a new one was chosen. */
export function updateCampaignUpdate(
  client: ApiClient,
  categoryId: number,
  updateId: number,
  input: CampaignUpdateInput,
  photo?: Blob,
): Promise<CampaignUpdate> {
  return client.request(
    campaignUpdateSchema,
    `/categories/${segment(categoryId)}/updates/${segment(updateId)}`,
    { method: 'PUT', body: campaignUpdateBody(input, photo) },
  );
}

/** DELETE /categories/{id}/updates/{update_id} (admin): the update and its photo go. */
export async function deleteCampaignUpdate(
  client: ApiClient,
  categoryId: number,
  updateId: number,
): Promise<void> {
  await client.request(v.unknown(), `/categories/${segment(categoryId)}/updates/${segment(updateId)}`, {
    method: 'DELETE',
  });
}

/**
 * POST /donations/statements (public): asks for a year's statement to be mailed. The answer never
 * says whether the address gave; 422 names a refused field, 429 says to wait.
 */
export function requestStatement(client: ApiClient, input: StatementRequestInput): Promise<StatementAnswer> {
  return client.request(statementAnswerSchema, '/donations/statements', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

/** POST /zakat/calculate (public). */
export function calculateZakat(client: ApiClient, input: ZakatRequestInput): Promise<ZakatResultAnswer> {
  return client.request(zakatResultSchema, '/zakat/calculate', { method: 'POST', body: input, auth: false });
}

/** GET /payments/config (public): how the payment page takes the card. */
export function getPaymentConfig(client: ApiClient): Promise<PaymentConfig> {
  return client.request(paymentConfigSchema, '/payments/config', { auth: false });
}
