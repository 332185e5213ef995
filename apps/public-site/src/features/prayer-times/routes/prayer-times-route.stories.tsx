import { datesBetween } from '@minbar/domain/prayer/calendar';
import { zonedInstant } from '@minbar/domain/prayer/next-prayer';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { forgetAnswers, noteAnswer, SAVED_AT_HEADER, savedAgeText } from '../../../lib/saved-answers';
import { displayText, storyData, storyDay, ZONE } from '../../../test/display-story-support';
import { siteText } from '../../../test/story-support';
import {
  neverSettles,
  STORY_NOW,
  storyPrayerSource,
  withTimetablePage,
} from '../../../test/timetable-story-support';
import PrayerTimesRoute from './prayer-times-route';

/*
 * The public timetable (/prayer-times): today's card with the countdown, the month's table with Hijri
 * dates, the print button and the calendar subscription, in each state, at 12:30 on 25 November 2026.
 */
const meta = {
  title: 'Public/PrayerTimes/TimetablePage',
  component: PrayerTimesRoute,
  decorators: [withTimetablePage],
  // The page frame (.public-layout__main) brings the site's own padding.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrayerTimesRoute>;

export default meta;
type Story = StoryObj<typeof meta>;
type Globals = Record<string, unknown>;

const monthTable = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).findByRole('table', {
    name: (name) =>
      name.startsWith(
        displayText(globals, 'timetable.caption', {
          city: displayText(globals, 'prayer.cityName.Warsaw'),
          month: '@',
        }).split('@')[0] ?? '',
      ),
  });

/** Today's card (asr next in 1 h 4 min, in words) and November with today marked, Jumu'a below the table. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const table = await monthTable(canvasElement, globals);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(rows.filter((row) => row.getAttribute('aria-current') === 'date')).toHaveLength(1);
    const today = within(canvasElement).getByRole('region', {
      name: displayText(globals, 'timetable.today.title'),
    });
    await expect(
      within(today).getByText(
        displayText(globals, 'prayer.countdown.hoursMinutes', { hours: 1, minutes: 4 }),
      ),
    ).toBeVisible();
    await expect(
      within(today).getByText(
        displayText(globals, 'prayer.next.start', { prayer: displayText(globals, 'prayer.name.asr') }),
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: displayText(globals, 'timetable.subscribe') }),
    ).toHaveAttribute(
      'href',
      expect.stringMatching(/^webcal:\/\/.+\/api\/public\/prayer-times\.ics\?city=Warsaw&lang=(en|ar|pl)$/),
    );
  },
};

/**
 * Without a network, the times from the device's store: the service worker kept them 3 hours before
 * the story's clock, and the page says so above today's card ("Saved on this device 3 hours ago").
 */
export const SavedOnDevice: Story = {
  beforeEach: () => {
    const stamped = new Response('{}', { headers: { [SAVED_AT_HEADER]: String(STORY_NOW - 3 * 3_600_000) } });
    noteAnswer('/api/settings', stamped);
    noteAnswer('/api/public/prayer-times?city=Warsaw', stamped);
    return forgetAnswers;
  },
  play: async ({ canvasElement, globals }) => {
    await monthTable(canvasElement, globals);
    const note = within(canvasElement).getByRole('note');
    // The age's words are savedAgeText's, tested on their own (src/lib/saved-answers.test.ts).
    const age = savedAgeText(STORY_NOW - 3 * 3_600_000, STORY_NOW, storyLocale(globals));
    await expect(note).toHaveTextContent(displayText(globals, 'timetable.saved', { age }));
  },
};

/**
 * Another month from the address (?month=2026-12), as the arrows and a shared link give it: December,
 * with no day marked as today. (The arrows themselves are walked by the route's test and the e2e test.)
 */
export const AnotherMonth: Story = {
  parameters: { path: '/prayer-times?month=2026-12' },
  play: async ({ canvasElement, globals }) => {
    const table = await monthTable(canvasElement, globals);
    await expect(within(table).getAllByRole('row')).toHaveLength(32);
    await expect(table.querySelector('[aria-current="date"]')).toBeNull();
  },
};

/** After asr's athan: the countdown to its iqama. */
export const IqamaCountdown: Story = {
  parameters: { now: zonedInstant('2026-11-25', '13:40', ZONE) },
  play: async ({ canvasElement, globals }) => {
    await monthTable(canvasElement, globals);
    const prayer = displayText(globals, 'prayer.name.asr');
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.next.iqama', { prayer })),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.countdown.minutes', { minutes: 4 })),
    ).toBeVisible();
  },
};

/** A Friday: Jumu'a in the card in dhuhr's place. */
export const FridayJumuah: Story = {
  parameters: { now: zonedInstant('2026-11-27', '11:00', ZONE), path: '/prayer-times?month=2026-11' },
  play: async ({ canvasElement, globals }) => {
    await monthTable(canvasElement, globals);
    const today = within(canvasElement).getByRole('region', {
      name: displayText(globals, 'timetable.today.title'),
    });
    await expect(within(today).getByText(displayText(globals, 'prayer.name.jumuah'))).toBeVisible();
  },
};

