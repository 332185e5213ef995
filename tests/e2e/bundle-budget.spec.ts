import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { e2eServer } from './support/server-environment';

/*
 * Size budgets, measured on the production build as a browser really loads it. The sign-in page is
 * what every member of staff downloads first; each dashboard area is its own chunk and must not leak
 * into it, and opening an area adds a bounded amount on top. Sizes are gzip level 9 of each script
 * and stylesheet body, so the check does not depend on the server's compression settings (it sends
 * brotli, smaller still). `npm run perf` prints the same figures beside a bare Vite + React page.
 *
 * The sign-in page starts without the dashboard's router and query cache (docs/decisions/0018), so
 * they are counted once, as the dashboard frame, when the dashboard first shows; an area's figure is
 * what it adds beyond the sign-in page and the frame. Targets: 110 KiB for the sign-in page (React 19
 * alone is 67 KiB of it, TanStack Form about 16) and 60 KiB per area. Lower a budget whenever a change
 * makes room; raise one only with a reason in the commit.
 */
/**
 * What the sign-in page weighs with TanStack Form as its authors ship it: 114.02 KiB. The builds no
 * longer swap the library's own modules (its devtools client, form-group APIs and array-item moves)
 * for smaller copies, which saved 4.4 KiB (109.6 KiB) but broke silently whenever the library changed
 * (docs/decisions/0028), so the page is 4 KiB over the 110 KiB target until a change makes room. The
 * half kilobyte above the figure is room for a message's wording, not for a library.
 * The sign-in form's rules left the other account forms' schemas (@minbar/domain's access/sign-in,
 * 0.2 KiB): 114.18 KiB measured. What is still over the 110 KiB target is listed in
 * docs/decisions/0056: replacing ofetch with a client of our own (2.9 KiB) was tried and left out, a
 * well-kept library being preferred to hand-written code; formatting the account pages' messages
 * without react-intl (about 4 KiB) would meet it, a change to every formatter the pages share.
 */
const SIGN_IN_BUDGET_KIB = 114.5;
/**
 * The router, the query cache, jotai (the shell's view state; the sign-in page keeps its language
 * without it) and the shell, which every area needs and loads once. 54 since the account answers'
 * schemas and the forms' text-area field left the sign-in page for it (sign-in 111.1 -> 109.5 KiB,
 * frame 52.4 -> 53.1 KiB: a signed-in area loads 0.9 KiB less in all). 55 since the activities list
 * draws its no-photo mark with the sidebar's own lucide icon: the bundler moves lucide's small runtime
 * and that icon out of the layout into a chunk the two share (frame 54.2 KiB, the same code in one
 * more file). 55.5 since the sidebar links the audit trail, with its own icon and route entry (frame
 * 55.1 KiB). 56 since the sidebar links the Mosque settings, with its icon, route entry and name in
 * the shell's messages (frame 55.71 KiB measured), and three screens (prayer times, fatwa desk,
 * subjects) bring a second skip link: nothing of it is in the frame, but the router's preload lists
 * name the small chunk they share (+0.01 KiB).
 */
