import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { prayerText, storyDay, withPrayerStory } from '../../../test/prayer-times-story-support';
import { EditPrayerDialog } from './edit-prayer-dialog';

const DAY = storyDay('2025-03-10', 10);

const meta = {
  title: 'Dashboard/PrayerTimes/EditPrayerDialog',
  component: EditPrayerDialog,
  decorators: [withPrayerStory],
  args: { open: true, onOpenChange: fn(), day: DAY, onSave: fn() },
} satisfies Meta<typeof EditPrayerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveTimes: Story = {
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', { name: prayerText(globals, 'prayer.edit.title') });
    await expect(dialog.querySelectorAll('.prayer-iqama-form__prayers [role="group"]')).toHaveLength(5);
    await userEvent.click(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      date: '2025-03-10',
      fajr: DAY.fajr_athan,
      dhuhr: DAY.dhuhr_athan,
      asr: DAY.asr_athan,
      maghrib: DAY.maghrib_athan,
      isha: DAY.isha_athan,
    });
  },
};

export const OrderError: Story = {
  args: { initial: { isha: '10:00' } },
  play: async ({ globals, args }) => {
    const dialog = await screen.findByRole('dialog', { name: prayerText(globals, 'prayer.edit.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: prayerText(globals, 'prayer.dialog.save') }),
    );
    // Isha at 10:00 comes before the day's other prayers: the message is isha's.
    const isha = within(dialog)
      .getByRole('group', { name: prayerText(globals, 'prayer.name.isha') })
      .closest('[data-slot="time-field"]');
    await waitFor(() =>
      expect(isha).toHaveTextContent(prayerText(globals, 'prayer.error.order', { dates: '2025-03-10' })),
    );
    await expect(isha).toHaveAttribute('data-invalid', 'true');
    await expect(
      within(dialog)
        .getByRole('group', { name: prayerText(globals, 'prayer.name.fajr') })
        .closest('[data-slot="time-field"]'),
    ).not.toHaveAttribute('data-invalid');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const DateTaken: Story = {
  args: { serverError: { id: 'prayer.error.dateTaken' } },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: prayerText(globals, 'prayer.edit.title') });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      prayerText(globals, 'prayer.error.dateTaken'),
    );
  },
};
