import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DisplayFrame,
  displayText,
  readyAt,
  STORY_EVENTS,
  storyData,
  storyDay,
} from './display-story-support';

/*
 * The prayer hall's screen (/display/) in each moment of the day. It runs without React; each story
 * draws its view with a fixed instant in Warsaw (late November 2026) in the toolbar's language.
 */
const meta = {
  title: 'Public/PrayerTimes/Display',
  component: DisplayFrame,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DisplayFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

const rowOf = (
  canvasElement: HTMLElement,
  globals: Globals,
  name: 'fajr' | 'sunrise' | 'dhuhr' | 'asr' | 'maghrib' | 'isha' | 'jumuah',
) =>
  within(canvasElement).getByRole('row', {
    name: new RegExp(`^${displayText(globals, `prayer.name.${name}`)}`),
  });

const heading = (canvasElement: HTMLElement, globals: Globals) =>
  within(canvasElement).findByRole('heading', {
    level: 1,
    name: displayText(globals, 'display.heading', {
      city: displayText(globals, 'prayer.cityName.Warsaw'),
    }),
  });

/** 04:00: the night before fajr; nothing is prayed yet and fajr is next, 1 h 31 min away (said so, not '1:31:00'). */
export const BeforeFajr: Story = {
  args: { state: readyAt('2026-11-25', '04:00') },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expect(rowOf(canvasElement, globals, 'fajr')).toHaveAttribute('data-state', 'next');
    await expect(rowOf(canvasElement, globals, 'isha')).toHaveAttribute('data-state', 'upcoming');
    const prayer = displayText(globals, 'prayer.name.fajr');
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.next.start', { prayer })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.display__countdown')).toHaveTextContent(
      displayText(globals, 'prayer.countdown.hoursMinutes', { hours: 1, minutes: 31 }),
    );
  },
};

/** 12:30: dhuhr is the prayer of the hour, asr next in 1 h 4 min; fajr and sunrise are past. */
export const BetweenPrayers: Story = {
  args: { state: readyAt('2026-11-25', '12:30') },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expect(rowOf(canvasElement, globals, 'fajr')).toHaveAttribute('data-state', 'past');
    await expect(rowOf(canvasElement, globals, 'dhuhr')).toHaveAttribute('data-state', 'current');
    await expect(rowOf(canvasElement, globals, 'asr')).toHaveAttribute('data-state', 'next');
    await expect(
      within(rowOf(canvasElement, globals, 'dhuhr')).getByText(displayText(globals, 'prayer.state.now')),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.display__countdown')).toHaveTextContent(
      displayText(globals, 'prayer.countdown.hoursMinutes', { hours: 1, minutes: 4 }),
    );
    // The strip: the centre's next events and its campaigns with how far each has come.
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: displayText(globals, 'display.campaigns'),
      }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Roof repair')).toBeVisible();
    // 62.5% of the target, rounded in the language's own way (63 %, 63%).
    await expect(canvasElement.querySelector('.display__campaign-share')).toHaveTextContent(/63[\s\u200e]*%/);
    // Sunrise has no iqama: its cell is empty, not a dash.
    await expect(rowOf(canvasElement, globals, 'sunrise').querySelectorAll('td')[1]).toHaveTextContent('');
  },
};

/** 13:40: asr's athan has been called; its iqama comes in four minutes. */
export const IqamaCountdown: Story = {
  args: { state: readyAt('2026-11-25', '13:40') },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const prayer = displayText(globals, 'prayer.name.asr');
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.next.iqama', { prayer })),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.display__countdown')).toHaveTextContent(
      displayText(globals, 'prayer.countdown.minutes', { minutes: 4 }),
    );
    await expect(rowOf(canvasElement, globals, 'asr')).toHaveAttribute('data-state', 'current');
  },
};

/** Friday 12:50: Jumu'a takes dhuhr's row with the mosque's own times, next in ten minutes. */
export const FridayJumuah: Story = {
  args: { state: readyAt('2026-11-27', '12:50') },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const jumuah = rowOf(canvasElement, globals, 'jumuah');
    await expect(jumuah).toHaveAttribute('data-state', 'next');
    await expect(
      within(canvasElement).queryByRole('row', {
        name: new RegExp(`^${displayText(globals, 'prayer.name.dhuhr')}`),
      }),
    ).toBeNull();
    await expect(canvasElement.querySelector('.display__countdown')).toHaveTextContent(
      displayText(globals, 'prayer.countdown.minutes', { minutes: 10 }),
    );
  },
};

/** No times stored for today: the screen says so and counts down to tomorrow's fajr. */
export const NoDataForToday: Story = {
  args: { state: readyAt('2026-11-24', '12:00') },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.gap.noTimesToday')),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** After isha of the last day the server gave: tomorrow's times are not in yet. */
export const NoTimesTomorrow: Story = {
  args: { state: readyAt('2026-11-25', '20:00', { data: storyData({ days: [storyDay('2026-11-25')] }) }) },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expect(
      within(canvasElement).getByText(displayText(globals, 'prayer.gap.noTimesTomorrow')),
    ).toBeVisible();
    await expect(rowOf(canvasElement, globals, 'isha')).toHaveAttribute('data-state', 'current');
  },
};

/** The server has not answered since 03:00: the times stay, with the discreet mark in the corner. */
export const StaleData: Story = {
  args: { state: readyAt('2026-11-25', '12:30', { stale: true }) },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const lead = displayText(globals, 'display.stale', { time: '@' }).split('@')[0]?.trim() ?? '';
    await expect(within(canvasElement).getByText((text) => text.startsWith(lead))).toBeVisible();
    await expect(rowOf(canvasElement, globals, 'asr')).toHaveAttribute('data-state', 'next');
  },
};

/** A TV on its side: the clock and the countdown above the table. */
export const Portrait: Story = {
  args: { state: readyAt('2026-11-25', '12:30'), portrait: true },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const clock = canvasElement.querySelector('.display__clock') as HTMLElement;
    const table = within(canvasElement).getByRole('table');
    await expect(clock.getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().top);
  },
};

/** Long event names are cut with an ellipsis; the strip never pushes the times off the screen. */
export const LongEventNames: Story = {
  args: {
    state: readyAt('2026-11-25', '12:30', {
      upcoming: STORY_EVENTS.map((event) => ({
        ...event,
        name: `${event.name}: an open evening for the whole family with guests from the community and refreshments`,
      })),
    }),
  },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const page = canvasElement.querySelector('.display-page') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 2,
        name: displayText(globals, 'display.upcoming'),
      }),
    ).toBeVisible();
  },
};

/** The first start, before any answer. */
export const Loading: Story = {
  args: { state: { phase: 'loading' } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'display.loading')),
    ).toBeVisible();
  },
};

/** No answer and nothing stored: the screen says it keeps trying. */
export const Unavailable: Story = {
  args: { state: { phase: 'unavailable' } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(displayText(globals, 'display.unavailable')),
    ).toBeVisible();
  },
};