/** A month the staff have not published: the table gives way to a sentence. */
export const EmptyMonth: Story = {
  parameters: { path: '/prayer-times?city=Warsaw&month=2027-02' },
  play: async ({ canvasElement, globals }) => {
    const text = displayText(globals, 'timetable.empty', { month: '@' }).split('@')[0]?.trim() ?? '';
    await expect(await within(canvasElement).findByText((content) => content.startsWith(text))).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** No times stored for today: the card says so, and today's row in the month says it has none. */
export const NoTimesToday: Story = {
  parameters: {
    prayerSource: storyPrayerSource({
      load: async () => storyData({ days: [storyDay('2026-11-26')] }),
      range: async (_city, from, to) =>
        storyData({
          days: datesBetween(from, to)
            .filter((date) => date !== '2026-11-25')
            .map((date) => storyDay(date)),
        }),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const table = await monthTable(canvasElement, globals);
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.gap.noTimesToday')),
    ).toBeVisible();
    const today = table.querySelector('tr[aria-current="date"]') as HTMLElement;
    await expect(today).toHaveTextContent(displayText(globals, 'timetable.dayMissing'));
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};

export const Loading: Story = {
  parameters: { prayerSource: storyPrayerSource({ load: neverSettles }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      displayText(globals, 'timetable.loading'),
    );
  },
};

/**
 * Today has arrived and the month is on its way: the table's frame, caption, headings and a row per
 * day already take the loaded table's room (grey bars for the times), so nothing below it moves.
 */
export const MonthLoading: Story = {
  parameters: { prayerSource: storyPrayerSource({ range: neverSettles }) },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      displayText(globals, 'timetable.loading'),
    );
    const placeholder = canvasElement.querySelector('.month-table--placeholder') as HTMLElement;
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    // November 2026: thirty days, each with its six prayers.
    await expect(placeholder.querySelectorAll('tbody tr')).toHaveLength(30);
    await expect(placeholder.querySelectorAll('tbody .month-table__time')).toHaveLength(30 * 6);
    await expect(
      within(canvasElement).getByRole('link', { name: displayText(globals, 'timetable.subscribe') }),
    ).toBeVisible();
  },
};

/** The server does not answer: the failure with a retry. */
export const Failed: Story = {
  parameters: { prayerSource: storyPrayerSource({ load: () => Promise.reject(new Error('offline')) }) },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(displayText(globals, 'timetable.failed'));
    await expect(
      within(alert).getByRole('button', { name: siteText(globals, 'common.retry') }),
    ).toBeVisible();
  },
};

/** Today loads but the month fails: the card stays, the month's failure has its own retry. */
export const MonthFailed: Story = {
  parameters: { prayerSource: storyPrayerSource({ range: () => Promise.reject(new Error('offline')) }) },
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(displayText(globals, 'timetable.failed'));
    await expect(
      within(canvasElement).getByRole('region', { name: displayText(globals, 'timetable.today.title') }),
    ).toBeVisible();
  },
};

/** A 390 px phone (an iPhone 12 to 15), where the month once showed the date, Hijri and fajr alone. */
const PHONE = {
  viewport: {
    options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
} as const;

const PRAYER_COLUMNS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;

/** `inner` lies inside `outer`'s box, give or take a pixel of rounding. */
const expectInside = async (inner: Element, outer: Element) => {
  const box = outer.getBoundingClientRect();
  const part = inner.getBoundingClientRect();
  await expect(part.left).toBeGreaterThanOrEqual(box.left - 1);
  await expect(part.right).toBeLessThanOrEqual(box.right + 1);
};

/**
 * On a phone a whole day is in view at a glance: every prayer's column fits the frame without a
 * sideways scroll, the Hijri date sits under the day's date and the caption is whole.
 */
export const OnAPhone: Story = {
  parameters: PHONE,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await expect(window.innerWidth).toBe(390);
    const table = await monthTable(canvasElement, globals);
    const frame = table.closest('.month-table') as HTMLElement;
    const page = document.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const name of PRAYER_COLUMNS) {
      const header = within(table).getByRole('columnheader', {
        name: displayText(globals, `prayer.name.${name}`),
      });
      await expect(header).toBeVisible();
      await expectInside(header, frame);
    }
    const today = table.querySelector('tr[aria-current="date"]') as HTMLElement;
    const cells = today.querySelectorAll('.month-table__time');
    await expect(cells).toHaveLength(PRAYER_COLUMNS.length);
    for (const cell of cells) await expectInside(cell, frame);
    // The Hijri date is read under the day's date, not in a column of its own.
    const hijri = today.querySelector('.month-table__date-hijri') as HTMLElement;
    await expect(hijri).toBeVisible();
    await expect(hijri).toHaveTextContent(/\S/);
    // The iqama beneath each athan is a bare time, and the caption's legend says what it is.
    await expect(today.querySelector('.month-table__iqama-time')).toBeVisible();
    await expect(within(table).getByText(displayText(globals, 'timetable.iqamaBeneath'))).toBeVisible();
    const caption = table.querySelector('caption') as HTMLElement;
    await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
    await expectInside(caption, frame);
  },
};
