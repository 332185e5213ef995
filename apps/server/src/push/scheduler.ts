import type { Language } from '@minbar/domain/input/languages';
import { addDays, mosqueToday } from '@minbar/domain/prayer/calendar';
import { isReminderDue, type PlannedReminder, remindersOfDay } from '@minbar/domain/prayer/reminders';
import { daySchedule } from '@minbar/domain/prayer/schedule';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pushSent, pushSubscriptions } from '../db/schema-push';
import { readMosqueSettings } from '../services/mosque-settings';
import { athanDaysBetween, settingsMeeting } from '../services/prayer-store';
import type { PushDelivery, PushOutcome } from './delivery';
import { reminderPayload } from './texts';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Claims a push for a device: one row per (device, date, prayer, kind), inserted before the push goes
 * out. True only for the caller whose insert went in, so of two ticks (a restart within the minute, a
 * second instance) exactly one sends. A push claimed and then not delivered is not retried: a late
 * reminder is worse than a missing one.
 */
export async function claimPush(
  db: Database,
  subscriptionId: number,
  key: { date: string; prayer: string; kind: string },
): Promise<boolean> {
  const rows = await db
    .insert(pushSent)
    .values({ subscriptionId, ...key })
    .onConflictDoNothing()
    .returning({ id: pushSent.subscriptionId });
  return rows.length > 0;
}

/**
 * The reminders each subscribed device is due at `now`, from the stored athan times, the iqama
 * settings covering each day and the mosque's Jumu'a. The schedules of yesterday, today and tomorrow
 * are read: a reminder before an iqama past midnight, or before an early fajr, falls on a date other
 * than its prayer's.
 */
export async function dueReminders(
  db: Database,
  now: Date,
  timeZone: string,
): Promise<Array<{ subscription: SubscriptionRow; reminder: PlannedReminder }>> {
  const subscriptions = await db.select().from(pushSubscriptions);
  if (subscriptions.length === 0) return [];
  const today = mosqueToday(now, timeZone);
  const from = addDays(today, -1);
  const to = addDays(today, 1);
  const { jumuah } = await readMosqueSettings(db);
  const byCity = new Map<string, SubscriptionRow[]>();
  for (const row of subscriptions) byCity.set(row.city, [...(byCity.get(row.city) ?? []), row]);
  const due: Array<{ subscription: SubscriptionRow; reminder: PlannedReminder }> = [];
  for (const [city, rows] of byCity) {
    const [days, settings] = await Promise.all([
      athanDaysBetween(db, city, from, to),
      settingsMeeting(db, city, from, to),
    ]);
    const schedules = days.map((day) =>
      daySchedule({ city, date: day.date, athan: day, iqamaSettings: settings, jumuah }),
    );
    for (const subscription of rows)
      for (const schedule of schedules)
        for (const reminder of remindersOfDay(schedule, subscription.choices, timeZone))
          if (isReminderDue(reminder.at, now)) due.push({ subscription, reminder });
  }
  return due;
}

/**
 * One round of the reminder scheduler (every minute on a running server; tests call it with their
 * clock): every due reminder is claimed, then sent. Answers what happened to each push it sent.
 */
export async function sendDueReminders(
  deps: { db: Database; now: () => Date; timeZone: string },
  delivery: PushDelivery,
): Promise<PushOutcome[]> {
  const due = await dueReminders(deps.db, deps.now(), deps.timeZone);
  const outcomes: PushOutcome[] = [];
  for (const { subscription, reminder } of due) {
    const claimed = await claimPush(deps.db, subscription.id, {
      date: reminder.date,
      prayer: reminder.prayer,
      kind: reminder.kind,
    });
    if (!claimed) continue;
    outcomes.push(
      await delivery.deliver(subscription, reminderPayload(subscription.locale as Language, reminder)),
    );
  }
  return outcomes;
}

/** What was sent more than a week ago cannot be sent again (the catch-up is minutes): it is dropped. */
export async function purgeSentPushes(db: Database, today: string): Promise<void> {
  await db.delete(pushSent).where(sql`${pushSent.date} < ${addDays(today, -7)}::date`);
}
