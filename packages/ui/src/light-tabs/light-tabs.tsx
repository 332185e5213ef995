import { createContext, type KeyboardEvent, type ReactNode, use, useId, useRef } from 'react';
import { useDirection } from '../provider/ui-provider';
import '../tabs/tabs.css';

/*
 * The tabs of a page that must load light (the public home): the WAI-ARIA tabs pattern and the look
 * of ui/tabs, without Radix's collection, roving focus and presence layers (9.5 KiB gzipped there,
 * under 1 KiB here). Same props as ui/tabs; automatic activation, arrow keys in reading order.
 */

interface TabsContextValue {
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('LightTabList and LightTabPanel must be inside LightTabs.');
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export interface LightTabsProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

export function LightTabs({ value, onValueChange, children, className }: LightTabsProps) {
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

export interface LightTabListProps {
  /** The list's accessible name. */
  label: string;
  tabs: Array<{ value: string; label: ReactNode }>;
}

export function LightTabList({ label, tabs }: LightTabListProps) {
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
      data-slot="tab-list"
      data-appearance="underline"
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

/** The active tab's panel; the others render nothing (hidden and empty), as Radix's do. */
export function LightTabPanel({ value, children }: { value: string; children: ReactNode }) {
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
