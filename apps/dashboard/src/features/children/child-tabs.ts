import type { ChildList } from '@minbar/api/endpoints/education';
import type { ChildrenMessageId } from './children-intl';

/** The screen's tabs in their order (All, Active, Requests, No teachers), each with the server's list behind it. */
export const CHILD_TABS = ['all', 'active', 'requests', 'no-teachers'] as const;
export type ChildTab = (typeof CHILD_TABS)[number];

export const isChildTab = (value: string | null): value is ChildTab =>
  (CHILD_TABS as readonly string[]).includes(value ?? '');

export const LIST_OF_TAB: Record<ChildTab, ChildList> = {
  all: 'approved',
  active: 'active-subscriptions',
  requests: 'unapproved',
  'no-teachers': 'no-teachers',
};

const KEY: Record<ChildTab, 'all' | 'active' | 'requests' | 'noTeachers'> = {
  all: 'all',
  active: 'active',
  requests: 'requests',
  'no-teachers': 'noTeachers',
};

export const tabLabel = (tab: ChildTab) => `children.tab.${KEY[tab]}` as ChildrenMessageId;
export const tabCaption = (tab: ChildTab) => `children.caption.${KEY[tab]}` as ChildrenMessageId;
export const tabEmpty = (tab: ChildTab) => `children.empty.${KEY[tab]}` as ChildrenMessageId;
