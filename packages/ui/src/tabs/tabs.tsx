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
 *
 * In parts, in the Radix manner, for a user who composes their own tabs:
 *
 *   <Tabs.Root value={tab} onValueChange={setTab}>
 *     <Tabs.List label="Day details">
 *       <Tabs.Trigger value="prayers">Prayers</Tabs.Trigger>
 *       <Tabs.Trigger value="iqama">Iqama</Tabs.Trigger>
 *     </Tabs.List>
 *     <Tabs.Content value="prayers">…</Tabs.Content>
 *     <Tabs.Content value="iqama">…</Tabs.Content>
 *   </Tabs.Root>
 *
 * `TabList`, which takes the tabs as data, is a List of Triggers.
 */

interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tabs.List, Tabs.Trigger and Tabs.Content must be inside Tabs.Root.');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface TabsProps {
  /** The open tab's value. */
  value: string;
  /** Called with the value of the tab reached. */
  onValueChange: (value: string) => void;
  /** A `Tabs.List` (or `TabList`) and one `Tabs.Content` per tab. */
  children: ReactNode;
  /** A class for the wrapper. */
  className?: string | undefined;
}

/** Holds which tab is open; the Root of the parts. */
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

export interface TabsListProps {
  /** The list's accessible name. */
  label: string;
  /** One `Tabs.Trigger` per tab. */
  children: ReactNode;
  /** 'segmented' draws the tabs as a segmented control (the view switch). */
  appearance?: 'underline' | 'segmented' | undefined;
}

/** The row of tabs: the arrow keys move in reading order (mirrored right to left), Home and End reach the ends. */
export function TabsList({ label, children, appearance = 'underline' }: TabsListProps) {
  const { value, onValueChange } = useTabsContext();
  const direction = useDirection();
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The tabs are read from the page, so a List knows its Triggers however they were composed.
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)') ?? [])];
    const current = tabs.findIndex((tab) => tab.dataset.value === value);
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
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab?.dataset.value) return;
    onValueChange(tab.dataset.value);
    tab.focus();
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
      {children}
    </div>
  );
}

export interface TabsTriggerProps {
  /** The value this tab opens; its `Tabs.Content` has the same. */
  value: string;
  /** The tab's label. */
  children: ReactNode;
  /** Greys the tab out; the arrow keys pass over it. */
  disabled?: boolean | undefined;
}

/** One tab: only the open one is a tab stop, and reaching a tab opens it. */
export function TabsTrigger({ value, children, disabled }: TabsTriggerProps) {
  const context = useTabsContext();
  const selected = context.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-value={value}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tab"
      className="ui-tabs__tab"
      onClick={() => context.onValueChange(value)}
    >
      {children}
    </button>
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

/** The row of tabs given as data: a `Tabs.List` of one `Tabs.Trigger` per tab. */
export function TabList({ label, tabs, appearance = 'underline' }: TabListProps) {
  return (
    <TabsList label={label} appearance={appearance}>
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value}>
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

/** The active tab's panel; the others stay in the page hidden and empty, so their tabs can name them. */
export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
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

/** The panel's name beside `TabList`, which the apps use. */
export const TabPanel = TabsContent;

// The parts under the widget's name too, for `<Tabs.Root>` as in Radix; Tabs is the Root itself.
Tabs.Root = Tabs;
Tabs.List = TabsList;
Tabs.Trigger = TabsTrigger;
Tabs.Content = TabsContent;
