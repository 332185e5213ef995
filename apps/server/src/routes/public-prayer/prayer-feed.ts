import type { PUBLIC_FEED_LANGUAGES, PublicPrayerDay } from '@minbar/api/schemas/public-prayer';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { type ICalCalendar, ICalCalendarMethod, default as ical, escape as icalEscape } from 'ical-generator';

type FeedLanguage = (typeof PUBLIC_FEED_LANGUAGES)[number];

/** How far ahead the feed reaches: a phone's calendar refreshes it long before it runs out. */
export const FEED_DAYS = 92;

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
type Prayer = (typeof PRAYERS)[number];

/** The feed's own words, in the wording of the dashboard's prayer area. */
const TEXTS: Record<
  FeedLanguage,
  {
    prayer: Record<Prayer, string>;
    athan: (prayer: string) => string;
    iqama: (prayer: string) => string;
    name: (city: string) => string;
  }
> = {
  en: {
    prayer: { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' },
    athan: (prayer) => `${prayer} athan`,
    iqama: (prayer) => `${prayer} iqama`,
    name: (city) => `Prayer times: ${city}`,
  },
  ar: {
    prayer: { fajr: 'الفجر', dhuhr: 'الظهر', asr: 'العصر', maghrib: 'المغرب', isha: 'العشاء' },
    athan: (prayer) => `أذان ${prayer}`,
    iqama: (prayer) => `إقامة ${prayer}`,
    name: (city) => `مواقيت الصلاة: ${city}`,
  },
  pl: {
    prayer: { fajr: 'Fadżr', dhuhr: 'Zuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isza' },
    athan: (prayer) => `Azan: ${prayer}`,
    iqama: (prayer) => `Iqama: ${prayer}`,
    name: (city) => `Czasy modlitw: ${city}`,
  },
};

/**
 * A TEXT value as iCalendar writes it: a backslash, a semicolon and a comma each behind a backslash
 * (the backslash first, so none is escaped twice) and a line break as `\n`. It is the library's own
 * escaping, the one it applies to every SUMMARY; the library writes the calendar's name (NAME,
 * X-WR-CALNAME) as given, so a city named `Gdańsk; Sopot, \ Gdynia` would otherwise cut the line into
 * parameters and values a calendar misreads. The library folds every line at 75 octets on a character's
 * edge, so a long Arabic name is never split inside a letter.
 */
export function icalText(text: string): string {
  return icalEscape(text, false);
}

/** An event's length: a moment in the day, shown as a short block in a calendar. */
const EVENT_MS = 5 * 60 * 1000;

export interface FeedInput {
  city: string;
  /** The mosque's name in the feed's language, '' while it has none: it leads the calendar's name. */
  mosque?: string;
  timeZone: string;
  language: FeedLanguage;
  days: readonly PublicPrayerDay[];
  /** When the feed was made (DTSTAMP). */
  now: Date;
}

/**
 * The iCalendar (RFC 5545) text of a city's athan and iqama times: one event per athan and per iqama,
 * at the mosque's wall-clock time turned into an instant in its zone (so a phone in any zone shows it
 * right, across the clock changes), each with a UID stable across refreshes so a calendar updates the
 * event rather than adding a second one.
 */
export function prayerFeed({ city, mosque, timeZone, language, days, now }: FeedInput): string {
  const texts = TEXTS[language];
  // A subscriber's calendar list names whose times these are: the mosque's, then the city's.
  const name = mosque ? `${mosque} · ${texts.name(city)}` : texts.name(city);
  const calendar: ICalCalendar = ical({
    name: icalText(name),
    prodId: { company: 'Minbar', product: 'prayer-times', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 60 * 60,
  });
  const slug = city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  for (const day of days) {
    for (const prayer of PRAYERS) {
      const moments: Array<['athan' | 'iqama', string | null]> = [
        ['athan', day[`${prayer}_athan`]],
        ['iqama', day[`${prayer}_iqama`]],
      ];
      for (const [kind, time] of moments) {
        if (!time) continue;
        const start = new Date(zonedInstant(day.date, time, timeZone));
        calendar.createEvent({
          id: `${slug}-${day.date}-${prayer}-${kind}@minbar`,
          start,
          end: new Date(start.getTime() + EVENT_MS),
          stamp: now,
          summary: texts[kind](texts.prayer[prayer]),
        });
      }
    }
  }
  return calendar.toString();
}
