import { MIN_VISIBLE_BAR_PERCENT } from '@minbar/domain/donations/progress';
import { byLanguageOf, resolveStoryContent } from '@minbar/ui/provider/story-content';
import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DisplayFrame,
  displayText,
  longNamed,
  readyAt,
  STORY_CAMPAIGNS,
  STORY_EVENTS,
  storyData,
  storyDay,
} from '../../../test/display-story-support';
import type { CampaignProgress } from '../data/prayer-times-source';
import type { DisplayState } from './display-view';
import { stripIndexAt } from './strip-rotation';

/*
 * The prayer hall's screen (/display/) in each moment of the day. It runs without React; each story
 * draws its view with a fixed instant in Warsaw (late November 2026) in the toolbar's language.
 */
/*
 * Each state is made in every language when the file loads (byLanguageOf), so its events and
 * campaigns are named in the story's language.
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
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '04:00')) },
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
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30')) },
  play: async ({ canvasElement, globals, args }) => {
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
    // The play reads the args as written: the state made in the story's language is chosen here.
    await expectStripShowsOneOfEach(canvasElement, globals, resolveStoryContent(args.state));
    // On the minute, the first of each: 62.5% of the target, rounded down as on every screen, written
    // in the language's way (62 %, 62%).
    await expect(within(canvasElement).getByText(STORY_CAMPAIGNS[0]?.name ?? '')).toBeVisible();
    await expect(
      canvasElement.querySelector('.display__campaign:not([hidden]) .display__campaign-share'),
    ).toHaveTextContent(/62[\s\u200e]*%/);
    // And how many people have given to it.
    await expect(
      canvasElement.querySelector('.display__campaign:not([hidden]) .display__campaign-donors'),
    ).toHaveTextContent(displayText(globals, 'display.campaignDonors', { count: 214 }));
    // Sunrise has no iqama: its cell is empty, not a dash.
    await expect(rowOf(canvasElement, globals, 'sunrise').querySelectorAll('td')[1]).toHaveTextContent('');
  },
};

/** 13:40: asr's athan has been called; its iqama comes in four minutes. */
export const IqamaCountdown: Story = {
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '13:40')) },
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
  args: { state: byLanguageOf(() => readyAt('2026-11-27', '12:50')) },
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
  args: { state: byLanguageOf(() => readyAt('2026-11-24', '12:00')) },
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
  args: {
    state: byLanguageOf(() =>
      readyAt('2026-11-25', '20:00', { data: storyData({ days: [storyDay('2026-11-25')] }) }),
    ),
  },
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
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30', { stale: true })) },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const lead = displayText(globals, 'display.stale', { time: '@' }).split('@')[0]?.trim() ?? '';
    await expect(within(canvasElement).getByText((text) => text.startsWith(lead))).toBeVisible();
    await expect(rowOf(canvasElement, globals, 'asr')).toHaveAttribute('data-state', 'next');
  },
};

/** A TV on its side: the clock and the countdown above the table. */
export const Portrait: Story = {
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30')), portrait: true },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const clock = canvasElement.querySelector('.display__clock') as HTMLElement;
    const table = within(canvasElement).getByRole('table');
    await expect(clock.getBoundingClientRect().bottom).toBeLessThanOrEqual(table.getBoundingClientRect().top);
  },
};

