import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { SHELL_MESSAGES, ShellIntlProvider, useShellT } from '../shell-intl';
import { DashboardShell } from './dashboard-shell';

const storyText = featureStoryText(SHELL_MESSAGES);

/** Stands in for an area's page: its heading, named like its sidebar entry. */
function AreaPage({ area }: { area: 'Administrators' | 'AthanTimes' }) {
  const t = useShellT();
  return <h1 className="dashboard-page__title">{t(`nav.${area}`)}</h1>;
}

const meta = {
  title: 'Dashboard/Shell',
  component: DashboardShell,
  decorators: withFeatureMessages(ShellIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: {
    username: 'amina',
    roles: ['admin'],
    pathname: '/dashboard/Administrators',
    sidebarOpen: false,
    onSidebarOpenChange: fn(),
    logoutOpen: false,
    onLogoutOpenChange: fn(),
    onLogoutConfirm: fn(),
    children: null,
  },
  render: (args) => (
    <DashboardShell {...args}>
      <AreaPage area={args.roles.includes('admin') ? 'Administrators' : 'AthanTimes'} />
    </DashboardShell>
  ),
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminSidebar: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText(globals, 'nav.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/AthanTimes',
      '/dashboard/FatwaChat',
      '/dashboard/Administrators',
      '/dashboard/ProfileSettings',
    ]);
    await expect(
      within(nav).getByRole('link', { name: storyText(globals, 'nav.Administrators') }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'shell.logout') }));
    await expect(args.onLogoutOpenChange).toHaveBeenCalledWith(true);
  },
};

export const ImamSidebar: Story = {
  args: { username: 'yusuf', roles: ['imam'], pathname: '/dashboard/AthanTimes' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText(globals, 'nav.label') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/AthanTimes', '/dashboard/FatwaChat', '/dashboard/ProfileSettings']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(globals, 'nav.AthanTimes') }),
    ).toBeVisible();
  },
};

export const MobileSidebarClosed: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(true);
  },
};

export const MobileSidebarOpen: Story = {
  args: { sidebarOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { expanded: true })).toBeVisible();
  },
};

export const LogoutConfirmationOpen: Story = {
  args: { logoutOpen: true },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: storyText(globals, 'shell.logoutTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(globals, 'shell.logout') }));
    await expect(args.onLogoutConfirm).toHaveBeenCalledTimes(1);
  },
};
