import type { ApiClient } from '@minbar/api/client';
import { listCustomizedCategories } from '@minbar/api/endpoints/donations';
import { listPublicEvents } from '@minbar/api/endpoints/events';
import { getPublicCities, getPublicPrayerTimes } from '@minbar/api/endpoints/public-prayer';
import { getMosqueSettings } from '@minbar/api/endpoints/settings';
import { addDays, mosqueToday } from '@minbar/domain/prayer/calendar';
import type { PrayerTimesData } from '../model/prayer-board';

/**
 * Days asked for from the mosque's today: a screen that loses the network keeps the right times for a
 * week (and tomorrow's fajr is always there after isha).
 */
export const DAYS_AHEAD = 8;

/** The campaigns the display's strip names at most. */
export const CAMPAIGNS_SHOWN = 3;

/** An upcoming event of the centre, as the display's strip names it. */
export interface UpcomingEvent {
  id: number;
  name: string;
  date: string;
  time: string | null;
}

/** A campaign of the centre with how far it has come, as the display's strip names it. */
export interface CampaignProgress {
  id: number;
  name: string;
  /** What was given so far and the target (0 for a campaign without one), as the server counts them. */
  collected: number;
  target: number;
  /** How many people have given (0 before anyone has, or when the server does not say). */
  donors: number;
}

/** Where the congregation's screens get their data: the server, or a story's fixed answers. */
export interface PrayerTimesSource {
  /** A city's days from the mosque's today (the default city when none is named), with the settings. */
  load(city: string | undefined): Promise<PrayerTimesData>;
  /** A city's days from `from` to `to` (both included, at most a year), with the settings. */
  range(city: string | undefined, from: string, to: string): Promise<PrayerTimesData>;
  /** The cities that have prayer times, and the mosque's default one. */
  cities(): Promise<{ cities: string[]; defaultCity: string }>;
  /** The centre's next events; empty where the events area has none. */
  upcomingEvents(): Promise<UpcomingEvent[]>;
  /** The centre's open campaigns, first page; empty where the donations area has none. */
  campaigns(): Promise<CampaignProgress[]>;
}

/** The public calls through the typed client: GET /settings, then the city's days from its today. */
export function httpPrayerTimesSource(client: ApiClient, now: () => number = Date.now): PrayerTimesSource {
  async function between(
    city: string | undefined,
    dates: (today: string) => { from: string; to: string },
  ): Promise<PrayerTimesData> {
    const settings = await getMosqueSettings(client);
    const { from, to } = dates(mosqueToday(new Date(now()), settings.time_zone));
    const times = await getPublicPrayerTimes(client, { city: city ?? settings.default_city, from, to });
    return {
      city: times.city,
      timeZone: times.time_zone,
      hijriOffset: settings.hijri_offset,
      jumuah: settings.jumuah,
      days: times.days,
      fetchedAt: now(),
    };
  }
  return {
    load: (city) => between(city, (today) => ({ from: today, to: addDays(today, DAYS_AHEAD - 1) })),
    range: (city, from, to) => between(city, () => ({ from, to })),
    async cities() {
      const answer = await getPublicCities(client);
      return { cities: answer.cities, defaultCity: answer.default_city };
    },
    async upcomingEvents() {
      const events = await listPublicEvents(client);
      return events.map((event) => ({
        id: event.id,
        name: event.event_name,
        date: event.date,
        time: event.time,
      }));
    },
    async campaigns() {
      const page = await listCustomizedCategories(client, { page: 1, per_page: CAMPAIGNS_SHOWN });
      return page.items.map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        collected: campaign.current_amount,
        target: campaign.target_amount,
        donors: campaign.donor_count ?? 0,
      }));
    },
  };
}