const DASHBOARD_FRAME_BUDGET_KIB = 56;
/**
 * The public home with its carousel, tabs and router measured 98.8 KiB (docs/decisions/0019): the
 * ceiling of 100 KiB was the budget. 100.5 since the campaign cards draw re-encoded photos by their
 * sizes (<picture> with WebP and JPEG srcsets, docs/decisions/0035): 100.4 KiB, over the old ceiling
 * by the photo-reference helper; bringing it back under 100 is open work, not hidden here. 101 since
 * the layout names the centre from its identity (GET /api/public/mosque by a plain fetch: header name
 * and logo, footer address, contacts, bank account and registration numbers, title and Open Graph
 * tags; 100.9 KiB). Loading the footer's part lazily saved 0.06 KiB, since the home is short enough
 * for the footer to show at once, so it stays in the layout. 101.5 since two builds of the same code
 * measured 101.0 and 101.006 KiB (the chunks' hashed names, inside the code, compress differently):
 * a budget 0.1 KiB above the figure failed on the build's luck, not on what the home loads. 102 since
 * every page says so while the server takes test payments (the frame's notice, its style and its two
 * messages, shown from the identity the layout already reads: 101.58 KiB measured), so that nobody
 * takes a gift to the demo for real money. 103 since the entry starts the opened page's chunk, data
 * module and first reads beside the messages, and hands those answers to the page's calls
 * (docs/decisions/0048: the route table, the early reads and the campaign picture's preload): the home
 * measured 101.8 KiB before and 102.6 and 102.8 KiB after in two `npm run perf` runs, beside the bare
 * page. The home is over its 100 KiB goal by the carousel's Embla (8 KiB) more than by anything else;
 * bringing it back under is open work, not hidden here. Still 103 with decision 0050 (the pages' data
 * code grouped, each page's files named by the page's first script): the entry's list of lazy files
 * shrank with the grouping and it left out the modulepreload polyfill (-0.8 KiB), the first script
 * carries the four pages' file lists and the entry the areas' message loaders (+0.7 KiB): 102.7 KiB
 * measured. Under 100 needs the carousel without Embla on the first load, which changes the widget.
 * 103.7 since the entry asks for the events' first photo with the events (docs/decisions/0051; the
 * preload's code, 0.12 KiB): this test measured 103.47 KiB on the build before it (already over 103
 * after the merges that preceded it) and 103.59 KiB after. An entry that only starts the page and
 * imports the app was measured at 106.1 KiB and left out.
 * 104.1 since the site installs as an app (docs/decisions/0053): the entry keeps the
 * browser's install prompt for the install page, the layout links the manifest in the visitor's
 * language, and the entry loads the service worker's registration after the page's load event. This
 * test measured 103.57 KiB on the build before and 103.96 KiB after, beside the registration's own
 * chunk (0.54 KiB, counted apart below). The 0.39 KiB are that code in the entry and the chunks'
 * split, which moved when the update banner and the install page became lazy users of React (React
 * and the message formatter now come as two files of their own).
 * 96.8 since the carousel draws its first slides without Embla and loads it when a slide must move
 * (the first automatic move 3 s after it shows, a press of previous or next, the pointer or focus
 * reaching it; counted apart below, 8.3 KiB): this test measured 103.96 KiB before and 96.30 KiB
 * after, back under the 100 KiB goal.
 */
const PUBLIC_HOME_BUDGET_KIB = 96.8;
/**
 * The carousel's motion: Embla, its autoplay plugin and the component that runs them on the slides
 * the carousel has already drawn (packages/ui/src/carousel/carousel-motion.tsx).
 */
const CAROUSEL_MOTION_BUDGET_KIB = 9;
/**
 * The service worker's registration (src/app/service-worker-start.ts): loaded once the home has
 * loaded, so nothing on the first screen waits for it, and counted apart from the first load. The
 * worker itself, its precache and the update banner load outside the page's own requests.
 */
const SERVICE_WORKER_START_BUDGET_KIB = 0.6;

