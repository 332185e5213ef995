import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  choosesAnything,
  isPushEndpoint,
  isReminderDue,
  MAX_MINUTES_BEFORE_IQAMA,
  noReminders,
  pushSubscriptionSchema,
  REMINDER_CATCH_UP_MINUTES,
  type ReminderChoices,
  reminderChoicesSchema,
  remindersOfDay,
} from './reminders';
import { daySchedule } from './schedule';

const ZONE = 'Europe/Warsaw';

function choose(edit: (choices: ReminderChoices) => void): ReminderChoices {
  const choices = noReminders();
  edit(choices);
  return choices;
}

describe('the minutes before the iqama', () => {
  it.each<[unknown, boolean]>([
    [0, true],
    [15, true],
    [MAX_MINUTES_BEFORE_IQAMA, true],
    [MAX_MINUTES_BEFORE_IQAMA + 1, false],
    [-1, false],
    [2.5, false],
    ['10', false],
    [null, true],
  ])('%j is accepted: %s', (minutes, accepted) => {
    const choices = { ...noReminders() } as { prayers: Record<string, unknown>; news: boolean };
    choices.prayers = { ...choices.prayers, isha: { athan: false, before_iqama: minutes } };
    expect(v.safeParse(reminderChoicesSchema, choices).success).toBe(accepted);
  });

  it('refuses an unknown prayer', () => {
    const choices = noReminders() as unknown as { prayers: Record<string, unknown> };
    choices.prayers.sunrise = { athan: true, before_iqama: null };
    expect(v.safeParse(reminderChoicesSchema, choices).success).toBe(false);
  });
});

describe('choosesAnything', () => {
  it.each<[string, ReminderChoices, boolean]>([
    ['nothing', noReminders(), false],
    ['news only', choose((c) => (c.news = true)), true],
    ['an athan', choose((c) => (c.prayers.fajr.athan = true)), true],
    ['zero minutes before an iqama', choose((c) => (c.prayers.asr.before_iqama = 0)), true],
  ])('%s: %s', (_, choices, expected) => {
    expect(choosesAnything(choices)).toBe(expected);
  });
});

describe('isPushEndpoint', () => {
  it.each<[string, boolean, boolean]>([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', false, true],
    ['http://localhost:8090/notify/abc', false, false],
    ['http://localhost:8090/notify/abc', true, true],
    ['http://127.0.0.1:8090/notify/abc', true, true],
    ['http://10.0.0.5/notify', true, false],
    ['https://user:secret@push.example/x', false, false],
    ['ftp://push.example/x', true, false],
    ['not a url', true, false],
    [`https://push.example/${'a'.repeat(1100)}`, false, false],
  ])('%s (local http allowed: %s) is a push address: %s', (text, local, expected) => {
    expect(isPushEndpoint(text, local)).toBe(expected);
  });
});

