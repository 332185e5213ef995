import type { AdminUser } from '@minbar/api/schemas/accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { ADMINS_MESSAGES, AdminsIntlProvider } from '../administrators-intl';
import { AdministratorsScreen } from './administrators-screen';

const storyText = featureStoryText(ADMINS_MESSAGES);

const ROLE_SETS = [['admin'], ['imam'], ['teacher'], ['parent'], ['imam', 'teacher'], ['parent', 'teacher']];
const NAMES = ['amina', 'yusuf', 'fatima', 'omar', 'khadija', 'bilal', 'maryam', 'hassan', 'zaynab', 'idris'];

function usersOfPage(page: number): AdminUser[] {
  return NAMES.map((name, index) => {
    const roles = ROLE_SETS[(index + page) % ROLE_SETS.length] ?? ['parent'];
    const id = (page - 1) * 10 + index + 1;
    return {
      id,
      username: `${name}${page}`,
      email: `${name}${page}@example.org`,
      role: roles[0] ?? 'parent',
      roles,
    };
  });
}

const COUNTS = { admin: 3, imam: 5, teacher: 12, parent: 80, student: 0 };
const FIRST = usersOfPage(1);
const adminUser = FIRST.find((user) => user.roles.includes('admin')) ?? FIRST[0]!;
const parentUser = FIRST.find((user) => user.role === 'parent') ?? FIRST[1]!;

const meta = {
  title: 'Dashboard/Administrators',
  component: AdministratorsScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(AdminsIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: {
    counts: COUNTS,
    users: FIRST,
    page: 1,
    totalPages: 10,
    total: 100,
    onPageChange: fn(),
    onRetry: fn(),
    onToggleRole: fn(),
    roleChange: null,
    onRequestRoleChange: fn(),
    onRoleChangeCancel: fn(),
    onRoleChangeConfirm: fn(),
    deleteTarget: null,
    onRequestDelete: fn(),
    onDeleteCancel: fn(),
    onDeleteConfirm: fn(),
  },
} satisfies Meta<typeof AdministratorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The confirmation dialogs load when first opened: on a cold, busy run their code can take longer
 * than the queries' usual second to arrive.
 */
const LAZY_DIALOG = { timeout: 10_000 };

export const Loading: Story = {
  args: { counts: undefined, users: [], usersLoading: true, totalPages: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: /@example\.org/ })).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="data-table"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  },
};

export const PopulatedFirstPage: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('table', { name: new RegExp(storyText(globals, 'admins.caption')) }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    const pages = canvas.getByRole('navigation', { name: storyText(globals, 'admins.pagination') });
    await userEvent.click(within(pages).getByRole('button', { name: /^2$|2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePageWithEllipses: Story = {
  args: { users: usersOfPage(5), page: 5 },
  play: async ({ canvasElement, globals }) => {
    const pages = within(canvasElement).getByRole('navigation', {
      name: storyText(globals, 'admins.pagination'),
    });
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('5');
    await expect(pages.textContent).toMatch(/…|\.\.\./);
  },
};

export const LastPage: Story = {
  args: { users: usersOfPage(10).slice(0, 4), page: 10 },
  play: async ({ canvasElement, globals }) => {
    const pages = within(canvasElement).getByRole('navigation', {
      name: storyText(globals, 'admins.pagination'),
    });
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('10');
  },
};

export const Empty: Story = {
  args: {
    users: [],
    totalPages: 0,
    total: 0,
    counts: { admin: 0, imam: 0, teacher: 0, parent: 0, student: 0 },
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyText(globals, 'admins.empty'))).toBeVisible();
  },
};

export const FetchError: Story = {
  args: {
    users: [],
    totalPages: 0,
    total: 0,
    usersError: { id: 'admins.error.fetchUsers' },
    counts: undefined,
    countsError: { id: 'admins.error.fetchCounts' },
  },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'admins.error.fetchUsers'))).toBeVisible();
    await expect(canvas.getByText(storyText(globals, 'admins.error.fetchCounts'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'app.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RoleDropdownOpen: Story = {
  args: { rolesOpenFor: parentUser.id, onRolesOpenChange: fn() },
  play: async ({ globals, args }) => {
    const teacher = await screen.findByRole('checkbox', { name: storyText(globals, 'role.teacher') });
    await userEvent.click(teacher);
    await expect(args.onToggleRole).toHaveBeenCalledWith(
      parentUser,
      'teacher',
      !parentUser.roles.includes('teacher'),
    );
  },
};

export const DeleteConfirmationOpen: Story = {
  args: { deleteTarget: parentUser },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: storyText(globals, 'admins.deleteTitle') },
      LAZY_DIALOG,
    );
    await expect(dialog).toHaveTextContent(parentUser.email);
    const confirm = within(dialog).getByRole('button', { name: storyText(globals, 'admins.deleteConfirm') });
    // Radix locks the page's pointer events as the dialog opens and frees its own a moment later; a
    // person cannot click before then either (a loaded machine once clicked into the gap).
    await waitFor(() => expect(getComputedStyle(confirm).pointerEvents).not.toBe('none'));
    await userEvent.click(confirm);
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A name from before the identifier rule, holding a right-to-left override, in the table and the dialog. */
const overrideUser: AdminUser = { ...parentUser, username: 'nimda\u202Egro.elpmaxe' };

export const DirectionOverrideInUsername: Story = {
  args: { users: [overrideUser], deleteTarget: overrideUser },
  play: async ({ canvasElement, globals }) => {
    // The open dialog hides the table from the accessibility tree, so the cells are read from the DOM.
    const isolated = [...canvasElement.querySelectorAll('td bdi[data-slot="user-text"]')].map(
      (element) => element.textContent,
    );
    await expect(isolated).toEqual([overrideUser.username, overrideUser.email]);
    // In the sentence the name sits between isolate marks, so the words after it keep their place.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: storyText(globals, 'admins.deleteTitle') },
      LAZY_DIALOG,
    );
    await expect(dialog.textContent).toContain(`\u2068${overrideUser.username}\u2069`);
    await expect(dialog.textContent).toContain(`\u2068${overrideUser.email}\u2069`);
  },
};

