import type { Language } from '@minbar/domain/input/languages';
import { mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { donationCategories } from '../db/schema-donations';
import { events } from '../db/schema-events';
import { pushSubscriptions } from '../db/schema-push';
import type { PushDelivery, PushOutcome } from './delivery';
import { claimPush } from './scheduler';
import { newsPayload } from './texts';

/** How far back a round looks for news: an hour covers any stop of the server, and keeps old news out. */
export const NEWS_WINDOW_MINUTES = 60;

interface NewsItem {
  kind: 'event' | 'campaign';
  id: number;
  /** When it became public: an event's creation, a campaign's last switch to open. */
  at: Date;
  /** Its creation: the date of its claims, the same whenever it is opened again or edited. */
  createdAt: Date;
  title: Record<Language, string>;
  url: string;
}

/**
 * News of a newly published event (created and not cancelled) or campaign (a customised category
 * opened for gifts), pushed in each device's language to the devices that chose news before it was
 * published. Each item is claimed per device (its creation date, 'news', 'event:12'), so it is told
 * once, whatever the rounds, restarts or instances, and a campaign closed and opened again is not told twice.
 */
export async function sendNews(
  deps: { db: Database; now: () => Date; timeZone: string },
  delivery: PushDelivery,
): Promise<PushOutcome[]> {
  const since = new Date(deps.now().getTime() - NEWS_WINDOW_MINUTES * 60_000);
  const [newEvents, newCampaigns] = await Promise.all([
    deps.db
      .select()
      .from(events)
      .where(and(gt(events.createdAt, since), eq(events.status, 'active'))),
    deps.db
      .select()
      .from(donationCategories)
      .where(
        and(
          gt(donationCategories.updatedAt, since),
          eq(donationCategories.isAvailable, true),
          eq(donationCategories.isSystemDefined, false),
        ),
      ),
  ]);
  const items: NewsItem[] = [
    ...newEvents.map((row) => ({
      kind: 'event' as const,
      id: row.id,
      at: row.createdAt,
      createdAt: row.createdAt,
      title: { en: row.eventNameEn, ar: row.eventNameAr, pl: row.eventNamePl },
      url: '/events',
    })),
    ...newCampaigns.map((row) => ({
      kind: 'campaign' as const,
      id: row.id,
      at: row.updatedAt,
      createdAt: row.createdAt,
      title: { en: row.nameEn, ar: row.nameAr, pl: row.namePl },
      url: `/donation/${row.id}`,
    })),
  ];
  if (items.length === 0) return [];
  const readers = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(sql`(${pushSubscriptions.choices} ->> 'news')::boolean`);
  const outcomes: PushOutcome[] = [];
  for (const item of items)
    for (const reader of readers) {
      if (reader.createdAt > item.at) continue;
      const claimed = await claimPush(deps.db, reader.id, {
        date: mosqueToday(item.createdAt, deps.timeZone),
        prayer: 'news',
        kind: `${item.kind}:${item.id}`,
      });
      if (!claimed) continue;
      const language = reader.locale as Language;
      outcomes.push(
        await delivery.deliver(
          reader,
          newsPayload(language, { kind: item.kind, id: item.id, title: item.title[language], url: item.url }),
        ),
      );
    }
  return outcomes;
}
