import { toEventPayload } from '@minbar/domain/events/event-form';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import { bookingCalendarPath } from './booking-calendar';
import { getBookingStatus, payBooking } from './booking-page';
import {
  createEvent,
  createRegistration,
  deleteEvent,
  getEvent,
  getPublicEventStatus,
  listEvents,
  listPublicEvents,
  listRegistrations,
  markRegistrationPaid,
  refundRegistration,
  updateEvent,
} from './events';

const IMAM: Session = {
  token: 'imam-token',
  userEmail: 'imam@example.org',
  userId: 2,
  username: 'imam',
  role: 'imam',
  roles: ['imam'],
};

const PRICES = {
  price_adult_no_transport: 50,
  price_adult_with_transport: 70,
  price_child_above_3_no_transport: 30,
  price_child_above_3_with_transport: 50,
  price_child_below_3_no_transport: 0,
  price_child_below_3_with_transport: 20,
  discount_percentage_children_above_3_same_family: 10,
};

const LIST_ITEM = {
  id: 4,
  event_name: 'Piknik rodzinny',
  address: 'Pole Mokotowskie, Warszawa',
  date: '2026-12-12',
  time: '11:00',
  registration_deadline: '2026-12-10',
  photo: '0b6f2f0e-8d9a-4f53-9a65-2f3d5b1c7e11.jpg',
  status: 'active',
  registrations_count: 3,
};

const DETAIL = {
  ...LIST_ITEM,
  about: 'Gry dla dzieci i wspólny obiad.',
  ...PRICES,
  event_name_en: 'Family picnic',
  event_name_ar: 'نزهة عائلية',
  event_name_pl: 'Piknik rodzinny',
  address_en: 'Pole Mokotowskie, Warsaw',
  address_ar: 'حقول موكوتوف، وارسو',
  address_pl: 'Pole Mokotowskie, Warszawa',
  about_en: 'Games for children and a shared lunch.',
  about_ar: 'ألعاب للأطفال وغداء مشترك.',
  about_pl: 'Gry dla dzieci i wspólny obiad.',
};

const PAYLOAD = toEventPayload({
  event_name_en: 'Family picnic',
  event_name_ar: 'نزهة عائلية',
  event_name_pl: 'Piknik rodzinny',
  address_en: 'Pole Mokotowskie, Warsaw',
  address_ar: 'حقول موكوتوف، وارسو',
  address_pl: 'Pole Mokotowskie, Warszawa',
  about_en: 'Games for children and a shared lunch.',
  about_ar: 'ألعاب للأطفال وغداء مشترك.',
  about_pl: 'Gry dla dzieci i wspólny obiad.',
  date: '2026-12-12',
  time: '11:00 AM',
  registration_deadline: '2026-12-10',
  price_adult_no_transport: '50',
  price_adult_with_transport: '70',
  price_child_above_3_no_transport: '30',
  price_child_above_3_with_transport: '50',
  price_child_below_3_no_transport: '',
  price_child_below_3_with_transport: '20',
  discount_percentage_children_above_3_same_family: '10',
});

const PHOTO = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

const PAGE = { total: 1, page: 1, per_page: 10, total_pages: 1 };
const REGISTRATIONS = {
  event: { id: 4, event_name: 'Family picnic', status: 'active' },
  refunds_due: [],
  personal_registrations: [
    {
      id: 1,
      name: 'Amina Nowak',
      phone: '600100200',
      email: 'amina@example.org',
      student: true,
      transportation: false,
      city: null,
      payment_status: 'paid',
      price: 50,
      created_at: '2026-11-20T10:00:00.000Z',
      paid_via: 'cash',
      paid_at: '2026-11-22T10:00:00.000Z',
      refund_reason: null,
      extra_payments: [],
    },
  ],
  family_registrations: [
    {
      id: 2,
      parent_name: 'Omar Kowalski',
      phone: '600100201',
      email: 'omar@example.org',
      num_adults: 2,
      num_children_above_3: 1,
      num_children_below_3: 1,
      use_transport: true,
      city: 'Łódź',
      payment_status: 'pending',
      price: 205,
      created_at: '2026-11-21T10:00:00.000Z',
      paid_via: null,
      paid_at: null,
      refund_reason: null,
      extra_payments: [],
    },
  ],
  pagination: { personal: PAGE, family: PAGE },
  summary: {
    people: { adults: 2, children_above_3: 1, children_below_3: 1, students: 1 },
    transport_by_city: [{ city: 'Łódź', seats: 4 }],
    payment: { paid: 1, pending: 1 },
    income: { expected: 255, paid: 50 },
  },
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler, session: Session | null = IMAM) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(session),
    getLanguage: () => 'pl',
  });
  return { client, requests: server.requests };
}

