import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@minbar/ui/theme/global.css';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { App } from './app/app';
import { readStoredLocale } from './app/language-preference';
import { startPage } from './app/page-starts';
import { createHttpActivitiesApi } from './features/activities/data/http-activities';
import { createHttpDonationsApi } from './features/donations/data/http-donations';
import { createHttpEventsApi } from './features/events/data/http-events';
import { createHttpPrayerTimes } from './features/prayer-times/data/http-prayer-times';
import { pageFetch } from './lib/early-fetch';
import { keepInstallPrompt } from './lib/install-prompt';

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element to render into.');
}

// A transition, so React renders the page in slices and yields to the browser between them instead
// of holding the main thread in one long task on a slow phone.
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App
          storage={window.localStorage}
          api={createHttpDonationsApi('/api', pageFetch)}
          events={createHttpEventsApi('/api', pageFetch)}
          activities={createHttpActivitiesApi('/api', pageFetch)}
          prayerTimes={createHttpPrayerTimes('/api', pageFetch)}
        />
      </StrictMode>,
    ),
  );
// The page paints its own copy of the home's header and hero first (vite/first-paint.ts); React
// takes over after that frame, so the hero painted from the page stays the largest paint.
const afterFirstPaint = () => requestAnimationFrame(() => setTimeout(render, 0));
const locale = readStoredLocale(window.localStorage);
keepInstallPrompt();
// The page's code and first reads start now, beside the messages, not after the first render.
startPage(window.location.pathname, locale);
// The first render waits for the active language's messages, so it never suspends (should they fail
// to load, it renders all the same).
void loadLocale(locale).then(afterFirstPaint, afterFirstPaint);
// The service worker (offline visits, the installed app) registers once the page has loaded, from a
// chunk of its own, so the first screen neither waits for it nor downloads it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('./app/service-worker-start').then((start) => start.startServiceWorker()).catch(() => {});
  });
}
