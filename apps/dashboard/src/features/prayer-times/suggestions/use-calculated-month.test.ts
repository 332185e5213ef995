import { createApiClient } from '@minbar/api/client';
import { createMemorySession } from '@minbar/api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../../../lib/api-context';
import { mosqueSettingsQueryKey } from '../../../lib/use-mosque-settings';
import { calculatedMonth, canCalculateFor, useCalculatedMonth } from './use-calculated-month';

const WARSAW = 'Europe/Warsaw';

/** The hook as the add-prayers modal calls it, with the server's settings already read. */
function fillMonthWithZone(timeZone: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(mosqueSettingsQueryKey, { time_zone: timeZone, default_city: 'Warsaw' });
  const session = createMemorySession(null);
  const client = createApiClient({ baseURL: 'http://localhost/api', session, getLanguage: () => 'en' });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(ApiProvider, { client, session, children }),
    );
  return renderHook(() => useCalculatedMonth(), { wrapper }).result.current.fillMonth;
}

describe('calculated suggestions for a month', () => {
  it('gives every day of the month five ordered HH:MM times on the mosque clock', () => {
    const june = calculatedMonth('Warsaw', 2026, 6, WARSAW);
    const dates = Object.keys(june);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe('2026-06-01');
    expect(dates.at(-1)).toBe('2026-06-30');
    for (const times of Object.values(june)) {
      const order = [times.fajr, times.dhuhr, times.asr, times.maghrib, times.isha];
      for (const time of order) expect(time).toMatch(/^[0-2][0-9]:[0-5][0-9]$/);
      expect([...order].sort()).toEqual(order);
    }
  });

  it('writes Warsaw summer time: dhuhr near 12:40 in June, not the UTC 10:40', () => {
    const dhuhr = calculatedMonth('Warsaw', 2026, 6, WARSAW)['2026-06-21']?.dhuhr ?? '';
    expect(dhuhr >= '12:30' && dhuhr <= '12:50').toBe(true);
  });

  it('keeps fajr defined in a Polish June through the one-seventh-of-the-night rule', () => {
    const fajr = calculatedMonth('Gdansk', 2026, 6, WARSAW)['2026-06-21']?.fajr ?? '';
    expect(fajr).toMatch(/^0[0-3]:/);
  });

  it('moves Asr later with the Hanafi school', () => {
    const shafi = calculatedMonth('Krakow', 2026, 3, WARSAW, { asrSchool: 'shafi' })['2026-03-10']?.asr ?? '';
    const hanafi =
      calculatedMonth('Krakow', 2026, 3, WARSAW, { asrSchool: 'hanafi' })['2026-03-10']?.asr ?? '';
    expect(hanafi > shafi).toBe(true);
  });

  it("follows the chosen method: ISNA's 15° puts fajr later than the Muslim World League's 18°", () => {
    const mwl = calculatedMonth('Warsaw', 2026, 3, WARSAW)['2026-03-10']?.fajr ?? '';
    const isna =
      calculatedMonth('Warsaw', 2026, 3, WARSAW, { method: 'NorthAmerica' })['2026-03-10']?.fajr ?? '';
    expect(isna > mwl).toBe(true);
  });

  it('finds the city whatever its case, and gives nothing for a city without coordinates', () => {
    expect(Object.keys(calculatedMonth('warsaw', 2026, 2, WARSAW))).toHaveLength(28);
    expect(canCalculateFor('Atlantis')).toBe(false);
    expect(calculatedMonth('Atlantis', 2026, 2, WARSAW)).toEqual({});
  });

  it("is reachable through the hook the add-prayers modal uses, on the clock of the server's zone", () => {
    expect(fillMonthWithZone(WARSAW)('Poznan', 2024, 2)['2024-02-29']).toBeDefined();
    // Warsaw's noon in June is 12:xx in summer time (UTC+2) and 10:xx in UTC.
    expect(fillMonthWithZone(WARSAW)('Warsaw', 2026, 6)['2026-06-21']?.dhuhr).toMatch(/^12:/);
    expect(fillMonthWithZone('UTC')('Warsaw', 2026, 6)['2026-06-21']?.dhuhr).toMatch(/^10:/);
  });
});
