import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athanTimes, prayerSettings } from '../../db/schema-prayer';
import { call, createTestServer, type TestServer } from '../../test/harness';

/*
 * The feed is read back by a real iCalendar parser (ical.js, the one Thunderbird uses), the way a
 * phone's calendar reads it. The test server's clock stands at 1 March 2026, so the feed reaches past
 * Warsaw's spring clock change on 29 March.
 */
let server: TestServer;

const DAY = { fajr: '04:30:00', dhuhr: '12:10:00', asr: '15:40:00', maghrib: '18:05:00', isha: '19:40:00' };

beforeAll(async () => {
  server = await createTestServer();
  await server.deps.db.insert(athanTimes).values([
    { city: 'Warsaw', date: '2026-02-28', ...DAY },
    { city: 'Warsaw', date: '2026-03-28', ...DAY },
    { city: 'Warsaw', date: '2026-03-30', ...DAY },
    { city: 'Warsaw', date: '2026-09-01', ...DAY },
  ]);
  await server.deps.db.insert(prayerSettings).values({
    mode: 'minutes_after_athan',
    city: 'Warsaw',
    effectiveFrom: '2026-03-30',
    effectiveTo: '2026-03-30',
    fajrMinutes: 20,
    dhuhrMinutes: 10,
    asrMinutes: 10,
    maghribMinutes: 5,
    ishaMinutes: 10,
  });
});
afterAll(() => server.close());

function eventsOf(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate().toISOString() };
  });
}

describe('the prayer times feed', () => {
  it("is a calendar of the athan and iqama times from the mosque's today, in real instants across the clock change", async () => {
    const answer = await call(server, 'GET', '/api/public/prayer-times.ics?city=Warsaw&lang=en');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const feed = answer.body as string;
    expect(feed.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const events = eventsOf(feed);
    // 28 Feb is before today; 1 Sep is past the feed's three months; 30 March has iqama times too.
    expect(events).toHaveLength(5 + 10);
    const fajr = events.filter((event) => event.summary.startsWith('Fajr'));
    expect(fajr).toEqual([
      {
        uid: 'warsaw-2026-03-28-fajr-athan@minbar',
        summary: 'Fajr athan',
        start: '2026-03-28T03:30:00.000Z',
      },
      {
        uid: 'warsaw-2026-03-30-fajr-athan@minbar',
        summary: 'Fajr athan',
        start: '2026-03-30T02:30:00.000Z',
      },
      {
        uid: 'warsaw-2026-03-30-fajr-iqama@minbar',
        summary: 'Fajr iqama',
        start: '2026-03-30T02:50:00.000Z',
      },
    ]);
  });

  it('names the prayers in the language asked for, Polish by default', async () => {
    const arabic = eventsOf(
      (await call(server, 'GET', '/api/public/prayer-times.ics?lang=ar')).body as string,
    );
    expect(arabic.map((event) => event.summary)).toContain('أذان الفجر');
    expect(arabic.map((event) => event.summary)).toContain('إقامة العشاء');
    const polish = eventsOf((await call(server, 'GET', '/api/public/prayer-times.ics')).body as string);
    expect(polish.map((event) => event.summary)).toContain('Azan: Fadżr');
  });

  it('revalidates by ETag, and refuses an unknown language or city', async () => {
    const first = await call(server, 'GET', '/api/public/prayer-times.ics?lang=en');
    const again = await call(server, 'GET', '/api/public/prayer-times.ics?lang=en', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await call(server, 'GET', '/api/public/prayer-times.ics?lang=de')).status).toBe(422);
    expect((await call(server, 'GET', '/api/public/prayer-times.ics?city=Atlantis')).status).toBe(404);
  });
});