const AREAS = [
  { name: 'administrators', path: '/dashboard/Administrators', chunk: 'administrators-route', budget: 60 },
  { name: 'sent-mail', path: '/dashboard/SentMail', chunk: 'sent-mail-route', budget: 60 },
  { name: 'audit', path: '/dashboard/AuditTrail', chunk: 'audit-route', budget: 60 },
  { name: 'prayer-times', path: '/dashboard/AthanTimesAdmain', chunk: 'prayer-times-route', budget: 60 },
  { name: 'fatwa', path: '/dashboard/FatwaChat', chunk: 'fatwa-route', budget: 60 },
  { name: 'profile', path: '/dashboard/ProfileSettings', chunk: 'profile-route', budget: 60 },
  {
    name: 'mosque-settings',
    path: '/dashboard/MosqueSettings',
    chunk: 'mosque-settings-route',
    budget: 60,
  },
  // 83 since the page opens on the gifts with their monthly chart beside them: uPlot and its
  // stylesheet, lazy in their own chunk, now load when the area opens (59.8 -> 82.0 KiB measured).
  { name: 'donations', path: '/dashboard/Donations', chunk: 'donations-route', budget: 83 },
  { name: 'events', path: '/dashboard/Events', chunk: 'events-route', budget: 60 },
  { name: 'activities', path: '/dashboard/Activities', chunk: 'activities-route', budget: 60 },
  {
    name: 'certificates',
    path: '/dashboard/MarriageCertificates',
    chunk: 'certificates-route',
    budget: 60,
  },
  { name: 'children', path: '/dashboard/Children', chunk: 'children-route', budget: 60 },
  { name: 'subjects', path: '/dashboard/Subjects', chunk: 'subjects-route', budget: 60 },
  { name: 'pricing', path: '/dashboard/Pricing', chunk: 'pricing-route', budget: 60 },
  // The demo seed's first package.
  { name: 'subscribers', path: '/dashboard/subscribers/1', chunk: 'subscribers-route', budget: 60 },
] as const;

interface LoadedFile {
  url: string;
  name: string;
  gzipBytes: number;
  /** The ICU message parser is in it (an error kind only the parser names), which builds must not ship. */
  hasIcuParser: boolean;
  /** react-router is in it (its own error text), which the sign-in page must not load. */
  hasRouter: boolean;
}

/**
 * Every script and stylesheet a full load of `url` fetches (HTTP cache off), with its gzip size;
 * `shown`, when given, waits for what the page must show before the network counts as quiet (on a
 * busy machine a page's own chunk can be asked for after half a second of script running, which
 * Playwright's network idle alone takes for the end of the load).
 */
async function filesLoadedBy(
  page: Page,
  url: string,
  shown?: (page: Page) => Promise<void>,
): Promise<LoadedFile[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<LoadedFile>[] = [];
  const record = (response: import('@playwright/test').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        name: new URL(response.url()).pathname.split('/').pop() ?? '',
        gzipBytes: gzipSync(body, { level: 9 }).length,
        hasIcuParser: body.includes('EXPECT_ARGUMENT_CLOSING_BRACE'),
        hasRouter: body.includes('You cannot render a <Router> inside another <Router>'),
      })),
    );
  };
  page.on('response', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  if (shown) {
    await shown(page);
    await page.waitForLoadState('networkidle');
  }
  page.off('response', record);
  await cdp.detach();
  return Promise.all(pending);
}

