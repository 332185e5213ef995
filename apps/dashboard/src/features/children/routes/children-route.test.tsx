import type { Child, Teacher } from '@minbar/api/schemas/education';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeServer, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };
const TEACHERS: Teacher[] = [
  { id: 21, name: 'Ustadh Bilal', username: 'bilal', email: null, phone: null, subjects: [] },
  { id: 22, name: 'Ustadha Maryam', username: 'maryam', email: null, phone: null, subjects: [] },
];
const person = (teacher: Teacher) => ({ id: teacher.id, username: teacher.username, name: teacher.name });

function child(id: number, first: string, overrides: Partial<Child> = {}): Child {
  return {
    id,
    first_name: first,
    last_name: 'Nowak',
    birthdate: '2016-03-14',
    age: null,
    approved: true,
    active_subscription: null,
    responsible_person: { id: 9, username: 'parent', email: 'parent@example.org', phone: null },
    teachers: [],
    subjects: [],
    suggested_subject: null,
    is_sent: false,
    created_at: null,
    ...overrides,
  };
}

/** The children's lists in memory, answering the real client as the API does (decision 0023). */
function childrenServer(fail: { list?: boolean; approve?: boolean; assign?: boolean } = {}) {
  let children: Child[] = [
    child(1, 'Adam', { teachers: [person(TEACHERS[0] as Teacher)] }),
    child(2, 'Hana'),
    child(3, 'Omar', { approved: false, suggested_subject: { id: 4, name: 'Arabic' } }),
    child(4, 'Zofia', {
      teachers: [person(TEACHERS[1] as Teacher)],
      active_subscription: { id: 1, package_id: 1, package_name: 'Weekend basic' },
    }),
  ];
  const page = (rows: Child[]) => ({
    status: 200,
    body: { data: rows, pagination: { total: rows.length, page: 1, per_page: 10, total_pages: 1 } },
  });
  const server: FakeServer = fakeServer(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: ME };
    if (method === 'GET' && url.pathname.startsWith('/children/')) {
      if (fail.list) return { status: 503, body: { detail: 'Service unavailable' } };
      if (url.pathname === '/children/unapproved/') return page(children.filter((c) => !c.approved));
      if (url.pathname === '/children/approved/no-teachers/')
        return page(children.filter((c) => c.approved && c.teachers.length === 0));
      if (url.pathname === '/children/approved/')
        return page(
          children.filter(
            (c) =>
              c.approved && (url.searchParams.get('active_subscription') !== 'true' || c.active_subscription),
          ),
        );
    }
    if (method === 'GET' && url.pathname === '/teachers/') return { status: 200, body: TEACHERS };
    const approve = /^\/children\/(\d+)\/approve\/$/.exec(url.pathname);
    if (method === 'PATCH' && approve) {
      if (fail.approve) return { status: 500, body: { detail: 'boom' } };
      children = children.map((c) => (c.id === Number(approve[1]) ? { ...c, approved: true } : c));
      return { status: 200, body: children.find((c) => c.id === Number(approve[1])) };
    }
    if (method === 'POST' && url.pathname === '/assign-children-to-teacher/') {
      if (fail.assign) return { status: 500, body: { detail: 'boom' } };
      const { child_ids, teacher_id, from_teacher_id } = body as {
        child_ids: number[];
        teacher_id: number;
        from_teacher_id: number | null;
      };
      const teacher = TEACHERS.find((each) => each.id === teacher_id) as Teacher;
      children = children.map((c) =>
        child_ids.includes(c.id)
          ? { ...c, teachers: [...c.teachers.filter((each) => each.id !== from_teacher_id), person(teacher)] }
          : c,
      );
      return { status: 200, body: { message: 'ok' } };
    }
    if (method === 'DELETE' && url.pathname === '/remove-children-from-teacher/') {
      const { child_ids, teacher_id } = body as { child_ids: number[]; teacher_id: number };
      children = children.map((c) =>
        child_ids.includes(c.id)
          ? { ...c, teachers: c.teachers.filter((each) => each.id !== teacher_id) }
          : c,
      );
      return { status: 200, body: { message: 'ok' } };
    }
    const one = /^\/children\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && one) {
      children = children.filter((c) => c.id !== Number(one[1]));
      return { status: 204 };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
  return { server, calls: server.calls };
}

async function openChildren(server: FakeServer, search = '') {
  const view = renderApp({ path: '/dashboard/Children', session: ADMIN_SESSION, server });
  if (search) await act(() => view.router.navigate(`/dashboard/Children${search}`));
  return view;
}

