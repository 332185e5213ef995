import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { e2eServer } from './support/server-environment';

/*
 * The prayer hall's display against the real server and its demo year of Warsaw times, with the page's
 * clock under the test's control: the display moves from one prayer to the next and starts the iqama
 * countdown; when its server stops it keeps the times with the stale mark and recovers when the server
 * is back; a simulated day leaves its heap, its page and its timers as they were.
 */
const ROOT = resolve(import.meta.dirname, '..', '..');
const ZONE = 'Europe/Warsaw';
const EN = JSON.parse(
  readFileSync(resolve(ROOT, 'apps/public-site/src/features/prayer-times/locales/en.json'), 'utf8'),
) as Record<string, string>;

function text(id: string, values: Record<string, string | number> = {}): string {
  const message = EN[id];
  if (message === undefined) throw new Error(`prayer-times en.json has no message "${id}".`);
  return String(new IntlMessageFormat(message, 'en').format(values));
}

interface ServedDay {
  date: string;
  dhuhr_athan: string;
  dhuhr_iqama: string | null;
  asr_athan: string;
}

/** The mosque's date now, as the server's seed and the display read it. */
function mosqueToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** The instant the mosque's clock shows `time` on `date` (Warsaw is UTC+1 or +2; the probe settles it). */
function instantOf(date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const guess = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  for (const offsetHours of [1, 2]) {
    const candidate = guess - offsetHours * 3_600_000;
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).format(candidate);
    if (shown === time.slice(0, 5)) return candidate;
  }
  throw new Error(`No instant shows ${time} on ${date} in ${ZONE}`);
}

async function servedDay(request: APIRequestContext, apiUrl: string, date: string): Promise<ServedDay> {
  const answer = await request.get(`${apiUrl}/public/prayer-times?city=Warsaw&from=${date}&to=${date}`);
  expect(answer.status()).toBe(200);
  const [day] = ((await answer.json()) as { days: ServedDay[] }).days;
  if (!day) throw new Error(`The demo seed has no Warsaw times for ${date}.`);
  return day;
}

async function jumuah(request: APIRequestContext): Promise<{ athan: string; iqama: string | null } | null> {
  const answer = await request.get(`${e2eServer.apiUrl}/settings`);
  return (
    ((await answer.json()) as { jumuah?: { athan: string; iqama: string | null } | null }).jumuah ?? null
  );
}

const isFriday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 5;

function row(page: Page, name: string) {
  return page.getByRole('row', { name: new RegExp(`^${name}\\b`) });
}

