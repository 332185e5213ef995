import { toActivityPayload } from '@minbar/domain/activities/activity-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  listPublicActivities,
  updateActivity,
} from './activities';

const IMAM: Session = {
  token: 'imam-token',
  userEmail: 'imam@example.org',
  userId: 2,
  username: 'imam',
  role: 'imam',
  roles: ['imam'],
};

const ITEM = {
  id: 3,
  title: 'Koło Koranu',
  description: 'Cotygodniowe czytanie i tadżwid dla dorosłych.',
  location: 'Sala główna',
  video_link: 'https://youtu.be/dQw4w9WgXcQ',
  photo: '5f0c7a4e-1d2b-4c3e-9f8a-7b6c5d4e3f21.webp',
  date: '2026-12-05',
  time: '18:30',
};

const DETAIL = {
  ...ITEM,
  title_en: 'Quran circle',
  title_ar: 'حلقة القرآن',
  title_pl: 'Koło Koranu',
  description_en: 'Weekly reading and tajweed for adults.',
  description_ar: 'قراءة وتجويد أسبوعي للكبار.',
  description_pl: 'Cotygodniowe czytanie i tadżwid dla dorosłych.',
  location_en: 'Main hall',
  location_ar: 'القاعة الرئيسية',
  location_pl: 'Sala główna',
};

const PAYLOAD = toActivityPayload({
  title_en: 'Quran circle',
  description_en: 'Weekly reading and tajweed for adults.',
  location_en: 'Main hall',
  title_ar: 'حلقة القرآن',
  description_ar: 'قراءة وتجويد أسبوعي للكبار.',
  location_ar: 'القاعة الرئيسية',
  title_pl: 'Koło Koranu',
  description_pl: 'Cotygodniowe czytanie i tadżwid dla dorosłych.',
  location_pl: 'Sala główna',
  video_link: 'https://youtu.be/dQw4w9WgXcQ',
  date: '2026-12-05',
  time: '6:30 PM',
});

const PHOTO = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = IMAM) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => 'pl',
  });
  return { client, requests: server.requests };
}

describe('the staff activity calls', () => {
  it('lists the activities with the token in the UI language, or in the language asked for', async () => {
    const { client, requests } = await setup(() => ({ body: { activities: [ITEM] } }));
    await expect(listActivities(client)).resolves.toEqual([ITEM]);
    await listActivities(client, 'ar');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/activities/' });
    expect(requests.map((request) => request.headers['accept-language'])).toEqual(['pl', 'ar']);
    expect(requests[0]?.headers.authorization).toBe('Bearer imam-token');
  });

  it("reads another server's bare array without place, link, date or time", async () => {
    const { client } = await setup(() => ({ body: [{ id: 1, title: 'Iftar', description: null }] }));
    await expect(listActivities(client)).resolves.toEqual([
      {
        id: 1,
        title: 'Iftar',
        description: '',
        location: '',
        video_link: null,
        photo: null,
        date: null,
        time: null,
      },
    ]);
  });

  it('reads one activity wrapped in `activity` or bare, in each language of the edit dialog', async () => {
    const { client, requests } = await setup((request) =>
      request.headers['accept-language'] === 'ar' ? { body: DETAIL } : { body: { activity: DETAIL } },
    );
    await expect(getActivity(client, 3)).resolves.toEqual(DETAIL);
    await expect(getActivity(client, 3, 'ar')).resolves.toEqual(DETAIL);
    expect(requests.map((request) => [request.path, request.headers['accept-language']])).toEqual([
      ['/activities/3', 'pl'],
      ['/activities/3', 'ar'],
    ]);
  });

  it('rejects a list that is not a list (the screen says Invalid response format)', async () => {
    const { client } = await setup(() => ({ body: { activities: 'none' } }));
    const error = await listActivities(client).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });

  it('creates with the activity JSON part and the photo part', async () => {
    const { client, requests } = await setup(() => ({ status: 201, body: { activity: DETAIL } }));
    await expect(createActivity(client, PAYLOAD, PHOTO)).resolves.toEqual(DETAIL);
    const request = requests[0];
    expect(request).toMatchObject({ method: 'POST', path: '/activities/' });
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(request?.body);
    expect(body).toContain('name="activity"');
    expect(body).toContain(JSON.stringify(PAYLOAD));
    expect(body).toMatch(/name="photo"; filename="[^"]*"\r\nContent-Type: image\/png/);
    expect(PAYLOAD.time).toBe('18:30');
  });

  it('updates without a photo part unless a new photo is chosen, and deletes', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE' ? { status: 204 } : { body: { activity: DETAIL } },
    );
    await updateActivity(client, 3, PAYLOAD);
    await updateActivity(client, 3, PAYLOAD, PHOTO);
    await expect(deleteActivity(client, 3)).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /activities/3',
      'PATCH /activities/3',
      'DELETE /activities/3',
    ]);
    expect(String(requests[0]?.body)).not.toContain('name="photo"');
    expect(String(requests[1]?.body)).toContain('name="photo"');
  });

  it('passes on a 422 naming the photo and a 404 for an unknown id', async () => {
    const detail = [{ loc: ['body', 'photo'], msg: 'Not an image', type: 'upload.not_an_image' }];
    const { client } = await setup((request) =>
      request.method === 'POST'
        ? { status: 422, body: { detail } }
        : { status: 404, body: { detail: 'Activity not found' } },
    );
    const refused = await createActivity(client, PAYLOAD, PHOTO).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(422);
    expect(isApiError(refused) && refused.fieldErrors.photo?.code).toBe('upload.not_an_image');
    const missing = await getActivity(client, 99).catch((error: unknown) => error);
    expect(isApiError(missing) && missing.status).toBe(404);
  });
});

describe('the public call', () => {
  it('lists the activities without a token, in the UI language', async () => {
    const { client, requests } = await setup(() => ({ body: { activities: [ITEM] } }), null);
    await expect(listPublicActivities(client)).resolves.toEqual([ITEM]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/public/activities' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['accept-language']).toBe('pl');
  });
});
