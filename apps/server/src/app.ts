import { VIDEO_EMBED_ORIGINS } from '@minbar/domain/activities/video-link';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { isDatabaseUnavailable } from './db/readiness';
import type { AppDeps } from './deps';
import { bodyLimits } from './http/body-limits';
import type { AppEnv } from './http/context';
import { DETAIL, Problem } from './http/problems';
import { noStoreUnlessPublic } from './http/public-cache';
import { publicReadLimit } from './http/public-reads';
import { adminRoutes } from './routes/accounts/admin-routes';
import { registrationRoutes } from './routes/accounts/registration-routes';
import { sessionRoutes } from './routes/accounts/session-routes';
import { activityRoutes } from './routes/activities/activity-routes';
import { certificateRoutes } from './routes/certificates/certificate-routes';
import { campaignUpdateRoutes } from './routes/donations/campaign-update-routes';
import { categoryRoutes } from './routes/donations/category-routes';
import { donationRoutes } from './routes/donations/donation-routes';
import { monthlyGiftRoutes } from './routes/donations/monthly-gift-routes';
import { nisabRoutes } from './routes/donations/nisab-routes';
import { statementRoutes } from './routes/donations/statement-routes';
import { childRoutes } from './routes/education/child-routes';
import { packageRoutes } from './routes/education/package-routes';
import { subjectRoutes } from './routes/education/subject-routes';
import { bookingCalendarRoute } from './routes/events/booking-calendar-route';
import { bookingPaymentRoutes } from './routes/events/booking-payment-routes';
import { eventRoutes } from './routes/events/event-routes';
import { eventRegistrationRoutes } from './routes/events/registration-routes';
import { fatwaRoutes } from './routes/fatwa/fatwa-routes';
import { sentMailRoutes } from './routes/mail/sent-mail-routes';
import { auditRoutes } from './routes/operations/audit-routes';
import { apiIndex, healthRoutes } from './routes/operations/health-routes';
import { statusRoutes } from './routes/operations/status-routes';
import { paymentWebhookRoutes } from './routes/payments/payment-webhook-routes';
import { testBankRoutes } from './routes/payments/test-bank-routes';
import { athanRoutes } from './routes/prayer/athan-routes';
import { settingsRoutes } from './routes/prayer/settings-routes';
import { publicPrayerRoutes } from './routes/public-prayer/public-prayer-routes';
import { pushRoutes } from './routes/push/push-routes';
import { mosqueIdentityRoutes } from './routes/settings/identity-routes';
import { mosqueSettingsRoutes } from './routes/settings/settings-routes';
import { uploadsRoutes } from './routes/uploads/uploads-routes';
import { sharingPreviewPage } from './static/sharing-preview';
import { mountSite } from './static/site';
import { webManifestRoute } from './static/web-manifest';

/**
 * The origins Stripe documents for Stripe.js and its Elements (the card field, the Payment Element
 * and its 3-D Secure frames): its script, the frames it mounts, and its API. Allowed only on the
 * pages that take payment, and only when Stripe is configured.
 */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** What the apps need to run under this policy: React style attributes and the two video embeds. */
