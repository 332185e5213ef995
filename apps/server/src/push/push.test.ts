import { noReminders, type ReminderChoices } from '@minbar/domain/prayer/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donationCategories } from '../db/schema-donations';
import { prayerSettings } from '../db/schema-prayer';
import { pushSent, pushSubscriptions } from '../db/schema-push';
import { writeMosqueSettings } from '../services/mosque-settings';
import { settingColumns, upsertDays } from '../services/prayer-store';
import { insertCategory } from '../test/donation-categories';
import { insertEvent } from '../test/events';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  startAnotherInstance,
  type TestServer,
} from '../test/harness';
import { startTestPushService, type TestPushService } from '../test/push-service';
import { createPushDelivery } from './delivery';
import { sendNews } from './news';
import { sendDueReminders } from './scheduler';
import { loadVapidKeys } from './vapid';

/*
 * Reminders delivered for real: the real app and database, web-push signing and encrypting, and a
 * local Web Push service (web-push-testing) that checks the signature, decrypts, and keeps each push.
 * The scheduler runs on the test's clock, minute by minute, as the running server's timer does.
 */

const ZONE = 'Europe/Warsaw';
let server: TestServer;
let pushService: TestPushService;

const DAY = { fajr: '04:30', dhuhr: '12:10', asr: '15:00', maghrib: '18:05', isha: '19:40' };

beforeAll(async () => {
  [server, pushService] = await Promise.all([createTestServer(), startTestPushService()]);
  server.deps.timeZone = ZONE;
  await enablePush(server);
  // Wednesday 4 to Saturday 7 March 2026; Warsaw is UTC+1.
  await upsertDays(
    server.deps.db,
    'Warsaw',
    ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map((date) => ({ date, ...DAY })),
  );
  await server.deps.db.insert(prayerSettings).values(
    settingColumns({
      mode: 'minutes_after_athan',
      city: 'Warsaw',
      effective_from: '2026-01-01',
      effective_to: '2026-12-31',
      fajr_minutes: 20,
      dhuhr_minutes: 15,
      asr_minutes: 15,
      maghrib_minutes: 5,
      isha_minutes: 10,
    }),
  );
  await writeMosqueSettings(
    server.deps.db,
    { default_city: 'Warsaw', hijri_offset: 0, jumuah: { athan: '13:00', iqama: '13:30' } },
    null,
  );
});

afterAll(async () => {
  await Promise.all([server?.close(), pushService?.close()]);
});

beforeEach(async () => {
  await server.deps.db.delete(pushSubscriptions);
});

async function enablePush(instance: TestServer) {
  const vapid = await loadVapidKeys(instance.deps.db, { subject: 'mailto:imam@example.test' });
  instance.deps.push = {
    delivery: createPushDelivery({ db: instance.deps.db, vapid }),
    allowLocalEndpoints: true,
  };
}

/** A browser subscribing: the server's key, a subscription from the push service, the choices saved. */
async function subscribe(locale: 'en' | 'ar' | 'pl', edit: (choices: ReminderChoices) => void) {
  const key = await call(server, 'GET', '/api/public/push/key');
  expect(key.status).toBe(200);
  const subscription = await pushService.subscribe((key.body as { public_key: string }).public_key);
  const choices = noReminders();
  edit(choices);
  const saved = await call(server, 'PUT', '/api/public/push/subscription', {
    body: { endpoint: subscription.endpoint, keys: subscription.keys, locale, city: 'warsaw', choices },
  });
  expect(saved.status).toBe(200);
  return subscription;
}

async function tick(instance: TestServer, at: string) {
  instance.clock.now = new Date(at);
  const delivery = instance.deps.push?.delivery;
  if (!delivery) throw new Error('push is off');
  return sendDueReminders({ db: instance.deps.db, now: instance.deps.now, timeZone: ZONE }, delivery);
}

