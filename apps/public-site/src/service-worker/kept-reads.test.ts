import { describe, expect, it } from 'vitest';
import { isKeptRead } from './kept-reads';

describe('isKeptRead', () => {
  it('keeps the public reads the timetable, the events, the activities, the home and the display make', () => {
    for (const path of [
      '/api/settings',
      '/api/public/mosque',
      '/api/public/cities',
      '/api/public/prayer-times',
      '/api/public/events',
      '/api/public/activities',
      '/api/main_categories/',
      '/api/customized_categories/',
    ]) {
      expect(isKeptRead(path), path).toBe(true);
    }
  });

  it('never keeps a booking, a payment, an account or a staff read', () => {
    for (const path of [
      '/api/public/events/3/bookings/12',
      '/api/public/events/3',
      '/api/payments/intent',
      '/api/auth/me',
      '/api/prayer-settings',
      '/api/settings/identity',
      '/api/public/prayer-times.ics',
    ]) {
      expect(isKeptRead(path), path).toBe(false);
    }
  });
});
