/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SAVED_AT_HEADER } from '../lib/saved-at-header';
import { isKeptRead, SW_MESSAGE_ACTIVATE } from './kept-reads';
import { registerPushHandlers } from './push-handlers';

/*
 * The public site's service worker (docs/decisions/0053-installable-public-site.md). It keeps the app
 * shell (the build's scripts, styles and page, listed by vite-plugin-pwa at build time) and the last
 * answers of the public reads, so the timetable, the events and the hall's display open without a
 * network from the second visit. Everything goes to the network first: the device's copy answers only
 * when the network does not, stamped with the moment it was kept so the page can say how old it is.
 */

declare const self: ServiceWorkerGlobalScope;

// Only the listed files themselves: '/' is a page, asked of the server first like every other page.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// A new version waits until the visitor chooses to reload (the page's banner asks it to take over),
// so a page in use never runs against files of another build.
self.addEventListener('message', (event) => {
  if (event.data === SW_MESSAGE_ACTIVATE) void self.skipWaiting();
});
clientsClaim();

/** The copy kept on the device carries the moment it was kept (src/lib/saved-answers.ts reads it). */
const stampSavedAt = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

// The public reads: a slow network waits a few seconds before the kept copy answers instead.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isKeptRead(url.pathname),
  new NetworkFirst({
    cacheName: 'public-reads',
    networkTimeoutSeconds: 6,
    plugins: [stampSavedAt, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

// The hall's display is built apart from the site (vite.display.config.ts), so its hashed files are
// not in the precache list: they are kept as they are first loaded; a hashed file never changes.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 365 * 24 * 3600 })],
  }),
);

// Uploaded pictures (campaigns, events, the logo): the kept copy while the network is away.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new NetworkFirst({
    cacheName: 'uploads',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Pages: the server's (it fills the sharing preview and may be newer), else the last one kept, else
// the app shell, whose router draws the page asked for.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 40 })],
  }),
);
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const shell = url.pathname.startsWith('/display') ? '/display/index.html' : '/index.html';
  return (await matchPrecache(shell)) ?? Response.error();
});

// Prayer reminders and news: the pushes the server sends, shown as notifications (./push-handlers).
registerPushHandlers(self);