describe('the staff event calls', () => {
  it('lists the events with the token in the UI language, or in the language asked for', async () => {
    const { client, requests } = await setup(() => ({ body: { events: [LIST_ITEM] } }));
    await expect(listEvents(client)).resolves.toEqual([LIST_ITEM]);
    await listEvents(client, 'ar');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/events/' });
    expect(requests.map((request) => request.headers['accept-language'])).toEqual(['pl', 'ar']);
    expect(requests[0]?.headers.authorization).toBe('Bearer imam-token');
  });

  it("reads another server's list: a bare array, times with seconds or AM/PM, no deadline, no status", async () => {
    const { status: _s, registrations_count: _c, registration_deadline: _d, ...bare } = LIST_ITEM;
    const { client } = await setup(() => ({
      body: [
        { ...bare, time: '19:30:00' },
        { ...bare, id: 5, time: '7:30 PM', photo: null },
        { ...bare, id: 6, time: null, registration_deadline: '2026-12-01T00:00:00' },
      ],
    }));
    const events = await listEvents(client);
    expect(events.map((event) => [event.time, event.registration_deadline, event.status])).toEqual([
      ['19:30', '2026-12-12', 'active'],
      ['19:30', '2026-12-12', 'active'],
      [null, '2026-12-01', 'active'],
    ]);
    expect(events[0]?.registrations_count).toBe(0);
  });

  it('reads one event wrapped in `event` or bare, in each language of the edit dialog', async () => {
    const { client, requests } = await setup((request) =>
      request.headers['accept-language'] === 'ar' ? { body: DETAIL } : { body: { event: DETAIL } },
    );
    await expect(getEvent(client, 4)).resolves.toEqual(DETAIL);
    await expect(getEvent(client, 4, 'ar')).resolves.toEqual(DETAIL);
    expect(requests.map((request) => [request.path, request.headers['accept-language']])).toEqual([
      ['/events/4', 'pl'],
      ['/events/4', 'ar'],
    ]);
  });

  it('fills the prices, about and per-language fields another server leaves out', async () => {
    const { client } = await setup(() => ({
      body: { id: 4, event_name: 'Picnic', date: '2026-12-12', time: '11:00', address: null },
    }));
    const event = await getEvent(client, 4);
    expect(event).toMatchObject({
      about: '',
      address: '',
      photo: null,
      price_adult_no_transport: 0,
      discount_percentage_children_above_3_same_family: 0,
      registration_deadline: '2026-12-12',
    });
    expect(event.event_name_ar).toBeUndefined();
  });

  it('creates with the event JSON part and the photo part', async () => {
    const { client, requests } = await setup(() => ({ status: 201, body: { event: DETAIL } }));
    await expect(createEvent(client, PAYLOAD, PHOTO)).resolves.toEqual(DETAIL);
    const request = requests[0];
    expect(request).toMatchObject({ method: 'POST', path: '/events/' });
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(request?.body);
    expect(body).toContain('name="event"');
    expect(body).toContain(JSON.stringify(PAYLOAD));
    expect(body).toMatch(/name="photo"; filename="[^"]*"\r\nContent-Type: image\/jpeg/);
    expect(PAYLOAD).toMatchObject({ time: '11:00', price_child_below_3_no_transport: 0 });
  });

  it('reads how many registrants an update told, and nobody from a server that answers the event alone', async () => {
    const told = { kind: 'event_changed', count: 9 } as const;
    const { client } = await setup((request) =>
      request.path === '/events/4' ? { body: { event: DETAIL, told } } : { body: DETAIL },
    );
    await expect(updateEvent(client, 4, PAYLOAD)).resolves.toEqual({ event: DETAIL, told });
    await expect(updateEvent(client, 5, PAYLOAD)).resolves.toEqual({ event: DETAIL, told: null });
  });

  it('updates without a photo part unless a new photo is chosen, and deletes', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE' ? { status: 204 } : { body: { event: DETAIL } },
    );
    await updateEvent(client, 4, { ...PAYLOAD, status: 'canceled' });
    await updateEvent(client, 4, PAYLOAD, PHOTO);
    await expect(deleteEvent(client, 4)).resolves.toBeUndefined();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PATCH /events/4',
      'PATCH /events/4',
      'DELETE /events/4',
    ]);
    expect(String(requests[0]?.body)).not.toContain('name="photo"');
    expect(String(requests[0]?.body)).toContain('"status":"canceled"');
    expect(String(requests[1]?.body)).toContain('name="photo"');
  });

  it('passes on a 422 naming the photo, and a 403 for a role without the area', async () => {
    const detail = [
      { loc: ['body', 'photo'], msg: 'The image must be under 5 MB', type: 'upload.too_large' },
    ];
    const { client } = await setup((request) =>
      request.method === 'POST'
        ? { status: 422, body: { detail } }
        : { status: 403, body: { detail: 'Not enough permissions' } },
    );
    const refused = await createEvent(client, PAYLOAD, PHOTO).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(422);
    const forbidden = await deleteEvent(client, 4).catch((error: unknown) => error);
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
  });
});

