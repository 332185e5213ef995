import { type ReactNode, useEffect, useId } from 'react';
import { useUiMessage } from '../provider/ui-provider';
import './sidebar.css';

export interface SidebarItem {
  href: string;
  label: string;
  icon?: ReactNode;
  current?: boolean;
}

export interface SidebarProps {
  /** The navigation landmark's name. */
  label: string;
  /** The main links; the current one has `current: true`. */
  items: SidebarItem[];
  /** Links pinned to the bottom (Administrators and ProfileSettings for an admin). */
  footerItems?: SidebarItem[];
  /** Whether the sidebar is shown on small screens; on wide screens it is always visible. */
  open: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange: (open: boolean) => void;
  /** Renders a link with the app's router; the default is a plain anchor. */
  renderLink?: (item: SidebarItem, children: ReactNode) => ReactNode;
  /** Shown above the links: the organisation's mark and name. */
  header?: ReactNode;
}

/** The dashboard's navigation: a column of links at the inline start on wide screens, a drawer on phones. */
export function Sidebar({
  label,
  items,
  footerItems = [],
  open,
  onOpenChange,
  renderLink,
  header,
}: SidebarProps) {
  const t = useUiMessage();
  const panelId = `${useId()}-panel`;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onOpenChange]);

  const renderItem = (item: SidebarItem) => {
    const content = (
      <>
        {item.icon ? (
          <span data-slot="icon" className="ui-sidebar__icon" aria-hidden="true">
            {item.icon}
          </span>
        ) : null}
        <span data-slot="link-label">{item.label}</span>
      </>
    );
    return (
      <li
        key={item.href}
        data-slot="item"
        data-current={item.current || undefined}
        className="ui-sidebar__item"
        // Choosing a destination closes the small-screen menu, whatever renders the link.
        onClickCapture={() => onOpenChange(false)}
      >
        {renderLink ? (
          renderLink(item, content)
        ) : (
          <a href={item.href} aria-current={item.current ? 'page' : undefined} className="ui-sidebar__link">
            {content}
          </a>
        )}
      </li>
    );
  };

  return (
    <div data-slot="sidebar" data-state={open ? 'open' : 'closed'} className="ui-sidebar">
      <button
        type="button"
        data-slot="sidebar-toggle"
        className="ui-sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        <span className="visually-hidden">{t(open ? 'ui.sidebar.closeMenu' : 'ui.sidebar.openMenu')}</span>
      </button>
      {open ? (
        <div
          data-slot="sidebar-backdrop"
          className="ui-sidebar__backdrop"
          aria-hidden="true"
          onClick={() => onOpenChange(false)}
        />
      ) : null}
      <nav id={panelId} aria-label={label} data-slot="sidebar-panel" className="ui-sidebar__panel">
        {header ? (
          <div data-slot="sidebar-header" className="ui-sidebar__header">
            {header}
          </div>
        ) : null}
        <ul className="ui-sidebar__list">{items.map(renderItem)}</ul>
        {footerItems.length > 0 ? (
          <ul data-slot="sidebar-footer" className="ui-sidebar__list ui-sidebar__footer">
            {footerItems.map(renderItem)}
          </ul>
        ) : null}
      </nav>
    </div>
  );
}
