import type { MonthlyAmountChange, MonthlyLinkRequest } from '@minbar/domain/donations/monthly';
import type { ApiClient } from '../client';
import {
  type ManagedMonthlyGift,
  type MonthlyAmountAnswer,
  type MonthlyGiftItem,
  type MonthlyGiftList,
  type MonthlyLinkAnswer,
  type MonthlyRaise,
  managedMonthlyGiftSchema,
  monthlyAmountAnswerSchema,
  monthlyGiftItemSchema,
  monthlyGiftListSchema,
  monthlyLinkAnswerSchema,
  monthlyRaiseSchema,
} from '../schemas/monthly-gifts';
import type { PageRequest } from './donations';

const segment = (value: number | string) => encodeURIComponent(String(value));

/** GET /monthly-gifts/manage/{token} (public, the receipt's signed link): 404 altered, 410 expired. */
export function getManagedMonthlyGift(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}`, { auth: false });
}

/**
 * PUT /monthly-gifts/manage/{token}: a lower amount from the next month on; a higher one is only
 * mailed to the donor to confirm (`confirmation` says so).
 */
export function changeMonthlyAmount(
  client: ApiClient,
  token: string,
  input: MonthlyAmountChange,
): Promise<MonthlyAmountAnswer> {
  return client.request(monthlyAmountAnswerSchema, `/monthly-gifts/manage/${segment(token)}`, {
    method: 'PUT',
    body: input,
    auth: false,
  });
}

/** POST /monthly-gifts/manage/{token}/pause: nothing is charged until it is resumed. */
export function pauseManagedMonthlyGift(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}/pause`, {
    method: 'POST',
    auth: false,
  });
}

/** POST /monthly-gifts/manage/{token}/resume: charged again from the next month's day on. */
export function resumeManagedMonthlyGift(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}/resume`, {
    method: 'POST',
    auth: false,
  });
}

/** POST /monthly-gifts/manage/{token}/revoke: this link and every earlier one stop working. */
export function revokeMonthlyLinks(client: ApiClient, token: string): Promise<MonthlyLinkAnswer> {
  return client.request(monthlyLinkAnswerSchema, `/monthly-gifts/manage/${segment(token)}/revoke`, {
    method: 'POST',
    auth: false,
  });
}

/** GET /monthly-gifts/confirm/{token}: the raise the mailed link makes, before it is made. */
export function getMonthlyRaise(client: ApiClient, token: string): Promise<MonthlyRaise> {
  return client.request(monthlyRaiseSchema, `/monthly-gifts/confirm/${segment(token)}`, { auth: false });
}

/** POST /monthly-gifts/confirm/{token}: makes the raise; 409 when the gift changed since the mail. */
export function confirmMonthlyRaise(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/confirm/${segment(token)}`, {
    method: 'POST',
    auth: false,
  });
}

/** POST /monthly-gifts/links: mails a new management link to the address, if it gives monthly (202 either way). */
export function requestMonthlyLink(client: ApiClient, input: MonthlyLinkRequest): Promise<MonthlyLinkAnswer> {
  return client.request(monthlyLinkAnswerSchema, '/monthly-gifts/links', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

/** POST /monthly-gifts/manage/{token}/stop: no month is charged after it; stopping again is harmless. */
export function stopManagedMonthlyGift(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}/stop`, {
    method: 'POST',
    auth: false,
  });
}

/** GET /categories/{id}/monthly-gifts (admin): a page of the category's monthly donors, with the monthly total. */
export function listMonthlyGifts(
  client: ApiClient,
  categoryId: number,
  page: PageRequest = {},
): Promise<MonthlyGiftList> {
  return client.request(monthlyGiftListSchema, `/categories/${segment(categoryId)}/monthly-gifts`, {
    query: { ...page },
  });
}

/** POST /monthly-gifts/{id}/stop (admin): stops a donor's monthly gift; the donor is told by mail. */
export function stopMonthlyGift(client: ApiClient, id: number): Promise<MonthlyGiftItem> {
  return client.request(monthlyGiftItemSchema, `/monthly-gifts/${segment(id)}/stop`, { method: 'POST' });
}

/** POST /monthly-gifts/{id}/revoke-links (admin): every management link of the gift stops working. */
export function revokeMonthlyGiftLinks(client: ApiClient, id: number): Promise<MonthlyGiftItem> {
  return client.request(monthlyGiftItemSchema, `/monthly-gifts/${segment(id)}/revoke-links`, {
    method: 'POST',
  });
}
