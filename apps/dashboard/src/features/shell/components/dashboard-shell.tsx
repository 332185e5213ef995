import { sidebarLinksFor } from '@minbar/domain/access/routes';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { Header } from '@minbar/ui/header/header';
import { Sidebar, type SidebarItem } from '@minbar/ui/sidebar/sidebar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleName } from '../../../lib/roles';
import { EXISTING_AREAS } from '../access';
import { type ShellMessageId, useShellT } from '../shell-intl';
import './dashboard-shell.css';

export interface DashboardShellProps {
  username: string;
  roles: string[];
  /** The current pathname, to mark the active link. */
  pathname: string;
  sidebarOpen: boolean;
  onSidebarOpenChange: (open: boolean) => void;
  logoutOpen: boolean;
  onLogoutOpenChange: (open: boolean) => void;
  onLogoutConfirm: () => void;
  children: ReactNode;
}

/** The signed-in frame: sidebar (admin or imam layout), header with the user, logout confirmation. */
export function DashboardShell({
  username,
  roles,
  pathname,
  sidebarOpen,
  onSidebarOpenChange,
  logoutOpen,
  onLogoutOpenChange,
  onLogoutConfirm,
  children,
}: DashboardShellProps) {
  const t = useShellT();
  const links = sidebarLinksFor(roles, EXISTING_AREAS);
  const toItem = (link: (typeof links.main)[number]): SidebarItem => ({
    href: link.href,
    label: t(`nav.${link.area}` as ShellMessageId),
    current: pathname.toLowerCase() === link.href.toLowerCase(),
  });
  const roleNames = roles.map((role) => roleName(t, role));

  return (
    <div className="dashboard-shell">
      <Sidebar
        label={t('nav.label')}
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
        />
        <main className="dashboard-shell__main">{children}</main>
      </div>
      <ConfirmDialog
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
