import { createContext, type KeyboardEvent, type ReactNode, use, useId, useRef } from 'react';
import { useDirection } from '../provider/ui-locale';
import './tabs.css';

/*
 * The WAI-ARIA tabs pattern: only the active tab is a tab stop, the arrow keys move in reading order
 * (mirrored in Arabic), Home and End reach the ends, and a tab opens as soon as it is reached
 * (automatic activation). Controlled, because screens keep the active tab in their state (often in
 * the URL). Written here rather than taken from Radix Tabs, whose collection, roving focus and
 * presence layers cost 9.5 KiB gzipped against under 1 KiB, more than the public home can carry
 * (docs/decisions/0019); one tabs widget serves both apps.
 */

interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('TabList and TabPanel must be inside Tabs.');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps {
  /** The open tab's value. */
  value: string;
  /** Called with the value of the tab reached. */
  onValueChange: (value: string) => void;
  /** A `TabList` and one `TabPanel` per tab. */
  children: ReactNode;
  /** A class for the wrapper. */
  className?: string | undefined;
}

export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  const baseId = useId();
  const direction = useDirection();
  return (
    <TabsContext value={{ value, onValueChange, baseId }}>
      <div data-slot="tabs" className={className ? `ui-tabs ${className}` : 'ui-tabs'} dir={direction}>
        {children}
      </div>
    </TabsContext>
  );
}

export interface TabListProps {
  /** The list's accessible name. */
  label: string;
  /** The tabs, each a value and a label. */
  tabs: Array<{ value: string; label: ReactNode }>;
  /** 'segmented' draws the tabs as a segmented control (the view switch). */
  appearance?: 'underline' | 'segmented' | undefined;
}

export function TabList({ label, tabs, appearance = 'underline' }: TabListProps) {
  const { value, onValueChange, baseId } = useTabsContext();
  const direction = useDirection();
  const list = useRef<HTMLDivElement>(null);

  const activate = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onValueChange(tab.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(baseId, tab.value))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? current + 1
        : event.key === backward
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    activate(target);
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      data-slot="tab-list"
      data-appearance={appearance}
      className="ui-tabs__list"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(baseId, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(baseId, tab.value)}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            data-slot="tab"
            className="ui-tabs__tab"
            onClick={() => onValueChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The active tab's panel; the others stay in the page hidden and empty, so their tabs can name them. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const context = useTabsContext();
  const active = context.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel a tab stop, so a keyboard reaches a panel without focusable content.
      tabIndex={0}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tab-panel"
      className="ui-tabs__panel"
    >
      {active ? children : null}
    </div>
  );
}
