import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { useState } from 'react';

/**
 * The mosque's date ('YYYY-MM-DD') when the screen opened, on the mosque's clock: the one place the
 * prayer-times screen reads its time zone, so a time zone served by the server replaces it here.
 */
export function useMosqueToday(): string {
  const [today] = useState(() => mosqueToday(new Date(), DEFAULT_TIME_ZONE));
  return today;
}
