/** Every query of the desk starts with this key, so one invalidation refreshes all three lists. */
export const fatwaQueryKey = ['fatwa'] as const;
