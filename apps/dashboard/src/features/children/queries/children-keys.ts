import type { ChildList } from '@minbar/api/endpoints/education';

/** Every query of this area starts with this key, so one invalidation refreshes every list. */
export const childrenQueryKey = ['children'] as const;

export const childrenKeys = {
  list: (list: ChildList, page: number) => [...childrenQueryKey, 'list', list, page] as const,
  teachers: () => [...childrenQueryKey, 'teachers'] as const,
};