describe('registrations', () => {
  it('reads both paged lists and the summary, asking for the page', async () => {
    const { client, requests } = await setup(() => ({ body: REGISTRATIONS }));
    await expect(listRegistrations(client, 4, { page: 2, per_page: 10 })).resolves.toEqual(REGISTRATIONS);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/events/4/registrations?page=2&per_page=10' });
    expect(requests[0]?.headers.authorization).toBe('Bearer imam-token');
  });

  it("reads a cancelled event's refunds to make, each with how it was paid", async () => {
    const due = {
      id: 1,
      type: 'personal',
      name: 'Amina Nowak',
      email: 'amina@example.org',
      phone: '600100200',
      price: 50,
      paid_via: 'cash',
      paid_at: '2026-11-22T10:00:00.000Z',
    };
    const { client } = await setup(() => ({
      body: {
        ...REGISTRATIONS,
        event: { id: 4, event_name: 'Family picnic', status: 'canceled' },
        refunds_due: [due],
      },
    }));
    const answer = await listRegistrations(client, 4);
    expect(answer.event?.status).toBe('canceled');
    expect(answer.refunds_due).toEqual([due]);
  });

  it("reads another server's answer without a summary or the event", async () => {
    const { event: _e, summary: _s, ...bare } = REGISTRATIONS;
    const { client } = await setup(() => ({ body: bare }));
    const answer = await listRegistrations(client, 4);
    expect(answer.summary).toBeUndefined();
    expect(answer.personal_registrations).toHaveLength(1);
  });

  it('rejects an answer that breaks the contract', async () => {
    const { client } = await setup(() => ({ body: { personal_registrations: [{ id: 'x' }] } }));
    const error = await listRegistrations(client, 4).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});

describe('the public calls', () => {
  it('lists the upcoming events without a token', async () => {
    const { id, event_name, address, date, time, registration_deadline, photo } = LIST_ITEM;
    const event = {
      id,
      event_name,
      address,
      date,
      time,
      registration_deadline,
      photo,
      about: 'Gry.',
      ...PRICES,
    };
    const { client, requests } = await setup(() => ({ body: { events: [event] } }), null);
    await expect(listPublicEvents(client)).resolves.toEqual([event]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/public/events' });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['accept-language']).toBe('pl');
  });

  it('reads one event and whether it still takes bookings, without a token', async () => {
    const { id, event_name, address, date, time, registration_deadline, photo } = LIST_ITEM;
    const event = { id, event_name, address, date, time, registration_deadline, photo, about: '', ...PRICES };
    const { client, requests } = await setup(() => ({ body: { event, booking: 'canceled' } }), null);
    await expect(getPublicEventStatus(client, id)).resolves.toEqual({ event, booking: 'canceled' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: `/public/events/${id}` });
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a booking window it does not know', async () => {
    const { id, event_name, address, date, time, registration_deadline, photo } = LIST_ITEM;
    const event = { id, event_name, address, date, time, registration_deadline, photo, about: '', ...PRICES };
    const { client } = await setup(() => ({ body: { event, booking: 'full' } }), null);
    const error = await getPublicEventStatus(client, id).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });

  it('books without a token and reads the price the server computed', async () => {
    const booking = {
      type: 'family' as const,
      parent_name: 'Omar Kowalski',
      phone: '600100201',
      email: 'omar@example.org',
      num_adults: 2,
      num_children_above_3: 1,
      num_children_below_3: 1,
      use_transport: true,
      city: 'Łódź',
    };
    const answer = {
      registration: { id: 9, type: 'family', price: 205, payment_status: 'pending' },
      price: 205,
      currency: 'PLN',
      receipt_token: 'booking-token-00000001',
    };
    const { client, requests } = await setup(() => ({ status: 201, body: answer }), IMAM);
    await expect(createRegistration(client, 4, booking, 'booking-attempt-0000001')).resolves.toEqual(answer);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/events/4/registrations', body: booking });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['idempotency-key']).toBe('booking-attempt-0000001');
  });

  it('marks a booking paid and refunds one with the token, reading each kind of booking back as it is', async () => {
    const family = { ...REGISTRATIONS.family_registrations[0], payment_status: 'paid', paid_via: 'transfer' };
    const person = {
      ...REGISTRATIONS.personal_registrations[0],
      payment_status: 'refunded',
      refund_reason: 'Event moved',
    };
    const { client, requests } = await setup((request) => ({
      body: request.path.endsWith('/mark-paid') ? family : person,
    }));
    await expect(markRegistrationPaid(client, 4, 2, 'transfer')).resolves.toEqual(family);
    await expect(refundRegistration(client, 4, 1, 'Event moved')).resolves.toEqual(person);
    expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/events/4/registrations/2/mark-paid', { via: 'transfer' }],
      ['POST', '/events/4/registrations/1/refund', { reason: 'Event moved' }],
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer imam-token');
  });

  it('pays a booking online and reads it back with its page token, without a sign-in token', async () => {
    const status = {
      id: 9,
      event_id: 4,
      event_name: 'Family day',
      event_date: '2026-12-12',
      price: 205,
      currency: 'PLN',
      payment_status: 'paid',
      paid_via: 'online',
      method: 'card',
      payment_failure: null,
      email: 'omar@example.org',
    };
    const { client, requests } = await setup(
      (request) =>
        request.method === 'POST'
          ? { body: { ...status, next: { client_secret: null, redirect_url: null } } }
          : { body: status },
      null,
    );
    const payment = {
      token: 'booking-token-00000001',
      payment_method: '4242424242424242',
      idempotency_key: 'pay-attempt-00000001',
    };
    await expect(payBooking(client, 4, 9, payment)).resolves.toMatchObject({ payment_status: 'paid' });
    // An older server's answer, without the event's details: the page shows what it has.
    await expect(getBookingStatus(client, 4, 9, 'booking-token-00000001')).resolves.toEqual({
      ...status,
      event_time: null,
      event_place: '',
      event_status: 'active',
      event_moved: false,
      party: null,
      online_payment_bar: null,
      bank_account: null,
    });
    expect(requests.map((request) => request.path)).toEqual([
      '/events/4/registrations/9/payment',
      '/events/4/registrations/9/status?token=booking-token-00000001',
    ]);
  });

  it("reads a booking's event, party, payment way and the mosque's bank account", async () => {
    const status = {
      id: 9,
      event_id: 4,
      event_name: 'Family day',
      event_date: '2026-12-12',
      event_time: '16:30:00',
      event_place: 'Main hall',
      event_status: 'canceled',
      event_moved: true,
      party: { adults: 2, children_above_3: 1, children_below_3: 1 },
      price: 205,
      currency: 'PLN',
      payment_status: 'paid',
      paid_via: 'online',
      method: 'card',
      payment_failure: null,
      email: 'omar@example.org',
      online_payment_bar: 'event_canceled',
      bank_account: 'PL61109010140000071219812874',
    };
    const { client } = await setup(() => ({ body: status }), null);
    await expect(getBookingStatus(client, 4, 9, 'booking-token-00000001')).resolves.toEqual({
      ...status,
      event_time: '16:30',
    });
  });

  it("links a booking's calendar file with its token and language", () => {
    expect(bookingCalendarPath(4, 9, 'booking-token_0000001', 'ar')).toBe(
      '/events/4/registrations/9/calendar.ics?token=booking-token_0000001&language=ar',
    );
  });

  it('passes on the 409 of a closed event with its detail', async () => {
    const { client } = await setup(
      () => ({ status: 409, body: { detail: 'Registration for this event has closed' } }),
      null,
    );
    const error = await createRegistration(client, 4, {
      type: 'personal',
      name: 'Ali',
      phone: '600100200',
      email: 'ali@example.org',
    }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.detail]).toEqual([
      409,
      'Registration for this event has closed',
    ]);
  });
});
