import type { Activity, ActivityDetail } from '@minbar/api/schemas/activities';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeServer, IMAM_SESSION, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

function activity(id: number, title: string, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    title,
    description: 'A weekly gathering open to everyone.',
    location: 'Community hall of the Islamic Centre, Warsaw',
    video_link: null,
    photo: null,
    date: '2030-06-12',
    time: '18:00',
    ...overrides,
  };
}

const TRANSLATIONS: Record<string, { title: string; description: string; location: string }> = {
  ar: { title: 'نشاط مجتمعي', description: 'لقاء أسبوعي مفتوح للجميع.', location: 'قاعة المركز' },
  pl: {
    title: 'Spotkanie społeczności',
    description: 'Cotygodniowe spotkanie dla wszystkich.',
    location: 'Sala centrum',
  },
};

interface Call {
  method: string;
  path: string;
  language: string | null;
  /** The `activity` JSON part of a multipart save. */
  body: unknown;
  photo: string | null;
}

/**
 * A server holding activities in memory, answering the real client. Its detail answers carry one
 * language (as Accept-Language asked), so the edit form must fetch each language; saves arrive as
 * multipart (the `activity` JSON part and the `photo` file), read as the server would read them.
 */
function activitiesServer(
  options: {
    failDeleteOf?: number;
    failList?: { current: boolean | 'garbled' };
    failSave?: { current: boolean };
  } = {},
) {
  let activities: Activity[] = [
    activity(1, 'Quran recitation for children every Saturday morning', {
      video_link: 'https://youtu.be/dQw4w9WgXcQ?t=62',
    }),
    activity(2, 'Arabic calligraphy workshop', { video_link: 'https://vimeo.com/76979871' }),
    activity(3, 'Winter clothes collection', { location: '' }),
  ];
  const calls: Call[] = [];
  const translated = (found: Activity, language: string): ActivityDetail => {
    const text = TRANSLATIONS[language];
    return text ? { ...found, ...text } : found;
  };
  const answer = (call: Call): { status: number; body?: unknown } => {
    const { method, path } = call;
    if (path === '/users/me') return { status: 200, body: ME };
    if (method === 'GET' && path === '/activities/') {
      if (options.failList?.current === 'garbled') return { status: 200, body: { activities: 'nope' } };
      if (options.failList?.current) return { status: 503, body: { detail: 'Service unavailable' } };
      return { status: 200, body: { activities } };
    }
    const one = /^\/activities\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      const found = activities.find((each) => each.id === id);
      if (!found) return { status: 404, body: { detail: 'Activity not found' } };
      if (method === 'GET')
        return { status: 200, body: { activity: translated(found, call.language ?? 'en') } };
      if (method === 'DELETE') {
        if (id === options.failDeleteOf) return { status: 500, body: { detail: 'boom' } };
        activities = activities.filter((each) => each.id !== id);
        return { status: 204 };
      }
      if (method === 'PATCH') {
        if (options.failSave?.current) return { status: 500, body: { detail: 'boom' } };
        const payload = call.body as { title_en: string; video_link: string | null };
        const saved = { ...found, title: payload.title_en, video_link: payload.video_link };
        activities = activities.map((each) => (each.id === id ? saved : each));
        return { status: 200, body: { activity: saved } };
      }
    }
    if (method === 'POST' && path === '/activities/') {
      const payload = call.body as { title_en: string; description_en: string; video_link: string | null };
      const created = activity(10, payload.title_en, {
        description: payload.description_en,
        video_link: payload.video_link,
      });
      activities = [created, ...activities];
      return { status: 201, body: { activity: created } };
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
      body = JSON.parse(String(form.get('activity')));
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

async function openActivities(session: typeof ADMIN_SESSION, server: FakeServer, search = '') {
  const { router } = renderApp({ path: '/dashboard/Activities', session, server });
  if (search) await act(() => router.navigate(`/dashboard/Activities${search}`));
  await screen.findByRole('list', { name: en['activities.list.title'] }, { timeout: 10_000 });
  return router;
}

describe('the activities route', () => {
  it('lists the activities in English, titles cut to five words; choosing one previews it and keeps it in the address', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = activitiesServer();
    const router = await openActivities(IMAM_SESSION, server);
    const list = screen.getByRole('list', { name: en['activities.list.title'] });
    expect(within(list).getByText('Quran recitation for children every…')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/activities/')?.language).toBe('en');
    expect(screen.getByText(en['activities.preview.placeholder'])).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Quran recitation/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=1'));
    const preview = screen.getByRole('region', { name: en['activities.preview.label'] });
    expect(
      within(preview).getByRole('heading', { name: /Quran recitation for children every Saturday/ }),
    ).toBeVisible();
    // A poster first: no player is loaded until Play.
    expect(preview.querySelector('iframe')).toBeNull();
    await user.click(within(preview).getByRole('button', { name: /Play video: .Quran recitation/ }));
    expect(preview.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=62',
    );

    await user.click(within(list).getByRole('button', { name: /^Arabic calligraphy/ }));
    expect(within(preview).getByRole('link', { name: /Open video on .vimeo\.com/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(preview.querySelector('iframe')).toBeNull();

    await user.selectOptions(screen.getByLabelText(en['activities.contentLanguage']), 'pl');
    await waitFor(() => expect(router.state.location.search).toBe('?id=2&lang=pl'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/activities/').map((call) => call.language)).toContain(
        'pl',
      ),
    );
  });

  it("shows the activities in the interface's language (Polish) until staff pick another", {
    timeout: 20_000,
  }, async () => {
    const { server, calls } = activitiesServer();
    const { router } = renderApp({
      path: '/dashboard/Activities',
      session: IMAM_SESSION,
      server,
      locale: 'pl',
    });
    const picker = await screen.findByLabelText(pl['activities.contentLanguage'], {}, { timeout: 10_000 });
    expect(picker).toHaveValue('pl');
    await waitFor(() => expect(calls.find((call) => call.path === '/activities/')?.language).toBe('pl'));
    expect(calls.some((call) => call.path === '/activities/' && call.language === 'en')).toBe(false);

    await userEvent.setup().selectOptions(picker, 'ar');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=ar'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/activities/').map((call) => call.language)).toContain(
        'ar',
      ),
    );
  });

  it('shows a failed load as "Failed to fetch activities" with a retry, and an unreadable answer as an invalid format', {
    timeout: 20_000,
  }, async () => {
    const failList = { current: true as boolean | 'garbled' };
    const { server } = activitiesServer({ failList });
    renderApp({ path: '/dashboard/Activities', session: ADMIN_SESSION, server });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(en['activities.error.load']);
    failList.current = 'garbled';
    await userEvent.setup().click(retry);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['activities.error.format']));
    failList.current = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: en['activities.list.title'] }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('deletes the chosen activities in parallel after a confirmation listing them, naming the one that failed; leaving trash mode clears the choice', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = activitiesServer({ failDeleteOf: 3 });
    await openActivities(ADMIN_SESSION, server);
    await user.click(screen.getByRole('button', { name: en['activities.trash'] }));
    await user.click(screen.getByRole('checkbox', { name: /Select .Arabic calligraphy/ }));
    await user.click(screen.getByRole('button', { name: en['activities.trash.cancel'] }));
    await user.click(screen.getByRole('button', { name: en['activities.trash'] }));
    expect(screen.getByRole('checkbox', { name: /Select .Arabic calligraphy/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: en['activities.trash.confirm'] })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Select .Arabic calligraphy/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select .Winter clothes/ }));
    await user.click(screen.getByRole('button', { name: en['activities.trash.confirm'] }));
    const confirm = await screen.findByRole('alertdialog', { name: en['activities.delete.title'] });
    expect(
      within(within(confirm).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Arabic calligraphy workshop', 'Winter clothes collection']);
    await user.click(within(confirm).getByRole('button', { name: en['activities.delete.confirm'] }));

    const failure = await screen.findByText('Failed to delete activity:');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('Winter clothes collection');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/activities/2',
      '/activities/3',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /Select .Arabic calligraphy/ })).toBeNull(),
    );
    expect(screen.getByRole('checkbox', { name: /Select .Winter clothes/ })).toBeChecked();
  });

  it('adds an activity: an invalid tab is marked and opened with its field focused, then the multipart save sends the three languages and the preview shows it', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = activitiesServer();
    const router = await openActivities(ADMIN_SESSION, server);
    await user.click(screen.getByRole('button', { name: en['activities.add'] }));
    const dialog = await screen.findByRole('dialog', { name: en['activities.form.addTitle'] });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });

    fill('Title (English)', 'Youth football');
    fill('Description (English)', 'Football every Sunday for the youth.');
    fill(en['activities.form.videoLink'], 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.upload(
      within(dialog).getByLabelText(en['activities.form.photo'], { exact: false }),
      new File(['png'], 'pitch.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: en['activities.form.create'] }));

    const arabic = await within(dialog).findByRole('tab', { name: /Arabic, has errors/ });
    await waitFor(() => expect(arabic).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title (Arabic)', { exact: false })).toHaveFocus(),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fill('Title (Arabic)', 'كرة القدم للشباب');
    fill('Description (Arabic)', 'كرة القدم كل يوم أحد للشباب.');
    await user.click(within(dialog).getByRole('tab', { name: /PL/ }));
    fill('Title (Polish)', 'Piłka nożna dla młodzieży');
    fill('Description (Polish)', 'Piłka nożna w każdą niedzielę.');
    await user.click(within(dialog).getByRole('button', { name: en['activities.form.create'] }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en['activities.form.addTitle'] })).toBeNull(),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.photo).toBe('pitch.png');
    expect(post?.body).toMatchObject({
      title_en: 'Youth football',
      title_ar: 'كرة القدم للشباب',
      title_pl: 'Piłka nożna dla młodzieży',
      video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=10'));
    const preview = screen.getByRole('region', { name: en['activities.preview.label'] });
    expect(await within(preview).findByRole('button', { name: /Play video: .Youth football/ })).toBeVisible();
  });

  it('edits an activity fetched once per language, the unsaved flag shown after a change, and keeps what was typed when the save fails', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const failSave = { current: true };
    const { server, calls } = activitiesServer({ failSave });
    await openActivities(ADMIN_SESSION, server);
    await user.click(screen.getByRole('button', { name: /Edit .Arabic calligraphy/ }));
    const dialog = await screen.findByRole('dialog', { name: /Edit .Arabic calligraphy/ });
    const title = await within(dialog).findByLabelText('Title (English)', { exact: false });
    expect(title).toHaveValue('Arabic calligraphy workshop');
    expect(
      calls
        .filter((call) => call.method === 'GET' && call.path === '/activities/2')
        .map((call) => call.language)
        .sort(),
    ).toEqual(['ar', 'en', 'pl']);
    await user.click(within(dialog).getByRole('tab', { name: /AR/ }));
    expect(within(dialog).getByLabelText('Title (Arabic)', { exact: false })).toHaveValue('نشاط مجتمعي');
    expect(within(dialog).queryByText(en['activities.form.unsaved'])).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: /EN/ }));
    fireEvent.change(within(dialog).getByLabelText('Title (English)', { exact: false }), {
      target: { value: 'Calligraphy for beginners' },
    });
    expect(within(dialog).getByText(en['activities.form.unsaved'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: en['activities.form.save'] }));
    expect(await within(dialog).findByText(en['activities.error.update'])).toBeVisible();
    expect(within(dialog).getByLabelText('Title (English)', { exact: false })).toHaveValue(
      'Calligraphy for beginners',
    );

    failSave.current = false;
    await user.click(within(dialog).getByRole('button', { name: en['activities.form.save'] }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit/ })).toBeNull());
    const patch = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.path).toBe('/activities/2');
    expect(patch?.photo).toBeNull();
    expect(patch?.body).toMatchObject({
      title_en: 'Calligraphy for beginners',
      title_pl: 'Spotkanie społeczności',
    });
    expect(await screen.findByRole('button', { name: /^Calligraphy for beginners/ })).toBeInTheDocument();
  });
});
