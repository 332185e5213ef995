import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRegistrations, events } from '../../db/schema-events';
import { createMemoryStorage } from '../../services/uploads';
import { EVENT_FORM, eventForm, insertEvent, insertRegistration } from '../../test/events';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { distinctPng, GIF, holdsPhoto, JPEG, largestJpeg, PHOTO_REF, PNG } from '../../test/images';

let server: TestServer;
const memory = createMemoryStorage();
let token: string;

beforeAll(async () => {
  server = await createTestServer({ storage: memory });
  token = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
});
afterAll(() => server.close());

async function send(method: string, path: string, body: FormData | string, language = 'en') {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': language };
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const response = await server.app.request(path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const eventOf = (answer: { body: Record<string, unknown> | null }) =>
  (answer.body as { event: Record<string, unknown> & { id: number; photo: string } }).event;
const refusal = (loc: string[], type: string) => ({
  detail: expect.arrayContaining([expect.objectContaining({ loc, type })]),
});

describe('creating an event', () => {
  it('stores the three languages and the photo under a random name, answering in the asked language', async () => {
    const answer = await send(
      'POST',
      '/api/events/',
      eventForm({ ...EVENT_FORM, time: '7:30 PM' }, PNG, 'x.png'),
      'ar',
    );
    expect(answer.status).toBe(201);
    const event = eventOf(answer);
    expect(event).toMatchObject({
      event_name: 'نزهة عائلية',
      address: 'حقول موكوتوف، وارسو',
      about: EVENT_FORM.about_ar,
      event_name_en: 'Family picnic',
      event_name_pl: 'Piknik rodzinny',
      date: '2026-03-20',
      time: '19:30',
      registration_deadline: '2026-03-15',
      status: 'active',
      registrations_count: 0,
      price_adult_with_transport: 70,
      discount_percentage_children_above_3_same_family: 10,
    });
    expect(event.photo).toMatch(PHOTO_REF);
    expect(holdsPhoto(memory.files, event.photo)).toBe(true);
    const served = await server.app.request(`/uploads/${largestJpeg(event.photo)}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('reads a JPEG or a WebP by its content whatever its name, and refuses a GIF or a text named .jpg', async () => {
    const jpeg = await send('POST', '/api/events/', eventForm(EVENT_FORM, JPEG, 'photo.png', 'image/png'));
    expect(eventOf(jpeg).photo).toMatch(PHOTO_REF);
    const before = memory.files.size;
    const text = new TextEncoder().encode('not an image at all');
    for (const [bytes, name] of [
      [text, 'photo.jpg'],
      [GIF, 'photo.gif'],
    ] as const) {
      const refused = await send('POST', '/api/events/', eventForm(EVENT_FORM, bytes, name));
      expect(refused).toEqual({ status: 422, body: refusal(['body', 'photo'], 'upload.not_an_image') });
    }
    expect(memory.files.size).toBe(before);
  });

  it('refuses a cut-short photo or one with a page appended with 422 upload.damaged, storing nothing', async () => {
    const before = memory.files.size;
    const cut = JPEG.subarray(0, JPEG.length - 10);
    const polyglot = new Uint8Array([
      ...JPEG,
      ...new TextEncoder().encode('<html><script>alert(1)</script>'),
    ]);
    for (const bytes of [cut, polyglot]) {
      const refused = await send('POST', '/api/events/', eventForm(EVENT_FORM, bytes, 'photo.jpg'));
      expect(refused).toEqual({ status: 422, body: refusal(['body', 'photo'], 'upload.damaged') });
    }
    expect(memory.files.size).toBe(before);
  });

  it('refuses a photo over 5 MB with 422, and a body over the multipart limit with 413', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PNG);
    const before = memory.files.size;
    const tooLarge = await send('POST', '/api/events/', eventForm(EVENT_FORM, large, 'big.png'));
    expect(tooLarge).toEqual({ status: 422, body: refusal(['body', 'photo'], 'upload.too_large') });
    const sixMegabytes = new Uint8Array(6 * 1024 * 1024);
    sixMegabytes.set(PNG);
    const huge = await send('POST', '/api/events/', eventForm(EVENT_FORM, sixMegabytes, 'huge.png'));
    expect(huge).toEqual({ status: 413, body: { detail: 'Request body too large' } });
    expect(memory.files.size).toBe(before);
  });

  it('requires the photo on create, and the event part', async () => {
    const noPhoto = await send('POST', '/api/events/', eventForm(EVENT_FORM));
    expect(noPhoto).toEqual({ status: 422, body: refusal(['body', 'photo'], 'field.required') });
    const noEvent = new FormData();
    noEvent.append('photo', new Blob([PNG]), 'a.png');
    expect(await send('POST', '/api/events/', noEvent)).toEqual({
      status: 422,
      body: refusal(['body', 'event'], 'field.required'),
    });
    expect((await send('POST', '/api/events/', eventForm('{"event_name_en":', PNG))).status).toBe(422);
  });

  it('names every refused field of the form, and stores nothing', async () => {
    const before = memory.files.size;
    const answer = await send(
      'POST',
      '/api/events/',
      eventForm(
        {
          ...EVENT_FORM,
          event_name_pl: 'ab',
          about_ar: '',
          price_child_above_3_no_transport: 10_000.5,
          price_adult_no_transport: 12.55,
          registration_deadline: '2026-03-21',
          discount_percentage_children_above_3_same_family: 150,
        },
        PNG,
      ),
    );
    expect(answer.status).toBe(422);
    const items = (answer.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toEqual({
      event_name_pl: 'event.too_short',
      about_ar: 'field.required',
      price_child_above_3_no_transport: 'event.price_too_high',
      price_adult_no_transport: 'event.price_step',
      registration_deadline: 'event.deadline_after_date',
      discount_percentage_children_above_3_same_family: 'event.discount_too_high',
    });
    expect(memory.files.size).toBe(before);
  });

  it('refuses an event with a price left out or sent blank: no price is taken as 0', async () => {
    const { price_adult_with_transport: _, ...withoutOne } = EVENT_FORM;
    const answer = await send(
      'POST',
      '/api/events/',
      eventForm({ ...withoutOne, price_child_below_3_no_transport: '' }, PNG),
    );
    expect(answer.status).toBe(422);
    const items = (answer.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toMatchObject({
      price_adult_with_transport: 'field.required',
      price_child_below_3_no_transport: 'event.not_a_number',
    });
  });

  it("holds a new event's dates to the mosque's today", async () => {
    const past = await send(
      'POST',
      '/api/events/',
      eventForm({ ...EVENT_FORM, date: '2026-02-28', registration_deadline: '2026-02-27' }, PNG),
    );
    expect(past).toEqual({
      status: 422,
      body: {
        detail: [
          expect.objectContaining({ loc: ['body', 'date'], type: 'event.date_in_past' }),
          expect.objectContaining({ loc: ['body', 'registration_deadline'], type: 'event.deadline_in_past' }),
        ],
      },
    });
    const today = await send(
      'POST',
      '/api/events/',
      eventForm({ ...EVENT_FORM, date: '2026-03-01', registration_deadline: '2026-03-01' }, PNG),
    );
    expect(today.status).toBe(201);
  });

  it('leaves no file behind when the row cannot be saved', async () => {
    const before = new Set(memory.files.keys());
    // A name the database refuses after the form passed and the photo was stored.
    await server.deps.db.execute(
      sql`alter table events add constraint events_test_refuse check (event_name_en <> 'Refused by the database')`,
    );
    try {
      const answer = await send(
        'POST',
        '/api/events/',
        eventForm({ ...EVENT_FORM, event_name_en: 'Refused by the database' }, PNG),
      );
      expect(answer.status).toBe(500);
    } finally {
      await server.deps.db.execute(sql`alter table events drop constraint events_test_refuse`);
    }
    expect(new Set(memory.files.keys())).toEqual(before);
  });
});

describe('reading, updating and deleting', () => {
  it('lists every event, canceled and past ones too, by date and time, with its bookings counted', async () => {
    const later = await insertEvent(server, {
      date: '2026-05-01',
      time: '10:00',
      registrationDeadline: '2026-04-30',
    });
    const earlyMorning = await insertEvent(server, {
      date: '2026-04-01',
      time: '08:00',
      registrationDeadline: '2026-03-30',
    });
    const evening = await insertEvent(server, {
      date: '2026-04-01',
      time: '19:00',
      registrationDeadline: '2026-03-30',
      status: 'canceled',
    });
    const past = await insertEvent(server, {
      date: '2026-01-10',
      time: '12:00',
      registrationDeadline: '2026-01-05',
    });
    await insertRegistration(server, evening.id);
    await insertRegistration(server, evening.id, { type: 'family', numAdults: 2 });
    const answer = await call(server, 'GET', '/api/events/', { token, headers: { 'accept-language': 'pl' } });
    const list = (
      answer.body as {
        events: Array<{ id: number; event_name: string; registrations_count: number; status: string }>;
      }
    ).events;
    const ids = list.map((event) => event.id);
    const order = [past.id, earlyMorning.id, evening.id, later.id].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const canceled = list.find((event) => event.id === evening.id);
    expect(canceled).toMatchObject({
      event_name: 'Wykład o cierpliwości',
      status: 'canceled',
      registrations_count: 2,
    });
  });

  it('reads one event in each language for the edit dialog, English when a text is blank, 404 when unknown', async () => {
    const event = await insertEvent(server, { aboutPl: '' });
    const polish = await call(server, 'GET', `/api/events/${event.id}`, {
      token,
      headers: { 'accept-language': 'pl' },
    });
    expect((polish.body as { event: unknown }).event).toMatchObject({
      id: event.id,
      event_name: 'Wykład o cierpliwości',
      about: 'An evening lecture with questions.',
      about_ar: 'محاضرة مسائية مع أسئلة.',
      time: '18:30',
      price_child_below_3_with_transport: 20,
    });
    expect((await call(server, 'GET', '/api/events/999999', { token })).status).toBe(404);
    expect((await call(server, 'GET', '/api/events/abc', { token })).status).toBe(422);
  });

  it('updates the form and keeps the photo unless a new one comes, which replaces and removes the old file', async () => {
    const created = eventOf(await send('POST', '/api/events/', eventForm(EVENT_FORM, await distinctPng())));
    const oldPhoto = created.photo;
    const kept = await send(
      'PATCH',
      `/api/events/${created.id}`,
      eventForm({ ...EVENT_FORM, event_name_en: 'Spring picnic' }),
    );
    expect(eventOf(kept)).toMatchObject({ event_name: 'Spring picnic', photo: oldPhoto });
    const json = await send(
      'PATCH',
      `/api/events/${created.id}`,
      JSON.stringify({ ...EVENT_FORM, status: 'canceled' }),
    );
    expect(eventOf(json)).toMatchObject({ status: 'canceled', photo: oldPhoto });
    const replaced = await send(
      'PATCH',
      `/api/events/${created.id}`,
      eventForm(EVENT_FORM, await distinctPng()),
    );
    const newPhoto = eventOf(replaced).photo;
    expect(newPhoto).not.toBe(oldPhoto);
    expect(holdsPhoto(memory.files, newPhoto)).toBe(true);
    expect(holdsPhoto(memory.files, oldPhoto)).toBe(false);
  });

  it('lets a past event keep its dates on update, but not move to another past date', async () => {
    const past = await insertEvent(server, { date: '2026-02-10', registrationDeadline: '2026-02-05' });
    const form = { ...EVENT_FORM, date: '2026-02-10', registration_deadline: '2026-02-05' };
    expect(
      (
        await send(
          'PATCH',
          `/api/events/${past.id}`,
          eventForm({ ...form, about_en: 'Corrected text after the event.' }),
        )
      ).status,
    ).toBe(200);
    const moved = await send('PATCH', `/api/events/${past.id}`, eventForm({ ...form, date: '2026-02-11' }));
    expect(moved).toEqual({ status: 422, body: refusal(['body', 'date'], 'event.date_in_past') });
  });

  it('refuses an update of an unknown event with 404, and an invalid one keeping the old photo and no new file', async () => {
    expect((await send('PATCH', '/api/events/999999', eventForm(EVENT_FORM))).status).toBe(404);
    const created = eventOf(await send('POST', '/api/events/', eventForm(EVENT_FORM, PNG)));
    const before = new Set(memory.files.keys());
    const refused = await send(
      'PATCH',
      `/api/events/${created.id}`,
      eventForm({ ...EVENT_FORM, time: 'soon' }, JPEG),
    );
    expect(refused).toEqual({ status: 422, body: refusal(['body', 'time'], 'event.time_invalid') });
    expect(new Set(memory.files.keys())).toEqual(before);
  });

  it('deletes an event with its photo and its bookings', async () => {
    const created = eventOf(await send('POST', '/api/events/', eventForm(EVENT_FORM, await distinctPng())));
    // Photos are named by their content: one another event also holds is kept for it.
    const shared = eventOf(await send('POST', '/api/events/', eventForm(EVENT_FORM, PNG)));
    const sharing = eventOf(await send('POST', '/api/events/', eventForm(EVENT_FORM, PNG)));
    expect(sharing.photo).toBe(shared.photo);
    await server.app.request(`/api/events/${shared.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(holdsPhoto(memory.files, sharing.photo)).toBe(true);
    expect(holdsPhoto(memory.files, created.photo)).toBe(true);
    await insertRegistration(server, created.id);
    const answer = await server.app.request(`/api/events/${created.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect([answer.status, await answer.text()]).toEqual([204, '']);
    expect(holdsPhoto(memory.files, created.photo)).toBe(false);
    expect(await server.deps.db.select().from(events).where(eq(events.id, created.id))).toEqual([]);
    expect(
      await server.deps.db
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, created.id)),
    ).toEqual([]);
    expect((await call(server, 'DELETE', `/api/events/${created.id}`, { token })).status).toBe(404);
  });
});
