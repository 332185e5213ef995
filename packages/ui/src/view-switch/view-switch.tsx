import type { ReactNode } from 'react';
import { TabList, TabPanel, Tabs } from '../tabs/tabs';

export interface ViewSwitchProps<V extends string> {
  /** The switch's accessible name ('View'). */
  label: string;
  /** The views, each a value and a label. */
  views: Array<{ value: V; label: ReactNode }>;
  /** The view shown. */
  value: V;
  /** Called with the view chosen. */
  onValueChange: (value: V) => void;
  /** One ViewPanel per view. */
  children: ReactNode;
}

/**
 * A segmented control choosing how a screen shows its data (Table, Calendar, Range, Chart,
 * Statistics). It is a tab list, so the views are announced as tabs controlling their panels and
 * arrow keys move between them.
 */
export function ViewSwitch<V extends string>({
  label,
  views,
  value,
  onValueChange,
  children,
}: ViewSwitchProps<V>) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const view = views.find((option) => option.value === next);
        if (view) onValueChange(view.value);
      }}
      className="ui-view-switch"
    >
      <TabList label={label} tabs={views} appearance="segmented" />
      {children}
    </Tabs>
  );
}

/** A view's content; only the active one is rendered. */
export function ViewPanel({ value, children }: { value: string; children: ReactNode }) {
  return <TabPanel value={value}>{children}</TabPanel>;
}