describe('the subscription', () => {
  const valid = {
    endpoint: 'https://push.example/abc',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
    locale: 'ar',
    city: 'Warsaw',
    choices: noReminders(),
  };

  it('is accepted with its keys, language, city and choices', () => {
    expect(v.safeParse(pushSubscriptionSchema, valid).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a name', { ...valid, name: 'Ahmed' }],
    ['an email', { ...valid, email: 'a@b.test' }],
    ['a language Minbar does not speak', { ...valid, locale: 'de' }],
    ['a key that is not base64url', { ...valid, keys: { ...valid.keys, auth: 'a b' } }],
    ['no city', { ...valid, city: ' ' }],
  ])('refuses %s', (_, body) => {
    expect(v.safeParse(pushSubscriptionSchema, body).success).toBe(false);
  });
});

describe('remindersOfDay', () => {
  const athan = { fajr: '04:30', dhuhr: '12:10', asr: '15:00', maghrib: '18:05', isha: '19:40' };
  const setting = {
    id: 1,
    mode: 'minutes_after_athan' as const,
    city: 'Warsaw',
    effective_from: '2026-01-01',
    effective_to: '2026-12-31',
    fajr_minutes: 20,
    dhuhr_minutes: 15,
    asr_minutes: 15,
    maghrib_minutes: 5,
    isha_minutes: 10,
    fajr_fixed: null,
    dhuhr_fixed: null,
    asr_fixed: null,
    maghrib_fixed: null,
    isha_fixed: null,
  };
  const at = (iso: string) => new Date(iso).getTime();

  it('plans Maghrib at its athan and Isha ten minutes before its iqama, in the mosque time zone', () => {
    // 2026-03-04 is a Wednesday; Warsaw is UTC+1 in March.
    const schedule = daySchedule({ city: 'Warsaw', date: '2026-03-04', athan, iqamaSettings: [setting] });
    const choices = choose((c) => {
      c.prayers.maghrib.athan = true;
      c.prayers.isha.before_iqama = 10;
    });
    expect(remindersOfDay(schedule, choices, ZONE)).toEqual([
      {
        date: '2026-03-04',
        prayer: 'maghrib',
        kind: 'athan',
        minutesBefore: 0,
        time: '18:05',
        at: at('2026-03-04T17:05:00Z'),
      },
      {
        date: '2026-03-04',
        prayer: 'isha',
        kind: 'iqama',
        minutesBefore: 10,
        time: '19:50',
        at: at('2026-03-04T18:40:00Z'),
      },
    ]);
  });

  it("puts Jumu'a in place of dhuhr on a Friday", () => {
    const choices = choose((c) => {
      c.prayers.dhuhr.athan = true;
      c.prayers.dhuhr.before_iqama = 30;
    });
    const friday = daySchedule({
      city: 'Warsaw',
      date: '2026-03-06',
      athan,
      iqamaSettings: [setting],
      jumuah: { athan: '13:00', iqama: '13:30' },
    });
    expect(remindersOfDay(friday, choices, ZONE).map((r) => [r.prayer, r.kind, r.time, r.at])).toEqual([
      ['jumuah', 'athan', '13:00', at('2026-03-06T12:00:00Z')],
      ['jumuah', 'iqama', '13:30', at('2026-03-06T12:00:00Z')],
    ]);
    const thursday = daySchedule({
      city: 'Warsaw',
      date: '2026-03-05',
      athan,
      iqamaSettings: [setting],
      jumuah: { athan: '13:00', iqama: '13:30' },
    });
    expect(remindersOfDay(thursday, choices, ZONE).map((r) => [r.prayer, r.kind, r.time])).toEqual([
      // 30 minutes before the 12:25 iqama comes before the 12:10 athan.
      ['dhuhr', 'iqama', '12:25'],
      ['dhuhr', 'athan', '12:10'],
    ]);
  });

  it('reads an iqama past midnight on the next date', () => {
    const late = daySchedule({
      city: 'Warsaw',
      date: '2026-06-20',
      athan: { ...athan, isha: '23:50' },
      iqamaSettings: [{ ...setting, isha_minutes: 20 }],
    });
    const choices = choose((c) => {
      c.prayers.isha.before_iqama = 0;
    });
    // Warsaw is UTC+2 in June: 00:10 on the 21st is 22:10 UTC on the 20th.
    expect(remindersOfDay(late, choices, ZONE)).toEqual([
      {
        date: '2026-06-20',
        prayer: 'isha',
        kind: 'iqama',
        minutesBefore: 0,
        time: '00:10',
        at: at('2026-06-20T22:10:00Z'),
      },
    ]);
  });

  it('plans no iqama reminder on a day no iqama setting covers', () => {
    const unset = daySchedule({ city: 'Warsaw', date: '2026-03-04', athan, iqamaSettings: [] });
    const choices = choose((c) => {
      c.prayers.fajr.athan = true;
      c.prayers.fajr.before_iqama = 5;
    });
    expect(remindersOfDay(unset, choices, ZONE).map((r) => r.kind)).toEqual(['athan']);
  });

  it('plans nothing on a day without stored times', () => {
    const empty = daySchedule({ city: 'Warsaw', date: '2026-03-04', athan: null, iqamaSettings: [setting] });
    expect(
      remindersOfDay(
        empty,
        choose((c) => (c.prayers.fajr.athan = true)),
        ZONE,
      ),
    ).toEqual([]);
  });
});

describe('isReminderDue', () => {
  const reminder = new Date('2026-03-04T17:05:00Z').getTime();
  it.each<[string, boolean]>([
    ['2026-03-04T17:04:59Z', false],
    ['2026-03-04T17:05:00Z', true],
    ['2026-03-04T17:05:40Z', true],
    [new Date(reminder + (REMINDER_CATCH_UP_MINUTES * 60 - 1) * 1000).toISOString(), true],
    [new Date(reminder + REMINDER_CATCH_UP_MINUTES * 60_000).toISOString(), false],
  ])('at %s: %s', (now, due) => {
    expect(isReminderDue(reminder, new Date(now))).toBe(due);
  });
});