/** A 1080p TV as it hangs, on its long side or on its side, in the story's language. */
const TV_VIEWPORTS = {
  viewport: {
    options: {
      tvLandscape: { name: 'TV 1920 x 1080', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      tvPortrait: { name: 'TV 1080 x 1920', styles: { width: '1080px', height: '1920px' }, type: 'desktop' },
    },
  },
} as const;

/** The smallest text on a 1080p screen that still reads from the back of the hall, 4 m away. */
const MIN_TEXT_PX = 40;

/**
 * Everything on the screen reads across the hall: no text is cut (wider than its box, or with an
 * ellipsis), nothing lies outside the screen, and no text is smaller than MIN_TEXT_PX. Text kept for
 * screen readers only (a 1 px clipped box) is left out, as the review's own check leaves it out.
 */
async function expectReadableAcrossTheHall(canvasElement: HTMLElement, width: number, height: number) {
  await expect([window.innerWidth, window.innerHeight]).toEqual([width, height]);
  const page = canvasElement.querySelector('.display-page') as HTMLElement;
  const screen = page.getBoundingClientRect();
  await expect(screen.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(page.scrollHeight).toBeLessThanOrEqual(page.clientHeight);
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  const texts = Array.from(page.querySelectorAll<HTMLElement>('*')).filter((element) => {
    if (!element.textContent?.trim()) return false;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    return style.clipPath === 'none' && element.getClientRects().length > 0;
  });
  await expect(texts.length).toBeGreaterThan(20);
  for (const element of texts) {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const where = `${element.className || element.tagName}: ${element.textContent}`;
    await expect(style.textOverflow, where).not.toBe('ellipsis');
    await expect(element.scrollWidth, where).toBeLessThanOrEqual(element.clientWidth + 1);
    await expect(box.top, where).toBeGreaterThanOrEqual(screen.top - 1);
    await expect(box.bottom, where).toBeLessThanOrEqual(screen.bottom + 1);
    await expect(box.left, where).toBeGreaterThanOrEqual(screen.left - 1);
    await expect(box.right, where).toBeLessThanOrEqual(screen.right + 1);
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (ownText) await expect(Number.parseFloat(style.fontSize), where).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  }
}

/** The strip's event and campaign shown now, each whole: one of each at a time, with its place. */
async function expectStripShowsOneOfEach(canvasElement: HTMLElement, globals: Globals, state: DisplayState) {
  if (state.phase !== 'ready') throw new Error('a ready state');
  const event = state.upcoming[stripIndexAt(state.now, state.upcoming.length)];
  const campaign = state.campaigns[stripIndexAt(state.now, state.campaigns.length)];
  const shownEvents = canvasElement.querySelectorAll('.display__upcoming-item:not([hidden])');
  await expect(shownEvents).toHaveLength(1);
  await expect(shownEvents[0]).toHaveTextContent(event?.name ?? '');
  await expect(within(canvasElement).getByText(event?.name ?? '')).toBeVisible();
  await expect(within(canvasElement).getByText(campaign?.name ?? '')).toBeVisible();
  await expect(canvasElement.querySelectorAll('.display__campaign:not([hidden])')).toHaveLength(1);
  await expect(
    within(canvasElement).getAllByText(
      displayText(globals, 'display.stripPage', {
        index: stripIndexAt(state.now, state.upcoming.length) + 1,
        count: state.upcoming.length,
      }),
    )[0],
  ).toBeVisible();
}

/** 12:30 with every event and campaign named as long as a name may be, in the story's language. */
const longNamesAt = (globals: Globals) => readyAt('2026-11-25', '12:30', longNamed(storyLocale(globals)));

/**
 * A 1920 x 1080 TV with the longest names: every part reads from 4 m (no text under 40 px), nothing
 * is cut with an ellipsis and the strip fits the screen, one event and one campaign at a time.
 */
export const LongNamesLandscapeTv: Story = {
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30')) },
  render: (_args, { globals }) => <DisplayFrame state={longNamesAt(globals)} />,
  parameters: TV_VIEWPORTS,
  globals: { viewport: { value: 'tvLandscape', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expectReadableAcrossTheHall(canvasElement, 1920, 1080);
    await expectStripShowsOneOfEach(canvasElement, globals, longNamesAt(globals));
  },
};

/** The same on a TV hung on its side (1080 x 1920): the campaigns end above the screen's bottom. */
export const LongNamesPortraitTv: Story = {
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30')) },
  render: (_args, { globals }) => <DisplayFrame state={longNamesAt(globals)} />,
  parameters: TV_VIEWPORTS,
  globals: { viewport: { value: 'tvPortrait', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    await expectReadableAcrossTheHall(canvasElement, 1080, 1920);
    await expectStripShowsOneOfEach(canvasElement, globals, longNamesAt(globals));
  },
};

/** Later, the strip has turned to the next event and campaign: each in turn, ten seconds apiece. */
export const StripTurns: Story = {
  args: { state: byLanguageOf(() => readyAt('2026-11-25', '12:30', { seconds: 10 })) },
  play: async ({ canvasElement, globals, args }) => {
    await heading(canvasElement, globals);
    // The play reads the args as written: the state made in the story's language is chosen here.
    await expectStripShowsOneOfEach(canvasElement, globals, resolveStoryContent(args.state));
    await expect(within(canvasElement).getByText(STORY_EVENTS[1]?.name ?? '')).toBeVisible();
    await expect(within(canvasElement).getByText(STORY_CAMPAIGNS[1]?.name ?? '')).toBeVisible();
    await expect(within(canvasElement).getByText(STORY_CAMPAIGNS[0]?.name ?? '')).not.toBeVisible();
  },
};

/**
 * Just after a gift of 531.50 towards 60 000 zł: the strip says 1 %, not 0 %, and its bar shows a
 * sliver rather than an empty track.
 */
export const SmallGiftTowardsALargeTarget: Story = {
  args: {
    state: byLanguageOf(() =>
      readyAt('2026-11-25', '12:30', {
        campaigns: [
          { ...(STORY_CAMPAIGNS[0] as CampaignProgress), collected: 531.5, target: 60_000, donors: 0 },
        ],
      }),
    ),
  },
  play: async ({ canvasElement, globals }) => {
    await heading(canvasElement, globals);
    const share = canvasElement.querySelector('.display__campaign-share')?.textContent ?? '';
    await expect(share.replace(/\D/g, '')).toBe('1');
    const fill = canvasElement.querySelector('.display__campaign-fill')?.getBoundingClientRect().width ?? 0;
    const bar = canvasElement.querySelector('.display__campaign-bar')?.getBoundingClientRect().width ?? 0;
    // The true share (0.89 %) would be a line a hall cannot see; the sliver is the least any gift draws.
    await expect(fill / bar).toBeGreaterThanOrEqual(MIN_VISIBLE_BAR_PERCENT / 100 - 0.001);
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
