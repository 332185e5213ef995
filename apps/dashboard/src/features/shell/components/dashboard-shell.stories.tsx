import { Button } from '@minbar/ui/button/button';
import { byLanguage } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import { LOCALES } from '@minbar/ui/provider/ui-provider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ScreenSkipLink } from '../../../lib/skip-target';
import { SIGNED_IN } from '../../../test/people-story-content';
import { featureStoryText, withFeatureMessages } from '../../../test/story-decorators';
import { SHELL_MESSAGES, ShellIntlProvider, useShellT } from '../shell-intl';
import { DashboardShell, type DashboardShellProps } from './dashboard-shell';

const storyText = featureStoryText(SHELL_MESSAGES);

type ShownArea = 'Administrators' | 'AthanTimes' | 'ProfileSettings';

/** Stands in for an area's page: its heading, named like its sidebar entry. */
function AreaPage({ area }: { area: ShownArea }) {
  const t = useShellT();
  return <h1 className="dashboard-page__title">{t(`nav.${area}`)}</h1>;
}

/**
 * Stands in for a list screen that names its own skip target: its list follows a few filters. The
 * link's words stand in for the screen's own (a real screen says "Skip to the subjects").
 */
function ListPage() {
  const t = useShellT();
  return (
    <>
      <ScreenSkipLink target="story-list" label={t('nav.Administrators')} />
      <h1 className="dashboard-page__title">{t('nav.Administrators')}</h1>
      <Button variant="secondary">{t('nav.AuditTrail')}</Button>
      <ul id="story-list" aria-label={t('nav.Administrators')}>
        <li>
          <Button>{t('nav.ProfileSettings')}</Button>
        </li>
      </ul>
    </>
  );
}

function landingArea(roles: string[]): ShownArea {
  return roles.includes('admin') ? 'Administrators' : 'AthanTimes';
}

/** The shell following the story's router, as the dashboard layout does: links really navigate. */
function NavigatingShell(args: DashboardShellProps) {
  const { pathname } = useLocation();
  const area = pathname.split('/')[2] as ShownArea | undefined;
  return (
    <DashboardShell {...args} pathname={area ? pathname : args.pathname}>
      <AreaPage area={area ?? landingArea(args.roles)} />
    </DashboardShell>
  );
}

const meta = {
  title: 'Dashboard/Shell',
  component: DashboardShell,
  decorators: withFeatureMessages(ShellIntlProvider),
  parameters: { layout: 'fullscreen' },
  args: {
    username: byLanguage({
      en: SIGNED_IN.en.username,
      ar: SIGNED_IN.ar.username,
      pl: SIGNED_IN.pl.username,
    }),
    roles: ['admin'],
    pathname: '/dashboard/Administrators',
    locale: 'en',
    onLocaleChange: fn(),
    sidebarOpen: false,
    onSidebarOpenChange: fn(),
    logoutOpen: false,
    onLogoutOpenChange: fn(),
    onLogoutConfirm: fn(),
    children: null,
  },
  render: (args, { globals }) => (
    <DashboardShell {...args} locale={storyLocale(globals)}>
      <AreaPage area={landingArea(args.roles)} />
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
      '/dashboard/Pricing',
      '/dashboard/FatwaChat',
      '/dashboard/Subjects',
      '/dashboard/Children',
      '/dashboard/Events',
      '/dashboard/Activities',
      '/dashboard/Donations',
      '/dashboard/MarriageCertificates',
      '/dashboard/Administrators',
      '/dashboard/SentMail',
      '/dashboard/AuditTrail',
      '/dashboard/MosqueSettings',
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
  args: {
    username: byLanguage({ en: 'yusuf', ar: 'الإمام يوسف', pl: 'imam Jusuf Dąbrowski' }),
    roles: ['imam'],
    pathname: '/dashboard/AthanTimes',
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText(globals, 'nav.label') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/AthanTimes',
      '/dashboard/FatwaChat',
      '/dashboard/Events',
      '/dashboard/Activities',
      '/dashboard/ProfileSettings',
    ]);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(globals, 'nav.AthanTimes') }),
    ).toBeVisible();
  },
};

