#!/usr/bin/env node
/*
 * `npm run perf`: what the pages weigh and how fast they are, side by side with a bare Vite + React 19
 * page built beside them in the same run (ratios hold from machine to machine; absolute times do not).
 *
 * It builds everything, starts the real server on a fresh temporary data folder (demo data, free
 * ports), serves the bare page from a small static server with the same compression, and prints for
 * the bare page, the sign-in page, each dashboard area, the public home, a campaign's page (the demo seed's
 * first campaign) and the events and activities pages:
 *   - gz JS+CSS: gzip -9 of every script and stylesheet a cold load fetches (as the budget test counts);
 *     for an area, the whole signed-in page and what it adds beyond the sign-in page and the dashboard
 *     frame (the router, query cache and shell every area loads alike, shown on a row of its own);
 *   - the ratio to the bare page;
 *   - Lighthouse mobile performance (default mobile config, simulated throttling), median of 3 runs,
 *     with its largest contentful paint (LCP) and cumulative layout shift (CLS), medians too.
 * The areas are measured signed in: one Chromium is started by Playwright with a debugging port,
 * signed in as the demo admin, and Lighthouse drives that same browser (its storage kept, its HTTP
 * cache cleared before each run).
 *
 * MINBAR_PERF_REPORTS=<folder> keeps every Lighthouse report there (its JSON), to read what a page waited for.
 *
 * Options: --no-build (reuse the current builds), --runs=N (Lighthouse runs per page, default 3;
 * 0 measures the sizes alone, in a minute), --only=TEXT[,TEXT…] (Lighthouse only for the pages whose
 * name contains one of the TEXTs; every size is still measured), e.g.
 * `--only=bare,public home,campaign,public events,public prayer` for the public pages beside the bare one.
 *
 * A run that measured every page with Lighthouse (no --only, --runs above 0) ends by writing its
 * table, with the date and the machine, into docs/performance.md between `<!-- perf:start -->` and
 * `<!-- perf:end -->` (scripts/lib/doc-figures.mjs): the figures there are this command's, never typed
 * by hand. A partial run prints its table only.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium.mjs';
import { loadAtStart, machineLine, markdownTable, writeDocSection } from './lib/doc-figures.mjs';

const LOAD_AT_START = loadAtStart();

const ROOT = resolve(import.meta.dirname, '..');
const BARE_SOURCE = join(ROOT, 'scripts/perf/bare');
const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const BUILD = !args.includes('--no-build');
const ONLY = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);
const ADMIN = { email: 'admin@example.org', password: 'admin12345' };
const AREAS = [
  { page: 'administrators', path: '/dashboard/Administrators' },
  { page: 'sent mail', path: '/dashboard/SentMail' },
  { page: 'audit trail', path: '/dashboard/AuditTrail' },
  { page: 'prayer times', path: '/dashboard/AthanTimesAdmain' },
  { page: 'fatwa', path: '/dashboard/FatwaChat' },
  { page: 'profile', path: '/dashboard/ProfileSettings' },
  { page: 'donations', path: '/dashboard/Donations' },
  { page: 'events', path: '/dashboard/Events' },
  // The demo seed's first event; its registrations page is an area of its own chunk.
  { page: 'event registrations', path: '/dashboard/Events/1/registrations' },
  { page: 'activities', path: '/dashboard/Activities' },
  { page: 'marriage certificates', path: '/dashboard/MarriageCertificates' },
  { page: 'children', path: '/dashboard/Children' },
  { page: 'subjects and teachers', path: '/dashboard/Subjects' },
  { page: 'pricing', path: '/dashboard/Pricing' },
  // The demo seed's first package; its subscribers page is an area of its own chunk.
  { page: 'package subscribers', path: '/dashboard/subscribers/1' },
];

const log = (message) => process.stderr.write(`perf: ${message}\n`);

async function freePorts(count) {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(servers.map((server) => new Promise((done) => server.listen(0, '127.0.0.1', done))));
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

async function waitFor(url, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`);
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The bare page's static server: brotli or gzip like the real server, hashed assets cached a year. */
function serveBare(dir, port) {
  const cache = new Map();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null;
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const body = readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(body)
          : encoding === 'gzip'
            ? gzipSync(body, { level: 9 })
            : body,
      );
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(cache.get(key));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/** Every script and stylesheet a cold load of `url` fetches, with its gzip -9 size. */
async function filesLoadedBy(page, url, settled = async () => {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = [];
  const record = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length })),
    );
  };
  page.on('response', record);
  await page.goto(url, { waitUntil: 'networkidle' });
  await settled(page);
  page.off('response', record);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return Promise.all(pending);
}

