import '@minbar/ui/theme/global.css';
import './display.css';
import { createApiClient } from '@minbar/api/client';
import { getPublicMosque } from '@minbar/api/endpoints/mosque-identity';
import { createMemorySession } from '@minbar/api/session';
import { isLocale, type Locale } from '@minbar/ui/provider/ui-messages';
import { httpPrayerTimesSource } from '../data/prayer-times-source';
import { PRAYER_MESSAGE_LOADERS, prayerText } from '../prayer-messages';
import { startDisplay } from './display-controller';
import { showMosque } from './display-mosque';
import { createDisplayView } from './display-view';

/*
 * The prayer hall's screen (/display?city=…&lang=…): its own small entry, no React and no router, so a
 * TV's browser loads it fast and keeps it running for weeks. The language comes from the address, then
 * from the visitor's choice on the site, then Polish, as on the rest of the public site.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function chosenLocale(params: URLSearchParams, stored: Storage | null): Locale {
  const asked = params.get('lang');
  if (isLocale(asked)) return asked;
  const saved = stored?.getItem('language');
  return isLocale(saved) ? saved : 'pl';
}

async function main() {
  const params = new URLSearchParams(window.location.search);
  const stored = storage();
  const locale = chosenLocale(params, stored);
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  const messages = (await PRAYER_MESSAGE_LOADERS[locale]()).default;
  const t = prayerText(locale, messages);
  const root = document.getElementById('display');
  if (!root) return;
  const client = createApiClient({
    baseURL: '/api',
    session: createMemorySession(),
    getLanguage: () => locale,
    refreshLock: (run) => run(),
  });
  startDisplay({
    view: createDisplayView(root, locale, messages, t),
    source: httpPrayerTimesSource(client),
    city: params.get('city') ?? undefined,
    storage: stored,
  });
  // The screen names the mosque once its identity arrives; without it the screen runs as before.
  void getPublicMosque(client).then(
    (mosque) => showMosque(root, mosque),
    () => {},
  );
}

void main();