describe('prayer reminders', () => {
  it('reach an Arabic device at the Maghrib athan and ten minutes before the Isha iqama, not before', async () => {
    const device = await subscribe('ar', (choices) => {
      choices.prayers.maghrib.athan = true;
      choices.prayers.isha.before_iqama = 10;
    });
    // 18:04 in Warsaw: nothing yet.
    expect(await tick(server, '2026-03-04T17:04:00Z')).toEqual([]);
    expect(await pushService.messages(device.clientHash)).toEqual([]);
    // 18:05: the Maghrib athan.
    expect(await tick(server, '2026-03-04T17:05:00Z')).toEqual(['sent']);
    expect(await pushService.messages(device.clientHash)).toEqual([
      {
        title: 'المغرب: الأذان',
        body: 'حان وقت صلاة المغرب، 18:05.',
        lang: 'ar',
        dir: 'rtl',
        tag: '2026-03-04-maghrib-athan',
        url: '/prayer-times',
        unsubscribe: 'إيقاف التذكيرات',
      },
    ]);
    // The next ticks of the same minute and after send nothing more.
    expect(await tick(server, '2026-03-04T17:05:30Z')).toEqual([]);
    expect(await tick(server, '2026-03-04T18:39:00Z')).toEqual([]);
    // Isha's iqama is 19:50 (athan + 10), so 19:40 is ten minutes before it.
    expect(await tick(server, '2026-03-04T18:40:00Z')).toEqual(['sent']);
    const messages = (await pushService.messages(device.clientHash)) as Array<{
      title: string;
      body: string;
    }>;
    expect(messages.map((message) => [message.title, message.body])).toEqual([
      ['المغرب: الأذان', 'حان وقت صلاة المغرب، 18:05.'],
      ['العشاء: الإقامة بعد 10 دقائق', 'إقامة صلاة العشاء في 19:50.'],
    ]);
  });

  it("take Jumu'a's times on a Friday for the dhuhr choices", async () => {
    const device = await subscribe('en', (choices) => {
      choices.prayers.dhuhr.athan = true;
    });
    expect(await tick(server, '2026-03-06T11:10:00Z')).toEqual([]);
    expect(await tick(server, '2026-03-06T12:00:00Z')).toEqual(['sent']);
    expect(await pushService.messages(device.clientHash)).toMatchObject([
      { title: "Jumu'a: the athan", body: "It is time for Jumu'a, 13:00.", dir: 'ltr' },
    ]);
  });

  it('follow a changed iqama', async () => {
    const device = await subscribe('pl', (choices) => {
      choices.prayers.asr.before_iqama = 0;
    });
    await server.deps.db
      .update(prayerSettings)
      .set({ asrMinutes: 30 })
      .where(eq(prayerSettings.city, 'Warsaw'));
    // Asr 15:00: the old iqama 15:15 passes unsent, the new one at 15:30 is sent.
    expect(await tick(server, '2026-03-05T14:15:00Z')).toEqual([]);
    expect(await tick(server, '2026-03-05T14:30:00Z')).toEqual(['sent']);
    expect(await pushService.messages(device.clientHash)).toMatchObject([
      { title: 'Asr: ikama teraz', body: 'Ikama modlitwy Asr o 15:30.', lang: 'pl' },
    ]);
    await server.deps.db
      .update(prayerSettings)
      .set({ asrMinutes: 15 })
      .where(eq(prayerSettings.city, 'Warsaw'));
  });

  it('remove a subscription the push service says is gone', async () => {
    const device = await subscribe('en', (choices) => {
      choices.prayers.fajr.athan = true;
    });
    await pushService.expire(device.clientHash);
    expect(await tick(server, '2026-03-05T03:30:00Z')).toEqual(['gone']);
    expect(await server.deps.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await server.deps.db.select().from(pushSent)).toEqual([]);
  });

  it('are sent once when the server restarts at the minute of a reminder, and caught up after a short stop', async () => {
    const device = await subscribe('ar', (choices) => {
      choices.prayers.maghrib.athan = true;
      choices.prayers.isha.athan = true;
    });
    expect(await tick(server, '2026-03-07T17:05:02Z')).toEqual(['sent']);
    // The process restarts: a new instance, its own connections, delivery and keys read from the database.
    const restarted = startAnotherInstance(server);
    restarted.deps.timeZone = ZONE;
    await enablePush(restarted);
    expect(restarted.deps.push?.delivery.publicKey).toBe(server.deps.push?.delivery.publicKey);
    expect(await tick(restarted, '2026-03-07T17:05:40Z')).toEqual([]);
    // Both instances tick at once: still one push each.
    const both = await Promise.all([
      tick(server, '2026-03-07T17:06:00Z'),
      tick(restarted, '2026-03-07T17:06:00Z'),
    ]);
    expect(both.flat()).toEqual([]);
    // Down over Isha's minute (19:40) and back three minutes later: the reminder goes, late, once.
    expect(await tick(restarted, '2026-03-07T18:43:00Z')).toEqual(['sent']);
    expect(await tick(server, '2026-03-07T18:43:20Z')).toEqual([]);
    const messages = (await pushService.messages(device.clientHash)) as Array<{ tag: string }>;
    expect(messages.map((message) => message.tag)).toEqual([
      '2026-03-07-maghrib-athan',
      '2026-03-07-isha-athan',
    ]);
    await restarted.close();
  });
});

