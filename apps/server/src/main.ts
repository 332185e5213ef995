import { serve } from '@hono/node-server';
import { createApp } from './app';
import { parseEnv } from './env';
import { openRuntime } from './runtime';
import { DEMO_SIGN_INS, seedDemo } from './seed';
import { chargeDueMonths, sweepUnsettledPayments } from './services/donation-settlement';
import { purgeExpiredKeys } from './services/idempotency';
import { convertLegacyUploads } from './services/photo-references';
import { purgeExpiredCounters } from './services/rate-limiter';
import { deliverTestWebhooks } from './services/test-webhook-delivery';

const env = parseEnv(process.env);
const runtime = await openRuntime(env);
const { database, deps, testPayments } = runtime;
const { now, outbox } = deps;
const paymentWebhookSecret = deps.paymentWebhookSecret;

// Mails left by an instance that stopped mid-delivery, or refused by a mail server that was down.
const outboxTimer = setInterval(() => {
  outbox.drain().catch((error: unknown) => console.log(`outbox drain failed: ${String(error)}`));
}, 30_000);
outboxTimer.unref();

// Photos uploaded before they were re-encoded are converted once, before any page can ask for them.
await convertLegacyUploads(database.db, deps.uploads, (line) => console.log(line));

// Counters whose window has passed count nothing; dropping them keeps the table as small as the traffic.
const windowMs = env.MINBAR_RATE_LIMIT_WINDOW_SECONDS * 1000;
const purgeTimer = setInterval(() => {
  purgeExpiredCounters(database.db, new Date(now().getTime() - windowMs)).catch((error: unknown) =>
    console.log(`rate-limit purge failed: ${String(error)}`),
  );
  // Booking keys a day old are forgotten on the same round (the bookings stay).
  purgeExpiredKeys(database.db, now()).catch((error: unknown) =>
    console.log(`idempotency-key purge failed: ${String(error)}`),
  );
}, windowMs);
purgeTimer.unref();

// Payments whose outcome never came back (a timeout, a crash between the charge and its record)
// are asked about again; instances share the work through claims, so none is asked twice at once.
const sweepTimer = setInterval(() => {
  sweepUnsettledPayments(deps).catch((error: unknown) =>
    console.log(`payment sweep failed: ${String(error)}`),
  );
}, 60_000);
sweepTimer.unref();

// Monthly gifts whose month is due are charged with their saved method (docs/decisions/0044).
// Every instance runs it unless a timer runs `npm run renewals` instead; claims and each month's own
// payment key make a month charged once.
const renewalsTimer = env.MINBAR_SERVER_RENEWALS
  ? setInterval(() => {
      chargeDueMonths(deps).catch((error: unknown) =>
        console.log(`monthly renewals failed: ${String(error)}`),
      );
    }, 5 * 60_000)
  : null;
renewalsTimer?.unref();

// The test provider reports its payments through the same signed webhook Stripe uses, so the demo
// runs that code too.
const delivery =
  testPayments && paymentWebhookSecret
    ? deliverTestWebhooks(testPayments, paymentWebhookSecret, createApp(deps).fetch, (line) =>
        console.log(line),
      )
    : null;

const seeded = env.MINBAR_DEMO
  ? await seedDemo(database.db, deps.passwords, {
      now: now(),
      timeZone: env.MINBAR_TIMEZONE,
      uploads: deps.uploads,
    })
  : false;

const listeners = [
  { name: 'API', port: env.MINBAR_API_PORT, app: createApp(deps) },
  {
    name: 'Dashboard',
    port: env.MINBAR_DASHBOARD_PORT,
    app: createApp(deps, { site: { distDir: env.MINBAR_DASHBOARD_DIST, name: 'dashboard' } }),
  },
  {
    name: 'Public site',
    port: env.MINBAR_PUBLIC_PORT,
    app: createApp(deps, {
      site: { distDir: env.MINBAR_PUBLIC_DIST, name: 'public site', sharingPreview: true },
      takesPayments: true,
    }),
  },
];

const servers = listeners.map(({ name, port, app }) =>
  serve({ fetch: app.fetch, port, hostname: env.MINBAR_HOST }, () => {
    console.log(`${name.padEnd(12)} http://${env.MINBAR_HOST}:${port}${name === 'API' ? '/api' : '/'}`);
  }),
);

console.log(
  `Payments: ${env.STRIPE_SECRET_KEY ? 'Stripe' : 'test provider (card 4242 4242 4242 4242, 3-D Secure 4000 0027 6000 3184, BLIK 123456)'}`,
);
console.log(`Uploads: ${runtime.uploadsPlace}`);
console.log(
  `Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.MINBAR_DATA_DIR}/pglite`}`,
);
if (env.MINBAR_DEMO) {
  console.log(seeded ? 'Demo data seeded.' : 'Demo data: database not empty, seed skipped.');
  console.log('Demo sign-ins:');
  for (const account of DEMO_SIGN_INS)
    console.log(`  ${account.email.padEnd(22)} ${account.password}  (${account.roles.join(', ')})`);
}

async function shutdown() {
  delivery?.stop();
  await delivery?.idle();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await database.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
