import { describe, expect, it } from 'vitest';
import { CategoryListError, fetchCategoryList, readCategory } from './category-lists';

const ROOF = {
  id: 11,
  name: 'Roof repair',
  title: null,
  image: null,
  payment_type: 'One Time',
  default_value: 50,
  target_amount: 20000,
  current_amount: 12500,
  is_available: true,
};

function answering(status: number, body: unknown): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('readCategory', () => {
  it('fills what other servers leave out with the contract defaults', () => {
    expect(readCategory(ROOF)).toEqual({
      ...ROOF,
      title: '',
      description: '',
      is_system_defined: false,
      is_zakat: false,
    });
  });

  it('keeps how many people gave, when the server says', () => {
    expect(readCategory({ ...ROOF, donor_count: 37 })).toMatchObject({ donor_count: 37 });
    expect(readCategory(ROOF)).not.toHaveProperty('donor_count');
  });

  it.each([
    ['id', '11'],
    ['name', null],
    ['target_amount', '20000'],
    ['is_available', 'yes'],
    ['title', 5],
  ])('refuses a category whose %s is %j', (field, value) => {
    expect(() => readCategory({ ...ROOF, [field]: value })).toThrow(CategoryListError);
  });
});

describe('fetchCategoryList', () => {
  it('reads a plain list and a page of items, asking in the given language and revalidating each time', async () => {
    let language: string | null = null;
    let cache: RequestCache | undefined;
    const spy: typeof fetch = async (input, init) => {
      language = new Headers(init?.headers).get('accept-language');
      cache = init?.cache;
      return answering(200, { items: [ROOF], total: 1 })(input, init);
    };

    await expect(fetchCategoryList('/api/customized_categories/', 'ar', spy)).resolves.toHaveLength(1);
    expect(language).toBe('ar');
    expect(cache).toBe('no-cache');
    await expect(fetchCategoryList('/api/main_categories/', 'en', answering(200, [ROOF]))).resolves.toEqual([
      expect.objectContaining({ id: 11 }),
    ]);
  });

  it('fails on an error status and on an answer that is not a list', async () => {
    await expect(fetchCategoryList('/x', 'en', answering(500, { detail: 'boom' }))).rejects.toMatchObject({
      status: 500,
    });
    await expect(fetchCategoryList('/x', 'en', answering(200, { detail: 'odd' }))).rejects.toThrow(
      CategoryListError,
    );
  });
});
