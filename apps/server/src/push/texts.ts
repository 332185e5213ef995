import type { Language } from '@minbar/domain/input/languages';
import type { PlannedReminder } from '@minbar/domain/prayer/reminders';
import { IntlMessageFormat } from 'intl-messageformat';
import ar from './messages/ar.json';
import en from './messages/en.json';
import pl from './messages/pl.json';

export type PushMessageId = keyof typeof en;

/** Every language carries every message (the type checks it; push.test.ts reads each). */
const CATALOGUES: Record<Language, Record<PushMessageId, string>> = { en, ar, pl };
/** Latin digits in Arabic too, as the apps and mails show times (docs/decisions/0014). */
const LOCALES: Record<Language, string> = { en: 'en', ar: 'ar-u-nu-latn', pl: 'pl' };

export function pushText(
  language: Language,
  id: PushMessageId,
  values: Record<string, string | number> = {},
) {
  return String(new IntlMessageFormat(CATALOGUES[language][id], LOCALES[language]).format(values));
}

/**
 * What the service worker shows (apps/public-site/src/service-worker/push-handlers.ts reads it): the
 * texts in the device's language, the direction they read in, a tag that replaces an earlier push
 * about the same thing, the page a press opens, and the unsubscribe action's label.
 */
export interface PushPayload {
  title: string;
  body: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  tag: string;
  url: string;
  unsubscribe: string;
}

export function reminderPayload(language: Language, reminder: PlannedReminder): PushPayload {
  const prayer = pushText(language, `prayer.${reminder.prayer}`);
  const time = reminder.time.slice(0, 5);
  const athan = reminder.kind === 'athan';
  return {
    title: athan
      ? pushText(language, 'athan.title', { prayer })
      : pushText(language, 'iqama.title', { prayer, minutes: reminder.minutesBefore }),
    body: athan
      ? pushText(language, 'athan.body', { prayer, time })
      : pushText(language, 'iqama.body', { prayer, time }),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    tag: `${reminder.date}-${reminder.prayer}-${reminder.kind}`,
    url: '/prayer-times',
    unsubscribe: pushText(language, 'action.unsubscribe'),
  };
}

export function newsPayload(
  language: Language,
  news: { kind: 'event' | 'campaign'; id: number; title: string; url: string },
): PushPayload {
  return {
    title: pushText(language, news.kind === 'event' ? 'news.event.title' : 'news.campaign.title'),
    body: news.title,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    tag: `${news.kind}-${news.id}`,
    url: news.url,
    unsubscribe: pushText(language, 'action.unsubscribe'),
  };
}
