/** Every query of this area starts with this key, so one invalidation refreshes list and counts. */
export const adminQueryKey = ['admin'] as const;
