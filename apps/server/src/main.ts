import type { Server } from 'node:http';
import { mosqueToday } from '@minbar/domain/prayer/calendar';
import { openDatabase } from './db/client';
import { databaseOptionsOf, parseEnv, paymentSettingsOf, publicUrlOf } from './env';
import { environmentWithFile } from './env-file';
import { listenFailure, portProblem } from './http/listen-ports';
import { createLogger } from './services/log';

const env = parseEnv(environmentWithFile(process.env));
// Straight to stdout: a line per request, and console.log's formatting and colour checks cost a cached
// read about a tenth of its time.
const log = createLogger(env.MINBAR_LOG_FORMAT, (line) => process.stdout.write(`${line}\n`));
// A port another program holds stops the start before the database opens, in one line naming the
// variable that moves it (src/http/listen-ports.ts).
const portTaken = await portProblem(env);
if (portTaken) {
  log(portTaken, { level: 'error' });
  process.exit(1);
}
// The settings checks openRuntime makes before it opens anything, made here, so that the database,
// the longest step of a start (PGlite compiles its WebAssembly and starts PostgreSQL), is opening
// while the rest of the server's modules load, which the static imports above leave out.
publicUrlOf(env);
paymentSettingsOf(env);
const opening = openDatabase(databaseOptionsOf(env));
// Not yet awaited: a failure is awaited, and reported, by openRuntime below.
opening.catch(() => {});
const [
  { serve },
  { createApp },
  { openRuntime },
  { DEMO_SIGN_INS, seedDemo },
  { refundPendingExtras },
  { chargeDueMonths, sweepUnsettledPayments },
  { purgeExpiredKeys },
  { convertLegacyUploads },
  { purgeExpiredCounters },
  { deliverTestWebhooks },
  { purgeSentPushes, sendDueReminders },
  { sendNews },
] = await Promise.all([
  import('@hono/node-server'),
  import('./app'),
  import('./runtime'),
  import('./seed'),
  import('./services/booking-settlement'),
  import('./services/donation-settlement'),
  import('./services/idempotency'),
  import('./services/photo-references'),
  import('./services/rate-limiter'),
  import('./services/test-webhook-delivery'),
  import('./push/scheduler'),
  import('./push/news'),
]);
const runtime = await openRuntime(env, log, opening);
const { database, testPayments } = runtime;
/** Set on SIGTERM: readiness answers 503 from then on, while the requests in flight finish. */
let stopping = false;
const deps = { ...runtime.deps, stopping: () => stopping };
const { now, outbox } = deps;
const paymentWebhookSecret = deps.paymentWebhookSecret;

// Mails left by an instance that stopped mid-delivery, or refused by a mail server that was down.
const outboxTimer = setInterval(() => {
  outbox
    .drain()
    .catch((error: unknown) => log('outbox drain failed', { level: 'error', error: String(error) }));
}, 30_000);
outboxTimer.unref();

// Prayer reminders and news by Web Push (src/push): a round every 15 seconds sends each reminder within 15
// seconds of its minute; every instance runs it, and a push is claimed in the database before it is
// sent, so instances and restarts never send one twice.
const { push } = deps;
const reminderTimer = push
  ? setInterval(() => {
      const timeZone = env.MINBAR_TIMEZONE;
      sendDueReminders({ db: database.db, now, timeZone }, push.delivery)
        .then(() => sendNews({ db: database.db, now, timeZone }, push.delivery))
        .then(() => purgeSentPushes(database.db, mosqueToday(now(), timeZone)))
        .catch((error: unknown) => log('prayer reminders failed', { level: 'error', error: String(error) }));
    }, 15_000)
  : null;
reminderTimer?.unref();

// Photos uploaded before they were re-encoded are converted once, before any page can ask for them.
await convertLegacyUploads(database.db, deps.uploads, (line) => log(line));

// Counters whose window has passed count nothing; dropping them keeps the table as small as the traffic.
const windowMs = env.MINBAR_RATE_LIMIT_WINDOW_SECONDS * 1000;
const purgeTimer = setInterval(() => {
  purgeExpiredCounters(database.db, new Date(now().getTime() - windowMs)).catch((error: unknown) =>
    log('rate-limit purge failed', { level: 'error', error: String(error) }),
  );
  // Booking keys a day old are forgotten on the same round (the bookings stay).
  purgeExpiredKeys(database.db, now()).catch((error: unknown) =>
    log('idempotency-key purge failed', { level: 'error', error: String(error) }),
  );
}, windowMs);
purgeTimer.unref();

