import * as v from 'valibot';
import { LANGUAGES } from '../input/languages';
import { boundedText } from '../input/text';
import { addDays } from './calendar';
import { zonedInstant } from './next-prayer';
import { citySchema, PRAYERS, type Prayer, parseTime } from './prayers';
import type { DaySchedule } from './schedule';

/**
 * Prayer reminders by Web Push: what a visitor may choose, and when each chosen reminder is due. The
 * public site's form, the API contract and the server's scheduler all read these definitions.
 */

/** The most minutes before the iqama a reminder may come: two hours covers any walk to the mosque. */
export const MAX_MINUTES_BEFORE_IQAMA = 120;

/**
 * How late a due reminder may still go out: a server that was down over a reminder's minute (a
 * restart, a deploy) sends it when it is back within these minutes, and never a stale one after.
 */
export const REMINDER_CATCH_UP_MINUTES = 10;

export const REMINDER_ISSUE = {
  minutesInvalid: 'Minutes before the iqama must be a whole number from 0 to 120',
  endpointInvalid: 'Not a push service address',
  keyInvalid: 'Not a push subscription key',
} as const;

/** One prayer's choice: a push at the athan, and/or one this many minutes before the iqama (null: none). */
export interface PrayerReminder {
  athan: boolean;
  before_iqama: number | null;
}

export interface ReminderChoices {
  prayers: Record<Prayer, PrayerReminder>;
  /** News of a newly published event or campaign. */
  news: boolean;
}

export const minutesBeforeIqamaSchema = v.pipe(
  v.number(REMINDER_ISSUE.minutesInvalid),
  v.integer(REMINDER_ISSUE.minutesInvalid),
  v.minValue(0, REMINDER_ISSUE.minutesInvalid),
  v.maxValue(MAX_MINUTES_BEFORE_IQAMA, REMINDER_ISSUE.minutesInvalid),
);

export const prayerReminderSchema = v.strictObject({
  athan: v.boolean(),
  before_iqama: v.nullable(minutesBeforeIqamaSchema),
});

export const reminderChoicesSchema = v.strictObject({
  prayers: v.strictObject({
    fajr: prayerReminderSchema,
    dhuhr: prayerReminderSchema,
    asr: prayerReminderSchema,
    maghrib: prayerReminderSchema,
    isha: prayerReminderSchema,
  }),
  news: v.boolean(),
});

/** Nothing chosen: the form's start. */
export function noReminders(): ReminderChoices {
  const prayers = {} as Record<Prayer, PrayerReminder>;
  for (const prayer of PRAYERS) prayers[prayer] = { athan: false, before_iqama: null };
  return { prayers, news: false };
}

/** True when the choices ask for at least one push: a subscription asking for none is not kept. */
export function choosesAnything(choices: ReminderChoices): boolean {
  return (
    choices.news ||
    PRAYERS.some((prayer) => choices.prayers[prayer].athan || choices.prayers[prayer].before_iqama !== null)
  );
}

/** Longest push service address accepted; the browsers' are about 200 characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;

/**
 * A push service address: https only, since the server posts to it. `allowLocalHttp` also accepts
 * http on the loopback host, for a push service running beside the server in tests.
 */
export function isPushEndpoint(text: string, allowLocalHttp = false): boolean {
  if (text.length > PUSH_ENDPOINT_MAX_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return (
    allowLocalHttp && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  );
}

/** The subscription's keys as the browser gives them (base64url): p256dh a P-256 point, auth 16 bytes. */
const base64url = (max: number) =>
  v.pipe(
    boundedText(max, { type: REMINDER_ISSUE.keyInvalid, tooLong: REMINDER_ISSUE.keyInvalid }),
    v.regex(/^[A-Za-z0-9_-]+=*$/, REMINDER_ISSUE.keyInvalid),
  );

/** A subscription with its choices: all the server keeps of a device (no name, no mail, no account). */
export const pushSubscriptionSchema = v.strictObject({
  endpoint: v.pipe(
    boundedText(PUSH_ENDPOINT_MAX_LENGTH, {
      type: REMINDER_ISSUE.endpointInvalid,
      tooLong: REMINDER_ISSUE.endpointInvalid,
    }),
    v.check((text) => isPushEndpoint(text, true), REMINDER_ISSUE.endpointInvalid),
  ),
  keys: v.strictObject({ p256dh: base64url(128), auth: base64url(64) }),
  locale: v.picklist(LANGUAGES),
  city: citySchema,
  choices: reminderChoicesSchema,
});
export type PushSubscriptionSave = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = v.strictObject({
  endpoint: v.pipe(
    boundedText(PUSH_ENDPOINT_MAX_LENGTH, {
      type: REMINDER_ISSUE.endpointInvalid,
      tooLong: REMINDER_ISSUE.endpointInvalid,
    }),
  ),
});

/** What a reminder is about: one of the five prayers, or Jumu'a in place of Friday's dhuhr. */
export type ReminderPrayer = Prayer | 'jumuah';
export type ReminderKind = 'athan' | 'iqama';

export interface PlannedReminder {
  /** The mosque's date whose schedule the prayer belongs to: with prayer and kind, a push's identity. */
  date: string;
  prayer: ReminderPrayer;
  kind: ReminderKind;
  /** Minutes before the iqama (0 for an athan reminder). */
  minutesBefore: number;
  /** The prayer's time on the mosque's clock ('HH:MM'): the athan, or the iqama. */
  time: string;
  /** The instant the push is due, in milliseconds since the epoch. */
  at: number;
}

/**
 * The pushes the choices ask for on a day's schedule. On a Friday with Jumu'a, the choices made for
 * dhuhr apply to Jumu'a's athan and iqama instead. A prayer without a time that day (no athan stored,
 * no iqama set) has no reminder of that kind.
 */
export function remindersOfDay(
  schedule: DaySchedule,
  choices: ReminderChoices,
  timeZone: string,
): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  for (const prayer of PRAYERS) {
    const choice = choices.prayers[prayer];
    const entry = schedule.entries.find((row) => row.name === prayer);
    if (!entry) continue;
    const jumuah = prayer === 'dhuhr' ? schedule.jumuah : null;
    const name: ReminderPrayer = jumuah ? 'jumuah' : prayer;
    const athan = jumuah ? jumuah.athan : entry.athan;
    const iqama = jumuah ? jumuah.iqama : entry.iqama;
    const iqamaDate = !jumuah && entry.iqamaNextDay ? addDays(schedule.date, 1) : schedule.date;
    if (choice.athan && athan !== null && parseTime(athan) !== null) {
      planned.push({
        date: schedule.date,
        prayer: name,
        kind: 'athan',
        minutesBefore: 0,
        time: athan,
        at: zonedInstant(schedule.date, athan, timeZone),
      });
    }
    if (choice.before_iqama !== null && iqama !== null && parseTime(iqama) !== null) {
      planned.push({
        date: schedule.date,
        prayer: name,
        kind: 'iqama',
        minutesBefore: choice.before_iqama,
        time: iqama,
        at: zonedInstant(iqamaDate, iqama, timeZone) - choice.before_iqama * 60_000,
      });
    }
  }
  return planned.sort((a, b) => a.at - b.at);
}

/**
 * True when a reminder is due at `now`: its minute has come, and it is at most
 * REMINDER_CATCH_UP_MINUTES late.
 */
export function isReminderDue(at: number, now: Date): boolean {
  const time = now.getTime();
  return at <= time && time - at < REMINDER_CATCH_UP_MINUTES * 60_000;
}
