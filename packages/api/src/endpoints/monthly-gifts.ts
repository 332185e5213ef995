import type { MonthlyAmountChange } from '@minbar/domain/donations/monthly';
import type { ApiClient } from '../client';
import {
  type ManagedMonthlyGift,
  type MonthlyGiftItem,
  type MonthlyGiftList,
  managedMonthlyGiftSchema,
  monthlyGiftItemSchema,
  monthlyGiftListSchema,
} from '../schemas/monthly-gifts';
import type { PageRequest } from './donations';

const segment = (value: number | string) => encodeURIComponent(String(value));

/** GET /monthly-gifts/manage/{token} (public, the receipt's signed link): 404 altered, 410 expired. */
export function getManagedMonthlyGift(client: ApiClient, token: string): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}`, { auth: false });
}

/** PUT /monthly-gifts/manage/{token}: a new amount from the next month on. */
export function changeMonthlyAmount(
  client: ApiClient,
  token: string,
  input: MonthlyAmountChange,
): Promise<ManagedMonthlyGift> {
  return client.request(managedMonthlyGiftSchema, `/monthly-gifts/manage/${segment(token)}`, {
    method: 'PUT',
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
