import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../db/schema-activities';
import { createMemoryStorage } from '../../services/uploads';
import { ACTIVITY_FORM, activityForm, insertActivity } from '../../test/activities';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { distinctPng, GIF, holdsPhoto, JPEG, largestJpeg, PHOTO_REF, PNG } from '../../test/images';

let server: TestServer;
const memory = createMemoryStorage();
let token: string;

beforeAll(async () => {
  server = await createTestServer({ storage: memory });
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
});
afterAll(() => server.close());

async function send(method: string, path: string, body: FormData | string, language = 'en') {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': language };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await server.app.request(path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

type ActivityAnswer = Record<string, unknown> & { id: number; photo: string };
const activityOf = (answer: { body: Record<string, unknown> | null }) =>
  (answer.body as { activity: ActivityAnswer }).activity;
const refusal = (loc: string[], type: string) => ({
  detail: expect.arrayContaining([expect.objectContaining({ loc, type })]),
});

describe('creating an activity', () => {
  it('stores the three languages and the photo under a random name, answering in the asked language', async () => {
    const answer = await send(
      'POST',
      '/api/activities/',
      activityForm({ ...ACTIVITY_FORM, time: '6:30 PM', title_pl: '  Koło Koranu  ' }, PNG, 'x.png'),
      'ar',
    );
    expect(answer.status).toBe(201);
    const activity = activityOf(answer);
    expect(activity).toMatchObject({
      title: 'حلقة القرآن',
      description: ACTIVITY_FORM.description_ar,
      location: 'القاعة الرئيسية',
      title_en: 'Quran circle',
      title_pl: 'Koło Koranu',
      video_link: 'https://youtu.be/dQw4w9WgXcQ?t=75',
      date: '2026-03-14',
      time: '18:30',
    });
    expect(activity.photo).toMatch(PHOTO_REF);
    expect(holdsPhoto(memory.files, activity.photo)).toBe(true);
    const served = await server.app.request(`/uploads/${largestJpeg(activity.photo)}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('takes an activity without place, video, date or time', async () => {
    const { location_en, location_ar, location_pl, video_link, date, time, ...texts } = ACTIVITY_FORM;
    const answer = await send('POST', '/api/activities/', activityForm(texts, JPEG));
    expect(answer.status).toBe(201);
    expect(activityOf(answer)).toMatchObject({ location: '', video_link: null, date: null, time: null });
  });

  it('reads the photo by its content whatever its name, and refuses a GIF or a text named .jpg', async () => {
    const jpeg = await send(
      'POST',
      '/api/activities/',
      activityForm(ACTIVITY_FORM, JPEG, 'p.png', 'image/png'),
    );
    expect(activityOf(jpeg).photo).toMatch(PHOTO_REF);
    const before = memory.files.size;
    const text = new TextEncoder().encode('not an image at all');
    for (const [bytes, name] of [
      [text, 'photo.jpg'],
      [GIF, 'photo.gif'],
    ] as const) {
      const refused = await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, bytes, name));
      expect(refused).toEqual({ status: 422, body: refusal(['body', 'photo'], 'upload.not_an_image') });
    }
    expect(memory.files.size).toBe(before);
  });

  it('refuses a photo over 5 MB, and requires a photo and the activity part', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PNG);
    const tooLarge = await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, large, 'big.png'));
    expect(tooLarge).toEqual({ status: 422, body: refusal(['body', 'photo'], 'upload.too_large') });
    const noPhoto = await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM));
    expect(noPhoto).toEqual({ status: 422, body: refusal(['body', 'photo'], 'field.required') });
    const noPart = new FormData();
    noPart.append('photo', new Blob([PNG]), 'a.png');
    expect(await send('POST', '/api/activities/', noPart)).toEqual({
      status: 422,
      body: refusal(['body', 'activity'], 'field.required'),
    });
    const broken = await send('POST', '/api/activities/', activityForm('{"title_en":', PNG));
    expect(broken).toEqual({ status: 422, body: refusal(['body', 'activity'], 'value_error.json') });
  });

  it('names every refused field of the form with the rule it broke, and stores nothing', async () => {
    const before = memory.files.size;
    const answer = await send(
      'POST',
      '/api/activities/',
      activityForm(
        {
          ...ACTIVITY_FORM,
          title_ar: 'ab',
          description_pl: '',
          title_en: 'x'.repeat(100),
          video_link: 'javascript:alert(1)',
          date: '2026-02-30',
          time: '25:00',
        },
        PNG,
      ),
    );
    expect(answer.status).toBe(422);
    const items = (answer.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toEqual({
      title_en: 'activity.too_long',
      title_ar: 'activity.too_short',
      description_pl: 'field.required',
      video_link: 'activity.invalid_url',
      date: 'activity.invalid_date',
      time: 'activity.invalid_time',
    });
    expect(memory.files.size).toBe(before);
  });

  it('leaves no file behind when the row cannot be saved', async () => {
    const before = new Set(memory.files.keys());
    await server.deps.db.execute(
      sql`alter table activities add constraint activities_test_refuse check (title_en <> 'Refused by the database')`,
    );
    try {
      const answer = await send(
        'POST',
        '/api/activities/',
        activityForm({ ...ACTIVITY_FORM, title_en: 'Refused by the database' }, PNG),
      );
      expect(answer.status).toBe(500);
    } finally {
      await server.deps.db.execute(sql`alter table activities drop constraint activities_test_refuse`);
    }
    expect(new Set(memory.files.keys())).toEqual(before);
  });
});

describe('reading, updating and deleting', () => {
  it('lists the newest date first, then the undated ones newest first, in the asked language', async () => {
    await server.deps.db.delete(activities);
    const old = await insertActivity(server, { date: '2025-11-02' });
    const undatedFirst = await insertActivity(server, { date: null });
    const recent = await insertActivity(server, { date: '2026-04-01', titlePl: '' });
    const undatedLater = await insertActivity(server, { date: null });
    const answer = await call(server, 'GET', '/api/activities/', {
      token,
      headers: { 'accept-language': 'pl' },
    });
    const list = (answer.body as { activities: Array<{ id: number; title: string }> }).activities;
    expect(list.map((activity) => activity.id)).toEqual([
      recent.id,
      old.id,
      undatedLater.id,
      undatedFirst.id,
    ]);
    expect(list[0]?.title).toBe('Open mosque day');
    expect(list[1]?.title).toBe('Dzień otwartego meczetu');
  });

  it('reads one activity in each language for the edit dialog; 404 when unknown, 422 for a bad id', async () => {
    const activity = await insertActivity(server, { videoLink: 'https://vimeo.com/76979871' });
    for (const [language, title] of [
      ['en', 'Open mosque day'],
      ['ar', 'يوم المسجد المفتوح'],
      ['pl', 'Dzień otwartego meczetu'],
    ] as const) {
      const answer = await call(server, 'GET', `/api/activities/${activity.id}`, {
        token,
        headers: { 'accept-language': language },
      });
      expect((answer.body as { activity: unknown }).activity).toMatchObject({
        id: activity.id,
        title,
        title_ar: 'يوم المسجد المفتوح',
        description_pl: 'Sąsiedzi odwiedzają, herbata i pytania.',
        video_link: 'https://vimeo.com/76979871',
      });
    }
    expect((await call(server, 'GET', '/api/activities/999999', { token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/activities/abc', { token })).status).toBe(422);
  });

  it('updates the form and keeps the photo unless a new one comes, which replaces and removes the old file', async () => {
    const created = activityOf(
      await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, await distinctPng())),
    );
    const oldPhoto = created.photo;
    const kept = await send(
      'PATCH',
      `/api/activities/${created.id}`,
      activityForm({ ...ACTIVITY_FORM, title_en: 'Quran circle for youth', video_link: null }),
    );
    expect(activityOf(kept)).toMatchObject({
      title: 'Quran circle for youth',
      video_link: null,
      photo: oldPhoto,
    });
    const json = await send('PATCH', `/api/activities/${created.id}`, JSON.stringify(ACTIVITY_FORM));
    expect(activityOf(json)).toMatchObject({ title: 'Quran circle', photo: oldPhoto });
    const replaced = await send(
      'PATCH',
      `/api/activities/${created.id}`,
      activityForm(ACTIVITY_FORM, await distinctPng()),
    );
    const newPhoto = activityOf(replaced).photo;
    expect(newPhoto).not.toBe(oldPhoto);
    expect(holdsPhoto(memory.files, newPhoto)).toBe(true);
    expect(holdsPhoto(memory.files, oldPhoto)).toBe(false);
  });

  it('refuses an update of an unknown activity with 404, and an invalid one keeping the old photo and no new file', async () => {
    expect((await send('PATCH', '/api/activities/999999', activityForm(ACTIVITY_FORM))).status).toBe(404);
    const created = activityOf(await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, PNG)));
    const before = new Set(memory.files.keys());
    const refused = await send(
      'PATCH',
      `/api/activities/${created.id}`,
      activityForm({ ...ACTIVITY_FORM, video_link: 'data:text/html,hi' }, JPEG),
    );
    expect(refused).toEqual({ status: 422, body: refusal(['body', 'video_link'], 'activity.invalid_url') });
    expect(new Set(memory.files.keys())).toEqual(before);
    const stored = await call(server, 'GET', `/api/activities/${created.id}`, { token });
    expect((stored.body as { activity: unknown }).activity).toMatchObject({ photo: created.photo });
  });

  it('deletes an activity with its photo; a second delete is 404', async () => {
    const created = activityOf(
      await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, await distinctPng())),
    );
    // Photos are named by their content: one another activity also holds is kept for it.
    const shared = activityOf(await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, PNG)));
    const sharing = activityOf(await send('POST', '/api/activities/', activityForm(ACTIVITY_FORM, PNG)));
    expect(sharing.photo).toBe(shared.photo);
    await server.app.request(`/api/activities/${shared.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(holdsPhoto(memory.files, sharing.photo)).toBe(true);
    expect(holdsPhoto(memory.files, created.photo)).toBe(true);
    const answer = await server.app.request(`/api/activities/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([answer.status, await answer.text()]).toEqual([204, '']);
    expect(holdsPhoto(memory.files, created.photo)).toBe(false);
    expect(await server.deps.db.select().from(activities).where(eq(activities.id, created.id))).toEqual([]);
    expect((await call(server, 'DELETE', `/api/activities/${created.id}`, { token })).status).toBe(404);
  });
});

describe('the public list', () => {
  it('lists the activities without a token, in the visitor language, with nothing but the public fields', async () => {
    await server.deps.db.delete(activities);
    const activity = await insertActivity(server, {
      date: '2026-03-20',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const answer = await call(server, 'GET', '/api/public/activities', {
      headers: { 'accept-language': 'ar' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      activities: [
        {
          id: activity.id,
          title: 'يوم المسجد المفتوح',
          description: 'زيارة الجيران مع الشاي والأسئلة.',
          location: 'المسجد كله',
          video_link: 'https://youtu.be/dQw4w9WgXcQ',
          photo: null,
          date: '2026-03-20',
          time: null,
        },
      ],
    });
  });
});
