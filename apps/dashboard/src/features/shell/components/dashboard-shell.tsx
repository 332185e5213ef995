import type { DashboardArea } from '@minbar/domain/access/routes';
import { sidebarLinksFor } from '@minbar/domain/access/routes';
import { LazyConfirmDialog } from '@minbar/ui/dialog/lazy-confirm-dialog';
import { Header } from '@minbar/ui/header/header';
import { LanguageSwitcher } from '@minbar/ui/language-switcher/language-switcher';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { Sidebar, type SidebarItem } from '@minbar/ui/sidebar/sidebar';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { roleName } from '../../../lib/roles';
import { EXISTING_AREAS } from '../access';
import { focusPageHeading, useFocusHeadingAfterNavigation } from '../focus-heading';
import { useShellT } from '../shell-intl';
import { AreaIcon } from './area-icons';
import { ShellBrand } from './shell-brand';
import '../../../lib/page/page.css';
import './dashboard-shell.css';

export interface DashboardShellProps {
  username: string;
  roles: string[];
  /** The current pathname, to mark the active link and to move focus after a navigation. */
  pathname: string;
  /** The active language, switched from the header as on the sign-in pages. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  logoutOpen: boolean;
  onLogoutOpenChange: (open: boolean) => void;
  onLogoutConfirm: () => void;
  children: ReactNode;
}

const MAIN_ID = 'dashboard-main';

/**
 * The signed-in frame: a skip link, the sidebar (admin or imam layout, the centre's mark on top),
 * the header with the language switch and the user, and the logout confirmation.
 */
export function DashboardShell({
  username,
  roles,
  pathname,
  locale,
  onLocaleChange,
  sidebarOpen,
  onSidebarOpenChange,
  logoutOpen,
  onLogoutOpenChange,
  onLogoutConfirm,
  children,
}: DashboardShellProps) {
  const t = useShellT();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingAfterNavigation(main, pathname);
  const links = sidebarLinksFor(roles, EXISTING_AREAS);
  const toItem = (link: { area: DashboardArea; href: string }): SidebarItem => ({
    href: link.href,
    label: t(`nav.${link.area}`),
    icon: <AreaIcon area={link.area} />,
    current: pathname.toLowerCase() === link.href.toLowerCase(),
  });
  const roleNames = roles.map((role) => roleName(t, role));

  return (
    <div className="dashboard-shell">
      <a
        href={`#${MAIN_ID}`}
        className="dashboard-shell__skip-link"
        data-slot="skip-link"
        onClick={(event) => {
          // The router must not treat the fragment as a navigation; focus goes to the page's heading.
          event.preventDefault();
          if (main.current) focusPageHeading(main.current);
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar
        label={t('nav.label')}
        header={<ShellBrand />}
        items={links.main.map(toItem)}
        footerItems={links.footer.map(toItem)}
        open={sidebarOpen}
        onOpenChange={onSidebarOpenChange}
        renderLink={(item, content) => (
          <Link to={item.href} aria-current={item.current ? 'page' : undefined} className="ui-sidebar__link">
            {content}
          </Link>
        )}
      />
      <div className="dashboard-shell__body">
        <Header
          username={username}
          roles={roleNames}
          onLogout={() => onLogoutOpenChange(true)}
          logoutLabel={t('shell.logout')}
        >
          <LanguageSwitcher value={locale} onChange={onLocaleChange} />
        </Header>
        <main id={MAIN_ID} ref={main} tabIndex={-1} className="dashboard-shell__main dashboard-page-area">
          {children}
        </main>
      </div>
      {/* Loads when first opened: every area shares this shell, few visits open the dialog. */}
      <LazyConfirmDialog
        open={logoutOpen}
        onOpenChange={onLogoutOpenChange}
        title={t('shell.logoutTitle')}
        message={t('shell.logoutMessage')}
        confirmLabel={t('shell.logout')}
        cancelLabel={t('shell.cancel')}
        onConfirm={onLogoutConfirm}
      />
    </div>
  );
}
