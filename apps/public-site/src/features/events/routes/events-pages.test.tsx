import { addDays, DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { acting, eventually, publicServer, renderSite, type ServerCall } from '../../../test/render-site';
import factsAr from '../booking-page/locales/ar.json';
import factsEn from '../booking-page/locales/en.json';
import factsPl from '../booking-page/locales/pl.json';
import type { PublicEvent } from '../data/events-api';
import eventsAr from '../locales/ar.json';
import t from '../locales/en.json';
import eventsPl from '../locales/pl.json';

afterEach(cleanup);

const EVENTS_MESSAGES = { en: t, ar: eventsAr, pl: eventsPl };
const today = mosqueToday(new Date(), DEFAULT_TIME_ZONE);

function upcoming(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 5,
    event_name: 'Family day at the lake',
    address: 'Lake Malta, Poznań',
    about: 'Games, lunch and prayer together.',
    date: addDays(today, 20),
    time: '10:30',
    registration_deadline: addDays(today, 10),
    photo: null,
    price_adult_no_transport: 50,
    price_adult_with_transport: 70,
    price_child_above_3_no_transport: 30,
    price_child_above_3_with_transport: 50,
    price_child_below_3_no_transport: 0,
    price_child_below_3_with_transport: 20,
    discount_percentage_children_above_3_same_family: 10,
    ...overrides,
  };
}

/** The public calls, with the events list and a booking call answered by `book`. */
function eventsServer(
  book: (call: ServerCall) => { status: number; body?: unknown } = () => ({ status: 500 }),
  events: PublicEvent[] = [upcoming()],
) {
  return publicServer((call) => {
    if (call.path === '/public/events') return { status: 200, body: { events } };
    if (call.method === 'POST' && call.path === '/events/5/registrations') return book(call);
    return undefined;
  });
}

/** PLN as the page writes it in English (a no-break space after the code). */
const pln = (amount: number) =>
  new Intl.NumberFormat('en-u-nu-latn', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 0,
  }).format(amount);

/** Text as Testing Library's queries read it (white space, the no-break space too, as one space). */
const asRead = (text: string) => text.replace(/\s+/g, ' ');

const total = () => screen.getByTestId('booking-total').textContent;
const spin = (name: string) => screen.getByRole('spinbutton', { name: new RegExp(`^${name}`) });

async function openFamilyBooking(server: ReturnType<typeof eventsServer>) {
  await renderSite({ path: '/events/5/book', server });
  await eventually(() => screen.getByRole('heading', { name: t['booking.title'] }));
  await acting(() => userEvent.click(screen.getByRole('radio', { name: t['booking.type.family'] })));
  await acting(() => userEvent.type(screen.getByRole('textbox', { name: /Parent/ }), 'Amina Kowalska'));
  await acting(() => userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '+48 512 345 678'));
  await acting(() => userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'amina@example.org'));
}

