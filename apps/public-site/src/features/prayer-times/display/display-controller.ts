import { addDays, mosqueToday } from '@minbar/domain/prayer/calendar';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { type CacheStorage, readCachedTimes, writeCachedTimes } from '../data/prayer-times-cache';
import type { CampaignProgress, PrayerTimesSource, UpcomingEvent } from '../data/prayer-times-source';
import { boardAt, type PrayerTimesData } from '../model/prayer-board';
import type { DisplayState, DisplayView } from './display-view';

/** The clock and timers the display runs on: the window's, or a test's. */
export interface DisplayClock {
  now(): number;
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export const browserClock: DisplayClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** A few refreshes a day: staff corrections reach the wall within hours without loading the server. */
export const REFRESH_EVERY_MS = 3 * 60 * 60 * 1000;
/** Shortly after the mosque's midnight, when a new day's times are due. */
export const AFTER_MIDNIGHT_MS = 60 * 1000;
/** After a failure: again soon, then less often, never more than every quarter of an hour. */
export const RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 900_000] as const;
/** The centre's events shown in the strip at most. */
export const UPCOMING_COUNT = 3;

export interface DisplayOptions {
  view: DisplayView;
  source: PrayerTimesSource;
  /** The city asked for; the mosque's default city when left out. */
  city?: string;
  storage?: CacheStorage | null;
  clock?: DisplayClock;
}

export interface RunningDisplay {
  /** Stops every timer: nothing of the display runs after it. */
  stop(): void;
}

/**
 * Runs the display for as long as the page is open: one timer repaints on each second, another
 * refreshes the data a few times a day and just after the mosque's midnight. A failed refresh keeps
 * the last times (from memory or the stored copy) with the stale mark and tries again with a growing
 * delay. Never more than these two timers exist, so weeks on the wall leave nothing behind.
 */
export function startDisplay(options: DisplayOptions): RunningDisplay {
  const { view, source, city } = options;
  const clock = options.clock ?? browserClock;
  const storage = options.storage ?? null;

  let data: PrayerTimesData | null = readCachedTimes(storage, city);
  let stale = false;
  let failedOnce = false;
  let failures = 0;
  let upcoming: UpcomingEvent[] = [];
  let campaigns: CampaignProgress[] = [];
  let tickTimer: number | null = null;
  let refreshTimer: number | null = null;
  let stopped = false;

  function state(now: number): DisplayState {
    if (data) return { phase: 'ready', data, board: boardAt(data, now), now, stale, upcoming, campaigns };
    return { phase: failedOnce ? 'unavailable' : 'loading' };
  }

  function tick() {
    tickTimer = null;
    if (stopped) return;
    const now = clock.now();
    view.render(state(now));
    // On the next whole second, so the clock and the countdown turn together.
    tickTimer = clock.setTimeout(tick, 1000 - (now % 1000));
  }

  function scheduleRefresh(delay: number) {
    if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
    refreshTimer = clock.setTimeout(() => {
      refreshTimer = null;
      void refresh();
    }, delay);
  }

  /** Until the next planned refresh: a few hours, or just after the mosque's midnight if sooner. */
  function nextRefreshDelay(now: number, timeZone: string): number {
    const tomorrow = addDays(mosqueToday(new Date(now), timeZone), 1);
    const midnight = zonedInstant(tomorrow, '00:00', timeZone) + AFTER_MIDNIGHT_MS;
    return Math.max(1000, Math.min(REFRESH_EVERY_MS, midnight - now));
  }

  async function refresh() {
    try {
      const fresh = await source.load(city);
      if (stopped) return;
      data = fresh;
      stale = false;
      failures = 0;
      writeCachedTimes(storage, city, fresh);
      scheduleRefresh(nextRefreshDelay(clock.now(), fresh.timeZone));
    } catch {
      if (stopped) return;
      failedOnce = true;
      stale = data !== null;
      const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] as number;
      failures += 1;
      scheduleRefresh(delay);
    }
    // The strip is a courtesy: a failure keeps what it showed and never marks the times stale.
    const [events, open] = await Promise.allSettled([source.upcomingEvents(), source.campaigns()]);
    if (stopped) return;
    if (events.status === 'fulfilled') upcoming = events.value.slice(0, UPCOMING_COUNT);
    if (open.status === 'fulfilled') campaigns = open.value.slice(0, UPCOMING_COUNT);
    if (!stopped) view.render(state(clock.now()));
  }

  tick();
  void refresh();

  return {
    stop() {
      stopped = true;
      if (tickTimer !== null) clock.clearTimeout(tickTimer);
      if (refreshTimer !== null) clock.clearTimeout(refreshTimer);
      tickTimer = null;
      refreshTimer = null;
    },
  };
}
