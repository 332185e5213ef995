import type { AdminUser } from '@minbar/api/schemas/accounts';
import { byLanguage, type InEachLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ACCOUNT_EMAILS, ACCOUNT_NAMES, OTHER_SCRIPT_NAMES } from '../../../test/people-story-content';
import { featureStoryText, withDashboardPage, withFeatureMessages } from '../../../test/story-decorators';
import { ADMINS_MESSAGES, AdminsIntlProvider } from '../administrators-intl';
import { AdministratorsScreen } from './administrators-screen';

const storyText = featureStoryText(ADMINS_MESSAGES);

const ROLE_SETS = [['admin'], ['imam'], ['teacher'], ['parent'], ['imam', 'teacher'], ['parent', 'teacher']];
const LOCALES: readonly Locale[] = ['en', 'ar', 'pl'];

/** Each language's value of `build`, for an arg chosen by the story's language (byLanguage). */
function eachLanguage<T>(build: (locale: Locale) => T): InEachLanguage<T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as InEachLanguage<T>;
}

/** A page of ten accounts named as the story's language writes the names; e-mails stay Latin. */
function usersOfPage(page: number, locale: Locale): AdminUser[] {
  return ACCOUNT_NAMES[locale].map((name, index) => {
    const roles = ROLE_SETS[(index + page) % ROLE_SETS.length] ?? ['parent'];
    const id = (page - 1) * 10 + index + 1;
    return {
      id,
      username: `${name}${page}`,
      email: `${ACCOUNT_EMAILS[index]}${page}@example.org`,
      role: roles[0] ?? 'parent',
      roles,
    };
  });
}

const COUNTS = { admin: 3, imam: 5, teacher: 12, parent: 80, student: 0 };
const FIRST = eachLanguage((locale) => usersOfPage(1, locale));
const ADMIN_USER = eachLanguage(
  (locale) => FIRST[locale].find((user) => user.roles.includes('admin')) ?? FIRST[locale][0]!,
);
const PARENT_USER = eachLanguage(
  (locale) => FIRST[locale].find((user) => user.role === 'parent') ?? FIRST[locale][1]!,
);
/** The story's account with the administrator role, and one with the parent role. */
const adminOf = (globals: Record<string, unknown>) => ADMIN_USER[storyLocale(globals)];
const parentOf = (globals: Record<string, unknown>) => PARENT_USER[storyLocale(globals)];

const meta = {
  title: 'Dashboard/Administrators',
  component: AdministratorsScreen,
  decorators: [withDashboardPage, ...withFeatureMessages(AdminsIntlProvider)],
  parameters: { layout: 'fullscreen' },
  args: {
    counts: COUNTS,
    users: byLanguage(FIRST),
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
  args: { users: byLanguage(eachLanguage((locale) => usersOfPage(5, locale))), page: 5 },
  play: async ({ canvasElement, globals }) => {
    const pages = within(canvasElement).getByRole('navigation', {
      name: storyText(globals, 'admins.pagination'),
    });
    await expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('5');
    await expect(pages.textContent).toMatch(/…|\.\.\./);
  },
};

export const LastPage: Story = {
  args: {
    users: byLanguage(eachLanguage((locale) => usersOfPage(10, locale).slice(0, 4))),
    page: 10,
  },
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
  args: { rolesOpenFor: PARENT_USER.en.id, onRolesOpenChange: fn() },
  play: async ({ globals, args }) => {
    const parentUser = parentOf(globals);
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
  args: { deleteTarget: byLanguage(PARENT_USER) },
  play: async ({ globals, args }) => {
    const parentUser = parentOf(globals);
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

/**
 * A name from before the identifier rule, holding a right-to-left override, in the table and the
 * dialog: in the story's language's letters (in Arabic the override turns the Latin-free name around).
 */
const OVERRIDE_USER = eachLanguage(
  (locale): AdminUser => ({
    ...PARENT_USER[locale],
    username: { en: 'nimda\u202Egro.elpmaxe', ar: 'مريم\u202Eنيمدا', pl: 'nimda\u202Elp.ezcrazdarz' }[locale],
  }),
);

export const DirectionOverrideInUsername: Story = {
  args: {
    users: byLanguage(eachLanguage((locale) => [OVERRIDE_USER[locale]])),
    deleteTarget: byLanguage(OVERRIDE_USER),
  },
  play: async ({ canvasElement, globals }) => {
    const overrideUser = OVERRIDE_USER[storyLocale(globals)];
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
  args: { roleChange: { user: byLanguage(PARENT_USER), role: 'imam' } },
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
    const adminUser = adminOf(globals);
    const parentUser = parentOf(globals);

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
    const parentUser = parentOf(globals);
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
    await expect(rows).toHaveLength(FIRST.en.length);
    for (const row of rows) {
      await expect(row.querySelectorAll('[data-slot="multi-select"]')).toHaveLength(1);
      await expect(row.querySelectorAll('[data-slot="menu-trigger"]')).toHaveLength(1);
    }
    await expect(canvasElement.querySelectorAll('select')).toHaveLength(0);
  },
};

/** Names in the other script from the page's (Latin in the Arabic page): each is isolated, so its letters keep their order and none is cut. */
export const LatinNamesIsolated: Story = {
  args: {
    users: byLanguage(
      eachLanguage((locale) =>
        OTHER_SCRIPT_NAMES[locale].map((person, index) => ({
          ...PARENT_USER[locale],
          id: 901 + index,
          ...person,
        })),
      ),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    const names = [...canvasElement.querySelectorAll('tbody td:first-child')];
    await expect(names.map((cell) => cell.querySelector('bdi')?.textContent)).toEqual(
      OTHER_SCRIPT_NAMES[storyLocale(globals)].map((person) => person.username),
    );
    // Whole names are shown: the cell wraps them rather than clipping either end.
    for (const cell of names) await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
  },
};
