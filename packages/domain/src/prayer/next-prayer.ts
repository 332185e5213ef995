import { addDays } from './calendar';
import { parseTime } from './prayers';
import type { DaySchedule, ScheduleEntryName } from './schedule';

/** A row of the day as the clock moves through it: the six of the schedule, or Jumu'a in dhuhr's place. */
export type MomentName = ScheduleEntryName | 'jumuah';

/** An event of the day: a prayer's start (its athan, or sunrise) or its iqama. */
export interface MomentEvent {
  name: MomentName;
  kind: 'start' | 'iqama';
  /** The schedule's date the event belongs to (an isha iqama past midnight still belongs to its day). */
  date: string;
  /** 'HH:MM' on the mosque's clock. */
  time: string;
  /** The instant, in milliseconds since the epoch. */
  at: number;
}

/**
 * The prayer whose time it is: the last start passed. Before the first start of the days given, it is
 * the previous evening's isha, whose time is then unknown (`time` and `at` null).
 */
export interface CurrentPrayer {
  name: MomentName;
  date: string;
  time: string | null;
  at: number | null;
}

/** Why there is no next event: the day has no times at all, or everything given has passed. */
export type MomentGap = 'no_times_today' | 'no_times_tomorrow';

export interface PrayerMoment {
  current: CurrentPrayer | null;
  /** The next start, or the current prayer's iqama when that comes first ('iqama in 4 min'). */
  next: MomentEvent | null;
  /** Whole seconds of real time until `next` (rounded up, so it reads 0 only when the event is due). */
  countdownSeconds: number | null;
  /** Set exactly when `next` is null. */
  gap: MomentGap | null;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in milliseconds (+2 h in Warsaw's summer). */
export function zoneOffset(at: number, timeZone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of offsetFormat(timeZone).formatToParts(at)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

const HOUR = 3_600_000;

const INSTANT_CACHE_SIZE = 512;
const instants = new Map<string, number>();

/**
 * The instant a wall clock in `timeZone` shows `time` ('HH:MM') on `date`. On the day clocks change,
 * a time that occurs twice is its first occurrence, and a time the clocks skip is read with the
 * offset before the change, landing as far after the gap (02:30 on Warsaw's spring day is 03:30).
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const instant = computeZonedInstant(date, time, timeZone);
  // A screen asks for the same few dozen instants every second: keep the latest ones, not all ever.
  if (instants.size >= INSTANT_CACHE_SIZE) instants.delete(instants.keys().next().value as string);
  instants.set(key, instant);
  return instant;
}

function computeZonedInstant(date: string, time: string, timeZone: string): number {
  const minutes = parseTime(time);
  if (minutes === null) throw new RangeError(`Not a time: ${time}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const before = zoneOffset(wall - 24 * HOUR, timeZone);
  const after = zoneOffset(wall + 24 * HOUR, timeZone);
  const valid = [wall - before, wall - after].filter(
    (candidate) => zoneOffset(candidate, timeZone) === wall - candidate,
  );
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}

function eventsOf(schedule: DaySchedule, timeZone: string): MomentEvent[] {
  const events: MomentEvent[] = [];
  const add = (name: MomentName, kind: MomentEvent['kind'], time: string | null, nextDay = false) => {
    if (time === null) return;
    const at = zonedInstant(nextDay ? addDays(schedule.date, 1) : schedule.date, time, timeZone);
    events.push({ name, kind, date: schedule.date, time, at });
  };
  for (const entry of schedule.entries) {
    // On a Friday with Jumu'a set, the congregation's midday prayer is Jumu'a, not dhuhr.
    if (entry.name === 'dhuhr' && schedule.jumuah) {
      add('jumuah', 'start', schedule.jumuah.athan);
      add('jumuah', 'iqama', schedule.jumuah.iqama);
      continue;
    }
    add(entry.name, 'start', entry.athan);
    add(entry.name, 'iqama', entry.iqama, entry.iqamaNextDay);
  }
  return events;
}

/**
 * Where the day stands at `instant`, in the mosque's `timeZone`: the current prayer (the last start
 * passed), the next event and the real seconds until it. `today` and `tomorrow` are the schedules of
 * the mosque's date and the next (null when not stored); after isha the next event is tomorrow's fajr.
 * Instants are compared, never clock readings, so a countdown across a clock change counts the
 * seconds that really pass.
 */
export function prayerMoment(
  instant: Date | number,
  timeZone: string,
  today: DaySchedule | null,
  tomorrow: DaySchedule | null,
): PrayerMoment {
  const now = typeof instant === 'number' ? instant : instant.getTime();
  const days = [today, tomorrow].filter((day): day is DaySchedule => day !== null);
  const events = days.flatMap((day) => eventsOf(day, timeZone)).sort((a, b) => a.at - b.at);
  const starts = events.filter((event) => event.kind === 'start');

  const passed = starts.filter((event) => event.at <= now).at(-1);
  let current: CurrentPrayer | null = null;
  if (passed) current = { name: passed.name, date: passed.date, time: passed.time, at: passed.at };
  // Before today's first start it is still the night of yesterday's isha; without today's times the
  // hour of the day is unknown, so nothing is claimed.
  else if (today !== null && starts.some((event) => event.date === today.date))
    current = { name: 'isha', date: addDays(today.date, -1), time: null, at: null };

  const next =
    events.find(
      (event) =>
        event.at > now &&
        (event.kind === 'start' ||
          (passed !== undefined && event.name === passed.name && event.date === passed.date)),
    ) ?? null;

  if (next === null) {
    const todayHasTimes = today !== null && starts.some((event) => event.date === today.date);
    return {
      current,
      next: null,
      countdownSeconds: null,
      gap: todayHasTimes ? 'no_times_tomorrow' : 'no_times_today',
    };
  }
  return { current, next, countdownSeconds: Math.ceil((next.at - now) / 1000), gap: null };
}
