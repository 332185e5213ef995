import type { Subject, Teacher } from '@minbar/api/schemas/education';
import { subjectNameKey } from '@minbar/domain/education/subject';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION, type FakeServer, fakeServer, renderApp } from '../../../test/render-app';
import en from '../locales/en.json';

const ME = { id: 1, username: 'amina', email: 'amina@example.org', phone: null, roles: ['admin'] };

/** Subjects and teachers in memory, answering the real client as the API does (decision 0023). */
function subjectsServer() {
  let subjects = [
    { id: 1, name: 'Arabic', description: 'Reading and writing Arabic, from the alphabet to short texts.' },
    { id: 2, name: 'Quran', description: 'Recitation' },
  ];
  let teachers: Array<{ id: number; name: string; username: string; subjectIds: number[] }> = [
    { id: 21, name: 'Bilal Haddad', username: 'bilal', subjectIds: [2] },
    { id: 22, name: 'Maryam Saleh', username: 'maryam', subjectIds: [] },
    { id: 23, name: 'Jan Kowalski', username: 'jan', subjectIds: [] },
    { id: 24, name: 'Idris Rahman', username: 'idris', subjectIds: [] },
  ];
  let nextId = 10;
  const asSubject = (subject: (typeof subjects)[number]): Subject => {
    const by = teachers.filter((teacher) => teacher.subjectIds.includes(subject.id));
    return {
      ...subject,
      created_by: null,
      teachers: by.map(({ id, name, username }) => ({ id, name, username })),
      teacher_count: by.length,
    };
  };
  const asTeacher = (teacher: (typeof teachers)[number]): Teacher => ({
    id: teacher.id,
    name: teacher.name,
    username: teacher.username,
    email: null,
    phone: null,
    subjects: subjects.filter((s) => teacher.subjectIds.includes(s.id)).map(({ id, name }) => ({ id, name })),
  });
  const server: FakeServer = fakeServer(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/users/me') return { status: 200, body: ME };
    if (method === 'GET' && url.pathname === '/subjects') {
      const rows = [...subjects].sort((a, b) => a.name.localeCompare(b.name)).map(asSubject);
      return {
        status: 200,
        body: { data: rows, pagination: { total: rows.length, page: 1, per_page: 10, total_pages: 1 } },
      };
    }
    if (method === 'POST' && url.pathname === '/subjects') {
      const input = body as { name: string; description: string };
      if (subjects.some((s) => subjectNameKey(s.name) === subjectNameKey(input.name)))
        return {
          status: 422,
          body: { detail: [{ loc: ['body', 'name'], msg: 'taken', type: 'subject.name_taken' }] },
        };
      const created = { id: nextId++, ...input };
      subjects = [...subjects, created];
      return { status: 201, body: asSubject(created) };
    }
    const one = /^\/subjects\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && one) {
      const id = Number(one[1]);
      if (teachers.some((teacher) => teacher.subjectIds.includes(id)))
        return { status: 409, body: { detail: 'Cannot delete a subject that has teachers' } };
      subjects = subjects.filter((s) => s.id !== id);
      return { status: 204 };
    }
    if (method === 'GET' && url.pathname === '/teachers/')
      return { status: 200, body: teachers.map(asTeacher) };
    if (url.pathname === '/assign-subjects-to-teacher' || url.pathname === '/remove-subjects-from-teacher') {
      const { teacher_id, subject_ids } = body as { teacher_id: number; subject_ids: number[] };
      const give = method === 'POST';
      teachers = teachers.map((teacher) =>
        teacher.id === teacher_id
          ? {
              ...teacher,
              subjectIds: give
                ? [...new Set([...teacher.subjectIds, ...subject_ids])]
                : teacher.subjectIds.filter((id) => !subject_ids.includes(id)),
            }
          : teacher,
      );
      return { status: 200, body: asTeacher(teachers.find((teacher) => teacher.id === teacher_id) as never) };
    }
    const role = /^\/users\/(\d+)\/delete-teacher$/.exec(url.pathname);
    if (method === 'PATCH' && role) {
      teachers = teachers.filter((teacher) => teacher.id !== Number(role[1]));
      return { status: 200, body: { message: 'ok' } };
    }
    return { status: 404, body: { detail: 'Not found' } };
  });
  return { server, calls: server.calls };
}

const isolated = (text: string) => `\u2068${text}\u2069`;
const fill = (id: keyof typeof en, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, isolated(value)), en[id]);

