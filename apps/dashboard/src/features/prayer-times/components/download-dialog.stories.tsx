import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { prayerText, withPrayerStory } from '../../../test/prayer-times-story-support';
import { DownloadDialog } from './download-dialog';

const meta = {
  title: 'Dashboard/PrayerTimes/DownloadDialog',
  component: DownloadDialog,
  decorators: [withPrayerStory],
  args: {
    open: true,
    onOpenChange: fn(),
    years: Array.from({ length: 10 }, (_, index) => 2025 - index),
    city: 'Warsaw',
    onDownload: fn(),
  },
} satisfies Meta<typeof DownloadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YearSelect: Story = {
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: prayerText(globals, 'prayer.downloadDialog.title'),
    });
    const year = within(dialog).getByRole('combobox', {
      name: prayerText(globals, 'prayer.downloadDialog.year'),
    });
    await expect(year).toHaveTextContent('2025');
    await userEvent.click(year);
    await expect(await screen.findAllByRole('option')).toHaveLength(10);
    await userEvent.click(screen.getByRole('option', { name: '2019' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.downloadDialog.submit') }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(2019);
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {
      name: prayerText(globals, 'prayer.downloadDialog.title'),
    });
    await expect(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.downloadDialog.submit') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