export function contentSecurityPolicy({ stripe }: { stripe: boolean }) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE_ORIGINS.script : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? STRIPE_ORIGINS.connect : [])],
    // Exactly the origins the video rule builds its players' addresses from.
    frameSrc: [...VIDEO_EMBED_ORIGINS, ...(stripe ? STRIPE_ORIGINS.frame : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Powerful browser features the apps never use stay off, even for a script that got in; fullscreen
 * stays for the prayer hall's display.
 */
const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  usb: false,
  serial: false,
  bluetooth: false,
  hid: false,
  midi: false,
  payment: false,
  displayCapture: false,
  browsingTopics: false,
  fullscreen: ['self'],
};

export interface AppOptions {
  /** Serve a built app next to /api (the dashboard and public-site listeners). */
  site?: {
    distDir: string;
    name: string;
    /** Its pages carry the centre's sharing preview, filled on the server (the public site). */
    sharingPreview?: boolean;
  };
  /** The site's pages take payment (the public site): Stripe's origins are allowed when it is configured. */
  takesPayments?: boolean;
}

/** The one factory behind all three listeners and the tests. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // A stopping process answers what it has and closes each connection after it, so a keep-alive
    // client opens its next one to another instance instead of holding this one open.
    if (deps.stopping?.()) c.header('Connection', 'close');
    // The route's pattern (of the handler that answered), not the address: a management or statement
    // link carries its token there.
    deps.log('request', {
      level: c.res.status >= 500 ? 'error' : 'info',
      requestId: c.get('requestId'),
      method: c.req.method,
      route: routePath(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      userId: c.get('user')?.id,
    });
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy({
        stripe: Boolean(options.takesPayments) && deps.payments.pageConfig.provider === 'stripe',
      }),
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );
  app.use(compress());
  app.use('/api/*', bodyLimits());
  app.use('/api/*', noStoreUnlessPublic);
  app.use('/api/*', publicReadLimit(deps));

  const api = new Hono<AppEnv>()
    .route('/', healthRoutes(deps))
    .route('/', sessionRoutes(deps))
    .route('/', registrationRoutes(deps))
    .route('/', adminRoutes(deps))
    .route('/', sentMailRoutes(deps))
    .route('/', auditRoutes(deps))
    .route('/', statusRoutes(deps))
    .route('/', fatwaRoutes(deps))
    .route('/', athanRoutes(deps))
    .route('/', settingsRoutes(deps))
    .route('/', mosqueSettingsRoutes(deps))
    .route('/', mosqueIdentityRoutes(deps))
    .route('/', categoryRoutes(deps))
    .route('/', campaignUpdateRoutes(deps))
    .route('/', donationRoutes(deps))
    .route('/', statementRoutes(deps))
    .route('/', monthlyGiftRoutes(deps))
    .route('/', nisabRoutes(deps))
    .route('/', paymentWebhookRoutes(deps))
    .route('/', testBankRoutes(deps))
    .route('/', eventRoutes(deps))
    .route('/', eventRegistrationRoutes(deps))
    .route('/', bookingPaymentRoutes(deps))
    .route('/', bookingCalendarRoute(deps))
    .route('/', activityRoutes(deps))
    .route('/', certificateRoutes(deps))
    .route('/', subjectRoutes(deps))
    .route('/', childRoutes(deps))
    .route('/', packageRoutes(deps))
    .route('/', publicPrayerRoutes(deps))
    .route('/', pushRoutes(deps));
  api.all('*', (c) => c.json({ detail: DETAIL.notFound }, 404));
  // `/api/` as well as `/api` (the route above): Hono tells them apart, and a person types either.
  app.get('/api/', apiIndex);
  app.route('/api', api);
  app.route('/', uploadsRoutes(deps));

  if (options.site) {
    const { distDir, name, sharingPreview } = options.site;
    // The public site installs as an app: its manifest names the centre in the visitor's language.
    if (sharingPreview) app.get('/manifest.webmanifest', webManifestRoute(deps));
    mountSite(app, distDir, name, sharingPreview ? sharingPreviewPage(deps) : undefined);
  }

  app.notFound((c) => c.json({ detail: DETAIL.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof Problem) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json({ detail: error.detail }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // A database stopped or restarting: a clear answer to try again, not a hang or a 500.
      deps.log('database unavailable', {
        level: 'error',
        requestId: c.get('requestId'),
        error: error instanceof Error ? error.message : String(error),
      });
      c.header('Retry-After', '5');
      return c.json({ detail: DETAIL.databaseUnavailable }, 503);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // e.g. a malformed JSON body, reported by Hono's validator.
      return c.json({ detail: error.message || 'Bad Request' }, error.status);
    }
    // The stack goes to the log only; the client learns nothing about the internals.
    deps.log('unexpected error', {
      level: 'error',
      requestId: c.get('requestId'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ detail: DETAIL.internal }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