// Payments whose outcome never came back (a timeout, a crash between the charge and its record)
// are asked about again; instances share the work through claims, so none is asked twice at once.
// Extra payments a booking did not need (services/booking-settlement.ts) whose refund had no answer
// are given back on the same round.
const sweepTimer = setInterval(() => {
  sweepUnsettledPayments(deps).catch((error: unknown) =>
    log('payment sweep failed', { level: 'error', error: String(error) }),
  );
  refundPendingExtras(deps).catch((error: unknown) =>
    log('extra payment refunds failed', { level: 'error', error: String(error) }),
  );
}, 60_000);
sweepTimer.unref();

// Monthly gifts whose month is due are charged with their saved method (docs/decisions/0044).
// Every instance runs it unless a timer runs `npm run renewals` instead; claims and each month's own
// payment key make a month charged once.
const renewalsTimer = env.MINBAR_SERVER_RENEWALS
  ? setInterval(() => {
      chargeDueMonths(deps).catch((error: unknown) =>
        log('monthly renewals failed', { level: 'error', error: String(error) }),
      );
    }, 5 * 60_000)
  : null;
renewalsTimer?.unref();

// The test provider reports its payments through the same signed webhook Stripe uses, so the demo
// runs that code too.
const delivery =
  testPayments && paymentWebhookSecret
    ? deliverTestWebhooks(testPayments, paymentWebhookSecret, createApp(deps).fetch, (line) => log(line))
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
    log(`${name.padEnd(12)} http://${env.MINBAR_HOST}:${port}${name === 'API' ? '/api' : '/'}`, {
      listener: name,
    });
  }),
) as Server[];
// A port taken between that check and now: the same line, then everything opened is closed.
for (const [index, server] of servers.entries()) {
  server.on('error', async (error: NodeJS.ErrnoException) => {
    log(await listenFailure(env, listeners[index]?.port ?? 0, error), { level: 'error' });
    process.exitCode = 1;
    await shutdown();
  });
}

log(
  testPayments
    ? 'Payments: TEST PROVIDER, no money is taken (card 4242 4242 4242 4242, 3-D Secure 4000 0027 6000 3184, BLIK 123456); every page and receipt says so'
    : 'Payments: Stripe',
  testPayments && !env.MINBAR_DEMO ? { level: 'warn' } : {},
);
log(`Uploads: ${runtime.uploadsPlace}`);
log(
  `Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.MINBAR_DATA_DIR}/pglite`}`,
);
if (env.MINBAR_DEMO) {
  log(seeded ? 'Demo data seeded.' : 'Demo data: database not empty, seed skipped.');
  // The demo's sign-ins are public (the README lists them); a real installation has none.
  for (const account of DEMO_SIGN_INS)
    log(`Demo sign-in: ${account.email.padEnd(22)} ${account.password}  (${account.roles.join(', ')})`);
}

/**
 * A graceful stop (SIGTERM from systemd or a deploy, Ctrl-C): readiness answers 503 at once so a load
 * balancer sends nothing new, the listeners stop accepting connections, and the requests in flight
 * finish, each with its transaction, within MINBAR_STOP_TIMEOUT_SECONDS; only then are the connections
 * still open cut and the database closed. Mails not yet handed to the mail server stay in the outbox
 * table, claimed for minutes at most, and the next instance to drain it sends them. The exit code is
 * 0, or 1 when a listener could not open its port.
 */
async function shutdown(signal?: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log('stopping', { signal });
  for (const timer of [outboxTimer, purgeTimer, sweepTimer, renewalsTimer, reminderTimer])
    if (timer) clearInterval(timer);
  delivery?.stop();
  const closed = Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const server of servers) server.closeIdleConnections();
  const bound = setTimeout(() => {
    log('stop: requests still open at the time limit are cut', { level: 'warn' });
    for (const server of servers) server.closeAllConnections();
  }, env.MINBAR_STOP_TIMEOUT_SECONDS * 1000);
  await closed;
  clearTimeout(bound);
  await delivery?.idle();
  await database.close();
  log('stopped');
  process.exit();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
