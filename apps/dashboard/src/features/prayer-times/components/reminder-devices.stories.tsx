import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { prayerText, withPrayerStory } from '../../../test/prayer-times-story-support';
import { ReminderDevices } from './reminder-devices';

/* The admins' count of devices with prayer reminders, on the prayer times screen: each state. */
const meta = {
  title: 'Dashboard/PrayerTimes/ReminderDevices',
  component: ReminderDevices,
  decorators: [withPrayerStory],
  args: {
    counts: { total: 37, by_language: { en: 6, ar: 19, pl: 12 } },
    loading: false,
    error: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof ReminderDevices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total and each language's devices. */
export const Counts: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: prayerText(globals, 'prayer.reminders.title') }),
    ).toBeVisible();
    await expect(canvas.getByText('37')).toBeVisible();
    await expect(canvas.getByText('19')).toBeVisible();
    await expect(canvas.getByText(prayerText(globals, 'prayer.reminders.note'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.reminders.loading')),
    ).toBeVisible();
  },
};

/** No device yet: where visitors turn reminders on. */
export const Empty: Story = {
  args: { counts: { total: 0, by_language: { en: 0, ar: 0, pl: 0 } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(prayerText(globals, 'prayer.reminders.empty')),
    ).toBeVisible();
  },
};

/** The count failed: an alert and a retry. */
export const Failed: Story = {
  args: { counts: undefined, error: true },
  play: async ({ canvasElement, globals, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(prayerText(globals, 'prayer.reminders.error'));
    await userEvent.click(
      within(alert).getByRole('button', { name: prayerText(globals, 'prayer.reminders.retry') }),
    );
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
