import type { CertificateDetail, CertificateRequest, StatusChange } from '@minbar/api/schemas/certificates';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, type FakeServer, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

function request(id: number, name: string, status: CertificateStatus): CertificateRequest {
  return {
    id,
    user: null,
    request_type: 'marriage',
    applicant_name: name,
    applicant_father_name: 'Adam',
    applicant_id_number: 'ABC12345',
    applicant_phone: '+48600123456',
    status,
    request_date: '2026-11-02T09:30:00.000Z',
    completed_date: status === 'completed' ? '2026-11-20' : null,
    admin_notes: null,
    spouse_name: 'Mariam Nowak',
    spouse_father_name: 'Omar Nowak',
    marriage_date: '2026-10-17',
    marriage_location: 'https://maps.example.org/?q=warsaw',
    previous_religion: null,
    revert_date: null,
    shahada_witnesses: null,
    hajj_year: null,
    hajj_group: null,
    custom_request_description: null,
    applicant_email: null,
    preferred_language: null,
  };
}

const IDENTITY = {
  name: {
    en: 'Muslim Cultural Centre in Warsaw',
    ar: 'المركز الثقافي الإسلامي في وارسو',
    pl: 'Centrum Kultury Muzułmańskiej w Warszawie',
  },
  short_name: 'CKM Warszawa',
  address: 'ul. Przykładowa 1\n00-000 Warszawa',
  phone: '+48 22 000 00 00',
  email: 'biuro@ckm-warszawa.example',
  website: 'https://ckm-warszawa.example',
};