describe('the subjects and teachers route', () => {
  it('adds a subject, refusing a taken name under the field, gives it to a teacher and deletes it only once no one teaches it', {
    timeout: 40_000,
  }, async () => {
    const user = userEvent.setup();
    const { server, calls } = subjectsServer();
    const { router } = renderApp({ path: '/dashboard/Subjects', session: ADMIN_SESSION, server });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findByText('Arabic');
    // Cut to 20 characters; the whole text on focus.
    const cut = within(table).getByRole('button', { name: /^Reading and writing/ });
    expect(cut).toHaveTextContent('Reading and writing…');
    await user.tab();
    cut.focus();
    expect(await screen.findByText(/from the alphabet to short texts/)).toBeInTheDocument();
    // Three teacher cards a page, with a pager.
    expect(await screen.findByRole('heading', { level: 3, name: 'Jan Kowalski' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Idris Rahman' })).toBeNull();
    await user.click(
      within(screen.getByRole('navigation', { name: en['subjects.teachers.pagination'] })).getByRole(
        'button',
        {
          name: /2/,
        },
      ),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?teachers=2'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Idris Rahman' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: en['subjects.add'] }));
    let dialog = await screen.findByRole('dialog', { name: en['subjects.form.addTitle'] });
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${en['subjects.form.name']}`) }),
      ' quran ',
    );
    await user.click(within(dialog).getByRole('button', { name: en['subjects.form.create'] }));
    expect(await within(dialog).findByText(en['subjects.issue.nameTaken'])).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const name = within(dialog).getByRole('textbox', { name: new RegExp(`^${en['subjects.form.name']}`) });
    await user.clear(name);
    await user.type(name, '  Fiqh   for  children ');
    await user.click(within(dialog).getByRole('button', { name: en['subjects.form.create'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Fiqh for children',
        description: '',
      }),
    );
    expect(
      await screen.findByText(fill('subjects.toast.added', { name: 'Fiqh for children' })),
    ).toBeInTheDocument();
    await within(screen.getByRole('table')).findByText('Fiqh for children');

    // Idris (on the second page) is given the new subject through his multi-select.
    await user.click(
      screen.getByRole('button', {
        name: new RegExp(fill('subjects.teacher.choose', { name: 'Idris Rahman' })),
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Fiqh for children' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/assign-subjects-to-teacher')?.body).toEqual({
        teacher_id: 24,
        subject_ids: [10],
      }),
    );
    await user.keyboard('{Escape}');
    const row = () =>
      within(screen.getByRole('table')).getByText('Fiqh for children').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row()).getByText('Idris Rahman')).toBeInTheDocument());

    // While Idris teaches it, Delete says why not and sends nothing.
    await user.click(
      within(row()).getByRole('button', { name: fill('subjects.deleteOf', { name: 'Fiqh for children' }) }),
    );
    dialog = await screen.findByRole('alertdialog', { name: en['subjects.blocked.title'] });
    expect(dialog).toHaveTextContent('Idris Rahman');
    await user.click(
      within(dialog).getAllByRole('button', { name: en['subjects.blocked.close'] }).at(-1) as HTMLElement,
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.path.startsWith('/subjects/'))).toBe(false);

    await user.click(
      screen.getByRole('button', {
        name: new RegExp(fill('subjects.teacher.choose', { name: 'Idris Rahman' })),
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Fiqh for children' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/remove-subjects-from-teacher')?.method).toBe('DELETE'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(row()).queryByText('Idris Rahman')).toBeNull());
    await user.click(
      within(row()).getByRole('button', { name: fill('subjects.deleteOf', { name: 'Fiqh for children' }) }),
    );
    dialog = await screen.findByRole('alertdialog', { name: en['subjects.deleteDialog.title'] });
    await user.click(within(dialog).getByRole('button', { name: en['subjects.deleteDialog.confirm'] }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/subjects/10')).toBe(true),
    );
    expect(
      await screen.findByText(fill('subjects.toast.deleted', { name: 'Fiqh for children' })),
    ).toBeInTheDocument();
  });

  it('removes the teacher role after confirming', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { server, calls } = subjectsServer();
    renderApp({ path: '/dashboard/Subjects', session: ADMIN_SESSION, server });
    await user.click(
      await screen.findByRole(
        'button',
        { name: fill('subjects.teacher.removeRoleOf', { name: 'Bilal Haddad' }) },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: en['subjects.roleDialog.title'] });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: en['subjects.roleDialog.confirm'] }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.path).toBe('/users/21/delete-teacher'),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Bilal Haddad' })).toBeNull());
  });
});