describe('news pushes', () => {
  it('tell the devices that chose news of a new event and an opened campaign, once, in their language', async () => {
    server.clock.now = new Date('2026-03-05T09:00:00Z');
    const reader = await subscribe('ar', (choices) => {
      choices.news = true;
    });
    const other = await subscribe('en', (choices) => {
      choices.prayers.fajr.athan = true;
    });
    const event = await insertEvent(server, {
      createdAt: new Date('2026-03-05T09:10:00Z'),
      updatedAt: new Date('2026-03-05T09:10:00Z'),
    });
    const campaign = await insertCategory(server, {
      isAvailable: true,
      createdAt: new Date('2026-03-01T09:00:00Z'),
      updatedAt: new Date('2026-03-05T09:12:00Z'),
    });
    const round = (at: string) => {
      server.clock.now = new Date(at);
      const delivery = server.deps.push?.delivery;
      if (!delivery) throw new Error('push is off');
      return sendNews({ db: server.deps.db, now: server.deps.now, timeZone: ZONE }, delivery);
    };
    expect(await round('2026-03-05T09:15:00Z')).toEqual(['sent', 'sent']);
    expect(await round('2026-03-05T09:15:15Z')).toEqual([]);
    expect(await pushService.messages(reader.clientHash)).toEqual([
      expect.objectContaining({
        title: 'فعالية جديدة',
        body: 'محاضرة عن الصبر',
        tag: `event-${event.id}`,
        url: '/events',
      }),
      expect.objectContaining({ title: 'حملة جديدة', body: 'حملة', url: `/donation/${campaign.id}` }),
    ]);
    expect(await pushService.messages(other.clientHash)).toEqual([]);
    // Edited on another day, the campaign is not news again.
    await server.deps.db.update(donationCategories).set({ updatedAt: new Date('2026-03-06T10:00:00Z') });
    expect(await round('2026-03-06T10:00:30Z')).toEqual([]);
  });
});