const kib = (files: readonly LoadedFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;

/** The service worker's registration, which a public page loads after its load event (counted apart). */
const isWorkerStart = (file: LoadedFile) => file.name.startsWith('service-worker-start-');
/**
 * The carousel's motion (Embla), which loads when a slide must move: the first automatic move 3 s
 * after the carousel shows, or the pointer or focus reaching it. Counted apart; on a slow load the
 * automatic move's request can fall inside the page's own.
 */
const isCarouselMotion = (file: LoadedFile) => file.name.startsWith('carousel-motion-');
const firstLoad = (files: readonly LoadedFile[]) =>
  files.filter((file) => !isWorkerStart(file) && !isCarouselMotion(file));

test(`the sign-in page loads at most ${SIGN_IN_BUDGET_KIB} KiB of gzipped JavaScript and CSS, without the router or any area`, async ({
  page,
}) => {
  const files = await filesLoadedBy(page, '/');
  const total = kib(files);
  test.info().annotations.push({ type: 'sign-in JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  await expect(page.getByRole('button', { name: /Zaloguj|Log in|تسجيل/ })).toBeVisible();
  expect(files.some((file) => file.name.endsWith('.css'))).toBe(true);
  // Messages arrive precompiled, so react-intl runs without its parser.
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  // The account pages run without the dashboard's router, query cache and shell, which load once the
  // visitor starts filling in the form.
  expect(files.filter((file) => file.hasRouter).map((file) => file.name)).toEqual([]);
  for (const area of [...AREAS.map((each) => each.name), 'dashboard-entry', 'dashboard-layout']) {
    expect(files.map((file) => file.name).filter((name) => name.includes(area))).toEqual([]);
  }
  expect(total).toBeLessThanOrEqual(SIGN_IN_BUDGET_KIB);
});

/*
 * Opening an area from the dashboard adds the area's own chunks. What every area loads alike (the
 * router, the query cache, the shell) is the dashboard's frame: it is counted once, against its own
 * budget, as the files all areas add in common.
 */
test(`the dashboard frame adds at most ${DASHBOARD_FRAME_BUDGET_KIB} KiB and each area at most its budget`, async ({
  page,
}) => {
  const signInUrls = new Set((await filesLoadedBy(page, '/')).map((file) => file.url));
  await signIn(page, DEMO.admin.email, DEMO.admin.password);

  const addedBy = new Map<string, LoadedFile[]>();
  for (const area of AREAS) {
    // A tab of its own per area (the session carries over through the cookie and the stored user), so
    // nothing still loading in one area's page is counted for the next.
    const tab = await page.context().newPage();
    const files = await filesLoadedBy(tab, area.path, (shown) =>
      shown.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor(),
    );
    await expect(tab).toHaveURL(new RegExp(`${area.path}$`));
    await tab.close();
    expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
    addedBy.set(
      area.name,
      files.filter((file) => !signInUrls.has(file.url)),
    );
  }
  const added = [...addedBy.values()];
  const frame = (added[0] ?? []).filter((file) =>
    added.every((each) => each.some((other) => other.url === file.url)),
  );
  const frameUrls = new Set(frame.map((file) => file.url));
  test
    .info()
    .annotations.push({ type: 'dashboard frame adds (gzip)', description: `${kib(frame).toFixed(1)} KiB` });
  expect(frame.some((file) => file.name.startsWith('dashboard-entry'))).toBe(true);

  const over: string[] = [];
  for (const area of AREAS) {
    const own = (addedBy.get(area.name) ?? []).filter((file) => !frameUrls.has(file.url));
    const total = kib(own);
    test
      .info()
      .annotations.push({ type: `${area.name} adds (gzip)`, description: `${total.toFixed(1)} KiB` });
    expect(own.some((file) => file.name.startsWith(area.chunk))).toBe(true);
    if (total > area.budget) over.push(`${area.name}: ${total.toFixed(1)} KiB > ${area.budget} KiB`);
  }
  expect(over).toEqual([]);
  expect(kib(frame)).toBeLessThanOrEqual(DASHBOARD_FRAME_BUDGET_KIB);
});

test(`the public home loads at most ${PUBLIC_HOME_BUDGET_KIB} KiB of gzipped JavaScript and CSS, the service worker's registration at most ${SERVICE_WORKER_START_BUDGET_KIB} KiB after it and the carousel's motion at most ${CAROUSEL_MOTION_BUDGET_KIB} KiB when a slide moves`, async ({
  page,
}) => {
  const loaded = await filesLoadedBy(page, e2eServer.publicUrl);
  const registration = loaded.filter(isWorkerStart);
  const files = firstLoad(loaded);
  const total = kib(files);

  // The pointer reaching the carousel asks for its motion, unless the first automatic move already has.
  const motionRequest = page.waitForResponse(
    (response) => new URL(response.url()).pathname.split('/').pop()?.startsWith('carousel-motion-') === true,
  );
  // The first tab's carousel: the demo's main categories are more than a still row holds.
  await page.locator('[data-slot="carousel"]:not([data-variant="static"])').first().hover();
  const motionResponse = loaded.some(isCarouselMotion) ? undefined : await motionRequest;
  const motion = motionResponse
    ? gzipSync(await motionResponse.body(), { level: 9 }).length / 1024
    : kib(loaded.filter(isCarouselMotion));
  test
    .info()
    .annotations.push(
      { type: 'public home JS+CSS (gzip)', description: `${total.toFixed(2)} KiB` },
      { type: 'service worker registration (gzip)', description: `${kib(registration).toFixed(2)} KiB` },
      { type: 'carousel motion (gzip)', description: `${motion.toFixed(2)} KiB` },
    );

  expect(files.some((file) => file.name.endsWith('.css'))).toBe(true);
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  expect(total).toBeLessThanOrEqual(PUBLIC_HOME_BUDGET_KIB);
  // The home registers the worker (so a second visit works offline), from that one small chunk.
  expect(registration).toHaveLength(1);
  expect(kib(registration)).toBeLessThanOrEqual(SERVICE_WORKER_START_BUDGET_KIB);
  expect(motion).toBeGreaterThan(0);
  expect(motion).toBeLessThanOrEqual(CAROUSEL_MOTION_BUDGET_KIB);
  // Neither the install page's code nor the update banner's reaches the home.
  expect(
    loaded.map((file) => file.name).filter((name) => /^(install-route|update-banner)/.test(name)),
  ).toEqual([]);
});

/**
 * The public events page opened directly: the site's frame, the API client and the events page's own
 * chunk and messages. None of it may reach the home, which stays within its own budget. It weighs
 * 125.0 KiB: the payment code booking shares with donations moved to the site's lib/ (the same code,
 * bytes of chunk names more), which took it 2 bytes over 125; the budget keeps one kilobyte of room.
 * 126.5 since the header names the centre with its logo and the footer its address, bank account and
 * registrations (docs/decisions/0038): 126.05 KiB measured, that room used up.
 * 127 since every page's footer links the yearly statement of gifts (its route in the site's frame:
 * 0.14 KiB measured by building without it) and the shared donation rules name two more issue codes:
 * 126.65 KiB measured. The campaign page's new words went to the gift pages' lazy messages instead.
 * 127.5 since the events contract module (packages/api/src/schemas/events.ts), which the page loads
 * whole because valibot's schema calls are not dropped as unused, describes a booking's extra
 * payments for staff (docs/decisions/0024), and the site's frame routes the monthly link's request
 * and confirmation pages: 127.17 KiB measured. Splitting the staff's booking schemas into a module
 * of their own would give this back. 125 since the page's data code comes in two chunks instead of
 * about twenty (docs/decisions/0050: the area's own and the one the public pages share): 124.5 KiB
 * measured, fewer files compressing better. 125.4 since the entry asks for the first event's photo
 * as soon as the events' answer is in (docs/decisions/0051): this test measured 125.22 KiB on the
 * build before it (already over 125 after the merges that preceded it) and 125.32 KiB after.
 * 126.5 since the page says how old the events are when the device's copy answered
 * (docs/decisions/0053: the note, its rule and its words, in the data chunk the public pages share)
 * and the entry keeps the install prompt: 126.40 KiB measured, not counting the service worker's
 * registration, which loads after the page (0.54 KiB, held to its budget on the home).
 * 127 since the page paints its heading from the page itself (docs/decisions/0052: the first script
 * names each page's shell and takes the page's stylesheets before its first paint) and an event's
 * description keeps a phone number or a code in its place in Arabic text (isolated runs, as the
 * other pages' texts): 126.96 KiB measured after both, with the merges of the same day.
 * 120 since the home's carousel loads Embla only when a slide moves (it came with the site's entry,
 * so every public page loaded it, 8.3 KiB): 119.75 KiB measured.
 */
const PUBLIC_EVENTS_BUDGET_KIB = 120;

test(`the public events page loads at most ${PUBLIC_EVENTS_BUDGET_KIB} KiB of gzipped JavaScript and CSS, none of it on the home`, async ({
  page,
}) => {
  const home = await filesLoadedBy(page, e2eServer.publicUrl);
  expect(home.map((file) => file.name).filter((name) => /^(events|booking)-route/.test(name))).toEqual([]);

  const files = firstLoad(await filesLoadedBy(page, `${e2eServer.publicUrl}/events`));
  const total = kib(files);
  test
    .info()
    .annotations.push({ type: 'public events JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  await expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible();
  expect(files.some((file) => file.name.startsWith('events-route'))).toBe(true);
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  expect(total).toBeLessThanOrEqual(PUBLIC_EVENTS_BUDGET_KIB);
});

/**
 * The public Activities page opened directly: the site's frame, the API client, the page's chunk and
 * messages, and the video widget (its poster; the players come from their providers only on Play).
 * 123.5 since the page's data code comes in two chunks instead of about a dozen (docs/decisions/0050):
 * 122.9 KiB measured. 124.1 since the data chunk the public pages share holds the note that says how
 * old a page's answers are (docs/decisions/0053; the events and the timetable show it) and
 * the entry keeps the install prompt: 124.05 KiB measured, not counting the service worker's
 * registration, which loads after the page. Activities do not show the note: moving it out of the
 * shared chunk would give 0.4 KiB back here.
 * 117 since the site's entry no longer carries the carousel's Embla (loaded when a slide moves):
 * 116.52 KiB measured.
 */
const PUBLIC_ACTIVITIES_BUDGET_KIB = 117;

test(`the public activities page loads at most ${PUBLIC_ACTIVITIES_BUDGET_KIB} KiB of gzipped JavaScript and CSS, none of it on the home`, async ({
  page,
}) => {
  const home = await filesLoadedBy(page, e2eServer.publicUrl);
  expect(home.map((file) => file.name).filter((name) => /^activities-route/.test(name))).toEqual([]);

  const files = firstLoad(await filesLoadedBy(page, `${e2eServer.publicUrl}/activities`));
  const total = kib(files);
  test
    .info()
    .annotations.push({ type: 'public activities JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  await expect(page.getByRole('list', { name: /\d/ }).first()).toBeVisible();
  expect(files.some((file) => file.name.startsWith('activities-route'))).toBe(true);
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  expect(total).toBeLessThanOrEqual(PUBLIC_ACTIVITIES_BUDGET_KIB);
});

/**
 * The prayer hall's display (/display/): its own entry without React or the router, so a TV's browser
 * starts it fast and keeps it light for weeks. After load it repaints each second; no task of it may
 * take over 50 ms (each would be a frame the hall sees stutter).
 */
const PRAYER_DISPLAY_BUDGET_KIB = 60;

test(`the prayer display loads at most ${PRAYER_DISPLAY_BUDGET_KIB} KiB of gzipped JavaScript and CSS, without React, and has no long task after load`, async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const files = await filesLoadedBy(page, `${e2eServer.publicUrl}/display/?lang=en`);
  const total = kib(files);
  test
    .info()
    .annotations.push({ type: 'prayer display JS+CSS (gzip)', description: `${total.toFixed(1)} KiB` });

  await expect(page.locator('.display[data-phase="ready"]')).toBeVisible();
  expect(files.filter((file) => file.hasIcuParser).map((file) => file.name)).toEqual([]);
  expect(files.filter((file) => file.hasRouter).map((file) => file.name)).toEqual([]);
  // React's own error text: the display is built without it.
  const bodies = await Promise.all(files.map(async (file) => (await page.request.get(file.url)).text()));
  expect(bodies.filter((body) => body.includes('react.dev/errors')).length).toBe(0);
  expect(total).toBeLessThanOrEqual(PRAYER_DISPLAY_BUDGET_KIB);

  // Five seconds of the running display, the clock and countdown repainting: no task over 50 ms.
  await page.evaluate(() => {
    (window as unknown as { longTasks: number[] }).longTasks.length = 0;
  });
  await page.waitForTimeout(5_000);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  test.info().annotations.push({
    type: 'prayer display long tasks after load',
    description: longTasks.length === 0 ? 'none' : longTasks.map((ms) => `${ms.toFixed(0)} ms`).join(', '),
  });
  expect(longTasks).toEqual([]);
});