/** The centre's mark and name head the sidebar; every entry has an icon, hidden from readers. */
export const BrandAndIcons: Story = {
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: storyText(globals, 'nav.label') });
    const brand = nav.querySelector('[data-slot="brand"]');
    await expect(brand).toHaveTextContent(storyText(globals, 'app.name'));
    await expect(brand).toHaveTextContent(storyText(globals, 'shell.brand.tagline'));
    const links = within(nav).getAllByRole('link');
    for (const link of links) {
      const icon = link.querySelector('[data-slot="icon"]');
      await expect(icon?.querySelector('svg')).not.toBeNull();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    // The icons add nothing to the names: each link is named by its label alone.
    await expect(links.map((link) => link.textContent)).toEqual(
      [
        'AthanTimes',
        'Pricing',
        'FatwaChat',
        'Subjects',
        'Children',
        'Events',
        'Activities',
        'Donations',
        'MarriageCertificates',
        'Administrators',
        'SentMail',
        'AuditTrail',
        'MosqueSettings',
        'ProfileSettings',
      ].map((area) => storyText(globals, `nav.${area}` as 'nav.AthanTimes')),
    );
  },
};

/** The language switch sits in the header after sign-in, the current language pressed. */
export const LanguageSwitchInHeader: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const header = within(canvasElement).getByRole('banner');
    const current = storyLocale(globals);
    const other = LOCALES.find((locale) => locale !== current) ?? 'en';
    const buttons = within(header).getAllByRole('button', { name: /^(EN|AR|PL)\b/ });
    await expect(buttons).toHaveLength(3);
    await expect(
      within(header).getByRole('button', { name: new RegExp(`^${current.toUpperCase()}\\b`) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      within(header).getByRole('button', { name: new RegExp(`^${other.toUpperCase()}\\b`) }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other);
  },
};

/** The first Tab reaches "Skip to content", which sends focus to the page's heading. */
export const SkipLink: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: storyText(globals, 'shell.skipToContent') });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(globals, 'nav.Administrators') }),
    ).toHaveFocus();
  },
};

/**
 * A screen that names its list gets a second skip link right after the first, shown when focused;
 * Enter lands on the list, so its first row is one Tab away.
 */
export const SkipToScreenList: Story = {
  render: (args, { globals }) => (
    <DashboardShell {...args} locale={storyLocale(globals)}>
      <ListPage />
    </DashboardShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: storyText(globals, 'shell.skipToContent') })).toHaveFocus();
    await userEvent.tab();
    // The sidebar has a link of the same name: the skip links are told apart by their place.
    const toList = canvasElement.querySelectorAll<HTMLElement>('[data-slot="skip-link"]')[1];
    await expect(toList).toHaveFocus();
    await expect(toList).toHaveTextContent(storyText(globals, 'nav.Administrators'));
    await expect(toList?.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('list', { name: storyText(globals, 'nav.Administrators') })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: storyText(globals, 'nav.ProfileSettings') }),
    ).toHaveFocus();
  },
};

/** Following a sidebar link moves focus to the new page's heading, not back to the top. */
export const FocusMovesToHeadingAfterNavigation: Story = {
  render: (args, { globals }) => <NavigatingShell {...args} locale={storyLocale(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText(globals, 'nav.label') });
    await userEvent.click(within(nav).getByRole('link', { name: storyText(globals, 'nav.ProfileSettings') }));
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: storyText(globals, 'nav.ProfileSettings'),
    });
    await waitFor(() => expect(heading).toHaveFocus());
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
    // The dialog's code loads when it first opens.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: storyText(globals, 'shell.logoutTitle') },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(globals, 'shell.logout') }));
    await expect(args.onLogoutConfirm).toHaveBeenCalledTimes(1);
  },
};
