import { isLocaleLoaded, loadLocale } from '@minbar/ui/provider/message-catalogue';
import { type Locale, UiProvider } from '@minbar/ui/provider/ui-provider';
import { startTransition, useState } from 'react';
import { Router } from 'wouter';
import type { ActivitiesApi } from '../features/activities/data/activities-api';
import { ActivitiesProvider } from '../features/activities/data/activities-provider';
import type { DonationsApi } from '../features/donations/data/donations-api';
import { DonationsProvider } from '../features/donations/data/donations-provider';
import type { EventsApi } from '../features/events/data/events-api';
import { EventsProvider } from '../features/events/data/events-provider';
import { PrayerTimesProvider } from '../features/prayer-times/data/prayer-times-provider';
import type { PrayerTimesSource } from '../features/prayer-times/data/prayer-times-source';
import { AppIntlProvider } from '../lib/app-intl';
import { readStoredLocale, storeLocale } from './language-preference';
import { PublicLayout } from './public-layout';
import { PublicRoutes } from './public-routes';

export interface AppProps {
  storage: Storage;
  api: DonationsApi;
  events: EventsApi;
  activities: ActivitiesApi;
  prayerTimes: PrayerTimesSource;
}

export function App({ storage, api, events, activities, prayerTimes }: AppProps) {
  const [locale, setLocale] = useState<Locale>(() => readStoredLocale(storage));

  // The page changes language once the new language's messages have arrived, never half-way; the
  // categories in the new language load behind the page shown (a transition), not in its place.
  const changeLocale = (next: Locale) => {
    storeLocale(storage, next);
    const apply = () => startTransition(() => setLocale(next));
    if (isLocaleLoaded(next)) apply();
    else void loadLocale(next).then(apply);
  };

  return (
    <UiProvider locale={locale}>
      <AppIntlProvider locale={locale}>
        <DonationsProvider api={api}>
          <EventsProvider api={events}>
            <ActivitiesProvider api={activities}>
              <PrayerTimesProvider source={prayerTimes}>
                <Router>
                  <PublicLayout locale={locale} onLocaleChange={changeLocale}>
                    <PublicRoutes />
                  </PublicLayout>
                </Router>
              </PrayerTimesProvider>
            </ActivitiesProvider>
          </EventsProvider>
        </DonationsProvider>
      </AppIntlProvider>
    </UiProvider>
  );
}
