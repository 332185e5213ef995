import { datesBetween } from '@minbar/domain/prayer/calendar';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PrayerTimesProvider } from '../features/prayer-times/data/prayer-times-provider';
import type { PrayerTimesSource } from '../features/prayer-times/data/prayer-times-source';
import { FixedNowContext } from '../features/prayer-times/data/use-now';
import { AppIntlProvider } from '../lib/app-intl';
import { STORY_CAMPAIGNS, STORY_EVENTS, storyData, storyDay, ZONE } from './display-story-support';
import '../app/public-layout.css';
import '../lib/content-page.css';

export const neverSettles = <T,>() => new Promise<T>(() => {});

/** The mosque's Warsaw times for November and December 2026, answered by the story. */
export function storyPrayerSource(overrides: Partial<PrayerTimesSource> = {}): PrayerTimesSource {
  return {
    load: async () => storyData(),
    range: async (_city, from, to) =>
      storyData({
        days: datesBetween(from, to)
          .filter((date) => date < '2027-01-01')
          .map((date) => storyDay(date)),
      }),
    cities: async () => ({ cities: ['Krakow', 'Warsaw'], defaultCity: 'Warsaw' }),
    upcomingEvents: async () => STORY_EVENTS,
    campaigns: async () => STORY_CAMPAIGNS,
    ...overrides,
  };
}

/** Made once: a new source on each render would be a new cache, and the page would load for ever. */
const DEFAULT_SOURCE = storyPrayerSource();

/** Wednesday 25 November 2026, 12:30 at the mosque: dhuhr's iqama passed, asr next. */
export const STORY_NOW = zonedInstant('2026-11-25', '12:30', ZONE);

function StoryFrame(props: { source: PrayerTimesSource; path: string; now: number; children: ReactNode }) {
  const locale = useUiLocale();
  const [location] = useState(() => memoryLocation({ path: props.path }));
  return (
    <AppIntlProvider locale={locale}>
      <PrayerTimesProvider source={props.source}>
        <FixedNowContext value={props.now}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <div className="public-layout__main">{props.children}</div>
          </Router>
        </FixedNowContext>
      </PrayerTimesProvider>
    </AppIntlProvider>
  );
}

/**
 * The timetable's providers for a story: its calls from `parameters.prayerSource`, the address from
 * `parameters.path` and a clock standing at `parameters.now` (12:30 on 25 November 2026 by default).
 */
export const withTimetablePage: Decorator = (Story, context) => (
  <StoryFrame
    source={(context.parameters.prayerSource as PrayerTimesSource | undefined) ?? DEFAULT_SOURCE}
    path={(context.parameters.path as string | undefined) ?? '/prayer-times'}
    now={(context.parameters.now as number | undefined) ?? STORY_NOW}
  >
    <Story />
  </StoryFrame>
);
