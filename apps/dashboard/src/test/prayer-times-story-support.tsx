import { createApiClient } from '@minbar/api/client';
import type { AthanDay, IqamaSettingAnswer, PrayerRangeRow } from '@minbar/api/schemas/prayer';
import { createMemorySession } from '@minbar/api/session';
import { daysInMonth, isoDate } from '@minbar/domain/prayer/calendar';
import { findCoveringIqamaSetting, iqamaTimesForDay } from '@minbar/domain/prayer/iqama';
import { formatMinutes } from '@minbar/domain/prayer/prayers';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import ar from '../features/prayer-times/locales/ar.json';
import en from '../features/prayer-times/locales/en.json';
import pl from '../features/prayer-times/locales/pl.json';
import { PrayerIntlProvider, type PrayerMessageId } from '../features/prayer-times/prayer-intl';
import { ApiProvider } from '../lib/api-context';
import { withDashboard } from './story-decorators';

/** The mosque's settings as the server serves them: the one call a prayer story's widgets make. */
const STORY_SETTINGS = {
  time_zone: 'Europe/Warsaw',
  default_city: 'Warsaw',
  hijri_offset: 0,
  jumuah: { athan: '13:00', iqama: '13:30' },
};
const storySession = createMemorySession();
const storyClient = createApiClient({
  baseURL: '/api',
  session: storySession,
  getLanguage: () => 'en',
  fetch: async (input) =>
    String(input).endsWith('/settings')
      ? new Response(JSON.stringify(STORY_SETTINGS), { headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ detail: 'Not in this story' }), { status: 404 }),
});

/** An API client answering only GET /settings, for widgets that read the mosque's settings. */
export function PrayerStoryApi({ children }: { children: ReactNode }) {
  return (
    <ApiProvider client={storyClient} session={storySession}>
      {children}
    </ApiProvider>
  );
}

/** The dashboard's providers and, inside them, the area's messages in the toolbar's language. */
export const withPrayerStory: Decorator = (Story, context) =>
  withDashboard(
    () => (
      <PrayerStoryApi>
        <PrayerIntlProvider>
          <Story />
        </PrayerIntlProvider>
      </PrayerStoryApi>
    ),
    context,
  );

const CATALOGUES = { en, ar, pl };

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export function prayerText(
  globals: Record<string, unknown>,
  id: PrayerMessageId,
  values?: Record<string, string | number>,
): string {
  const locale = storyLocale(globals);
  return createIntl({ locale, messages: CATALOGUES[locale] }).formatMessage({ id }, values);
}

/** A city's name in the story's language, as useCityName shows the API identifier. */
export function storyCityName(globals: Record<string, unknown>, city: string): string {
  const messages: Record<string, string> = CATALOGUES[storyLocale(globals)];
  return messages[`prayer.cityName.${city}`] ?? city;
}

/** Plausible Warsaw-like times drifting over the days: every day in prayer order. */
export function storyDay(date: string, id: number, city = 'Warsaw'): AthanDay {
  const dayOfYear = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${date.slice(0, 4)}-01-01T00:00:00Z`)) / 86_400_000,
  );
  // A smooth yearly swing of ±120 minutes around the equinox times.
  const swing = Math.round(120 * Math.sin(((dayOfYear - 80) / 365) * 2 * Math.PI));
  const time = (base: number, factor: number) => `${formatMinutes(base + factor * swing)}:00`;
  return {
    id,
    city,
    date,
    fajr_athan: time(4 * 60 + 20, -1),
    dhuhr_athan: time(12 * 60 + 5, 0),
    asr_athan: time(15 * 60 + 30, 0.4),
    maghrib_athan: time(18 * 60 + 10, 1),
    isha_athan: time(19 * 60 + 50, 1.2),
  };
}

export function storyMonth(
  year: number,
  month: number,
  skip: (day: number) => boolean = () => false,
): AthanDay[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1)
    .filter((day) => !skip(day))
    .map((day) => storyDay(isoDate(year, month, day), year * 1000 + month * 40 + day));
}

export function storyYear(year: number): AthanDay[] {
  return Array.from({ length: 12 }, (_, index) => storyMonth(year, index + 1)).flat();
}

export const MINUTES_SETTING: IqamaSettingAnswer = {
  id: 1,
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: '2025-03-01',
  effective_to: '2025-03-15',
  fajr_minutes: 20,
  dhuhr_minutes: 10,
  asr_minutes: 10,
  maghrib_minutes: 5,
  isha_minutes: 1,
  fajr_fixed: null,
  dhuhr_fixed: null,
  asr_fixed: null,
  maghrib_fixed: null,
  isha_fixed: null,
};

export const FIXED_SETTING: IqamaSettingAnswer = {
  id: 2,
  mode: 'fixed_time',
  city: 'Warsaw',
  effective_from: '2025-03-20',
  effective_to: '2025-03-20',
  fajr_minutes: null,
  dhuhr_minutes: null,
  asr_minutes: null,
  maghrib_minutes: null,
  isha_minutes: null,
  fajr_fixed: '07:00:00',
  dhuhr_fixed: '13:30:00',
  asr_fixed: '16:00:00',
  maghrib_fixed: null,
  isha_fixed: '20:30:00',
};

/** Range rows as the server builds them: the day plus the covering setting's iqama and mode. */
export function storyRange(days: AthanDay[], settings: IqamaSettingAnswer[]): PrayerRangeRow[] {
  return days.map((day) => {
    const setting = findCoveringIqamaSetting(settings, day.city, day.date);
    const iqama = iqamaTimesForDay(
      {
        fajr: day.fajr_athan,
        dhuhr: day.dhuhr_athan,
        asr: day.asr_athan,
        maghrib: day.maghrib_athan,
        isha: day.isha_athan,
      },
      setting,
    );
    return {
      ...day,
      fajr_prayer: iqama.fajr,
      dhuhr_prayer: iqama.dhuhr,
      asr_prayer: iqama.asr,
      maghrib_prayer: iqama.maghrib,
      isha_prayer: iqama.isha,
      mode: setting?.mode ?? null,
    };
  });
}

/** A 390 px phone (an iPhone 12 to 15), where the month tables once hid all but fajr sideways. */
export const PHONE_390 = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/**
 * A day table on a phone shows a whole day at a glance: neither the page nor the table's scroll box
 * scrolls sideways, every column (each prayer's) and the selected day's cells lie inside the box,
 * and the caption is whole.
 */
export async function expectWholeDayInView(canvasElement: HTMLElement, prayerColumns: readonly string[]) {
  await expect(window.innerWidth).toBe(390);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  const table = within(canvasElement).getByRole('table');
  const box = table.closest('.prayer-table-scroll') as HTMLElement;
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  const inside = async (part: Element) => {
    const frame = box.getBoundingClientRect();
    const rect = part.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(frame.left - 1);
    await expect(rect.right).toBeLessThanOrEqual(frame.right + 1);
  };
  for (const name of prayerColumns) {
    const header = within(table).getByRole('columnheader', { name });
    await expect(header).toBeVisible();
    await inside(header);
  }
  const day = table.querySelector('tbody tr[data-selected]') as HTMLElement;
  for (const cell of day.children) await inside(cell);
  const caption = table.querySelector('caption') as HTMLElement;
  await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
  await inside(caption);
}

/** The day tables' prayer column headings (maghrib's names iftar too). */
export const PRAYER_HEADERS = [
  'prayer.name.fajr',
  'prayer.name.dhuhr',
  'prayer.name.asr',
  'prayer.maghribIftar',
  'prayer.name.isha',
] as const satisfies readonly PrayerMessageId[];
