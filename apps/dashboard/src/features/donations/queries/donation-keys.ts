/** Every query of this area starts with this key, so one invalidation refreshes tables, history and totals. */
export const donationsQueryKey = ['donations'] as const;