describe('the public events page', () => {
  it('is reached from the header and lists the upcoming events asked for in the visitor’s language', async () => {
    const server = eventsServer();
    await renderSite({ server });

    await acting(() => userEvent.click(screen.getByRole('link', { name: en['layout.nav.events'] })));

    const list = await eventually(() => screen.getByRole('list', { name: '1 upcoming event' }));
    expect(within(list).getByRole('heading', { name: 'Family day at the lake' })).toBeTruthy();
    expect(within(list).getByText(asRead(pln(70)))).toBeTruthy();
    expect(within(list).queryByText(t['events.price.childBelow3'])).toBeNull();
    expect(window.location.pathname).toBe('/events');
    expect(server.calls.find((call) => call.path === '/public/events')?.language).toBe('en');
  });

  it('fetches the first event’s photo at once, the page’s largest paint, and leaves the others to come near', async () => {
    const events = [5, 6, 7].map((id) =>
      upcoming({ id, event_name: `Event ${id}`, photo: `photo-${id}.jpg` }),
    );
    await renderSite({ path: '/events', server: eventsServer(undefined, events) });

    const list = await eventually(() => screen.getByRole('list', { name: '3 upcoming events' }));
    const loading = [...list.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([null, 'lazy', 'lazy']);
  });

  it('says so when nothing is open for booking', async () => {
    await renderSite({ path: '/Events', server: eventsServer(undefined, []) });

    await eventually(() => screen.getByRole('heading', { name: t['events.empty'] }));
  });
});

describe('the booking form', () => {
  it('prices a family as its counts change, the discount on children over 3 included', async () => {
    await openFamilyBooking(eventsServer());
    expect(total()).toBe(pln(50));

    await acting(() => userEvent.clear(spin('Adults')));
    await acting(() => userEvent.type(spin('Adults'), '2'));
    expect(total()).toBe(pln(100));
    await acting(() => userEvent.clear(spin('Children over 3')));
    await acting(() => userEvent.type(spin('Children over 3'), '3'));
    // 2 × 50 + 3 × 30 − 10% of 90
    expect(total()).toBe(pln(181));
    expect(screen.getByText('Family discount (10%)')).toBeTruthy();
    await acting(() => userEvent.click(screen.getByRole('checkbox', { name: t['booking.familyTransport'] })));
    // 2 × 70 + 3 × 50 − 15
    expect(total()).toBe(pln(275));
  });

  it('sends the family booking and confirms it with the server’s price', async () => {
    const server = eventsServer(() => ({
      status: 201,
      body: {
        registration: { id: 41, type: 'family', price: 181, payment_status: 'pending' },
        price: 181,
        currency: 'PLN',
      },
    }));
    await openFamilyBooking(server);
    await acting(() => userEvent.clear(spin('Adults')));
    await acting(() => userEvent.type(spin('Adults'), '2'));
    await acting(() => userEvent.clear(spin('Children over 3')));
    await acting(() => userEvent.type(spin('Children over 3'), '3'));

    await acting(() => userEvent.click(screen.getByRole('button', { name: `Book for ${pln(181)}` })));

    await eventually(() => screen.getByRole('heading', { name: t['booking.confirmedTitle'] }));
    expect(screen.getByText(new RegExp(`Price: ${asRead(pln(181))}`))).toBeTruthy();
    const sent = server.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      type: 'family',
      parent_name: 'Amina Kowalska',
      phone: '+48 512 345 678',
      email: 'amina@example.org',
      num_adults: 2,
      num_children_above_3: 3,
      num_children_below_3: 0,
      use_transport: false,
      city: '',
    });
  });

  it('books under one key per attempt: the same key after a lost answer, a new one after a refusal', async () => {
    let answers = ['lost', 'refused', 'booked'];
    const server = eventsServer(() => {
      const [next, ...rest] = answers;
      answers = rest;
      if (next === 'lost') return { status: 502 };
      if (next === 'refused') return { status: 409, body: { detail: 'Registration deadline has passed' } };
      return {
        status: 201,
        body: {
          registration: { id: 41, type: 'family', price: 181, payment_status: 'pending' },
          price: 181,
          currency: 'PLN',
        },
      };
    });
    await openFamilyBooking(server);
    const book = () => acting(() => userEvent.click(screen.getByRole('button', { name: /Book for/ })));
    await book();
    await eventually(() => screen.getByRole('alert'));
    await book();
    await eventually(() => expect(screen.getByRole('alert').textContent).toBe(t['booking.failed.deadline']));
    await book();
    await eventually(() => screen.getByRole('heading', { name: t['booking.confirmedTitle'] }));

    const keys = server.calls.filter((call) => call.method === 'POST').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('books a form changed after a lost answer under a new key, and keeps the key while the form stays', async () => {
    let answers = ['lost', 'lost', 'lost', 'booked'];
    const server = eventsServer(() => {
      const [next, ...rest] = answers;
      answers = rest;
      if (next === 'lost') return { status: 502 };
      return {
        status: 201,
        body: {
          registration: { id: 42, type: 'family', price: 100, payment_status: 'pending' },
          price: 100,
          currency: 'PLN',
        },
      };
    });
    await openFamilyBooking(server);
    const book = () => acting(() => userEvent.click(screen.getByRole('button', { name: /Book for/ })));
    await book();
    await eventually(() => screen.getByRole('alert'));
    await book();
    await eventually(() => expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    await acting(() => userEvent.clear(spin('Adults')));
    await acting(() => userEvent.type(spin('Adults'), '2'));
    await book();
    await eventually(() => expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    await book();
    await eventually(() => screen.getByRole('heading', { name: t['booking.confirmedTitle'] }));

    const posts = server.calls.filter((call) => call.method === 'POST');
    const keys = posts.map((call) => call.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
    expect(posts.map((call) => (call.body as { num_adults: number }).num_adults)).toEqual([1, 1, 2, 2]);
  });

  it('says a 409 in the visitor’s words and keeps everything typed', async () => {
    await openFamilyBooking(
      eventsServer(() => ({ status: 409, body: { detail: 'This event has been canceled' } })),
    );

    await acting(() => userEvent.click(screen.getByRole('button', { name: /Book for/ })));

    const alert = await eventually(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe(t['booking.failed.canceled']);
    expect(screen.getByRole('textbox', { name: /Parent/ })).toHaveProperty('value', 'Amina Kowalska');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'amina@example.org');
    expect(screen.getByRole('radio', { name: t['booking.type.family'] })).toHaveProperty('checked', true);
  });

  it('refuses to send a booking with missing details, each message under its field', async () => {
    const server = eventsServer();
    await renderSite({ path: '/events/5/book', server });
    await eventually(() => screen.getByRole('heading', { name: t['booking.title'] }));

    await acting(() => userEvent.click(screen.getByRole('button', { name: /Book for/ })));

    await eventually(() => screen.getByText(t['booking.issue.nameRequired']));
    expect(screen.getByText(t['booking.issue.emailRequired'])).toBeTruthy();
    // The first field that needs attention takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: new RegExp(t['booking.name']) }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps what was typed when the visitor switches to Arabic, and asks for the event in Arabic', async () => {
    const server = eventsServer();
    await openFamilyBooking(server);

    await acting(() => userEvent.click(screen.getByRole('button', { name: /^ar$|arab|العربية/i })));

    await eventually(() => screen.getByRole('heading', { name: eventsAr['booking.title'] }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('textbox', { name: new RegExp(eventsAr['booking.parentName']) })).toHaveProperty(
      'value',
      'Amina Kowalska',
    );
    expect(screen.getByRole('radio', { name: eventsAr['booking.type.family'] })).toHaveProperty(
      'checked',
      true,
    );
    expect(server.calls.some((call) => call.path === '/public/events' && call.language === 'ar')).toBe(true);
  });

  it('says a direct link to an event that does not exist cannot be found', async () => {
    await renderSite({ path: '/events/99/book', server: eventsServer() });

    await eventually(() => screen.getByRole('heading', { name: t['booking.closed.notFoundTitle'] }));
    expect(screen.getByRole('link', { name: t['booking.closedLink'] }).getAttribute('href')).toBe('/events');
  });

  it('tells a canceled event from one past its deadline, as the server says, naming each', async () => {
    const canceled = upcoming({ id: 6, event_name: 'Quran evening' });
    const closed = upcoming({ id: 7, event_name: 'Autumn trip', registration_deadline: '2026-01-10' });
    const server = publicServer((call) => {
      if (call.path === '/public/events') return { status: 200, body: { events: [] } };
      if (call.path === '/public/events/6')
        return { status: 200, body: { event: canceled, booking: 'canceled' } };
      if (call.path === '/public/events/7')
        return { status: 200, body: { event: closed, booking: 'deadline_passed' } };
      return undefined;
    });
    const first = await renderSite({ path: '/events/6/book', server });
    await eventually(() => screen.getByRole('heading', { name: t['booking.closed.canceledTitle'] }));
    expect(screen.getByText(/Quran evening/).textContent).toContain('Quran evening');
    first.unmount();

    await renderSite({ path: '/events/7/book', server });
    await eventually(() => screen.getByRole('heading', { name: t['booking.closed.deadlineTitle'] }));
    expect(screen.getByText(/Autumn trip/).textContent).toContain('January 10, 2026');
  });
});

describe.each([
  ['events', EVENTS_MESSAGES],
  ["booking page's own", { en: factsEn, ar: factsAr, pl: factsPl }],
] as const)('the %s messages', (_name, catalogue: Record<'en' | 'ar' | 'pl', Record<string, string>>) => {
  const english = Object.keys(catalogue.en).sort();
  it.each(['ar', 'pl'] as const)('%s has exactly the English keys, each translated', (locale) => {
    const messages = catalogue[locale];
    expect(Object.keys(messages).sort()).toEqual(english);
    for (const id of english) {
      // A message that is only placeholders and signs reads the same in every language.
      if (/\p{L}/u.test((catalogue.en[id] ?? '').replace(/\{[^}]*\}/g, ''))) {
        expect(messages[id], `${locale} ${id}`).not.toBe(catalogue.en[id]);
      }
    }
  });
});
