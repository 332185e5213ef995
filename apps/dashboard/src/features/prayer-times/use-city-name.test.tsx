import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DashboardIntlProvider } from '../../lib/intl-provider';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';
import { PrayerIntlProvider } from './prayer-intl';
import { useCityName, useSentenceNamingCity } from './use-city-name';

function cityNameIn(locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DashboardIntlProvider locale={locale}>
      <PrayerIntlProvider>{children}</PrayerIntlProvider>
    </DashboardIntlProvider>
  );
  return renderHook(() => useCityName(), { wrapper }).result.current;
}

/** An Arabic sentence naming a city, as the today card and the suggestions name theirs. */
function Sentence({ city }: { city: string }) {
  const namingCity = useSentenceNamingCity();
  return <p>{namingCity(city, (name) => `مدينة ${name}.`)}</p>;
}

describe('useCityName', () => {
  it('names the API identifier as each language writes the city', () => {
    expect(cityNameIn('pl')('Warsaw')).toBe('Warszawa');
    expect(cityNameIn('pl')('Lodz')).toBe('Łódź');
    expect(cityNameIn('ar')('Warsaw')).toBe('وارسو');
    expect(cityNameIn('en')('Warsaw')).toBe('Warsaw');
    expect(cityNameIn('en')('Krakow')).toBe('Kraków');
  });

  it('shows the identifier of a city the server lists but the catalogue does not name', () => {
    expect(cityNameIn('pl')('Olsztyn')).toBe('Olsztyn');
  });

  it('has a name in every language for each city of the fallback list', () => {
    for (const messages of [en, ar, pl] as Record<string, string>[]) {
      for (const city of POLISH_CITY_NAMES) {
        expect(messages[`prayer.cityName.${city}`], city).toBeTruthy();
      }
    }
  });

  it('isolates a city without a name of its own as a name never translated, and a named city not', () => {
    const { container, rerender } = render(
      <DashboardIntlProvider locale="ar">
        <PrayerIntlProvider>
          <Sentence city="Olsztyn" />
        </PrayerIntlProvider>
      </DashboardIntlProvider>,
    );
    expect(container).toHaveTextContent('مدينة Olsztyn.');
    expect(container.querySelector('bdi[translate="no"]')).toHaveTextContent('Olsztyn');
    rerender(
      <DashboardIntlProvider locale="ar">
        <PrayerIntlProvider>
          <Sentence city="Warsaw" />
        </PrayerIntlProvider>
      </DashboardIntlProvider>,
    );
    expect(container).toHaveTextContent('مدينة وارسو.');
    expect(container.querySelector('bdi')).toBeNull();
  });
});
