import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useUiMessage } from '../provider/ui-provider';
import './header.css';

export interface HeaderProps {
  /** The signed-in user's name, isolated as user text. */
  username: string;
  /** The user's roles, already translated. */
  roles: string[];
  /** Called by the logout button; the app opens its 'Confirm Logout' dialog from here. */
  onLogout: () => void;
  /** The sign-out button's text; "Sign out" by default. */
  logoutLabel?: string;
  /** Extra controls placed before the user block (the mobile sidebar toggle, a language switcher). */
  children?: ReactNode;
}

/** The dashboard's top bar: the signed-in user's name and roles, a sign-out button, and room for the screen's own controls. */
export function Header({ username, roles, onLogout, logoutLabel, children }: HeaderProps) {
  const t = useUiMessage();
  // Array.from keeps a first character made of a surrogate pair whole.
  const initial = (Array.from(username.trim())[0] ?? '?').toLocaleUpperCase();
  return (
    <header data-slot="header" className="ui-header">
      <div data-slot="header-start" className="ui-header__start">
        {children}
      </div>
      <div data-slot="user" className="ui-header__user">
        <span data-slot="avatar" className="ui-header__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="ui-header__identity">
          {/* The name is the user's own text: its direction comes from its letters, not the page's. */}
          {/* A long name is cut with an ellipsis; the whole of it shows on hover. */}
          {/* A sign-in name is a name, never translated (nor by a browser's translator). */}
          <p
            data-slot="username"
            className="ui-header__username"
            dir="auto"
            translate="no"
            title={username}
            data-cut-by-design="long-name"
          >
            {username}
          </p>
          <p data-slot="roles" className="ui-header__roles">
            <span className="visually-hidden">{t('ui.header.roles')}: </span>
            {roles.join(t('ui.common.listSeparator'))}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onLogout}>
          {logoutLabel ?? t('ui.header.logout')}
        </Button>
      </div>
    </header>
  );
}
