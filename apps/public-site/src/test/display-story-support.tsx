import { CATEGORY_NAME_MAX_LENGTH } from '@minbar/domain/donations/category';
import { EVENT_NAME_MAX_LENGTH } from '@minbar/domain/events/event-form';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { storyFixture } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-messages';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useLayoutEffect, useRef } from 'react';
import type { CampaignProgress, UpcomingEvent } from '../features/prayer-times/data/prayer-times-source';
import { createDisplayView, type DisplayState } from '../features/prayer-times/display/display-view';
import ar from '../features/prayer-times/locales/ar.json';
import en from '../features/prayer-times/locales/en.json';
import pl from '../features/prayer-times/locales/pl.json';
import { boardAt, type PrayerTimesData } from '../features/prayer-times/model/prayer-board';
import { type PrayerMessageId, prayerText } from '../features/prayer-times/prayer-messages';
import { servedDay as storyDay } from './served-day-fixture';
import '../features/prayer-times/display/display.css';

const MESSAGES = { en, ar, pl };

/** A prayer message in the story's language, for play functions. */
export function displayText(
  globals: Record<string, unknown>,
  id: PrayerMessageId,
  values?: Record<string, string | number>,
): string {
  const locale = storyLocale(globals);
  return prayerText(locale, MESSAGES[locale])(id, values);
}

export { servedDay as storyDay } from './served-day-fixture';

export const ZONE = 'Europe/Warsaw';

/** The hall's screen's events and campaigns, named in each language (the demo seed's wording). */
const NAMES = {
  en: {
    events: [
      'Evening lecture: patience in hard times',
      'Family picnic by the lake',
      'Quran circle for sisters',
    ],
    campaigns: ['Roof repair', 'Winter coats', 'Iftar meals'],
  },
  ar: {
    events: ['محاضرة مسائية: الصبر في الأوقات الصعبة', 'نزهة عائلية بجانب البحيرة', 'حلقة القرآن للأخوات'],
    campaigns: ['ترميم السقف', 'معاطف الشتاء', 'وجبات الإفطار'],
  },
  pl: {
    events: [
      'Wykład wieczorny: cierpliwość w trudnych czasach',
      'Piknik rodzinny nad jeziorem',
      'Krąg Koranu dla sióstr',
    ],
    campaigns: ['Naprawa dachu', 'Zimowe kurtki', 'Posiłki na iftar'],
  },
};

export const STORY_EVENTS: UpcomingEvent[] = storyFixture((locale) => {
  const [first, second, third] = NAMES[locale].events as [string, string, string];
  return [
    { id: 1, name: first, date: '2026-11-28', time: '18:30' },
    { id: 2, name: second, date: '2026-12-04', time: '11:00' },
    { id: 3, name: third, date: '2026-12-06', time: null },
  ];
});

export const STORY_CAMPAIGNS: CampaignProgress[] = storyFixture((locale) => {
  const [roof, coats, iftar] = NAMES[locale].campaigns as [string, string, string];
  return [
    { id: 11, name: roof, collected: 37_500, target: 60_000, donors: 214 },
    { id: 12, name: coats, collected: 1600, target: 8000, donors: 3 },
    { id: 13, name: iftar, collected: 2300, target: 0, donors: 1 },
  ];
});

/** Long names as staff may write them, in the story's language: a sentence cut to the longest allowed. */
const LONG_EVENT = {
  en: 'Evening lecture for the whole family: patience in hard times, with guests from the community, tea and sweets after isha',
  pl: 'Wieczorny wykład dla całej rodziny: cierpliwość w trudnych czasach, z gośćmi ze społeczności, herbatą i słodyczami po iszy',
  ar: 'محاضرة مسائية للعائلة كلها عن الصبر في الأوقات الصعبة، مع ضيوف من الجالية وشاي وحلويات بعد صلاة العشاء في القاعة الكبرى',
} as const;

const LONG_CAMPAIGN = {
  en: "Roof repair and new insulation for the prayer hall before winter, with the women's entrance and the stairs to the gallery",
  pl: 'Remont dachu i nowa izolacja sali modlitewnej przed zimą, razem z wejściem dla kobiet i schodami na galerię dla rodzin',
  ar: 'إصلاح السقف وعزل قاعة الصلاة قبل الشتاء، مع مدخل النساء والدرج المؤدي إلى الطابق الأول ومصلى الأطفال والمكتبة الصغيرة',
} as const;

/** `text` cut at the last whole word within `max` characters. */
function wordsWithin(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max)).replace(/[,:]$/, '');
}

/** The story events and campaigns, each named as long as a name may be, in `locale`. */
export function longNamed(locale: Locale): { upcoming: UpcomingEvent[]; campaigns: CampaignProgress[] } {
  return {
    upcoming: STORY_EVENTS.map((event, index) => ({
      ...event,
      name: wordsWithin(`${index + 1}. ${LONG_EVENT[locale]}`, EVENT_NAME_MAX_LENGTH),
    })),
    campaigns: STORY_CAMPAIGNS.map((campaign, index) => ({
      ...campaign,
      name: wordsWithin(`${index + 1}. ${LONG_CAMPAIGN[locale]}`, CATEGORY_NAME_MAX_LENGTH),
    })),
  };
}

/** The week from Wednesday 25 November 2026 (Friday the 27th), Jumu'a at 13:00 with iqama 13:30. */
export function storyData(overrides: Partial<PrayerTimesData> = {}): PrayerTimesData {
  return {
    city: 'Warsaw',
    timeZone: ZONE,
    hijriOffset: 0,
    jumuah: { athan: '13:00', iqama: '13:30' },
    days: ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((date) => storyDay(date)),
    fetchedAt: zonedInstant('2026-11-25', '03:00', ZONE),
    ...overrides,
  };
}

/** The display's state at the mosque's `time` on `date`. */
export function readyAt(
  date: string,
  time: string,
  options: {
    data?: PrayerTimesData;
    stale?: boolean;
    upcoming?: UpcomingEvent[];
    campaigns?: CampaignProgress[];
    /** Seconds past the minute `time`. */
    seconds?: number;
  } = {},
): DisplayState {
  const data = options.data ?? storyData();
  const now = zonedInstant(date, time, ZONE) + (options.seconds ?? 0) * 1000;
  return {
    phase: 'ready',
    data,
    board: boardAt(data, now),
    now,
    stale: options.stale ?? false,
    // Copies in the story's language: the display's state is frozen, and a fixture must not be.
    upcoming: options.upcoming ?? [...STORY_EVENTS],
    campaigns: options.campaigns ?? [...STORY_CAMPAIGNS],
  };
}

export interface DisplayFrameProps {
  state: DisplayState;
  /** A portrait screen (a TV on its side): 9 by 16. */
  portrait?: boolean;
}

/**
 * The display's own view, drawn once with a fixed state in the story's language: the page is not
 * React, so the story mounts it into a frame the size of the screen it stands for.
 */
export function DisplayFrame({ state, portrait = false }: DisplayFrameProps) {
  const locale = useUiLocale();
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!frame.current) return;
    const messages = MESSAGES[locale];
    createDisplayView(frame.current, locale, messages, prayerText(locale, messages)).render(state);
  }, [locale, state]);
  return (
    <div
      ref={frame}
      className="display-page"
      style={
        portrait ? { inlineSize: 'min(100%, 56.25vh)', blockSize: '100vh', marginInline: 'auto' } : undefined
      }
    />
  );
}
