import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { devices, expect, type Page, test } from '@playwright/test';
import { startTestPushService, type TestPushService } from '../../apps/server/src/test/push-service';
import { type ExtraServer, startExtraServer } from './support/extra-server';

/*
 * The issue's whole journey on a phone-sized Chromium: a visitor installs the site, chooses reminders
 * for Maghrib and Isha in Arabic, goes offline and still sees today's times, and receives the pushes
 * at the right minutes. Everything is real (the built server with its 15-second round on the real
 * clock, its database, web-push signing and encrypting, the site's service worker) but one part:
 *
 * Headless Chromium's PushManager.subscribe asks the browser vendor's push service (Google's, for
 * Chromium), which this machine cannot reach. The test stands in for THAT service, and for nothing of
 * ours: an init script replaces PushManager's subscribe and getSubscription in the page, and the
 * subscription comes from a real local push service (web-push-testing, started by the test, reached
 * from Node through page.exposeFunction so no CORS is involved). The server pushes to it as it would to
 * Google's, and the test reads what arrived there. The last hop, from the push service into the
 * browser, is what DevTools' ServiceWorker.deliverPushMessage does: the payload the push service
 * received goes to the site's worker, which shows the notification.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const read = (path: string) =>
  JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Record<string, string>;
const PRAYER_MESSAGES = read('apps/public-site/src/features/prayer-times/locales/ar.json');
/** The Arabic page's own words for a message. */
function ar(id: string): string {
  const text = PRAYER_MESSAGES[id];
  if (text === undefined) throw new Error(`no Arabic message ${id}`);
  return text;
}
/** The words of a message before its first argument. */
const lead = (message: string) => message.split('{')[0]?.trim() ?? '';

const MINUTE = 60_000;
/** The server's round runs every 15 s; a push is due within 30 s of its minute on a busy machine. */
const LATE_AT_MOST = 30_000;

const { defaultBrowserType: _browser, ...PHONE } = devices['Pixel 7'];

/**
 * The mosque's zone, chosen so that the mosque's clock reads between 18:00 and 18:59 whenever the test
 * runs: the next minutes are then evening prayers of today, never past midnight. Etc/GMT-3 is UTC+3.
 */
