import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athanTimes, prayerSettings } from '../../db/schema-prayer';
import { mosqueIdentity } from '../../db/schema-settings';
import { DEMO_MOSQUE_IDENTITY, seedMosqueIdentityDemo } from '../../seed-identity';
import { call, createTestServer, type TestServer } from '../../test/harness';
import { icalText, prayerFeed } from './prayer-feed';

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

  it("is named after the mosque in the feed's language once it has a name, and renamed with it", async () => {
    const nameOf = async (lang: string) => {
      const feed = (await call(server, 'GET', `/api/public/prayer-times.ics?lang=${lang}`)).body as string;
      return String(new ICAL.Component(ICAL.parse(feed)).getFirstPropertyValue('x-wr-calname'));
    };
    await server.deps.db.delete(mosqueIdentity);
    expect(await nameOf('en')).toBe('Prayer times: Warsaw');
    const unnamed = await call(server, 'GET', '/api/public/prayer-times.ics?lang=en');
    await seedMosqueIdentityDemo(server.deps.db);
    expect(await nameOf('en')).toBe(`${DEMO_MOSQUE_IDENTITY.name.en} · Prayer times: Warsaw`);
    expect(await nameOf('ar')).toBe(`${DEMO_MOSQUE_IDENTITY.name.ar} · مواقيت الصلاة: Warsaw`);
    expect(await nameOf('pl')).toBe(`${DEMO_MOSQUE_IDENTITY.name.pl} · Czasy modlitw: Warsaw`);
    // A calendar holding the unnamed feed is given the renamed one, not a 304.
    const again = await call(server, 'GET', '/api/public/prayer-times.ics?lang=en', {
      headers: { 'if-none-match': unnamed.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
    await server.deps.db.delete(mosqueIdentity);
  });
});

describe("the feed's text values", () => {
  it.each<[text: string, written: string]>([
    ['Warsaw', 'Warsaw'],
    ['Gdańsk; Sopot', 'Gdańsk\\; Sopot'],
    ['Gdańsk, Sopot', 'Gdańsk\\, Sopot'],
    ['C:\\mosque', 'C:\\\\mosque'],
    ['a\\;b', 'a\\\\\\;b'],
    ['two\nlines', 'two\\nlines'],
    ['two\r\nlines', 'two\\nlines'],
    ['الرياض، مكة; جدة', 'الرياض، مكة\\; جدة'],
  ])('writes %j as %j', (text, written) => {
    expect(icalText(text)).toBe(written);
  });

  /** A calendar built for `city` with one day of times, read back by the parser a phone uses. */
  function feedFor(city: string, language: 'en' | 'ar' = 'en') {
    const feed = prayerFeed({
      city,
      timeZone: 'Europe/Warsaw',
      language,
      days: [{ date: '2026-03-02', fajr_athan: '04:30', dhuhr_athan: '12:10' } as never],
      now: new Date('2026-03-01T00:00:00Z'),
    });
    return { feed, calendar: new ICAL.Component(ICAL.parse(feed)) };
  }

  /**
   * A calendar property read as iCalendar TEXT: ical.js hands the calendar-name properties over as
   * written (it has no type for them), so their escapes are undone by its own TEXT reader, as a calendar does.
   */
  function textOf(calendar: ICAL.Component, name: string): string {
    return ICAL.design.icalendar.value.text.fromICAL(String(calendar.getFirstPropertyValue(name)));
  }

  it.each<[city: string, written: string]>([
    ['Gdańsk; Sopot, Gdynia', 'Gdańsk\\; Sopot\\, Gdynia'],
    ['C:\\path\\;x', 'C:\\\\path\\\\\\;x'],
    ['North\nSouth', 'North\\nSouth'],
    ['مدينة، الرياض; جدة', 'مدينة، الرياض\\; جدة'],
  ])('names the calendar %j, written %j, exactly; its events still read', (city, written) => {
    const { feed, calendar } = feedFor(city);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Prayer times: ${written}`);
    expect(textOf(calendar, 'x-wr-calname')).toBe(`Prayer times: ${city}`);
    expect(textOf(calendar, 'name')).toBe(`Prayer times: ${city}`);
    // The name is one property each, with no parameter split off at a semicolon.
    expect(feed.match(/^X-WR-CALNAME/gm)).toHaveLength(1);
    expect(
      calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('summary')),
    ).toEqual(['Fajr athan', 'Dhuhr athan']);
  });

  it('folds a long Arabic name at 75 octets without splitting a letter, and reads it back whole', () => {
    const city = 'مدينة الرسول صلى الله عليه وسلم، المنورة; المملكة العربية السعودية 🕌 '.repeat(3);
    const { feed, calendar } = feedFor(city, 'ar');
    const lines = feed.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // A line cut inside a character would not decode back to itself.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(textOf(calendar, 'x-wr-calname')).toBe(`مواقيت الصلاة: ${city}`);
  });
});
