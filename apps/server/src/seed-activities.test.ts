import { activityListSchema } from '@minbar/api/schemas/activities';
import { activityFormValuesOf, checkActivityForm } from '@minbar/domain/activities/activity-form';
import { parseVideoLink } from '@minbar/domain/activities/video-link';
import { weekdayOf } from '@minbar/domain/prayer/schedule';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITIES_DEMO_COUNTS, lastFridayBefore, seedActivitiesDemo } from './seed-activities';
import { detectImageType } from './services/uploads';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';
import { largestJpeg, PHOTO_REF } from './test/images';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
  await seedActivitiesDemo(server.deps.db, { now: server.clock.now, uploads: server.deps.uploads });
});
afterAll(() => server.close());

async function list(path: string, language: string) {
  const answer = await call(server, 'GET', path, { token, headers: { 'accept-language': language } });
  return v.parse(activityListSchema, answer.body);
}

describe('the activities demo seed', () => {
  it('holds twelve activities with a mix of YouTube, Facebook, other and no video', async () => {
    const activities = await list('/api/activities/', 'en');
    expect(activities).toHaveLength(12);
    expect(ACTIVITIES_DEMO_COUNTS).toEqual({
      activities: 12,
      youtube: 4,
      facebook: 2,
      otherLinks: 2,
      noVideo: 4,
      undated: 2,
    });
    const kinds = activities.map((activity) => parseVideoLink(activity.video_link).kind);
    expect(kinds.filter((kind) => kind === 'youtube')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'facebook')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'link')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'none')).toHaveLength(4);
  });

  it('passes its own form rules in every language, and is listed newest first with the undated last', async () => {
    for (const activity of await list('/api/activities/', 'en')) {
      const detail = await call(server, 'GET', `/api/activities/${activity.id}`, { token });
      const stored = (detail.body as { activity: Record<string, unknown> }).activity;
      expect(checkActivityForm(activityFormValuesOf(stored))).toEqual({});
    }
    const dates = (await list('/api/activities/', 'en')).map((activity) => activity.date);
    const dated = dates.filter((date): date is string => date !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(dates.slice(-2)).toEqual([null, null]);
  });

  it('shows each activity in Arabic and Polish, with a picture served by the uploads path', async () => {
    const arabic = await list('/api/public/activities', 'ar');
    const polish = await list('/api/public/activities', 'pl');
    expect(arabic.map((activity) => activity.title)).toContain('حلقة القرآن للكبار');
    expect(polish.map((activity) => activity.title)).toContain('Koło Koranu dla dorosłych');
    for (const activity of arabic) {
      expect(activity.photo).toMatch(PHOTO_REF);
      const served = await server.app.request(`/uploads/${largestJpeg(activity.photo as string)}`);
      expect(detectImageType(new Uint8Array(await served.arrayBuffer()))?.contentType).toBe('image/jpeg');
    }
  });

  it('dates the Friday khutbah recordings on the last Friday, whatever day it is seeded', async () => {
    const khutbah = (await list('/api/activities/', 'en')).find(
      (activity) => activity.title === 'Friday khutbah recordings',
    );
    expect(khutbah?.date).not.toBeNull();
    expect(weekdayOf(khutbah?.date as string)).toBe(5);
    // Every day of a week: the date is a Friday, in the past, at most a week back.
    for (const today of [
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]) {
      const friday = lastFridayBefore(today);
      expect(weekdayOf(friday)).toBe(5);
      expect(friday < today).toBe(true);
      expect(Date.parse(today) - Date.parse(friday)).toBeLessThanOrEqual(7 * 86_400_000);
    }
    expect(lastFridayBefore('2026-11-27')).toBe('2026-11-20');
    expect(lastFridayBefore('2026-11-28')).toBe('2026-11-27');
  });

  it('is not seeded twice', async () => {
    expect(await seedActivitiesDemo(server.deps.db, { now: server.clock.now })).toBe(false);
    expect(await list('/api/activities/', 'en')).toHaveLength(12);
  });
});
