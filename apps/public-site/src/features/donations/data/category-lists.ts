import type { DonationCategory } from '@minbar/api/schemas/donations';

/**
 * The home page's two lists, fetched without the API client. The client (valibot and the contract's
 * schemas, about 9.5 KiB gzipped) loads with the first page beyond the home; the home checks the
 * few fields its cards read by hand, with the contract's defaults, and refuses anything else as the
 * client would (docs/decisions/0019).
 */
export class CategoryListError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'CategoryListError';
    this.status = status;
  }
}

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : value == null ? fallback : Number.NaN.toString();

/** One category as the contract describes it, or an error naming the first field that is not. */
export function readCategory(raw: unknown): DonationCategory {
  if (!raw || typeof raw !== 'object') throw new CategoryListError('A category is not an object');
  const item = raw as Record<string, unknown>;
  const numbers = ['id', 'default_value', 'target_amount', 'current_amount'] as const;
  for (const field of numbers) {
    if (typeof item[field] !== 'number') throw new CategoryListError(`A category's ${field} is not a number`);
  }
  if (typeof item.name !== 'string') throw new CategoryListError("A category's name is not a text");
  if (typeof item.payment_type !== 'string')
    throw new CategoryListError("A category's payment_type is not a text");
  if (typeof item.is_available !== 'boolean')
    throw new CategoryListError("A category's is_available is not a flag");
  for (const field of ['title', 'description', 'image'] as const) {
    if (item[field] != null && typeof item[field] !== 'string')
      throw new CategoryListError(`A category's ${field} is not a text`);
  }
  return {
    id: item.id as number,
    name: item.name,
    title: text(item.title, ''),
    description: text(item.description, ''),
    image: typeof item.image === 'string' ? item.image : null,
    payment_type: item.payment_type,
    default_value: item.default_value as number,
    target_amount: item.target_amount as number,
    current_amount: item.current_amount as number,
    ...(typeof item.donor_count === 'number' ? { donor_count: item.donor_count } : {}),
    is_available: item.is_available,
    is_system_defined: item.is_system_defined === true,
    is_zakat: item.is_zakat === true,
  };
}

/** A list answered as an array, or wrapped in `items` or `results` as other servers do. */
function itemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const { items, results } = body as { items?: unknown; results?: unknown };
    if (Array.isArray(items)) return items;
    if (Array.isArray(results)) return results;
  }
  throw new CategoryListError('The answer is not a list of categories');
}

export async function fetchCategoryList(
  url: string,
  language: string,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<DonationCategory[]> {
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    // Revalidated on every read (a 304 when nothing moved): a campaign activated or a gift settled a
    // moment ago shows at once, whatever max-age the answer allows a CDN.
    cache: 'no-cache',
  });
  if (!response.ok) throw new CategoryListError(`HTTP ${response.status}`, response.status);
  return itemsOf(await response.json()).map(readCategory);
}
