import type { EventDetail, EventListItem } from '@minbar/api/schemas/events';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

function listItem(
  id: number,
  name: string,
  date: string,
  overrides: Partial<EventListItem> = {},
): EventListItem {
  return {
    id,
    event_name: name,
    address: 'Community centre, Warsaw',
    date,
    time: '18:00',
    registration_deadline: date,
    photo: null,
    status: 'active',
    registrations_count: 3,
    ...overrides,
  };
}

function detail(event: EventListItem): EventDetail {
  return {
    ...event,
    about: 'An evening for the whole community.',
    price_adult_no_transport: 50,
    price_adult_with_transport: 70,
    price_child_above_3_no_transport: 30,
    price_child_above_3_with_transport: 50,
    price_child_below_3_no_transport: 0,
    price_child_below_3_with_transport: 20,
    discount_percentage_children_above_3_same_family: 10,
    event_name_en: event.event_name,
    event_name_ar: 'أمسية مجتمعية',
    event_name_pl: 'Wieczór społeczności',
    address_en: event.address,
    address_ar: 'المركز المجتمعي',
    address_pl: 'Centrum społeczności',
    about_en: 'An evening for the whole community.',
    about_ar: 'أمسية لكل أفراد المجتمع.',
    about_pl: 'Wieczór dla całej społeczności.',
  };
}

interface Call {
  method: string;
  path: string;
  language: string | null;
  /** The `event` JSON part of a multipart save, or the JSON body. */
  body: unknown;
  photo: string | null;
}

/**
 * A server holding events in memory, answering the real client: saves arrive as multipart (the
 * `event` JSON part and the `photo` file), so the request is read as the server would read it.
 */
function eventsServer(options: { failDeleteOf?: number; failList?: { current: boolean } } = {}) {
  let events: EventListItem[] = [
    listItem(1, 'Family picnic in the park with games for all ages', '2030-06-08'),
    listItem(2, 'Quran evening', '2030-06-12', { time: '19:30' }),
    listItem(3, 'Charity bazaar', '2030-06-20', { status: 'canceled' }),
  ];
  const calls: Call[] = [];
  const answer = (call: Call): { status: number; body?: unknown } => {
    const { method, path } = call;
    if (path === '/users/me') return { status: 200, body: ME };
    if (method === 'GET' && path === '/events/') {
      if (options.failList?.current) return { status: 503, body: { detail: 'Service unavailable' } };
      return { status: 200, body: { events } };
    }
    const one = /^\/events\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      const found = events.find((event) => event.id === id);
      if (!found) return { status: 404, body: { detail: 'Event not found' } };
      if (method === 'GET') return { status: 200, body: { event: detail(found) } };
      if (method === 'DELETE') {
        if (id === options.failDeleteOf) return { status: 500, body: { detail: 'boom' } };
        events = events.filter((event) => event.id !== id);
        return { status: 204 };
      }
      if (method === 'PATCH') {
        const payload = call.body as {
          event_name_en: string;
          date: string;
          time: string;
          price_adult_no_transport: number;
        };
        const saved = { ...found, event_name: payload.event_name_en, date: payload.date, time: payload.time };
        events = events.map((event) => (event.id === id ? saved : event));
        // As the server does: a new date, time or price is told to the event's registrants.
        const news =
          payload.date !== found.date ||
          payload.time !== found.time ||
          payload.price_adult_no_transport !== detail(found).price_adult_no_transport;
        return {
          status: 200,
          body: { event: detail(saved), told: news ? { kind: 'event_changed', count: 9 } : null },
        };
      }
    }
    if (method === 'POST' && path === '/events/') {
      const payload = call.body as { event_name_en: string; date: string; time: string; address_en: string };
      const created = listItem(10, payload.event_name_en, payload.date, {
        time: payload.time,
        address: payload.address_en,
        registrations_count: 0,
      });
      events = [...events, created];
      return { status: 201, body: { event: detail(created) } };
    }
    return { status: 404, body: { detail: 'Not found' } };
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    let body: unknown;
    let photo: string | null = null;
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      body = JSON.parse(String(form.get('event')));
      const file = form.get('photo');
      photo = file instanceof Blob ? ((file as File).name ?? 'blob') : null;
    } else {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    }
    const call = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      language: request.headers.get('accept-language'),
      body,
      photo,
    };
    calls.push(call);
    const { status, body: reply } = answer(call);
    return new Response(reply === undefined || status === 204 ? null : JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const server: FakeServer = { fetch: fetch as typeof globalThis.fetch, calls: calls as FakeServer['calls'] };
  return { server, calls };
}

