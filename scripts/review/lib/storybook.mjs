// The built Storybook, served and rendered one story at a time in Chromium: what the contact sheet
// (`npm run review`), the docs pages' check and the cut-text check share. (The visual regression's
// pictures are taken in the story run instead: story-image.mjs.)
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, STABLE_RENDER_FLAGS } from '../../lib/chromium.mjs';
import { ROOT, runCommand } from '../../lib/processes.mjs';
import { layoutProblemsInDocument } from './layout-problems.mjs';
import { REQUIRED_FONTS } from './render-environment.mjs';

export const LOCALES = ['en', 'ar', 'pl'];
export const STORYBOOK_DIR = resolve(ROOT, process.env.MINBAR_STORYBOOK_DIR ?? 'storybook-static');
export { CHROME_PATH } from '../../lib/chromium.mjs';

/** The desktop size every story renders at, and the phone width screens are also shown at. */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The instant every story sees as "now": the stories' own fixed dates fall in this month. */
export const FIXED_NOW = new Date('2025-03-10T10:00:00Z');

/**
 * Fails with a clear message when the pinned fonts are missing: without them Chromium falls back to
 * whatever the machine has and every screenshot differs from the baselines for no real reason.
 */
export function requirePinnedFonts() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    families = '';
  }
  const installed = new Set(
    families.split('\n').flatMap((line) => line.split(',').map((name) => name.trim())),
  );
  const missing = REQUIRED_FONTS.filter((family) => !installed.has(family));
  if (missing.length > 0) {
    throw new Error(
      `The fonts the screenshots are pinned to are missing: ${missing.join(', ')}. ` +
        "Install Debian's fonts-noto-core (`apt-get install fonts-noto-core`; .ci/run does it), then run again.",
    );
  }
}

export async function buildStorybook() {
  // The stories import the shared packages' builds (@minbar/domain's dist): on a fresh clone they
  // are built first (turbo replays them when nothing changed).
  const packages = await runCommand('npm', ['run', 'build:packages'], {
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (packages !== 0) throw new Error(`building the shared packages failed with exit code ${packages}`);
  const code = await runCommand('npx', ['storybook', 'build', '--quiet', '--output-dir', STORYBOOK_DIR], {
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (code !== 0) throw new Error(`storybook build failed with exit code ${code}`);
}

/** Every story of the built Storybook, in the order of its sidebar. */
export function readStories(dir = STORYBOOK_DIR) {
  const indexPath = join(dir, 'index.json');
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: build the Storybook first (npm run build-storybook).`);
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8'));
  // Stories tagged self-test check the Storybook's own checks: no product screen to look at.
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !entry.tags?.includes('self-test'),
  );
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Serves a folder on 127.0.0.1 (a free port by default); resolves with its address and a close
 * function. A path missing from `dir` is looked for in `alsoFrom`: served from a parent folder, the
 * Storybook's stories still find the static files they address from the root (/fallback/...).
 */
export function serveFolder(dir = STORYBOOK_DIR, port = 0, { alsoFrom = null } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (!existsSync(file) && alsoFrom) {
      const other = normalize(join(alsoFrom, path));
      if (other.startsWith(alsoFrom) && existsSync(other)) file = other;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    // Cached by the browser, so loading the Storybook afresh for each story parses but does not fetch.
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'max-age=600',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolvePromise({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

export function launchChromium() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: install Debian's chromium package or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    // Our usual flags, and those that make the same story draw the same pixels on every machine.
    args: [...CHROME_FLAGS, ...STABLE_RENDER_FLAGS],
  });
}

// Seeded Math.random, no caret, no animations or transitions: the same story renders the same
// pixels on every run.
const STABLE_RENDER_SCRIPT = `
(() => {
  let seed = 0x2f6b3a1d;
  window.__reseedRandom = () => {
    seed = 0x2f6b3a1d;
  };
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
  document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style));
})();
`;

/** A page in its own context with the fixed clock, time zone, seeded randomness and no motion. */
export async function openStablePage(browser, viewport) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  await context.addInitScript(STABLE_RENDER_SCRIPT);
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  return page;
}

export function storyUrl(baseUrl, storyId, locale) {
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=locale:${locale}`;
}

const SETTLED_PHASES = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];

/**
 * Opens one story in one language and waits until its render and play function have finished, then
 * until fonts and images are ready. Resolves with the error the story threw, if any. A page already
 * showing the Storybook in that language switches story in place (Storybook unmounts the previous
 * one), which is several times faster than loading the page again.
 */
export async function renderStory(page, baseUrl, storyId, locale, { timeout = 20_000, reload = false } = {}) {
  const pageErrors = [];
  const onPageError = (error) => pageErrors.push(error.message);
  page.on('pageerror', onPageError);
  const network = trackRequests(page);
  try {
    const loadedLocale = page.url().startsWith(`${baseUrl}/iframe.html`)
      ? new URL(page.url()).searchParams.get('globals')
      : null;
    const switched =
      !reload &&
      loadedLocale === `locale:${locale}` &&
      (await page.evaluate((id) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel || !window.__STORYBOOK_PREVIEW__?.currentRender) return false;
        window.__reseedRandom?.();
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        return true;
      }, storyId));
    if (!switched) await page.goto(storyUrl(baseUrl, storyId, locale), { waitUntil: 'load' });
    await page.waitForFunction(
      ({ id, phases }) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        return Boolean(render && render.id === id && phases.includes(render.phase));
      },
      { id: storyId, phases: SETTLED_PHASES },
      { timeout, polling: 50 },
    );
    await settle(page);
    // What the story loads once it is on screen (a section's lazy code as it enters the viewport)
    // arrives before the screenshot, and settles in its turn.
    await network.quiet();
    const thrown = await settle(page);
    const error = thrown ?? (pageErrors.length > 0 ? pageErrors.join('\n') : null);
    return { error };
  } catch (caught) {
    // A page stuck on a story is loaded afresh for the next one.
    await page.goto('about:blank').catch(() => {});
    return { error: `did not finish rendering: ${caught.message.split('\n')[0]}` };
  } finally {
    page.off('pageerror', onPageError);
    network.stop();
  }
}

