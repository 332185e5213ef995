import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useDirection } from '../provider/ui-locale';
import './menu.css';

export interface MenuProps {
  /** The accessible name of the trigger, which shows only an icon. */
  label: string;
  /** The items: `MenuItem`, `MenuSeparator` and `MenuRadioGroup`. */
  children: ReactNode;
  /** Controls whether the menu is open. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dropdown menu behind a "more actions" button (Radix): arrow keys, typeahead, Escape and focus
 * return come with it; the root's `dir` is written onto the portalled content, so it mirrors too.
 */
export function Menu({ label, children, open, onOpenChange }: MenuProps) {
  const direction = useDirection();
  return (
    <RadixMenu.Root
      dir={direction}
      modal={false}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <RadixMenu.Trigger data-slot="menu-trigger" className="ui-menu__trigger" aria-label={label}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content data-slot="menu" className="ui-menu" align="end" sideOffset={4} aria-label={label}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

export function MenuItem({ children, onSelect }: { children: ReactNode; onSelect: () => void }) {
  return (
    <RadixMenu.Item data-slot="menu-item" className="ui-menu__item" onSelect={onSelect}>
      {children}
    </RadixMenu.Item>
  );
}

export function MenuSeparator() {
  return <RadixMenu.Separator data-slot="menu-separator" className="ui-menu__separator" />;
}

export interface MenuRadioGroupProps {
  /** Shown above the choices and naming the group. */
  label: string;
  /** The value of the checked choice. */
  value: string;
  /** Called with the value chosen. */
  onValueChange: (value: string) => void;
  /** The choices, each a value and a label. */
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
}

/** A set of exclusive choices inside a menu (menuitemradio), the current one checked. */
export function MenuRadioGroup({ label, value, onValueChange, options }: MenuRadioGroupProps) {
  return (
    <RadixMenu.Group data-slot="menu-group" aria-label={label}>
      <RadixMenu.Label data-slot="menu-label" className="ui-menu__label" aria-hidden="true">
        {label}
      </RadixMenu.Label>
      <RadixMenu.RadioGroup value={value} onValueChange={onValueChange}>
        {options.map((option) => (
          <RadixMenu.RadioItem
            key={option.value}
            value={option.value}
            data-slot="menu-item"
            className="ui-menu__item"
          >
            <span className="ui-menu__check" aria-hidden="true">
              <RadixMenu.ItemIndicator>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </RadixMenu.ItemIndicator>
            </span>
            {option.label}
          </RadixMenu.RadioItem>
        ))}
      </RadixMenu.RadioGroup>
    </RadixMenu.Group>
  );
}
