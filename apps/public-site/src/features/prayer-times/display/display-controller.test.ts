import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { beforeEach, describe, expect, it } from 'vitest';
import { servedDay as day } from '../../../test/served-day-fixture';
import { cacheKey } from '../data/prayer-times-cache';
import type { CampaignProgress, PrayerTimesSource, UpcomingEvent } from '../data/prayer-times-source';
import type { PrayerTimesData } from '../model/prayer-board';
import { type DisplayClock, RETRY_DELAYS_MS, startDisplay } from './display-controller';
import type { DisplayState } from './display-view';

const ZONE = 'Europe/Warsaw';

/** Timers that run only when the test moves the clock: the display's own two, counted. */
class ManualClock implements DisplayClock {
  private timers = new Map<number, { at: number; run: () => void }>();
  private nextId = 1;
  constructor(public current: number) {}
  now = () => this.current;
  setTimeout = (run: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, run });
    return id;
  };
  clearTimeout = (id: number) => {
    this.timers.delete(id);
  };
  get pending() {
    return this.timers.size;
  }
  /** Moves time forward, running each timer when its moment comes, in order. */
  async advance(ms: number) {
    const end = this.current + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.current = Math.max(this.current, due[1].at);
      due[1].run();
      await flush();
    }
    this.current = end;
  }
}

/** Lets the source's promises settle (microtasks only, so a simulated day stays fast). */
async function flush() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

/** A server the test switches off and on; it answers with the days from the clock's date. */
function fakeSource(clock: ManualClock) {
  const state = {
    up: true,
    loads: 0,
    events: [] as UpcomingEvent[],
    campaigns: [] as CampaignProgress[],
    campaignsUp: true,
  };
  const source: PrayerTimesSource = {
    range: () => Promise.reject(new Error('not used')),
    cities: () => Promise.reject(new Error('not used')),
    async load(city) {
      state.loads += 1;
      if (!state.up) throw new Error('offline');
      return {
        city: city ?? 'Warsaw',
        timeZone: ZONE,
        hijriOffset: 0,
        jumuah: null,
        days: ['2026-11-25', '2026-11-26', '2026-11-27'].map((date) => day(date)),
        fetchedAt: clock.now(),
      } satisfies PrayerTimesData;
    },
    async upcomingEvents() {
      if (!state.up) throw new Error('offline');
      return state.events;
    },
    async campaigns() {
      if (!state.up || !state.campaignsUp) throw new Error('offline');
      return state.campaigns;
    },
  };
  return { source, state };
}

let renders: DisplayState[];
const view = { render: (state: DisplayState) => void renders.push(state) };
const last = () => renders.at(-1) as DisplayState;

beforeEach(() => {
  renders = [];
});