describe('the push calls', () => {
  it('update the choices of a device by its address, and forget it on unsubscribe', async () => {
    const device = await subscribe('en', (choices) => {
      choices.news = true;
    });
    await subscribe('ar', () => {});
    const again = noReminders();
    again.prayers.isha.athan = true;
    const updated = await call(server, 'PUT', '/api/public/push/subscription', {
      body: { endpoint: device.endpoint, keys: device.keys, locale: 'pl', city: 'Warsaw', choices: again },
    });
    expect(updated.body).toEqual({ endpoint: device.endpoint, locale: 'pl', city: 'Warsaw', choices: again });
    const rows = await server.deps.db.select().from(pushSubscriptions);
    expect(rows.map((row) => [row.endpoint, row.locale])).toEqual(
      expect.arrayContaining([[device.endpoint, 'pl']]),
    );
    expect(rows).toHaveLength(2);
    // No name, no email, no network address: only what a push needs.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['auth', 'choices', 'city', 'createdAt', 'endpoint', 'id', 'locale', 'p256dh', 'updatedAt'].sort(),
    );

    const removed = await call(server, 'POST', '/api/public/push/unsubscribe', {
      body: { endpoint: device.endpoint },
    });
    expect(removed.status).toBe(204);
    expect((await server.deps.db.select().from(pushSubscriptions)).map((row) => row.locale)).toEqual(['ar']);
  });

  it('give a device its own choices back by its address, and 404 for an address the server does not keep', async () => {
    const choices = noReminders();
    choices.prayers.maghrib.athan = true;
    choices.prayers.isha.before_iqama = 15;
    const device = await subscribe('ar', (mine) => {
      Object.assign(mine, choices);
    });
    await subscribe('pl', (other) => {
      other.news = true;
    });
    const found = await call(server, 'POST', '/api/public/push/subscription/find', {
      body: { endpoint: device.endpoint },
    });
    expect(found).toMatchObject({
      status: 200,
      body: { endpoint: device.endpoint, locale: 'ar', city: 'Warsaw', choices },
    });
    // The keys stay on the server: the answer is what the page shows, nothing a push needs.
    expect(Object.keys(found.body as object).sort()).toEqual(['choices', 'city', 'endpoint', 'locale']);

    await call(server, 'POST', '/api/public/push/unsubscribe', { body: { endpoint: device.endpoint } });
    const gone = await call(server, 'POST', '/api/public/push/subscription/find', {
      body: { endpoint: device.endpoint },
    });
    expect(gone).toMatchObject({ status: 404, body: { detail: 'No reminders are kept for this device' } });
    const asQuery = await call(
      server,
      'GET',
      `/api/public/push/subscription/find?endpoint=${encodeURIComponent(device.endpoint)}`,
    );
    expect(asQuery.status).toBe(404);
  });

  it('refuse choices out of range, an address that is not a push service, and a name', async () => {
    const base = {
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      locale: 'en',
      city: 'Warsaw',
      choices: noReminders(),
    };
    const tooEarly = noReminders();
    tooEarly.prayers.fajr.before_iqama = 121;
    for (const body of [
      { ...base, choices: tooEarly },
      { ...base, endpoint: 'http://10.0.0.1/notify' },
      { ...base, name: 'Ahmed' },
    ]) {
      const answer = await call(server, 'PUT', '/api/public/push/subscription', { body });
      expect(answer.status).toBe(422);
    }
    expect(await server.deps.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('are limited per address, so a script cannot fill the table', async () => {
    const limited = await createTestServer({ limits: { pushPerAddress: 2 }, trustProxy: true });
    try {
      await enablePush(limited);
      const body = (n: number) => ({
        endpoint: `https://push.example/device-${n}`,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
        locale: 'pl',
        city: 'Warsaw',
        choices: noReminders(),
      });
      const statuses = [];
      for (const n of [1, 2, 3])
        statuses.push(
          (await call(limited, 'PUT', '/api/public/push/subscription', { body: body(n) })).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
      expect(await limited.deps.db.select().from(pushSubscriptions)).toHaveLength(2);

      // Reading a device back counts against the same allowance, so addresses cannot be probed instead.
      const reader = { 'x-forwarded-for': '198.51.100.7' };
      const find = async () =>
        (
          await call(limited, 'POST', '/api/public/push/subscription/find', {
            body: { endpoint: body(1).endpoint },
            headers: reader,
          })
        ).status;
      expect([await find(), await find(), await find()]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('tell admins the devices per language, and nobody else', async () => {
    await subscribe('ar', () => {});
    await subscribe('ar', () => {});
    await subscribe('pl', () => {});
    const admin = await signIn(server, await createAccount(server, { roles: ['admin'] }));
    const imam = await signIn(server, await createAccount(server, { roles: ['imam'] }));
    const counts = await call(server, 'GET', '/api/push/subscribers', { token: admin.access_token });
    expect(counts).toMatchObject({ status: 200, body: { total: 3, by_language: { en: 0, ar: 2, pl: 1 } } });
    expect((await call(server, 'GET', '/api/push/subscribers', { token: imam.access_token })).status).toBe(
      403,
    );
    expect((await call(server, 'GET', '/api/push/subscribers')).status).toBe(401);
  });
});
