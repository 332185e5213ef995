import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../services/uploads';
import { CAMPAIGN_FORM, insertCategory } from '../../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { distinctPng, holdsPhoto, JPEG, largestJpeg, PHOTO_REF, PNG } from '../../test/images';

let server: TestServer;
const storage = createMemoryStorage();
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer({ storage });
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(() => server.close());

async function sendMultipart(method: string, path: string, form: FormData) {
  const response = await server.app.request(path, {
    method,
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function categoryForm(fields: Record<string, unknown>, image?: Blob) {
  const form = new FormData();
  form.append('category', JSON.stringify(fields));
  if (image) form.append('image', image, 'photo.gif');
  return form;
}

describe('the category lists', () => {
  it('keeps main categories, campaigns and categories not activated apart, in the asked language', async () => {
    const zakat = await insertCategory(server, {
      nameEn: 'Zakat',
      nameAr: 'الزكاة',
      namePl: 'Zakat',
      isSystemDefined: true,
      isZakat: true,
      targetAmount: 0,
    });
    const campaign = await insertCategory(server, {
      nameEn: 'Roof',
      nameAr: 'السقف',
      namePl: 'Dach',
      currentAmount: 600,
    });
    const hidden = await insertCategory(server, { nameEn: 'Hidden', isAvailable: false });

    const main = await call(server, 'GET', '/api/main_categories/', { headers: { 'accept-language': 'ar' } });
    expect(main.body).toEqual([
      expect.objectContaining({ id: zakat.id, name: 'الزكاة', is_system_defined: true, is_zakat: true }),
    ]);

    const customised = await call(server, 'GET', '/api/customized_categories/?per_page=100', {
      headers: { 'accept-language': 'pl' },
    });
    const items = (customised.body as { items: Array<{ id: number; name: string }> }).items;
    expect(items.map((item) => item.id)).toContain(campaign.id);
    expect(items.map((item) => item.id)).not.toContain(hidden.id);
    expect(items.map((item) => item.id)).not.toContain(zakat.id);
    expect(items.find((item) => item.id === campaign.id)?.name).toBe('Dach');

    const publicList = await call(server, 'GET', '/api/categories/?per_page=100');
    const everything = await call(server, 'GET', '/api/categories/?available_only=false&per_page=100', {
      token: adminToken,
    });
    const ids = (answer: { body: unknown }) =>
      (answer.body as { items: Array<{ id: number }> }).items.map((i) => i.id);
    expect(ids(publicList)).not.toContain(hidden.id);
    expect(ids(everything)).toEqual(expect.arrayContaining([zakat.id, campaign.id, hidden.id]));
    // Main categories come first in the admin table.
    expect(ids(everything)[0]).toBe(zakat.id);
  });

  it('pages the active campaigns with their total and the amount collected by every category', async () => {
    const answer = await call(server, 'GET', '/api/active_categories/?page=1&per_page=1');
    const body = answer.body as {
      items: unknown[];
      total_pages: number;
      total_amount: number;
      total: number;
    };
    expect(body.items).toHaveLength(1);
    expect(body.total_pages).toBe(body.total);
    expect(body.total_amount).toBe(600);
  });

  it('answers one available category by id, in the asked language, for a direct link to its page', async () => {
    const campaign = await insertCategory(server, { nameEn: 'Well', nameAr: 'البئر', namePl: 'Studnia' });

    const answer = await call(server, 'GET', `/api/categories/${campaign.id}/`, {
      headers: { 'accept-language': 'pl' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      expect.objectContaining({ id: campaign.id, name: 'Studnia', is_available: true }),
    );
  });

  it('answers 404 in the contract error shape for an unknown id and for a category not activated', async () => {
    const hidden = await insertCategory(server, { nameEn: 'Not yet', isAvailable: false });
    const adminToo = { token: adminToken };

    for (const path of [`/api/categories/${hidden.id}/`, '/api/categories/987654/']) {
      const answer = await call(server, 'GET', path, adminToo);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Category not found' });
    }
  });

  it('refuses a page beyond the bounds with 422', async () => {
    expect((await call(server, 'GET', '/api/customized_categories/?page=0')).status).toBe(422);
    expect((await call(server, 'GET', '/api/categories/?available_only=maybe')).status).toBe(422);
  });
});

describe('category administration', () => {
  it('creates a campaign from JSON, not activated unless asked, and edits it', async () => {
    const { is_available: _, ...form } = CAMPAIGN_FORM;
    const created = await call(server, 'POST', '/api/categories/', { token: adminToken, body: form });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'New roof',
      is_available: false,
      is_system_defined: false,
      image: null,
      target_amount: 1000,
    });
    const id = (created.body as { id: number }).id;
    const updated = await call(server, 'PUT', `/api/categories/${id}`, {
      token: adminToken,
      body: { ...form, name_pl: 'Dach meczetu', current_amount: 0, is_zakat: true },
      headers: { 'accept-language': 'pl' },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { name: 'Dach meczetu', is_available: true, is_zakat: true },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a target below 1', { target_amount: 0 }, 'target_amount', 'donation.amount_at_least_one'],
    ['a negative collected amount', { current_amount: -1 }, 'current_amount', 'donation.amount_invalid'],
    ['an unknown payment type', { payment_type: 'Weekly' }, 'payment_type', 'donation.payment_type_invalid'],
    ['a blank Arabic name', { name_ar: ' ' }, 'name_ar', 'field.required'],
    ['a NUL in a description', { description_pl: 'a\u0000b' }, 'description_pl', 'text.invalid_character'],
  ])('refuses a create with %s (422 on the field)', async (_name, change, field, type) => {
    const answer = await call(server, 'POST', '/api/categories/', {
      token: adminToken,
      body: { ...CAMPAIGN_FORM, ...change },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ detail: [expect.objectContaining({ loc: ['body', field], type })] });
  });

  it('stores an image checked by content, re-encoded, serves it, and replaces it on edit', async () => {
    const created = await sendMultipart(
      'POST',
      '/api/categories/',
      categoryForm(CAMPAIGN_FORM, new Blob([await distinctPng()])),
    );
    expect(created.status).toBe(201);
    const image = created.body.image as string;
    expect(image).toMatch(PHOTO_REF);
    const served = await server.app.request(`/uploads/${largestJpeg(image)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(storage.files.get(largestJpeg(image)));

    // The one image rule of every photo: a GIF is refused and the stored image stays.
    const gif = new Blob([new TextEncoder().encode('GIF89a....')]);
    const refused = await sendMultipart(
      'PUT',
      `/api/categories/${created.body.id}`,
      categoryForm(CAMPAIGN_FORM, gif),
    );
    expect(refused).toEqual({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'image'], type: 'upload.not_an_image' })] },
    });
    expect(holdsPhoto(storage.files, image)).toBe(true);
    const jpeg = new Blob([JPEG]);
    const edited = await sendMultipart(
      'PUT',
      `/api/categories/${created.body.id}`,
      categoryForm(CAMPAIGN_FORM, jpeg),
    );
    expect(edited.body.image).toMatch(PHOTO_REF);
    expect(holdsPhoto(storage.files, image)).toBe(false);
    expect((await server.app.request(`/uploads/${largestJpeg(image)}`)).status).toBe(404);

    // Saving without a new image keeps the one stored.
    const kept = await call(server, 'PUT', `/api/categories/${created.body.id}`, {
      token: adminToken,
      body: CAMPAIGN_FORM,
    });
    expect((kept.body as { image: string }).image).toBe(edited.body.image);
  });

  it('refuses a file that is not an image, whatever its name and type say, and stores nothing', async () => {
    const before = storage.files.size;
    const fake = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    const answer = await sendMultipart('POST', '/api/categories/', categoryForm(CAMPAIGN_FORM, fake));
    expect(answer).toEqual({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'image'], type: 'upload.not_an_image' })] },
    });
    expect(storage.files.size).toBe(before);
  });

  it('refuses an image over 5 MB with 422, and a body over the multipart limit with 413', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PNG);
    const answer = await sendMultipart(
      'POST',
      '/api/categories/',
      categoryForm(CAMPAIGN_FORM, new Blob([large])),
    );
    expect(answer.body).toEqual({ detail: [expect.objectContaining({ type: 'upload.too_large' })] });
    const huge = await sendMultipart(
      'POST',
      '/api/categories/',
      categoryForm(CAMPAIGN_FORM, new Blob([new Uint8Array(6 * 1024 * 1024)])),
    );
    expect(huge).toEqual({ status: 413, body: { detail: 'Request body too large' } });
  });

  it('refuses a multipart body without its category part, or with broken JSON in it', async () => {
    const empty = new FormData();
    empty.append('other', 'x');
    expect((await sendMultipart('POST', '/api/categories/', empty)).status).toBe(422);
    const broken = new FormData();
    broken.append('category', '{"name_en":');
    expect(await sendMultipart('POST', '/api/categories/', broken)).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'category'] }] },
    });
  });

  it('serves no upload by a name the upload service does not make', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'photo.png', 'x'.repeat(300)]) {
      expect((await server.app.request(`/uploads/${name}`)).status).toBe(404);
    }
  });

  it('activates and deactivates a campaign', async () => {
    const category = await insertCategory(server, { isAvailable: false });
    const on = await call(server, 'PATCH', `/api/categories/${category.id}/toggle?is_available=true`, {
      token: adminToken,
    });
    expect(on).toMatchObject({ status: 200, body: { id: category.id, is_available: true } });
    const off = await call(server, 'PATCH', `/api/categories/${category.id}/toggle?is_available=false`, {
      token: adminToken,
    });
    expect(off.body).toMatchObject({ is_available: false });
    expect(
      (await call(server, 'PATCH', `/api/categories/${category.id}/toggle`, { token: adminToken })).status,
    ).toBe(422);
    expect(
      (await call(server, 'PATCH', '/api/categories/999999/toggle?is_available=true', { token: adminToken }))
        .status,
    ).toBe(404);
  });

  it('deletes a campaign with its image, and refuses to delete a main category', async () => {
    const created = await sendMultipart(
      'POST',
      '/api/categories/',
      categoryForm(CAMPAIGN_FORM, new Blob([await distinctPng()])),
    );
    const image = created.body.image as string;
    expect(holdsPhoto(storage.files, image)).toBe(true);
    expect(
      await call(server, 'DELETE', `/api/categories/${created.body.id}`, { token: adminToken }),
    ).toMatchObject({
      status: 200,
    });
    expect(holdsPhoto(storage.files, image)).toBe(false);
    expect(
      (await call(server, 'DELETE', `/api/categories/${created.body.id}`, { token: adminToken })).status,
    ).toBe(404);
    const main = await insertCategory(server, { isSystemDefined: true });
    expect(await call(server, 'DELETE', `/api/categories/${main.id}`, { token: adminToken })).toEqual(
      expect.objectContaining({ status: 409, body: { detail: 'Cannot delete a system-defined category' } }),
    );
  });
});