function eveningZone(now: Date): string {
  const offset = ((18 - now.getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const ZONE = eveningZone(new Date(Date.now() + 2 * MINUTE));

// Service workers are blocked for the other tests (playwright.config.ts); this one is about one.
test.use({ ...PHONE, serviceWorkers: 'allow', timezoneId: ZONE });

let server: ExtraServer;
let pushService: TestPushService;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [server, pushService] = await Promise.all([
    // The site's own server, so changing today's times disturbs no other test; it pushes to a
    // service on the loopback host, over http.
    startExtraServer({
      MINBAR_TIMEZONE: ZONE,
      MINBAR_PUSH_LOCAL_SERVICE: '1',
      MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '1000000',
    }),
    startTestPushService(),
  ]);
});

test.afterAll(async () => {
  await Promise.all([server?.stop(), pushService?.close()]);
});

/** The mosque's wall clock at an instant: its date and its HH:MM. */
function wallClock(instant: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Staff set a day's athan times for a city, as the dashboard's bulk entry does. */
async function setTimes(token: string, city: string, maghribAt: number) {
  const maghrib = wallClock(maghribAt);
  const isha = wallClock(maghribAt + MINUTE);
  const answer = await fetch(`${server.apiUrl}/prayer-times/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      city,
      data: [
        {
          date: maghrib.date,
          fajr: '04:30',
          dhuhr: '11:50',
          asr: '14:40',
          maghrib: maghrib.time,
          isha: isha.time,
        },
      ],
    }),
  });
  expect(answer.status, await answer.text()).toBe(200);
  return { maghrib: maghrib.time, isha: isha.time };
}

/**
 * The stand-in for the browser vendor's push service (see the top of the file): PushManager's
 * subscribe gets a subscription from web-push-testing, and getSubscription returns it on later pages.
 */
async function useLocalPushService(page: Page): Promise<() => string> {
  let clientHash = '';
  await page.exposeFunction('minbarTestPushSubscribe', async (applicationServerKey: string) => {
    const subscription = await pushService.subscribe(applicationServerKey);
    clientHash = subscription.clientHash;
    return { endpoint: subscription.endpoint, keys: subscription.keys };
  });
  await page.addInitScript(() => {
    const STORE = 'minbar-test-push-subscription';
    type Kept = { endpoint: string; keys: { p256dh: string; auth: string }; applicationServerKey: string };
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replaceAll('+', '-')
        .replaceAll('/', '_')
        .replace(/=+$/, '');
    const bytesOf = (text: string) => {
      const plain = atob(
        text
          .replaceAll('-', '+')
          .replaceAll('_', '/')
          .padEnd(Math.ceil(text.length / 4) * 4, '='),
      );
      return Uint8Array.from(plain, (char) => char.charCodeAt(0)).buffer;
    };
    const asSubscription = (kept: Kept) => ({
      endpoint: kept.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytesOf(kept.applicationServerKey) },
      getKey: (name: 'p256dh' | 'auth') => bytesOf(kept.keys[name]),
      toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: { ...kept.keys } }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    const kept = (): Kept | null => JSON.parse(localStorage.getItem(STORE) ?? 'null') as Kept | null;
    const subscribe = window as unknown as {
      minbarTestPushSubscribe(key: string): Promise<Omit<Kept, 'applicationServerKey'>>;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const found = kept();
      return (found ? asSubscription(found) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribeWith(options?: PushSubscriptionOptionsInit) {
      const existing = kept();
      if (existing) return asSubscription(existing) as unknown as PushSubscription;
      const key = options?.applicationServerKey;
      const keyText =
        typeof key === 'string'
          ? key
          : base64url(new Uint8Array(key instanceof ArrayBuffer ? key : (key as ArrayBufferView).buffer));
      const made = { ...(await subscribe.minbarTestPushSubscribe(keyText)), applicationServerKey: keyText };
      localStorage.setItem(STORE, JSON.stringify(made));
      return asSubscription(made) as unknown as PushSubscription;
    };
  });
  return () => clientHash;
}

/** Waits until the service worker is active and controls the page. */
async function controlledBySiteWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) =>
        navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
      );
    }
  });
}

/** Today's athan of a prayer as the today card shows it. */
function athanOf(page: Page, prayer: string) {
  return page
    .getByRole('list', { name: ar('timetable.today.title') })
    .getByRole('listitem')
    .filter({ hasText: prayer })
    .locator('.today-card__athan');
}

/** An HH:MM as the Arabic page writes a time. */
function arabicTime(page: Page, time: string) {
  return page.evaluate((text) => {
    const [hour, minute] = text.split(':').map(Number);
    return new Intl.DateTimeFormat('ar', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
      new Date(Date.UTC(2000, 0, 1, hour, minute)),
    );
  }, time);
}

interface Arrival {
  title: string;
  seenAt: number;
  /** The last poll before it came that saw no such push: it arrived after this. */
  notBefore: number;
  payload: Record<string, unknown>;
}

/** Polls the push service until both pushes have arrived, noting between which polls each came. */
async function awaitPushes(clientHash: string, names: string[], until: number) {
  const arrivals = new Map<string, Arrival>();
  let lastPoll = Date.now();
  while (arrivals.size < names.length) {
    if (Date.now() > until) throw new Error(`pushes missing: ${names.filter((name) => !arrivals.has(name))}`);
    const messages = (await pushService.messages(clientHash)) as Record<string, unknown>[];
    const now = Date.now();
    for (const payload of messages) {
      const name = names.find((candidate) => String(payload.title).includes(candidate));
      if (!name) throw new Error(`an unexpected push: ${JSON.stringify(payload)}`);
      if (!arrivals.has(name))
        arrivals.set(name, { title: String(payload.title), seenAt: now, notBefore: lastPoll, payload });
    }
    expect(messages).toHaveLength(arrivals.size);
    lastPoll = now;
    // A poll each half second: the wait for the minutes themselves.
    await new Promise((next) => setTimeout(next, 500));
  }
  return arrivals;
}

test('in Arabic, a visitor installs the site, chooses Maghrib and Isha, sees today offline and gets both pushes on their minutes', async ({
  page,
  context,
}) => {
  test.setTimeout(5 * MINUTE);
  const clientHash = await useLocalPushService(page);
  await context.grantPermissions(['notifications'], { origin: server.publicUrl });
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));

  // Installable: the Arabic manifest, the worker controlling the page, nothing missing for Chromium.
  await page.goto(`${server.publicUrl}/`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=ar');
  await controlledBySiteWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // The test's contexts are incognito, where Chromium installs nothing; nothing else is missing.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  const token = (await (
    await fetch(`${server.apiUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'admin12345' }),
    })
  ).json()) as { access_token: string };
  const settings = (await (await fetch(`${server.apiUrl}/settings`)).json()) as {
    default_city: string;
    time_zone: string;
  };
  expect(settings.time_zone).toBe(ZONE);
  const city = settings.default_city;
  // Until the visitor has chosen, today's Maghrib is ten minutes off, so no reminder is due yet.
  await setTimes(token.access_token, city, Date.now() + 10 * MINUTE);

  // Reminders in Arabic: Maghrib and Isha at the athan, then turned on.
  await page.goto(`${server.publicUrl}/reminders`);
  await expect(page.getByRole('heading', { level: 1, name: ar('reminders.title') })).toBeVisible();
  for (const prayer of ['maghrib', 'isha']) {
    await page
      .getByRole('group', { name: ar(`prayer.name.${prayer}`), exact: true })
      .getByRole('checkbox', { name: ar('reminders.athan') })
      .check();
  }
  await page.getByRole('button', { name: ar('reminders.enable') }).click();
  await expect(page.getByText(ar('reminders.saved'))).toBeVisible({ timeout: 20_000 });
  expect(clientHash()).not.toBe('');

  // Staff move today's Maghrib to the next whole minute at least 20 s away, Isha one minute later.
  const maghribAt = Math.ceil((Date.now() + 20_000) / MINUTE) * MINUTE;
  const ishaAt = maghribAt + MINUTE;
  const times = await setTimes(token.access_token, city, maghribAt);
  // Watching the push service from now on, well before Maghrib's minute, while the visitor goes on.
  const maghribName = ar('prayer.name.maghrib');
  const ishaName = ar('prayer.name.isha');
  const watchFrom = Date.now();
  expect(watchFrom).toBeLessThan(maghribAt);
  const pushes = awaitPushes(clientHash(), [maghribName, ishaName], ishaAt + 2 * MINUTE);
  pushes.catch(() => {});

  // Online, the prayer times page shows them, and the device keeps its copy.
  await page.goto(`${server.publicUrl}/prayer-times`);
  const maghribShown = await arabicTime(page, times.maghrib);
  const ishaShown = await arabicTime(page, times.isha);
  await expect(athanOf(page, ar('prayer.name.maghrib'))).toHaveText(maghribShown);
  await expect(athanOf(page, ar('prayer.name.isha'))).toHaveText(ishaShown);

  // Offline (only the page: the server still reaches the push service beside it), today's times
  // come from the device, which says how old they are.
  await context.setOffline(true);
  await page.goto(`${server.publicUrl}/prayer-times`);
  await expect(athanOf(page, ar('prayer.name.maghrib'))).toHaveText(maghribShown);
  await expect(athanOf(page, ar('prayer.name.isha'))).toHaveText(ishaShown);
  await expect(page.getByRole('note')).toContainText(lead(ar('timetable.saved')));

  // The pushes, as the push service received them: each on or after its minute, and soon after it.
  // No poll before a prayer's minute saw its push, and the last poll that did not see it was at most a
  // second before the minute (the polls are half a second apart; the server's rounds 15 s apart, so a
  // push sent early would show a whole round early).
  const arrivals = await pushes;
  for (const [name, due] of [
    [maghribName, maghribAt],
    [ishaName, ishaAt],
  ] as const) {
    const arrival = arrivals.get(name);
    expect(arrival?.seenAt, `${name}: no push before its minute`).toBeGreaterThanOrEqual(due);
    expect(
      arrival?.notBefore,
      `${name}: arrived no earlier than a poll before its minute`,
    ).toBeGreaterThanOrEqual(due - 1_000);
    expect(arrival?.seenAt, `${name}: at most 30 s late`).toBeLessThanOrEqual(due + LATE_AT_MOST);
    expect(arrival?.payload).toMatchObject({ lang: 'ar', dir: 'rtl' });
  }

  // The push service's last hop: each payload to the site's worker, which shows it in Arabic.
  const registrationId = new Promise<string>((found) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(server.publicUrl));
      if (ours) found(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  for (const name of [maghribName, ishaName]) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.publicUrl,
      registrationId: await registrationId,
      data: JSON.stringify(arrivals.get(name)?.payload),
    });
  }
  // Which notification the registration lists first is the browser's affair: Maghrib's is put first.
  const shown = async () =>
    (
      await page.evaluate(async () =>
        (
          await (await navigator.serviceWorker.ready).getNotifications()
        ).map(({ title, lang, dir }) => ({
          title,
          lang,
          dir,
        })),
      )
    ).sort(
      (one, other) => Number(other.title.includes(maghribName)) - Number(one.title.includes(maghribName)),
    );
  await expect.poll(shown).toEqual([
    { title: expect.stringContaining(maghribName), lang: 'ar', dir: 'rtl' },
    { title: expect.stringContaining(ishaName), lang: 'ar', dir: 'rtl' },
  ]);
  await context.setOffline(false);
});
