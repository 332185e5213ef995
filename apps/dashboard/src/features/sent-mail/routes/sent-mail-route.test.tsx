import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};
const FAILED = {
  id: 41,
  to: 'family@example.org',
  kind: 'receipt',
  created_at: '2026-11-26T09:40:00.000Z',
  delivered_at: null,
  status: 'failed',
  attempts: 5,
  error: '550 5.1.1 Mailbox unavailable',
};
const PAGE = { total: 1, page: 1, per_page: 10, total_pages: 1 };

/** A server whose mail server takes the mail sent again when `takes`, and refuses it otherwise. */
function mailServer(takes: boolean) {
  let sentAgain = false;
  const mail = () =>
    sentAgain && takes
      ? { ...FAILED, status: 'sent', attempts: 0, delivered_at: '2026-11-26T10:00:00.000Z', error: null }
      : sentAgain
        ? { ...FAILED, status: 'pending', attempts: 1 }
        : FAILED;
  return fakeServer(({ method, path }) => {
    if (path === '/users/me') return { status: 200, body: ME };
    if (method === 'POST' && path === '/admin/mails/41/send-again') {
      sentAgain = true;
      return { status: 200, body: mail() };
    }
    return { status: 200, body: { data: [mail()], pagination: PAGE } };
  });
}

const sendAgainButton = () =>
  screen.findByRole('button', {
    name: en['sentMail.sendAgainTo'].replace('{id}', '41').replace('{to}', '\u2068family@example.org\u2069'),
  });

describe('the sent-mail route', () => {
  it('sends a failed mail again, says it went, and shows it sent', async () => {
    const user = userEvent.setup();
    const server = mailServer(true);
    renderApp({ path: '/dashboard/SentMail', server, session: ADMIN_SESSION });

    expect(await screen.findByText(/550 5\.1\.1 Mailbox unavailable/)).toBeInTheDocument();
    await user.click(await sendAgainButton());
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'POST',
        path: '/admin/mails/41/send-again',
        body: undefined,
      }),
    );
    expect(
      await screen.findByText(en['sentMail.sentAgain'].replace('{to}', '\u2068family@example.org\u2069')),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getByText(en['sentMail.status.sent'])).toBeInTheDocument());
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('says so when the mail server refuses it again', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/dashboard/SentMail', server: mailServer(false), session: ADMIN_SESSION });
    await user.click(await sendAgainButton());
    expect(
      await screen.findByText(en['sentMail.refusedAgain'].replace('{to}', '\u2068family@example.org\u2069')),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText(en['sentMail.status.pending'])).toBeInTheDocument(),
    );
  });

  it('shows only the mails of one kind about one event, named, keeps the filter while paging, and clears it', async () => {
    const user = userEvent.setup();
    const changed = { ...FAILED, kind: 'event_changed', status: 'sent', attempts: 0, error: null };
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      const query = new URLSearchParams(path.split('?')[1]);
      const filtered = query.get('event') === '12';
      return {
        status: 200,
        body: {
          data: [filtered ? changed : FAILED],
          pagination: filtered
            ? { total: 11, page: Number(query.get('page')), per_page: 10, total_pages: 2 }
            : PAGE,
          ...(filtered ? { event: { id: 12, event_name: 'Quran evening' } } : {}),
        },
      };
    });
    const { router } = renderApp({
      path: '/dashboard/SentMail?kind=event_changed&event=12',
      server,
      session: ADMIN_SESSION,
    });
    expect(
      await screen.findByText('Showing the “Event changed” mails about \u2068Quran evening\u2069.'),
    ).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain(
      '/admin/mails?page=1&per_page=10&kind=event_changed&event=12',
    );

    await user.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() =>
      expect(server.calls.map((call) => call.path)).toContain(
        '/admin/mails?page=2&per_page=10&kind=event_changed&event=12',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('event')).toBe('12');

    await user.click(screen.getByRole('link', { name: en['sentMail.filter.clear'] }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(/550 5\.1\.1 Mailbox unavailable/)).toBeInTheDocument();
    expect(screen.queryByText(/Showing the/)).toBeNull();
  });

  it('lists only the failed mails when opened with ?status=failed, and says so', async () => {
    const server = fakeServer(({ path }) => {
      if (path === '/users/me') return { status: 200, body: ME };
      return { status: 200, body: { data: [FAILED], pagination: PAGE } };
    });
    renderApp({ path: '/dashboard/SentMail?status=failed', server, session: ADMIN_SESSION });
    expect(await screen.findByText(en['sentMail.filter.failed'])).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain('/admin/mails?page=1&per_page=10&status=failed');
  });
});