test.describe('the prayer hall display', () => {
  test('moves from one prayer to the next and starts the iqama countdown', async ({ page, request }) => {
    const today = mosqueToday();
    const day = await servedDay(request, e2eServer.apiUrl, today);
    // On a Friday with Jumu'a set, the midday prayer on the wall is Jumu'a with its own times.
    const friday = isFriday(today) ? await jumuah(request) : null;
    const midday = friday
      ? { name: text('prayer.name.jumuah'), athan: friday.athan, iqama: friday.iqama }
      : { name: text('prayer.name.dhuhr'), athan: day.dhuhr_athan, iqama: day.dhuhr_iqama };
    expect(midday.iqama, 'the demo seed sets an iqama for this month').not.toBeNull();

    // Two minutes before the athan, on a clock that keeps running: the countdown says "2 min" for
    // the whole minute from 119 s to 61 s left, so a slow page load cannot move it past the check
    // (a start at 60 s left showed "59 s" by the time the page had loaded on a busy machine).
    await page.clock.install({ time: instantOf(today, midday.athan) - 120_000 });
    await page.goto(`${e2eServer.publicUrl}/display/?lang=en`);

    await expect(
      page.getByRole('heading', { level: 1, name: text('display.heading', { city: 'Warsaw' }) }),
    ).toBeVisible();
    await expect(row(page, midday.name)).toHaveAttribute('data-state', 'next');
    await expect(
      page.getByText(text('prayer.next.start', { prayer: midday.name }), { exact: true }),
    ).toBeVisible();
    await expect(page.locator('.display__countdown')).toHaveText(
      text('prayer.countdown.minutes', { minutes: 2 }),
    );

    // The athan: the row becomes the current prayer and the countdown turns to its iqama.
    await page.clock.runFor(121_000);
    await expect(row(page, midday.name)).toHaveAttribute('data-state', 'current');
    const iqamaMinutes = Math.round(
      (instantOf(today, midday.iqama as string) - instantOf(today, midday.athan)) / 60_000,
    );
    await expect(
      page.getByText(text('prayer.next.iqama', { prayer: midday.name }), { exact: true }),
    ).toBeVisible();
    await expect(page.locator('.display__countdown')).toHaveText(
      text('prayer.countdown.minutes', { minutes: iqamaMinutes }),
    );
    await expect(row(page, text('prayer.name.asr'))).toHaveAttribute('data-state', 'upcoming');

    // After the iqama, the countdown is to asr's athan, and its row is the next.
    await page.clock.runFor(iqamaMinutes * 60_000);
    await expect(row(page, text('prayer.name.asr'))).toHaveAttribute('data-state', 'next');
    await expect(
      page.getByText(text('prayer.next.start', { prayer: text('prayer.name.asr') }), { exact: true }),
    ).toBeVisible();
    await expect(row(page, midday.name)).toHaveAttribute('data-state', 'current');
  });

  test('shows a campaign in its strip with how many people have given to it, as the server counts them', async ({
    page,
    request,
  }) => {
    await page.goto(`${e2eServer.publicUrl}/display/?lang=en`);
    const shown = page.locator('.display__campaign:not([hidden])');
    await expect(shown).toBeVisible();
    const name = (await shown.locator('.display__campaign-name').textContent()) ?? '';
    const answer = await request.get(`${e2eServer.apiUrl}/customized_categories/?page=1&per_page=100`, {
      headers: { 'Accept-Language': 'en' },
    });
    const { items } = (await answer.json()) as { items: Array<{ name: string; donor_count: number }> };
    const campaign = items.find((item) => item.name === name);
    expect(campaign?.donor_count, 'the demo seed has gifts on its open campaigns').toBeGreaterThan(0);
    await expect(shown.locator('.display__campaign-donors')).toHaveText(
      text('display.campaignDonors', { count: campaign?.donor_count ?? 0 }),
    );
  });

  test('keeps the times with the stale mark while its server is stopped, and recovers', async ({ page }) => {
    test.setTimeout(180_000);
    const own = await startOwnServer();
    try {
      await page.clock.install({ time: Date.now() });
      await page.goto(`${own.publicUrl}/display/?lang=en`);
      const table = page.getByRole('table', { name: text('display.heading', { city: 'Warsaw' }) });
      await expect(table).toBeVisible();
      const rowsBefore = await table.getByRole('row').allInnerTexts();
      await expect(page.locator('.display__stale')).toBeHidden();

      await own.stop();
      // The next planned refresh (within three hours) finds no server: the times stay, marked stale.
      await page.clock.runFor(3 * 60 * 60 * 1000);
      await expect(page.locator('.display__stale')).toBeVisible();
      await expect(page.locator('.display__stale')).toContainText(
        text('display.stale', { time: '@' }).split('@')[0]!.trim(),
      );
      expect(await table.getByRole('row').count()).toBe(rowsBefore.length);

      // A reload without the server still shows the stored times.
      await own.start();
      await page.clock.runFor(15 * 60 * 1000);
      await expect(page.locator('.display__stale')).toBeHidden();
      await expect(table).toBeVisible();
    } finally {
      await own.stop();
      own.cleanUp();
    }
  });

  test('leaves its heap, its page and its timers flat over 24 hours of simulated time', async ({ page }) => {
    test.setTimeout(240_000);
    await page.clock.install({ time: Date.now() });
    // Counts the timers alive in the page: those set and neither run nor cleared yet.
    await page.addInitScript(() => {
      const live = new Set<number>();
      const setTimer = window.setTimeout.bind(window);
      const clearTimer = window.clearTimeout.bind(window);
      (window as unknown as { liveTimers: () => number }).liveTimers = () => live.size;
      window.setTimeout = ((run: () => void, ms?: number) => {
        const id = setTimer(() => {
          live.delete(id);
          run();
        }, ms);
        live.add(id);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => {
        if (id !== undefined) live.delete(id);
        clearTimer(id);
      }) as typeof window.clearTimeout;
    });
    await page.goto(`${e2eServer.publicUrl}/display/?lang=en`);
    await expect(page.locator('.display[data-phase="ready"]')).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const measure = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((each) => each.name === name)?.value ?? 0;
      return {
        heap: metric('JSHeapUsedSize'),
        nodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
        timers: await page.evaluate(() => (window as unknown as { liveTimers: () => number }).liveTimers()),
      };
    };
    // An hour first, so the first refresh and the formatters' caches are in the baseline.
    await page.clock.runFor(60 * 60 * 1000);
    const before = await measure();
    for (let hour = 0; hour < 24; hour += 1) await page.clock.runFor(60 * 60 * 1000);
    await expect(page.locator('.display[data-phase="ready"]')).toBeVisible();
    const after = await measure();
    test.info().annotations.push({
      type: 'display after 24 simulated hours',
      description: `heap ${(before.heap / 1024).toFixed(0)} -> ${(after.heap / 1024).toFixed(0)} KiB, nodes ${before.nodes} -> ${after.nodes}, timers ${before.timers} -> ${after.timers}`,
    });
    expect(after.timers).toBeLessThanOrEqual(2);
    expect(after.timers).toBe(before.timers);
    expect(after.nodes).toBeLessThanOrEqual(before.nodes);
    expect(after.listeners).toBeLessThanOrEqual(before.listeners);
    // A leak of one object per second would be tens of megabytes; allow the engine's own noise.
    expect(after.heap).toBeLessThan(before.heap + 512 * 1024);
  });
});

/** A free port on this machine. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server of the display's own, on its own ports and data folder, so stopping it leaves the shared
 * end-to-end server running for every other test.
 */
async function startOwnServer() {
  const [api, dashboard, site] = [await freePort(), await freePort(), await freePort()];
  const runDir = join(tmpdir(), `minbar-display-${api}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  let child: ChildProcess | null = null;
  const publicUrl = `http://127.0.0.1:${site}`;

  async function start() {
    const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env;
    child = spawn(process.execPath, [resolve(ROOT, 'apps/server/dist/main.js')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...inherited,
        TZ: 'UTC',
        MINBAR_DEMO: '1',
        MINBAR_HOST: '127.0.0.1',
        MINBAR_API_PORT: String(api),
        MINBAR_DASHBOARD_PORT: String(dashboard),
        MINBAR_PUBLIC_PORT: String(site),
        MINBAR_DATA_DIR: join(runDir, 'data'),
        MINBAR_DASHBOARD_DIST: resolve(ROOT, 'apps/dashboard/dist'),
        MINBAR_PUBLIC_DIST: resolve(ROOT, 'apps/public-site/dist'),
        MINBAR_JWT_SECRET: e2eServer.jwtSecret,
      },
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        const answer = await fetch(`http://127.0.0.1:${api}/api/public/cities`, {
          signal: AbortSignal.timeout(2_000),
        });
        if (answer.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error('The display test server did not start.');
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await exited;
  }

  await start();
  return { publicUrl, start, stop, cleanUp: () => rmSync(runDir, { recursive: true, force: true }) };
}
