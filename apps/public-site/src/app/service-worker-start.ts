/*
 * Registers the site's service worker (src/service-worker/sw.ts, built to /sw.js). The entry loads
 * this module after the page's load event, so the first screen neither waits for it nor holds it. A
 * new version that installs while a page is open waits: the page announces it and the visitor chooses
 * when to reload (update-banner.tsx, loaded only then), never in the middle of reading or giving.
 */
export async function startServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  announce: (worker: ServiceWorker) => void = (worker) =>
    void import('./update-banner').then((banner) => banner.showUpdateBanner(worker)),
) {
  const registration = await container.register('/sw.js', { scope: '/' });
  // A worker controlling the page means this is not the first install: an installed one is an update.
  const isUpdate = () => container.controller !== null;
  if (registration.waiting && isUpdate()) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) announce(installing);
    });
  });
  return registration;
}
