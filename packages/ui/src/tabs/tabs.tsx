import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useDirection } from '../provider/ui-provider';
import './tabs.css';

export interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/**
 * Radix Tabs with the app's direction: arrow keys follow the reading order in Arabic, and only the
 * active tab is in the tab order. Controlled, because screens keep the active tab in their state.
 */
export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  const direction = useDirection();
  return (
    <RadixTabs.Root
      data-slot="tabs"
      className={className ? `ui-tabs ${className}` : 'ui-tabs'}
      value={value}
      onValueChange={onValueChange}
      dir={direction}
      activationMode="automatic"
    >
      {children}
    </RadixTabs.Root>
  );
}

export interface TabListProps {
  /** The list's accessible name. */
  label: string;
  tabs: Array<{ value: string; label: ReactNode }>;
  /** 'segmented' draws the tabs as a segmented control (the view switch). */
  appearance?: 'underline' | 'segmented';
}

export function TabList({ label, tabs, appearance = 'underline' }: TabListProps) {
  return (
    <RadixTabs.List
      data-slot="tab-list"
      data-appearance={appearance}
      className="ui-tabs__list"
      aria-label={label}
    >
      {tabs.map((tab) => (
        <RadixTabs.Trigger key={tab.value} value={tab.value} data-slot="tab" className="ui-tabs__tab">
          {tab.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} data-slot="tab-panel" className="ui-tabs__panel">
      {children}
    </RadixTabs.Content>
  );
}