/** Scroll to the top, fonts and images loaded, two frames drawn; the error the story threw, if any. */
function settle(page) {
  return page.evaluate(async () => {
    // Down to the end and back, so what loads as it nears the viewport (the home's QR code) has been
    // asked for whatever the page's height, not only when it happens to sit at the fold's edge.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // An IntersectionObserver's callback, and the render it asks for, can come a task after the
    // frames on a busy machine: the QR code was once missing from a screenshot on a loaded CI run.
    await new Promise((done) => setTimeout(done, 100));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // A lazy image outside the viewport (a carousel's later slides) would never load: the
    // screenshot shows every image, so each is asked for now, and a broken one is not waited for.
    await Promise.all(
      Array.from(document.images, (image) => {
        image.loading = 'eager';
        return image.complete
          ? null
          : Promise.race([
              new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
              new Promise((done) => setTimeout(done, 5000)),
            ]);
      }),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const render = window.__STORYBOOK_PREVIEW__?.currentRender;
    const shown = document.body.classList.contains('sb-show-errordisplay');
    if (render?.phase !== 'errored' && !shown) return null;
    const message = document.querySelector('#error-message')?.textContent?.trim();
    return message || 'the story failed (see the browser console)';
  });
}

/**
 * Counts the page's requests in flight; `quiet` resolves once none has been in flight or started for
 * 150 ms (at most 5 s).
 */
function trackRequests(page) {
  const inFlight = new Set();
  let lastActivity = 0;
  const started = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet() {
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 150)) {
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Renders every job (a story in one language at one size) with a few pages of one browser, each page
 * keeping one language and size so it can switch stories in place; `visit` then inspects the page.
 * With `reload`, every story gets a fresh page load instead, so nothing a previous story left behind
 * (focus, keyboard modality, scroll, timers) can change its pixels: slower, but what a comparison
 * with baselines needs.
 */
export async function renderJobs({ browser, baseUrl, jobs, pages = 2, reload = false, visit }) {
  const groups = new Map();
  for (const job of jobs) {
    const key = `${job.locale} ${job.viewport.width}x${job.viewport.height}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(job);
  }
  // Long groups are cut so that both pages stay busy until the end.
  const chunkSize = Math.max(20, Math.ceil(jobs.length / (pages * 3)));
  const queue = [...groups.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / chunkSize) }, (_, index) =>
      group.slice(index * chunkSize, (index + 1) * chunkSize),
    ),
  );
  async function worker() {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const page = await openStablePage(browser, group[0].viewport);
      for (const job of group) {
        const result = await renderStory(page, baseUrl, job.story.id, job.locale, { reload });
        await visit(page, job, result);
      }
      await page.context().close();
    }
  }
  await Promise.all(Array.from({ length: Math.min(pages, queue.length) }, worker));
}

/**
 * In the browser: text clipped by its box and anything wider than the viewport; a cut marked by
 * design carries `byDesign` (see layout-problems.mjs).
 */
export function findLayoutProblems(page) {
  return page.evaluate(layoutProblemsInDocument);
}