/** A server holding requests and their histories in memory, answering the real client as the API does. */
function certificatesServer(
  options: { failStatus?: { current: boolean }; failList?: { current: boolean } } = {},
) {
  let requests = [
    request(3, 'Yusuf Kowalski', 'pending'),
    request(2, 'Jan Malinowski', 'approved'),
    request(1, 'Karim Lewandowski', 'completed'),
  ];
  const history = new Map<number, StatusChange[]>(
    requests.map((each) => [
      each.id,
      [
        {
          id: each.id * 10,
          from_status: null,
          to_status: each.status,
          changed_by: null,
          changed_at: each.request_date,
          note: null,
        },
      ],
    ]),
  );
  const detail = (id: number): CertificateDetail | null => {
    const found = requests.find((each) => each.id === id);
    return found ? { request: found, history: history.get(id) ?? [] } : null;
  };
  let nextId = 10;
  const server: FakeServer = fakeServer(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: ME };
    if (method === 'GET' && url.pathname === '/settings/identity') return { status: 200, body: IDENTITY };
    if (method === 'GET' && url.pathname === '/marriage') {
      if (options.failList?.current) return { status: 503, body: { detail: 'Service unavailable' } };
      const status = url.searchParams.get('status');
      const rows = requests.filter((each) => !status || each.status === status);
      return {
        status: 200,
        body: { requests: rows, pagination: { total: rows.length, page: 1, per_page: 10, total_pages: 1 } },
      };
    }
    if (method === 'POST' && url.pathname === '/marriage') {
      const created = {
        ...request(nextId, '', 'pending'),
        ...(body as Partial<CertificateRequest>),
        id: nextId,
      };
      history.set(nextId, [
        {
          id: 900,
          from_status: null,
          to_status: 'pending',
          changed_by: { id: 1, username: 'amina' },
          changed_at: '2026-11-24T10:00:00.000Z',
          note: null,
        },
      ]);
      nextId += 1;
      requests = [created, ...requests];
      return { status: 201, body: detail(created.id) };
    }
    const status = /^\/marriage\/(\d+)\/status$/.exec(url.pathname);
    if (method === 'PUT' && status) {
      if (options.failStatus?.current) return { status: 500, body: { detail: 'boom' } };
      const id = Number(status[1]);
      const change = body as { status: CertificateStatus; note: string | null };
      const found = requests.find((each) => each.id === id);
      if (!found) return { status: 404, body: { detail: 'Certificate request not found' } };
      history.get(id)?.push({
        id: Date.now(),
        from_status: found.status,
        to_status: change.status,
        changed_by: { id: 1, username: 'amina' },
        changed_at: '2026-11-24T11:00:00.000Z',
        note: change.note,
      });
      requests = requests.map((each) => (each.id === id ? { ...each, status: change.status } : each));
      return { status: 200, body: detail(id) };
    }
    const one = /^\/marriage\/(\d+)$/.exec(url.pathname);
    if (one) {
      const id = Number(one[1]);
      if (!detail(id)) return { status: 404, body: { detail: 'Certificate request not found' } };
      if (method === 'GET') return { status: 200, body: detail(id) };
      if (method === 'DELETE') {
        requests = requests.filter((each) => each.id !== id);
        return { status: 204 };
      }
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
  return { server, calls: server.calls };
}

async function openCertificates(server: FakeServer, search = '') {
  const view = renderApp({ path: '/dashboard/MarriageCertificates', session: ADMIN_SESSION, server });
  if (search) await act(() => view.router.navigate(`/dashboard/MarriageCertificates${search}`));
  return view;
}

const statusName = (status: CertificateStatus) => en[`certificates.status.${status}`];
const badgeOf = (name: string, status: CertificateStatus) =>
  en['certificates.status.changeOf']
    .replace('{status}', statusName(status))
    .replace('{name}', `\u2068${name}\u2069`);

describe('the marriage certificates route', () => {
  it('lists every request from the server, filters by status in the address, and changes a status from its badge', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = certificatesServer();
    const { router } = await openCertificates(server);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByRole('button', { name: 'Yusuf Kowalski' });
    // 'All statuses' asks the server for every request (decision 12), never sample data.
    expect(calls.some((call) => call.method === 'GET' && call.path === '/marriage?page=1&per_page=10')).toBe(
      true,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const map = within(table).getAllByRole('link', { name: new RegExp(en['certificates.location.map']) })[0];
    expect(map).toHaveAttribute('target', '_blank');

    await user.selectOptions(screen.getByLabelText(en['certificates.filter.label']), 'approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.some((call) => call.path === '/marriage?status=approved&page=1&per_page=10')).toBe(true);

    await user.click(screen.getByRole('button', { name: badgeOf('Jan Malinowski', 'approved') }));
    const select = screen.getByRole('combobox', { name: /New status of/ });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'completed');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/marriage/2/status',
        body: { status: 'completed', note: null },
      }),
    );
    // The list of approved requests reloads without it.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(
      await screen.findByText(
        en['certificates.emptyFiltered'].replace('{status}', `\u2068${statusName('approved')}\u2069`),
      ),
    ).toBeInTheDocument();
  });

  it('shows a refused status change and a failed load in the red banner, with what failed', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const failStatus = { current: true };
    const failList = { current: true };
    const { server } = certificatesServer({ failStatus, failList });
    await openCertificates(server);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(en['certificates.error.load']);
    failList.current = false;
    await user.click(retry);
    await user.click(await screen.findByRole('button', { name: badgeOf('Yusuf Kowalski', 'pending') }));
    await user.selectOptions(screen.getByRole('combobox', { name: /New status of/ }), 'under_review');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en['certificates.error.status']);
    // The select stays open on the unchanged status, so the change can be made again.
    expect(screen.getByRole('combobox', { name: /New status of/ })).toHaveValue('pending');
  });

  it('adds a custom request through the form, opens it with its history, moves its status with a note and deletes it', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = certificatesServer();
    const { router } = await openCertificates(server);
    await user.click(
      await screen.findByRole('button', { name: en['certificates.add'] }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: en['certificates.form.addTitle'] },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('radio', { name: en['certificates.type.custom'] }));
    await user.type(
      within(dialog).getByLabelText(en['certificates.field.applicant_name'], { exact: false }),
      'Aisha Nowak',
    );
    await user.type(
      within(dialog).getByLabelText(en['certificates.field.applicant_phone'], { exact: false }),
      '600 12',
    );
    await user.click(within(dialog).getByRole('button', { name: en['certificates.form.create'] }));
    // Refused by the form: the description is missing and the phone too short; nothing is sent.
    expect(await within(dialog).findByText(en['certificates.issue.phone_invalid'])).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(
      within(dialog).getByLabelText(en['certificates.field.applicant_phone'], { exact: false }),
      '3 456',
    );
    await user.type(
      within(dialog).getByLabelText(en['certificates.field.custom_request_description'], { exact: false }),
      'A letter confirming membership of the community.',
    );
    await user.click(within(dialog).getByRole('button', { name: en['certificates.form.create'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        request_type: 'custom',
        applicant_name: 'Aisha Nowak',
        applicant_phone: '600123456',
        spouse_name: null,
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=10'));
    expect(await screen.findByRole('heading', { level: 1, name: /Aisha Nowak/ })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: en['certificates.history.title'] });
    expect(
      within(history).getByText(
        en['certificates.history.created'].replace('{status}', statusName('pending')),
      ),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(en['certificates.statusForm.status']), 'needs_correction');
    await user.type(screen.getByLabelText(en['certificates.statusForm.note']), 'Add the ID number');
    await user.click(screen.getByRole('button', { name: en['certificates.statusForm.save'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        status: 'needs_correction',
        note: 'Add the ID number',
      }),
    );
    expect(await within(history).findByText('Add the ID number')).toBeInTheDocument();
    // No certificate to print for a custom request.
    expect(screen.queryByRole('button', { name: en['certificates.print'] })).toBeNull();

    await user.click(screen.getByRole('button', { name: en['certificates.delete'] }));
    const confirm = await screen.findByRole('alertdialog', { name: en['certificates.delete.title'] });
    await user.click(within(confirm).getByRole('button', { name: en['certificates.delete.confirm'] }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/marriage/10')).toBe(true),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('prints a completed marriage issued by the mosque, asking for the name of a place stored as a map link', {
    timeout: 20_000,
  }, async () => {
    // The test's DOM has no printing: a stand-in records the call.
    const print = vi.fn();
    const before = Object.getOwnPropertyDescriptor(window, 'print');
    Object.defineProperty(window, 'print', { configurable: true, writable: true, value: print });
    try {
      const { server, calls } = certificatesServer();
      await openCertificates(server, '?id=1');
      const button = await screen.findByRole(
        'button',
        { name: en['certificates.print'] },
        { timeout: 10_000 },
      );
      const paper = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('.certificate');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      });
      expect(calls.some((call) => call.method === 'GET' && call.path === '/settings/identity')).toBe(true);
      expect(paper).toHaveTextContent('Karim Lewandowski');
      expect(paper).toHaveTextContent(IDENTITY.name.en);
      expect(paper).toHaveTextContent('ul. Przykładowa 1');
      expect(paper.textContent).not.toMatch(/minbar|maps\.example|https?:\/\/maps/i);

      const user = userEvent.setup();
      await user.click(button);
      expect(print).not.toHaveBeenCalled();
      const place = screen.getByRole('textbox', { name: new RegExp(en['certificates.printView.placeName']) });
      expect(place).toHaveFocus();
      await user.type(place, 'Meczet Ochota, Warszawa');
      expect(paper.querySelector('[data-slot="place"]')).toHaveTextContent('Meczet Ochota, Warszawa');
      await user.click(button);
      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      if (before) Object.defineProperty(window, 'print', before);
      else Reflect.deleteProperty(window, 'print');
    }
  });
});
