import { expect, test } from '@playwright/test';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { publicSiteText } from './support/messages';

/*
 * The payment page of a server configured with Stripe's keys. Stripe cannot be reached from here, so
 * Playwright answers Stripe's own addresses: a stand-in for Stripe.js that, like the real one, mounts
 * a frame from js.stripe.com and calls api.stripe.com. The page must raise no Content-Security-Policy
 * violation doing so (the policy allows exactly Stripe's documented origins), and the Payment Element
 * must mount into its container. A script from any other origin is still refused.
 */

let server: ExtraServer;

test.beforeAll(async () => {
  server = await startExtraServer({
    STRIPE_SECRET_KEY: 'sk_test_MinbarE2eNotARealKey',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_MinbarE2eNotARealKey',
    STRIPE_WEBHOOK_SECRET: 'whsec_MinbarE2eNotARealSecret',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Enough of Stripe.js for @stripe/react-stripe-js (which checks these methods are there): elements, a payment element mounting Stripe's frame. */
const STRIPE_JS = `
(() => {
  const noop = () => {};
  function element() {
    return {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        const frame = document.createElement('iframe');
        frame.src = 'https://js.stripe.com/v3/elements-inner-payment.html';
        frame.title = 'Secure payment input frame';
        node.appendChild(frame);
        fetch('https://api.stripe.com/v1/elements/sessions').catch(noop);
        window.__stripeMounted = true;
      },
      on: noop, off: noop, once: noop, update: noop, destroy: noop, unmount: noop, focus: noop, blur: noop, clear: noop,
    };
  }
  window.Stripe = function Stripe(key) {
    window.__stripeKey = key;
    const elements = {
      create: () => element(),
      getElement: () => null,
      update: noop,
      submit: async () => ({}),
      fetchUpdates: async () => ({}),
      on: noop,
    };
    return {
      elements: () => elements,
      confirmPayment: async () => ({ error: { message: 'stand-in' } }),
      createToken: async () => ({}),
      createPaymentMethod: async () => ({}),
      confirmCardPayment: async () => ({}),
      _registerWrapper: noop,
      registerAppInfo: noop,
    };
  };
})();
`;

test("Stripe's scripts, frame and API pass the page's policy, and the Payment Element mounts", async ({
  page,
}) => {
  await page.route('https://js.stripe.com/**', (route) =>
    route.request().url().endsWith('.html')
      ? route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stripe</title>' })
      : route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{}',
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    window.localStorage.setItem('language', 'pl');
  });

  const config = await (await page.request.get(`${server.apiUrl}/payments/config`)).json();
  expect(config).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_MinbarE2eNotARealKey' });
  const campaigns = (await (
    await page.request.get(`${server.apiUrl}/customized_categories/?page=1&per_page=1`)
  ).json()) as { items: Array<{ id: number }> };
  await page.goto(`${server.publicUrl}/donation/${campaigns.items[0]?.id}`);
  await page.getByRole('button', { name: publicSiteText('pl', 'category.donate'), exact: true }).click();
  await page.getByRole('radio', { name: /\b25\b/ }).check();
  await page.getByRole('button', { name: publicSiteText('pl', 'donate.submit'), exact: true }).click();

  const method = page.getByRole('group', { name: publicSiteText('pl', 'payment.method') });
  await expect(method).toBeVisible();
  await expect(method.locator('iframe[src^="https://js.stripe.com/"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __stripeKey: string }).__stripeKey)).toBe(
    'pk_test_MinbarE2eNotARealKey',
  );
  // The frame loaded and the API call went out, both under the policy.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __stripeMounted?: boolean }).__stripeMounted))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );

  // The policy still refuses a script from anywhere else.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://example.com/not-stripe.js';
    document.head.append(script);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
    .toEqual([expect.stringMatching(/^script-src.* https:\/\/example\.com\/not-stripe\.js$/)]);
});

test('a server that takes real money through Stripe shows no test-payment notice', async ({
  page,
  request,
}) => {
  const mosque = (await (
    await request.get(`${server.apiUrl}/public/mosque`, { headers: { 'accept-language': 'pl' } })
  ).json()) as {
    name: string;
    test_payments: boolean;
  };
  expect(mosque.test_payments).toBe(false);
  await page.goto(server.publicUrl);
  // The identity has arrived (the header names the centre), and with it no notice.
  await expect(page.getByRole('banner')).toContainText(mosque.name);
  await expect(
    page.getByRole('complementary', { name: publicSiteText('pl', 'layout.testPayments.label') }),
  ).toHaveCount(0);
  await expect(page.getByText(publicSiteText('pl', 'layout.testPayments'))).toHaveCount(0);
});
