/** Every query of this page starts with this key, so one invalidation refreshes every page of every event. */
export const registrationsQueryKey = ['event-registrations'] as const;

/** One page (of both lists) of one event's registrations. */
export const registrationsPageKey = (eventId: number, page: number, perPage: number) =>
  [...registrationsQueryKey, eventId, page, perPage] as const;