/** The Events area on June 2030, where the events are (the address bar keeps the month shown). */
async function openEvents(session: typeof ADMIN_SESSION, server: FakeServer) {
  const { router } = renderApp({ path: '/dashboard/Events', session, server });
  await act(() => router.navigate('/dashboard/Events?date=2030-06-01'));
  return router;
}

/**
 * Types into a date or time field of day, month and year (or hour, minute and period) segments, as a
 * person does: each segment by its type, in whatever order the language shows them.
 */
async function typeSegments(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  parts: Record<string, string>,
) {
  const group = within(dialog).getByRole('group', { name: label });
  for (const segment of within(group).getAllByRole('spinbutton')) {
    const part = parts[segment.getAttribute('data-type') ?? ''];
    if (part === undefined) continue;
    // Focus rather than a click: happy-dom's selection and react-aria's segment loop on a click.
    act(() => segment.focus());
    await user.keyboard(part);
  }
}

describe('the events route', () => {
  it('lists the events in English by default, names cut to five words, and refetches in the chosen language', {
    timeout: 20_000,
  }, async () => {
    const { server, calls } = eventsServer();
    await openEvents(IMAM_SESSION, server);
    const list = await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
    expect(within(list).getByRole('link', { name: 'Family picnic in the park…' })).toHaveAttribute(
      'href',
      '/dashboard/Events/1/registrations',
    );
    expect(within(list).getByText(en['events.status.canceled'])).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/events/')?.language).toBe('en');
    // The month grid holds the events on their days.
    const month = screen.getByRole('table', { name: 'June 2030' });
    expect(within(month).getByRole('button', { name: /Quran evening/ })).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText(en['events.contentLanguage']), 'ar');
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/events/').map((call) => call.language)).toContain('ar'),
    );
  });

  it("shows the events in the interface's language (Polish) until staff pick another, which the address keeps", {
    timeout: 20_000,
  }, async () => {
    const { server, calls } = eventsServer();
    const { router } = renderApp({ path: '/dashboard/Events', session: IMAM_SESSION, server, locale: 'pl' });
    const picker = await screen.findByLabelText(pl['events.contentLanguage'], {}, { timeout: 10_000 });
    expect(picker).toHaveValue('pl');
    await waitFor(() => expect(calls.find((call) => call.path === '/events/')?.language).toBe('pl'));
    expect(calls.some((call) => call.path === '/events/' && call.language === 'en')).toBe(false);

    await userEvent.setup().selectOptions(picker, 'en');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=en'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/events/').map((call) => call.language)).toContain('en'),
    );
    // Back to the interface's own language: nothing to keep, the content follows the interface again.
    await userEvent.setup().selectOptions(picker, 'pl');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the registrations of an event with its whole title as navigation state', {
    timeout: 20_000,
  }, async () => {
    const { server } = eventsServer();
    const router = await openEvents(ADMIN_SESSION, server);
    const list = await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
    await userEvent.setup().click(within(list).getByRole('link', { name: 'Family picnic in the park…' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Events/1/registrations'));
    expect(router.state.location.state).toEqual({
      title: 'Family picnic in the park with games for all ages',
    });
  });

  it('shows a failed load with a retry that loads the list', { timeout: 60_000 }, async () => {
    const failList = { current: true };
    const { server } = eventsServer({ failList });
    await openEvents(ADMIN_SESSION, server);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(/server/i);
    failList.current = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('deletes the selected events in parallel after the confirmation, naming the one that failed', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = eventsServer({ failDeleteOf: 3 });
    await openEvents(ADMIN_SESSION, server);
    await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: en['events.trash'] }));
    const remove = screen.getByRole('button', { name: en['events.trash.delete'] });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Select .Quran evening/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select .Charity bazaar/ }));
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: en['events.delete.title'] });
    expect(confirm).toHaveTextContent('2 events will be deleted');
    await user.click(within(confirm).getByRole('button', { name: en['events.delete.confirm'] }));

    const failure = await screen.findByText('1 event was not deleted:');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Charity bazaar');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/events/2',
      '/events/3',
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Quran evening' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: /Select .Charity bazaar/ })).toBeChecked();
  });

  it('adds an event: a language tab left invalid is marked and opened, then the save sends the multipart form and the list reloads', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = eventsServer();
    await openEvents(ADMIN_SESSION, server);
    await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: en['events.add'] }));
    const dialog = await screen.findByRole('dialog', { name: en['events.form.addTitle'] });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

    fill('Event name (English)', 'Summer camp');
    fill('Address (English)', 'Lake Zegrze camp site');
    fill('About the event (English)', 'A week by the lake for the youth.');
    await typeSegments(user, dialog, en['events.form.date'], { year: '2030', month: '6', day: '15' });
    await typeSegments(user, dialog, en['events.form.time'], { hour: '9', minute: '30', dayPeriod: 'A' });
    await typeSegments(user, dialog, en['events.form.deadline'], { year: '2030', month: '6', day: '10' });
    // Every price typed: a free one as 0.
    fill(en['events.form.price_adult_no_transport'], '40');
    fill(en['events.form.price_adult_with_transport'], '55');
    fill(en['events.form.price_child_above_3_no_transport'], '20');
    fill(en['events.form.price_child_above_3_with_transport'], '30');
    fill(en['events.form.price_child_below_3_no_transport'], '0');
    fill(en['events.form.price_child_below_3_with_transport'], '0');
    await user.upload(
      within(dialog).getByLabelText(en['events.form.photo'], { exact: false }),
      new File(['png'], 'camp.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: en['events.form.create'] }));

    // Arabic is the first language tab with an error: it is marked in its name and opened.
    const arabic = await within(dialog).findByRole('tab', { name: /Arabic has errors|AR.*error/i });
    await waitFor(() => expect(arabic).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).getByRole('tab', { name: /Polish/i })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const panel = within(dialog).getByLabelText('Event name (Arabic)', { exact: false }).closest('[dir]');
    expect(panel).toHaveAttribute('dir', 'rtl');
    expect(panel).toHaveAttribute('lang', 'ar');

    fill('Event name (Arabic)', 'مخيم صيفي');
    fill('Address (Arabic)', 'مخيم بحيرة زيغجي');
    fill('About the event (Arabic)', 'أسبوع عند البحيرة للشباب.');
    await user.click(within(dialog).getByRole('tab', { name: /PL/ }));
    fill('Event name (Polish)', 'Obóz letni');
    fill('Address (Polish)', 'Obóz nad Zalewem Zegrzyńskim');
    fill('About the event (Polish)', 'Tydzień nad jeziorem dla młodzieży.');
    await user.click(within(dialog).getByRole('button', { name: en['events.form.create'] }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en['events.form.addTitle'] })).toBeNull(),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.photo).toBe('camp.png');
    expect(post?.body).toMatchObject({
      event_name_en: 'Summer camp',
      event_name_ar: 'مخيم صيفي',
      date: '2030-06-15',
      time: '09:30',
      registration_deadline: '2030-06-10',
      price_adult_no_transport: 40,
      price_adult_with_transport: 55,
      price_child_below_3_no_transport: 0,
      discount_percentage_children_above_3_same_family: 0,
    });
    expect(await screen.findByRole('link', { name: 'Summer camp' })).toBeInTheDocument();
  });

  it('edits an event loaded in all three languages; a tab switch with changes asks to save first', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = eventsServer();
    await openEvents(ADMIN_SESSION, server);
    await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: /Edit .Quran evening/ }));
    const dialog = await screen.findByRole('dialog', { name: /Edit .Quran evening/ });
    const name = await within(dialog).findByLabelText('Event name (English)', { exact: false });
    expect(name).toHaveValue('Quran evening');
    expect(dialog.querySelector('input[name="registration_deadline"]')).toHaveValue('2030-06-12');
    expect(within(dialog).getByLabelText(en['events.form.discount'], { exact: false })).toHaveValue(10);

    fireEvent.change(name, { target: { value: 'Quran evening for families' } });
    expect(within(dialog).getByText(en['events.form.unsaved'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: /AR/ }));
    let ask = await screen.findByRole('alertdialog', { name: en['events.switch.title'] });
    await user.click(within(ask).getByRole('button', { name: en['events.switch.cancel'] }));
    expect(within(dialog).getByRole('tab', { name: /EN/ })).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(within(dialog).getByRole('tab', { name: /AR/ }));
    ask = await screen.findByRole('alertdialog', { name: en['events.switch.title'] });
    await user.click(within(ask).getByRole('button', { name: en['events.switch.confirm'] }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: /AR/ })).toHaveAttribute('aria-selected', 'true'),
    );
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/events/2');
    expect(patch?.photo).toBeNull();
    expect(patch?.body).toMatchObject({
      event_name_en: 'Quran evening for families',
      event_name_ar: 'أمسية مجتمعية',
      status: 'active',
    });
    expect(within(dialog).getByLabelText('Event name (Arabic)', { exact: false })).toHaveValue(
      'أمسية مجتمعية',
    );
    expect(within(dialog).queryByText(en['events.form.unsaved'])).toBeNull();
  });

  it('says how many registrants a saved change told, with the link to those mails for an administrator only', {
    timeout: 40_000,
  }, async () => {
    for (const [session, canOpen] of [
      [ADMIN_SESSION, true],
      [IMAM_SESSION, false],
    ] as const) {
      const user = userEvent.setup();
      const { server } = eventsServer();
      const router = await openEvents(session, server);
      await screen.findByRole('list', { name: en['events.list.title'] }, { timeout: 10_000 });
      // The dialog first loads the event in every language, then shows its form.
      const openEdit = async () => {
        await user.click(screen.getByRole('button', { name: /Edit .Quran evening/ }));
        await screen.findByLabelText('Event name (English)', { exact: false }, { timeout: 10_000 });
        return screen.getByRole('dialog', { name: /Edit .Quran evening/ });
      };
      // A new description alone tells nobody: no notice.
      const dialog = await openEdit();
      fireEvent.change(within(dialog).getByLabelText('About the event (English)', { exact: false }), {
        target: { value: 'A longer description.' },
      });
      await user.click(within(dialog).getByRole('button', { name: en['events.form.save'] }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit .Quran evening/ })).toBeNull());
      expect(screen.queryByText(/told by mail/)).toBeNull();

      const again = await openEdit();
      fireEvent.change(
        within(again).getByLabelText(en['events.form.price_adult_no_transport'], { exact: false }),
        {
          target: { value: '60' },
        },
      );
      await user.click(within(again).getByRole('button', { name: en['events.form.save'] }));
      const notice = await screen.findByText(
        '9 people who booked were told by mail what changed in \u2068Quran evening\u2069.',
      );
      const region = notice.closest('[role="status"]') as HTMLElement;
      const link = within(region).queryByRole('link', { name: en['events.told.link'] });
      if (canOpen) {
        expect(link).toHaveAttribute('href', '/dashboard/SentMail?kind=event_changed&event=2');
        await user.click(link as HTMLElement);
        await waitFor(() =>
          expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
            '/dashboard/SentMail?kind=event_changed&event=2',
          ),
        );
      } else {
        expect(link).toBeNull();
        await user.click(within(region).getByRole('button', { name: en['events.told.dismiss'] }));
        expect(screen.queryByText(/told by mail/)).toBeNull();
      }
      cleanup();
    }
  });
});
