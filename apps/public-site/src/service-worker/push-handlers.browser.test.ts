import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_FLAGS, CHROME_PATH } from '../../../../scripts/lib/chromium.mjs';

/*
 * The push handlers in a real Chromium: a worker made of this module alone is registered on a local
 * origin, a push with the server's payload is delivered to it through the DevTools protocol
 * (ServiceWorker.deliverPushMessage, as a push service would), and the notification it shows is read
 * back from the registration.
 */

let server: Server;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  const bundled = await build({
    stdin: {
      contents: `import { registerPushHandlers } from './push-handlers';\nregisterPushHandlers(self);`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
  });
  const worker = bundled.outputFiles[0]?.text ?? '';
  server = createServer((request, response) => {
    if (request.url === '/sw.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(worker);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>push</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('the push handlers in Chromium', () => {
  it('show a reminder in Arabic, right to left, under its tag, with its page and the stop action', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => registration.scopeURL.startsWith(origin));
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto(origin);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    const payload = {
      title: 'المغرب: الأذان',
      body: 'حان وقت صلاة المغرب، 18:05.',
      lang: 'ar',
      dir: 'rtl',
      tag: '2026-03-04-maghrib-athan',
      url: '/prayer-times',
      unsubscribe: 'إيقاف التذكيرات',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registered,
      data: JSON.stringify(payload),
    });
    const read = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          lang: notification.lang,
          dir: notification.dir,
          tag: notification.tag,
          data: notification.data as unknown,
          actions: (
            notification as Notification & { actions?: { action: string; title: string }[] }
          ).actions?.map(({ action, title }) => ({ action, title })),
        }));
      });
    await expect.poll(read, { timeout: 10_000 }).toHaveLength(1);
    expect(await read()).toEqual([
      {
        title: payload.title,
        body: payload.body,
        lang: 'ar',
        dir: 'rtl',
        tag: payload.tag,
        data: { url: '/prayer-times' },
        actions: [{ action: 'unsubscribe', title: payload.unsubscribe }],
      },
    ]);
    await context.close();
  });
});