const isolated = (text: string) => `\u2068${text}\u2069`;
const label = (id: keyof typeof en, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, isolated(value)), en[id]);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the children route', () => {
  it('approves a request without a teacher: it leaves Requests, a notice leads to No teachers, where it is assigned', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = childrenServer();
    const { router } = await openChildren(server);
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByText('Adam Nowak');
    expect(calls.some((call) => call.path === '/children/approved/?page=1&per_page=10')).toBe(true);
    expect(within(table).getAllByRole('row')).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: en['children.tab.requests'] }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=requests'));
    expect(await screen.findByText('Omar Nowak')).toBeInTheDocument();
    expect(screen.getByText(label('children.suggested', { subject: 'Arabic' }))).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: label('children.approveOf', { name: 'Omar Nowak' }) }),
    );
    const approve = await screen.findByRole('dialog', {
      name: label('children.approveDialog.title', { name: 'Omar Nowak' }),
    });
    // The teacher is optional: "No teacher yet" is chosen to begin with.
    expect(await within(approve).findByRole('combobox')).toHaveTextContent(
      en['children.approveDialog.noTeacher'],
    );
    await user.click(within(approve).getByRole('button', { name: en['children.approveDialog.save'] }));
    expect(await screen.findByText(en['children.toast.approved'])).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH' && call.path === '/children/3/approve/')).toBe(true);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(await screen.findByText(en['children.empty.requests'])).toBeInTheDocument();
    expect(screen.getByText(label('children.notice.approved', { name: 'Omar Nowak' }))).toBeVisible();

    await user.click(
      screen.getByRole('button', {
        name: en['children.notice.show'].replace('{tab}', en['children.tab.noTeachers']),
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=no-teachers'));
    await screen.findByText('Omar Nowak');
    await user.click(
      screen.getByRole('button', { name: label('children.assignOf', { name: 'Omar Nowak' }) }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: label('children.assignDialog.title', { name: 'Omar Nowak' }),
    });
    // The first teacher is chosen to begin with.
    expect(await within(dialog).findByRole('combobox')).toHaveTextContent('Ustadh Bilal');
    await user.click(within(dialog).getByRole('button', { name: en['children.assignDialog.save'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        child_ids: [3],
        teacher_id: 21,
        from_teacher_id: null,
      }),
    );
    expect(await screen.findByText(en['children.toast.saved'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Omar Nowak')).toBeNull());
  });

  it('reassigns a child in one step, removes a teacher and deletes a child after confirming', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = childrenServer();
    await openChildren(server);
    await screen.findByText('Adam Nowak', {}, { timeout: 10_000 });
    await user.click(
      screen.getByRole('button', {
        name: label('children.reassignOf', { name: 'Adam Nowak', teacher: 'Ustadh Bilal' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: label('children.reassignDialog.title', { name: 'Adam Nowak' }),
    });
    // The teacher the child leaves is not offered.
    expect(await within(dialog).findByRole('combobox')).toHaveTextContent('Ustadha Maryam');
    await user.click(within(dialog).getByRole('button', { name: en['children.reassignDialog.save'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        child_ids: [1],
        teacher_id: 22,
        from_teacher_id: 21,
      }),
    );
    await waitFor(() => expect(within(rowOf('Adam Nowak')).getByText('Ustadha Maryam')).toBeInTheDocument());

    await user.click(
      screen.getByRole('button', {
        name: label('children.removeTeacherOf', { name: 'Zofia Nowak', teacher: 'Ustadha Maryam' }),
      }),
    );
    const remove = await screen.findByRole('alertdialog', { name: en['children.removeDialog.title'] });
    await user.click(within(remove).getByRole('button', { name: en['children.removeDialog.confirm'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
        path: '/remove-children-from-teacher/',
        body: { child_ids: [4], teacher_id: 22 },
      }),
    );

    await user.click(
      screen.getByRole('button', { name: label('children.deleteOf', { name: 'Hana Nowak' }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: en['children.deleteDialog.title'] });
    expect(calls.some((call) => call.path === '/children/2')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: en['children.deleteDialog.confirm'] }));
    expect(await screen.findByText(en['children.toast.deleted'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hana Nowak')).toBeNull());
  });

  it('approves first, then assigns the chosen teacher; a failed assignment is told and the child stays approved', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = childrenServer({ assign: true });
    await openChildren(server, '?tab=requests');
    await user.click(
      await screen.findByRole(
        'button',
        { name: label('children.approveOf', { name: 'Omar Nowak' }) },
        { timeout: 10_000 },
      ),
    );
    const approve = await screen.findByRole('dialog', {
      name: label('children.approveDialog.title', { name: 'Omar Nowak' }),
    });
    await user.click(await within(approve).findByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Ustadha Maryam' }));
    await user.click(within(approve).getByRole('button', { name: en['children.approveDialog.save'] }));

    expect(
      await screen.findByText(new RegExp(en['children.toast.assignFailed'].replace('.', '\\.'))),
    ).toBeInTheDocument();
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /children/3/approve/',
      'POST /assign-children-to-teacher/',
    ]);
    expect(writes[1]?.body).toEqual({ child_ids: [3], teacher_id: 22, from_teacher_id: null });
    expect(
      screen.getByText(
        label('children.notice.assignFailed', { name: 'Omar Nowak', teacher: 'Ustadha Maryam' }),
      ),
    ).toBeVisible();
    // Approved all the same: gone from Requests.
    expect(await screen.findByText(en['children.empty.requests'])).toBeInTheDocument();
  });

  it('shows a list that failed to load with a retry, and a refused approval in a toast', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup();
    const fail = { list: true, approve: true };
    const { server } = childrenServer(fail);
    await openChildren(server, '?tab=requests');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(retry.closest('[role="alert"]')).toHaveTextContent(en['children.error.load']);
    fail.list = false;
    await user.click(retry);
    await user.click(
      await screen.findByRole('button', { name: label('children.approveOf', { name: 'Omar Nowak' }) }),
    );
    const approve = await screen.findByRole('dialog', {
      name: label('children.approveDialog.title', { name: 'Omar Nowak' }),
    });
    await user.click(within(approve).getByRole('button', { name: en['children.approveDialog.save'] }));
    expect(
      await screen.findByText(new RegExp(en['children.toast.approveFailed'].replace('.', '\\.'))),
    ).toBeInTheDocument();
    // The dialog stays to try again, and the request stays in Requests.
    expect(approve).toBeInTheDocument();
    expect(screen.getByText('Omar Nowak')).toBeInTheDocument();
  });

  it('opens a page past the end of a list (an old link, a page emptied by a delete) on its last page', {
    timeout: 20_000,
  }, async () => {
    const { server } = childrenServer();
    const { router } = await openChildren(server, '?tab=no-teachers&page=4');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=no-teachers'), { timeout: 10_000 });
    expect(await screen.findByText('Hana Nowak')).toBeInTheDocument();
  });
});