const kib = (files) => files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function signIn(page, dashboardUrl) {
  await page.goto(dashboardUrl);
  // index.html's own picture of the login page (one copy per language) goes when the app takes over.
  await page.locator('[data-first-paint]').first().waitFor({ state: 'detached' });
  await page.locator('input[type="password"]').waitFor();
  await page.locator('input:not([type="password"])').first().fill(ADMIN.email);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard\//);
}

/** Signs out (cookies and local storage gone), then signs in again. */
async function signInAfresh(page, dashboardUrl) {
  await page.context().clearCookies();
  await page.goto(dashboardUrl);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, dashboardUrl);
}

async function main() {
  if (BUILD) {
    log('building the apps (turbo) and the bare page');
    execFileSync('npx', ['turbo', 'run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const work = mkdtempSync(join(tmpdir(), 'minbar-perf-'));
  const bareDist = join(work, 'bare');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', bareDist, '--emptyOutDir'], {
    cwd: BARE_SOURCE,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const [apiPort, dashboardPort, publicPort, barePort, debugPort] = await freePorts(5);
  const serverEntry = join(ROOT, 'apps/server/dist/main.js');
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...inherited } = process.env;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...inherited,
      MINBAR_DEMO: '1',
      MINBAR_HOST: '127.0.0.1',
      MINBAR_API_PORT: String(apiPort),
      MINBAR_DASHBOARD_PORT: String(dashboardPort),
      MINBAR_PUBLIC_PORT: String(publicPort),
      MINBAR_DATA_DIR: join(work, 'data'),
      MINBAR_DASHBOARD_DIST: join(ROOT, 'apps/dashboard/dist'),
      MINBAR_PUBLIC_DIST: join(ROOT, 'apps/public-site/dist'),
      // Lighthouse reloads the areas many times; the sign-in and read limits are not what is measured here.
      MINBAR_RATE_LIMIT_SIGNIN_PER_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_SIGNIN_PER_ACCOUNT_ADDRESS: '10000',
      MINBAR_RATE_LIMIT_PUBLIC_READS_BURST: '1000000',
    },
  });
  const bare = await serveBare(bareDist, barePort);
  const { chromium } = await import('playwright');
  let context;
  try {
    const dashboardUrl = `http://127.0.0.1:${dashboardPort}`;
    const publicUrl = `http://127.0.0.1:${publicPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    log('starting the server on a fresh data folder');
    await waitFor(dashboardUrl);
    await waitFor(publicUrl);
    await waitFor(`http://127.0.0.1:${apiPort}/api/admin/users`);

    context = await chromium.launchPersistentContext(join(work, 'chrome-profile'), {
      executablePath: CHROME_PATH,
      headless: true,
      args: [`--remote-debugging-port=${debugPort}`, ...CHROME_FLAGS],
    });
    const page = context.pages()[0] ?? (await context.newPage());

    const { default: lighthouse } = await import('lighthouse');
    const cdp = await context.newCDPSession(page);
    async function score(row) {
      if (RUNS === 0 || (ONLY && !ONLY.some((text) => row.page.includes(text)))) return;
      const scores = [];
      const tbts = [];
      const shifts = [];
      const paints = { fcp: [], lcp: [], si: [] };
      for (let run = 0; run < RUNS; run += 1) {
        log(`Lighthouse ${row.page}, run ${run + 1} of ${RUNS}`);
        // A fresh session per run: each run rotates the refresh cookie, and a session that a run
        // left mid-refresh would be refused as a reused cookie.
        if (row.signedIn) await signInAfresh(page, dashboardUrl);
        // Lighthouse opens its own tab in this browser; the session stays in its storage.
        await page.goto('about:blank');
        await cdp.send('Network.clearBrowserCache');
        const audit = () =>
          lighthouse(row.url, {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            // Keep the session (cookie and local storage); the HTTP cache is cleared above instead.
            disableStorageReset: true,
            // Its back-forward navigation does not count towards performance and would refresh twice.
            skipAudits: ['bf-cache'],
          });
        let result = await audit();
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run says nothing of the
        // page, so it is made again, once; a second failure stops the measurement rather than
        // writing a score of 0.
        if (result?.lhr.runtimeError) {
          log(`Lighthouse ${row.page}: ${result.lhr.runtimeError.code}, measuring that run again`);
          await page.goto('about:blank');
          await cdp.send('Network.clearBrowserCache');
          result = await audit();
          if (result?.lhr.runtimeError) {
            throw new Error(`Lighthouse could not measure ${row.page}: ${result.lhr.runtimeError.message}`);
          }
        }
        // MINBAR_PERF_REPORTS=<folder> keeps each run's whole report, to see what a page waited for.
        if (process.env.MINBAR_PERF_REPORTS && result) {
          mkdirSync(process.env.MINBAR_PERF_REPORTS, { recursive: true });
          const file = `${row.page.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`;
          writeFileSync(join(process.env.MINBAR_PERF_REPORTS, file), JSON.stringify(result.lhr));
        }
        const finalUrl = result?.lhr.finalDisplayedUrl ?? '';
        if (row.signedIn && !finalUrl.includes('/dashboard/')) {
          throw new Error(`Lighthouse was not signed in: ${row.url} ended at ${finalUrl}`);
        }
        scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
        tbts.push(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0);
        paints.fcp.push(result?.lhr.audits['first-contentful-paint']?.numericValue ?? 0);
        paints.lcp.push(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        paints.si.push(result?.lhr.audits['speed-index']?.numericValue ?? 0);
        shifts.push(result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      }
      row.score = median(scores);
      row.tbt = median(tbts);
      row.lcp = median(paints.lcp);
      row.cls = median(shifts);
      // The simulated paints say where a score below 100 comes from when TBT does not.
      const paint = (values) => `${(median(values) / 1000).toFixed(2)} s`;
      log(
        `${row.page}: ${row.total.toFixed(1)} KiB, Lighthouse ${row.score}, TBT ${Math.round(row.tbt)} ms, ` +
          `FCP ${paint(paints.fcp)}, LCP ${paint(paints.lcp)}, Speed Index ${paint(paints.si)}, ` +
          `CLS ${shifts.map((shift) => shift.toFixed(3)).join(' / ')}`,
      );
    }

    log('measuring the signed-out pages');
    const bareFiles = await filesLoadedBy(page, bareUrl);
    const signInFiles = await filesLoadedBy(page, dashboardUrl);
    const signInUrls = new Set(signInFiles.map((file) => file.url));
    // A campaign's public page: the demo seed's first campaign that donors can see.
    const campaigns = await (
      await fetch(`http://127.0.0.1:${apiPort}/api/customized_categories/?page=1&per_page=1`)
    ).json();
    const campaignId = campaigns.items?.[0]?.id;
    if (campaignId === undefined) throw new Error('the demo data has no campaign open to donors');
    const signedOut = [
      { page: 'bare Vite + React 19', url: bareUrl, total: kib(bareFiles) },
      { page: 'dashboard sign-in', url: dashboardUrl, total: kib(signInFiles) },
      { page: 'public home', url: publicUrl, total: kib(await filesLoadedBy(page, publicUrl)) },
      {
        page: 'public campaign',
        url: `${publicUrl}/donation/${campaignId}`,
        total: kib(await filesLoadedBy(page, `${publicUrl}/donation/${campaignId}`)),
      },
      {
        page: 'public events',
        url: `${publicUrl}/events`,
        total: kib(await filesLoadedBy(page, `${publicUrl}/events`)),
      },
      {
        page: 'public activities',
        url: `${publicUrl}/activities`,
        total: kib(await filesLoadedBy(page, `${publicUrl}/activities`)),
      },
      {
        page: 'public prayer times',
        url: `${publicUrl}/prayer-times`,
        total: kib(await filesLoadedBy(page, `${publicUrl}/prayer-times`)),
      },
      {
        page: 'prayer hall display',
        url: `${publicUrl}/display/`,
        total: kib(await filesLoadedBy(page, `${publicUrl}/display/`)),
      },
    ];
    for (const row of signedOut) await score(row);

    log('signing in as the demo admin and measuring the areas');
    await signIn(page, dashboardUrl);
    const areas = [];
    for (const area of AREAS) {
      // A tab of its own per area, so nothing still loading in one area's page is counted for the next.
      const tab = await page.context().newPage();
      // Until the signed-in frame is drawn with the session restored, or the app has gone back to
      // sign-in: on a busy machine the app can still be starting when the network first goes quiet,
      // and a tab closed while its session refresh is in flight leaves the browser with a refresh
      // token the server has already replaced, which ends the session for the next tab.
      const files = await filesLoadedBy(tab, dashboardUrl + area.path, (opened) =>
        opened.waitForFunction(
          () =>
            (document.querySelector('.dashboard-shell__main') !== null &&
              document.querySelector('[data-slot="session-restoring"]') === null) ||
            window.location.pathname === '/',
          null,
          { timeout: 60_000 },
        ),
      );
      // An area that sent the visitor back to sign in would be measured as the sign-in page and
      // leave the frame empty: a wrong table, so it stops the run instead.
      const landed = new URL(tab.url()).pathname;
      await tab.close();
      if (landed !== area.path) throw new Error(`${area.path} did not open: the tab ended at ${landed}`);
      areas.push({
        page: `${area.page} (signed in, cold)`,
        url: dashboardUrl + area.path,
        total: kib(files),
        addedFiles: files.filter((file) => !signInUrls.has(file.url)),
        signedIn: true,
      });
    }
    // What every area adds alike (the router, the query cache, the shell) is the dashboard's frame:
    // shown once, and each area's own figure is what it adds beyond sign-in page and frame.
    const frame = areas[0].addedFiles.filter((file) =>
      areas.every((area) => area.addedFiles.some((other) => other.url === file.url)),
    );
    const frameUrls = new Set(frame.map((file) => file.url));
    for (const area of areas) area.added = kib(area.addedFiles.filter((file) => !frameUrls.has(file.url)));
    const frameRow = {
      page: 'dashboard frame (router, queries, shell)',
      total: kib(frame),
      added: kib(frame),
    };
    for (const row of areas) await score(row);
    await cdp.detach();
    const rows = [signedOut[0], signedOut[1], frameRow, ...areas, ...signedOut.slice(2)];

    const bareTotal = rows[0].total;
    const bareLcp = rows[0].lcp;
    const lines = [
      `| page | gz JS+CSS | adds (area: beyond sign-in and frame) | × bare | Lighthouse mobile (${RUNS === 0 ? 'not run' : `median of ${RUNS}`}) | mobile TBT | mobile LCP | × bare LCP | CLS |`,
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.page} | ${row.total.toFixed(1)} KiB | ${row.added === undefined ? '–' : `${row.added.toFixed(1)} KiB`} | ${(row.total / bareTotal).toFixed(2)} | ${row.score ?? '–'} | ${row.tbt === undefined ? '–' : `${Math.round(row.tbt)} ms`} | ${row.lcp === undefined ? '–' : `${(row.lcp / 1000).toFixed(2)} s`} | ${row.lcp === undefined || bareLcp === undefined ? '–' : (row.lcp / bareLcp).toFixed(2)} | ${row.cls === undefined ? '–' : row.cls.toFixed(3)} |`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (RUNS > 0 && !ONLY) writeDocSection('perf', documentedFigures(rows, bareTotal, bareLcp));
    else
      log('docs/performance.md left as it is: only a run with Lighthouse on every page writes its figures');
  } finally {
    await context?.close();
    bare.close();
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill();
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  }
}

/** The section of docs/performance.md this command owns: the table above, dated, with the machine and browser. */
function documentedFigures(rows, bareTotal, bareLcp) {
  // Debian's chromium wrapper script complains on stderr about its own memory check; the version is on stdout.
  const browser = execFileSync(CHROME_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const lighthouseVersion = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version;
  const table = markdownTable(
    [
      { title: 'page' },
      { title: 'gz JS+CSS', right: true },
      { title: 'adds (beyond sign-in and frame)', right: true },
      { title: '× bare', right: true },
      { title: 'Lighthouse mobile', right: true },
      { title: 'mobile TBT', right: true },
      { title: 'mobile LCP', right: true },
      { title: '× bare LCP', right: true },
      { title: 'CLS', right: true },
    ],
    rows.map((row) => [
      row.page,
      `${row.total.toFixed(1)} KiB`,
      row.added === undefined ? '–' : `${row.added.toFixed(1)} KiB`,
      (row.total / bareTotal).toFixed(2),
      row.score ?? '–',
      row.tbt === undefined ? '–' : `${Math.round(row.tbt)} ms`,
      row.lcp === undefined ? '–' : `${(row.lcp / 1000).toFixed(2)} s`,
      row.lcp === undefined || bareLcp === undefined ? '–' : (row.lcp / bareLcp).toFixed(2),
      row.cls === undefined ? '–' : row.cls.toFixed(3),
    ]),
  );
  return [
    `Measured by \`npm run perf\`, ${machineLine(LOAD_AT_START)}, ${browser}: Lighthouse ${lighthouseVersion}, median of ${RUNS} runs per page.`,
    table,
  ].join('\n\n');
}

main().catch((error) => {
  process.stderr.write(`perf: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