export const RoleChangeConfirmationOpen: Story = {
  args: { roleChange: { user: parentUser, role: 'imam' } },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      {
        name: storyText(globals, 'admins.roleChangeTitle'),
      },
      LAZY_DIALOG,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(globals, 'admins.roleChangeConfirm') }),
    );
    await expect(args.onRoleChangeConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A row's actions menu: delete is offered for everyone but administrators. */
export const AdminUserWithoutDelete: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const actionsOf = (username: string) =>
      canvas.getByRole('button', { name: storyText(globals, 'admins.actionsOf', { username }) });
    const deleteItem = { name: storyText(globals, 'admins.deleteAccount') };

    await userEvent.click(actionsOf(adminUser.username));
    const adminMenu = await screen.findByRole('menu');
    await expect(within(adminMenu).queryByRole('menuitem', deleteItem)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(actionsOf(parentUser.username));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', deleteItem));
    await expect(args.onRequestDelete).toHaveBeenCalledWith(parentUser);
  },
};

/** Setting one role (the others removed) is a menu action that asks for confirmation first. */
export const SetOneRoleFromActionsMenu: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText(globals, 'admins.actionsOf', { username: parentUser.username }),
      }),
    );
    const menu = await screen.findByRole('menu');
    // The user's single role is the checked one.
    await expect(
      within(menu).getByRole('menuitemradio', { name: storyText(globals, 'role.parent') }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: storyText(globals, 'role.imam') }));
    await expect(args.onRequestRoleChange).toHaveBeenCalledWith({ user: parentUser, role: 'imam' });
  },
};

/**
 * One role control per row, and no plain browser select anywhere on the screen (the review found a
 * styled picker next to a select cut off in Polish).
 */
export const OneRoleControlPerRow: Story = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('tbody tr[data-slot="row"]');
    await expect(rows).toHaveLength(FIRST.length);
    for (const row of rows) {
      await expect(row.querySelectorAll('[data-slot="multi-select"]')).toHaveLength(1);
      await expect(row.querySelectorAll('[data-slot="menu-trigger"]')).toHaveLength(1);
    }
    await expect(canvasElement.querySelectorAll('select')).toHaveLength(0);
  },
};

/** Latin names in an Arabic page: each is isolated, so its letters keep their order and none is cut. */
export const LatinNamesIsolated: Story = {
  args: {
    users: [
      { ...parentUser, id: 901, username: 'Emily Carter', email: 'emily.carter@example.org' },
      {
        ...parentUser,
        id: 902,
        username: 'Maximilian Alexander Wójcik-Kowalski',
        email: 'maximilian@example.org',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('tbody td:first-child')];
    await expect(names.map((cell) => cell.querySelector('bdi')?.textContent)).toEqual([
      'Emily Carter',
      'Maximilian Alexander Wójcik-Kowalski',
    ]);
    // Whole names are shown: the cell wraps them rather than clipping either end.
    for (const cell of names) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
  },
};
