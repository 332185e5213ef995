import type { PublicPrayerDay } from '@minbar/api/schemas/public-prayer';

/**
 * A late-November Warsaw day as GET /public/prayer-times serves it, the iqama from the month's
 * setting: the one fixture of the prayer pages' tests and stories.
 */
export function servedDay(date: string, overrides: Partial<PublicPrayerDay> = {}): PublicPrayerDay {
  return {
    date,
    fajr_athan: '05:31:00',
    sunrise: '07:12:00',
    dhuhr_athan: '11:48:00',
    asr_athan: '13:34:00',
    maghrib_athan: '15:32:00',
    isha_athan: '17:18:00',
    fajr_iqama: '05:51:00',
    dhuhr_iqama: '12:03:00',
    asr_iqama: '13:44:00',
    maghrib_iqama: '15:37:00',
    isha_iqama: '17:33:00',
    ...overrides,
  };
}
