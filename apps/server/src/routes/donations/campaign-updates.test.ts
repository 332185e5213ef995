import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../services/uploads';
import { insertCategory } from '../../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { distinctPng, GIF, holdsPhoto, PHOTO_REF } from '../../test/images';

let server: TestServer;
const storage = createMemoryStorage();
let adminToken: string;
let imamToken: string;

beforeAll(async () => {
  server = await createTestServer({ storage });
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  imamToken = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
});
afterAll(() => server.close());

const UPDATE = {
  date: '2026-11-20',
  text_en: 'The roof is on.',
  text_ar: 'تم تركيب السقف.',
  text_pl: 'Dach jest położony.',
};

interface UpdateAnswer {
  id: number;
  category_id: number;
  date: string;
  text: string;
  photo: string | null;
}

async function sendMultipart(method: string, path: string, fields: unknown, photo?: Blob) {
  const form = new FormData();
  form.append('update', JSON.stringify(fields));
  if (photo) form.append('photo', photo, 'photo.png');
  const response = await server.app.request(path, {
    method,
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const post = (categoryId: number, body: unknown, token = adminToken) =>
  call(server, 'POST', `/api/categories/${categoryId}/updates/`, { token, body });
const list = (categoryId: number, language = 'en') =>
  call(server, 'GET', `/api/categories/${categoryId}/updates/`, { headers: { 'accept-language': language } });
const items = (answer: { body: unknown }) => (answer.body as { items: UpdateAnswer[] }).items;

describe('campaign updates', () => {
  it('are posted by an admin and listed to the public newest day first, in the asked language', async () => {
    const campaign = await insertCategory(server, { nameEn: 'Roof' });
    expect(items(await list(campaign.id))).toEqual([]);

    const older = await post(campaign.id, { ...UPDATE, date: '2026-10-01', text_en: 'Work began.' });
    expect(older.status).toBe(201);
    const newer = await post(campaign.id, UPDATE);
    expect(newer.body).toEqual({
      id: expect.any(Number),
      category_id: campaign.id,
      text: 'The roof is on.',
      ...UPDATE,
      photo: null,
    });

    const arabic = items(await list(campaign.id, 'ar'));
    expect(arabic.map((update) => [update.date, update.text])).toEqual([
      ['2026-11-20', 'تم تركيب السقف.'],
      ['2026-10-01', 'تم تركيب السقف.'],
    ]);
    expect(items(await list(campaign.id, 'en')).map((update) => update.text)).toEqual([
      'The roof is on.',
      'Work began.',
    ]);
  });

  it('are edited and deleted by an admin; the public list follows at once', async () => {
    const campaign = await insertCategory(server, { nameEn: 'Well' });
    const posted = (await post(campaign.id, UPDATE)).body as UpdateAnswer;
    await list(campaign.id); // cached
    const edited = await call(server, 'PUT', `/api/categories/${campaign.id}/updates/${posted.id}`, {
      token: adminToken,
      body: { ...UPDATE, text_en: 'The well gives water.' },
    });
    expect(edited.status).toBe(200);
    expect(items(await list(campaign.id)).map((update) => update.text)).toEqual(['The well gives water.']);

    const deleted = await call(server, 'DELETE', `/api/categories/${campaign.id}/updates/${posted.id}`, {
      token: adminToken,
    });
    expect(deleted.status).toBe(200);
    expect(items(await list(campaign.id))).toEqual([]);
    const again = await call(server, 'DELETE', `/api/categories/${campaign.id}/updates/${posted.id}`, {
      token: adminToken,
    });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Campaign update not found' } });
  });

  it('refuses each bad field under its name and stores nothing', async () => {
    const campaign = await insertCategory(server, { nameEn: 'School' });
    const refused = await post(campaign.id, { date: '2026-02-30', text_en: '', text_ar: 'x'.repeat(2001) });
    expect(refused.status).toBe(422);
    const fields = (refused.body as { detail: Array<{ loc: string[]; type: string }> }).detail.map((item) => [
      item.loc.join('.'),
      item.type,
    ]);
    expect(fields).toEqual([
      ['body.date', 'donation.date_invalid'],
      ['body.text_en', 'field.required'],
      ['body.text_ar', 'donation.text_too_long'],
      ['body.text_pl', 'field.required'],
    ]);
    expect(items(await list(campaign.id))).toEqual([]);
  });

  it('carry a photo through the shared uploads: a new one replaces the old, a refused one stores nothing, and deleting removes it', async () => {
    const campaign = await insertCategory(server, { nameEn: 'Library' });
    const created = await sendMultipart(
      'POST',
      `/api/categories/${campaign.id}/updates/`,
      UPDATE,
      new Blob([await distinctPng()]),
    );
    expect(created.status).toBe(201);
    const first = created.body.photo as string;
    expect(first).toMatch(PHOTO_REF);
    expect(holdsPhoto(storage.files, first)).toBe(true);

    const before = storage.files.size;
    const gif = await sendMultipart(
      'PUT',
      `/api/categories/${campaign.id}/updates/${created.body.id}`,
      UPDATE,
      new Blob([GIF]),
    );
    expect(gif).toEqual({
      status: 422,
      body: { detail: [expect.objectContaining({ loc: ['body', 'photo'], type: 'upload.not_an_image' })] },
    });
    expect(storage.files.size).toBe(before);

    const replaced = await sendMultipart(
      'PUT',
      `/api/categories/${campaign.id}/updates/${created.body.id}`,
      UPDATE,
      new Blob([await distinctPng()]),
    );
    const second = replaced.body.photo as string;
    expect(second).not.toBe(first);
    expect(holdsPhoto(storage.files, first)).toBe(false);
    // Saving without a new photo keeps the one stored.
    const kept = await call(server, 'PUT', `/api/categories/${campaign.id}/updates/${created.body.id}`, {
      token: adminToken,
      body: UPDATE,
    });
    expect((kept.body as UpdateAnswer).photo).toBe(second);

    await call(server, 'DELETE', `/api/categories/${campaign.id}/updates/${created.body.id}`, {
      token: adminToken,
    });
    expect(holdsPhoto(storage.files, second)).toBe(false);
  });

  it('go with their campaign, photos too', async () => {
    const campaign = await insertCategory(server, { nameEn: 'Tents' });
    const created = await sendMultipart(
      'POST',
      `/api/categories/${campaign.id}/updates/`,
      UPDATE,
      new Blob([await distinctPng()]),
    );
    const photo = created.body.photo as string;
    const deleted = await call(server, 'DELETE', `/api/categories/${campaign.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(holdsPhoto(storage.files, photo)).toBe(false);
    expect((await list(campaign.id)).status).toBe(404);
  });

  it('of a campaign not open to donors are the admin’s alone; an update is reached only through its own campaign', async () => {
    const hidden = await insertCategory(server, { nameEn: 'Hidden', isAvailable: false });
    const other = await insertCategory(server, { nameEn: 'Other' });
    const posted = (await post(hidden.id, UPDATE)).body as UpdateAnswer;
    expect((await list(hidden.id)).status).toBe(404);
    const admin = await call(server, 'GET', `/api/categories/${hidden.id}/updates/?available_only=false`, {
      token: adminToken,
    });
    expect(items(admin).map((update) => update.id)).toEqual([posted.id]);
    const anonymous = await call(server, 'GET', `/api/categories/${hidden.id}/updates/?available_only=false`);
    expect(anonymous.status).toBe(401);

    expect((await post(other.id, UPDATE, imamToken)).status).toBe(403);
    const elsewhere = await call(server, 'PUT', `/api/categories/${other.id}/updates/${posted.id}`, {
      token: adminToken,
      body: UPDATE,
    });
    expect(elsewhere.status).toBe(404);
    expect((await post(999_999, UPDATE)).status).toBe(404);
  });
});
