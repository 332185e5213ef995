import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  MINUTES_SETTING,
  prayerText,
  storyCityName,
  withPrayerStory,
} from '../../../test/prayer-times-story-support';
import { DeleteConfirmDialog } from './delete-confirm-dialog';

const PRAYER_TARGET = { kind: 'prayer', id: 10, date: '2025-03-10', city: 'Warsaw' } as const;

const meta = {
  title: 'Dashboard/PrayerTimes/DeleteConfirmDialog',
  component: DeleteConfirmDialog,
  decorators: [withPrayerStory],
  args: { target: PRAYER_TARGET, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prayer: Story = {
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: prayerText(globals, 'prayer.delete.prayerTitle'),
    });
    await expect(dialog).toHaveTextContent(storyCityName(globals, 'Warsaw'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.delete.confirm') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith(PRAYER_TARGET);
  },
};

export const Iqama: Story = {
  args: { target: { kind: 'iqama', setting: MINUTES_SETTING } },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: prayerText(globals, 'prayer.delete.iqamaTitle'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
