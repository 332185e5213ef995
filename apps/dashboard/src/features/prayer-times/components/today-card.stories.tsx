import { STORY_LOCALE_GLOBAL } from '@minbar/ui/provider/story-locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { prayerText, storyDay, withPrayerStory } from '../../../test/prayer-times-story-support';
import { TodayCard } from './today-card';

const meta = {
  title: 'Dashboard/PrayerTimes/TodayCard',
  component: TodayCard,
  decorators: [withPrayerStory],
  args: { today: '2025-03-10', city: 'Warsaw', day: storyDay('2025-03-10', 10) },
} satisfies Meta<typeof TodayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Times: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: prayerText(globals, 'prayer.today.title') }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('dd time')).toHaveLength(5);
    await expect(canvas.getByText(prayerText(globals, 'prayer.maghribIftar'))).toBeVisible();
    // 24-hour in Polish, a day period in English and Arabic, Latin digits (docs/decisions/0014).
    const text = canvasElement.querySelector('dd time')?.textContent ?? '';
    await expect(text).toMatch(/^[0-9]/);
    if (globals.locale === 'pl') await expect(text).toMatch(/^\d{2}:\d{2}$/);
    else await expect(text.length).toBeGreaterThan(5);
  },
};

/** The API's identifier 'Warsaw' is shown as staff write the city: Warszawa in Polish. */
export const CityInPolish: Story = {
  globals: { [STORY_LOCALE_GLOBAL]: 'pl' },
  play: async ({ canvasElement }) => {
    const meta = canvasElement.querySelector('.prayer-today__meta');
    await expect(meta).toHaveTextContent(/^Warszawa, /);
  },
};

export const CityInArabic: Story = {
  globals: { [STORY_LOCALE_GLOBAL]: 'ar' },
  play: async ({ canvasElement }) => {
    const meta = canvasElement.querySelector('.prayer-today__meta');
    await expect(meta).toHaveTextContent(/^وارسو، /);
  },
};

/** A city the server lists but the catalogue does not name yet keeps its identifier. */
export const CityWithoutName: Story = {
  args: { city: 'Olsztyn' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.prayer-today__meta')).toHaveTextContent(/^Olsztyn/);
    // Named by its identifier, a name never translated: isolated and marked so in every language.
    await expect(canvasElement.querySelector('.prayer-today__meta bdi[translate="no"]')).toHaveTextContent(
      'Olsztyn',
    );
  },
};

export const NoneForToday: Story = {
  args: { day: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(prayerText(globals, 'prayer.today.none'))).toBeVisible();
  },
};

export const Unauthorized: Story = {
  args: { day: undefined, error: { id: 'prayer.today.unauthorized' } },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.today.unauthorized'),
    );
  },
};

export const Loading: Story = {
  args: { day: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(prayerText(globals, 'prayer.today.loading'))).toBeVisible();
  },
};