describe('startDisplay', () => {
  it('shows loading, then the day, and repaints on each second with two timers at most', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '13:40', ZONE) + 250);
    const { source } = fakeSource(clock);
    const display = startDisplay({ view, source, clock });
    expect(renders[0]).toEqual({ phase: 'loading' });
    await flush();
    expect(last()).toMatchObject({ phase: 'ready', stale: false });
    expect(clock.pending).toBe(2);
    const before = renders.length;
    await clock.advance(10_000);
    expect(renders.length - before).toBe(10);
    const state = last();
    if (state.phase !== 'ready') throw new Error('not ready');
    expect(state.board.moment.next).toMatchObject({ name: 'asr', kind: 'iqama' });
    expect(state.board.moment.countdownSeconds).toBe(4 * 60 - 10);
    display.stop();
    expect(clock.pending).toBe(0);
  });

  it('keeps the last times with the stale mark while the server is down, then recovers', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '12:00', ZONE));
    const storage = memoryStorage();
    const { source, state } = fakeSource(clock);
    const display = startDisplay({ view, source, clock, storage });
    await flush();
    expect(storage.map.has(cacheKey(undefined))).toBe(true);

    state.up = false;
    // The planned refresh comes within three hours; it fails, and the times stay with the mark.
    await clock.advance(3 * 60 * 60 * 1000);
    expect(last()).toMatchObject({ phase: 'ready', stale: true });
    const loads = state.loads;
    await clock.advance(RETRY_DELAYS_MS[0]);
    expect(state.loads).toBe(loads + 1);
    expect(last()).toMatchObject({ stale: true });

    state.up = true;
    await clock.advance(RETRY_DELAYS_MS[1]);
    expect(last()).toMatchObject({ phase: 'ready', stale: false });
    expect(clock.pending).toBe(2);
    display.stop();
  });

  it('starts from the stored copy when the server cannot be reached at all', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '12:00', ZONE));
    const storage = memoryStorage();
    const first = fakeSource(clock);
    const earlier = startDisplay({ view, source: first.source, clock, storage });
    await flush();
    earlier.stop();

    renders = [];
    const { source, state } = fakeSource(clock);
    state.up = false;
    const display = startDisplay({ view, source, clock, storage });
    expect(renders[0]).toMatchObject({ phase: 'ready' });
    await flush();
    expect(last()).toMatchObject({ phase: 'ready', stale: true });
    display.stop();
  });

  it('says the times cannot be loaded when there is neither an answer nor a stored copy', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '12:00', ZONE));
    const { source, state } = fakeSource(clock);
    state.up = false;
    const display = startDisplay({ view, source, clock, storage: memoryStorage() });
    await flush();
    expect(last()).toEqual({ phase: 'unavailable' });
    display.stop();
  });

  it('refreshes just after the mosque midnight and shows the new day', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '23:00', ZONE));
    const { source, state } = fakeSource(clock);
    const display = startDisplay({ view, source, clock });
    await flush();
    expect(state.loads).toBe(1);
    await clock.advance(61 * 60 * 1000 + 1000);
    expect(state.loads).toBe(2);
    const board = last();
    if (board.phase !== 'ready') throw new Error('not ready');
    expect(board.board.today).toBe('2026-11-26');
    display.stop();
  });

  it('shows the next events in the strip, three at most, and keeps them when the strip fails', async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '12:00', ZONE));
    const { source, state } = fakeSource(clock);
    state.events = [1, 2, 3, 4].map((id) => ({
      id,
      name: `Event ${id}`,
      date: `2026-12-0${id}`,
      time: null,
    }));
    const display = startDisplay({ view, source, clock });
    state.campaigns = [1, 2, 3, 4].map((id) => ({
      id,
      name: `Campaign ${id}`,
      collected: id * 100,
      target: 1000,
      donors: id,
    }));
    await flush();
    await flush();
    expect(last()).toMatchObject({
      upcoming: state.events.slice(0, 3),
      campaigns: state.campaigns.slice(0, 3),
    });

    // The next refresh: the campaigns fail, the events change; the strip keeps the campaigns it had.
    state.campaignsUp = false;
    state.events = [{ id: 9, name: 'Event 9', date: '2026-12-09', time: null }];
    await clock.advance(3 * 60 * 60 * 1000);
    expect(last()).toMatchObject({
      stale: false,
      upcoming: state.events,
      campaigns: state.campaigns.slice(0, 3),
    });
    display.stop();
  });

  // 86 400 ticks are plain CPU work, several times slower on a CI machine busy with another suite: the
  // limit only guards against a hang.
  it('leaves the same two timers after a simulated day of seconds', { timeout: 120_000 }, async () => {
    const clock = new ManualClock(zonedInstant('2026-11-25', '12:00', ZONE));
    const { source } = fakeSource(clock);
    const display = startDisplay({ view, source, clock });
    await flush();
    await clock.advance(24 * 60 * 60 * 1000);
    expect(clock.pending).toBe(2);
    display.stop();
    expect(clock.pending).toBe(0);
  });
});
