import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import type { ReactNode } from 'react';
import { CHILD_TABS, type ChildTab, isChildTab, tabLabel } from '../child-tabs';
import { useChildrenT } from '../children-intl';
import './children.css';
import '../../../lib/page/page.css';

export interface ChildrenScreenProps {
  tab: ChildTab;
  onTabChange: (tab: ChildTab) => void;
  /** The failure banner of a list that did not load, above the table. */
  banner?: ReactNode;
  /** The active tab's table with its pages. */
  table: ReactNode;
}

/** /dashboard/Children: the title, the four lists' tabs, and the active list. */
export function ChildrenScreen({ tab, onTabChange, banner, table }: ChildrenScreenProps) {
  const t = useChildrenT();
  return (
    <div className="children-screen">
      <h1 className="dashboard-page__title">{t('children.title')}</h1>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (isChildTab(value)) onTabChange(value);
        }}
      >
        <TabList
          label={t('children.tabs.label')}
          tabs={CHILD_TABS.map((value) => ({ value, label: t(tabLabel(value)) }))}
        />
        {CHILD_TABS.map((value) => (
          <TabPanel key={value} value={value}>
            <div className="children-screen__panel">
              {banner}
              {table}
            </div>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
